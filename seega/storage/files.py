"""Guarded files: one way to read a data, level or record file, one way to write one.

Standard library only. Whatever sits at a path (a FIFO, a device, a link to one, a file of
gigabytes, JSON nested thousands deep, a number thousands of digits long) must never hang,
exhaust memory or crash the reader: `read_text` opens without blocking, accepts regular files
only and reads at most a limit; `read_json` turns every decoding failure into `BadFile`.
`write_atomically` writes an exclusive temporary file with an unpredictable name beside the
target (never through a link sitting at that name), then renames it over the target, so a
kill mid-write leaves the old file or the new one, plus at worst a temporary file that
`remove_orphans` recognises by its name. `write_new` creates a file that must not exist yet
(two copies of the game keeping a record in the same second never write over each other);
`write_first_free` takes the first free name of several (records, crash logs, exported copies).
One rule for odd paths, for every store and folder: something other than a regular file where
a file should be (a lock that is a folder or a link, say), or other than a folder where a
folder should be (a file named `games`), is set aside as any bad file is (`set_aside`) and the
work goes on (`clear_for_file`, `ensure_folder`).
Nothing here quotes more than QUOTE_LIMIT characters of a name or a line (`quoted`): a message
is read by a person and fitted to a screen, whatever a file holds.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

# Temporary files are `.<target name>.<writer's process id>-<random>.part` beside their target.
TEMP_SUFFIX = ".part"
# Where a process cannot be asked whether it runs (Windows), a temporary file this old is left
# over; no write of ours takes a second of it. Where it can be asked, age never decides: a
# clock set an hour forward would make another window's write in progress look old.
STALE_TEMP_S = 3600.0
# `os.open` flags: never block on a FIFO, never adopt a terminal, no newline translation.
READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)
READ_CHUNK = 64 * 1024
# The most of a file's name or content any message quotes (the text fitter's work grows with
# every character, and nobody reads a line of thousands).
QUOTE_LIMIT = 200
# A name, path or reason quoted inside a sentence that must fit in two lines (a notice, a
# list's note line, an error answer naming a file).
SHORT_QUOTE_LIMIT = 80
QUOTE_ELLIPSIS = "…"
# `write_first_free` gives up after this many taken names: two games cannot end more often
# than this in one second, and nobody keeps a thousand copies of one record.
MAX_NAME_TRIES = 1000
# The waits between tries of a refused replace (`replace`) where another program may hold a
# file for a moment (Windows): 0.75 s in all, longer than a virus scan of a small file holds
# it, short enough that a real refusal is told soon.
HELD_FILE_WAITS_S = (0.05, 0.1, 0.2, 0.4)
# Elsewhere nothing holds a file against a rename: a refusal is real (a read-only folder) and
# told at once, not after 0.75 s at every save of a game.
REPLACE_WAITS_S = HELD_FILE_WAITS_S if os.name == "nt" else ()

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


def read_bytes(path: Path, limit: int, follow_link: bool = True) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them; BadFile otherwise.
    `follow_link=False` refuses a link sitting at `path` itself (a file someone else named)."""
    flags = READ_FLAGS if follow_link else READ_FLAGS | getattr(os, "O_NOFOLLOW", 0)
    if not follow_link and os.path.islink(path):  # where O_NOFOLLOW is missing
        raise BadFile(NOT_REGULAR, "a link, not a regular file")
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise BadFile(MISSING) from None
    except OSError as error:
        if error.errno == errno.ELOOP:  # O_NOFOLLOW met a link
            raise BadFile(NOT_REGULAR, "a link, not a regular file") from None
        raise BadFile(UNREADABLE, _why(error)) from None
    except ValueError as error:  # a NUL in the path
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


def read_text(path: Path, limit: int, follow_link: bool = True) -> str:
    """UTF-8 text (a leading byte-order mark dropped) of a regular file of at most `limit`
    bytes; BadFile otherwise."""
    try:
        return read_bytes(path, limit, follow_link).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadFile(NOT_TEXT, "not UTF-8 text") from None


def read_json(path: Path, limit: int) -> object:
    """The parsed JSON of a file as `read_text` reads it; BadFile for anything unparsable,
    too deep or with numbers too long to convert (its detail says where the JSON breaks)."""
    text = read_text(path, limit)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}: {error.msg}"
        raise BadFile(NOT_JSON, f"not valid JSON ({where})") from None
    except (ValueError, RecursionError):
        why = "not valid JSON (nested too deep or a number too long)"
        raise BadFile(NOT_JSON, why) from None


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
    path: Path, text: str | bytes, mode: int | None = None, make_folder: bool = True
) -> None:
    """Replace `path` with `text` (UTF-8, or bytes as they are) so that readers see the old
    or the new file, never half.

    The temporary file is created exclusively (O_EXCL: a link at its name is never followed)
    under a random name. `mode` sets its permissions (mkstemp's are owner-only);
    `make_folder` creates missing folders on the way (a store clears odd paths first:
    `ensure_folder`). OSError if the disk refuses; the temporary file is gone then.
    """
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    temporary = _written_beside(path, text, mode)
    try:
        replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def replace(
    source: Path,
    target: Path,
    move: Callable[[Path, Path], None] | None = None,
    sleep: Callable[[float], None] = time.sleep,
    waits: Sequence[float] = REPLACE_WAITS_S,
) -> None:
    """`os.replace`, tried again after each of `waits` when refused: on Windows a file that an
    antivirus scan, the search indexer or OneDrive's sync holds open cannot be replaced
    ("Access is denied") until they let go, which takes them milliseconds. The last refusal
    is raised, as any failed write. `move` is `os.replace` unless given."""
    move = os.replace if move is None else move
    for wait in waits:
        try:
            move(source, target)
        except PermissionError:
            sleep(wait)
        else:
            return
    move(source, target)


