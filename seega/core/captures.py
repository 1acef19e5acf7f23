"""Custodian capture by the piece that just stepped (docs/rules.md §1, §3)."""

from __future__ import annotations

from typing import Final, NamedTuple

from .actions import Action
from .geometry import Geometry
from .rulesets import CaptureShape, RuleSet
from .state import EMPTY, GameState, opponent

# The shapes, read once: an Enum member costs a class attribute look-up each time.
_SINGLE: Final = CaptureShape.SINGLE
_LINE: Final = CaptureShape.LINE
_ALTERNATING: Final = CaptureShape.ALTERNATING


def board_after_step(state: GameState, step: Action) -> list[int]:
    """The board right after the side to act makes `step`, before its captures: the board the
    capture rule reads (the rules' apply, the board's trace and the lessons build it here)."""
    origin, target = step.cells
    board = list(state.board)
    board[origin], board[target] = EMPTY, state.to_move
    return board


def captured_by_step(
    board: tuple[int, ...] | list[int], rules: RuleSet, grid: Geometry, cell: int, side: int
) -> list[int]:
    """Enemy cells captured by `side`'s piece that has just stepped onto `cell`.

    All four directions are read on the board as it stands after the step (docs/rules.md §1);
    an immune centre piece stays while the rest of its run goes (docs/rules.md §3, reading).
    """
    enemy = opponent(side)
    shape = rules.capture
    taken: list[int] = []
    for ray in grid.rays[cell]:
        length = len(ray)
        if length < 2 or board[ray[0]] != enemy:
            continue
        if shape is _SINGLE:
            if board[ray[1]] == side:
                taken.append(ray[0])
        elif shape is _ALTERNATING:
            # E F E F ... read outward: every E followed by an own piece, up to the first break.
            i = 0
            while i + 1 < length and board[ray[i]] == enemy and board[ray[i + 1]] == side:
                taken.append(ray[i])
                i += 2
        else:
            run = 1
            while run < length and board[ray[run]] == enemy:
                run += 1
            closed = run < length and board[ray[run]] == side
            if closed and (shape is _LINE or run <= 2):
                taken.extend(ray[:run])
    if rules.centre_immune and grid.centre in taken:
        taken.remove(grid.centre)
    return taken


class CaptureLine(NamedTuple):
    """One direction of a capture, for showing why it happened: the stepping piece `mover`,
    the enemy pieces taken on that side, the own pieces that closed them in (`closers`), and
    every cell from the first enemy to the last closer (`through`: it holds an immune centre
    piece the capture passed)."""

    mover: int
    taken: tuple[int, ...]
    closers: tuple[int, ...]
    through: tuple[int, ...]


def capture_lines(
    board: tuple[int, ...] | list[int], rules: RuleSet, grid: Geometry, cell: int, side: int
) -> tuple[CaptureLine, ...]:
    """The directions in which `side`'s piece, just stepped onto `cell`, captures (the same
    reading as `captured_by_step`, kept direction by direction; tests hold the two equal)."""
    enemy = opponent(side)
    shape = rules.capture
    immune = grid.centre if rules.centre_immune else -1
    lines: list[CaptureLine] = []
    for ray in grid.rays[cell]:
        length = len(ray)
        if length < 2 or board[ray[0]] != enemy:
            continue
        end = 0  # how many cells of the ray the capture spans (0: none)
        if shape is _SINGLE:
            end = 2 if board[ray[1]] == side else 0
        elif shape is _ALTERNATING:
            while end + 1 < length and board[ray[end]] == enemy and board[ray[end + 1]] == side:
                end += 2
        else:
            run = 1
            while run < length and board[ray[run]] == enemy:
                run += 1
            closed = run < length and board[ray[run]] == side
            end = run + 1 if closed and (shape is _LINE or run <= 2) else 0
        through = ray[:end]
        taken = tuple(c for c in through if board[c] == enemy and c != immune)
        if taken:
            closers = tuple(c for c in through if board[c] == side)
            lines.append(CaptureLine(cell, taken, closers, through))
    return tuple(lines)
