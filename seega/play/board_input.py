"""From clicks on cells to actions, using only the legal actions the rules engine lists.

`Picker` keeps what the player has chosen so far (a piece to move, the cells of a ransom)
and answers each click with what happened. It never decides a rule: a cell is selectable
because some legal action starts there, a target is marked because a legal step ends there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from seega.core import Action
from seega.core import actions as act


class Result(Enum):
    """What a click did."""

    PLAY = "play"  # `action` is ready to be played
    SELECT = "select"  # a piece (or a ransom cell) was chosen
    UNSELECT = "unselect"  # a choice was taken back
    ILLEGAL = "illegal"  # nothing legal starts or ends on that cell


@dataclass(frozen=True)
class Click:
    """The answer to a click: a result, and the action when it is PLAY."""

    result: Result
    action: Action | None = None


def steps_by_origin(legal: Sequence[Action]) -> dict[int, dict[int, Action]]:
    """Legal steps grouped as {origin: {target: action}}."""
    grouped: dict[int, dict[int, Action]] = {}
    for action in legal:
        if action.kind == act.STEP:
            grouped.setdefault(action.cells[0], {})[action.cells[1]] = action
    return grouped


def single_cell_actions(legal: Sequence[Action]) -> dict[int, Action]:
    """Placements and removals by their cell."""
    return {a.cells[0]: a for a in legal if a.kind in (act.PLACE, act.REMOVE)}


@dataclass
class Picker:
    """The player's choices in progress on the board."""

    selected: int | None = None
    ransom: list[int] = field(default_factory=list)

    def clear(self) -> None:
        """Forget every choice (after an action, an undo, a new position)."""
        self.selected = None
        self.ransom.clear()

    def targets(self, legal: Sequence[Action]) -> dict[int, Action]:
        """Where the selected piece may go."""
        if self.selected is None:
            return {}
        return steps_by_origin(legal).get(self.selected, {})

    def click(self, cell: int, legal: Sequence[Action], picking_ransom: bool = False) -> Click:
        """Answer a click on `cell` given the legal actions of the position shown."""
        if picking_ransom:
            return self._ransom_click(cell, legal)
        singles = single_cell_actions(legal)
        if cell in singles:
            return Click(Result.PLAY, singles[cell])
        steps = steps_by_origin(legal)
        if self.selected is not None and cell in steps.get(self.selected, {}):
            return Click(Result.PLAY, steps[self.selected][cell])
        if cell in steps:
            if cell == self.selected and len(steps) > 1:
                # Taking the choice back is only useful when another piece could be chosen;
                # in a chain the chaining piece is the only one, so a click keeps it chosen.
                self.selected = None
                return Click(Result.UNSELECT)
            self.selected = cell
            return Click(Result.SELECT)
        self.selected = None
        return Click(Result.ILLEGAL)

    def drop(self, origin: int, cell: int | None, legal: Sequence[Action]) -> Action | None:
        """The step for a piece dragged from `origin` and released on `cell`, if legal."""
        if cell is None:
            return None
        return steps_by_origin(legal).get(origin, {}).get(cell)

    def _ransom_click(self, cell: int, legal: Sequence[Action]) -> Click:
        ransoms = [a for a in legal if a.kind == act.RANSOM]
        if cell in self.ransom:
            self.ransom.remove(cell)
            return Click(Result.UNSELECT)
        own = self.ransom[:1]
        enemies = self.ransom[1:]
        if not own:
            if any(a.cells[0] == cell for a in ransoms):
                self.ransom.append(cell)
                return Click(Result.SELECT)
            return Click(Result.ILLEGAL)
        wanted = sorted([*enemies, cell])
        fits = [a for a in ransoms if a.cells[0] == own[0] and set(wanted) <= set(a.cells[1:])]
        if not fits:
            return Click(Result.ILLEGAL)
        self.ransom.append(cell)
        if len(wanted) == 2:
            action = Action(act.RANSOM, (own[0], *wanted))
            return Click(Result.PLAY, action)
        return Click(Result.SELECT)

    def ransom_candidates(self, legal: Sequence[Action]) -> set[int]:
        """Cells that could be clicked next while picking a ransom."""
        ransoms = [a for a in legal if a.kind == act.RANSOM]
        if not self.ransom:
            return {a.cells[0] for a in ransoms}
        own, enemies = self.ransom[0], set(self.ransom[1:])
        return {
            cell
            for a in ransoms
            if a.cells[0] == own and enemies <= set(a.cells[1:])
            for cell in a.cells[1:]
            if cell not in enemies
        }


def cursor_start(last: Action | None, centre: int) -> int:
    """Where the keyboard's cursor appears: where the `last` action ended, or the `centre`."""
    if last is not None and last.kind in (act.PLACE, act.STEP, act.REMOVE):
        return last.cells[-1]
    return centre


def cursor_moved(cursor: int, d_row: int, d_col: int, size: int) -> int:
    """The cursor moved by (`d_row`, `d_col`) on a board of `size`, kept on the board (row 0
    is at the bottom; the board never mirrors)."""
    row, col = divmod(cursor, size)
    row, col = min(size - 1, max(0, row + d_row)), min(size - 1, max(0, col + d_col))
    return row * size + col
