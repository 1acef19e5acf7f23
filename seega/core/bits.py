"""Boards as bit sets, for fast move generation: bit `i` of a Python int stands for cell `i`.

A state's board stays the tuple of cell values; `side_bits(state)` gives the same board as
(white set, black set), cached on the state, and `apply_action` hands the sets of a new state
on so they are rarely rebuilt. Steps are read off shifted sets, a direction at a time: the
targets of all steps of one direction form one set, read a chunk of cells at a time through
tables that turn each chunk's set into its actions once (`_ChunkTable`). A position then costs
a few look-ups instead of a walk over its cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from .actions import Action
from .actions import place as place_action
from .actions import step as step_action
from .frozen import Frozen
from .state import GameState

# bytes.translate tables: a board of 0/1/2 values as b"0"/b"1" digits of one side's set.
_WHITE_DIGITS: Final = bytes.maketrans(b"\x00\x01\x02", b"010")
_BLACK_DIGITS: Final = bytes.maketrans(b"\x00\x01\x02", b"001")

# Cells per table, at most: a step table holds a slot for each of its 8,192 sets (two tables a
# direction on 5×5, four on 7×7, seven of 12 cells on 9×9); a placement table, 256.
STEP_CHUNK: Final = 13
PLACE_CHUNK: Final = 8
_PLACE_CHUNK_MASK: Final = (1 << PLACE_CHUNK) - 1


def board_bits(board: Sequence[int]) -> tuple[int, int]:
    """(white set, black set) of a board of cell values."""
    raw = bytes(board)
    return int(raw.translate(_WHITE_DIGITS)[::-1], 2), int(raw.translate(_BLACK_DIGITS)[::-1], 2)


def side_bits(state: GameState) -> tuple[int, int]:
    """(white set, black set) of a state's board, cached on the state (`_bits`)."""
    cache = state.__dict__
    cached: tuple[int, int] | None = cache.get("_bits")
    if cached is None:
        cached = cache["_bits"] = board_bits(state.board)
    return cached


def with_bits(state: GameState, white: int, black: int) -> GameState:
    """`state`, with its (white set, black set) already known (they must match its board)."""
    state.__dict__["_bits"] = (white, black)
    return state


def may_capture(grid: BitBoard, occupied: int, enemy: int, target: int) -> bool:
    """Whether a step onto `target` can capture: an enemy next to it with a piece beyond.

    Every capture shape starts so (§3); `captured_by_step` decides. The stepping piece never
    changes the answer (its origin is never an enemy, nor two cells from `target`), so the
    sets may be read before or after it moves.
    """
    for near, far in grid.capture_lines[target]:  # noqa: SIM110 (faster than any())
        if enemy & near and occupied & far:
            return True
    return False


class _ChunkTable:
    """The actions onto each set of cells among one chunk of cells, each found on first use.

    `known` is indexed by the set shifted down to the chunk (bit 0 for its first cell): a list
    as long as the chunk has sets, which a compiled build indexes with an unboxed int where a
    dict would hash a boxed key. `action_at` gives the one action for each cell of the chunk
    that has one.
    """

    def __init__(self, action_at: dict[int, Action], first_cell: int, width: int) -> None:
        self.action_at = action_at
        self.first_cell = first_cell
        self.known: list[tuple[Action, ...] | None] = [None] * (1 << width)

    def find(self, cells: int) -> tuple[Action, ...]:
        """The actions onto `cells`, found and kept in `known` (read `known` first: no call)."""
        first, action_at = self.first_cell, self.action_at
        found = []
        rest = cells
        while rest:
            lowest = rest & -rest
            found.append(action_at[first + lowest.bit_length() - 1])
            rest ^= lowest
        actions = self.known[cells] = tuple(found)
        return actions


def _chunked(action_at: dict[int, Action], cells: int, width: int) -> tuple[_ChunkTable, ...]:
    return tuple(_ChunkTable(action_at, first, width) for first in range(0, cells, width))


