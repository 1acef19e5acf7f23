"""Past games with real events, from the title over a temporary data folder: the records are
read after a first frame that says so (Esc works meanwhile), no two entries read the same,
the filters keep one opponent or one rule set, and Export copies a record to the player's
folder without ever writing over a file."""

from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pygame
import pytest

from seega.game.match import Seat
from seega.i18n import tr
from seega.storage import archive as archive_module
from seega.storage.archive import Archive, read_record_file
from seega.ui.scenes.past_games import PastGamesScene, entry_lines
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.game_helpers import post_click, press, wait_until, widget_centre
from tests.ui.scenes.past_records import resigned_record, set_position_record

MOMENT = datetime(2026, 12, 1, 14, 5, 0)
YOU_AND_EASY = (Seat.human(), Seat.computer("easy"))
HARD_AND_YOU = (Seat.computer("hard"), Seat.human())


def keep(harness, text, rules="standard", size=5, when=MOMENT):
    return Archive(harness.context.storage.directory, lambda: when).keep(text, rules, size)


def title(harness):
    scene = TitleScene(harness.context)
    harness.start(scene)
    harness.frames(60)  # the menu has slid in
    return scene


def open_past_games(harness):
    harness.click(widget_centre(title(harness).menu, tr("menu.past_games")))
    past = harness.top
    assert isinstance(past, PastGamesScene)
    wait_until(harness, lambda: past.loaded)
    return past


def entries(past):
    return [(row.text, row.detail) for row in past.menu.widgets if getattr(row, "detail", "")]


def test_the_first_frame_shows_the_loading_notice_and_reads_no_record(harness, monkeypatch):
    for second in range(3):
        keep(harness, resigned_record(), when=MOMENT + timedelta(minutes=second))
    read = []
    real_read = archive_module.read_record_file

    def counted(path):
        read.append(path)
        return real_read(path)

    monkeypatch.setattr(archive_module, "read_record_file", counted)
    post_click(widget_centre(title(harness).menu, tr("menu.past_games")))
    harness.loop.frame(16)
    past = harness.top
    assert isinstance(past, PastGamesScene) and not past.loaded
    assert read == []
    assert [box.text for box in past.note_lines()] == [tr("past.loading")]
    wait_until(harness, lambda: past.loaded)
    assert len(read) == 3 and len(entries(past)) == 3


def test_esc_leaves_while_the_records_are_read(harness):
    keep(harness, resigned_record())
    post_click(widget_centre(title(harness).menu, tr("menu.past_games")))
    harness.loop.frame(16)
    assert isinstance(harness.top, PastGamesScene) and not harness.top.loaded
    press(harness, pygame.K_ESCAPE)
    assert isinstance(harness.top, TitleScene)


def test_no_two_entries_read_the_same(harness):
    record = resigned_record(seats=YOU_AND_EASY)
    keep(harness, record)
    keep(harness, record)  # the same game kept again in the same second: a second later
    keep(harness, record, when=MOMENT + timedelta(minutes=7))
    keep(harness, resigned_record(seats=HARD_AND_YOU, actions=6))
    past = open_past_games(harness)
    shown = entries(past)
    assert len(set(shown)) == len(shown) == 4
    first_lines = [first for first, _ in shown]
    assert first_lines[0].startswith("2026-12-01 14:12 · Standard 5×5 · You (Light)")
    assert sum("14:05:0" in first for first in first_lines) == 2  # the same minute: seconds
    assert any("You (Dark) – Computer (Hard)" in first for first in first_lines)
    # Light resigned after two turns each; Dark resigned after three turns each.
    assert (
        first_lines[0].endswith("Computer (Easy)")
        and shown[0][1] == "You lost · by resignation · Turns: 3"
    )
    assert any(second == "You lost · by resignation · Turns: 4" for _, second in shown)


