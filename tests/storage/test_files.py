"""Guarded files: reads that never hang or exhaust memory, writes that never follow a link,
bad files set aside under names that never collide, orphaned temporary files removed."""

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from seega.i18n import LANGUAGES
from seega.storage import files, persistence
from seega.storage.files import BadFile
from seega.storage.persistence import Settings, Storage
from seega.storage.store import WriteProblem
from tests.platforms import posix_only


def reason(call):
    with pytest.raises(BadFile) as caught:
        call()
    return caught.value.reason


@posix_only
@pytest.mark.timeout(10)
def test_a_fifo_is_refused_at_once(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    assert reason(lambda: files.read_text(tmp_path / "pipe", 100)) == files.NOT_REGULAR


@posix_only
@pytest.mark.timeout(10)
def test_a_device_and_a_link_to_one_are_refused(tmp_path):
    (tmp_path / "link").symlink_to("/dev/zero")
    for path in (Path("/dev/zero"), tmp_path / "link"):
        assert reason(lambda path=path: files.read_bytes(path, 100)) == files.NOT_REGULAR


def test_reads_stop_at_the_limit(tmp_path):
    path = tmp_path / "big"
    path.write_bytes(b"x" * 101)
    assert reason(lambda path=path: files.read_bytes(path, 100)) == files.TOO_LARGE
    path.write_bytes(b"x" * 100)
    assert files.read_bytes(path, 100) == b"x" * 100


def test_missing_unreadable_and_folders(tmp_path):
    assert reason(lambda: files.read_text(tmp_path / "nothing", 10)) == files.MISSING
    assert reason(lambda: files.read_text(tmp_path, 10)) == files.NOT_REGULAR
    assert reason(lambda: files.read_text(tmp_path / "a\0b", 10)) == files.UNREADABLE


def test_a_byte_order_mark_is_dropped_and_bad_text_refused(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert files.read_json(path, 100) == {"a": 1}
    path.write_bytes(b"\xff\xfe{}")
    assert reason(lambda: files.read_json(path, 100)) == files.NOT_TEXT


@pytest.mark.parametrize("text", ["[" * 100_000, "1" * 5000, "{", "NaN]"])
def test_json_too_deep_too_long_or_broken_is_bad(tmp_path, text):
    path = tmp_path / "f.json"
    path.write_text(text)
    assert reason(lambda: files.read_json(path, 1_000_000)) == files.NOT_JSON


@posix_only
def test_refuse_special_names_links_devices_and_folders(tmp_path):
    (tmp_path / "link").symlink_to(tmp_path / "target")
    (tmp_path / "file").write_text("")
    for path in (tmp_path / "link", tmp_path, Path("/dev/null")):
        assert reason(lambda path=path: files.refuse_special(path)) == files.NOT_REGULAR
    files.refuse_special(tmp_path / "file")
    files.refuse_special(tmp_path / "absent")


def test_writes_replace_a_link_at_the_target_instead_of_writing_through_it(tmp_path):
    victim = tmp_path / "victim"
    victim.write_text("precious")
    (tmp_path / "out").symlink_to(victim)
    files.write_atomically(tmp_path / "out", "new")
    assert victim.read_text() == "precious"
    assert not (tmp_path / "out").is_symlink() and (tmp_path / "out").read_text() == "new"


def test_set_aside_never_overwrites(tmp_path):
    moved = []
    for content in ("one", "two", "three"):
        (tmp_path / "s.json").write_text(content)
        moved.append(files.set_aside(tmp_path / "s.json", "20240101-000000"))
    assert [p.name for p in moved] == [
        "s.json.corrupt-20240101-000000",
        "s.json.corrupt-20240101-000000-2",
        "s.json.corrupt-20240101-000000-3",
    ]
    assert [p.read_text() for p in moved] == ["one", "two", "three"]


def test_orphans_of_a_killed_write_are_removed_at_start(tmp_path):
    storage = Storage(tmp_path)
    storage.save_settings(Settings(language="en"))
    orphan = tmp_path / f".settings.json.k2j4h{files.TEMP_SUFFIX}"
    orphan.write_text('{"half')
    other = tmp_path / "notes.txt"
    other.write_text("mine")
    storage.clean_up()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "settings.json"]


def test_a_clean_up_never_removes_the_temporary_file_of_a_writer_still_running(tmp_path):
    ended = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    live = tmp_path / f".statistics.json.{os.getpid()}-a1b2{files.TEMP_SUFFIX}"
    dead = tmp_path / f".statistics.json.{int(ended.stdout)}-c3d4{files.TEMP_SUFFIX}"
    for path in (live, dead):
        path.write_text('{"half')
    Storage(tmp_path).clean_up()
    assert sorted(p.name for p in tmp_path.iterdir()) == [live.name]


@posix_only  # where a process can be asked whether it runs
def test_a_clock_set_an_hour_forward_leaves_a_live_writers_temporary_file_alone(tmp_path):
    live = tmp_path / f".statistics.json.{os.getpid()}-a1b2{files.TEMP_SUFFIX}"
    live.write_text('{"half')
    an_hour_on = live.stat().st_mtime + files.STALE_TEMP_S + 3600
    assert files.orphans(tmp_path, now=an_hour_on) == []


def test_two_crash_logs_in_the_same_second_both_survive(tmp_path):
    storage = Storage(tmp_path, now=lambda: persistence.datetime(2024, 1, 1))
    first, second = storage.write_crash_log("one"), storage.write_crash_log("two")
    assert first != second and (first.read_text(), second.read_text()) == ("one", "two")


def test_broken_json_is_refused_saying_where(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"a": 1,\n', encoding="utf-8")
    with pytest.raises(BadFile) as caught:
        files.read_json(path, 100)
    assert caught.value.reason == files.NOT_JSON
    assert caught.value.detail.startswith("not valid JSON (line 2, column 1: ")


def test_the_first_free_name_is_taken_and_nothing_is_written_over(tmp_path):
    taken = [tmp_path / "game.txt", tmp_path / "game-2.txt"]
    for path in taken:
        path.write_text("kept")
    written = files.write_first_free(files.numbered(tmp_path / "game.txt"), "new")
    assert written == tmp_path / "game-3.txt" and written.read_text() == "new"
    assert [path.read_text() for path in taken] == ["kept", "kept"]


def test_a_search_for_a_free_name_ends_when_every_name_is_taken(tmp_path):
    taken = tmp_path / "taken.txt"
    taken.write_text("kept")
    forever = iter(lambda: taken, None)  # the same taken name, again and again
    with pytest.raises(FileExistsError):
        files.write_first_free(forever, "new")
    assert taken.read_text() == "kept"


def test_a_newer_version_is_left_alone_and_never_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    newer = persistence.SETTINGS_VERSION + 1
    path.write_text(json.dumps({"version": newer, "muted": True}))
    storage = Storage(tmp_path)
    loaded = storage.load_settings(LANGUAGES, "en")
    assert loaded.value == Settings(language="en") and loaded.problem is not None
    assert loaded.problem.kind == files.NEWER_VERSION and loaded.problem.moved_to is None
    assert storage.save_settings(Settings(language="en")) is not None
    assert json.loads(path.read_text())["muted"] is True


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None])
def test_a_bad_version_is_a_bad_file(tmp_path, version):
    (tmp_path / "settings.json").write_text(json.dumps({"version": version}))
    loaded = Storage(tmp_path).load_settings(LANGUAGES, "en")
    assert loaded.problem is not None and loaded.problem.moved_to is not None


