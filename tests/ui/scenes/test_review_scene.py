"""The game review in the window, driven by real posted events: from the game-over screen, the
pause menu and the past games; stepping, jumping, stopping the analysis, playing on."""

import random
from dataclasses import replace

import pygame
import pytest

from seega.core import legal_actions
from seega.core.line import GameLine
from seega.game import factory
from seega.game.match import Seat
from seega.i18n import tr
from seega.review.analysis import ReviewSettings
from seega.storage.archive import Archive
from seega.ui.play import flow
from seega.ui.play.board_scene import BoardScene
from seega.ui.render import review_art
from seega.ui.scenes import review
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.past_games import PastGamesScene
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.play_on import PlayOnScene
from seega.ui.scenes.review import ReviewScene
from seega.ui.scenes.title import TitleScene
from tests.review.records import KNOWN
from tests.ui.scenes.game_helpers import (
    play_by_clicks,
    play_out,
    press,
    quick_computer,
    seeded_random,
    wait_until,
    widget_centre,
)

# Shallow and clock-free: a whole game is judged in moments, the same way every run.
QUICK = ReviewSettings(depth=2, movetime_ms=None)


@pytest.fixture
def thinker(harness, monkeypatch):
    monkeypatch.setattr(review, "SETTINGS", QUICK)
    with quick_computer(harness.context, seeded_random) as chosen:
        yield chosen


# The reviewed game: two people playing random actions drawn from GAME_SEED, as `play_out`
# draws them. All but the last LAST_BY_CLICKS go straight into the match (the reviews are
# what these tests look at; whole games by clicks are test_game_flow's), the last by clicks, so
# the game still ends on the board and is kept.
GAME_SEED = 5
LAST_BY_CLICKS = 6


def two_player_match(harness):
    seats = (Seat.human(), Seat.human())
    return factory.new_game(flow.pace(harness.context), "standard", 5, seats, seed=3)


def play_at_random(match, rng, count):
    """Play up to `count` actions drawn from `rng` straight into `match`; how many it took."""
    for played in range(count):
        if match.is_over:
            return played
        match.play(rng.choice(match.legal_actions()))
    return count


def two_player_board(harness, rng=None, ahead=0):
    """A game between two people on the board, `ahead` actions from `rng` already played."""
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    match = two_player_match(harness)
    if ahead:
        play_at_random(match, rng, ahead)
    harness.start(TitleScene(harness.context))
    board = harness.context.routes.board(match, True)
    harness.stack.push(board)
    harness.frames(1)
    return board


def finished_game(harness):
    length = play_at_random(two_player_match(harness), random.Random(GAME_SEED), 10_000)
    rng = random.Random(GAME_SEED)
    board = two_player_board(harness, rng, ahead=length - LAST_BY_CLICKS)
    over = play_out(harness, board, rng)
    assert len(board.match.played) == length  # the same game as played straight through
    wait_until(harness, lambda: over.elapsed_ms > 600)
    return board, over


def wheel(harness, steps):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False))
    harness.frames(1)


def test_finish_review_step_jump_and_play_on(harness, thinker):
    board, over = finished_game(harness)
    kept = Archive(harness.context.storage.directory).listing().games
    assert len(kept) == 1 and kept[0].record.actions == tuple(board.match.played)
    harness.click(widget_centre(over.menu, tr("button.review")))
    scene = harness.top
    assert isinstance(scene, ReviewScene) and scene.session.total == len(board.match.played)
    wait_until(harness, lambda: scene.session.complete)
    assert scene.session.seconds_left == 0.0
    assert Archive(harness.context.storage.directory).stored_review(kept[0]) is not None
    # Step: the Next button, the arrow keys, the mouse wheel.
    harness.click(widget_centre(scene.buttons, tr("button.next")))
    assert scene.session.cursor == 1
    press(harness, pygame.K_RIGHT, pygame.K_RIGHT)
    assert scene.session.cursor == 3
    press(harness, pygame.K_LEFT)
    wheel(harness, -2)  # down: on
    assert scene.session.cursor == 4
    wheel(harness, 1)
    assert scene.session.cursor == 3
    assert scene.view.board == scene.session.line.states[3].board
    # Jump: End, a click on the graph, a click on the move list.
    press(harness, pygame.K_END)
    assert scene.session.cursor == scene.session.total and scene.session.played is None
    graph = scene.graph_rect()
    harness.click((graph.centerx, graph.centery))
    middle = review_art.graph_index(graph.centerx, scene.session.total, graph)
    assert scene.session.cursor == middle
    index, row = scene.list_rows()[-1]
    harness.click(row.center)
    assert scene.session.cursor == index
    # Every action of the game is judged with one of the six verdicts.
    verdicts = {judged.verdict for judged in scene.session.review.judged}
    assert verdicts <= {"best", "good", "inaccuracy", "mistake", "blunder", "forced"}
    # Play on from this position against the easy computer.
    shown = scene.session.state
    harness.click(widget_centre(scene.buttons, tr("button.play_on")))
    assert isinstance(harness.top, PlayOnScene)
    label = tr("review.play_on.computer", level=tr("level.easy"))
    harness.click(widget_centre(harness.top.menu, label))
    harness.frames(2)
    new_board = harness.top
    assert isinstance(new_board, BoardScene) and new_board.match.line.start == shown
    seats = new_board.match.seats
    assert seats[shown.to_move - 1].is_human and not seats[2 - shown.to_move].is_human
    # Private on purpose: the shell shows only the top; what lies beneath is its own state.
    assert isinstance(harness.stack._scenes[0], TitleScene)


