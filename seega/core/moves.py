"""Move generation helpers for the rules: steps, chain steps, openings, removals, ransoms.

`seega.core.rules` decides which of these apply in a state; this module only answers
questions about a board. Section numbers refer to docs/rules.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from . import actions as act
from .actions import Action
from .bits import BitBoard, bit_board, board_bits, may_capture, side_bits
from .captures import captured_by_step
from .rulesets import RuleSet
from .state import EMPTY, WHITE, GameState, Shuttles, must_enter_centre, opponent

# Seejeh (§6): a step a→b is forbidden after the piece's own steps a→b, b→a, a→b, b→a.
SHUTTLES_BEFORE_LIMIT: Final = 4
PIECES_KEPT_AFTER_RANSOM: Final = 2  # §5 sija: a ransom leaves each side at least two pieces


def ordinary_steps(state: GameState, side: int) -> tuple[Action, ...]:
    """Ordinary steps of `side` in `state` (see `steps_from_bits`).

    Those of the side to act may be cached on the state (`_steps`) by `apply_action`, which
    lists them anyway to see whether that side is blocked.
    """
    if side == state.to_move:
        cached: tuple[Action, ...] | None = state.__dict__.get("_steps")
        if cached is not None:
            return cached
    grid = bit_board(state.size)
    white, black = side_bits(state)
    own = white if side == WHITE else black
    empty = grid.full ^ (white | black)
    return steps_from_bits(grid, own, empty, state.rules, state.steps, state.shuttles)


def steps_from_bits(
    grid: BitBoard,
    own: int,
    empty: int,
    rules: RuleSet,
    steps_made: tuple[int, int],
    shuttles: Shuttles,
) -> tuple[Action, ...]:
    """Ordinary steps of the side whose pieces are the set `own` onto the `empty` cells, with
    the lane first-step and seejeh repetition limits."""
    if must_enter_centre(rules, steps_made):
        empty &= grid.centre
    found = grid.steps(own, empty)
    if rules.repetition_limit and shuttles:
        found = tuple(a for a in found if not is_third_shuttle(shuttles, a))
    return found


def placements(state: GameState) -> list[Action]:
    """A placement on every empty cell but the centre (§2)."""
    grid = bit_board(state.size)
    white, black = side_bits(state)
    return grid.placements(grid.full ^ (white | black))


def is_third_shuttle(shuttles: Shuttles, action: Action) -> bool:
    origin, target = action.cells
    for cell, steps in shuttles:
        if cell == origin:
            return steps == (origin, target, target, origin) * 2
    return False


def capturing_steps(
    state: GameState, steps: Sequence[Action], side: int, only: int
) -> list[Action]:
    """The steps (from `only` when it is a cell) that capture something: chain steps (§4)."""
    board = list(state.board)
    rules, grid = state.rules, state.geometry
    white, black = side_bits(state)
    enemy = black if side == WHITE else white
    sets = bit_board(state.size)
    found = []
    for action in steps:
        origin, target = action.cells
        if (only >= 0 and origin != only) or not may_capture(sets, white | black, enemy, target):
            continue
        board[origin], board[target] = EMPTY, side
        if captured_by_step(board, rules, grid, target, side):
            found.append(action)
        board[origin], board[target] = side, EMPTY
    return found


def opening_steps(state: GameState, steps: Sequence[Action], side: int) -> list[Action]:
    """Steps after which the blocked opponent can step (§5 opens, sija)."""
    rules, grid = state.rules, state.geometry
    enemy = opponent(side)
    found = []
    for action in steps:
        origin, target = action.cells
        board = list(state.board)
        board[origin], board[target] = EMPTY, side
        for cell in captured_by_step(board, rules, grid, target, side):
            board[cell] = EMPTY
        if can_step(board, enemy, state.size):
            found.append(action)
    return found


def freeing_removals(state: GameState) -> list[int]:
    """Lane exception (§5): own pieces next to the first step's origin, those freeing Black first.

    Reading: when chain captures left no own piece next to that cell, any own piece may go.
    """
    grid = state.geometry
    side = state.to_move
    candidates = [c for c in grid.neighbours[state.first_from] if state.board[c] == side]
    if not candidates:
        candidates = [c for c, v in enumerate(state.board) if v == side]
    freeing = []
    for cell in candidates:
        board = list(state.board)
        board[cell] = EMPTY
        if can_step(board, opponent(side), state.size):
            freeing.append(cell)
    return freeing or candidates


def ransoms(state: GameState) -> list[Action]:
    """Sija ransom requests (§5): one own piece for two of White's, each side keeping two."""
    side = state.to_move
    own = [c for c, v in enumerate(state.board) if v == side]
    enemy = [c for c, v in enumerate(state.board) if v == opponent(side)]
    if len(own) - 1 < PIECES_KEPT_AFTER_RANSOM or len(enemy) - 2 < PIECES_KEPT_AFTER_RANSOM:
        return []
    pairs = list(combinations(enemy, 2))
    return [Action(act.RANSOM, (mine, a, b)) for mine in own for a, b in pairs]


def can_step(board: Sequence[int], side: int, size: int) -> bool:
    """Whether `side` has a piece next to an empty cell (board only, no extra limits)."""
    white, black = board_bits(board)
    grid = bit_board(size)
    return grid.can_step(white if side == WHITE else black, grid.full ^ (white | black))
