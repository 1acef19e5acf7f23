"""Bad data and level files through the real game: no crash, one notice on the screen the
player is on, the file set aside (or left alone), nothing else lost (no file can lock a
player out)."""

import json
import os
import random

import pytest

from seega.core import parse_position
from seega.core.setups import STANDARD
from seega.game import factory
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.session import TurnSession
from seega.storage import catalogue as setups_module
from seega.storage.persistence import (
    AUTOSAVE_FILE,
    SETTINGS_FILE,
    STATISTICS_FILE,
    Autosave,
    Storage,
)
from seega.ui import app
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import PANEL, NewGameScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.services.file_words import load_problem_words, write_problem_words
from tests.platforms import posix_only
from tests.ui.scenes.game_helpers import (
    first_legal,
    play_out,
    quick_computer,
    widget_centre,
)
from tests.ui.scenes.game_scenes import STANDARD_WIN, TWO_PEOPLE, match_from
from tests.ui.scenes.test_saves import new_app

DEEP = "[" * 100_000 + "]" * 100_000
HUGE_NUMBER = '{"sound_volume": ' + "9" * 5000 + "}"
SET_UP = "standard 5 WBWB./BW.WB/WB.BW/.WBWB/BWBW. w move 0 0 0"


@pytest.fixture(autouse=True)
def computer_picks_first_legal(harness):
    with quick_computer(harness.context, first_legal):
        yield


@pytest.mark.parametrize("name", [SETTINGS_FILE, STATISTICS_FILE])
@pytest.mark.parametrize("content", [DEEP, HUGE_NUMBER], ids=["deep", "huge_number"])
def test_a_corrupt_data_file_does_not_stop_the_game_starting(tmp_path, name, content):
    (tmp_path / name).write_text(content, encoding="utf-8")
    assert app.main(["--frames", "3", "--data-dir", str(tmp_path)]) == 0
    assert not list(tmp_path.glob("crash-*.log"))
    assert not (tmp_path / name).exists()
    assert [p.read_text() for p in tmp_path.glob(f"{name}.corrupt-*")] == [content]
    assert app.main(["--frames", "3", "--data-dir", str(tmp_path)]) == 0  # and again


def test_the_start_reports_a_bad_settings_file_on_the_title(harness, tmp_path, monkeypatch):
    (tmp_path / SETTINGS_FILE).write_text(DEEP, encoding="utf-8")
    _, title = new_app(harness, tmp_path, monkeypatch)
    assert title.notice is not None and SETTINGS_FILE in title.notice