def _written_beside(path: Path, text: str | bytes, mode: int | None) -> Path:
    """A temporary file beside `path` holding `text`, on disk (fsync), created exclusively
    under a random name; removed again if the writing fails."""
    handle, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.{os.getpid()}-", suffix=TEMP_SUFFIX, dir=path.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(stream.fileno(), mode)
            stream.write(text if isinstance(text, bytes) else text.encode("utf-8"))
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return Path(temporary)


def write_new(path: Path, text: str, mode: int | None = None) -> None:
    """Create `path` holding `text`, whole or not at all; FileExistsError if the name is
    taken (by a file, a link or anything else), OSError if the disk refuses.

    The text is written to a temporary file first, then hard-linked at the name: a link is
    refused when the name exists, so a reader never sees half a file and nothing is
    overwritten. Where hard links are not available, an exclusive create writes in place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if os.path.lexists(path):  # taken already: no need to write anything
        raise FileExistsError(errno.EEXIST, "the name is taken")
    temporary = _written_beside(path, text, mode)
    try:
        try:
            os.link(temporary, path, follow_symlinks=False)
        except (NotImplementedError, PermissionError):  # no hard links on this file system
            with path.open("x", encoding="utf-8", newline="\n") as stream:
                stream.write(text)
    finally:
        temporary.unlink(missing_ok=True)


def write_first_free(names: Iterable[Path], text: str, mode: int | None = None) -> Path:
    """Create the first of `names` nobody has taken, holding `text` (as `write_new`: whole or
    not at all, never over anything), and return it. FileExistsError after MAX_NAME_TRIES
    taken names, OSError if the disk refuses."""
    for path in itertools.islice(names, MAX_NAME_TRIES):
        try:
            write_new(path, text, mode)
        except FileExistsError:
            continue
        return path
    raise FileExistsError(errno.EEXIST, "no free name")


def numbered(path: Path) -> Iterator[Path]:
    """`path`, then `<stem>-2<suffix>`, `<stem>-3<suffix>`...: the names a file may take
    beside others of its name."""
    yield path
    for counter in itertools.count(2):
        yield path.with_name(f"{path.stem}-{counter}{path.suffix}")


def orphans(directory: Path, now: float | None = None) -> list[Path]:
    """Temporary files `write_atomically` or `write_new` left in `directory` when their writer
    was killed: the process its name carries is gone (where that cannot be asked, the file is
    older than STALE_TEMP_S). `now` is the time the files' ages are measured from (the
    system's clock by default). A live process that has the number of a killed writer again
    keeps its leftover until it ends: a few bytes kept a while, never a live write lost."""
    moment = time.time() if now is None else now
    try:
        found = sorted(directory.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return []
    return [path for path in found if _left_over(path, moment)]


def _left_over(path: Path, now: float) -> bool:
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    writer = _writer(path.name)
    if writer is None:
        return True
    alive = _alive(writer)
    return not alive if alive is not None else now - info.st_mtime > STALE_TEMP_S


def _writer(name: str) -> int | None:
    """The process id a temporary file's name carries (None: an older version's name)."""
    middle = name[: -len(TEMP_SUFFIX)].rpartition(".")[2]
    number = middle.partition("-")[0]
    return int(number) if number.isdigit() and "-" in middle and int(number) > 0 else None


def _alive(pid: int) -> bool | None:
    """Whether process `pid` runs; None where this cannot be asked safely (the file's age
    decides there)."""
    if os.name != "posix":
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it runs, as another user
        return True
    return True


def remove_orphans(directory: Path) -> None:
    """Delete the temporary files interrupted writes left in `directory` (never those of a
    writer still running: another window saving at this moment)."""
    for path in orphans(directory):
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


def clear_for_file(path: Path, stamp: str) -> Path | None:
    """Set aside (as `set_aside`, under `stamp`) whatever other than a regular file sits where
    the file `path` should be (a folder, a link, a FIFO); where it went (None: nothing odd
    there, or it cannot be moved)."""
    try:
        mode = os.lstat(path).st_mode
    except (OSError, ValueError):
        return None
    return None if stat.S_ISREG(mode) else set_aside(path, stamp)


def ensure_folder(folder: Path, stamp: str) -> Path | None:
    """Make `folder` and its parents; whatever other than a folder (or a link to one) sits at
    its name is set aside first (as `set_aside`, under `stamp`). Where that went (None:
    nothing was in the way); OSError if the folder cannot be made."""
    moved = None
    if os.path.lexists(folder) and not folder.is_dir():
        moved = set_aside(folder, stamp)
    folder.mkdir(parents=True, exist_ok=True)
    return moved


def umask_mode() -> int:
    """Read-write for everyone the user's umask allows: the mode an ordinary file gets."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _discard(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` as a message may quote it: at most `limit` characters, and only characters
    that can be written (a lone surrogate from a file's JSON cannot be drawn or encoded)."""
    clean = text.encode("utf-8", "replace").decode("utf-8")
    if len(clean) <= limit:
        return clean
    return clean[: limit - len(QUOTE_ELLIPSIS)] + QUOTE_ELLIPSIS


def encodes(text: str) -> bool:
    """Whether `text` can be written as UTF-8 (and so drawn): no lone surrogates."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def words(error: BaseException) -> str:
    """An error for the player: the system's words, without a (temporary) file name."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return quoted(str(error) or type(error).__name__)


def _why(error: BaseException) -> str:
    """An OS error in its own words, without the file name it may carry."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return type(error).__name__