def test_a_second_review_of_a_kept_game_is_instant(harness, thinker):
    finished_game(harness)
    harness.click(widget_centre(harness.top.menu, tr("button.review")))
    first = harness.top
    wait_until(harness, lambda: first.session.complete)
    press(harness, pygame.K_ESCAPE)
    assert isinstance(harness.top, GameOverScene)
    harness.click(widget_centre(harness.top.menu, tr("button.menu")))
    title = harness.top
    assert isinstance(title, TitleScene)
    harness.frames(60)
    harness.click(widget_centre(title.menu, tr("menu.past_games")))
    past = harness.top
    wait_until(harness, lambda: past.loaded)
    assert isinstance(past, PastGamesScene) and len(past.listing.games) == 1
    asked = thinker.submitted
    harness.click(first_entry(past).rect.center)
    again = harness.top
    assert isinstance(again, ReviewScene) and again.session.complete
    assert again.session.review.judged == first.session.review.judged
    harness.frames(3)
    assert thinker.submitted == asked  # nothing was analysed again


def test_review_from_pause_shows_the_game_so_far_and_goes_back(harness, thinker):
    board = two_player_board(harness)
    rng = random.Random(2)
    for _ in range(6):
        wait_until(harness, lambda: board.accepting())
        play_by_clicks(harness, board, rng.choice(board.match.legal_actions()))
    wait_until(harness, lambda: board.accepting())
    press(harness, pygame.K_ESCAPE)
    pause = harness.top
    assert isinstance(pause, PauseScene)
    harness.click(widget_centre(pause.menu, tr("button.review")))
    scene = harness.top
    assert isinstance(scene, ReviewScene) and scene.session.total == 6
    wait_until(harness, lambda: scene.session.complete)
    assert len(scene.session.review.points()) == 7
    press(harness, pygame.K_ESCAPE)
    assert harness.top is pause
    assert len(board.match.played) == 6  # the game under it is untouched
    assert Archive(harness.context.storage.directory).listing().games == []


def test_stop_and_resume_the_analysis_by_keyboard_alone(harness, thinker):
    finished_game(harness)
    press(harness, pygame.K_TAB)  # from Play again to Rematch, Menu, then Review game
    for _ in range(4):
        if harness.top.menu.focus.text == tr("button.review"):
            break
        press(harness, pygame.K_TAB)
    press(harness, pygame.K_RETURN)
    scene = harness.top
    assert isinstance(scene, ReviewScene) and scene.session.running
    for _ in range(len(scene.buttons.widgets)):
        if scene.buttons.focus is scene.progress_button:
            break
        press(harness, pygame.K_TAB)
    assert scene.progress_button.text == tr("button.stop")
    press(harness, pygame.K_RETURN)
    done = scene.session.share_done
    assert not scene.session.running and 0 < done < 1
    assert scene.progress_button.text == tr("button.resume_analysis")
    harness.frames(5)
    assert scene.session.share_done == done  # nothing more is asked while stopped
    press(harness, pygame.K_RETURN)
    wait_until(harness, lambda: scene.session.complete)
    press(harness, pygame.K_HOME)
    assert scene.session.cursor == 0
    press(harness, pygame.K_PAGEDOWN)
    assert scene.session.cursor == 10
    focus_next = next(w for w in scene.buttons.widgets if w.text == tr("button.next"))
    scene.buttons.focus = focus_next
    press(harness, pygame.K_END)  # Next can do no more: the focus turns to Previous
    assert scene.buttons.focus.text == tr("button.previous")
    press(harness, pygame.K_RETURN)
    assert scene.session.cursor == scene.session.total - 1
    press(harness, pygame.K_ESCAPE)
    assert isinstance(harness.top, GameOverScene)


