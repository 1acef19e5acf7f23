"""Levels for people, on the real screens with real events: each level's rating on New game,
the player's own rating in Statistics, the next step offered after a streak (once per launch),
and "place the rest for me" on 9×9 by the option, by click and by key."""

import pygame
import pytest

from seega.ai.people import BEGINNER
from seega.ai.rating import level_rating, person_estimate, rounded
from seega.core import BLACK, PLACEMENT, WHITE, parse_action
from seega.core.players import PLACE_FOR_PERSON_LEVEL
from seega.game import factory
from seega.game.match import Seat
from seega.i18n import tr
from seega.storage.persistence import GameResult, Statistics
from seega.ui.play import flow
from seega.ui.play.board_scene import BoardScene
from seega.ui.play.coach import Command
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import NewGameScene, level_choice
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.stats import StatsScene
from tests.ui.scenes.game_helpers import (
    click_cell,
    play_by_clicks,
    quick_computer,
    seeded_random,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.game_scenes import STANDARD_WIN, TWO_PEOPLE, YOU_AND_EASY, match_from

TODAY = "2026-12-01"


def _games(statistics, opponent, results, rules="standard", size=5):
    for result in results:
        statistics = statistics.with_result(GameResult(TODAY, rules, size, opponent, result))
    return statistics


def _row(scene, label):
    return next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)


def _choose(harness, scene, label, wanted):
    """Click the right arrow of the row `label` until it shows `wanted`."""
    for _ in range(8):
        row = _row(scene, label)
        if row.options[row.index][1] == wanted:
            return
        harness.click((row.control_rect.right - 10, row.control_rect.centery))
    raise AssertionError(f"{label} never showed {wanted}")


def _shown(scene):
    return " ".join(box.text for box in scene.text_boxes())


@pytest.fixture
def computer(monkeypatch):
    """The computer answers at once with a seeded legal action, recording what it was asked."""
    asked = []

    def choose(state, level, movetime_ms=None, seed=None, max_depth=None):
        asked.append((state.to_move, state.phase, level))
        return seeded_random(state, level, movetime_ms, seed, max_depth)

    with quick_computer(monkeypatch, choose):
        yield asked


# The ratings on New game ------------------------------------------------------------------


def test_new_game_shows_each_level_s_rating_and_what_the_scale_means(harness, computer):
    scene = NewGameScene(harness.context)
    harness.start(scene)
    harness.frames(1)
    seen = []
    for _ in range(3):
        row = _row(scene, tr("newgame.level"))
        seen.append(row.options[row.index][1])
        harness.click((row.control_rect.right - 10, row.control_rect.centery))
    assert sorted(seen) == sorted(level_choice(level) for level in ("easy", "medium", "hard"))
    assert level_choice("hard") == f"Hard · {level_rating('hard')}"
    assert tr("newgame.ratings", beginner=level_rating(BEGINNER)) in _shown(scene)


def test_new_game_shows_the_player_s_own_rating_under_the_chosen_rules(harness, computer):
    statistics = _games(Statistics(), "easy", ["win", "win", "loss", "win"])
    harness.context.save_statistics(_games(statistics, "medium", ["loss", "loss"], "lane"))
    scene = NewGameScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("newgame.rules"), tr("rules.standard.name"))
    rows = [("easy", 3, 1, 0)]
    yours = person_estimate(rows)
    words = tr(
        "newgame.ratings.yours",
        beginner=level_rating(BEGINNER),
        rating=rounded(yours.rating),
        margin=rounded(yours.margin),
    )
    assert words in _shown(scene)
    _choose(harness, scene, tr("newgame.rules"), tr("rules.traditional.name"))  # none there
    assert tr("newgame.ratings", beginner=level_rating(BEGINNER)) in _shown(scene)


# The player's rating in Statistics --------------------------------------------------------


