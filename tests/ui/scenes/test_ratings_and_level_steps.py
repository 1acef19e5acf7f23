"""Levels for people, on the real screens with real events: each level's rating on New game,
the player's own rating in Statistics, the next step offered after a streak (once per launch),
and "place the rest for me" on 9×9 by the option, by click and by key."""

import pygame
import pytest

from seega.ai.people import BEGINNER
from seega.ai.rating import level_rating, person_estimate, rounded
from seega.core import BLACK, PLACEMENT, WHITE, parse_action
from seega.core.players import FIRST_GAME_LEVEL, LEVELS, PLACE_FOR_PERSON_LEVEL
from seega.game import factory
from seega.game.match import Seat
from seega.i18n import LANGUAGES, tr
from seega.play.coach import Command
from seega.storage.persistence import NO_CHOICE, GameResult, Statistics
from seega.ui.play import flow
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import ABOUT, NewGameScene, level_choice
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.stats import StatsScene
from tests.sweeps import EVERY_LANGUAGE
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import (
    click_cell,
    play_by_clicks,
    quick_computer,
    seeded_random,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.game_scenes import (
    STANDARD_WIN,
    TWO_PEOPLE,
    YOU_AND_EASY,
    game_over,
    match_from,
)

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
def computer(harness):
    """The computer answers at once with a seeded legal action, recording what it was asked."""
    asked = []

    def choose(state, level, movetime_ms=None, seed=None, max_depth=None):
        asked.append((state.to_move, state.phase, level))
        return seeded_random(state, level, movetime_ms, seed, max_depth)

    with quick_computer(harness.context, choose):
        yield asked


# The ratings on New game ------------------------------------------------------------------


def test_new_game_shows_each_level_s_rating_and_what_the_scale_means(harness, computer):
    scene = NewGameScene(harness.context)
    harness.start(scene)
    harness.frames(1)
    seen = []
    for _ in LEVELS:
        row = _row(scene, tr("newgame.level"))
        seen.append(row.options[row.index][1])
        harness.click((row.control_rect.right - 10, row.control_rect.centery))
    assert sorted(seen) == sorted(level_choice(level) for level in LEVELS)
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


def _level_shown(scene):
    row = _row(scene, tr("newgame.level"))
    return row.options[row.index][0]


def test_a_newcomer_is_offered_the_first_game_s_level_and_told_why(harness, computer):
    scene = NewGameScene(harness.context)
    harness.start(scene)
    assert _level_shown(scene) == FIRST_GAME_LEVEL
    first = tr("newgame.suggested_first", level=tr(f"level.{FIRST_GAME_LEVEL}"))
    assert first in _shown(scene)


def test_then_the_level_nearest_the_player_s_rating_under_the_chosen_rules(harness, computer):
    # Even with sharp over many games: rated about as sharp is (the belief before any game,
    # near easy, pulls a little); against easy alone under the traditional rules.
    statistics = _games(Statistics(), "sharp", ["draw"] * 40)
    harness.context.save_statistics(_games(statistics, "easy", ["loss"] * 3, "traditional"))
    scene = NewGameScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("newgame.rules"), tr("rules.standard.name"))
    assert _level_shown(scene) == "sharp"
    assert tr("newgame.suggested", level=tr("level.sharp")) in _shown(scene)
    _choose(harness, scene, tr("newgame.rules"), tr("rules.traditional.name"))
    assert _level_shown(scene) == "easy"
    assert tr("newgame.suggested", level=tr("level.easy")) in _shown(scene)


def test_a_level_the_player_chose_is_remembered_over_the_suggestion(harness, computer):
    scene = NewGameScene(harness.context)
    harness.start(scene)
    harness.click(widget_centre(scene.menu, tr("button.start")))  # the suggestion, not a choice
    assert harness.context.settings.last_level == NO_CHOICE
    harness.context.storage.delete_autosave()  # no question about the game just started
    harness.start(NewGameScene(harness.context))
    scene = harness.top
    _choose(harness, scene, tr("newgame.level"), level_choice("keen"))
    harness.click(widget_centre(scene.menu, tr("button.start")))
    assert harness.context.settings.last_level == "keen"
    harness.start(NewGameScene(harness.context))
    assert _level_shown(harness.top) == "keen"


