"""See what just happened, with real posted events: R and the panel's Replay show the last
turn again from the position before it, the game unchanged; the turn banner between two
people stands clear of what was captured."""

import pygame
import pytest

from seega.core import parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.render.effects import BANNER_HEIGHT_SHARE, Banner
from tests.sweeps import EVERY_LANGUAGE
from tests.ui.scenes.game_helpers import (
    board_settled,
    cell,
    chooser_of,
    click_cell,
    wait_until,
    widget_centre,
)

# Light steps a1-a2; the computer's c4-c3 then takes b3 and d3 (closed by a3 and e3).
COMPUTER_TAKES = "standard 5 ....W/..B../BW.WB/...../W.... w move 0 0 0"


def banner_rect(layout, row):
    """Where a banner on `row` stands once risen (the board's middle when None)."""
    height = round(layout.cell_px * BANNER_HEIGHT_SHARE)
    grid = layout.grid_rect
    middle = grid.centery if row is None else layout.cell_center(row * layout.size)[1]
    return pygame.Rect(grid.x, middle - height // 2, grid.width, height)


def computer_game(harness):
    start = parse_position(COMPUTER_TAKES)
    seats = (Seat.human(), Seat.computer("easy"))
    thinker = InlineThinker(chooser_of("c4-c3"))
    match = Match.new(RULESETS["standard"], 5, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("a1"))
    click_cell(harness, board, cell("a2"))
    wait_until(harness, lambda: len(board.match.played) == 2 and board_settled(board))
    return board


def replayed_from_before(harness, board, press):
    """Press Replay (by `press`) and check the board goes back and plays the turn over."""
    state, played = board.match.state, len(board.match.played)
    before = board.match.last_turn[0].before
    press()
    assert board.view.busy(board.now)
    assert board.view.board == state.board  # the view's board ends where the game stands...
    taken = [cell("b3"), cell("d3")]
    shown = [e for e in board.view.effects if getattr(e, "cell", None) in taken]
    assert shown, "the captured pieces crumble again"
    assert all(before.board[c] != 0 for c in taken)
    wait_until(harness, lambda: board_settled(board))
    assert board.match.state == state and len(board.match.played) == played  # unchanged
    assert board.accepting()


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_r_and_the_replay_button_show_the_computers_capture_again(harness, language):
    harness.context.change_settings(language=language)
    board = computer_game(harness)
    replayed_from_before(harness, board, lambda: harness.key(pygame.K_r))
    label = tr("button.replay")
    replayed_from_before(harness, board, lambda: harness.click(widget_centre(board.buttons, label)))


# Between two people, Light's a2-b2 takes b3 on the board's middle row (closed by b4).
MIDDLE_TAKEN = "standard 5 ....B/.W.../.B.../W..../..... w move 0 0 0"


def test_the_turn_banner_stands_clear_of_the_capture(harness):
    """The banner announcing the next player stood across the board's middle, over the piece
    just taken there; it waits for the capture and stands on the nearest row clear of it."""
    start = parse_position(MIDDLE_TAKEN)
    seats = (Seat.human(), Seat.human())
    thinker = InlineThinker(chooser_of("pass"))
    match = Match.new(RULESETS["standard"], 5, seats, thinker, start=start)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("a2"))
    click_cell(harness, board, cell("b2"))
    banners = [e for e in board.view.effects if isinstance(e, Banner)]
    assert len(banners) == 1 and banners[0].text == tr("hud.turn.dark")
    crumbles = [e for e in board.view.effects if not isinstance(e, Banner)]
    assert banners[0].start_ms >= max(e.end_ms for e in crumbles)
    layout = board.view.layout
    band = banner_rect(layout, banners[0].row)
    taken = [cell("b3"), cell("b2"), cell("b4")]  # what was taken, and what took it
    assert not any(band.colliderect(layout.cell_rect(c)) for c in taken)
