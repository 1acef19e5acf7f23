"""Boards as bit sets in Python ints, for a fast evaluation and move ordering.

Bit `i` stands for cell `i` (`row * size + col`, as in `seega.core.geometry`). Nothing here
decides legality: the core's `legal_actions` does. These sets only *estimate* (which steps
may capture, how mobile a side is), and the search checks every estimate against the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from seega.core.bits import bit_board
from seega.core.frozen import Frozen
from seega.core.rulesets import CaptureShape, RuleSet


@dataclass(frozen=True)
class Masks(Frozen):
    """The fixed bit sets of one board size the evaluation reads.

    `full`, `centre` and the column sets are the core's (`seega.core.bits.bit_board`).
    """

    size: int
    full: int
    centre: int  # the centre cell's bit
    not_first_col: int  # cells with a left neighbour
    not_last_col: int  # cells with a right neighbour
    edges: int  # border cells, corners included
    gates: int  # the four neighbours of the centre: the only first steps


@cache
def masks(size: int) -> Masks:
    """The masks of an N×N board."""
    core = bit_board(size)
    full, centre = core.full, core.centre
    bottom = (1 << size) - 1
    top = bottom << (size * (size - 1))
    return Masks(
        size=size,
        full=full,
        centre=centre,
        not_first_col=core.not_first_col,
        not_last_col=core.not_last_col,
        edges=full & ~(core.not_first_col & core.not_last_col) | bottom | top,
        gates=(centre << 1) | (centre >> 1) | (centre << size) | (centre >> size),
    )


def directions(m: Masks, cells: int) -> tuple[int, int, int, int]:
    """For each direction d (right, left, up, down): the cells whose d-neighbour is in `cells`.

    Stepping a piece of `cells` against d lands on such a cell, so `directions(own)[d] & empty`
    are the targets of the steps that move in the opposite direction.
    """
    size = m.size
    return (
        (cells >> 1) & m.not_last_col,
        (cells << 1) & m.not_first_col,
        cells >> size,
        (cells << size) & m.full,
    )


def neighbours(m: Masks, cells: int) -> int:
    """Every cell next to some cell of `cells`."""
    right, left, up, down = directions(m, cells)
    return right | left | up | down


def mobility(m: Masks, own: int, empty: int) -> int:
    """How many steps `own` has on the board (before any rule set's extra limits)."""
    right, left, up, down = directions(m, own)
    return (
        (right & empty).bit_count()
        + (left & empty).bit_count()
        + (up & empty).bit_count()
        + (down & empty).bit_count()
    )


class Shape(NamedTuple):
    """What the estimates need of a rule set's capture shape: read once per rule set
    (`shape_of`) and kept by whoever estimates often (the evaluation, the search)."""

    longest: int  # the longest enemy run one step can enclose
    lone_centre_safe: bool  # single shape, immune centre: a centre piece is never taken
    shielded: bool  # single and alternating: a friendly neighbour on an axis shields a piece
    centre_immune: bool


@cache
def shape_of(rules: RuleSet) -> Shape:
    shape = rules.capture
    if shape is CaptureShape.LINE:
        longest = 1_000  # any run fits on the board
    elif shape is CaptureShape.LINE_1_OR_2:
        longest = 2
    else:
        longest = 1  # single, and the first pair of an alternating series
    single = shape is CaptureShape.SINGLE
    return Shape(
        longest=longest,
        lone_centre_safe=single and rules.centre_immune,
        shielded=single or shape is CaptureShape.ALTERNATING,
        centre_immune=rules.centre_immune,
    )


def capture_targets(m: Masks, shape: Shape, own: int, enemy: int, empty: int) -> int:
    """Empty cells where a step of `own` would capture (a superset: checked by the core).

    A step's captures depend only on where it lands, never on where it came from: the origin
    is next to the target, while the far anvil of a capture is at least two cells away.
    """
    if shape.lone_centre_safe:
        enemy &= ~m.centre  # a lone immune centre piece is never taken (docs/rules.md §3)
    longest = min(shape.longest, m.size)
    size = m.size
    # Towards the right and upwards a neighbour is a right shift; the other two, a left shift.
    found = (
        _before_runs(own, enemy, 1, m.not_last_col, longest)
        | _before_runs(own, enemy, size, m.full, longest)
        | _after_runs(own, enemy, 1, m.not_first_col, longest)
        | _after_runs(own, enemy, size, m.full, longest)
    )
    return found & empty


def _before_runs(own: int, enemy: int, shift: int, mask: int, longest: int) -> int:
    """The cells `shift` bits below runs of up to `longest` enemy cells that an own piece
    closes `shift` bits above (one direction per call: a compiled build keeps it unboxed)."""
    run = enemy & (own >> shift) & mask  # enemy cells with an own piece beyond
    enclosed = run
    for _ in range(longest - 1):
        run = enemy & (run >> shift) & mask
        if not run:
            break
        enclosed |= run
    return (enclosed >> shift) & mask


def _after_runs(own: int, enemy: int, shift: int, mask: int, longest: int) -> int:
    """`_before_runs` the other way: the cells `shift` bits above runs closed below."""
    run = enemy & (own << shift) & mask
    enclosed = run
    for _ in range(longest - 1):
        run = enemy & (run << shift) & mask
        if not run:
            break
        enclosed |= run
    return (enclosed << shift) & mask


def exposed(m: Masks, shape: Shape, own: int) -> int:
    """Pieces of `own` that some enemy line could enclose: both neighbours on one axis exist.

    Under the single and alternating shapes a friendly neighbour on an axis shields it (a plain
    `E E F` run captures nothing); under the line shapes it does not.
    """
    right, left, up, down = directions(m, own)
    across = own & m.not_first_col & m.not_last_col
    along = own & (m.full >> m.size) & ~((1 << m.size) - 1)
    if shape.shielded:
        across &= ~(right | left)
        along &= ~(up | down)
    found = across | along
    if shape.centre_immune:
        found &= ~m.centre
    return found