def test_the_filters_keep_one_opponent_and_one_rule_set(harness):
    keep(harness, resigned_record(seats=YOU_AND_EASY), when=MOMENT)
    keep(harness, resigned_record("sija", 7, YOU_AND_EASY), "sija", 7, MOMENT.replace(minute=6))
    keep(harness, resigned_record(seats=HARD_AND_YOU), when=MOMENT.replace(minute=7))
    keep(harness, resigned_record("lane", 5), "lane", 5, MOMENT.replace(minute=8))
    past = open_past_games(harness)
    assert len(entries(past)) == 4
    opponent, rules = past.menu.widgets[:2]
    control = opponent.control_rect
    harness.click((control.right - 10, control.centery))  # the arrow on the right: Easy
    assert past.opponent == "easy"
    assert [first.split(" · ")[1] for first, _ in entries(past)] == ["Sija 7×7", "Standard 5×5"]
    harness.click((control.left + 10, control.centery))  # back to all
    harness.click((control.left + 10, control.centery))  # the last: two players
    assert past.opponent == "people"
    assert [first.split(" · ")[2] for first, _ in entries(past)] == [tr("past.people")]
    harness.click((control.right - 10, control.centery))  # all again, by mouse
    press(harness, pygame.K_TAB)  # and the rule set by keys
    assert past.menu.focus is past.menu.widgets[1]
    press(harness, pygame.K_RIGHT)
    assert past.rules is not None and past.rules.name == "standard"
    assert len(entries(past)) == 2
    press(harness, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)  # traditional, lane, seejeh
    assert past.rules is not None and past.rules.name == "seejeh" and entries(past) == []
    assert [box.text for box in past.note_lines()] == [tr("past.none_match")]


@pytest.fixture
def home(home_of_its_own):
    (home_of_its_own / "Downloads").mkdir()
    return home_of_its_own


def test_export_copies_the_record_and_never_writes_over_a_file(harness, home, tmp_path):
    record = resigned_record(seats=YOU_AND_EASY)
    kept = keep(harness, record)
    someone_elses = tmp_path / "someone-elses.txt"
    someone_elses.write_text("not to be touched", encoding="utf-8")
    downloads = home / "Downloads"
    try:
        (downloads / f"{kept.stem}-3{kept.suffix}").symlink_to(someone_elses)
    except OSError:  # Windows without the right to make links
        pytest.skip("links cannot be made here")
    past = open_past_games(harness)
    export = widget_centre(past.menu, tr("button.export"))
    harness.click(export)
    copy = downloads / kept.name
    assert copy.read_text(encoding="utf-8") == record
    assert str(copy) in " ".join(box.text for box in past.note_lines())
    copy.write_text("changed by the player", encoding="utf-8")
    harness.click(export)
    harness.click(export)
    assert copy.read_text(encoding="utf-8") == "changed by the player"
    assert (downloads / f"{kept.stem}-2{kept.suffix}").read_text(encoding="utf-8") == record
    assert someone_elses.read_text(encoding="utf-8") == "not to be touched"
    fourth = downloads / f"{kept.stem}-4{kept.suffix}"
    assert fourth.read_text(encoding="utf-8") == record
    assert str(fourth) in " ".join(box.text for box in past.note_lines())


def test_an_entrys_words_never_read_its_record_again(tmp_path):
    """Wording an entry is cheap: the turns are counted in the step that reads the record (a
    record at its size cap took milliseconds each time, 25 entries a frame)."""
    path = tmp_path / "20261201-140500-standard-5.txt"
    typical = Path(__file__).parents[2] / "review" / "typical-standard-5.txt"
    path.write_text(typical.read_text(encoding="utf-8"), encoding="utf-8")
    game = read_record_file(path)
    assert game.turns > 0
    assert entry_lines(replace(game, text="")) == entry_lines(game)


def test_a_game_kept_but_not_counted_says_so(harness):
    keep(harness, resigned_record(seats=YOU_AND_EASY))
    set_position = set_position_record("standard", 5, YOU_AND_EASY, 30)
    keep(harness, set_position, when=MOMENT + timedelta(minutes=1))
    past = open_past_games(harness)
    (_, newest), (_, oldest) = entries(past)
    assert newest.endswith(" · " + tr("past.not_counted"))
    assert tr("past.not_counted") not in oldest
