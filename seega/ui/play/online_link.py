"""What the online game's coach hears from, and asks of, its link to the server: a small
vocabulary of its own, so the coach is tested with a fake link feeding these values, and the
network client is adapted to it in one place. No pygame here.

Actions travel as the core's notation (docs/rules.md §8); times as milliseconds left, counted
from when the value arrived (the two computers' clocks never meet).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol


class LinkState(Enum):
    """How the link to the server stands."""

    UP = "up"  # connected, the game's messages flow
    DOWN = "down"  # dropped: the link is reconnecting by itself
    CLOSED = "closed"  # given up (the server refused us, or the game is gone)


@dataclass(frozen=True)
class Seated:
    """The game as the server holds it, on joining and on every resume: the side played here,
    the rule set and board, the actions so far in notation, and the think time the side to
    act has left (None: no clock)."""

    game: str
    side: int
    rules: str
    size: int
    actions: tuple[str, ...]
    clock_left_ms: int | None = None


@dataclass(frozen=True)
class Moved:
    """An action the server accepted: its index in the game's line (from 0), in notation, and
    the think time the next side to act has left."""

    index: int
    action: str
    clock_left_ms: int | None = None


@dataclass(frozen=True)
class Linked:
    """The link's state changed."""

    state: LinkState
    reason: str = ""


@dataclass(frozen=True)
class OpponentAway:
    """The opponent's connection dropped: their game is kept for them this long (ms); once it
    is gone, the player who stayed may claim the game."""

    grace_left_ms: int


@dataclass(frozen=True)
class OpponentBack:
    """The opponent is connected again."""


@dataclass(frozen=True)
class Refused:
    """The server refused what this side sent, with its reason (in English, from the
    protocol: shown after the window's own words)."""

    reason: str


@dataclass(frozen=True)
class Ended:
    """The game ended by the server's word where no action of the rules ends it (a claim after
    the grace period); `winner` the side that won, the record in docs/records.md's format."""

    winner: int
    record: str


LinkEvent = Seated | Moved | Linked | OpponentAway | OpponentBack | Refused | Ended


class Link(Protocol):
    """The online game's line to the server; no call blocks."""

    def play(self, action: str) -> None:
        """Send an action of this side, in notation."""
        ...

    def claim(self) -> None:
        """Claim the game: the opponent's grace period is over."""
        ...

    def rematch(self) -> None:
        """Ask for a new game between the same two, colours swapped."""
        ...

    def events(self) -> list[LinkEvent]:
        """What arrived since the last call, oldest first."""
        ...

    def close(self) -> None:
        """Leave the game (the window is done with it)."""
        ...
