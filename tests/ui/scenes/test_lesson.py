"""The lesson played by hand, driven by real posted events: the standard lesson finished by
clicks and by keys, wrong actions answered with why (the position unchanged), every other rule
set's lesson, the first-launch offer (once, through the app's own start), the title's entry,
and every text fitting in every language."""

import os
from functools import partial

import pygame
import pytest

from seega.challenges.lesson import LESSON_ORDER, LESSONS
from seega.core import PLACEMENT, format_position
from seega.core import actions as act
from seega.core.players import FIRST_GAME_LEVEL
from seega.core.rulesets import RULESETS
from seega.game.match import Seat
from seega.i18n import LANGUAGES, tr
from seega.play.teacher import SHAPE_KEYS, WHY_KEYS
from seega.storage.persistence import Storage
from seega.ui import app
from seega.ui.play.board_scene import BoardScene
from seega.ui.render.widgets import Button
from seega.ui.scenes.lesson import LessonScene
from seega.ui.scenes.title import TitleScene
from tests.sweeps import TEXT_SIZES, spread
from tests.ui.scenes.conftest import Harness
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import (
    board_settled,
    click_cell,
    first_legal,
    keys_to_cells,
    play_by_clicks,
    play_by_keys,
    post_click,
    press,
    quick_computer,
    wait_until,
    widget_centre,
)


@pytest.fixture(autouse=True)
def computer_in_this_process(harness):
    """No worker process: the lesson's opponent never acts, but a game needs a thinker."""
    with quick_computer(harness.context, first_legal) as thinker:
        yield thinker


def open_lesson(harness, rules):
    scene = LessonScene(harness.context, RULESETS[rules])
    harness.start(scene)
    return scene


def intended(scene):
    """The action the shown step waits for (the first legal one where any will do)."""
    state = scene.board.match.state
    wanted = scene.teacher.step.wanted(scene.teacher.done, state)
    return wanted if wanted is not None else scene.board.match.legal_actions()[0]


def plaque_text(scene):
    return " ".join(box.text for box in scene.plaque_boxes())


def ready_for(scene):
    """The board takes the next action (a pass is answered in its dialog, once it is open)."""
    if intended(scene).kind == act.PASS:
        return scene.board.dialog is not None
    return board_settled(scene.board)


def play_intended(harness, scene, by_keys=False):
    """The step's next action by clicks or keys; a chain's piece is already chosen, so only its
    target is clicked (clicking the chosen piece again would put it down)."""
    action = intended(scene)
    if action.kind == act.STEP and scene.board.session.picker.selected == action.cells[0]:
        if by_keys:
            keys_to_cells(harness, scene.board, [action.cells[1]])
        else:
            click_cell(harness, scene.board, action.cells[1])
        return
    (play_by_keys if by_keys else play_by_clicks)(harness, scene.board, action)


def play_step(harness, scene, by_keys=False):
    """Play the shown step's intended actions, wait for its sentence, and go on."""
    for _ in scene.teacher.step.plays:
        wait_until(harness, lambda: ready_for(scene))
        play_intended(harness, scene, by_keys)
    wait_until(
        harness, lambda: scene.teacher.step_done and not scene.board.view.busy(scene.board.now)
    )
    assert scene.teacher.done_text in plaque_text(scene)
    if by_keys:
        press(harness, pygame.K_RETURN)
    else:
        post_click(widget_centre(scene.board.buttons, tr("button.next")))
        harness.frames(1)


def play_lesson(harness, scene, by_keys=False):
    steps = scene.teacher.lesson.steps
    for index, step in enumerate(steps):
        assert scene.teacher.index == index and not scene.teacher.step_done
        assert format_position(scene.board.match.state) == format_position(step.start())
        assert scene.teacher.task_text in plaque_text(scene)
        play_step(harness, scene, by_keys)
    assert scene.teacher.lesson_done and scene.teacher.menu_open


def test_the_standard_lesson_is_finished_by_clicks_and_kept(harness):
    scene = open_lesson(harness, "standard")
    play_lesson(harness, scene)
    assert harness.context.storage.load_lessons().value == frozenset({"standard"})
    labels = [widget.text for widget in scene.menu.widgets if isinstance(widget, Button)]
    assert labels[0] == tr(
        "lesson.menu.done", name=tr("lesson.name", rules=tr("rules.standard.name"))
    )
    post_click(widget_centre(scene.menu, tr("lesson.name", rules=tr("rules.lane.name"))))
    harness.frames(2)
    assert isinstance(harness.top, LessonScene) and harness.top.teacher.lesson.rules == "lane"


