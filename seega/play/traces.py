"""What the board shows of *why*: the trace of the last turn's captures, and the pieces the
opponent could take next.

Both are read from the core: the trace from the played actions' events and the capture rule's
own lines (`capture_lines`), the danger from the opponent's legal steps (`in_danger`); nothing
here decides a rule. The drawing of the `Trace` is `seega.ui.render.why_art`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from seega.challenges.journey import Stage, first_chapter
from seega.core import BLACK, Action, EventKind, GameState
from seega.core import actions as act
from seega.core.captures import board_after_step, capture_lines
from seega.core.line import Played
from seega.core.players import LEARNING_LEVEL
from seega.core.threats import in_danger, threats
from seega.game.match import Match


@dataclass(frozen=True)
class Trace:
    """The captures of one turn: the pieces taken (`ghosts`: cell, dark), the pieces that took
    them (`enclosers`: the stepping piece and those that closed the line) and each capture line
    that passed an immune centre piece (`centre_lines`: the cells from the mover to the last
    closer)."""

    ghosts: tuple[tuple[int, bool], ...] = ()
    enclosers: tuple[int, ...] = ()
    centre_lines: tuple[tuple[int, ...], ...] = ()

    @property
    def cells(self) -> frozenset[int]:
        """Every cell the trace marks (hovering one lights the turn in the move list)."""
        return frozenset(c for c, _ in self.ghosts) | frozenset(self.enclosers)


NO_TRACE = Trace()


# Danger is worked out once per position and side (the board draws every frame).
DANGER_CACHE_SIZE = 8


def trace_of(turn: Sequence[Played]) -> Trace:
    """The trace of a turn's actions (steps and their chains, removals)."""
    ghosts: list[tuple[int, bool]] = []
    enclosers: list[int] = []
    lines: list[tuple[int, ...]] = []
    for played in turn:
        before = played.before
        for event in played.events:
            if event.kind in (EventKind.CAPTURED, EventKind.REMOVED):
                ghosts += [(cell, before.board[cell] == BLACK) for cell in event.cells]
        if played.action.kind != act.STEP or not played.captured:
            continue
        target = played.action.cells[1]
        board = board_after_step(before, played.action)
        immune = before.geometry.centre if before.rules.centre_immune else -1
        for line in capture_lines(board, before.rules, before.geometry, target, played.side):
            enclosers += [c for c in (line.mover, *line.closers) if c not in enclosers]
            if immune in line.through and immune not in line.taken:
                lines.append((line.mover, *line.through))
    return Trace(tuple(ghosts), tuple(enclosers), tuple(lines))


def danger_on(setting: str, match: Match, stage: Stage | None) -> bool:
    """Whether the danger marks are shown: the setting, or on `auto` the learning games (the
    learning level's computer, the journey's first chapter)."""
    if setting != "auto":
        return setting == "on"
    if stage is not None and first_chapter(stage):
        return True
    return any(seat.level == LEARNING_LEVEL for seat in match.seats)


@dataclass(frozen=True)
class Danger:
    """`side`'s pieces the opponent's next step could take (`pieces`: cell -> those steps),
    and what each such step would take (`steps`)."""

    pieces: dict[int, tuple[Action, ...]]
    steps: dict[Action, tuple[int, ...]]


@lru_cache(maxsize=DANGER_CACHE_SIZE)
def danger(state: GameState, side: int) -> Danger:
    """The danger to `side` in `state` (cached: the board draws every frame)."""
    return Danger(in_danger(state, side), threats(state, side))
