"""Continue's list of the games in progress, driven by real events over a temporary data
folder: each game kept on its own and listed newest first with what it is; one resumed
exactly after the app restarts; one deleted only after a question; an older version's single
autosave adopted; bad saves reported and set aside; every line fitted in every language."""

import json
import os

import pygame
import pytest

from seega.game import match as match_module
from seega.game.match import Seat
from seega.i18n import tr
from seega.storage.persistence import Storage
from seega.storage.saves import AUTOSAVE_FILE, SAVES_FOLDER, Autosave
from seega.ui import app
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.saved_games import SavedGamesScene, game_line
from seega.ui.scenes.title import TitleScene
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.conftest import Harness
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import (
    board_settled,
    first_legal,
    play_by_clicks,
    press,
    quick_computer,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.past_records import game_in_progress


@pytest.fixture(autouse=True)
def computer_picks_first_legal(harness):
    with quick_computer(harness.context, first_legal):
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


def keep(harness, match, minutes_ago=0):
    """`match` kept as a game in progress, saved `minutes_ago`."""
    saves = harness.context.storage.saves
    saves.save(match.game_id, Autosave(match.save_state(), match.record_text()))
    stamp = saves.store(match.game_id).path.stat().st_mtime - 60 * minutes_ago
    os.utime(saves.store(match.game_id).path, (stamp, stamp))
    return match


def three_games(harness):
    """Three games in progress: against the computer, two people, and from a set position's
    rule set; the newest last."""
    return [
        keep(
            harness, game_in_progress("standard", 5, (Seat.human(), Seat.computer("easy")), 4), 30
        ),
        keep(harness, game_in_progress("sija", 7, (Seat.human(), Seat.human()), 7), 20),
        keep(harness, game_in_progress("seejeh", 5, (Seat.computer("hard"), Seat.human()), 4), 10),
    ]


def open_list(harness):
    """Continue clicked on the title; the list once read."""
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(60)
    harness.click(widget_centre(title.menu, tr("menu.continue")))
    listing = harness.top
    assert isinstance(listing, SavedGamesScene)
    wait_until(harness, lambda: listing.loaded)
    return listing


def rows(listing):
    """The entries' lines, in order (each entry is followed by its Delete button)."""
    return [widget.text for widget in listing.menu.widgets[:-3:2]]


def test_every_game_in_progress_is_listed_newest_first_with_what_it_is(harness):
    games = three_games(harness)
    listing = open_list(harness)
    assert rows(listing) == [
        "Seejeh 5×5 · against Computer (Hard) · the computer's turn · turn 3",
        "Sija 7×7 · Two players · Dark to play · turn 4",
        "Standard 5×5 · against Computer (Easy) · your turn · turn 3",
    ]
    details = [widget.detail for widget in listing.menu.widgets[:-3:2]]
    assert all(detail.startswith("saved 20") for detail in details)
    assert [entry.game.game_id for entry in listing.games] == [g.game_id for g in games[::-1]]


def test_choosing_a_game_resumes_that_very_game(harness):
    games = three_games(harness)
    listing = open_list(harness)
    harness.click(widget_centre(listing.menu, rows(listing)[1]))
    board = harness.top
    assert isinstance(board, BoardScene)
    assert board.match.game_id == games[1].game_id and board.match.state == games[1].state
    assert not any(isinstance(scene, SavedGamesScene) for scene in harness.stack.scenes)


def test_deleting_asks_first_and_keep_it_keeps_it(harness):
    games = three_games(harness)
    listing = open_list(harness)
    deletes = listing.menu.widgets[1:-3:2]
    harness.click(deletes[0].rect.center)
    assert listing.asking is not None and listing.asking.title == tr("dialog.delete_saved.title")
    assert rows(listing)[0] in listing.asking.body  # the question names the game
    harness.click(widget_centre(listing.asking.buttons, tr("button.keep_saved")))
    assert listing.asking is None and len(harness.context.storage.saves.slots()) == 3
    harness.click(deletes[0].rect.center)
    press(harness, pygame.K_ESCAPE)  # Esc keeps it too
    assert listing.asking is None and len(harness.context.storage.saves.slots()) == 3
    harness.click(listing.menu.widgets[1].rect.center)
    harness.click(widget_centre(listing.asking.buttons, tr("button.delete_saved")))
    left = [slot.game_id for slot in harness.context.storage.saves.slots()]
    assert left == [games[1].game_id, games[0].game_id] and len(rows(listing)) == 2


def test_a_new_game_is_kept_beside_the_others_and_continue_lists_both(harness):
    older = keep(harness, game_in_progress("standard", 5, (Seat.human(), Seat.human()), 4), 5)
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(60)
    harness.click(widget_centre(title.menu, tr("menu.new_game")))
    harness.click(
        widget_centre(harness.top.menu, tr("button.start"))
    )  # no question: it replaces none
    board = harness.top
    assert isinstance(board, BoardScene)
    wait_until(harness, lambda: board.accepting())
    play_by_clicks(harness, board, board.match.legal_actions()[0])
    wait_until(harness, lambda: board_settled(board))
    ids = {slot.game_id for slot in harness.context.storage.saves.slots()}
    assert ids == {older.game_id, board.match.game_id}


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
    second.click(widget_centre(title.menu, tr("menu.continue")))
    listing = second.top
    wait_until(second, lambda: listing.loaded)
    second.click(listing.menu.widgets[0].rect.center)
    resumed = second.top
    assert isinstance(resumed, BoardScene)
    assert resumed.match.played == played and resumed.match.state == state
    assert resumed.match.seats == board.match.seats
    assert resumed.match.can_undo


def test_an_older_versions_autosave_is_adopted_and_resumed(harness, tmp_path, monkeypatch):
    match = game_in_progress("standard", 5, (Seat.human(), Seat.human()), 4)
    saved = {"version": 1, "state": match.save_state(), "record": match.record_text()}
    (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(saved), encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    assert not (tmp_path / AUTOSAVE_FILE).exists()
    fresh.click(widget_centre(title.menu, tr("menu.continue")))
    listing = fresh.top
    wait_until(fresh, lambda: listing.loaded)
    fresh.click(listing.menu.widgets[0].rect.center)
    assert isinstance(fresh.top, BoardScene) and fresh.top.match.state == match.state


def test_a_corrupt_save_is_reported_and_set_aside(harness, tmp_path, monkeypatch):
    (tmp_path / SAVES_FOLDER).mkdir()
    (tmp_path / SAVES_FOLDER / "bad1.json").write_text("{ this is not json", encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    fresh.click(widget_centre(title.menu, tr("menu.continue")))
    listing = fresh.top
    wait_until(fresh, lambda: listing.loaded)
    assert listing.games == [] and any("bad1.json" in note for note in listing.notes)
    assert list((tmp_path / SAVES_FOLDER).glob("bad1.json.corrupt-*"))
    assert fresh.context.storage.saves.slots() == []


def test_a_save_whose_game_does_not_replay_is_set_aside(harness, tmp_path, monkeypatch):
    record = "# Seega game record\nRules: standard\nSize: 5\n\n1. white @c3\n"
    saved = {"version": 1, "state": {"kind": match_module.SAVE_KIND}, "record": record}
    (tmp_path / SAVES_FOLDER).mkdir()
    (tmp_path / SAVES_FOLDER / "odd1.json").write_text(json.dumps(saved), encoding="utf-8")
    fresh, title = new_app(harness, tmp_path, monkeypatch)
    fresh.click(widget_centre(title.menu, tr("menu.continue")))
    listing = fresh.top
    wait_until(fresh, lambda: listing.loaded)
    assert listing.games == [] and any("could not be continued" in n for n in listing.notes)
    assert fresh.context.storage.saves.slots() == []


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_the_list_fits_in_every_language(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    seats = (Seat.human(), Seat.computer("medium"))
    game = keep(harness, game_in_progress("traditional", 9, seats, 61))
    listing = SavedGamesScene(harness.context)
    harness.start(listing)
    assert overflows(listing) == []  # the reading line
    wait_until(harness, lambda: listing.loaded)
    assert game_line(listing.games[0].game) in rows(listing)
    assert game.game_id == listing.games[0].game.game_id
    assert overflows(listing) == []
