"""The one way a game starts: every kind of game the window offers is made here.

A new game between any seats, from a set-up, from a challenge's position, played on from a
reviewed position, a rematch, or against a person on another computer: each goes through
`_start`, so the think clock, the computer's delay and the worker are set the same way for all
of them; a game continued from its autosave (`resumed`) gets the same worker and delay (its
clock is the one it was saved with). `Pace` carries what the player's settings and the running
program decide (the worker, how long the computer waits before it acts, the think time);
callers build it once per game from the settings.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from seega.core import WHITE, GameState, opponent
from seega.core.players import Level
from seega.core.rulesets import RuleSet
from seega.core.setups import Setup

from .match import MS_PER_SECOND, Match, SavedGame, Seat
from .worker import Thinker


@dataclass(frozen=True)
class Pace:
    """How a game's computer is asked and shown: its worker, the wait before its action is
    shown (already scaled by the animation speed), and the think time per action in seconds
    (0: no clock; only rule sets with a clock use it)."""

    thinker: Thinker
    computer_delay_ms: int
    think_time_s: int = 0

    def with_thinker(self, thinker: Thinker) -> Pace:
        """The same pace with another worker (a challenge's scripted opponent)."""
        return replace(self, thinker=thinker)


def _start(
    pace: Pace,
    rules: RuleSet,
    size: int,
    seats: tuple[Seat, Seat],
    start: GameState | None = None,
    seed: int | None = None,
    from_start: bool = True,
) -> Match:
    return Match.new(
        rules,
        size,
        seats,
        pace.thinker,
        think_time_s=pace.think_time_s,
        seed=seed,
        start=start,
        computer_delay_ms=pace.computer_delay_ms,
        from_start=from_start,
    )


def new_game(
    pace: Pace, rules: RuleSet, size: int, seats: tuple[Seat, Seat], seed: int | None = None
) -> Match:
    """A game from the empty board between `seats` (a person, two people, or computers)."""
    return _start(pace, rules, size, seats, seed=seed)


def from_setup(pace: Pace, setup: Setup, seats: tuple[Seat, Seat]) -> Match:
    """A game of a set-up file: its rule set and board, from its start position if it has one
    (a set position: the statistics never count it)."""
    start, from_start = setup.start_state(), setup.start is None
    return _start(pace, setup.rules, setup.size, seats, start=start, from_start=from_start)


def from_position(pace: Pace, state: GameState, seats: tuple[Seat, Seat]) -> Match:
    """A game from a set position: a challenge's start, or play on from a reviewed position
    (kept, never counted in the statistics or the rating)."""
    return _start(pace, state.rules, state.size, seats, start=state, from_start=False)


def rematch(match: Match, swap: bool, level: Level | None = None) -> Match:
    """A new game of the same kind between the same players, at the same pace; `swap`
    exchanges colours; `level` seats the computer at another level. A person whose pieces the
    computer placed has them placed again."""
    first = match.line.start
    white, black = (
        seat if level is None or seat.is_human else Seat.computer(level) for seat in match.seats
    )
    seats = (black, white) if swap else (white, black)
    pace = Pace(match.thinker, match.computer_delay_ms, match.think_time_ms // MS_PER_SECOND)
    fresh = _start(
        pace,
        first.rules,
        first.size,
        seats,
        start=first,
        seed=match.seed,
        from_start=match.from_start,
    )
    for side in match.placing_for:
        fresh.place_rest_for(opponent(side) if swap else side)
    return fresh


def online(pace: Pace, start: GameState, side: int) -> Match:
    """A game against a person on another computer from the server's `start`: `side` is
    played at this board, the other side's actions arrive from the server (which keeps the
    think time: none runs here)."""
    here, away = Seat.human(), Seat.away()
    seats = (here, away) if side == WHITE else (away, here)
    no_clock = replace(pace, think_time_s=0)
    return _start(no_clock, start.rules, start.size, seats, start=start)


def resumed(pace: Pace, game: SavedGame) -> Match:
    """The game in progress an autosave kept (read already, `read_save`), with the pace's
    worker and delay; its think time is the one it was started with."""
    return Match.resume(game, pace.thinker, computer_delay_ms=pace.computer_delay_ms)
