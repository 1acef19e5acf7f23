"""The evaluation: colour-fair, and it knows what a blockade is worth per rule set."""

import random

import pytest

from seega.ai.evaluate import Evaluator
from seega.core import MOVEMENT, apply_action, legal_actions, new_game, parse_position

SWAP = (0, 2, 1)


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane", "seejeh"])
def test_swapping_colours_and_turn_keeps_the_score(rules):
    # These rule sets treat both players alike in movement (sija's blocked P1 loses: not fair).
    for seed in range(4):
        rng = random.Random(seed)
        state = new_game(rules)
        evaluator = Evaluator(state.rules, state.size)
        while state.outcome is None:
            if state.phase == MOVEMENT:
                swapped = state._replace(
                    board=tuple(SWAP[v] for v in state.board), to_move=3 - state.to_move
                )
                assert evaluator.score(state) == evaluator.score(swapped)
            state = apply_action(state, rng.choice(legal_actions(state)))[0]


def test_a_blocked_opponent_is_worth_most_where_he_loses():
    # Black (not to act) has no step: he loses under lane, only passes under standard.
    rows = "...WB/....W/...../W..../BW..."
    lane = parse_position(f"lane 5 {rows} w move 0 0 0 steps=3,3")
    standard = parse_position(f"standard 5 {rows} w move 0 0 0 steps=3,3")
    lane_score = Evaluator(lane.rules, 5).score(lane)
    standard_score = Evaluator(standard.rules, 5).score(standard)
    assert lane_score > standard_score > 0
