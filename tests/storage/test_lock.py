"""The lock between copies of the game: the Unix lock for real, the Windows branch's logic with
a stand-in for `msvcrt` (the real Windows lock runs only in the Windows CI job)."""

import errno
import os
import threading

import pytest

from seega.storage import lock
from seega.storage.lock import LockBusy, exclusive, lock_path

SHORT_WAIT_S = 0.05


class FakeMsvcrt:
    """`msvcrt.locking` as Windows behaves: a byte range locked by one open file; a second
    LK_NBLCK on it fails with EACCES (PermissionError) until the holder unlocks."""

    LK_NBLCK = 2
    LK_UNLCK = 0

    def __init__(self):
        self.calls = []  # (mode, handle, length), in order
        self.holders = {}  # the locked file (device, inode) -> the handle holding it

    def locking(self, handle, mode, length):
        self.calls.append((mode, handle, length))
        status = os.fstat(handle)
        key = (status.st_dev, status.st_ino)
        if mode == self.LK_NBLCK:
            if key in self.holders:
                raise PermissionError(errno.EACCES, "Permission denied")
            self.holders[key] = handle
        elif mode == self.LK_UNLCK:
            if self.holders.get(key) != handle:
                raise PermissionError(errno.EACCES, "Permission denied")
            del self.holders[key]


@pytest.fixture
def windows_lock(monkeypatch):
    fake = FakeMsvcrt()
    monkeypatch.setattr(lock, "fcntl", None)
    monkeypatch.setattr(lock, "msvcrt", fake, raising=False)
    return fake


def test_the_windows_branch_locks_one_byte_and_unlocks_it(tmp_path, windows_lock):
    target = tmp_path / "statistics.json"
    with exclusive(target):
        assert windows_lock.holders
    assert not windows_lock.holders
    (lock_mode, handle, length), (unlock_mode, same, one) = windows_lock.calls
    assert (lock_mode, unlock_mode, length, one) == (FakeMsvcrt.LK_NBLCK, FakeMsvcrt.LK_UNLCK, 1, 1)
    assert handle == same
    assert lock_path(target).exists()


def test_the_windows_branch_waits_then_refuses_a_lock_held_by_another_copy(tmp_path, windows_lock):
    target = tmp_path / "statistics.json"
    with exclusive(target), pytest.raises(LockBusy), exclusive(target, wait_s=SHORT_WAIT_S):
        pass
    tries = [call for call in windows_lock.calls if call[0] == FakeMsvcrt.LK_NBLCK]
    assert len(tries) > 2  # the second copy tried again until its wait was over
    with exclusive(target, wait_s=SHORT_WAIT_S):  # free again once the holder left
        assert windows_lock.holders


def test_the_windows_branch_releases_the_lock_when_the_block_raises(tmp_path, windows_lock):
    target = tmp_path / "statistics.json"
    with pytest.raises(ValueError), exclusive(target):
        raise ValueError("the change failed")
    assert not windows_lock.holders


def test_the_unix_lock_holds_off_another_holder_until_released(tmp_path):
    if lock.fcntl is None:
        pytest.skip("the Unix lock")
    target = tmp_path / "statistics.json"
    held, release, outcome = threading.Event(), threading.Event(), []

    def other_copy():
        with exclusive(target):
            held.set()
            release.wait(5)

    thread = threading.Thread(target=other_copy)
    thread.start()
    held.wait(5)
    try:
        with exclusive(target, wait_s=SHORT_WAIT_S):
            outcome.append("got it")
    except LockBusy:
        outcome.append("busy")
    release.set()
    thread.join()
    with exclusive(target, wait_s=SHORT_WAIT_S):
        outcome.append("free")
    assert outcome == ["busy", "free"]


@pytest.mark.parametrize("odd", ["folder", "link"])
def test_a_lock_that_is_not_a_file_is_set_aside_and_the_change_kept(tmp_path, odd):
    from seega.challenges.journey import Progress, StageResult
    from seega.storage.persistence import Storage

    storage = Storage(tmp_path)
    for name in ("statistics.json", "journey.json"):
        target = lock_path(tmp_path / name)
        if odd == "folder":
            target.mkdir()
        else:
            target.symlink_to(tmp_path / "elsewhere")
    result = StageResult(3, 1, 0)
    for _ in range(2):  # and every later game too
        counted, problem = storage.count_game(lambda known: known.with_two_player_game(None))
        assert problem is None
        storage.journey.update(lambda p: p.with_result("standard-5-capture-1", result), Progress())
    assert storage.load_statistics().value.two_player.draws == 2
    assert storage.load_journey().value.results["standard-5-capture-1"] == result
    assert len(list(tmp_path.glob("*.lock.corrupt-*"))) == 2
