"""The window words what storage reports as data, in the current language."""

from pathlib import Path

import pytest

from seega import i18n
from seega.i18n import tr
from seega.storage import files
from seega.storage.archive import NOT_A_RECORD, ArchiveError, SetAside
from seega.storage.catalogue import MISSING_FOLDER, REPEATED_ID, Skipped, load_setups
from seega.storage.store import LoadProblem, WriteProblem
from seega.ui.services.file_words import (
    load_problem_words,
    record_reason_words,
    set_aside_words,
    skipped_words,
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


def test_skipped_set_ups_are_named_with_why_in_the_players_language(language, tmp_path):
    (tmp_path / "a.json").write_text("{", encoding="utf-8")
    (tmp_path / "b.json").write_text('{"id": "x"}', encoding="utf-8")
    _, skipped = load_setups(tmp_path)
    words = skipped_words(
        [*skipped, Skipped("c.json", REPEATED_ID, "a.json")], "notice.levels_skipped"
    )
    named = ", ".join(
        tr("notice.skipped_file", file=name, reason=tr(f"file.problem.{reason}"))
        for name, reason in [
            ("a.json", files.NOT_JSON),
            ("b.json", files.WRONG_SHAPE),
            ("c.json", REPEATED_ID),
        ]
    )
    assert words == tr("notice.levels_skipped", files=named)
    assert "field" not in words  # the decoder's English stays in the data, for logs and tests


def test_a_long_list_of_skipped_files_ends_in_an_ellipsis_and_a_missing_folder_is_said(language):
    many = [Skipped(f"{n}.json", files.NOT_JSON, "") for n in range(5)]
    words = skipped_words(many, "notice.challenges_skipped")
    assert "2.json" in words and "3.json" not in words and words.endswith(files.QUOTE_ELLIPSIS)
    gone = skipped_words([Skipped("challenges", MISSING_FOLDER, "")], "notice.challenges_skipped")
    assert gone == tr("notice.folder_missing", folder="challenges")
