"""The one store for every versioned JSON file the game keeps: settings, statistics, the
autosave, journey progress and stored reviews.

A `FileFormat` says what one kind of file is: its version, how to decode the parsed JSON into
the game's own values (never trusting a field: a rule set from the rule sets, a level from the
levels, text that encodes), how to encode a value, and the migrations from older versions. A
`Store` is one such file at one path, and the only code that reads, writes, sets aside or
locks it:

- a missing file gives the default;
- a file that cannot be used (not JSON, too large, not a file, the wrong shape) is moved aside
  to `<name>.corrupt-<stamp>`, the default is used, and the load carries a `LoadProblem`;
- rows a decoder cannot use are dropped and counted: the rest is kept, the file is set aside
  (nothing is deleted) and the rows kept are written back;
- a file that cannot be opened, or that a newer version wrote, is left where it is and never
  overwritten by this store, even one that never loaded it (it looks before its first write);
  saving it is refused with a `WriteProblem`, told once; deleting it sets it aside instead;
- `update` applies a change to what is on disk at the moment of writing, under the file's
  exclusive lock, so two copies of the game on one folder both count.

Writes go through `files.write_atomically` (a kill leaves the old or the new file); the
temporary files a kill leaves are removed at the next start (`clean_up`). Problems are data
(`LoadProblem`, `WriteProblem`): the window words them in the player's language.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, TypeVar

from seega.storage import files, lock
from seega.storage.files import BadFile
from seega.storage.stamps import stamp_now

T = TypeVar("T")
D = TypeVar("D")  # a default of another type (None: no file)

# The game's own files are kilobytes; anything near this is not one of ours.
MAX_FILE_BYTES = 1_000_000
# Reasons for which a file is left where it is (and never overwritten) instead of set aside.
LEFT_ALONE = (files.UNREADABLE, files.NEWER_VERSION)


@dataclass(frozen=True)
class Decoded(Generic[T]):
    """A decoder's value and how many rows of the file it had to drop."""

    value: T
    dropped: int = 0


@dataclass(frozen=True)
class FileFormat(Generic[T]):
    """One kind of versioned JSON file (see the module docstring). `migrations[old]` turns a
    file of version `old` into one of `old + 1`; `version_key` names the version's field."""

    version: int
    decode: Callable[[dict[str, Any]], Decoded[T]]
    encode: Callable[[T], dict[str, Any]]
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = field(
        default_factory=dict
    )
    limit: int = MAX_FILE_BYTES
    version_key: str = "version"
    indent: int | None = 2

    def upgraded(self, raw: object) -> dict[str, Any]:
        """The object brought to this version (a missing version counts as current);
        CorruptFile for a bad version, BadFile(NEWER_VERSION) for one this game cannot know."""
        if not isinstance(raw, dict):
            raise CorruptFile("expected a JSON object")
        version = raw.get(self.version_key, self.version)
        if type(version) is not int or version < 1:
            raise CorruptFile("version should be a whole number from 1")
        if version > self.version:
            raise BadFile(files.NEWER_VERSION, f"format version {version}")
        for older in range(version, self.version):
            raw = self.migrations[older](raw)
        return raw

    def text(self, value: T) -> str:
        """The file's text for `value`, with its version: indented for a person to read when
        that fits under the limit, else compact. A store never writes what it would refuse to
        read: BadFile(TOO_LARGE) when even the compact text is over the limit."""
        payload = {self.version_key: self.version, **self.encode(value)}
        for indent in dict.fromkeys((self.indent, None)):
            text = json.dumps(payload, indent=indent, ensure_ascii=False) + "\n"
            if len(text.encode("utf-8")) <= self.limit:
                return text
        raise BadFile(files.TOO_LARGE, f"larger than {self.limit} bytes")


class CorruptFile(BadFile):
    """The content of a data file does not have the expected shape."""

    def __init__(self, detail: str) -> None:
        super().__init__(files.WRONG_SHAPE, detail)


@dataclass(frozen=True)
class LoadProblem:
    """Why a file could not be used (`kind`: a reason name of `seega.storage.files`; `reason`:
    the detail, for logs and tests), and where the file was moved (None: left where it is)."""

    path: Path
    reason: str
    moved_to: Path | None
    kind: str = files.WRONG_SHAPE


