"""Clicks to actions: the picker answers from the legal actions only."""

from seega.core import Action, legal_actions, new_game, parse_action, parse_position
from seega.core import actions as act
from seega.play.board_input import Picker, Result


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
