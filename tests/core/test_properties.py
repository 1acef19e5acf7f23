"""Properties over thousands of random games, every rule set and size.

Seeded games in bulk (deterministic, fast), plus hypothesis-driven games that shrink a failing
action sequence to a short one. Every action of every game is checked.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from seega.core import (
    MOVEMENT,
    RULESETS,
    GameState,
    IllegalActionError,
    apply_action,
    format_position,
    is_legal,
    legal_actions,
    new_game,
    opponent,
)
from seega.core.actions import OFFER, STEP, Action
from tests.sweeps import PARTS, numbered

GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]
# Random games per board size, sized so the whole sweep runs in about 20 s on one core.
GAMES_PER_SIZE = {5: 400, 7: 80, 9: 25}
# The default run plays the first tenth of them (seeds 0 up); the sweep plays the rest.
SAMPLE_SHARE = 10
# Far above any real game: the stall counter ends a game within a few hundred actions.
MAX_ACTIONS = 5000
# A random player offers a draw rarely, else seejeh games end at the first accepted offer.
OFFER_CHANCE = 0.02
# The costly checks (every listed action applies, pickling, printing) cost a whole ply of
# applies, so the seeded games run them on one state in this many.
FULL_CHECK_EVERY = 15


def choose(state: GameState, rng: random.Random) -> Action:
    legal = legal_actions(state)
    if OFFER in (a.kind for a in legal) and rng.random() > OFFER_CHANCE:
        legal = tuple(a for a in legal if a.kind != OFFER)
    return rng.choice(legal)


def pieces(state: GameState, side: int) -> int:
    """On the board and in hand."""
    return state.count(side) + state.hands[side - 1]


def check_action(state: GameState, action: Action, full: bool) -> GameState:
    """Apply `action`, checking the per-action properties; the next state.

    `full` adds the costlier check that the old state still prints the same.
    """
    before_text = format_position(state) if full else ""
    before_hash = hash(state)
    after, events = apply_action(state, action)
    assert hash(state) == before_hash, "applying must not change the old state"
    if full:
        assert format_position(state) == before_text, "applying must not change the old state"
    for side in (1, 2):
        assert pieces(after, side) <= pieces(state, side), "piece counts never grow"
    centre = state.geometry.centre
    if state.rules.centre_immune and action.kind == STEP:
        captured = {c for e in events if e.kind == "captured" for c in e.cells}
        assert centre not in captured, "an immune centre piece is never captured"
        if state.board[centre] == opponent(state.to_move):
            assert after.board[centre] == state.board[centre]
    if after.outcome is not None:
        assert legal_actions(after) == ()
        assert events[-1].kind == "ended"
    return after


def check_state(state: GameState, rng: random.Random) -> None:
    """Costly properties of one state: every listed action applies, nothing else does,
    and the state pickles to an equal one."""
    legal = legal_actions(state)
    assert len(set(legal)) == len(legal), "no action listed twice"
    if state.outcome is None:
        assert legal, "a game in progress always has an action"
    copy = pickle.loads(pickle.dumps(state))
    assert copy == state and hash(copy) == hash(state)
    assert format_position(copy) == format_position(state)
    assert legal_actions(copy) == legal
    for action in legal:
        assert is_legal(state, action)
        apply_action(state, action, validate=False)  # must not raise
    grid = state.geometry
    unlisted = [
        Action(STEP, (origin, target))
        for origin in range(grid.cells)
        for target in grid.neighbours[origin]
        if Action(STEP, (origin, target)) not in legal
    ]
    assert not any(is_legal(state, action) for action in unlisted)
    with pytest.raises(IllegalActionError):
        apply_action(state, rng.choice(unlisted))


def play_game(rules: str, size: int, seed: int) -> GameState:
    rng = random.Random(seed)
    state = new_game(rules, size)
    for count in range(MAX_ACTIONS):
        full = count % FULL_CHECK_EVERY == 0
        if full:
            check_state(state, rng)
        if state.outcome is not None:
            return state
        state = check_action(state, choose(state, rng), full)
    raise AssertionError(f"game {rules} {size} seed {seed} did not end: {format_position(state)}")


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize(("rules", "size"), GAMES)
def test_random_games(rules, size, part):
    count = GAMES_PER_SIZE[size]
    reasons = set()
    for seed in numbered(part, count, count // SAMPLE_SHARE):
        final = play_game(rules, size, seed)
        assert final.outcome is not None
        assert final.phase == MOVEMENT or final.outcome.reason.value in ("resign", "timeout")
        reasons.add(final.outcome.reason.value)
    assert "capture" in reasons or "stall" in reasons


@settings(max_examples=50, deadline=None, derandomize=True)
@given(game=st.sampled_from(GAMES), data=st.data())
def test_hypothesis_games(game, data):
    """Actions drawn by hypothesis (with resignations and timeouts mixed in), so a failure
    shrinks to a short sequence."""
    state = new_game(*game)
    rng = random.Random(0)
    for count in range(MAX_ACTIONS):
        if count % 3 == 0:
            check_state(state, rng)
        if state.outcome is not None:
            return
        legal = legal_actions(state)
        index = data.draw(st.integers(0, len(legal) + 40), label="action")
        if index < len(legal):
            action = legal[index]
        elif index == len(legal) + 40:
            action = Action("timeout" if state.rules.think_time else "resign")
        else:
            action = legal[index % len(legal)]
        state = check_action(state, action, full=True)
    raise AssertionError("game did not end")


def test_states_are_immutable():
    state = new_game("standard", 5)
    with pytest.raises(AttributeError):
        state.to_move = 2  # type: ignore[misc]
