"""One game as a line of positions, shared by every holder of a game: the window's match, the
text protocol's engine, the review.

The line keeps the start, each action with its events and the state after it, and a cursor:
undo moves the cursor back, redo forward, and an action played from an earlier point cuts
what lay ahead. Nothing here decides a rule (every action goes through `apply_action`) or
knows who chose an action; holders keep that beside the line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from .actions import Action, recorded_notation
from .frozen import Frozen
from .position import format_position
from .record import GameRecord, in_runs, parse_record
from .rules import apply_action
from .state import Event, GameState, Phase, captured_cells, new_game


@dataclass(frozen=True)
class Played(Frozen):
    """One action as it happened: who did it, the states around it, and the core's events."""

    action: Action
    side: int
    before: GameState
    after: GameState
    events: tuple[Event, ...]

    @property
    def captured(self) -> tuple[int, ...]:
        """The cells this action captured."""
        return captured_cells(self.events)

    @property
    def notation(self) -> str:
        """The action as records and the move list write it (`c2-c3xc4`)."""
        return recorded_notation(self.action, self.captured, self.before.size)


@dataclass
class GameLine:
    """See the module docstring. Build with `GameLine.starting_at(state)` or `from_record`."""

    states: list[GameState]
    actions: list[Action] = field(default_factory=list)
    events: list[tuple[Event, ...]] = field(default_factory=list)
    cursor: int = 0  # how many actions are in effect: `states[cursor]` is the position now

    @classmethod
    def starting_at(cls, start: GameState) -> GameLine:
        """A line with no action yet."""
        return cls([start])

    @classmethod
    def from_record(cls, record: GameRecord) -> GameLine:
        """The line of a game record, cursor at its end (the record was checked on reading)."""
        line = cls.starting_at(record.start_state())
        for action in record.actions:
            line.play(action)
        return line

    @classmethod
    def from_record_text(cls, text: str) -> GameLine:
        """The line of a record's text; RecordError (a ValueError) names a bad line."""
        return cls.from_record(parse_record(text))

    @property
    def start(self) -> GameState:
        """Where the game began."""
        return self.states[0]

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.states[self.cursor]

    @property
    def played(self) -> list[Action]:
        """The actions in effect, from the start to now (undone actions excluded)."""
        return self.actions[: self.cursor]

    @property
    def ahead(self) -> int:
        """How many undone actions redo could bring back."""
        return len(self.actions) - self.cursor

    def played_at(self, index: int) -> Played:
        """Action `index` (from 0) with the states around it and its events."""
        before = self.states[index]
        after = self.states[index + 1]
        return Played(self.actions[index], before.to_move, before, after, self.events[index])

    def turn_start(self, end: int) -> int:
        """Where the turn holding action `end - 1` began: a run of one side's actions in one
        phase (two placements; a step and its chain). Under traditional the last placer
        steps first, and that step begins a turn of its own."""
        side = self.states[end - 1].to_move
        phase = self.states[end - 1].phase
        start = end - 1
        while start > 0 and (self.states[start - 1].to_move, self.states[start - 1].phase) == (
            side,
            phase,
        ):
            start -= 1
        return start

    def turns(self) -> list[list[Played]]:
        """The actions in effect grouped into turns (see `turn_start`), oldest first."""
        played = [self.played_at(index) for index in range(self.cursor)]
        return in_runs(played, _side_and_phase)

    @property
    def last(self) -> Played | None:
        """The most recent action in effect, or None at the start."""
        return self.played_at(self.cursor - 1) if self.cursor else None

    def play(self, action: Action) -> Played:
        """Apply `action` for the side to act (IllegalActionError leaves the line as it was);
        whatever lay ahead of the cursor is cut."""
        before = self.state
        after, events = apply_action(before, action)
        del self.states[self.cursor + 1 :]
        del self.actions[self.cursor :]
        del self.events[self.cursor :]
        self.states.append(after)
        self.actions.append(action)
        self.events.append(events)
        self.cursor += 1
        return Played(action, before.to_move, before, after, events)

    def go_to(self, cursor: int) -> None:
        """Move the cursor to any point of the line (undo and redo); ValueError outside it."""
        if not 0 <= cursor <= len(self.actions):
            raise ValueError(f"no position {cursor} in a line of {len(self.actions)} actions")
        self.cursor = cursor

    def record(
        self,
        white: str,
        black: str,
        played_on: date | None = None,
        think_time_s: int | None = None,
    ) -> GameRecord:
        """The game so far (to the cursor) as a game record; players as `players.player_text`
        writes them."""
        start = self.start
        fresh = start == new_game(start.rules, start.size)
        return GameRecord(
            rules=start.rules.name,
            size=start.size,
            white=white,
            black=black,
            played_on=played_on or date.today(),
            outcome=self.state.outcome,
            actions=tuple(self.played),
            start=None if fresh else format_position(start),
            think_time_s=think_time_s if start.rules.think_time else None,
        )


def _side_and_phase(played: Played) -> tuple[int, Phase]:
    """What a turn of the line shares: the side to act and the phase before each action."""
    return played.side, played.before.phase
