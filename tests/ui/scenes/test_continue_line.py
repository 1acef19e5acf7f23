"""Continue on the title says which game it resumes, read from the real autosave over a
temporary data folder: rule set and board, opponent, whose turn and the turn's number, fitted
in every language; the reading happens off the frame, and Enter resumes that very game."""

import pygame
import pytest

from seega.game.match import Seat
from seega.i18n import LANGUAGES, tr
from seega.storage.persistence import Autosave
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import first_legal, press, quick_computer, wait_until
from tests.ui.scenes.past_records import game_in_progress


@pytest.fixture
def thinker(monkeypatch):
    with quick_computer(monkeypatch, first_legal) as chosen:
        yield chosen


def save(harness, match):
    harness.context.storage.save_autosave(Autosave(match.save_state(), match.record_text()))


def test_continue_names_the_game_and_resumes_it(harness, thinker):
    match = game_in_progress("standard", 5, (Seat.human(), Seat.computer("easy")), 4)
    save(harness, match)
    title = TitleScene(harness.context)
    harness.start(title)
    assert title.continue_line() == tr("title.continue.reading")  # before its first frame
    wait_until(harness, lambda: title.continue_line() != tr("title.continue.reading"))
    assert title.continue_line() == "Standard 5×5 · against Computer (Easy) · your turn · turn 3"
    assert title.continue_line() in " ".join(box.text for box in title.text_boxes())
    press(harness, pygame.K_RETURN)  # Continue has the focus
    board = harness.top
    assert isinstance(board, BoardScene)
    assert board.match.state == match.state and board.match.played == match.played


def test_two_players_say_whose_colour_is_to_play(harness):
    match = game_in_progress("sija", 7, (Seat.human(), Seat.human()), 7)
    save(harness, match)
    title = TitleScene(harness.context)
    harness.start(title)
    wait_until(harness, lambda: title.continue_line() != tr("title.continue.reading"))
    # Sija 7×7: two placements a turn; after seven, Dark places the second of turn 4.
    assert title.continue_line() == "Sija 7×7 · Two players · Dark to play · turn 4"


def test_the_computer_to_act_is_said_so(harness):
    match = game_in_progress("standard", 5, (Seat.computer("hard"), Seat.human()), 4)
    save(harness, match)
    title = TitleScene(harness.context)
    harness.start(title)
    wait_until(harness, lambda: title.continue_line() != tr("title.continue.reading"))
    assert title.continue_line() == (
        "Standard 5×5 · against Computer (Hard) · the computer's turn · turn 3"
    )


def test_an_autosave_that_cannot_be_resumed_removes_continue_with_a_notice(harness):
    match = game_in_progress("standard", 5, (Seat.human(), Seat.human()), 4)
    harness.context.storage.save_autosave(Autosave(match.save_state(), "not a record"))
    title = TitleScene(harness.context)
    harness.start(title)
    wait_until(harness, lambda: title.continue_line() != tr("title.continue.reading"))
    assert title.continue_line() is None and tr("menu.continue") not in [
        widget.text for widget in title.menu.widgets
    ]
    assert title.notice is not None and "autosave.json" in title.notice


@pytest.mark.parametrize("larger_text", [False, True])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_line_fits_in_every_language(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    seats = (Seat.human(), Seat.computer("medium"))
    save(harness, game_in_progress("traditional", 9, seats, 61))
    title = TitleScene(harness.context)
    harness.start(title)
    assert overflows(title) == []  # the reading line
    wait_until(harness, lambda: title.continue_line() != tr("title.continue.reading"))
    assert title.saved is not None and str(title.saved.turn) in title.continue_line()
    assert overflows(title) == []
