"""A game's end, kept by the game the moment it ends: its record, its counted result, and its
autosave forgotten, in an order that a kill at any instant loses nothing.

The match hands its end to the `Ledger` it was given (the window gives one over its data
folder; a demo, a lesson or a challenge gives none and keeps nothing):

1. the autosave is written with the finished game in it;
2. the record is kept (once: its name carries the game's id);
3. the result is counted, for a real game only (once: the statistics know the last games' ids);
4. the autosave is forgotten, once 2 and 3 are done.

So at every instant the autosave or the kept record and counted result exist. A kill between
two steps leaves the finished game's autosave; the next start finishes it again through the
same steps (`SavedGame.keep_in`, seega/game/match.py), and 2 and 3 do nothing a second
time. Games from a set position (play on, a challenge's start) are kept but not counted: only a
game from the empty board is a real game for the statistics and the rating.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Protocol

from seega.core import BLACK, WHITE
from seega.core.line import GameLine
from seega.core.players import level_of
from seega.core.rulesets import RuleSet
from seega.core.state import SIDE_NAMES

# A game's id: this many hexadecimal digits of a random UUID (unique enough for one player's
# folder, short enough for a file name).
GAME_ID_DIGITS = 12


def new_game_id() -> str:
    """A fresh game's id."""
    return uuid.uuid4().hex[:GAME_ID_DIGITS]


@dataclass(frozen=True)
class Ending:
    """A finished game as it is kept: its id, record text, rule set, board size and date, and
    its result for the statistics: `opponent` is the computer's level or None between two
    people; `result` win, loss or draw for the person, or white, black or draw between people.
    `counted` False: kept, never counted (a set position, or computers only)."""

    game_id: str
    record: str
    rules: RuleSet
    size: int
    played_on: date
    opponent: str | None
    result: str
    counted: bool


class Ledger(Protocol):
    """Where a game's end is kept. Each step answers whether it was done; `keep_record` and
    `count_result` do nothing when the game's id was kept or counted already."""

    def save_game(self, state: dict[str, Any], record: str) -> bool:
        """Write the autosave."""
        ...

    def keep_record(self, ending: Ending) -> Path | None:
        """Keep the record (or find it kept); where it is."""
        ...

    def count_result(self, ending: Ending) -> bool:
        """Count the result in the statistics (or find it counted)."""
        ...

    def forget_game(self) -> bool:
        """Remove the autosave."""
        ...


def ending_of(
    line: GameLine,
    players: tuple[str, str],
    record: str,
    played_on: date,
    game_id: str,
    from_start: bool,
) -> Ending:
    """The end of the finished game `line` between `players` (Light's and Dark's player
    texts, as records write them); `from_start` False for a game from a set position."""
    outcome = line.state.outcome
    assert outcome is not None, "only a finished game has an ending"
    levels = dict(zip((WHITE, BLACK), (level_of(player) for player in players), strict=True))
    people = [side for side, level in levels.items() if level is None]
    winner = outcome.winner
    opponent: str | None = None
    if len(people) == 1:
        opponent = levels[WHITE] or levels[BLACK]
        result = "draw" if winner is None else "win" if winner == people[0] else "loss"
    else:  # between people (or computers: never counted), who won by colour
        result = "draw" if winner is None else SIDE_NAMES[winner]
    first = line.start
    counted = is_counted(from_start, players)
    return Ending(game_id, record, first.rules, first.size, played_on, opponent, result, counted)


def is_counted(from_start: bool, players: tuple[str, str]) -> bool:
    """Whether a game's result counts in the statistics and the rating: a game from the
    empty board (`from_start`) with a person among `players` (as records write them)."""
    return from_start and any(level_of(player) is None for player in players)


def keep(ending: Ending, state: dict[str, Any], ledger: Ledger) -> Path | None:
    """Steps 1 to 4 of the module docstring; where the record is kept (None if it could not
    be: the autosave then stays, and the next start tries again)."""
    ledger.save_game(state, ending.record)  # refused: the record and count still go on
    kept = ledger.keep_record(ending)
    counted = not ending.counted or ledger.count_result(ending)
    if kept is not None and counted:
        ledger.forget_game()
    return kept
