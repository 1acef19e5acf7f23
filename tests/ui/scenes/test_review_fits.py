"""Every text of the review and the past games fits its box, in every language and text size."""

import pytest

from seega.core.line import GameLine
from seega.game.match import Seat
from seega.game.practice_session import Mistake, PracticeMaker
from seega.game.worker import InlineThinker
from seega.i18n import LANGUAGES, tr
from seega.review.analysis import ReviewSettings, review_line
from seega.storage.archive import Archive
from seega.storage.persistence import Autosave
from seega.ui.render.text import fit_size, place
from seega.ui.scenes import review
from seega.ui.scenes.past_games import PastGamesScene
from seega.ui.scenes.play_on import PlayOnScene
from seega.ui.scenes.review import ReviewScene
from tests.review.records import KNOWN
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import wait_until
from tests.ui.scenes.past_records import resigned_record, set_position_record

QUICK = ReviewSettings(depth=2, movetime_ms=None)


@pytest.fixture
def quick(harness, monkeypatch):
    monkeypatch.setattr(review, "SETTINGS", QUICK)
    harness.context.computer.use(InlineThinker(), delay_ms=0)
    yield
    harness.context.computer.close()


def reviewed(context, stopped, placed_by_computer=frozenset()):
    """A review of a known blunder, complete (or stopped at the start), at the blunder;
    `placed_by_computer`: a person's placements the computer made (Dark a person then)."""
    text = KNOWN["misses a free capture of three"][0]
    archive = Archive(context.storage.directory)
    path = archive.keep(text, "standard", 5)
    game = next(game for game in archive.listing().games if game.path == path)
    if not stopped:
        judged = review_line(GameLine.from_record(game.record), QUICK).judged
        archive.store_review(game, list(judged))
    players = ("computer medium", "human" if placed_by_computer else "computer medium")
    line = GameLine.from_record(game.record)
    return ReviewScene(context, line, players, game, placed_by_computer)


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_the_review_fits(harness, quick, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    problems = []
    for stopped in (False, True):
        scene = reviewed(harness.context, stopped)
        harness.start(scene)
        if stopped:
            scene.toggle_analysis()
        for cursor in (0, scene.session.total):
            scene.go_to(cursor)
            problems += overflows(scene)
        harness.stack.pop()
        harness.stack.apply_requests()
    scene = reviewed(harness.context, False, frozenset({1}))  # Dark's first, placed for them
    harness.start(scene)
    scene.go_to(1)
    problems += overflows(scene)
    mistake = Mistake(scene.session.line.start, scene.session.line.played_at(0).action, None)
    scene.maker = PracticeMaker(
        scene.session.thinker, [mistake] * 12, ["review, turn 1: @a1 (blunder)"] * 12
    )
    scene.maker.answered, scene.practice_kept = 12, True  # none of 12 made: the bar says why
    scene.refresh_buttons()
    problems += overflows(scene)
    harness.stack.pop()
    harness.stack.apply_requests()
    scene = PlayOnScene(harness.context, reviewed(harness.context, True).session.state)
    harness.start(scene)
    problems += overflows(scene)
    harness.context.storage.save_autosave(Autosave(state={}, record=""))
    scene.start(None)  # a saved game: the question whether to replace it
    assert scene.asking is not None
    problems += overflows(scene)
    assert problems == []


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_the_past_games_fit(harness, quick, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    archive = Archive(harness.context.storage.directory)
    archive.keep(KNOWN["lets the stall count end a lost game"][0], "standard", 5)
    seats = (Seat.computer("medium"), Seat.human())  # the longest words an entry can have
    archive.keep(resigned_record("traditional", 9, seats, 11), "traditional", 9)
    archive.keep(set_position_record("traditional", 9, seats, 40), "traditional", 9)
    bad = archive.folder / "20991231-235959-standard-5.txt"
    bad.write_text("Rules: standard\n", encoding="utf-8")
    scene = PastGamesScene(harness.context)
    harness.start(scene)
    problems = overflows(scene)  # the loading notice
    wait_until(harness, lambda: scene.loaded)
    problems += overflows(scene)
    long_path = "/home/someone/Downloads/20261201-140500-traditional-9-2.txt"
    scene.exported = tr("past.exported", path=long_path)  # where a copy went
    problems += overflows(scene)
    scene.ask_path()
    scene.typing = "~/Documents/seega/a-long-folder-name/another-one/game-record.txt"
    scene.problem = tr("past.open_failed", file="game-record.txt", reason=tr("archive.too_large"))
    problems += overflows(scene)
    assert problems == []


def test_an_empty_list_says_so(harness, quick):
    scene = PastGamesScene(harness.context)
    harness.start(scene)
    wait_until(harness, lambda: scene.loaded)
    assert [box.text for box in scene.note_lines()] == [tr("past.empty")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_line_of_each_action_is_only_fitted_to_its_width(harness, quick, language):
    """The line naming the turn and the action played is as large as its width allows at every
    action: a mark above a letter must not shrink it (Arabic's 'played' carried a damma that
    fitted the whole line down from 22 to 16 px, where its width allowed 22)."""
    harness.context.change_settings(language=language)
    scene = reviewed(harness.context, False)
    harness.start(scene)
    shrunk = []
    for cursor in range(scene.session.total):
        scene.go_to(cursor)
        if scene.session.played is None:
            continue
        turn, _ = scene.turns[scene.session.cursor]
        heading = tr("review.turn", number=turn, total=scene.turns[-1][0])
        line = next(box for box in scene.text_boxes() if box.text.startswith(heading))
        size, _ = place(line)
        if size != fit_size(line.text, line.rect.width, line.size, line.bold):
            shrunk.append((cursor, line.text, size))
    assert not shrunk
