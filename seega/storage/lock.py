"""An exclusive lock between copies of the game on one data folder: a lock file beside the data.

Two windows may share a data folder; a change such as "count one more game" must be applied to
what is on disk at the moment of writing, by one copy at a time. The lock is the operating
system's own lock on an open file (flock on Unix, msvcrt on Windows), so it is released when
the holder exits, and a lock file left by a copy that crashed is stale at once: nobody holds
its lock, and the file itself is empty and harmless. Something else at the lock's name (a
folder, a link) is set aside, as any odd path is (`files.clear_for_file`), and the lock taken.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from seega.storage import files
from seega.storage.stamps import stamp_now

# The system's lock: fcntl on Unix, msvcrt on Windows (the other is None). Looked up by name, so
# mypy accepts this module on every system, and a test can stand in for msvcrt on Unix.
fcntl: Any = importlib.import_module("fcntl") if os.name != "nt" else None
msvcrt: Any = importlib.import_module("msvcrt") if os.name == "nt" else None

LOCK_SUFFIX = ".lock"
# A holder only reads, changes and writes one small file: waiting longer than this means the
# other copy hangs, and the change is then refused (reported) rather than the window frozen.
LOCK_WAIT_S = 2.0
# How often a waiting copy tries again.
LOCK_RETRY_S = 0.01


class LockBusy(OSError):
    """Another copy of the game held the lock for longer than LOCK_WAIT_S."""


def lock_path(path: Path) -> Path:
    """The lock file guarding `path`."""
    return path.with_name(path.name + LOCK_SUFFIX)


def _try_lock(handle: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
    except (BlockingIOError, PermissionError):
        return False
    return True


def _unlock(handle: int) -> None:
    with contextlib.suppress(OSError):
        if fcntl is not None:
            fcntl.flock(handle, fcntl.LOCK_UN)
        else:
            msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)


@contextlib.contextmanager
def exclusive(
    path: Path, wait_s: float = LOCK_WAIT_S, clock: Callable[[], float] = time.monotonic
) -> Iterator[None]:
    """Hold the lock of `path` for the `with` block; LockBusy if another copy keeps it longer
    than `wait_s`, OSError if the lock file cannot be opened."""
    target = lock_path(path)
    target.parent.mkdir(parents=True, exist_ok=True)  # never cleared: see Store.save
    files.clear_for_file(target, stamp_now())
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(target, flags, 0o666)
    try:
        deadline = clock() + wait_s
        while not _try_lock(handle):
            if clock() >= deadline:
                raise LockBusy("another copy of the game keeps the file busy")
            time.sleep(LOCK_RETRY_S)
        try:
            yield
        finally:
            _unlock(handle)
    finally:
        os.close(handle)
