"""The direct builds of `seega.core.quick` agree with the draft that handles every action.

`apply_action` builds the commonest actions (a placement within placement, a simple step)
directly and carries the board's bit sets on. Here every action of random games of every rule
set and size is applied both ways: the states, their bit sets and the events must be equal,
and the actions listed on the new state must be those of an uncached copy. `next_state`, the
search's way (no events), must make the same state.
"""

from __future__ import annotations

import random

import pytest

from seega.core import RULESETS, Action, Event, GameState, apply_action, legal_actions, new_game
from seega.core.bits import board_bits, side_bits

# Private on purpose: the draft and its handlers are the general way every action is applied,
# the reference the fast paths (simple steps, quiet placements) are held equal to.
from seega.core.rules import _HANDLERS, _Draft, next_state
from tests.sweeps import PARTS, numbered

GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]
GAMES_PER_SIZE = {5: 200, 7: 40, 9: 10}
# The default run plays the first tenth of them (at least one); the sweep plays the rest.
SAMPLE_SHARE = 10
MAX_ACTIONS = 5000


def through_the_draft(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """What the general path makes of `action` (no direct build)."""
    draft = _Draft(state)
    _HANDLERS[action.kind](draft, action)
    return draft.freeze(), tuple(draft.events)


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize(("rules", "size"), GAMES)
def test_every_action_of_random_games_matches_the_draft(rules, size, part):
    count = GAMES_PER_SIZE[size]
    built = 0
    for number in numbered(part, count, max(1, count // SAMPLE_SHARE)):
        rng = random.Random(f"{rules}-{size}-{number}")
        state = new_game(rules, size)
        for _ in range(MAX_ACTIONS):
            if state.outcome is not None:
                break
            action = rng.choice(legal_actions(state))
            after, events = apply_action(state, action)
            expected, expected_events = through_the_draft(state, action)
            assert tuple(after) == tuple(expected), (state, action)
            assert events == expected_events, (state, action)
            assert tuple(next_state(state, action)) == tuple(expected), (state, action)
            built += "_bits" in after.__dict__  # carried on by a direct build
            assert side_bits(after) == board_bits(after.board), (state, action)
            # The steps a simple step left on the state list what a fresh state lists.
            assert legal_actions(after) == legal_actions(GameState(*after)), (state, action)
            state = after
    assert built > 0  # the direct builds were exercised