def test_statistics_rate_the_player_per_rule_set_with_how_sure(harness):
    statistics = _games(Statistics(), "easy", ["win"] * 5 + ["loss"], "standard", 5)
    statistics = _games(statistics, "medium", ["loss", "win"], "standard", 9)
    statistics = _games(statistics, "people", ["light"] * 3, "standard", 7)  # not counted
    harness.context.save_statistics(_games(statistics, "hard", ["loss"] * 3, "seejeh", 5))
    scene = StatsScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("stats.view"), tr("stats.view.rating"))
    rows = {row[0]: row[1:] for row in scene.rating_rows()[1:]}
    standard = person_estimate([("easy", 5, 1, 0), ("medium", 1, 1, 0)])
    assert rows[tr("rules.standard.name")] == (
        "8",
        str(rounded(standard.rating)),
        tr("stats.margin_value", margin=rounded(standard.margin)),
    )
    seejeh = person_estimate([("hard", 0, 3, 0)])
    assert rows[tr("rules.seejeh.name")][1] == str(rounded(seejeh.rating))
    assert seejeh.rating < level_rating("hard") < standard.rating + 2000
    assert rows[tr("rules.lane.name")] == ("0", "—", "—")
    levels = {level: level_rating(level) for level in ("easy", "medium", "hard")}
    assert tr("stats.rating_note", beginner=level_rating(BEGINNER), **levels) in _shown(scene)


def test_statistics_say_there_is_no_rating_before_a_game(harness):
    scene = StatsScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("stats.view"), tr("stats.view.rating"))
    assert tr("stats.none_yet") in _shown(scene)


# The next step on the game-over card ------------------------------------------------------


def _win_against_easy(harness):
    """Win a standard 5×5 game against easy by clicks; the game-over card."""
    match = match_from(STANDARD_WIN[0], YOU_AND_EASY)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, board.accepting)
    play_by_clicks(harness, board, parse_action(STANDARD_WIN[1], 5))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    return harness.top


def test_three_wins_in_a_row_offer_the_next_level_once_per_launch(harness, computer):
    harness.context.save_statistics(_games(Statistics(), "easy", ["win", "win"]))
    over = _win_against_easy(harness)
    assert over.step == ("medium", 3)
    assert over.step_text() == tr("result.step_up", count=3, level="Easy", next="Medium")
    assert over.step_text() in _shown(over)
    wait_until(harness, lambda: over.elapsed_ms > 600)
    harness.click(widget_centre(over.menu, tr("button.play_level", level=tr("level.medium"))))
    board = harness.top
    assert isinstance(board, BoardScene) and board.match.seats == (Seat.human(), Seat("medium"))
    # A fourth win against easy in the same launch: not offered again.
    again = _win_against_easy(harness)
    assert again.step is None and tr("button.play_level", level="Medium") not in _shown(again)
    # The next launch offers it again.
    harness.context.offered_steps.clear()
    assert _win_against_easy(harness).step == ("medium", 5)


def test_two_wins_or_a_broken_streak_offer_nothing(harness, computer):
    harness.context.save_statistics(_games(Statistics(), "easy", ["win", "loss", "win"]))
    assert _win_against_easy(harness).step is None


def test_four_losses_in_a_row_offer_the_level_below(harness, computer):
    harness.context.save_statistics(_games(Statistics(), "medium", ["loss"] * 3))
    board = BoardScene(harness.context, match_from(STANDARD_WIN[0], (Seat.human(), Seat("medium"))))
    harness.start(board)
    wait_until(harness, board.accepting)
    harness.key(pygame.K_ESCAPE)
    pause = harness.top
    assert isinstance(pause, PauseScene)
    harness.click(widget_centre(pause.menu, tr("button.resign")))
    harness.click(widget_centre(pause.menu, tr("button.yes")))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    over = harness.top
    assert over.step == ("easy", 4)
    assert over.step_text() == tr("result.step_down", count=4, level="Medium", next="Easy")


# Place the rest for me --------------------------------------------------------------------


def _nine_by_nine(harness, seats=YOU_AND_EASY):
    match = factory.new_game(flow.pace(harness.context), "standard", 9, seats)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, board.accepting)
    return board