@pytest.mark.parametrize("larger_text", [False, True], ids=["normal", "larger"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_ladder_s_table_and_its_note_fit_beside_the_choices(harness, language, larger_text):
    """Nine rungs, the scale, the player's rating and the suggestion, above the buttons."""
    harness.context.change_settings(language=language, larger_text=larger_text)
    harness.context.save_statistics(_games(Statistics(), "keen", ["win", "loss", "draw"]))
    scene = NewGameScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("newgame.rules"), tr("rules.standard.name"))
    shown = _shown(scene)
    assert all(tr(f"level.{level}") in shown for level in LEVELS)
    assert scene.form_boxes()[-1].rect.bottom <= ABOUT.bottom
    assert overflows(scene) == []


# The rating's change on the game-over card ---------------------------------------------------


def test_the_game_over_card_shows_how_the_game_moved_the_rating(harness, computer):
    rows = [("easy", 2, 1, 0)]
    harness.context.save_statistics(_games(Statistics(), "easy", ["win", "win", "loss"]))
    over = _win_against_easy(harness)
    before, after = person_estimate(rows), person_estimate([("easy", 3, 1, 0)])
    assert after.rating > before.rating
    change = tr("result.rating", before=rounded(before.rating), after=rounded(after.rating))
    above = next(level for level in LEVELS if level_rating(level) > rounded(after.rating))
    distance = level_rating(above) - rounded(after.rating)
    assert over.rating.text() == f"{change} · " + tr(
        "result.next_level", level=tr(f"level.{above}"), rating=level_rating(above), points=distance
    )
    assert over.rating.text() in _shown(over)


def test_a_first_rated_game_shows_the_first_rating_and_a_game_for_two_none(harness, computer):
    over = _win_against_easy(harness)
    assert over.rating.before is None
    assert over.rating.text().startswith(
        tr("result.rating_first", after=rounded(person_estimate([("easy", 1, 0, 0)]).rating))
    )
    two = game_over(*STANDARD_WIN, seats=(Seat.human(), Seat.human()))(harness.context)
    two.saving = True
    harness.start(two)
    rating = tr("result.rating_first", after="")
    assert two.rating is None and not any(box.text.startswith(rating) for box in two.text_boxes())


def test_a_game_kept_but_not_counted_shows_no_rating_even_after_a_rated_one(harness, computer):
    """The card reads the count its own game made as it ended: a game from a set position is
    not counted, so the rated game before it leaves it no change to show."""
    assert _win_against_easy(harness).rating is not None
    over = _win_against_easy(harness, from_start=False)
    rating = tr("result.rating_first", after="")
    assert over.rating is None and not any(box.text.startswith(rating) for box in over.text_boxes())


# The player's rating in Statistics --------------------------------------------------------


def test_statistics_rate_the_player_per_rule_set_with_how_sure(harness):
    statistics = _games(Statistics(), "easy", ["win"] * 5 + ["loss"], "standard", 5)
    statistics = _games(statistics, "medium", ["loss", "win"], "standard", 9)
    statistics = _games(statistics, "people", ["white"] * 3, "standard", 7)  # not counted
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
    ends = {"low": level_rating("easy"), "high": level_rating("hard")}
    assert tr("stats.rating_note", beginner=level_rating(BEGINNER), **ends) in _shown(scene)


def test_statistics_say_there_is_no_rating_before_a_game(harness):
    scene = StatsScene(harness.context)
    harness.start(scene)
    _choose(harness, scene, tr("stats.view"), tr("stats.view.rating"))
    assert tr("stats.none_yet") in _shown(scene)


# The next step on the game-over card ------------------------------------------------------


def _win_against_easy(harness, from_start=True):
    """Win a standard 5×5 game against easy by clicks (`from_start` False: as a game from a
    set position); the game-over card."""
    match = match_from(STANDARD_WIN[0], YOU_AND_EASY)
    match.from_start = from_start
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, board.accepting)
    play_by_clicks(harness, board, parse_action(STANDARD_WIN[1], 5))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    return harness.top


def test_three_wins_in_a_row_offer_the_next_level_once_per_launch(harness, computer):
    harness.context.save_statistics(_games(Statistics(), "easy", ["win", "win"]))
    over = _win_against_easy(harness)
    assert over.step == ("casual", 3)
    assert over.step_text() == tr("result.step_up", count=3, level="Easy", next="Casual")
    assert over.step_text() in _shown(over)
    wait_until(harness, lambda: over.elapsed_ms > 600)
    harness.click(widget_centre(over.menu, tr("button.play_level", level=tr("level.casual"))))
    board = harness.top
    assert isinstance(board, BoardScene) and board.match.seats == (Seat.human(), Seat("casual"))
    # A fourth win against easy in the same launch: not offered again.
    again = _win_against_easy(harness)
    assert again.step is None and tr("button.play_level", level="Casual") not in _shown(again)
    # The next launch offers it again.
    harness.context.offered_steps.clear()
    assert _win_against_easy(harness).step == ("casual", 5)


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
    assert over.step == ("sharp", 4)
    assert over.step_text() == tr("result.step_down", count=4, level="Strong", next="Sharp")


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


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_between_two_people_the_panel_names_no_computer_level(harness, computer, language):
    """P between two people: the prompt said "The computer places your pieces as Strong
    would", though no computer plays; it says that both sides' rest is placed for them."""
    harness.context.change_settings(language=language)
    board = _nine_by_nine(harness, TWO_PEOPLE)
    board.run(Command.PLACE_REST)
    prompt = board.panel_model().prompt
    assert prompt == tr("prompt.placing_for_people")
    assert not any(tr(f"level.{level}") in prompt for level in LEVELS)


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
