"""Notices and a time loss, with real posted events: a notice stays while the pointer rests on
it, a click as it vanishes never presses what lay under its OK, and a sija game lost on time
says so in the player's language."""

from dataclasses import replace

import pygame

from seega import i18n
from seega.core import parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.ui.play.board_scene import NOTICE_MS, BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.shell.fonts import split_runs
from tests.ui.scenes.game_helpers import (
    board_settled,
    cell,
    click_cell,
    first_legal,
    quick_computer,
    wait_until,
)
from tests.ui.scenes.game_scenes import SIJA_MIDGAME, YOU_AND_HARD, match_from

# Dark (the computer) is shut in at a1 once Light steps c1-b1: it must pass, and a notice says so.
SHUT_IN = "standard 5 ....W/...../...../W..../B.W.. w move 0 0 0"


def move_pointer(pos):
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


def press_at(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def board_with_pass_notice(harness):
    """Light has stepped c1-b1; the computer's pass is being told in a notice."""
    seats = (Seat.human(), Seat.computer("easy"))
    start = parse_position(SHUT_IN)
    thinker = InlineThinker(first_legal)
    match = Match.new(RULESETS["standard"], 5, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("c1"))
    click_cell(harness, board, cell("b1"))
    wait_until(harness, lambda: board.dialog is not None)
    assert board.dialog.title == tr("dialog.pass.title")
    return board


def ok_centre(board):
    return board.dialog.buttons.widgets[0].rect.center


def test_a_notice_does_not_close_while_the_pointer_rests_on_it(harness):
    board = board_with_pass_notice(harness)
    move_pointer(ok_centre(board))
    for _ in range(2 * NOTICE_MS // 100):
        harness.loop.frame(100)
    assert board.dialog is not None and not board.dialog.closed
    played = len(board.match.played)
    press_at(ok_centre(board))
    harness.frames(1)
    assert board.dialog is None
    assert len(board.match.played) == played  # OK closed the notice; nothing was undone


def test_a_click_as_a_notice_vanishes_does_not_press_what_lay_under_its_ok(harness):
    board = board_with_pass_notice(harness)
    ok = ok_centre(board)
    under = [b for b in board.buttons.widgets if b.rect.collidepoint(ok)]
    assert [b.text for b in under] == [tr("button.undo")]  # the trap the newcomer fell in
    move_pointer(board.view.layout.cell_center(cell("e5")))  # looking at the board meanwhile
    wait_until(harness, lambda: board.dialog is None)  # the notice closed by itself
    played = len(board.match.played)
    move_pointer(ok)
    press_at(ok)
    harness.frames(1)
    assert len(board.match.played) == played
    assert board.match.played[-1].kind == "pass"


def test_an_arabic_sija_game_lost_on_time_says_so_in_arabic(harness):
    i18n.set_language("ar")
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    match = match_from(SIJA_MIDGAME, YOU_AND_HARD, think_time_s=2)
    board = BoardScene(harness.context, match, saving=False)
    harness.start(board)
    with quick_computer(harness.context, first_legal):
        wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    said = [box.text for box in harness.top.text_boxes()]
    model = board.panel_model()
    shown = [*said, *model.moves, *model.news]
    assert not [line for line in shown if "timeout" in line], shown
    assert model.moves[-1].endswith(tr("notation.timeout"))
    assert tr("news.timed_out.light") in model.news
    loser = next(
        text
        for text in said
        if text.startswith(tr("result.score", name="", score="")[:6]) and "-" in text
    )
    pieces = split_runs(loser)
    number = next(piece.text for piece in pieces if any(c.isdigit() for c in piece.text))
    assert number.startswith("-")  # "-98" drawn left to right, the minus before its number
