"""A player who cannot step (docs/rules.md §5), one rule set at a time."""

from __future__ import annotations

import dataclasses

import pytest

from seega.core import (
    BLACK,
    WHITE,
    Duty,
    IllegalActionError,
    Reason,
    apply_action,
    format_position,
    legal_actions,
    parse_position,
)
from seega.core.rules import apply_start_of_turn
from seega.core.rulesets import STANDARD

from .diagrams import act, legal_texts, play, setup

# Black's only piece a5 is shut in by b5 and a4; white has free pieces elsewhere.
SHUT_IN = """
    B W . . .
    W . . . .
    . . . . .
    . . . . W
    . . . . W
"""
# White is to move and a3-a4 shuts black's a5 in.
ABOUT_TO_SHUT_IN = """
    B W . . .
    . . . . .
    W . . . .
    . . . . W
    . . . . W
"""
SHUT_IN_OPENINGS = {"a4-a3", "a4-b4", "b5-c5", "b5-b4"}


# ---------------------------------------------------------------------------------------------
# standard: passes


def test_standard_blocked_side_may_only_pass():
    state = setup("standard", SHUT_IN, BLACK, quiet=5)
    assert state.to_move == BLACK and state.outcome is None
    assert legal_texts(state) == {"pass"}
    after, events = play(state, "pass")
    assert [e.kind for e in events] == ["passed"]
    assert after.to_move == WHITE and after.board == state.board
    assert after.quiet == 5, "a pass is not a ply"


def test_standard_white_moves_again_after_black_passes():
    state, _ = play(setup("standard", ABOUT_TO_SHUT_IN), "a3-a4")
    assert state.to_move == BLACK and legal_texts(state) == {"pass"}
    state, _ = play(state, "pass", "e2-e3")
    assert state.to_move == BLACK and legal_texts(state) == {"pass"}


def test_passes_rule_ends_by_count_when_neither_can_step():
    """Only possible with extra legality: here a first step that must enter a taken centre."""
    rules = dataclasses.replace(STANDARD, first_step_enters_centre=True)
    state = setup(
        "standard",
        """
        B W . . .
        . . . . .
        . . W . .
        . . . B .
        . . . . W
        """,
        steps="0,0",
    )
    ended = apply_start_of_turn(state.replace(rules=rules))
    assert ended.outcome is not None
    assert ended.outcome.reason is Reason.NO_MOVES
    assert ended.outcome.winner == WHITE


# ---------------------------------------------------------------------------------------------
# traditional: the opponent opens


def test_traditional_blocked_side_passes_and_opponent_must_open():
    state = setup("traditional", SHUT_IN, BLACK)
    assert state.to_move == WHITE and state.duty is Duty.OPEN
    assert legal_texts(state) == SHUT_IN_OPENINGS
    with pytest.raises(IllegalActionError):
        apply_action(state, act(state, "e2-e3"))
    after, _ = play(state, "a4-b4")
    assert after.to_move == BLACK and after.duty is Duty.NONE
    assert legal_texts(after) == {"a5-a4"}


def test_traditional_shutting_in_hands_an_extra_turn():
    state, events = play(setup("traditional", ABOUT_TO_SHUT_IN), "a3-a4")
    assert ("passed", BLACK) in [(e.kind, e.side) for e in events]
    assert state.to_move == WHITE and state.duty is Duty.OPEN
    assert legal_texts(state) == SHUT_IN_OPENINGS


def test_traditional_any_step_when_no_step_can_open():
    state = setup(
        "traditional",
        """
        B W W . .
        W W . . .
        W . . . .
        . . . . .
        . . . . .
        """,
        BLACK,
    )
    assert state.to_move == WHITE and state.duty is Duty.OPEN
    assert legal_texts(state) == {"c5-d5", "c5-c4", "b4-c4", "b4-b3", "a3-b3", "a3-a2"}


# ---------------------------------------------------------------------------------------------
# lane: the blocked side loses, except right after P1's very first step

# P1's first step c2-c3 shuts P2 in; removing c1, b2 or c3 frees P2 (b1, a2/b1/b3, c4/b3).
FIRST_STEP_SHUTS_IN = """
    B B B B W
    B B B W W
    B B . W W
    B W W W W
    B B W W W
"""
# As above, but no removal next to c2 can free P2.
FIRST_STEP_SHUTS_IN_FOR_GOOD = """
    B B B B B
    B B W B B
    B W . W B
    W W W W W
    B W W W W
"""


def test_lane_blocked_side_loses():
    state = setup("lane", SHUT_IN, BLACK)
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.BLOCKED)
    assert legal_texts(state) == set()