def _wait_for_movement(harness, board):
    wait_until(harness, lambda: board.match.state.phase != PLACEMENT or board.session.finished)


def test_place_the_rest_by_click_on_9x9(harness, computer):
    board = _nine_by_nine(harness)
    click_cell(harness, board, 0)  # one piece by hand first
    wait_until(harness, board.accepting)
    assert board.match.state.hands[0] == 39
    harness.click(widget_centre(board.buttons, tr("button.place_rest")))
    assert board.match.placing_for == {WHITE}
    _wait_for_movement(harness, board)
    assert board.match.state.hands == (0, 0)
    for_light = [lv for side, phase, lv in computer if side == WHITE and phase == PLACEMENT]
    assert for_light == [PLACE_FOR_PERSON_LEVEL] * 39
    assert board.match.human_to_act or board.match.to_act.level == "easy"  # movement: by hand


def test_place_the_rest_by_key_and_undo_gives_it_back(harness, computer):
    board = _nine_by_nine(harness)
    harness.key(pygame.K_p)
    assert board.match.placing_for == {WHITE}
    wait_until(harness, lambda: board.match.state.hands[0] <= 36)
    harness.key(pygame.K_u)
    assert board.match.placing_for == set()
    wait_until(harness, board.accepting)
    assert board.match.state.phase == PLACEMENT and board.match.human_to_act
    harness.key(pygame.K_p)
    _wait_for_movement(harness, board)
    assert board.match.state.hands == (0, 0)


def test_between_two_people_place_the_rest_places_both_sides(harness, computer):
    """P by Light hands over the whole set-up: Light's rest alone stopped at Dark's first
    turn, one piece later, and the game looked stuck."""
    board = _nine_by_nine(harness, TWO_PEOPLE)
    harness.key(pygame.K_p)
    assert board.match.placing_for == {WHITE, BLACK}
    _wait_for_movement(harness, board)
    assert board.match.state.hands == (0, 0)
    harness.key(pygame.K_u)  # undo gives both sides their placements back
    assert board.match.placing_for == set()


def test_while_the_computer_places_for_you_the_panel_says_so(harness, computer):
    board = _nine_by_nine(harness)
    board.run(Command.PLACE_REST)  # what the button and P call; no frame has run since
    model = board.panel_model()
    assert not board.match.human_to_act and board.match.computer_thinking
    assert model.turn == tr("hud.turn.you")
    assert model.prompt == tr("prompt.placing_for_you", level=tr("level.medium"))
    place_rest = next(b for b in board.buttons.widgets if b.text == tr("button.place_rest"))
    harness.frames(1)
    assert not place_rest.enabled


def test_the_new_game_option_places_for_the_person_from_the_start(harness, computer):
    scene = NewGameScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("newgame.rules"), tr("rules.standard.name"))
    _choose(harness, scene, tr("newgame.size"), tr("newgame.size_value", size=9))
    _choose(harness, scene, tr("newgame.colour"), tr("side.dark"))
    _choose(harness, scene, tr("newgame.placement"), tr("newgame.placement.auto"))
    harness.click(widget_centre(scene.menu, tr("button.start")))
    board = harness.top
    assert isinstance(board, BoardScene) and board.match.placing_for == {BLACK}
    assert harness.context.settings.last_place_for_me
    _wait_for_movement(harness, board)
    assert board.match.state.hands == (0, 0)
    assert {lv for side, _, lv in computer if side == BLACK} == {PLACE_FOR_PERSON_LEVEL}


def test_play_again_and_rematch_keep_the_placements_handed_over(harness, computer):
    seats = (Seat.human(), Seat("easy"))
    match = factory.new_game(flow.pace(harness.context), "standard", 9, seats)
    match.place_rest_for(WHITE)
    assert factory.rematch(match, swap=False).placing_for == {WHITE}
    swapped = factory.rematch(match, swap=True)
    assert swapped.seats == (Seat("easy"), Seat.human()) and swapped.placing_for == {BLACK}
    assert factory.rematch(match, swap=False, level="hard").seats == (Seat.human(), Seat("hard"))
