"""Cards and the language on the game screen, driven by real posted events: a double click on
Pass never reaches the button beneath once the card closes (the lesson's blocked step, and a
blocked player in a game); a language chosen from the pause menu mid-game shows at once on
every text; a chain offers an End button in the lesson as in a game."""

import pygame

from seega import i18n
from seega.core import Action, parse_position
from seega.core import actions as act
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play import narration
from seega.play.session import DOUBLE_CLICK_MS, Mode
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.lesson import LessonScene
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.settings import LANGUAGE_ROW, SettingsScene
from tests.ui.scenes.game_helpers import (
    WAIT_FRAME_MS,
    cell,
    click_cell,
    first_legal,
    focus_and_press,
    press,
    quick_computer,
    wait_until,
    widget_centre,
)

# Light (a1) is shut in by Dark's a2 and b1: a blocked player, who must pass.
BLOCKED = "standard 5 ....B/...../...../B..../WB... w move 0 0 0"
QUIET = "standard 5 B.B.B/...../...../...../W.W.W w move 0 0 0"


def double_click(harness, pos):
    """Two presses and releases at `pos`, a few frames apart as a person's double click."""
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        harness.frames(5)  # 80 ms: the panel's buttons have caught up with the pass


def game_at(harness, position, seats):
    start = parse_position(position)
    thinker = InlineThinker(first_legal)
    match = Match.new(RULESETS["standard"], 5, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match, saving=False)
    harness.start(board)
    return board


def beneath(board, pos):
    """The panel's buttons under `pos`."""
    return [b.text for b in board.buttons.widgets if b.rect.collidepoint(pos)]


def test_a_double_click_on_pass_in_the_lesson_does_not_press_again(harness):
    with quick_computer(harness.context, first_legal):
        scene = LessonScene(harness.context, RULESETS["standard"])
        harness.start(scene)
        scene.teacher.index = next(
            i for i, s in enumerate(scene.teacher.lesson.steps) if s.plays == ("pass",)
        )
        scene.teacher.again()
        board = scene.board
        wait_until(harness, lambda: board.dialog is not None)
        at = widget_centre(board.dialog.buttons, tr("button.pass"))
        assert beneath(board, at) == [tr("lesson.again")]  # what the second click once pressed
        double_click(harness, at)
        assert scene.teacher.step_done and board.match.played == [Action(act.PASS)]
        assert board.dialog is None and board.session.mode is Mode.FINISHED
        for _ in range(DOUBLE_CLICK_MS // WAIT_FRAME_MS):  # then Again is pressed as ever
            harness.loop.frame(WAIT_FRAME_MS)
        harness.click(at)
        assert not scene.teacher.step_done and board.match.played == []


def test_a_double_click_on_pass_in_a_game_does_not_press_the_button_beneath(harness):
    with quick_computer(harness.context, first_legal):
        board = game_at(harness, BLOCKED, (Seat.human(), Seat.human()))
        wait_until(harness, lambda: board.dialog is not None)
        at = widget_centre(board.dialog.buttons, tr("button.pass"))
        under = beneath(board, at)
        assert under, "Pass stands over a panel button"
        double_click(harness, at)
        assert harness.top is board  # no pause menu (Menu), nothing undone (Undo)
        assert board.match.played == [Action(act.PASS)]
        assert board.session.mode is Mode.IDLE and board.dialog is None


def test_a_language_chosen_in_the_pause_menu_shows_at_once_on_every_text(harness):
    with quick_computer(harness.context, first_legal):
        board = game_at(harness, QUIET, (Seat.human(), Seat.computer("easy")))
        wait_until(harness, board.accepting)
        click_cell(harness, board, cell("a1"))
        click_cell(harness, board, cell("a2"))
        wait_until(harness, board.accepting)
        press(harness, pygame.K_h)
        wait_until(harness, lambda: board.session.hint is not None)
        press(harness, pygame.K_ESCAPE)
        pause = harness.top
        assert isinstance(pause, PauseScene)
        focus_and_press(harness, pause.menu, tr("menu.settings"))
        settings = harness.top
        assert isinstance(settings, SettingsScene)
        while settings.menu.widgets.index(settings.menu.focus) != LANGUAGE_ROW:
            press(harness, pygame.K_TAB)
        while i18n.current_language() != "ar":
            press(harness, pygame.K_RIGHT)
        press(harness, pygame.K_ESCAPE)
        assert harness.top is pause
        harness.frames(1)  # the board is drawn beneath the menu
        assert [w.text for w in pause.menu.widgets][:3] == [
            tr("button.resume"),
            tr("menu.how_to_play"),
            tr("menu.settings"),
        ]
        assert pause.menu.focus.text == tr("menu.settings")  # the same row keeps the focus
        model = board.panel_model()
        assert model.prompt.startswith(tr("button.hint")) and tr("button.hint") == "تلميح"
        assert model.moves == narration.move_lines(board.match)
        assert model.title == narration.title(board.match.state)
        assert tr("button.undo") in [b.text for b in board.buttons.widgets]


def test_a_chain_in_the_lesson_has_an_end_button(harness):
    with quick_computer(harness.context, first_legal):
        scene = LessonScene(harness.context, RULESETS["traditional"])
        harness.start(scene)
        scene.teacher.index = next(
            i for i, s in enumerate(scene.teacher.lesson.steps) if s.name == "chain"
        )
        scene.teacher.again()
        board = scene.board
        wait_until(harness, board.accepting)
        click_cell(harness, board, cell("a1"))
        click_cell(harness, board, cell("a2"))
        wait_until(harness, board.accepting)
        assert board.session.mode is Mode.CHAIN
        assert narration.prompt(board.match, board.session.picker.selected, False) == tr(
            "prompt.chain.same"
        )
        end = next(b for b in board.buttons.widgets if b.text == tr("button.end_turn"))
        assert end.enabled
        harness.click(end.rect.center)  # judged like any action: here the step goes on
        assert board.session.refusal_text and board.session.mode is Mode.CHAIN
        assert board.match.state.chain == cell("a2")
