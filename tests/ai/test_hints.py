"""The hint's reason: captures, saves, blocks, safe, loses least, only action."""

from seega.ai.hints import HintReason, Why, hint_reason, threatened
from seega.core import parse_action
from tests.core.diagrams import setup


def reason(state, text, score=0):
    return hint_reason(state, parse_action(text, state.size), score)


def cell(state, name):
    return state.geometry.parse(name)


def test_a_capture_names_its_cells():
    state = setup("standard", ". . . . B\n. . . . .\n. B W . .\nW . . . .\n. . . . .")
    assert reason(state, "a2-a3") == HintReason(Why.CAPTURES, (cell(state, "b3"),))


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
    assert reason(state, "b3-a3") == HintReason(Why.SAVES, (cell(state, "a3"),))


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
