"""Where a finished game is kept in the data folder: the autosave, the record in `games/` and
the result in the statistics, each step done at most once per game (the game's id).

The game decides the order of the steps and calls them the moment it ends
(`seega.game.ending`); this is the data folder's side of it, with standard library only.
Problems are handed to `tell` as data (`WriteProblem`, `FolderSetAside`: the window words them);
the statistics as counted on disk (another window's games included), with those just before the
game was counted, are handed to `counted` (`Count`: the game-over card shows how the game moved
the rating from them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Protocol

from seega.core.rulesets import RuleSet
from seega.storage import files
from seega.storage.archive import Archive
from seega.storage.persistence import PEOPLE, Autosave, GameResult, Statistics, Storage
from seega.storage.store import WriteProblem


@dataclass(frozen=True)
class FolderSetAside:
    """Something other than a folder stood where the records' `folder` should be: it was moved
    to `moved_to` (a name) and the folder made."""

    folder: str
    moved_to: str


@dataclass(frozen=True)
class Count:
    """Game `game_id` counted: the statistics on disk just before it and with it (the same
    when it had been counted already)."""

    game_id: str
    before: Statistics
    after: Statistics


# What keeping a game's end could not do, or had to do first.
LedgerProblem = WriteProblem | FolderSetAside


class FinishedGame(Protocol):
    """What the data folder keeps of a finished game (`seega.game.ending.Ending`)."""

    @property
    def game_id(self) -> str: ...
    @property
    def record(self) -> str: ...
    @property
    def rules(self) -> RuleSet: ...
    @property
    def size(self) -> int: ...
    @property
    def played_on(self) -> date: ...
    @property
    def opponent(self) -> str | None: ...
    @property
    def result(self) -> str: ...


class GameLedger:
    """The steps of keeping a game's end, over `storage`'s folder (see the module docstring)."""

    def __init__(
        self,
        storage: Storage,
        tell: Callable[[LedgerProblem], None],
        counted: Callable[[Count], None] = lambda count: None,
    ) -> None:
        self.storage = storage
        self.archive = Archive(storage.directory)
        self._tell = tell
        self._counted = counted

    def _told(self, problem: WriteProblem | None) -> bool:
        if problem is not None:
            self._tell(problem)
        return problem is None

    def save_game(self, state: dict[str, Any], record: str) -> bool:
        """Write the autosave."""
        return self._told(self.storage.save_autosave(Autosave(state, record)))

    def keep_record(self, ending: FinishedGame) -> Path | None:
        """Keep the record in `games/`, or find it kept under the game's id."""
        try:
            kept = self.archive.keep(ending.record, ending.rules.name, ending.size, ending.game_id)
        except (OSError, ValueError) as error:
            folder = self.archive.folder
            self._tell(WriteProblem(folder.name, files.words(error), folder=str(folder.parent)))
            return None
        moved = self.archive.moved_aside
        if moved is not None:
            self._tell(FolderSetAside(self.archive.folder.name, moved.name))
        return kept

    def count_result(self, ending: FinishedGame) -> bool:
        """Count the result in the statistics on disk, under their lock (once per game)."""
        opponent = PEOPLE if ending.opponent is None else ending.opponent
        game = GameResult(
            ending.played_on.isoformat(),
            ending.rules.name,
            ending.size,
            opponent,
            ending.result,
            ending.game_id,
        )
        known_before: list[Statistics] = []

        def counting(known: Statistics) -> Statistics:
            known_before.append(known)
            return known.with_game(game)

        statistics, problem = self.storage.count_game(counting)
        self._counted(Count(ending.game_id, known_before[-1], statistics))
        return self._told(problem)

    def forget_game(self) -> bool:
        """Remove the autosave."""
        return self._told(self.storage.delete_autosave())
