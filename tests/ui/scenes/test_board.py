"""The board screen with real posted events: clicks, drags, keys, hint, undo, pause, resign."""

import pygame

from seega.core import BLACK, WHITE, Action, Reason, legal_actions, parse_position
from seega.core import actions as act
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.pause import PauseScene
from tests.ui.scenes.game_helpers import (
    board_settled,
    cell,
    click_cell,
    click_dialog,
    first_legal,
    post_drag,
    wait_until,
    widget_centre,
)


class Counting:
    """A chooser that counts its calls and plays the last legal action."""

    def __init__(self):
        self.calls = []

    def __call__(self, state, level, movetime_ms=None, seed=None, max_depth=None):
        self.calls.append(level)
        return legal_actions(state)[-1]


def quick_match(*args, **options):
    """A match whose computer acts as soon as it has chosen (no pause for watchers)."""
    return Match.new(*args, computer_delay_ms=0, **options)


def start_board(harness, match):
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    return board


def two_player(chooser=first_legal, rules="standard", size=5, position=None):
    start = parse_position(position) if position else None
    seats = (Seat.human(), Seat.human())
    return quick_match(RULESETS[rules], size, seats, InlineThinker(chooser), start=start)


def test_placing_by_clicks_and_the_centre_is_refused(harness):
    board = start_board(harness, two_player())
    click_cell(harness, board, cell("c3"))  # the centre stays empty during placement
    assert board.match.played == []
    assert board.flash is not None and board.flash[0] == cell("c3")
    click_cell(harness, board, cell("a1"))
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("b1"))
    assert [a.notation(5) for a in board.match.played] == ["@a1", "@b1"]
    assert board.match.state.to_move == BLACK


def test_a_step_by_drag_and_by_two_clicks(harness):
    position = "standard 5 W...B/...../...../.W.B./..... w move 0 0 0"
    board = start_board(harness, two_player(position=position))
    match = board.match
    step = next(a for a in legal_actions(match.state) if a.kind == act.STEP)
    origin, target = step.cells
    layout = board.view.layout
    post_drag(layout.cell_center(origin), layout.cell_center(target))
    harness.frames(2)
    assert board.match.played == [step]
    wait_until(harness, lambda: board_settled(board))
    reply = next(a for a in legal_actions(board.match.state) if a.kind == act.STEP)
    click_cell(harness, board, reply.cells[0])
    assert board.session.picker.selected == reply.cells[0]
    click_cell(harness, board, reply.cells[1])
    assert board.match.played[-1] == reply


def test_hint_glows_the_hard_levels_suggestion(harness):
    chooser = Counting()
    board = start_board(harness, two_player(chooser))
    harness.key(pygame.K_h)
    wait_until(harness, lambda: board.session.hint is not None)
    assert chooser.calls == ["hard"]
    assert board.session.hint.action == legal_actions(board.match.state)[-1]
    board.draw(harness.display.canvas)  # the glow and the hint marker draw


def test_undo_by_key_and_by_ctrl_z_then_redo(harness):
    board = start_board(harness, two_player())
    for name in ("a1", "b1", "a2"):
        wait_until(harness, lambda: board_settled(board))
        click_cell(harness, board, cell(name))
    harness.key(pygame.K_u)
    assert len(board.match.played) == 2  # black's half-made turn is taken back
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    assert board.match.played == []
    harness.key(pygame.K_y, pygame.KMOD_CTRL)
    assert len(board.match.played) == 2


def test_undo_against_the_computer_returns_to_your_turn(harness):
    match = quick_match(
        "standard", 5, (Seat.human(), Seat.computer("easy")), InlineThinker(first_legal)
    )
    board = start_board(harness, match)
    for name in ("a1", "b1"):
        wait_until(harness, lambda: board.accepting())
        click_cell(harness, board, cell(name))
    wait_until(harness, lambda: len(board.match.played) == 4 and board.accepting())
    post = widget_centre(board.buttons, tr("button.undo"))
    harness.click(post)
    assert board.match.played == [] and board.match.state.to_move == WHITE


def test_pause_resume_and_resign_to_the_game_over_screen(harness):
    match = quick_match(
        "standard", 5, (Seat.human(), Seat.computer("hard")), InlineThinker(first_legal)
    )
    board = start_board(harness, match)
    harness.key(pygame.K_ESCAPE)
    pause = harness.top
    assert isinstance(pause, PauseScene)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is board
    harness.key(pygame.K_ESCAPE)
    harness.click(widget_centre(harness.top.menu, tr("button.resign")))
    assert harness.top.asking is not None  # a confirmation first
    harness.click(widget_centre(harness.top.menu, tr("button.yes")))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    outcome = board.match.state.outcome
    assert outcome.winner == BLACK and outcome.reason is Reason.RESIGN
    assert harness.context.statistics.against("hard").losses == 1
    assert not harness.context.storage.has_autosave()


def test_a_ransom_is_asked_by_picking_pieces_and_answered_in_a_dialog(harness):
    # Dark is shut in at the corner (sija): a ransom is the way out.
    position = "sija 7 ......W/......./......./......./W....../BW...../BBW.... b move 0 0 0"
    board = start_board(harness, two_player(rules="sija", size=7, position=position))
    wait_until(harness, lambda: board.dialog is not None)
    click_dialog(harness, board, tr("button.ask_ransom"))
    for name in ("a1", "b2", "g7"):
        click_cell(harness, board, cell(name, 7))
    assert board.match.played[-1].kind == act.RANSOM
    wait_until(harness, lambda: board.dialog is not None)  # Light is asked
    click_dialog(harness, board, tr("button.accept"))
    assert board.match.played[-1] == Action(act.ACCEPT)
    state = board.match.state
    assert state.board[cell("a1", 7)] == state.board[cell("b2", 7)] == 0


def test_a_computer_pass_is_explained_by_a_notice(harness):
    position = "standard 5 ....W/...../...../W..../B.W.. w move 0 0 0"
    seats = (Seat.human(), Seat.computer("easy"))
    start = parse_position(position)
    match = quick_match("standard", 5, seats, InlineThinker(first_legal), start=start)
    board = start_board(harness, match)
    click_cell(harness, board, cell("c1"))
    click_cell(harness, board, cell("b1"))  # Dark is shut in and must pass
    wait_until(harness, lambda: board.dialog is not None)
    assert board.dialog.title == tr("dialog.pass.title")
    click_dialog(harness, board, tr("button.ok"))
    wait_until(harness, lambda: board.accepting())
    assert board.match.state.to_move == WHITE
