"""The keyboard's cursor without a window: where it appears, and how the arrows move it over
the board (never off it, and never mirrored)."""

from seega.core import Action, parse_action
from seega.core import actions as act
from seega.play.board_input import cursor_moved, cursor_start

SIZE = 5
CENTRE = 12


def cell(name):
    return parse_action("@" + name, SIZE).cells[0]


def test_the_cursor_appears_where_the_last_action_ended_or_at_the_centre():
    assert cursor_start(None, CENTRE) == CENTRE
    assert cursor_start(parse_action("c1-c2", SIZE), CENTRE) == cell("c2")
    assert cursor_start(parse_action("@a5", SIZE), CENTRE) == cell("a5")
    assert cursor_start(Action(act.PASS), CENTRE) == CENTRE  # a pass ends on no cell


def test_the_arrows_move_the_cursor_a_cell_and_stop_at_the_edges():
    assert cursor_moved(cell("c3"), 1, 0, SIZE) == cell("c4")  # up: row 0 is at the bottom
    assert cursor_moved(cell("c3"), 0, -1, SIZE) == cell("b3")
    assert cursor_moved(cell("a1"), -1, 0, SIZE) == cell("a1")
    assert cursor_moved(cell("e5"), 0, 1, SIZE) == cell("e5")
    assert cursor_moved(cell("e5"), 1, 1, SIZE) == cell("e5")