def first_entry(past):
    """The newest game's entry in Past games (an entry has a second line)."""
    return next(widget for widget in past.menu.widgets if getattr(widget, "detail", ""))


def open_known(harness, name):
    """The review of a constructed game, opened from a record file by typing its path."""
    path = harness.context.storage.directory / "known.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(KNOWN[name][0], encoding="utf-8")
    harness.start(TitleScene(harness.context))
    harness.start(PastGamesScene(harness.context))
    past = harness.top
    harness.click(widget_centre(past.menu, tr("button.open_file")))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(path)))
    press(harness, pygame.K_RETURN)
    scene = harness.top
    assert isinstance(scene, ReviewScene), past.problem
    return scene


def test_the_scene_model_calls_the_known_blunder_a_blunder(harness, thinker):
    scene = open_known(harness, "misses a free capture of three")
    wait_until(harness, lambda: scene.session.complete)
    judged = scene.session.judged
    assert judged is not None and judged.verdict == "blunder"
    texts = [box.text for box in scene.text_boxes()]
    assert any(tr("review.verdict.blunder") in text for text in texts)
    assert any(text.endswith(tr("review.better", action="e1-e2xd2xc2xb2")) for text in texts)
    # The capture of three it missed is what it cost, said beside the better action.
    assert judged.given == 3
    assert (
        f"{tr('review.given.many', count=3)} · {tr('review.better', action='e1-e2xd2xc2xb2')}"
        in texts
    )
    assert Archive(harness.context.storage.directory).listing().games == []  # not kept


def test_a_corrupt_kept_record_is_reported_set_aside_and_the_list_still_works(harness, thinker):
    archive = Archive(harness.context.storage.directory)
    archive.keep(KNOWN["captures and resets the stall count"][0], "standard", 5)
    bad = archive.folder / "99991231-235959-standard-5.txt"
    bad.write_text("Rules: standard\nSize: 5\n1. white rubbish\n", encoding="utf-8")
    harness.start(TitleScene(harness.context))
    harness.start(PastGamesScene(harness.context))
    past = harness.top
    wait_until(harness, lambda: past.loaded)
    notes = " ".join(box.text for box in past.note_lines())
    assert bad.name in notes
    assert not bad.exists() and any(".corrupt-" in p.name for p in archive.folder.iterdir())
    assert len(past.listing.games) == 1
    harness.click(first_entry(past).rect.center)
    scene = harness.top
    assert isinstance(scene, ReviewScene)
    wait_until(harness, lambda: scene.session.complete)
    assert scene.session.review.judged[0].verdict == "best"


def test_a_file_that_is_not_a_record_is_refused_with_its_reason(harness, thinker):
    path = harness.context.storage.directory / "notes.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("shopping list\n", encoding="utf-8")
    harness.start(PastGamesScene(harness.context))
    past = harness.top
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    harness.frames(1)
    assert isinstance(harness.top, PastGamesScene)
    assert past.problem is not None and "notes.txt" in past.problem


def test_play_on_for_two_players_from_the_first_position(harness, thinker):
    scene = open_known(harness, "lets the stall count end a lost game")
    press(harness, pygame.K_HOME)
    start = scene.session.state
    harness.click(widget_centre(scene.buttons, tr("button.play_on")))
    harness.click(widget_centre(harness.top.menu, tr("newgame.two_players")))
    harness.frames(2)
    board = harness.top
    assert isinstance(board, BoardScene) and board.match.is_two_player
    assert board.match.state == start and board.match.state.quiet == 49


def test_play_on_is_not_offered_at_the_end_of_a_finished_game(harness, thinker):
    scene = open_known(harness, "lets the stall count end a lost game")
    press(harness, pygame.K_END)
    assert scene.session.state.outcome is not None
    harness.click(widget_centre(scene.buttons, tr("button.play_on")))
    assert harness.top is scene


def test_an_unfinished_review_of_a_kept_game_goes_on_where_it_stopped(harness, thinker):
    board, over = finished_game(harness)
    harness.click(widget_centre(over.menu, tr("button.review")))
    scene = harness.top
    harness.frames(4)
    scene.toggle_analysis()  # Stop
    done = len(scene.session.review.judged)
    assert 0 < done < scene.session.total
    press(harness, pygame.K_ESCAPE)
    harness.click(widget_centre(harness.top.menu, tr("button.review")))
    again = harness.top
    assert isinstance(again, ReviewScene) and again is not scene
    assert again.session.review.judged[:done] == scene.session.review.judged[:done]
    assert len(again.session.review.judged) >= done
    wait_until(harness, lambda: again.session.complete)


