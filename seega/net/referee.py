"""One online game held and judged by the server, in the core's own types (docs/online.md).

The referee keeps the game line (seega/core/line.py), and every action goes through the rules
engine (`GameLine.play`, which refuses what `legal_actions` does not hold); it checks whose
turn it is and which position an action was meant for, keeps the think time (sija) on the
clock it is given, notes who is connected, and ends the game as the core ends it: by the
rules, a resignation, the clock, or a claim when the opponent stayed away past the grace
period. Time is always passed in (`now_ms`, milliseconds of the server's clock), so tests
drive it without waiting. Nothing here knows the network or the database.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime, timezone
from typing import Final

from seega import PROGRAM
from seega.core import (
    BLACK,
    PLACEMENT,
    WHITE,
    Action,
    GameState,
    IllegalActionError,
    NotationError,
    opponent,
    parse_action,
)
from seega.core import actions as act
from seega.core.line import GameLine, Played
from seega.core.players import player_text
from seega.core.record import format_record

from .messages import Presence, Refusal

# A dropped player's seat is kept this long before the opponent may claim the game: a laptop
# woken from sleep or a phone moved to another network is back well within it.
GRACE_MS: Final = 3 * 60_000
MS_PER_SECOND: Final = 1000
# A person plays both seats of an online game: records write each as a person.
PERSON: Final = player_text(None)
# What a player may never send: the clock's action is the server's alone.
SERVER_ONLY: Final = frozenset({act.TIMEOUT})


class RefereeError(ValueError):
    """An intention the referee refused: why (a Refusal) and a reason for a person."""

    def __init__(self, refusal: Refusal, reason: str) -> None:
        super().__init__(reason)
        self.refusal = refusal


@dataclass
class Seat:
    """One player's place: connected or not (since when), and what they asked for."""

    connected: bool = False
    away_since_ms: int | None = None
    joined: bool = False
    resigns: bool = False  # resigned out of turn: played the moment this side is to act
    wants_rematch: bool = False


