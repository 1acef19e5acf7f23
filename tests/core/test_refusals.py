"""Why a click is refused: the core names the rule, for every kind of refusal."""

from seega.core import BLACK, new_game, parse_position
from seega.core.refusals import Refusal, refusal

from .diagrams import play, setup


def cell(state, name):
    return state.geometry.parse(name)


def test_placement_on_the_centre_or_on_a_piece():
    state = new_game("standard")
    assert refusal(state, None, cell(state, "c3")) is Refusal.CENTRE_STAYS_EMPTY
    state, _ = play(state, "@a1")
    assert refusal(state, None, cell(state, "a1")) is Refusal.OCCUPIED


BOARD = """
    B . . . .
    W B . . .
    W W . . .
    . . . . B
    . . . . .
"""


def test_the_opponents_piece_an_empty_cell_and_a_boxed_in_piece():
    state = setup("standard", BOARD)
    assert refusal(state, None, cell(state, "a5")) is Refusal.NOT_YOURS
    assert refusal(state, None, cell(state, "c1")) is Refusal.CHOOSE_PIECE_FIRST
    assert refusal(state, None, cell(state, "a4")) is Refusal.BOXED_IN


def test_a_target_that_is_not_one_step_away():
    state = setup("standard", BOARD)
    assert refusal(state, cell(state, "b3"), cell(state, "d3")) is Refusal.NOT_A_STEP
    assert refusal(state, cell(state, "b3"), cell(state, "c2")) is Refusal.NOT_A_STEP


def test_the_lane_first_step_enters_the_centre():
    state = setup(
        "lane", ". . . . ./. . . . ./. W . . ./. . . . B/. . . . .".replace("/", "\n"), steps="0,0"
    )
    assert refusal(state, cell(state, "b3"), cell(state, "b2")) is Refusal.FIRST_STEP_ENTERS_CENTRE


def test_a_chain_goes_on_only_with_the_piece_that_captured():
    chain_board = """
        . . . B .
        . W . . .
        . B . . .
        . B W B .
        W . . . W
    """
    state, _ = play(setup("traditional", chain_board), "a1-a2")
    assert state.chain >= 0
    assert refusal(state, None, cell(state, "e1")) is Refusal.CHAIN_SAME_PIECE
    assert refusal(state, cell(state, "a2"), cell(state, "a1")) is Refusal.CHAIN_CAPTURES_ONLY


def test_a_seejeh_piece_may_not_shuttle_a_third_time():
    board = """
        B . . . .
        . . . . .
        . . . . .
        . . . . .
        W . . . B
    """
    state = setup("seejeh", board, history="a1:a1b1b1a1a1b1b1a1")
    assert refusal(state, cell(state, "a1"), cell(state, "b1")) is Refusal.SHUTTLE_LIMIT


def test_a_duty_to_remove_is_named():
    board = """
        W W W . .
        B W . . .
        W . . . .
        . . . . .
        . . . . W
    """
    state = setup("seejeh", board, BLACK)  # Black is blocked: White removes one of his pieces
    assert refusal(state, None, cell(state, "e1")) is Refusal.MUST_REMOVE


def test_an_empty_cell_beside_a_piece_a_rule_holds_names_that_rule():
    """Traditional, Dark blocked: Light must open a way. e5 cannot open one, so a click on it
    chooses nothing; the step tried next, e4, is refused for the same reason, not with
    'first choose one of your pieces' (e5 is the player's piece)."""
    state = parse_position("traditional 5 ....W/...../...../W..../BW... b move 0 0 0")
    assert refusal(state, None, cell(state, "e5")) is Refusal.MUST_OPEN
    assert refusal(state, None, cell(state, "e4")) is Refusal.MUST_OPEN
    assert refusal(state, None, cell(state, "c3")) is Refusal.CHOOSE_PIECE_FIRST  # no piece near
    assert refusal(state, None, cell(state, "b2")) is Refusal.CHOOSE_PIECE_FIRST  # a legal target
