"""The window words what storage reports as data, in the current language."""

from pathlib import Path

import pytest

from seega import i18n
from seega.i18n import tr
from seega.storage import files
from seega.storage.archive import NOT_A_RECORD, ArchiveError, SetAside
from seega.storage.store import LoadProblem, WriteProblem
from seega.ui.services.file_words import (
    load_problem_words,
    record_reason_words,
    set_aside_words,
    worded,
    write_problem_words,
)


@pytest.fixture(params=["en", "ar"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_a_file_set_aside_says_why_and_where_it_went(language):
    moved = Path("data/settings.json.corrupt-20240517-093000")
    problem = LoadProblem(Path("data/settings.json"), "not valid JSON", moved, files.NOT_JSON)
    words = load_problem_words(problem)
    assert tr("file.problem.not_json") in words and "settings.json.corrupt-20240517-093000" in words
    left = LoadProblem(Path("data/settings.json"), "newer", None, files.NEWER_VERSION)
    assert tr("notice.file_left") in worded(left)


def test_a_failed_write_says_which_file_and_the_system_words(language):
    saving = WriteProblem("settings.json", "No space left on device")
    assert worded(saving) == tr(
        "notice.save_failed", file="settings.json", error="No space left on device"
    )
    left_alone = WriteProblem("statistics.json", None)
    assert tr("notice.left") in write_problem_words(left_alone)
    deleting = WriteProblem("autosave.json", "Permission denied", deleting=True)
    assert worded(deleting) == tr("notice.delete_failed", error="Permission denied")


def test_a_failed_save_says_where_it_tried_and_how_to_choose_another_folder(language):
    saving = WriteProblem("settings.json", "Read-only file system", folder="/media/games/seega")
    said = worded(saving)
    assert said.startswith(
        tr("notice.save_failed", file="settings.json", error="Read-only file system")
    )
    assert tr("notice.save_where", folder="/media/games/seega") in said
    assert "/media/games/seega" in said and "--data-dir" in said


def test_a_record_that_is_not_one_says_why_quoted_short(language):
    assert record_reason_words(ArchiveError(files.TOO_LARGE, "larger")) == tr("archive.too_large")
    long_line = "line 2: " + "x" * 500
    item = SetAside("game.txt", NOT_A_RECORD, long_line, "game.txt.corrupt-1")
    words = set_aside_words(item, files.SHORT_QUOTE_LIMIT)
    assert "game.txt.corrupt-1" in words and "x" * files.SHORT_QUOTE_LIMIT not in words
