"""The journey and its challenges, played with real posted events: open the journey from the
title, solve a challenge by clicks and one by keys, fail one and retry, a stage unlocks, and
the progress survives a restart."""

import json

import pygame

from seega.challenges.journey import StageResult
from seega.challenges.verify import turn_words
from seega.core import parse_action, parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match
from seega.i18n import tr
from seega.play.referee import Status
from seega.storage.journey import JOURNEY_FILE
from seega.storage.persistence import Storage
from seega.ui.scenes.challenge import ChallengeScene, stage_scene
from seega.ui.scenes.journey import JourneyScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import StageLink
from tests.ui.scenes.game_helpers import (
    click_cell,
    first_legal,
    focus_and_press,
    play_by_clicks,
    play_by_keys,
    press,
    quick_computer,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.game_scenes import STANDARD_WIN


def open_journey(harness):
    harness.start(TitleScene(harness.context))
    harness.click(widget_centre(harness.top.menu, tr("menu.journey")))
    assert isinstance(harness.top, JourneyScene)
    wait_until(harness, lambda: harness.top.loaded)
    harness.frames(2)
    return harness.top


def test_the_journey_reads_its_files_in_steps_saying_so(harness):
    opened = harness.context.routes.journey()  # as the title's menu opens it
    harness.start(opened)
    assert isinstance(opened, JourneyScene) and not opened.loaded  # nothing read yet
    harness.frames(1)  # the river and the line saying so, before the first long step
    assert not opened.loaded
    assert tr("journey.loading") in [box.text for box in opened.text_boxes()]
    journey = opened
    wait_until(harness, lambda: journey.loaded)
    assert journey.stages and tr("journey.loading") not in [b.text for b in journey.text_boxes()]


def start_stage(harness, journey):
    press(harness, pygame.K_RETURN)
    harness.frames(2)
    scene = harness.top
    assert isinstance(scene, ChallengeScene)
    return scene


# Tests reach the referee's `_node` on purpose: the solution tree's turns that work from the
# position now, its own state, which the scene never shows; they play the tree by clicks.


def solution_actions(scene, entry):
    return [parse_action(word, scene.referee.start.size) for word in turn_words(entry["play"])]


def by_clicks(harness, scene, action):
    """Clicks, as a person makes them: a chain's piece is already chosen (traditional), so
    only its target is clicked."""
    if action.kind == "step" and scene.board.session.picker.selected == action.cells[0]:
        click_cell(harness, scene.board, action.cells[1])
    else:
        play_by_clicks(harness, scene.board, action)


def by_keys(harness, scene, action):
    """The arrows and Enter alone."""
    play_by_keys(harness, scene.board, action)


# Actions a person chooses in a dialog over the board rather than on it.
DIALOG_KINDS = ("accept", "refuse", "pass", "ransom")


def ready_for(scene, action):
    """The scene takes `action` now: its dialog asks (a ransom, a pass) or the board is free."""
    if action.kind in DIALOG_KINDS:
        dialog = scene.board.dialog
        return dialog is not None and dialog.auto_close_ms is None
    return scene.board.accepting()


def solve(harness, scene, play):
    """Play the tree's first answer at each of the solver's nodes until solved."""
    for _ in range(8):
        wait_until(
            harness,
            lambda: (
                scene.referee.status is not Status.PLAYING
                or ready_for(scene, solution_actions(scene, scene.referee._node[0])[0])
            ),
        )
        if scene.referee.status is not Status.PLAYING:
            break
        for action in solution_actions(scene, scene.referee._node[0]):
            wait_until(harness, lambda a=action: ready_for(scene, a))
            play(harness, scene, action)
    wait_until(harness, lambda: scene.referee.status is Status.SOLVED)


def test_solve_by_clicks_and_by_keys_then_fail_retry_and_progress_survives(harness, monkeypatch):
    with quick_computer(harness.context, first_legal):
        journey = open_journey(harness)
        assert journey.chosen == 0 and journey.is_open(0) and not journey.is_open(1)
        first = start_stage(harness, journey)
        solve(harness, first, by_clicks)
        assert first.referee.stars == 3
        harness.click(widget_centre(first.result, tr("button.journey")))
        harness.frames(2)
        assert harness.top is journey and journey.is_open(1)

        press(harness, pygame.K_RIGHT)
        assert journey.chosen == 1
        second = start_stage(harness, journey)
        wrong = next(
            a
            for a in second.board.match.legal_actions()
            if all(solution_actions(second, e)[0] != a for e in second.referee._node)
        )
        play_by_keys(harness, second.board, wrong)
        wait_until(harness, lambda: second.referee.status is Status.FAILED)
        shown = " ".join(box.text for box in second.text_boxes())
        assert (
            second.referee.answer and second.referee.answer in shown
        )  # the computer's answer, on screen
        grid = second.board.view.layout.grid_rect  # and on the board, which stays in view
        # Private on purpose: the result card's text as laid out, to check it clears the board.
        result = second._result_boxes() + second.result.text_boxes()
        assert not any(box.rect.colliderect(grid) for box in result)
        press(harness, pygame.K_RETURN)  # Retry has the focus: instant, no menu
        assert second.referee.status is Status.PLAYING and second.referee.tries == 2
        assert second.board.match.state == second.referee.start
        solve(harness, second, by_keys)
        assert second.referee.stars == 2  # solved, but not on the first try
        said = " ".join(box.text for box in second.text_boxes())
        assert tr("challenge.star.par", tries=2, par=second.stage.par) in said
        assert tr("challenge.star.hint") not in said
        focus_and_press(harness, second.result, tr("button.journey"))
        harness.frames(2)
        assert harness.top is journey and journey.is_open(2)

    saved = json.loads((harness.context.storage.directory / JOURNEY_FILE).read_text())
    assert set(saved["stages"]) == {journey.stages[0].id, journey.stages[1].id}
    again = JourneyScene(harness.context)  # as after a restart of the app
    assert again.progress.stars(journey.stages[0].id) == 3
    assert again.progress.stars(journey.stages[1].id) == 2
    assert again.chosen == 2 and again.is_open(2) and not again.is_open(3)


def test_a_hint_costs_a_star(harness, monkeypatch):
    with quick_computer(harness.context, first_legal):
        journey = open_journey(harness)
        scene = start_stage(harness, journey)
        press(harness, pygame.K_h)
        hint = scene.board.session.hint
        assert hint is not None and scene.referee.hints == 1
        # The sentence says what the shown action achieves, and the panel shows it.
        words = hint.action.notation(scene.board.match.state.size)
        assert hint.words().startswith(f"Hint: {words}. ")
        assert hint.words() in scene.board.panel_model().prompt
        solve(harness, scene, by_clicks)
        assert scene.referee.stars == 2
        said = " ".join(box.text for box in scene.text_boxes())
        assert "A star missed: a hint was shown." in said  # which star, not only how many
    assert journey.progress.results[journey.stages[0].id].hints == 1


def test_corrupt_progress_is_reported_set_aside_and_the_rest_kept(harness):
    folder = harness.context.storage.directory
    folder.mkdir(parents=True, exist_ok=True)
    good = {"stars": 3, "tries": 1, "hints": 0}
    stages = {"standard-5-capture-1": good, "BAD ID": good, "x": {"stars": "many"}}
    (folder / JOURNEY_FILE).write_text(json.dumps({"version": 1, "stages": stages}))
    journey = JourneyScene(harness.context)
    assert "2" in journey.notice
    assert journey.progress.stars("standard-5-capture-1") == 3
    assert list(folder.glob(f"{JOURNEY_FILE}.corrupt-*"))
    assert Storage(folder).load_journey().problem is None  # the kept entries were written back
    (folder / JOURNEY_FILE).write_text("{not json")
    journey = JourneyScene(harness.context)
    assert journey.notice and journey.progress.results == {}


def test_a_won_game_stage_is_reported_with_its_stars(harness, monkeypatch):
    reported = []
    with quick_computer(harness.context, first_legal):
        journey = JourneyScene(harness.context)
        stage = next(s for s in journey.stages if s.level is not None)
        link = StageLink(report=reported.append, next_stage=lambda: None)
        board = stage_scene(harness.context, stage, link)
        start = parse_position(STANDARD_WIN[0])
        seats = board.match.seats
        board.session.reset(
            Match.new(RULESETS["standard"], 5, seats, board.match.thinker, start=start)
        )
        harness.start(board)
        wait_until(harness, board.accepting)
        play_by_clicks(harness, board, parse_action(STANDARD_WIN[1], 5))
        wait_until(harness, lambda: board.session.finished)
    # Three pieces left is under the 5×5 par of four: a star for winning, one for no hint.
    assert reported == [StageResult(2, 1, 0)]


def test_the_journey_is_played_with_the_keyboard_alone(harness, monkeypatch):
    with quick_computer(harness.context, first_legal):
        harness.start(TitleScene(harness.context))
        focus = harness.top.menu
        while focus.focus.text != tr("menu.journey"):
            press(harness, pygame.K_DOWN)
        press(harness, pygame.K_RETURN)
        harness.frames(2)
        journey = harness.top
        assert isinstance(journey, JourneyScene)
        press(harness, pygame.K_RIGHT)  # stage 2 is locked: Enter does nothing
        press(harness, pygame.K_RETURN)
        harness.frames(2)
        assert harness.top is journey
        press(harness, pygame.K_LEFT, pygame.K_RETURN)
        harness.frames(2)
        assert isinstance(harness.top, ChallengeScene)
        press(harness, pygame.K_ESCAPE)  # back to the journey, then to the title
        harness.frames(2)
        assert harness.top is journey
        press(harness, pygame.K_ESCAPE)
        harness.frames(2)
        assert isinstance(harness.top, TitleScene)


def test_after_a_failed_try_the_plaque_no_longer_counts_moves_left(harness, monkeypatch):
    with quick_computer(harness.context, first_legal):
        scene = start_stage(harness, open_journey(harness))
        wrong = next(
            a
            for a in scene.board.match.legal_actions()
            if all(solution_actions(scene, e)[0] != a for e in scene.referee._node)
        )
        play_by_clicks(harness, scene.board, wrong)
        wait_until(harness, lambda: scene.referee.status is Status.FAILED)
        shown = [box.text for box in scene.text_boxes()]
        assert "Try 1 missed · next: try 2" in shown
        assert not [text for text in shown if "Moves left" in text]
        press(harness, pygame.K_RETURN)  # Retry
        shown = [box.text for box in scene.text_boxes()]
        assert "Moves left: 1 · Try: 2" in shown


def test_a_stage_title_names_its_goal_and_the_stall_is_said_as_the_game_says_it(harness):
    journey = open_journey(harness)
    titles = {}
    for index, stage in enumerate(journey.stages):
        journey.chosen = index
        titles[stage.id] = journey.info_lines()[0]
    assert titles["standard-5-block-1"].endswith(tr("theme.block"))  # not "a whole line"
    assert titles["standard-5-stall-1"].endswith("moves without a capture")
    assert "moves without a capture" in tr("goal.stall", count=2)


def test_a_later_chapters_first_stage_can_be_tried_at_once(harness, monkeypatch):
    """Every later chapter's first stage used to stay locked until the chapters before it
    were done: a player could not try another rule set's chapter."""
    with quick_computer(harness.context, first_legal):
        journey = open_journey(harness)
        press(harness, pygame.K_PAGEDOWN)  # the second chapter
        first = journey.chosen
        assert journey.stage.chapter == journey.chapters[1]
        assert journey.is_open(first) and not journey.is_open(first + 1)
        scene = start_stage(harness, journey)
        assert scene.stage is journey.stages[first]
