"""Continue after the app restarts (a new app object, the same data folder), and bad saves."""

import json

import pytest

from seega.game import match as match_module
from seega.i18n import tr
from seega.storage.persistence import AUTOSAVE_FILE, Storage
from seega.ui import app
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.conftest import Harness
from tests.ui.scenes.game_helpers import (
    board_settled,
    first_legal,
    play_by_clicks,
    quick_computer,
    wait_until,
    widget_centre,
)


@pytest.fixture(autouse=True)
def computer_picks_first_legal(monkeypatch):
    with quick_computer(monkeypatch, first_legal):
        yield


def new_app(harness, data_dir, monkeypatch):
    """What `python3 main.py` builds on start: a context from the data folder, a title."""
    monkeypatch.setenv("SEEGA_DATA_DIR", str(data_dir))
    context = app.build_context(Storage(data_dir))
    context.display = harness.display
    fresh = Harness(context, harness.display)
    title = TitleScene(context)
    fresh.start(title)
    fresh.frames(60)  # the menu slides in
    return fresh, title


def test_continue_after_a_restart_resumes_exactly(harness, tmp_path, monkeypatch):
    first, title = new_app(harness, tmp_path, monkeypatch)
    first.click(widget_centre(title.menu, tr("menu.new_game")))
    first.click(widget_centre(first.top.menu, tr("button.start")))
    board = first.top
    for _ in range(3):  # three of the person's placements, and the computer's answers
        wait_until(first, lambda: board.accepting())
        play_by_clicks(first, board, board.match.legal_actions()[0])
    wait_until(first, lambda: board_settled(board))
    played = list(board.match.played)
    state = board.match.state

    second, title = new_app(harness, tmp_path, monkeypatch)
    assert title.menu.widgets[0].text == tr("menu.continue")
    second.click(widget_centre(title.menu, tr("menu.continue")))
    resumed = second.top
    assert isinstance(resumed, BoardScene)
    assert resumed.match.played == played and resumed.match.state == state
    assert resumed.match.seats == board.match.seats
    assert resumed.match.can_undo


def test_a_corrupt_save_is_reported_and_set_aside(harness, tmp_path, monkeypatch):
    (tmp_path / AUTOSAVE_FILE).write_text("{ this is not json", encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    # The title read the save as it opened: no Continue to click, a notice instead.
    assert fresh.top is title
    assert title.notice is not None
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    assert list(tmp_path.glob(f"{AUTOSAVE_FILE}.corrupt-*"))


def test_a_save_whose_game_does_not_replay_is_set_aside(harness, tmp_path, monkeypatch):
    record = "# Seega game record\nRules: standard\nSize: 5\n\n1. white @c3\n"
    saved = {"version": 1, "state": {"kind": match_module.SAVE_KIND}, "record": record}
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(saved), encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    # The title read the save as it opened: no Continue to click, a notice instead.
    fresh.frames(2)
    assert isinstance(fresh.top, TitleScene)
    assert fresh.top.notice is not None and "could not be continued" in fresh.top.notice
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    assert tr("menu.continue") not in [w.text for w in fresh.top.menu.widgets]