def test_the_finished_lesson_offers_the_first_game_and_starts_it(harness):
    scene = open_lesson(harness, "standard")
    play_lesson(harness, scene)
    post_click(widget_centre(scene.menu, tr("button.first_game")))
    harness.frames(2)
    board = harness.top
    assert isinstance(board, BoardScene) and not isinstance(board, LessonScene)
    assert board.match.seats == (Seat.human(), Seat.computer(FIRST_GAME_LEVEL))
    state = board.match.state
    assert (state.rules.name, state.size, state.phase) == ("standard", 5, PLACEMENT)
    assert overflows(board) == []


def test_the_standard_lesson_is_finished_by_keys(harness):
    scene = open_lesson(harness, "standard")
    play_lesson(harness, scene, by_keys=True)
    assert harness.context.storage.load_lessons().value == frozenset({"standard"})
    press(harness, pygame.K_RETURN)  # the menu offers the next lesson first
    harness.frames(1)
    assert (
        isinstance(harness.top, LessonScene) and harness.top.teacher.lesson.rules == "traditional"
    )


def test_the_placing_step_counts_the_pieces_it_asks_for(harness):
    """The first step asks for two pieces: the card says two in hand, then one, not the
    game's twelve."""
    scene = open_lesson(harness, "standard")
    said = " ".join(box.text for box in scene.text_boxes())
    assert tr("hud.in_hand", count=2) in said and tr("hud.in_hand", count=12) not in said
    wait_until(harness, lambda: ready_for(scene))
    play_intended(harness, scene)
    wait_until(harness, lambda: board_settled(scene.board))
    assert scene.board.panel_model().cards[0].in_hand == 1


def test_a_capture_leaves_its_trace(harness):
    scene = open_lesson(harness, "standard")
    for _ in range(2):
        play_step(harness, scene)
    wait_until(harness, lambda: board_settled(scene.board))
    play_by_clicks(harness, scene.board, intended(scene))
    names = scene.board.match.state.geometry.names
    assert [names[cell] for cell, _ in scene.board.picture().trace.ghosts] == ["b2"]


def reach_step(harness, scene, index):
    while scene.teacher.index < index:
        play_step(harness, scene)
    wait_until(harness, lambda: board_settled(scene.board))


def cell(scene, name):
    return scene.board.match.state.geometry.names.index(name)


def test_a_wrong_action_is_answered_with_why_and_the_position_stays(harness):
    scene = open_lesson(harness, "standard")
    reach_step(harness, scene, 2)  # the first capture
    before = scene.board.match.state
    for name in ("a2", "a3"):  # a legal step that takes nothing
        click_cell(harness, scene.board, cell(scene, name))
    assert scene.board.session.refusal_text == tr("lesson.why.nothing")
    assert scene.board.match.state == before and scene.board.match.played == []
    click_cell(harness, scene.board, cell(scene, "b2"))  # Dark's piece: the core's refusal
    assert scene.board.session.refusal_text == tr("refusal.not_yours")
    press(harness, pygame.K_e)
    assert scene.board.session.refusal_text == tr("lesson.key.end")
    assert scene.board.match.state == before and not scene.teacher.step_done


def test_the_centre_piece_cannot_be_taken_is_said(harness):
    scene = open_lesson(harness, "standard")
    reach_step(harness, scene, 4)
    before = scene.board.match.state
    for name in ("c1", "c2"):
        click_cell(harness, scene.board, cell(scene, name))
    assert scene.board.session.refusal_text == tr("lesson.why.centre")
    assert scene.board.match.state == before


def test_placing_on_the_centre_is_refused_in_words(harness):
    scene = open_lesson(harness, "standard")
    wait_until(harness, lambda: board_settled(scene.board))
    click_cell(harness, scene.board, scene.board.match.state.geometry.centre)
    assert scene.board.session.refusal_text == tr("refusal.centre")
    assert scene.board.match.played == []


def test_the_hint_marks_the_intended_action_and_u_starts_the_step_again(harness):
    scene = open_lesson(harness, "standard")
    reach_step(harness, scene, 3)
    press(harness, pygame.K_h)
    assert scene.board.session.hint.action == intended(scene)
    play_by_clicks(harness, scene.board, intended(scene))
    wait_until(harness, lambda: scene.teacher.step_done)
    press(harness, pygame.K_u)
    assert not scene.teacher.step_done and scene.board.match.played == []
    assert format_position(scene.board.match.state) == format_position(scene.teacher.step.start())


def test_escape_leaves_the_lesson_at_once(harness):
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(60)
    harness.click(widget_centre(title.menu, tr("menu.lesson")))
    assert isinstance(harness.top, LessonScene)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is title


