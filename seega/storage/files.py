"""Guarded files: one way to read a data, level or record file, one way to write one.

Standard library only. Whatever sits at a path (a FIFO, a device, a link to one, a file of
gigabytes, JSON nested thousands deep, a number thousands of digits long) must never hang,
exhaust memory or crash the reader: `read_text` opens without blocking, accepts regular files
only and reads at most a limit; `read_json` turns every decoding failure into `BadFile`.
`write_atomically` writes an exclusive temporary file with an unpredictable name beside the
target (never through a link sitting at that name), then renames it over the target, so a
kill mid-write leaves the old file or the new one, plus at worst a temporary file that
`remove_orphans` recognises by its name.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path

# Temporary files are `.<target name>.<random>.part` beside their target.
TEMP_SUFFIX = ".part"
# `os.open` flags: never block on a FIFO, never adopt a terminal, no newline translation.
READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)
READ_CHUNK = 64 * 1024

# Why a file is bad; the game and the engine word each reason in their own way.
MISSING = "missing"
UNREADABLE = "unreadable"
NOT_REGULAR = "not_regular"
TOO_LARGE = "too_large"
NOT_TEXT = "not_text"
NOT_JSON = "not_json"
WRONG_SHAPE = "wrong_shape"
NEWER_VERSION = "newer_version"


class BadFile(ValueError):
    """A file that cannot be used. `reason` is one of the reason names above; `detail` is
    for logs and tests (never file content)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail or reason


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them; BadFile otherwise."""
    try:
        handle = os.open(path, READ_FLAGS)
    except FileNotFoundError:
        raise BadFile(MISSING) from None
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        raise BadFile(UNREADABLE, _why(error)) from None
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise BadFile(NOT_REGULAR, "not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(handle, min(READ_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise BadFile(TOO_LARGE, f"larger than {limit} bytes")
        return b"".join(chunks)
    except OSError as error:
        raise BadFile(UNREADABLE, _why(error)) from None
    finally:
        os.close(handle)


def read_text(path: Path, limit: int) -> str:
    """UTF-8 text (a leading byte-order mark dropped) of a regular file of at most `limit`
    bytes; BadFile otherwise."""
    try:
        return read_bytes(path, limit).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadFile(NOT_TEXT, "not UTF-8 text") from None


def read_json(path: Path, limit: int) -> object:
    """The parsed JSON of a file as `read_text` reads it; BadFile for anything unparsable,
    too deep or with numbers too long to convert."""
    text = read_text(path, limit)
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise BadFile(NOT_JSON, "not valid JSON") from None


def refuse_special(path: Path) -> None:
    """BadFile if something other than a regular file (a link, a device, a FIFO, a folder)
    sits at `path`: writing would replace it or write through it."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except (OSError, ValueError) as error:
        raise BadFile(UNREADABLE, _why(error)) from None
    if not stat.S_ISREG(mode):
        raise BadFile(NOT_REGULAR, "not a regular file")


def write_atomically(
    path: Path, text: str, mode: int | None = None, make_folder: bool = True
) -> None:
    """Replace `path` with `text` so that readers see the old or the new file, never half.

    The temporary file is created exclusively (O_EXCL: a link at its name is never followed)
    under a random name. `mode` sets its permissions (mkstemp's are owner-only);
    `make_folder` creates missing folders on the way. OSError if the disk refuses; the
    temporary file is gone then.
    """
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(stream.fileno(), mode)
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def orphans(directory: Path, name: str) -> list[Path]:
    """Temporary files `write_atomically` left beside `directory / name` when killed."""
    try:
        return sorted(directory.glob(f".{_glob_escape(name)}.*{TEMP_SUFFIX}"))
    except OSError:
        return []


def remove_orphans(directory: Path, names: tuple[str, ...]) -> None:
    """Delete the temporary files left beside each named file by an interrupted write."""
    for name in names:
        for path in orphans(directory, name):
            with contextlib.suppress(OSError):  # still there next time; it harms nothing
                path.unlink()


def set_aside(path: Path, stamp: str) -> Path | None:
    """Move a bad file to `<name>.corrupt-<stamp>` (or `-2`, `-3`...) and return where; never
    over an existing file. None if it cannot be moved (it then stays where it is)."""
    counter = 1
    while counter < 1000:
        suffix = stamp if counter == 1 else f"{stamp}-{counter}"
        target = path.with_name(f"{path.name}.corrupt-{suffix}")
        counter += 1
        try:
            os.link(path, target, follow_symlinks=False)  # fails if the name is taken
        except FileExistsError:
            continue
        except (
            OSError,
            NotImplementedError,
        ):  # no hard links here (or a folder): rename, if the name is free
            if os.path.lexists(target):
                continue
            try:
                os.rename(path, target)
            except OSError:
                return None
            return target
        try:
            os.unlink(path)
        except OSError:
            _discard(target)
            return None
        return target
    return None


def umask_mode() -> int:
    """Read-write for everyone the user's umask allows: the mode an ordinary file gets."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _discard(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _glob_escape(name: str) -> str:
    return "".join(f"[{char}]" if char in "*?[" else char for char in name)


def _why(error: BaseException) -> str:
    """An OS error in its own words, without the file name it may carry."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return type(error).__name__