@dataclass
class Referee:
    """See the module docstring. `host_side` is WHITE or BLACK; `think_ms` 0 for no clock."""

    game_id: str
    line: GameLine
    think_ms: int
    host_side: int
    started_ms: int
    turn_started_ms: int = 0
    seats: dict[int, Seat] = field(default_factory=lambda: {WHITE: Seat(), BLACK: Seat()})

    @classmethod
    def new(
        cls, game_id: str, start: GameState, think_s: int, host_side: int, now_ms: int
    ) -> Referee:
        """A game offered by a host on `host_side`, no guest yet; think time only where the
        rule set keeps one."""
        think_ms = think_s * MS_PER_SECOND if start.rules.think_time else 0
        referee = cls(game_id, GameLine.starting_at(start), think_ms, host_side, now_ms, now_ms)
        referee.seats[host_side].joined = True
        return referee

    # -----------------------------------------------------------------------------------------
    # What the game is now

    @property
    def state(self) -> GameState:
        return self.line.state

    @property
    def ply(self) -> int:
        """How many actions were played."""
        return len(self.line.actions)

    @property
    def is_over(self) -> bool:
        return self.state.outcome is not None

    @property
    def guest_side(self) -> int:
        return opponent(self.host_side)

    @property
    def started(self) -> bool:
        """Both players have taken their seats."""
        return self.seats[self.guest_side].joined

    @property
    def clock_runs(self) -> bool:
        """Think time is on, the game is under way and past placement (docs/rules.md §2)."""
        return (
            bool(self.think_ms)
            and self.started
            and not self.is_over
            and (self.state.phase != PLACEMENT)
        )

    def clock_ms(self, now_ms: int) -> int | None:
        """The think time left to the side to act; None when no clock runs."""
        if not self.clock_runs:
            return None
        return max(0, self.think_ms - (now_ms - self.turn_started_ms))

    def presence(self, side: int) -> Presence:
        seat = self.seats[side]
        if not seat.joined:
            return Presence.WAITING
        return Presence.HERE if seat.connected else Presence.AWAY

    def grace_ms(self, side: int, now_ms: int) -> int:
        """What is left of `side`'s grace period while it is away (0 once over or present)."""
        away = self.seats[side].away_since_ms
        if self.seats[side].connected or away is None:
            return 0
        return max(0, GRACE_MS - (now_ms - away))

    def claimable_by(self, side: int, now_ms: int) -> bool:
        """`side` may claim the game: the opponent is away past its grace, and is to act (its
        seat's turn is then written as its resignation)."""
        other = opponent(side)
        return (
            not self.is_over
            and self.started
            and self.presence(other) is Presence.AWAY
            and self.grace_ms(other, now_ms) == 0
            and self.state.to_move == other
        )

    # -----------------------------------------------------------------------------------------
    # Seats

    def join(self) -> None:
        """The guest takes its seat: the game begins, and its clock with it."""
        self.seats[self.guest_side].joined = True

    def connect(self, side: int) -> None:
        self.seats[side].connected = True
        self.seats[side].away_since_ms = None

    def drop(self, side: int, now_ms: int) -> None:
        """`side`'s connection dropped: its grace period starts."""
        self.seats[side].connected = False
        self.seats[side].away_since_ms = now_ms

    # -----------------------------------------------------------------------------------------
    # Acting

    def play(self, side: int, ply: int, text: str, now_ms: int) -> list[Played]:
        """`side` plays `text` (the core's notation), meant for the position after `ply`
        actions; the actions that followed (a timeout first if the clock ran out, a pending
        resignation after), or RefereeError."""
        done = self.expire(now_ms)
        self._check_turn(side)
        if ply != self.ply:
            raise RefereeError(
                Refusal.STALE, f"that action was meant for move {ply}; the game is at {self.ply}"
            )
        try:
            action = parse_action(text, self.state.size)
        except NotationError as error:
            raise RefereeError(Refusal.NOTATION, str(error)) from None
        if action.kind in SERVER_ONLY:
            raise RefereeError(Refusal.ILLEGAL, "the server keeps the time")
        return done + self._apply(action, now_ms)

    def resign(self, side: int, now_ms: int) -> list[Played]:
        """`side` gives up: at once when it is to act, otherwise the moment it is."""
        done = self.expire(now_ms)
        if self.is_over:
            raise RefereeError(Refusal.GAME_OVER, "the game is over")
        self.seats[side].resigns = True
        return done + self._pending(now_ms)

    def claim(self, side: int, now_ms: int) -> list[Played]:
        """`side` wins a game its opponent left: the opponent's turn is written as its
        resignation. RefereeError unless `claimable_by(side)`."""
        done = self.expire(now_ms)
        if self.is_over:
            raise RefereeError(Refusal.GAME_OVER, "the game is over")
        if not self.claimable_by(side, now_ms):
            other = opponent(side)
            if self.presence(other) is not Presence.AWAY:
                why = "your opponent is here"
            elif self.grace_ms(other, now_ms):
                why = f"your opponent has {self.grace_ms(other, now_ms) // 1000} s left to return"
            else:
                why = "it is your turn: play, and claim when your opponent is to act"
            raise RefereeError(Refusal.NOT_CLAIMABLE, why)
        return done + self._apply(Action(act.RESIGN), now_ms)

    def expire(self, now_ms: int) -> list[Played]:
        """The timeout, if the side to act ran out of think time by `now_ms`."""
        if self.clock_ms(now_ms) != 0:
            return []
        return self._apply(Action(act.TIMEOUT), now_ms)

    def ask_rematch(self, side: int) -> bool:
        """`side` asks for a rematch; True once both have (then play the new game)."""
        if not self.is_over:
            raise RefereeError(Refusal.NO_OPPONENT, "a rematch follows a finished game")
        self.seats[side].wants_rematch = True
        return all(seat.wants_rematch for seat in self.seats.values())

    def _check_turn(self, side: int) -> None:
        if self.is_over:
            raise RefereeError(Refusal.GAME_OVER, "the game is over")
        if not self.started:
            raise RefereeError(Refusal.NO_OPPONENT, "no opponent has joined yet")
        if self.state.to_move != side:
            raise RefereeError(Refusal.OUT_OF_TURN, "it is your opponent's turn")

    def _apply(self, action: Action, now_ms: int) -> list[Played]:
        try:
            played = self.line.play(action)
        except IllegalActionError as error:
            raise RefereeError(Refusal.ILLEGAL, str(error)) from None
        self.turn_started_ms = now_ms
        return [played, *self._pending(now_ms)]

    def _pending(self, now_ms: int) -> list[Played]:
        """A resignation waiting for its side's turn, played now that it is."""
        if self.is_over or not self.seats[self.state.to_move].resigns:
            return []
        return self._apply(Action(act.RESIGN), now_ms)

    # -----------------------------------------------------------------------------------------
    # The record

    def record_text(self) -> str:
        """The game as a record (docs/records.md), as both players' past games keep it."""
        record = self.line.record(PERSON, PERSON, self.played_on, self.think_ms // MS_PER_SECOND)
        return format_record(replace(record, program=PROGRAM))

    @property
    def played_on(self) -> date:
        return datetime.fromtimestamp(self.started_ms / 1000, timezone.utc).date()