@pytest.mark.parametrize("content", [DEEP, '{"state": {}, "record": ' + "1" * 5000 + "}"])
def test_a_corrupt_autosave_does_not_crash_continue(harness, tmp_path, monkeypatch, content):
    (tmp_path / AUTOSAVE_FILE).write_text(content, encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    # The title read the save as it opened: no Continue to click, a notice instead.
    assert fresh.top is title and title.notice is not None
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    assert tr("menu.continue") not in [w.text for w in title.menu.widgets]


def test_a_huge_count_does_not_crash_the_statistics_screen(harness, tmp_path, monkeypatch):
    counts = {"computer": {"easy": {"wins": 10**4000}}, "two_player": {"draws": 3}}
    (tmp_path / STATISTICS_FILE).write_text(json.dumps(counts), encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    assert title.notice is not None and STATISTICS_FILE in title.notice
    fresh.click(widget_centre(title.menu, tr("menu.statistics")))
    assert isinstance(fresh.top, StatsScene)
    assert fresh.frames(3)
    assert list(tmp_path.glob(f"{STATISTICS_FILE}.corrupt-*"))


def refuse(monkeypatch, function, path_part):
    """Make `os.<function>` fail with EACCES for paths containing `path_part` (as a folder
    without permission would: the tests may run as root, who is never refused)."""
    real = getattr(os, function)

    def guarded(path, *args, **kwargs):
        if path_part in os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, function, guarded)


def test_a_file_without_permission_is_left_alone_and_not_overwritten(tmp_path, monkeypatch):
    path = tmp_path / STATISTICS_FILE
    path.write_text('{"two_player": {"draws": 7}}', encoding="utf-8")
    refuse(monkeypatch, "open", STATISTICS_FILE)
    storage = Storage(tmp_path)
    loaded = storage.load_statistics()
    assert loaded.problem is not None and loaded.problem.moved_to is None
    assert tr("notice.file_left") in load_problem_words(loaded.problem)
    problem = storage.save_statistics(loaded.value.with_two_player_game(None))
    assert problem is not None and problem.error is None  # left alone: never written over
    assert tr("notice.left") in write_problem_words(problem)
    assert storage.save_statistics(loaded.value) is None  # told once
    monkeypatch.undo()
    assert json.loads(path.read_text())["two_player"]["draws"] == 7


def record_notices(monkeypatch):
    """The bodies of the notices the board is told, in order."""
    opened = []
    real = TurnSession.tell

    def spy(self, title, body):
        opened.append(body())
        real(self, title, body)

    monkeypatch.setattr(TurnSession, "tell", spy)
    return opened


def test_the_end_of_a_game_survives_an_undeletable_autosave(harness, monkeypatch):
    opened = record_notices(monkeypatch)
    (harness.context.storage.directory / AUTOSAVE_FILE).mkdir(parents=True)  # a folder there
    harness.context.computer.use(InlineThinker(first_legal))
    board = BoardScene(harness.context, match_from(STANDARD_WIN[0], TWO_PEOPLE))
    harness.start(board)
    assert isinstance(play_out(harness, board, random.Random(3)), GameOverScene)
    assert board.match.is_over
    assert len([body for body in opened if AUTOSAVE_FILE in body]) == 1
    assert harness.context.notices == []


def test_the_end_of_a_game_survives_an_autosave_that_cannot_be_deleted(harness, monkeypatch):
    opened = record_notices(monkeypatch)
    refuse(monkeypatch, "unlink", AUTOSAVE_FILE)
    harness.context.computer.use(InlineThinker(first_legal))
    board = BoardScene(harness.context, match_from(STANDARD_WIN[0], TWO_PEOPLE))
    harness.start(board)
    assert isinstance(play_out(harness, board, random.Random(3)), GameOverScene)
    assert opened == [tr("notice.delete_failed", error="Permission denied")]


def test_a_read_only_data_folder_gives_one_notice_on_the_board(harness, monkeypatch):
    opened = record_notices(monkeypatch)
    refuse(monkeypatch, "replace", AUTOSAVE_FILE)  # each refusal names a new temporary file
    harness.context.computer.use(InlineThinker(first_legal))
    board = BoardScene(harness.context, match_from(SET_UP, TWO_PEOPLE, steps=0))
    harness.start(board)
    play_out(harness, board, random.Random(5))
    assert len(board.match.played) > 10
    assert len([body for body in opened if AUTOSAVE_FILE in body]) == 1
    assert harness.context.notices == []


@pytest.fixture
def levels_folder(tmp_path, monkeypatch, harness):
    folder = tmp_path / "levels"
    folder.mkdir()
    monkeypatch.setattr(setups_module, "LEVELS_DIR", folder)
    harness.context.computer.use(InlineThinker(first_legal))  # entering New game starts the worker
    return folder


def level(**changes):
    base = {"id": "standard-5", "name": "Standard 5×5", "description": "The usual game."}
    return json.dumps({**base, "rules": "standard", "size": 5, "start": "empty", **changes})


def open_new_game(harness):
    scene = NewGameScene(harness.context)
    harness.start(scene)
    harness.frames(2)
    return scene


@pytest.mark.parametrize(
    "content", [DEEP, level(size=int("9" * 4000)).replace("9" * 4000, "9" * 5000)]
)
def test_a_bad_level_file_does_not_crash_new_game(harness, levels_folder, content):
    (levels_folder / "a-bad.json").write_text(content, encoding="utf-8")
    (levels_folder / "b-good.json").write_text(level(), encoding="utf-8")
    scene = open_new_game(harness)
    assert [lv.id for lv in scene.setups] == ["standard-5"]
    assert scene.dialog is not None and "a-bad.json" in scene.dialog.body
    assert list(levels_folder.glob("a-bad.json.corrupt-*"))


def test_a_notice_names_a_few_bad_level_files_only(harness, levels_folder):
    for index in range(8):
        (levels_folder / f"bad-{index}.json").write_text("{", encoding="utf-8")
    scene = open_new_game(harness)
    assert scene.dialog is not None and scene.dialog.rect.height < PANEL.height
    body = scene.dialog.body
    assert "bad-2.json" in body and body.endswith(", …") and "bad-3.json" not in body
    assert tr("file.problem.not_json") in body  # each named with why, in the player's words
    assert scene.setups == [STANDARD]


@posix_only
@pytest.mark.timeout(20)
def test_a_fifo_or_a_device_named_like_a_level_does_not_hang_new_game(harness, levels_folder):
    os.mkfifo(levels_folder / "fifo.json")
    (levels_folder / "zero.json").symlink_to("/dev/zero")
    (levels_folder / "good.json").write_text(level(), encoding="utf-8")
    scene = open_new_game(harness)
    assert [lv.id for lv in scene.setups] == ["standard-5"]
    assert "fifo.json" in scene.dialog.body and "zero.json" in scene.dialog.body


def test_with_no_usable_level_new_game_offers_the_standard_game(harness, levels_folder):
    scene = open_new_game(harness)
    assert scene.dialog is not None and scene.dialog.body == tr("notice.no_levels")
    scene.dialog.buttons.widgets[0].activate()
    harness.frames(2)
    assert scene.dialog is None
    harness.click(widget_centre(scene.menu, tr("button.start")))
    board = harness.top
    assert isinstance(board, BoardScene)
    assert board.match.state.rules.name == "standard"


def test_a_level_with_a_set_up_starts_from_it(harness, levels_folder):
    (levels_folder / "challenge.json").write_text(level(start=SET_UP), encoding="utf-8")
    scene = open_new_game(harness)
    assert scene.dialog is None
    harness.click(widget_centre(scene.menu, tr("button.start")))
    board = harness.top
    assert isinstance(board, BoardScene)
    assert board.match.line.start == parse_position(SET_UP)
    assert factory.rematch(board.match, swap=True).line.start == parse_position(SET_UP)


def test_a_folder_at_the_autosave_name_is_told_and_set_aside(harness, tmp_path, monkeypatch):
    """The title reads it as it opens, says what is wrong, and moves it out of the way, so
    the next autosave is written again."""
    (tmp_path / AUTOSAVE_FILE).mkdir()
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    # The title read the save as it opened: no Continue to click, a notice instead.
    assert fresh.top is title and title.notice is not None
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    assert list(tmp_path.glob(f"{AUTOSAVE_FILE}.corrupt-*"))
    assert fresh.context.storage.save_autosave(Autosave({"kind": "x"}, "record")) is None
    assert (tmp_path / AUTOSAVE_FILE).is_file()