def test_lane_shutting_in_wins_at_once():
    state, events = play(setup("lane", ABOUT_TO_SHUT_IN), "a3-a4")
    assert state.outcome is not None and state.outcome.winner == WHITE
    assert events[-1].kind == "ended"


def test_lane_blocked_white_loses_too():
    state = setup("lane", SHUT_IN.replace("B", "b").replace("W", "B").replace("b", "W"))
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (BLACK, Reason.BLOCKED)


def test_lane_exception_p1_removes_a_freeing_piece_next_to_the_first_origin():
    state = setup("lane", FIRST_STEP_SHUTS_IN, steps="0,0")
    assert legal_texts(state) == {"c2-c3", "d3-c3"}
    state, _ = play(state, "c2-c3")
    assert state.outcome is None
    assert state.to_move == WHITE and state.duty is Duty.FREE
    assert legal_texts(state) == {"xc1", "xb2", "xc3"}
    state, events = play(state, "xc1")
    assert [e.kind for e in events] == ["removed"]
    assert state.to_move == BLACK and state.duty is Duty.NONE
    assert "b1-c1" in legal_texts(state)
    assert state.ate == (0, 0), "removing an own piece is not a capture"
    assert state.count(WHITE) == 11


def test_lane_exception_any_adjacent_piece_when_none_frees_then_p2_loses():
    state, _ = play(setup("lane", FIRST_STEP_SHUTS_IN_FOR_GOOD, steps="0,0"), "c2-c3")
    assert state.duty is Duty.FREE
    assert legal_texts(state) == {"xc1", "xb2", "xd2", "xc3"}
    state, _ = play(state, "xb2")
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.BLOCKED)


def test_lane_exception_position_round_trips():
    state, _ = play(setup("lane", FIRST_STEP_SHUTS_IN, steps="0,0"), "c2-c3")
    text = format_position(state)
    assert "first=c2" in text and "duty=free" in text
    assert parse_position(text) == state


# ---------------------------------------------------------------------------------------------
# seejeh: the opponent removes one of the blocked side's pieces

THREE_SHUT_IN = """
    B W . W B
    W . . . W
    . . . . .
    . . . . W
    . . . W B
"""


def test_seejeh_opponent_removes_while_blocked():
    state = setup("seejeh", THREE_SHUT_IN, BLACK, quiet=7, history="e2:e2e3e3e2")
    assert state.to_move == WHITE and state.duty is Duty.REMOVE
    assert legal_texts(state) == {"xa5", "xe5", "xe1"}
    state, events = play(state, "xa5")
    assert [e.kind for e in events] == ["removed"]
    assert state.ate == (1, 0), "a removal counts as a capture"
    assert state.quiet == 0 and state.shuttles == ()
    assert state.to_move == WHITE and state.duty is Duty.REMOVE, "black is still blocked"
    assert legal_texts(state) == {"xe5", "xe1"}
    state, _ = play(state, "xe5", "xe1")
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.CAPTURE)
    assert state.ate == (3, 0)


def test_seejeh_removal_that_frees_gives_the_turn_back():
    state = setup(
        "seejeh",
        """
        B W . . .
        B W . . .
        W . . . .
        . . . . .
        . . . . W
        """,
        BLACK,
    )
    assert state.duty is Duty.REMOVE and legal_texts(state) == {"xa5", "xa4"}
    state, _ = play(state, "xa5")
    assert state.to_move == BLACK and state.duty is Duty.NONE
    assert "a4-a5" in legal_texts(state)


def test_seejeh_step_forbidden_by_the_repetition_limit_is_not_available():
    diagram = """
        . . . W B
        . . . . W
        . . . . .
        W . . . .
        B . W . .
    """
    free = setup("seejeh", diagram, BLACK)
    assert free.to_move == BLACK and "a1-b1" in legal_texts(free)
    shuttled = setup("seejeh", diagram, BLACK, history="a1:a1b1b1a1a1b1b1a1")
    assert shuttled.to_move == WHITE and shuttled.duty is Duty.REMOVE
    assert legal_texts(shuttled) == {"xa1", "xe5"}
    after, _ = play(shuttled, "xe5")
    assert after.to_move == BLACK and legal_texts(after) >= {"a1-b1"}, "histories cleared"


# ---------------------------------------------------------------------------------------------
# sija: a blocked P1 loses; a blocked P2 may ask a ransom, else P1 must open

