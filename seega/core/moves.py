"""Move generation helpers for the rules: steps, chain steps, openings, removals, ransoms.

`seega.core.rules` decides which of these apply in a state; this module only answers
questions about a board. Section numbers refer to RULES.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

from . import actions as act
from .actions import Action
from .captures import captured_by_step
from .geometry import Geometry, geometry
from .rulesets import RuleSet
from .state import EMPTY, GameState, opponent

# Seejeh (§6): a step a→b is forbidden after the piece's own steps a→b, b→a, a→b, b→a.
SHUTTLES_BEFORE_LIMIT = 4
PIECES_KEPT_AFTER_RANSOM = 2  # §5 sija: a ransom leaves each side at least two pieces


@cache
def step_actions(size: int) -> dict[tuple[int, int], Action]:
    """One shared Action per (origin, target) pair, so generating moves allocates nothing."""
    grid = geometry(size)
    return {
        (origin, target): act.step(origin, target)
        for origin in range(grid.cells)
        for target in grid.neighbours[origin]
    }


@cache
def incoming_steps(size: int) -> tuple[tuple[tuple[int, Action], ...], ...]:
    """For each cell, the (origin, step action) pairs of steps that end on it."""
    grid = geometry(size)
    table = step_actions(size)
    return tuple(
        tuple((origin, table[origin, cell]) for origin in grid.neighbours[cell])
        for cell in range(grid.cells)
    )


@cache
def place_actions(size: int) -> tuple[Action, ...]:
    return tuple(act.place(cell) for cell in range(geometry(size).cells))


def ordinary_steps(state: GameState, side: int) -> list[Action]:
    """Ordinary steps of `side` in `state` (see `steps_on`)."""
    return steps_on(state.board, side, state.size, state.rules, state.steps, state.history)


def steps_on(
    board: Sequence[int],
    side: int,
    size: int,
    rules: RuleSet,
    steps_made: Sequence[int],
    history: tuple[tuple[int, tuple[int, ...]], ...],
) -> list[Action]:
    """Ordinary steps of `side`, with the lane first-step and seejeh repetition limits."""
    first_step = rules.first_step_enters_centre and steps_made[0] + steps_made[1] == 0
    incoming = incoming_steps(size)
    found = []
    cell = -1
    try:
        while True:
            cell = board.index(EMPTY, cell + 1)
            for origin, action in incoming[cell]:
                if board[origin] == side:
                    found.append(action)
    except ValueError:
        pass  # no more empty cells
    if first_step:
        centre = geometry(size).centre
        found = [a for a in found if a.cells[1] == centre]
    if rules.repetition_limit and history:
        found = [a for a in found if not is_third_shuttle(history, a)]
    return found


def is_third_shuttle(history: tuple[tuple[int, tuple[int, ...]], ...], action: Action) -> bool:
    origin, target = action.cells
    for cell, steps in history:
        if cell == origin:
            return steps == (origin, target, target, origin) * 2
    return False


def capturing_steps(state: GameState, steps: list[Action], side: int, only: int) -> list[Action]:
    """The steps (from `only` when it is a cell) that capture something: chain steps (§4)."""
    board = list(state.board)
    rules, grid = state.rules, state.geometry
    found = []
    for action in steps:
        origin, target = action.cells
        if only >= 0 and origin != only:
            continue
        board[origin], board[target] = EMPTY, side
        if captured_by_step(board, rules, grid, target, side):
            found.append(action)
        board[origin], board[target] = side, EMPTY
    return found


def opening_steps(state: GameState, steps: list[Action], side: int) -> list[Action]:
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
        if can_step(board, enemy, grid):
            found.append(action)
    return found


def freeing_removals(state: GameState) -> list[int]:
    """Lane exception (§5): own pieces next to the first step's origin, those freeing P2 first.

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
        if can_step(board, opponent(side), grid):
            freeing.append(cell)
    return freeing or candidates


def ransoms(state: GameState) -> list[Action]:
    """Sija ransom requests (§5): one own piece for two of P1's, each side keeping two."""
    side = state.to_move
    own = [c for c, v in enumerate(state.board) if v == side]
    enemy = [c for c, v in enumerate(state.board) if v == opponent(side)]
    if len(own) - 1 < PIECES_KEPT_AFTER_RANSOM or len(enemy) - 2 < PIECES_KEPT_AFTER_RANSOM:
        return []
    pairs = list(combinations(enemy, 2))
    return [Action(act.RANSOM, (mine, a, b)) for mine in own for a, b in pairs]


def can_step(board: Sequence[int], side: int, grid: Geometry) -> bool:
    """Whether `side` has a piece next to an empty cell (board only, no extra limits)."""
    neighbours = grid.neighbours
    cell = -1
    try:
        while True:
            cell = board.index(EMPTY, cell + 1)
            for origin in neighbours[cell]:
                if board[origin] == side:
                    return True
    except ValueError:
        return False  # no more empty cells
