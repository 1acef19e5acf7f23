"""The bit-set estimates agree with the core: exact mobility, capture targets a superset."""

import random

import pytest

from seega.ai import bitboard as bb
from seega.core import EMPTY, MOVEMENT, RULESETS, Duty, apply_action, legal_actions, new_game
from seega.core.bits import side_bits
from seega.core.captures import captured_by_step

GAMES_PER_RULESET = 6


def _movement_states(rules_name: str):
    """Movement positions of seeded random games, the side to act free to step."""
    rules = RULESETS[rules_name]
    for seed in range(GAMES_PER_RULESET):
        rng = random.Random(seed)
        state = new_game(rules_name, rules.default_size)
        while state.outcome is None:
            if state.phase == MOVEMENT and state.duty is Duty.NONE and state.chain < 0:
                yield state
            state = apply_action(state, rng.choice(legal_actions(state)))[0]


@pytest.mark.parametrize("rules_name", sorted(RULESETS))
def test_capture_targets_hold_every_capturing_step(rules_name):
    checked = 0
    for state in _movement_states(rules_name):
        m = bb.masks(state.size)
        white, black = side_bits(state)
        own, enemy = (white, black) if state.to_move == 1 else (black, white)
        empty = m.full & ~(white | black)
        targets = bb.capture_targets(m, bb.shape_of(state.rules), own, enemy, empty)
        for action in legal_actions(state):
            if action.kind != "step":
                continue
            origin, target = action.cells
            board = list(state.board)
            board[origin], board[target] = EMPTY, state.to_move
            taken = captured_by_step(board, state.rules, state.geometry, target, state.to_move)
            if taken:
                checked += 1
                assert targets >> target & 1, (state, action)
    assert checked > 0


@pytest.mark.parametrize("rules_name", ["standard", "traditional", "sija"])
def test_mobility_counts_the_core_steps(rules_name):
    for state in _movement_states(rules_name):
        m = bb.masks(state.size)
        white, black = side_bits(state)
        own = white if state.to_move == 1 else black
        steps = [a for a in legal_actions(state) if a.kind == "step"]
        assert bb.mobility(m, own, m.full & ~(white | black)) == len(steps)