# Black's four pieces are all shut in; white's d4 is free and opens nothing.
SIJA_SHUT_IN = """
    B W W B W W B
    W . . W . . W
    . . . . . . .
    . . . W . . .
    . . . . . . .
    . . . . . . W
    . . . . . W B
"""


def test_sija_blocked_p1_loses():
    state = setup("sija", SIJA_SHUT_IN.replace("B", "b").replace("W", "B").replace("b", "W"))
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (BLACK, Reason.BLOCKED)


def test_sija_blocked_p2_may_ask_a_ransom_or_pass():
    state = setup("sija", SIJA_SHUT_IN, BLACK)
    assert state.to_move == BLACK and state.duty is Duty.BLOCKED
    texts = legal_texts(state)
    assert "pass" in texts
    ransoms = [t for t in texts if t.startswith("ransom")]
    assert len(ransoms) == 4 * 45, "one of 4 own pieces, two of 10 enemy pieces"
    assert act(state, "ransom g1:f7,g6") in legal_actions(state)


def test_sija_accepted_ransom_removes_three_and_p2_moves_again():
    state = setup("sija", SIJA_SHUT_IN, BLACK, quiet=9)
    state, events = play(state, "ransom g1:f7,g6")
    assert state.to_move == WHITE and state.duty is Duty.ANSWER_RANSOM
    assert legal_texts(state) == {"accept", "refuse"}
    assert "pending=" in format_position(state)
    state, events = play(state, "accept")
    assert {e.kind for e in events} >= {"accepted", "removed"}
    assert state.to_move == BLACK and state.duty is Duty.NONE
    assert state.board[state.geometry.parse("g1")] == 0
    assert state.count(BLACK) == 3 and state.count(WHITE) == 8
    assert "g7-g6" in legal_texts(state)
    assert state.ate == (0, 0), "ransom removals are not captures in the score"
    assert state.quiet == 0, "a removal resets the counter"


def test_sija_ransom_can_be_asked_again_while_still_blocked():
    state = setup("sija", SIJA_SHUT_IN, BLACK)
    state, _ = play(state, "ransom d7:c7,e7", "accept")
    assert state.to_move == BLACK and state.duty is Duty.BLOCKED
    assert sum(t.startswith("ransom") for t in legal_texts(state)) == 3 * 28


@pytest.mark.parametrize("answer", ["refuse", None])
def test_sija_refused_or_no_ransom_p2_passes_and_p1_must_open(answer):
    state = setup("sija", SIJA_SHUT_IN, BLACK)
    moves = ["ransom a7:d4,g2", answer] if answer else ["pass"]
    state, events = play(state, *moves)
    assert ("passed", BLACK) in [(e.kind, e.side) for e in events]
    assert state.to_move == WHITE and state.duty is Duty.OPEN
    white_turn = setup("sija", SIJA_SHUT_IN, WHITE)
    everything = legal_texts(white_turn)
    d4_steps = {"d4-d5", "d4-d3", "d4-c4", "d4-e4"}
    assert legal_texts(state) == everything - d4_steps
    after, _ = play(state, "b7-b6")
    assert after.to_move == BLACK and "a7-b7" in legal_texts(after)
    assert after.count(BLACK) == 4, "a refused ransom removes nothing"


# a7 b7 a6 black, shut in by c7, b6, a5; `extra` white pieces elsewhere.
def sija_small(black_pieces: int, white_extra: int):
    rows = ["BBW....", "BW.....", "W......", ".......", ".......", ".......", "......."]
    if black_pieces == 2:
        rows[1] = "WW....."
    for k in range(white_extra):
        rows[6] = rows[6][: 6 - k] + "W" + rows[6][7 - k :]
    return setup("sija", "\n".join(rows), BLACK)


@pytest.mark.parametrize(
    ("black_pieces", "white_extra", "ransoms"),
    [(3, 1, 3 * 6), (3, 0, 0), (2, 2, 0)],
)
def test_sija_ransom_limits_leave_two_pieces_each(black_pieces, white_extra, ransoms):
    state = sija_small(black_pieces, white_extra)
    assert state.duty is Duty.BLOCKED
    assert state.count(BLACK) == black_pieces
    texts = legal_texts(state)
    assert sum(t.startswith("ransom") for t in texts) == ransoms
    assert "pass" in texts


def test_sija_p1_must_open_after_p2_passes():
    state, _ = play(sija_small(3, 1), "pass")
    assert state.to_move == WHITE and state.duty is Duty.OPEN
    assert legal_texts(state) == {"c7-d7", "c7-c6", "b6-c6", "b6-b5", "a5-b5", "a5-a4"}
