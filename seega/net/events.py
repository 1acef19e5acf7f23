"""What the window's client reports (`Client.events()`): the link's state and the server's news,
decoded into the core's own values.

The window polls these each frame, as it polls the computer's worker; nothing here blocks or
knows the network. Times are milliseconds left when the news arrived: the window counts them
down on its own clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from seega.core import Action, GameState, Outcome, RuleSet

from .messages import Colour, Presence, Refusal


class Link(str, Enum):
    """The connection to the server as the player sees it."""

    CONNECTING = "connecting"  # the first connection is being made
    ONLINE = "online"  # connected and greeted
    RETRYING = "retrying"  # dropped; the next try comes after `retry_ms`
    GAVE_UP = "gave_up"  # every try failed (Backoff.attempts): the window may start another
    CLOSED = "closed"  # the window closed the client


@dataclass(frozen=True)
class Offer:
    """The game a host offers: rule set, board size, the host's colour (or the coin toss) and
    the think time in seconds (0: off; only a rule set with think time keeps one)."""

    rules: RuleSet
    size: int
    colour: Colour
    think_time_s: int = 0


@dataclass(frozen=True)
class LinkChanged:
    """The link changed; `retry_ms` is the wait before the next try while RETRYING."""

    link: Link
    retry_ms: int = 0


@dataclass(frozen=True)
class Invitation:
    """The host's code to read aloud (e.g. `K7QM-3XPA-TR9D`), open for `expires_ms` more."""

    code: str
    expires_ms: int


@dataclass(frozen=True)
class GameShown:
    """The whole game, when it starts, after a resume and for a rematch: this player's `side`
    (WHITE or BLACK), the start, the actions since, the think time (s, 0 off), the clock of
    the side to act (None: none runs), and the opponent's presence and grace left."""

    game: str
    side: int
    start: GameState
    actions: tuple[Action, ...]
    think_time_s: int
    clock_ms: int | None
    opponent: Presence
    grace_ms: int


@dataclass(frozen=True)
class ActionPlayed:
    """The server accepted the `ply`-th action (from 0; either side's, the timeout too): the
    action, the position after it and the clock of the side now to act."""

    ply: int
    action: Action
    state: GameState
    clock_ms: int | None


@dataclass(frozen=True)
class OpponentChanged:
    """The opponent came, dropped or came back; while away, the grace left, and whether a
    claim would be accepted now."""

    presence: Presence
    grace_ms: int
    claimable: bool


@dataclass(frozen=True)
class GameEnded:
    """The game is over: the core's outcome and the record (docs/records.md) to keep."""

    outcome: Outcome
    record: str


@dataclass(frozen=True)
class RematchOffered:
    """The opponent asked for a rematch: `rematch()` accepts."""


@dataclass(frozen=True)
class Refused:
    """The server refused what this player sent: why (a `Refusal`) and its reason for a person."""

    reason: Refusal
    detail: str


NetEvent = (
    LinkChanged
    | Invitation
    | GameShown
    | ActionPlayed
    | OpponentChanged
    | GameEnded
    | RematchOffered
    | Refused
)