@dataclass(frozen=True)
class WriteProblem:
    """Why a file could not be written (or removed, `deleting`): `file` its name, `error` the
    system's words, or None when the file is left alone (it could not be read, or a newer
    version wrote it) and so is never written over; `refused`: a reason name of
    `seega.storage.files` when the text itself was refused (larger than the store would read
    back); `folder`: where it was to be written, for the player to look at or choose another."""

    file: str
    error: str | None
    deleting: bool = False
    refused: str | None = None
    folder: str | None = None


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A loaded value, with the problem met on the way if there was one."""

    value: T
    problem: LoadProblem | None = None


class Store(Generic[T]):
    """One versioned JSON file at `path` (see the module docstring). `now` names set-aside
    files (injected by tests)."""

    def __init__(
        self, path: Path, form: FileFormat[T], now: Callable[[], datetime] = datetime.now
    ) -> None:
        self.path = path
        self.form = form
        self._now = now
        self._left = False  # could not be read, or is newer: never overwritten
        self._known = False  # this store has read or written the file (so `_left` is known)
        self._failing = False  # the last write failed (told once)

    def load(self, default: D) -> Loaded[T | D]:
        """The value in the file, or `default` with the problem met (see the module docstring)."""
        self._known = True
        try:
            decoded = self._read()
        except BadFile as error:
            if error.reason == files.MISSING:
                self._left = False
                return Loaded(default)
            if error.reason in LEFT_ALONE:
                self._left = True
                return Loaded(default, LoadProblem(self.path, error.detail, None, error.reason))
            return Loaded(default, self._set_aside(error.detail, error.reason))
        self._left = False
        if not decoded.dropped:
            return Loaded(decoded.value)
        problem = self._set_aside(f"{decoded.dropped} rows dropped")
        if problem.moved_to is not None:
            self.save(decoded.value)  # the rows kept, written back at once
        return Loaded(decoded.value, problem)

    def _read(self) -> Decoded[T]:
        raw = files.read_json(self.path, self.form.limit)
        try:
            return self.form.decode(self.form.upgraded(raw))
        except BadFile:
            raise
        except (ValueError, TypeError, KeyError, RecursionError) as error:  # a decoder's check
            raise CorruptFile(files.quoted(str(error))) from None

    def _set_aside(self, detail: str, kind: str = files.WRONG_SHAPE) -> LoadProblem:
        moved = files.set_aside(self.path, stamp_now(self._now))
        if moved is None:  # it stays where it is: never written over
            self._left = True
        return LoadProblem(self.path, detail, moved, kind)

    def save(self, value: T) -> WriteProblem | None:
        """Write `value`; why not if it could not be (the first time only)."""
        if self.left_alone():
            return self._failed(None)
        try:
            files.ensure_folder(self.path.parent, stamp_now(self._now))
            files.write_atomically(self.path, self.form.text(value))
        except BadFile as error:  # what it could not read back
            return self._failed(None, refused=error.reason)
        except (OSError, TypeError, ValueError, RecursionError) as error:
            return self._failed(files.words(error))
        self._failing = False
        self._known = True
        return None

    def left_alone(self, look_again: bool = False) -> bool:
        """Whether the file is one this store never changes: it cannot be opened, or a newer
        version wrote it. A store that has not met the file yet reads its version once;
        `look_again` reads it again (another copy of the game may have written it since)."""
        if look_again or not self._known:
            self._known = True
            self._left = self._version_forbids()
        return self._left

    def _version_forbids(self) -> bool:
        try:
            self.form.upgraded(files.read_json(self.path, self.form.limit))
        except BadFile as error:
            return error.reason in LEFT_ALONE
        except (ValueError, TypeError, KeyError, RecursionError):  # a migration's check
            return False
        return False

    def update(self, change: Callable[[T], T], default: T) -> tuple[T, WriteProblem | None]:
        """Apply `change` to what the file holds now, under its lock, and write the result:
        the new value and why it could not be written, if it could not. A file that
        cannot be used is handled as `load` does, then changed from the default."""
        try:
            with lock.exclusive(self.path):
                loaded: Loaded[T] = self.load(default)
                value = change(loaded.value)
                return value, self.save(value)
        except OSError as error:  # the lock file could not be made (a read-only folder), or
            # another copy hangs: the change is refused, and what is on disk still shown with it
            return change(self.load(default).value), self._failed(files.words(error))

    def delete(self) -> WriteProblem | None:
        """Remove the file (one this store never changes is set aside instead: a newer
        version's file is never deleted); why not if it could not be (the first time only)."""
        try:
            if not self.left_alone():
                self.path.unlink(missing_ok=True)
            elif files.set_aside(self.path, stamp_now(self._now)) is None:
                return self._failed(None, deleting=True)
        except OSError as error:
            return self._failed(files.words(error), deleting=True)
        self._failing = False
        self._left = False
        return None

    def exists(self) -> bool:
        """Whether something sits at the file's name (its content is checked only on load);
        False when the folder cannot even be looked into."""
        try:
            return self.path.exists() or self.path.is_symlink()
        except OSError:
            return False

    def _failed(
        self, error: str | None, deleting: bool = False, refused: str | None = None
    ) -> WriteProblem | None:
        if self._failing:
            return None
        self._failing = True
        return WriteProblem(self.path.name, error, deleting, refused, str(self.path.parent))
