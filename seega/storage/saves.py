"""The games in progress: one file each, `saves/<game id>.json` in the data folder, each
through the one store (`seega.storage.store`) in the autosave's format.

A file per game means a new game never replaces another's save, and two windows saving
their own games at once never write the same file. The list is read from the folder's names
(newest first, by the time each was last saved), so the title knows there are games to
continue without reading one; a save's content is read only when it is listed or resumed.
The single `autosave.json` of older versions is adopted into the folder once (`adopt`): its
game is written under its own id first, and the old file removed only then, so a kill between
the two leaves both, and the next start finishes the move without a copy.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from seega.storage import files
from seega.storage.stamps import stamp_now
from seega.storage.store import (
    CorruptFile,
    Decoded,
    FileFormat,
    Loaded,
    LoadProblem,
    Store,
    WriteProblem,
)

# The single game in progress of older versions, adopted into SAVES_FOLDER at start.
AUTOSAVE_FILE = "autosave.json"
SAVES_FOLDER = "saves"
SAVE_SUFFIX = ".json"
# The state's key naming its game (seega.game.match writes it): the file's name.
GAME_KEY = "game"
# A game's id is part of a file name: letters and digits, at most this many (as the match's).
MAX_ID_CHARS = 32
# More games in progress than anyone keeps: the rest wait in the folder, listed once these go.
MAX_LISTED = 50


@dataclass(frozen=True)
class Autosave:
    """A game in progress: an opaque JSON-able `state` from the caller and its text record."""

    state: dict[str, Any]
    record: str


def decode_autosave(raw: object) -> Autosave:
    """An autosave from parsed JSON; CorruptFile if the shape is wrong (the record is replayed
    and checked when the game is resumed)."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    state, record = raw.get("state"), raw.get("record")
    if not isinstance(state, dict) or not isinstance(record, str):
        raise CorruptFile("an autosave needs a state object and a record text")
    if not files.encodes(record):
        raise CorruptFile("the record is not text")
    return Autosave(state=state, record=record)


# Version 1: the match's state and its record (a file per game from the saves folder on; the
# single autosave.json of older versions has the same form).
AUTOSAVE_FORMAT: FileFormat[Autosave] = FileFormat(
    1,
    lambda raw: Decoded(decode_autosave(raw)),
    lambda save: {"state": save.state, "record": save.record},
)


@dataclass(frozen=True)
class SaveSlot:
    """One game in progress: its id (the file's name) and when it was last saved."""

    game_id: str
    saved_at: datetime


def valid_id(game_id: object) -> bool:
    """Whether `game_id` can name a save: ASCII letters and digits, at most MAX_ID_CHARS."""
    return (
        isinstance(game_id, str)
        and 0 < len(game_id) <= MAX_ID_CHARS
        and game_id.isascii()
        and game_id.isalnum()
    )


class SavedGames:
    """The games in progress of one data folder (see the module docstring). `now` names
    set-aside files (injected by tests)."""

    def __init__(self, directory: Path, legacy: Path, now: Callable[[], datetime]) -> None:
        self.folder = directory / SAVES_FOLDER
        self._legacy = Store(legacy, AUTOSAVE_FORMAT, now)
        self._now = now
        # One store per game for the window's life: a write that keeps failing is told once.
        self._stores: dict[str, Store[Autosave]] = {}

    def store(self, game_id: str) -> Store[Autosave]:
        """The file of game `game_id` (ValueError for an id that cannot name a file)."""
        if not valid_id(game_id):
            raise ValueError("a game's id is letters and digits")
        if game_id not in self._stores:
            path = self.folder / f"{game_id}{SAVE_SUFFIX}"
            self._stores[game_id] = Store(path, AUTOSAVE_FORMAT, self._now)
        return self._stores[game_id]

    def save(self, game_id: str, autosave: Autosave) -> WriteProblem | None:
        """Keep game `game_id` in progress; why not if it could not be."""
        return self.store(game_id).save(autosave)

    def load(self, game_id: str) -> Loaded[Autosave | None]:
        """Game `game_id` as saved, or None (an unusable file is set aside, and said)."""
        return self.store(game_id).load(None)

    def delete(self, game_id: str) -> WriteProblem | None:
        """Forget game `game_id` (it ended, or the person deleted it)."""
        return self.store(game_id).delete()

    def set_aside(self, game_id: str) -> Path | None:
        """Move game `game_id`'s unusable save out of the way (its record cannot be replayed);
        where it went, or None."""
        return files.set_aside(self.store(game_id).path, stamp_now(self._now))

    def slots(self) -> list[SaveSlot]:
        """The games in progress, newest first (at most MAX_LISTED); none if the folder cannot
        be read."""
        found: list[SaveSlot] = []
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return []
        for entry in entries:
            game_id = entry.name.removesuffix(SAVE_SUFFIX)
            if not entry.name.endswith(SAVE_SUFFIX) or not valid_id(game_id):
                continue  # a temporary file, a lock, a set-aside file
            try:
                saved_at = datetime.fromtimestamp(entry.stat(follow_symlinks=False).st_mtime)
            except (OSError, ValueError, OverflowError):
                continue
            found.append(SaveSlot(game_id, saved_at))
        found.sort(key=lambda slot: (slot.saved_at, slot.game_id), reverse=True)
        return found[:MAX_LISTED]

    def adopt(self, fresh_id: Callable[[], str]) -> LoadProblem | WriteProblem | None:
        """Move an older version's single autosave into the folder under its game's id
        (`fresh_id` for a save from before games had one); the problem met, if any (a file
        that cannot be read or that a newer version wrote stays where it is)."""
        if not self._legacy.exists():
            return None
        loaded = self._legacy.load(None)
        if loaded.value is None:
            return loaded.problem
        state = loaded.value.state
        game_id = state.get(GAME_KEY)
        if not valid_id(game_id):
            game_id = fresh_id()
            state = {**state, GAME_KEY: game_id}
        target = self.store(str(game_id))
        if not target.exists():  # else a kill came after this copy: only the removal is left
            problem = target.save(Autosave(state, loaded.value.record))
            if problem is not None:
                return problem
        return self._legacy.delete()
