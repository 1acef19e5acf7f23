"""Atomic actions (docs/rules.md §1) and their notation (docs/rules.md §8).

An action is a small immutable value: a kind and the cells it names. Its text form needs the
board size to name cells, so it is printed and parsed against a size.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .geometry import CellError, geometry

PLACE: Final = "place"
STEP: Final = "step"
PASS: Final = "pass"
END: Final = "end"
REMOVE: Final = "remove"
RANSOM: Final = "ransom"
ACCEPT: Final = "accept"
REFUSE: Final = "refuse"
OFFER: Final = "offer"
RESIGN: Final = "resign"
TIMEOUT: Final = "timeout"

# Kinds written as one bare word in the notation.
WORD_KINDS: Final = (PASS, END, ACCEPT, REFUSE, OFFER, RESIGN, TIMEOUT)


class NotationError(ValueError):
    """Text that is not an action in the notation of docs/rules.md §8."""


class Action(NamedTuple):
    """One atomic action.

    `cells` holds: for a placement or removal the one cell; for a step (from, to); for a ransom
    (own piece, enemy piece, enemy piece) with the two enemy cells in ascending order; nothing
    for the one-word actions.
    """

    kind: str
    cells: tuple[int, ...] = ()

    def notation(self, size: int) -> str:
        """The action as text, without captures, e.g. `@c2`, `c2-c3`, `xc4`, `pass`."""
        names = geometry(size).names
        if self.kind == PLACE:
            return "@" + names[self.cells[0]]
        if self.kind == STEP:
            return f"{names[self.cells[0]]}-{names[self.cells[1]]}"
        if self.kind == REMOVE:
            return "x" + names[self.cells[0]]
        if self.kind == RANSOM:
            own, first, second = (names[c] for c in self.cells)
            return f"ransom {own}:{first},{second}"
        return self.kind


def place(cell: int) -> Action:
    """Put one piece from hand on `cell`."""
    return Action(PLACE, (cell,))


def step(origin: int, target: int) -> Action:
    """Move the piece on `origin` one cell to `target`."""
    return Action(STEP, (origin, target))


def remove(cell: int) -> Action:
    """Remove the piece on `cell` (seejeh blocked rule, lane first-step exception)."""
    return Action(REMOVE, (cell,))


def ransom(own: int, first: int, second: int) -> Action:
    """Sija ransom request: give `own`, take the opponent's `first` and `second`."""
    low, high = sorted((first, second))
    return Action(RANSOM, (own, low, high))


def word(kind: str) -> Action:
    """One of the one-word actions (`pass`, `end`, `accept`, ...)."""
    if kind not in WORD_KINDS:
        raise NotationError(f"'{kind}' is not a one-word action")
    return Action(kind)


def parse_action(text: str, size: int) -> Action:
    """Parse an action; captures written after a step (`c2-c3xc4`) are ignored.

    Raises NotationError with a readable message on anything else.
    """
    cleaned = " ".join(text.strip().lower().split())
    if not cleaned:
        raise NotationError("empty action")
    grid = geometry(size)
    try:
        if cleaned in WORD_KINDS:
            return Action(cleaned)
        if cleaned.startswith("@"):
            return place(grid.parse(cleaned[1:]))
        if cleaned.startswith("x"):
            return remove(grid.parse(cleaned[1:]))
        if cleaned.startswith("ransom"):
            return _parse_ransom(cleaned[len("ransom") :], size)
        if "-" in cleaned:
            origin, _, rest = cleaned.partition("-")
            target = rest.split("x", 1)[0]
            return step(grid.parse(origin), grid.parse(target))
    except CellError as error:
        raise NotationError(f"bad action '{text.strip()}': {error}") from None
    raise NotationError(
        f"'{text.strip()}' is not an action (expected e.g. @c2, c2-c3, xc4, pass, end, "
        "ransom b2:d4,e5, accept, refuse, offer, resign)"
    )


def _parse_ransom(rest: str, size: int) -> Action:
    grid = geometry(size)
    own, colon, enemies = rest.strip().partition(":")
    parts = [p.strip() for p in enemies.split(",")]
    if not colon or len(parts) != 2:
        raise NotationError("a ransom is written 'ransom b2:d4,e5' (own piece, two enemy pieces)")
    first, second = grid.parse(parts[0]), grid.parse(parts[1])
    if first == second:
        raise NotationError("a ransom names two different enemy pieces")
    return ransom(grid.parse(own), first, second)


def recorded_notation(action: Action, captured: tuple[int, ...], size: int) -> str:
    """An action as records, the protocol and the move list write it: a step followed by the
    cells it captured (`c2-c3xc4xd3`), anything else in plain notation (docs/rules.md §8)."""
    if action.kind != STEP or not captured:
        return action.notation(size)
    names = geometry(size).names
    return action.notation(size) + "".join("x" + names[c] for c in captured)