def test_play_on_over_a_saved_game_asks_first(harness, thinker):
    board = two_player_board(harness)
    rng = random.Random(2)
    for _ in range(4):
        wait_until(harness, lambda: board.accepting())
        play_by_clicks(harness, board, rng.choice(board.match.legal_actions()))
    wait_until(harness, lambda: board.accepting())
    assert harness.context.storage.has_autosave()
    press(harness, pygame.K_ESCAPE)
    harness.click(widget_centre(harness.top.menu, tr("button.review")))
    scene = harness.top
    harness.click(widget_centre(scene.buttons, tr("button.play_on")))
    play_on = harness.top
    harness.click(widget_centre(play_on.menu, tr("newgame.two_players")))
    assert play_on.asking is not None and harness.top is play_on
    harness.click(widget_centre(play_on.asking.buttons, tr("button.keep_saved")))
    assert play_on.asking is None and harness.top is play_on
    harness.click(widget_centre(play_on.menu, tr("newgame.two_players")))
    harness.click(widget_centre(play_on.asking.buttons, tr("button.replace_saved")))
    harness.frames(2)
    fresh = harness.top
    assert isinstance(fresh, BoardScene) and fresh is not board
    assert fresh.match.line.start == scene.session.state


def review_of_random_game(harness, language, actions=30):
    """The review of a game of `actions` random actions, in `language`, at its end."""
    harness.context.change_settings(language=language)
    people = (Seat.human(), Seat.human())
    match = factory.new_game(flow.pace(harness.context), "standard", 5, people)
    rng = random.Random(11)
    for _ in range(actions):
        match.line.play(rng.choice(legal_actions(match.state)))
    players = tuple(seat.player for seat in match.seats)
    harness.start(ReviewScene(harness.context, match.line, players))
    scene = harness.top
    press(harness, pygame.K_END)
    assert scene.session.cursor == actions
    return scene


@pytest.mark.parametrize(("language", "first_at_left"), [("en", True), ("ar", False)])
def test_the_graph_runs_in_the_reading_direction_for_clicks(
    harness, thinker, language, first_at_left
):
    scene = review_of_random_game(harness, language)
    graph = scene.graph_rect()
    left, right = (graph.x + 3, graph.centery), (graph.right - 3, graph.centery)
    harness.click(left if first_at_left else right)
    assert scene.session.cursor == 0
    harness.click(right if first_at_left else left)
    assert scene.session.cursor == scene.session.total
    harness.click((graph.x + graph.width // 4, graph.centery))
    quarter = round(scene.session.total / 4)
    assert scene.session.cursor == (quarter if first_at_left else scene.session.total - quarter)


def test_the_arabic_graph_is_the_english_one_mirrored(harness, thinker):
    """The same review at the same action, drawn in each language: the curve, the captures'
    dots and the cursor all swap sides."""
    pictures = []
    for language in ("en", "ar"):
        scene = review_of_random_game(harness, language)
        wait_until(harness, lambda scene=scene: scene.session.complete)
        scene.go_to(7)
        harness.frames(2)
        pictures.append(harness.display.canvas.subsurface(scene.graph_rect()).copy())
        harness.stack.pop()
        harness.stack.apply_requests()
    english, arabic = pictures
    mirrored = pygame.transform.flip(arabic, True, False)
    width, height = english.get_size()
    differ = sum(
        english.get_at((x, y)) != mirrored.get_at((x, y))
        for x in range(width)
        for y in range(height)
    )
    assert differ < width * height // 100  # the fill's edges round a little differently


def test_before_the_analysis_the_accuracy_says_it_is_to_come_and_the_dots_have_a_legend(
    harness, thinker
):
    """Not 'Accuracy: –%' while nothing is judged yet; the graph's red dots are named."""
    line = GameLine.from_record_text(KNOWN["misses a free capture of three"][0])
    scene = ReviewScene(harness.context, line, ("human", "computer easy"))
    texts = [box.text for box in scene.text_boxes()]  # not started: nothing judged
    pending = tr("review.accuracy_pending")
    assert sum(pending in text for text in texts) == 2
    assert not any(tr("review.accuracy", value="–") in text for text in texts)
    assert tr("review.graph.captures") in texts
    harness.start(scene)
    wait_until(harness, lambda: scene.session.complete)
    texts = [box.text for box in scene.text_boxes()]
    assert not any(pending in text for text in texts)
