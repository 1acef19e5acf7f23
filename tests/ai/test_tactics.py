"""Tactics at fixed depth: each position has one right idea, found by every level that should."""

import pytest

from seega.ai import analyse, choose_action
from seega.ai.search import WON
from seega.core import (
    BLACK,
    WHITE,
    Reason,
    apply_action,
    legal_actions,
    parse_action,
    parse_position,
)

# White a1-a2 encloses b2 against c2.
FREE_CAPTURE = "standard 5 ....B/...B./...../.BW../W...W w move 0 0 0"
# Ten of White's eleven steps let Black capture at once; only e2-e1 keeps every piece.
ONE_SAFE_STEP = "standard 5 .WW../WW..W/BBW.B/B.B.W/BB.B. w move 0 0 2 steps=9,9"
# Lane: c3-d3 takes one piece; c3-c4 takes one and opens a chain capture of another.
LANE_CHAIN = "lane 5 B..WW/.B.BW/W.W../..B../WB..W w move 0 0 21 steps=25,24"
# White can force the capture of Black's last piece in 7 actions, long before the count.
WON_ENDGAME = "standard 5 W..BW/...../.W.../...W./..... w move 0 0 30"
ACCEPT = parse_action("accept", 7)
# Sija: Black (P2) is blocked; a ransom frees him and trades one piece for two.
SIJA_BLOCKED = (
    "sija 7 BWBBBWB/WBBWBBB/BBW.WBW/WWWW.WB/WBW.WBW/BBWWBBW/WBWWBWW b move 0 0 0 "
    "duty=blocked steps=1,0 ate=2,0"
)


def _black_can_capture(state):
    return any(
        apply_action(state, a)[0].quiet == 0 for a in legal_actions(state) if a.kind == "step"
    )


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_a_free_capture(level):
    state = parse_position(FREE_CAPTURE)
    action = choose_action(state, level, seed=3, max_depth=2)
    assert action.notation(5) == "a1-a2"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_avoids_a_step_that_loses_a_piece(level):
    state = parse_position(ONE_SAFE_STEP)
    action = choose_action(state, level, seed=3, max_depth=2)
    after = apply_action(state, action)[0]
    assert after.count(WHITE) == state.count(WHITE)
    assert not _black_can_capture(after)


def test_plays_a_chain_to_its_second_capture():
    state = parse_position(LANE_CHAIN)
    before = state.count(BLACK)
    while state.to_move == WHITE and state.outcome is None:
        action = choose_action(state, "hard", seed=1, max_depth=3)
        state = apply_action(state, action)[0]
    assert before - state.count(BLACK) == 2


def test_wins_a_won_endgame_by_capture_instead_of_shuffling():
    state = parse_position(WON_ENDGAME)
    result = analyse(state, "hard", seed=1, max_depth=7)
    assert result.score >= WON
    for _ in range(8):
        if state.outcome is not None:
            break
        depth = 7 if state.to_move == WHITE else 3
        state = apply_action(state, choose_action(state, "hard", seed=1, max_depth=depth))[0]
    assert state.outcome is not None
    assert state.outcome.winner == WHITE and state.outcome.reason is Reason.CAPTURE


def test_asks_a_ransom_when_blocked_in_sija_and_it_frees_him():
    state = parse_position(SIJA_BLOCKED)
    action = choose_action(state, "hard", seed=1, max_depth=2)
    assert action.kind == "ransom"
    accepted = apply_action(apply_action(state, action)[0], ACCEPT)[0]
    assert accepted.to_move == BLACK
    assert any(a.kind == "step" for a in legal_actions(accepted))