def test_the_lessons_button_opens_any_lesson_and_escape_goes_back_to_the_step(harness):
    scene = open_lesson(harness, "standard")
    reach_step(harness, scene, 1)
    post_click(widget_centre(scene.board.buttons, tr("lesson.lessons")))
    harness.frames(1)
    assert scene.teacher.menu_open and scene.menu.focus.text == tr(
        "lesson.name", rules=tr("rules.standard.name")
    )
    harness.key(pygame.K_ESCAPE)
    assert not scene.teacher.menu_open and harness.top is scene and scene.teacher.index == 1
    post_click(widget_centre(scene.board.buttons, tr("lesson.lessons")))
    harness.frames(1)
    post_click(widget_centre(scene.menu, tr("lesson.name", rules=tr("rules.sija.name"))))
    harness.frames(2)
    assert isinstance(harness.top, LessonScene) and harness.top.teacher.lesson.rules == "sija"
    assert harness.top.board.match.state.size == 7


@pytest.mark.parametrize("rules", LESSON_ORDER[1:])
def test_every_other_rule_sets_lesson_is_finished_by_clicks(harness, rules):
    scene = open_lesson(harness, rules)
    play_lesson(harness, scene)
    assert harness.context.storage.load_lessons().value == frozenset({rules})


def fresh_app(harness, data_dir):
    """What the game builds on start from a data folder: its context and first screen."""
    context = app.build_context(Storage(data_dir))
    context.display = harness.display
    started = Harness(context, harness.display)
    title = app.first_scene(context)
    started.start(title)
    started.frames(2)
    return started, title


def test_the_first_launch_offers_the_lesson_once(harness, tmp_path):
    first, title = fresh_app(harness, tmp_path / "data")
    assert title.offer is not None
    assert title.offer.title_box.text == tr("lesson.offer.title")
    first.click(widget_centre(title.offer.buttons, tr("lesson.offer.no")))
    assert title.offer is None and first.top is title
    again, title = fresh_app(harness, tmp_path / "data")  # the game started again
    assert title.offer is None


def test_the_offer_accepted_opens_the_standard_lesson(harness, tmp_path):
    first, title = fresh_app(harness, tmp_path / "data")
    first.key(pygame.K_RETURN)  # the first choice has the focus
    assert isinstance(first.top, LessonScene) and first.top.teacher.lesson.rules == "standard"


def test_the_title_counts_finished_lessons_and_opens_the_next(harness):
    harness.context.storage.save_lessons(frozenset({"standard"}))
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(60)
    label = tr("menu.lesson_progress", done=1, total=len(LESSON_ORDER))
    harness.click(widget_centre(title.menu, label))
    assert (
        isinstance(harness.top, LessonScene) and harness.top.teacher.lesson.rules == "traditional"
    )


@pytest.mark.parametrize(
    ("rules", "language", "larger_text"), spread(LESSONS, LANGUAGES, TEXT_SIZES)
)
def test_every_lesson_text_fits(harness, rules, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    problems = []
    lesson = LESSONS[rules]
    scene = open_lesson(harness, rules)
    for index in range(len(lesson.steps)):
        scene.teacher.index = index
        scene.teacher.again()
        scene.teacher.step_done = False
        problems += overflows(scene)
        for key in [*WHY_KEYS.values(), *SHAPE_KEYS.values()]:  # the reasons, in the prompt
            scene.board.session.say_no(partial(tr, key, task=scene.teacher.task_text))
            problems += overflows(scene)
        scene.board.session.refused = None
        scene.teacher.step_done = True  # the sentence of what happened
        problems += overflows(scene)
    scene.show_lessons()  # the menu over a step
    problems += overflows(scene)
    scene.teacher.close_menu()
    scene.teacher.step_done = True
    scene.teacher.next_step()  # the last step: the lessons' menu, the lesson finished
    problems += overflows(scene)
    title = app.first_scene(harness.context)
    harness.start(title)
    problems += overflows(title)
    assert problems == []


def bad_lessons(folder, kind):
    """A `lessons.json` of one of the kinds a player's disk may hold."""
    path = folder / "lessons.json"
    folder.mkdir(parents=True, exist_ok=True)
    if kind == "truncated":
        path.write_text('{"version": 1, "done": ["stan')
    elif kind == "wrong type":
        path.write_text('{"version": 1, "done": 5}')
    elif kind == "huge":
        path.write_text('{"version": 1, "done": [' + '"x", ' * 300_000 + '"x"]}')
    elif kind == "nested":
        path.write_text("[" * 100_000 + "]" * 100_000)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    else:
        os.mkfifo(path)
    return path


@pytest.mark.parametrize("kind", ["truncated", "wrong type", "huge", "nested", "device", "fifo"])
def test_a_bad_lessons_file_is_named_at_start_and_set_aside(harness, tmp_path, kind):
    folder = tmp_path / "data"
    path = bad_lessons(folder, kind)
    context = app.build_context(Storage(folder))
    assert any("lessons.json" in notice for notice in context.notices)
    assert not path.exists() and list(folder.glob("lessons.json.corrupt-*"))
    assert app.build_context(Storage(folder)).notices == []  # told once
