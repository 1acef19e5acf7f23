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


def _cells(size, *names):
    """The bit set of cells named like `c3` on a size×size board."""
    return sum(1 << ((int(name[1:]) - 1) * size + ord(name[0]) - ord("a")) for name in names)


@pytest.mark.parametrize(
    ("rules", "taken"),
    [("standard", 2), ("traditional", 0), ("sija", 2), ("seejeh", 0)],
)
def test_placement_counts_what_the_first_step_into_the_centre_takes(rules, taken):
    # 7×7, centre d4. White steps in from its gate d5; to the right of the centre
    # Black's run e4 f4 is closed by White's g4: a line takes both, single and alternating none.
    state = new_game(rules, 7)
    evaluator = Evaluator(state.rules, 7)
    white = _cells(7, "d5", "g4")
    black = _cells(7, "e4", "f4")
    # Private on purpose: one term of the evaluation, checked alone; the score mixes it with others.
    assert evaluator._first_step_takes(white, black) == taken
