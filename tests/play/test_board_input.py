"""Clicks and keys to actions, without a window: the picker answers from the legal actions
only; the keyboard's cursor appears where the last action ended and the arrows move it over
the board (never off it, and never mirrored)."""

from seega.core import Action, legal_actions, new_game, parse_action, parse_position
from seega.core import actions as act
from seega.play.board_input import Picker, Result, cursor_moved, cursor_start

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


def cells(*names, size=5):
    return [parse_action("@" + name, size).cells[0] for name in names]


def test_placement_clicks_play_at_once_and_the_centre_is_illegal():
    legal = legal_actions(new_game("standard", 5))
    picker = Picker()
    (a1, c3) = cells("a1", "c3")
    assert picker.click(a1, legal).action == parse_action("@a1", 5)
    assert picker.click(c3, legal).result is Result.ILLEGAL


def test_select_then_target_plays_a_step_and_reselecting_unselects():
    state = parse_position("standard 5 W...B/...../...../.W.B./..... w move 0 0 0")
    legal = legal_actions(state)
    picker = Picker()
    b2, b3, a5, e5 = cells("b2", "b3", "a5", "e5")
    assert picker.click(b2, legal).result is Result.SELECT
    assert picker.targets(legal).keys() == set(cells("a2", "c2", "b1", "b3"))
    assert picker.click(a5, legal).result is Result.SELECT  # another piece instead
    assert picker.click(a5, legal).result is Result.UNSELECT
    picker.click(b2, legal)
    assert picker.click(b3, legal).action == parse_action("b2-b3", 5)
    assert picker.click(e5, legal).result is Result.ILLEGAL  # an enemy piece
    assert picker.drop(b2, b3, legal) == parse_action("b2-b3", 5)
    assert picker.drop(b2, e5, legal) is None


def test_a_ransom_is_picked_own_piece_first_then_two_enemies():
    state = parse_position(
        "sija 7 ......W/......./......./......./W....../BW...../BBW.... b move 0 0 0"
    )
    legal = legal_actions(state)
    picker = Picker()
    a1, b2, g7, c1 = cells("a1", "b2", "g7", "c1", size=7)
    assert picker.click(b2, legal, picking_ransom=True).result is Result.ILLEGAL  # not own
    assert picker.click(a1, legal, picking_ransom=True).result is Result.SELECT
    assert picker.ransom_candidates(legal) == {b2, g7, c1, parse_action("@a3", 7).cells[0]}
    assert picker.click(g7, legal, picking_ransom=True).result is Result.SELECT
    assert picker.click(g7, legal, picking_ransom=True).result is Result.UNSELECT
    picker.click(g7, legal, picking_ransom=True)
    click = picker.click(b2, legal, picking_ransom=True)
    assert click.result is Result.PLAY
    assert click.action == Action(act.RANSOM, (a1, *sorted((b2, g7))))
    assert click.action in legal
