"""The games in progress, one file each (`saves/<game id>.json`): each kept, listed newest
first and forgotten on its own; an older version's single autosave adopted without a loss,
even when a kill interrupts the move; two processes saving their games at once lose none."""

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from seega.storage import files
from seega.storage.persistence import Storage
from seega.storage.saves import AUTOSAVE_FILE, SAVES_FOLDER, Autosave

PROJECT_DIR = Path(__file__).resolve().parents[2]
FIXED_NOW = datetime(2026, 12, 4, 14, 5, 0)
GAMES_EACH = 20
CHILD_TIMEOUT_S = 120
CHILD = """
import sys, time
from pathlib import Path
from seega.storage.persistence import Storage
from seega.storage.saves import Autosave
folder, name, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
while not (folder / "go").exists():
    time.sleep(0.001)
storage = Storage(folder)
for number in range(count):
    for again in range(3):  # each game saved after each of its turns
        storage.saves.save(f"{name}{number}", Autosave({"turn": again}, "record"))
"""


def _save(game: str, turn: int = 1) -> Autosave:
    return Autosave({"kind": "seega-match", "game": game, "turn": turn}, f"record of {game}")


def _storage(folder: Path) -> Storage:
    return Storage(folder, now=lambda: FIXED_NOW)


def test_each_game_in_progress_is_kept_and_forgotten_on_its_own(tmp_path):
    saves = _storage(tmp_path).saves
    assert saves.slots() == [] and saves.load("a1").value is None
    assert saves.save("a1", _save("a1")) is None and saves.save("b2", _save("b2")) is None
    assert saves.save("a1", _save("a1", turn=2)) is None  # the same game, one turn on
    assert saves.load("a1").value == _save("a1", turn=2) and saves.load("b2").value == _save("b2")
    assert saves.delete("a1") is None
    assert [slot.game_id for slot in saves.slots()] == ["b2"]


def test_games_are_listed_newest_first_by_when_they_were_saved(tmp_path):
    saves = _storage(tmp_path).saves
    for game in ("old", "newest", "middle"):
        saves.save(game, _save(game))
        stamp = FIXED_NOW.timestamp() + {"old": 0, "middle": 60, "newest": 120}[game]
        os.utime(saves.store(game).path, (stamp, stamp))
    slots = saves.slots()
    assert [slot.game_id for slot in slots] == ["newest", "middle", "old"]
    assert slots[0].saved_at == datetime.fromtimestamp(FIXED_NOW.timestamp() + 120)


def test_only_the_games_own_files_are_listed(tmp_path):
    saves = _storage(tmp_path).saves
    saves.save("a1", _save("a1"))
    for odd in ("notes.txt", "a1.json.lock", "b2.json.corrupt-20260101", ".a1.json.1-x.part"):
        (saves.folder / odd).write_text("x")
    (saves.folder / "c3.json").mkdir()  # listed: reading it says what it is
    assert sorted(slot.game_id for slot in saves.slots()) == ["a1", "c3"]


@pytest.mark.parametrize("odd", ["../x", "a" * 33, "é1", "", "a.b"])
def test_an_id_that_could_not_name_a_file_is_refused(tmp_path, odd):
    with pytest.raises(ValueError):
        _storage(tmp_path).saves.save(odd, _save("x"))


def test_a_save_of_the_wrong_shape_is_set_aside_and_said(tmp_path):
    saves = _storage(tmp_path).saves
    saves.folder.mkdir()
    (saves.folder / "a1.json").write_text('{"state": [], "record": 3}')
    loaded = saves.load("a1")
    assert loaded.value is None and loaded.problem is not None
    assert loaded.problem.moved_to is not None and saves.slots() == []


def test_an_unwritable_save_keeps_the_game_as_it_was(tmp_path):
    saves = _storage(tmp_path).saves
    saves.save("a1", _save("a1"))
    problem = saves.save("a1", Autosave({"a": object()}, ""))
    assert problem is not None and problem.file == "a1.json" and problem.error
    assert saves.load("a1").value == _save("a1")
    assert [p.name for p in saves.folder.iterdir()] == ["a1.json"]


def _legacy(folder: Path, state: dict[str, object]) -> None:
    folder.mkdir(exist_ok=True)
    text = json.dumps({"version": 1, "state": state, "record": "old record"})
    (folder / AUTOSAVE_FILE).write_text(text, encoding="utf-8")


def test_an_older_versions_single_autosave_is_adopted_under_its_games_id(tmp_path):
    _legacy(tmp_path, {"kind": "seega-match", "game": "abc123"})
    saves = _storage(tmp_path).saves
    assert saves.adopt(lambda: "fresh") is None
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    assert saves.load("abc123").value == Autosave(
        {"kind": "seega-match", "game": "abc123"}, "old record"
    )
    assert saves.adopt(lambda: "fresh") is None and len(saves.slots()) == 1  # once


def test_an_autosave_from_before_game_ids_gets_one_and_keeps_it(tmp_path):
    _legacy(tmp_path, {"kind": "seega-match"})
    saves = _storage(tmp_path).saves
    saves.adopt(lambda: "fresh1")
    assert saves.load("fresh1").value == Autosave(
        {"kind": "seega-match", "game": "fresh1"}, "old record"
    )


def test_a_kill_between_the_copy_and_the_removal_leaves_one_game(tmp_path):
    _legacy(tmp_path, {"kind": "seega-match", "game": "abc123"})
    saves = _storage(tmp_path).saves
    saves.save("abc123", _save("abc123", turn=9))  # copied (and played on) before the kill
    assert saves.adopt(lambda: "fresh") is None
    assert [slot.game_id for slot in saves.slots()] == ["abc123"]
    assert saves.load("abc123").value == _save("abc123", turn=9)  # the copy is not replaced
    assert not (tmp_path / AUTOSAVE_FILE).exists()


def test_a_newer_versions_autosave_is_left_where_it_is(tmp_path):
    tmp_path.mkdir(exist_ok=True)
    newer = json.dumps({"version": 99, "state": {}, "record": ""})
    (tmp_path / AUTOSAVE_FILE).write_text(newer, encoding="utf-8")
    problem = _storage(tmp_path).saves.adopt(lambda: "fresh")
    assert problem is not None and problem.kind == files.NEWER_VERSION
    assert (tmp_path / AUTOSAVE_FILE).read_text(encoding="utf-8") == newer
    assert not (tmp_path / SAVES_FOLDER).exists()


def test_two_processes_saving_their_games_at_once_lose_none(tmp_path):
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), name, str(GAMES_EACH)], cwd=PROJECT_DIR
        )
        for name in ("left", "right")
    ]
    (tmp_path / "go").touch()
    assert [child.wait(CHILD_TIMEOUT_S) for child in children] == [0, 0]
    saves = Storage(tmp_path).saves
    names = {slot.game_id for slot in saves.slots()}
    assert len(names) == 2 * GAMES_EACH
    assert all(saves.load(name).value == Autosave({"turn": 2}, "record") for name in names)
    assert files.orphans(saves.folder) == []
