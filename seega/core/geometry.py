"""Board geometry: cell indices, names, neighbours and rays, computed once per board size.

A cell is an int `row * size + col`, row 0 at the bottom and col 0 at the left, so `a1` is 0
(docs/rules.md §1 and §8 name cells like chess).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from .frozen import Frozen

SIZES: Final = (5, 7, 9)


class CellError(ValueError):
    """A cell name that is not on the board."""


@dataclass(frozen=True)
class Geometry(Frozen):
    """Everything about an N×N board that does not depend on the pieces on it."""

    size: int
    cells: int
    centre: int
    names: tuple[str, ...]
    neighbours: tuple[tuple[int, ...], ...]
    # rays[cell] holds one tuple per direction (up, down, right, left): the cells met walking
    # outward from `cell`, nearest first, up to the edge.
    rays: tuple[tuple[tuple[int, ...], ...], ...]

    def name(self, cell: int) -> str:
        """The chess-like name of a cell, e.g. `c3`."""
        return self.names[cell]

    def parse(self, text: str) -> int:
        """The cell named `text` (case-insensitive); CellError when not on this board."""
        cell = _index_of_names(self.size).get(text.strip().lower())
        if cell is None:
            last = self.names[-1]
            raise CellError(
                f"'{text}' is not a cell of the {self.size}×{self.size} board (a1–{last})"
            )
        return cell


@cache
def _index_of_names(size: int) -> dict[str, int]:
    return {name: cell for cell, name in enumerate(geometry(size).names)}


@cache
def geometry(size: int) -> Geometry:
    """The shared geometry of an N×N board (N in SIZES)."""
    if size not in SIZES:
        raise CellError(f"board size must be one of {', '.join(map(str, SIZES))}, not {size}")
    cells = size * size
    names = tuple(f"{chr(ord('a') + c % size)}{c // size + 1}" for c in range(cells))
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    rays = []
    neighbours = []
    for cell in range(cells):
        row, col = divmod(cell, size)
        cell_rays = []
        for d_row, d_col in steps:
            ray = []
            r, c = row + d_row, col + d_col
            while 0 <= r < size and 0 <= c < size:
                ray.append(r * size + c)
                r, c = r + d_row, c + d_col
            cell_rays.append(tuple(ray))
        rays.append(tuple(cell_rays))
        neighbours.append(tuple(ray[0] for ray in cell_rays if ray))
    return Geometry(
        size=size,
        cells=cells,
        centre=cells // 2,
        names=names,
        neighbours=tuple(neighbours),
        rays=tuple(rays),
    )
