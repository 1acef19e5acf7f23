"""The records of finished games in the data folder, newest first, and their stored reviews.

Each finished game is kept as a game record (docs/records.md) in `games/`, named by when it
ended, so the title's list of past games is the folder read newest first. A review, complete
or left unfinished, is stored beside its record (`<record>.review.json`) with the record's
fingerprint, so reviewing the game again is instant (or goes on where it stopped) and a
changed record is never shown a stale review.

Files are read and written through `seega.storage.files`: regular files only, size-capped, atomic
writes. A file larger than any record, not UTF-8, or not a record that replays is reported and
moved aside to `<name>.corrupt-<timestamp>` (never deleted); the rest of the list still loads.
Standard library only.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from seega.core.record import GameRecord, RecordError, parse_record
from seega.i18n import tr
from seega.storage import files
from seega.storage.files import BadFile
from seega.storage.stamps import STAMP_FORMAT, stamp_now

GAMES_DIR = "games"
RECORD_SUFFIX = ".txt"
REVIEW_SUFFIX = ".review.json"
# Kept records are named by when the game ended, so names sort oldest to newest.
# Records are small (a long 9×9 game is tens of kilobytes); the protocol's loadgame caps the same.
MAX_RECORD_BYTES = 1_000_000
# A stored review holds a few hundred bytes per action.
MAX_REVIEW_BYTES = 4_000_000
# The list shows this many of the newest games; older records stay in the folder untouched.
MAX_LISTED = 200
# Bumped if a later version stores reviews differently: older ones are then recomputed.
REVIEW_FORMAT = 1


# What the player reads for a file that `files` refused (other reasons: its own words).
READ_PROBLEM_KEYS = {files.TOO_LARGE: "archive.too_large", files.NOT_TEXT: "archive.not_text"}


class ArchiveError(ValueError):
    """A file that is not a usable game record; the message says why, for the player."""


@dataclass(frozen=True)
class ArchivedGame:
    """One kept record: where it is, what it says, and its text (the review's fingerprint)."""

    path: Path
    record: GameRecord
    text: str

    @property
    def fingerprint(self) -> str:
        """What a stored review must name to belong to this record."""
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class SetAside:
    """A record that could not be read, and where it was moved."""

    name: str
    reason: str
    moved_to: str | None

    @property
    def message(self) -> str:
        """A sentence for the player, in the current language."""
        message = tr("notice.record_unreadable", file=self.name, reason=self.reason)
        if self.moved_to is None:
            return message
        return f"{message} {tr('notice.file_kept', name=self.moved_to)}"


@dataclass
class Listing:
    """The past games, newest first, and the files set aside while reading them."""

    games: list[ArchivedGame] = field(default_factory=list)
    set_aside: list[SetAside] = field(default_factory=list)


def read_record_file(path: Path) -> ArchivedGame:
    """Read and check a record file of any folder; ArchiveError with a reason otherwise."""
    try:
        text = files.read_text(path, MAX_RECORD_BYTES)
    except BadFile as error:
        key = READ_PROBLEM_KEYS.get(error.reason)
        raise ArchiveError(tr(key) if key else error.detail) from None
    try:
        record = parse_record(text)
    except (RecordError, RecursionError) as error:
        raise ArchiveError(str(error)) from None
    return ArchivedGame(path, record, text)


class Archive:
    """The `games/` folder of one data folder. `now` names files (injected by tests)."""

    def __init__(self, data_folder: Path, now: Callable[[], datetime] = datetime.now) -> None:
        self.folder = data_folder / GAMES_DIR
        self._now = now

    def _stamp(self) -> str:
        return stamp_now(self._now)

    def keep(self, record_text: str, rules: str, size: int) -> Path:
        """Store a finished game's record under a new name; OSError if the disk refuses.

        Two games ending in the same second get stamps a second apart, so names stay in the
        order the games ended."""
        when = self._now()
        while True:
            path = self.folder / f"{when.strftime(STAMP_FORMAT)}-{rules}-{size}{RECORD_SUFFIX}"
            if not path.exists():
                break
            when += timedelta(seconds=1)
        files.write_atomically(path, record_text)
        return path

    def listing(self) -> Listing:
        """The newest games first (by the time in their names); bad files are set aside."""
        listing = Listing()
        try:
            names = sorted(
                (p.name for p in self.folder.iterdir() if p.name.endswith(RECORD_SUFFIX)),
                reverse=True,
            )
        except OSError:  # no folder yet: no games
            return listing
        for name in names[:MAX_LISTED]:
            path = self.folder / name
            try:
                listing.games.append(read_record_file(path))
            except ArchiveError as error:
                listing.set_aside.append(SetAside(name, str(error), self._move_aside(path)))
        return listing

    def _move_aside(self, path: Path) -> str | None:
        target = files.set_aside(path, self._stamp())
        return None if target is None else target.name

    @staticmethod
    def _review_path(game: ArchivedGame) -> Path:
        return game.path.with_name(game.path.name + REVIEW_SUFFIX)

    def stored_review(self, game: ArchivedGame) -> list[object] | None:
        """The stored review's judged actions (as JSON) if one belongs to this very record;
        None when there is none, it is for another text, or it cannot be read (then it is
        moved aside and the game is simply reviewed again)."""
        path = self._review_path(game)
        try:
            raw = files.read_json(path, MAX_REVIEW_BYTES)
        except BadFile as error:
            if error.reason not in (files.MISSING, files.UNREADABLE):
                self._move_aside(path)
            return None
        if not isinstance(raw, dict) or not isinstance(raw.get("judged"), list):
            self._move_aside(path)
            return None
        if raw.get("format") != REVIEW_FORMAT or raw.get("record") != game.fingerprint:
            return None
        judged: list[object] = raw["judged"]
        return judged

    def store_review(self, game: ArchivedGame, judged: list[dict[str, object]]) -> str | None:
        """Keep a review (complete, or its first actions) beside its record; an error message
        if the disk refused."""
        payload = {"format": REVIEW_FORMAT, "record": game.fingerprint, "judged": judged}
        path = self._review_path(game)
        try:
            files.write_atomically(path, json.dumps(payload, ensure_ascii=False) + "\n")
        except OSError as error:
            return tr("notice.save_failed", file=path.name, error=error)
        return None
