"""The hint's reason: captures, saves, blocks, safe, loses least, only action."""

from seega.ai.hints import HintReason, Why, hint_reason, threatened
from seega.core import parse_action, parse_position
from tests.core.diagrams import setup


def reason(state, text, score=0):
    return hint_reason(state, parse_action(text, state.size), score)


def cell(state, name):
    return state.geometry.parse(name)


def test_a_capture_names_its_cells():
    state = setup("standard", ". . . . B\n. . . . .\n. B W . .\nW . . . .\n. . . . .")
    taken = (cell(state, "b3"),)
    assert reason(state, "a2-a3") == HintReason(Why.CAPTURES, taken, taken)


def test_a_piece_taken_out_of_reach_is_saved():
    # Black's b1-b2 would take White's b3 (between b2 and b4); b3-a3 takes it out of reach.
    board = """
        . . . . .
        . B . . .
        . W . . .
        . . . . .
        . B . . W
    """
    state = setup("standard", board)
    assert cell(state, "b3") in threatened(state, 1)
    got = reason(state, "b3-a3")
    assert (got.why, got.cells) == (Why.SAVES, (cell(state, "a3"),))


def test_a_step_after_which_nothing_can_be_taken_is_safe():
    board = """
        . . . . B
        . . . . .
        . . . . .
        . . . . .
        W . . . .
    """
    state = setup("standard", board)
    assert reason(state, "a1-a2").why is Why.SAFE
    assert reason(state, "a1-a2").exposed is None


def test_when_the_search_sees_material_lost_it_says_this_loses_least():
    board = """
        . . . . B
        . . . . .
        . . . . .
        . . . . .
        W . . . .
    """
    state = setup("standard", board)
    assert reason(state, "a1-a2", score=-150).why is Why.LOSES_LEAST


def test_blocking_the_opponent():
    blocked = setup("standard", "B . W . .\nW . . . .\n. . . . .\n. . . . .\n. . . . .")
    assert reason(blocked, "c5-b5").why is Why.BLOCKS


def test_a_lone_legal_action_is_only_that():
    state = setup("standard", "B W . . .\nW . . . .\n. . . . .\n. . . . .\n. . . . .", "b")
    # Black is boxed in: his only action is to pass.
    assert hint_reason(state, parse_action("pass", 5), 0).why is Why.ONLY_ACTION


def test_a_placement_says_what_its_cell_is_good_for():
    """'The strongest move for the position' said nothing about a placement."""
    empty = ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . ."
    state = setup("standard", empty, phase="place", hands=(12, 12))
    assert reason(state, "@a1").why is Why.CORNER  # no line can enclose it
    assert reason(state, "@c4").why is Why.BESIDE_CENTRE  # a first step into the centre
    assert reason(state, "@b4").why is Why.BEST


def test_the_reason_keeps_what_the_action_takes_and_what_it_leaves_to_take():
    """d3-c3 takes c2 (between c3 and c1); afterwards Dark's d1-e1 can still take e2."""
    board = """
        . . . . .
        . . . . .
        . . . W B
        . . B . W
        . . W B .
    """
    state = setup("standard", board)
    got = reason(state, "d3-c3")
    assert got.why is Why.CAPTURES and got.taken == (cell(state, "c2"),)
    assert got.exposed == (2, parse_action("d1-e1", 5), (cell(state, "e2"),))


# Light's d3-c3 leaves d4 to Dark, and Dark's capture of it opens b4 and c4 to Light.
CONCEDES = "standard 5 WWBBW/WBBWW/BB.WW/BWWBB/BBWWB w move 0 0 0"


def test_a_hint_that_gives_a_piece_names_what_it_wins_for_it():
    state = parse_position(CONCEDES)
    got = reason(state, "d3-c3")
    assert got.exposed is not None
    assert [state.geometry.names[c] for c in got.exposed[2]] == ["d4"]
    assert sorted(state.geometry.names[c] for c in got.repaid) == ["b4", "c4"]


def test_a_hint_whose_piece_is_simply_lost_wins_nothing_back():
    # Black's b1-b2 would take White's b3: nothing of Black's is open after it.
    board = """
        . . . . .
        . B . . .
        . W . . .
        . . . . .
        . B . . W
    """
    state = setup("standard", board)
    got = reason(state, "e1-e2")
    assert got.exposed is not None and got.repaid == ()