@dataclass(frozen=True)
class BitBoard(Frozen):
    """The fixed sets of one board size, and the tables that turn sets into actions."""

    size: int
    full: int
    centre: int  # the centre cell's bit
    not_first_col: int  # cells with a left neighbour
    not_last_col: int  # cells with a right neighbour
    # Per cell, (bit of the neighbour, bit of the cell beyond it) in each direction that has
    # both: a step onto the cell can capture only where the first is an enemy and the second
    # is occupied (§3).
    capture_lines: tuple[tuple[tuple[int, int], ...], ...]
    # The targets of the steps of each direction (up, down, right, left) are read as one set,
    # `chunk` cells per table: the tables of a direction read its set from the lowest cell up.
    chunk: int
    step_tables: tuple[tuple[_ChunkTable, ...], ...]
    places: tuple[_ChunkTable, ...]  # placements, read a chunk of empty cells at a time

    def steps(self, own: int, empty: int) -> tuple[Action, ...]:
        """Every step of the side whose pieces are `own` onto the `empty` cells."""
        size, tables = self.size, self.step_tables
        up = (own << size) & empty
        down = (own >> size) & empty
        right = ((own & self.not_last_col) << 1) & empty
        left = ((own & self.not_first_col) >> 1) & empty
        found: list[Action] = []
        self._read(tables[0], up, found)
        self._read(tables[1], down, found)
        self._read(tables[2], right, found)
        self._read(tables[3], left, found)
        return tuple(found)

    def _read(self, tables: tuple[_ChunkTable, ...], targets: int, found: list[Action]) -> None:
        """Add the steps of one direction onto `targets` to `found`, a chunk at a time.

        Each direction's set is read alone, as wide as the board: a compiled build keeps sets
        of up to 62 bits unboxed (7×7 fits; four directions side by side would not).
        """
        chunk = self.chunk
        mask = (1 << chunk) - 1
        for table in tables:
            cells = targets & mask
            actions = table.known[cells]
            found.extend(table.find(cells) if actions is None else actions)
            targets >>= chunk

    def can_step(self, own: int, empty: int) -> bool:
        """Whether a piece of `own` is next to an `empty` cell."""
        return bool(
            (own << self.size | own >> self.size) & empty
            or ((own & self.not_last_col) << 1 | (own & self.not_first_col) >> 1) & empty
        )

    def placements(self, empty: int) -> list[Action]:
        """A placement on every `empty` cell but the centre (§2)."""
        cells = empty & ~self.centre
        found: list[Action] = []
        for table in self.places:
            chunk = cells & _PLACE_CHUNK_MASK
            actions = table.known[chunk]
            found += table.find(chunk) if actions is None else actions
            cells >>= PLACE_CHUNK
        return found


@cache
def bit_board(size: int) -> BitBoard:
    """The shared sets and tables of an N×N board."""
    cells = size * size
    full = (1 << cells) - 1
    first_col = sum(1 << (row * size) for row in range(size))
    last_col = first_col << (size - 1)
    not_first_col, not_last_col = full & ~first_col, full & ~last_col
    per_direction = -(-cells // STEP_CHUNK)
    chunk = -(-cells // per_direction)
    step_tables: list[tuple[_ChunkTable, ...]] = []
    for delta in (size, -size, 1, -1):
        step_to = {
            target: step_action(target - delta, target)
            for target in range(cells)
            if 0 <= target - delta < cells
            and (abs(delta) == size or (target - delta) // size == target // size)
        }
        step_tables.append(_chunked(step_to, cells, chunk))
    lines = []
    for cell in range(cells):
        row, col = divmod(cell, size)
        cell_lines = []
        for d_row, d_col in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            far_row, far_col = row + 2 * d_row, col + 2 * d_col
            if 0 <= far_row < size and 0 <= far_col < size:
                near = (row + d_row) * size + col + d_col
                cell_lines.append((1 << near, 1 << (far_row * size + far_col)))
        lines.append(tuple(cell_lines))
    places = _chunked({c: place_action(c) for c in range(cells)}, cells, PLACE_CHUNK)
    return BitBoard(
        size=size,
        full=full,
        centre=1 << (cells // 2),
        not_first_col=not_first_col,
        not_last_col=not_last_col,
        capture_lines=tuple(lines),
        chunk=chunk,
        step_tables=tuple(step_tables),
        places=places,
    )
