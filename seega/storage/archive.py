"""The records of finished games in the data folder, newest first, and their stored reviews.

Each finished game is kept as a game record (docs/records.md) in `games/`, named by when it
ended, so the title's list of past games is the folder read newest first. A review, complete
or left unfinished, is stored beside its record (`<record>.review.json`) with the record's
fingerprint, so reviewing the game again is instant (or goes on where it stopped) and a
changed record is never shown a stale review.

Files are read and written through `seega.storage.files`: regular files only, size-capped. A
record is created with an exclusive create under a name nobody has, so two windows keeping
games in the same second keep both. A stored review goes through the one store
(`seega.storage.store`) and is decoded, not trusted: each judgement must be of the action the
record played there, its better action a legal one; the first one that is not ends what is
kept (the rest is judged again). A file larger than any record, not UTF-8, or not a record that
replays is reported and moved aside to `<name>.corrupt-<timestamp>` (never deleted); the rest
of the list still loads. Why a file is not a record is data (`ArchiveError.reason`: a reason
name of `seega.storage.files`, or NOT_A_RECORD): the window words it. Standard library only.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cached_property
from pathlib import Path
from typing import Any

from seega.core import NotationError, legal_actions, parse_action
from seega.core.line import GameLine
from seega.core.record import MAX_RECORD_BYTES, TURN_LINE, GameRecord, RecordError, parse_record
from seega.review.analysis import Judged
from seega.storage import files
from seega.storage.files import BadFile
from seega.storage.stamps import STAMP_FORMAT, STAMP_LENGTH, stamp_now
from seega.storage.store import LEFT_ALONE, Decoded, FileFormat, Store, WriteProblem

GAMES_DIR = "games"
RECORD_SUFFIX = ".txt"
REVIEW_SUFFIX = ".review.json"
# Kept records are named by when the game ended, so names sort oldest to newest.
# A stored review holds a few hundred bytes per action.
MAX_REVIEW_BYTES = 4_000_000
# The list shows this many of the newest games; older records stay in the folder untouched.
MAX_LISTED = 200
# Bumped if a later version stores reviews differently (with a migration from the one before).
REVIEW_FORMAT = 1


# A file that reads as text but does not replay as a game record.
NOT_A_RECORD = "not_a_record"


class ArchiveError(ValueError):
    """A file that is not a usable game record: `reason` is a reason name of
    `seega.storage.files` or NOT_A_RECORD, `detail` the guarded path's or the record reader's
    words (the line that is wrong), quoted short."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


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

    @property
    def kept_at(self) -> datetime | None:
        """When the game ended, from the kept record's name (None for another name)."""
        try:
            return datetime.strptime(self.path.name[:STAMP_LENGTH], STAMP_FORMAT)
        except ValueError:
            return None

    @cached_property
    def turns(self) -> int:
        """How many turns the game lasted: the record writes one numbered line per turn
        (counted once: a list asks again for each way it words an entry)."""
        return sum(1 for line in self.text.splitlines() if TURN_LINE.match(line.strip()))


@dataclass(frozen=True)
class SetAside:
    """A record that could not be read, why (`reason`, `detail` as in ArchiveError), and
    where it was moved (None: left where it is, or it could not be moved)."""

    name: str
    reason: str
    detail: str
    moved_to: str | None


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
        raise ArchiveError(error.reason, error.detail) from None
    try:
        record = parse_record(text)
    except (RecordError, RecursionError) as error:
        raise ArchiveError(NOT_A_RECORD, files.quoted(str(error))) from None
    return ArchivedGame(path, record, text)


