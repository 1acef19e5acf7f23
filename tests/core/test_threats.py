"""Capture lines and threats against the capture rule itself, in random positions of every
rule set and size."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seega.core import (
    EMPTY,
    MOVEMENT,
    RULESETS,
    GameState,
    apply_action,
    captured_cells,
    legal_actions,
    new_game,
    opponent,
    parse_position,
)
from seega.core.actions import STEP
from seega.core.actions import step as step_action
from seega.core.captures import board_after_step, capture_lines, captured_by_step
from seega.core.threats import as_if_to_move, in_danger, threats

GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]
MAX_PLIES = 160


def random_position(rules: str, size: int, seed: int, plies: int) -> GameState:
    """A position `plies` random actions into a game (or its end)."""
    rng = random.Random(seed)
    state = new_game(rules, size)
    for _ in range(plies):
        legal = legal_actions(state)
        if state.is_over or not legal:
            break
        state = apply_action(state, rng.choice(legal))[0]
    return state


@st.composite
def game_positions(draw: st.DrawFn) -> GameState:
    rules, size = draw(st.sampled_from(GAMES))
    return random_position(
        rules, size, draw(st.integers(0, 10_000)), draw(st.integers(0, MAX_PLIES))
    )


@settings(max_examples=100, deadline=None)
@given(state=game_positions())
def test_the_board_after_a_step_is_the_one_the_rules_capture_on(state):
    """The board of a step before its captures, less what the step takes, is the board the
    rules' apply leaves (its fast path for plain steps included)."""
    for step in (action for action in legal_actions(state) if action.kind == STEP):
        after, events = apply_action(state, step)
        board = board_after_step(state, step)
        taken = captured_by_step(board, state.rules, state.geometry, step.cells[1], state.to_move)
        assert sorted(taken) == sorted(captured_cells(events))
        assert [EMPTY if cell in taken else piece for cell, piece in enumerate(board)] == list(
            after.board
        )


@settings(max_examples=150, deadline=None)
@given(state=game_positions())
def test_capture_lines_take_what_the_rule_takes(state):
    """Direction by direction, the lines take exactly what `captured_by_step` takes, each
    line closed by the mover's own pieces."""
    grid = state.geometry
    for cell, piece in enumerate(state.board):
        if piece == EMPTY:
            continue
        lines = capture_lines(state.board, state.rules, grid, cell, piece)
        taken = sorted(c for line in lines for c in line.taken)
        assert taken == sorted(captured_by_step(state.board, state.rules, grid, cell, piece))
        for line in lines:
            assert all(state.board[c] == piece for c in line.closers)
            assert all(state.board[c] == opponent(piece) for c in line.taken)
            assert line.through[-1] in line.closers


@settings(max_examples=150, deadline=None)
@given(state=game_positions())
def test_danger_is_what_the_opponents_legal_steps_capture(state):
    """Every threatened piece is taken by a legal step of the opponent, and every capture of
    such a step is listed (the oracle applies the capture rule to the stepped board)."""
    for side in (1, 2):
        found = in_danger(state, side)
        if state.phase != MOVEMENT or state.is_over:
            assert found == {}
            continue
        turn = as_if_to_move(state, opponent(side))
        expected: dict[int, set] = {}
        for action in legal_actions(turn):
            if action.kind != STEP:
                continue
            origin, target = action.cells
            board = list(turn.board)
            board[origin], board[target] = EMPTY, opponent(side)
            for cell in captured_by_step(board, turn.rules, turn.geometry, target, opponent(side)):
                expected.setdefault(cell, set()).add(action)
        assert {cell: set(steps) for cell, steps in found.items()} == expected
        assert set(threats(state, side)) == {a for steps in expected.values() for a in steps}


def test_capture_past_the_immune_centre_keeps_the_centre_in_its_line():
    """b2-b3 under standard rules takes d3 past Dark's own centre piece on c3: the line runs
    through the centre, which stays."""
    state = parse_position("standard 5 B...B/...../..BBW/.W.../..... w move 0 0 0")
    grid, names = state.geometry, state.geometry.names
    b2, b3 = grid.parse("b2"), grid.parse("b3")
    board = list(state.board)
    board[b2], board[b3] = EMPTY, 1
    (line,) = capture_lines(board, state.rules, state.geometry, b3, 1)
    assert [names[c] for c in line.taken] == ["d3"]
    assert [names[c] for c in line.through] == ["c3", "d3", "e3"]
    _, events = apply_action(state, step_action(b2, b3))
    assert [names[c] for c in captured_cells(events)] == ["d3"]