def test_older_versions_are_brought_up_to_date(tmp_path, monkeypatch):
    renamed = {1: lambda raw: {**raw, "version": 2, "muted": raw.pop("silent")}}
    current = persistence.settings_format

    def later(languages, first_run):
        return replace(current(languages, first_run), version=2, migrations=renamed)

    monkeypatch.setattr(persistence, "settings_format", later)
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "silent": True}))
    loaded = Storage(tmp_path).load_settings(LANGUAGES, "en")
    assert loaded.problem is None and loaded.value.muted is True


def test_repeated_failures_give_one_notice_until_a_success(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    real = os.replace

    def full(source, target):
        raise OSError(28, "No space left on device", source)

    monkeypatch.setattr(os, "replace", full)
    messages = [storage.save_settings(Settings(language="en")) for _ in range(169)]
    full_disk = WriteProblem("settings.json", "No space left on device", folder=str(tmp_path))
    assert [m for m in messages if m] == [full_disk]
    monkeypatch.setattr(os, "replace", real)
    assert storage.save_settings(Settings(language="en")) is None
    monkeypatch.setattr(os, "replace", full)
    assert storage.save_settings(Settings(language="en")) is not None  # a new failure is told again
    assert not files.orphans(tmp_path)


def test_saves_killed_at_random_moments_leave_readable_files_and_no_temporaries(capsys):
    from tests.kill_during_save import run

    assert run(kills=15, seed=4) == 0
    assert "problems after the next start: 0" in capsys.readouterr().out


def test_a_folder_that_cannot_be_looked_into_has_no_game_in_progress(tmp_path, monkeypatch):
    def refused(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "scandir", refused)
    assert Storage(tmp_path).saves.slots() == []


class HeldFile:
    """os.replace as Windows answers while another program holds the target: "Access is
    denied" for the first `refusals` tries."""

    def __init__(self, refusals: int) -> None:
        self.refusals = refusals
        self.tries = 0

    def __call__(self, source: Path, target: Path) -> None:
        self.tries += 1
        if self.tries <= self.refusals:
            raise PermissionError(13, "Access is denied")
        os.replace(source, target)


def test_a_replace_refused_for_a_moment_is_tried_again(tmp_path: Path) -> None:
    source, target = tmp_path / "new", tmp_path / "settings.json"
    source.write_text("new")
    target.write_text("old")
    waits: list[float] = []
    files.replace(source, target, HeldFile(2), waits.append, files.HELD_FILE_WAITS_S)
    assert target.read_text() == "new"
    assert waits == list(files.HELD_FILE_WAITS_S[:2])


def test_a_replace_refused_for_good_fails_as_any_write_after_a_bounded_wait(
    tmp_path: Path,
) -> None:
    source, target = tmp_path / "new", tmp_path / "settings.json"
    source.write_text("new")
    target.write_text("old")
    waits: list[float] = []
    held = HeldFile(refusals=100)
    with pytest.raises(PermissionError):
        files.replace(source, target, held, waits.append, files.HELD_FILE_WAITS_S)
    assert (held.tries, waits) == (len(files.HELD_FILE_WAITS_S) + 1, list(files.HELD_FILE_WAITS_S))
    assert sum(waits) < 1 and target.read_text() == "old"


@pytest.mark.skipif(os.name == "nt", reason="Windows has programs that hold a file a moment")
def test_a_refused_replace_is_told_at_once_where_nothing_holds_files(tmp_path: Path) -> None:
    # A read-only folder refuses every save of a game: 0.75 s of waiting at each cost a game
    # of a hundred actions over a minute (tests/ui/scenes/test_bad_files.py's read-only game).
    source, target = tmp_path / "new", tmp_path / "settings.json"
    source.write_text("new")
    waits: list[float] = []
    held = HeldFile(refusals=100)
    with pytest.raises(PermissionError):
        files.replace(source, target, held, waits.append)
    assert (held.tries, waits) == (1, [])