class Archive:
    """The `games/` folder of one data folder. `now` names files (injected by tests)."""

    def __init__(self, data_folder: Path, now: Callable[[], datetime] = datetime.now) -> None:
        self.folder = data_folder / GAMES_DIR
        self._now = now
        # Where something that stood in the folder's way went, the last time a record was kept.
        self.moved_aside: Path | None = None

    def _stamp(self) -> str:
        return stamp_now(self._now)

    def keep(self, record_text: str, rules: str, size: int, game_id: str = "") -> Path:
        """Store a finished game's record under a name nobody has; OSError if the disk refuses.

        Two games ending in the same second (in this window or another) get stamps a second
        apart, so names stay in the order the games ended and nothing is written over. A game
        with an id is kept once: its name ends with the id, and a second keep finds it. A file
        (or anything but a folder) at the folder's name is set aside first (`moved_aside`)."""
        self.moved_aside = files.ensure_folder(self.folder, self._stamp())
        tail = f"-{game_id}{RECORD_SUFFIX}" if game_id else RECORD_SUFFIX
        if game_id:
            found = self._kept_as(tail)
            if found is not None:
                return found
        when = self._now()
        names = (
            self.folder / f"{moment.strftime(STAMP_FORMAT)}-{rules}-{size}{tail}"
            for moment in (when + timedelta(seconds=later) for later in itertools.count())
        )
        return files.write_first_free(names, record_text)

    def _kept_as(self, tail: str) -> Path | None:
        """The record whose name ends with `tail` (a game's id), if one was kept."""
        try:
            return next((p for p in self.folder.iterdir() if p.name.endswith(tail)), None)
        except OSError:  # no folder yet
            return None

    def listing(self) -> Listing:
        """The newest games first (by the time in their names); bad files are set aside."""
        steps = self.listing_steps()
        while True:
            try:
                next(steps)
            except StopIteration as finished:
                listing: Listing = finished.value
                return listing

    def listing_steps(self) -> Generator[None, None, Listing]:
        """`listing()` one record at a time: yields after the folder is read and after each
        record, so a window can spread the reading over frames."""
        listing = Listing()
        try:
            names = sorted(
                (p.name for p in self.folder.iterdir() if p.name.endswith(RECORD_SUFFIX)),
                reverse=True,
            )
        except OSError:  # no folder yet: no games
            return listing
        for name in names[:MAX_LISTED]:
            yield
            path = self.folder / name
            try:
                listing.games.append(read_record_file(path))
            except ArchiveError as error:  # only bad contents are set aside: a record that
                # cannot be opened (a permissions slip) is skipped, named, and comes back later
                moved = None if error.reason in LEFT_ALONE else self._move_aside(path)
                listing.set_aside.append(SetAside(name, error.reason, error.detail, moved))
        return listing

    def _move_aside(self, path: Path) -> str | None:
        target = files.set_aside(path, self._stamp())
        return None if target is None else target.name

    def review_store(self, game: ArchivedGame) -> Store[list[Judged]]:
        """The stored review of `game`, beside its record."""
        path = game.path.with_name(game.path.name + REVIEW_SUFFIX)
        return Store(path, review_format(game), self._now)

    def stored_review(self, game: ArchivedGame) -> list[Judged]:
        """The judgements kept for this very record, in order (none if there is no stored
        review, it is for another text, or it cannot be used: then it is set aside)."""
        return self.review_store(game).load([]).value

    def store_review(self, game: ArchivedGame, judged: list[Judged]) -> WriteProblem | None:
        """Keep a review (complete, or its first actions) beside its record; why not if the
        disk refused."""
        return self.review_store(game).save(judged)


def export(game: ArchivedGame, folder: Path) -> Path:
    """A copy of `game`'s record in `folder` under its own name, or `<name>-2`, `-3`... if
    that is taken (nothing is ever written over, a link at the name is never followed);
    where it went. OSError if the disk refuses."""
    name = f"{game.path.stem}{game.path.suffix or RECORD_SUFFIX}"
    return files.write_first_free(files.numbered(folder / name), game.text, files.umask_mode())


def review_format(game: ArchivedGame) -> FileFormat[list[Judged]]:
    """The stored review of `game`: its record's fingerprint and the judgements in order."""
    fingerprint = game.fingerprint

    def decode(raw: dict[str, Any]) -> Decoded[list[Judged]]:
        items = raw.get("judged")
        if not isinstance(items, list) or not isinstance(raw.get("record"), str):
            raise ValueError("a stored review needs a record and a list of judgements")
        if raw["record"] != fingerprint:  # the record changed since: review it again
            return Decoded([])
        kept = _judgements_of(GameLine.from_record(game.record), items)
        return Decoded(kept, len(items) - len(kept))

    def encode(judged: list[Judged]) -> dict[str, Any]:
        return {"record": fingerprint, "judged": [item.to_json() for item in judged]}

    return FileFormat(
        REVIEW_FORMAT, decode, encode, limit=MAX_REVIEW_BYTES, version_key="format", indent=None
    )


def _judgements_of(line: GameLine, items: list[object]) -> list[Judged]:
    """The judgements of `items` that belong to the actions of `line`, up to the first that
    does not (a later one would judge a position the review never reached)."""
    kept: list[Judged] = []
    for index, item in enumerate(items[: line.cursor]):
        try:
            judged = Judged.from_json(item)
            _check_judged(line, index, judged)
        except (ValueError, TypeError):
            break
        kept.append(judged)
    return kept


def _check_judged(line: GameLine, index: int, judged: Judged) -> None:
    """ValueError unless `judged` is the judgement of action `index` of `line`."""
    played = line.played_at(index)
    size = played.before.size
    if judged.index != index or judged.side != played.before.to_move:
        raise ValueError("a judgement out of its place")
    texts = [judged.played, *judged.pv, *([judged.better] if judged.better is not None else [])]
    if not all(isinstance(text, str) and files.encodes(text) for text in texts):
        raise ValueError("a judgement that is not text")
    try:
        if parse_action(judged.played, size) != played.action:
            raise ValueError("a judgement of another action")
        better = judged.better
        if better is not None and parse_action(better, size) not in legal_actions(played.before):
            raise ValueError("a better action that is not legal there")
        for text in judged.pv:
            parse_action(text, size)
    except NotationError as error:
        raise ValueError(str(error)) from None
