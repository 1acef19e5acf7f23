"""Setup files: the shipped set-ups, and bad files reported by name and field, never a crash."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from seega.core import RULESETS, new_game, parse_position
from seega.core.setups import Setup, SetupError
from seega.storage import files
from seega.storage.catalogue import (
    CHALLENGES_DIR,
    MISSING_FOLDER,
    REPEATED_ID,
    Skipped,
    load_challenges,
    load_setup,
    load_setups,
)
from seega.storage.files import QUOTE_LIMIT
from tests.platforms import posix_only

# The rule sets and sizes the menus offer (docs/rules.md §2).
OFFERED = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]
GOOD: dict[str, Any] = {
    "id": "standard-5",
    "name": "Standard 5×5",
    "description": "Line captures.",
    "rules": "standard",
    "size": 5,
    "start": "empty",
}
# A standard 5×5 position after placement, white to move.
SET_UP = "standard 5 WBWBW/BWBWB/WBBW./BWBWB/WBWBW w move 0 0 0"


def write(folder: Path, name: str, content: object) -> Path:
    path = folder / name
    text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    return path


def test_shipped_levels_cover_every_offered_set_up() -> None:
    levels, problems = load_setups()
    assert problems == []
    assert [(level.rules.name, level.size) for level in levels] == OFFERED
    assert len({level.id for level in levels}) == len(levels)
    for level in levels:
        assert level.start is None
        assert level.start_state() == new_game(level.rules, level.size)
        assert level.name and level.description


def test_a_start_position_is_kept(tmp_path: Path) -> None:
    level = load_setup(write(tmp_path, "challenge.json", {**GOOD, "start": SET_UP}))
    assert level == Setup(
        "standard-5", "Standard 5×5", "Line captures.", RULESETS["standard"], 5, SET_UP
    )
    assert level.start_state() == parse_position(SET_UP)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"size": 6}, "field 'size': standard is played on sizes 5, 7, 9"),
        ({"size": "5"}, "field 'size'"),
        ({"size": True}, "field 'size'"),
        ({"rules": "chess"}, "field 'rules': unknown rule set"),
        ({"rules": 3}, "field 'rules': must be a non-empty text"),
        ({"id": "Standard 5"}, "field 'id': 'Standard 5' must be lowercase"),
        ({"name": ""}, "field 'name': must be a non-empty text"),
        ({"description": "two\nlines"}, "field 'description': must be one line"),
        ({"description": "x" * 500}, "field 'description': must be one line of at most"),
        ({"start": None}, "field 'start': must be 'empty' or a position"),
        ({"start": "standard 5 WW"}, "field 'start': a position has at least"),
        ({"start": SET_UP.replace("standard", "lane")}, "field 'start': the position is not"),
        ({"colour": "red"}, "unknown field(s) colour"),
    ],
)
def test_bad_fields_are_named(tmp_path: Path, change: dict[str, Any], words: str) -> None:
    path = write(tmp_path, "bad.json", {**GOOD, **change})
    with pytest.raises(SetupError) as caught:
        load_setup(path)
    assert str(caught.value).startswith("bad.json: ")
    assert words in str(caught.value)


def test_a_missing_field_is_named(tmp_path: Path) -> None:
    data = {key: value for key, value in GOOD.items() if key != "rules"}
    with pytest.raises(SetupError, match="^bad.json: field 'rules' is missing"):
        load_setup(write(tmp_path, "bad.json", data))


def test_a_finished_start_is_refused(tmp_path: Path) -> None:
    over = SET_UP + " result=white:resign"
    with pytest.raises(SetupError, match="already over"):
        load_setup(write(tmp_path, "bad.json", {**GOOD, "start": over}))


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"id": "x",', "not valid JSON (line 1, column"),
        ("[1, 2]", "must hold one JSON object"),
        (b"\xff\xfe{}", "not UTF-8"),
    ],
)
def test_unreadable_files_are_named(tmp_path: Path, content: str | bytes, words: str) -> None:
    path = tmp_path / "broken.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(SetupError, match="^broken.json: ") as caught:
        load_setup(path)
    assert words in str(caught.value)


def test_load_setups_skips_and_reports_bad_files(tmp_path: Path) -> None:
    write(tmp_path, "a_good.json", GOOD)
    write(tmp_path, "b_broken.json", "{")
    write(tmp_path, "c_same_id.json", GOOD)
    write(tmp_path, "d_lane.json", {**GOOD, "id": "lane-7", "rules": "lane", "size": 7})
    write(tmp_path, "e_challenge.json", {**GOOD, "id": "puzzle", "start": SET_UP})
    write(tmp_path, "notes.txt", "not a level")
    levels, problems = load_setups(tmp_path)
    assert [level.id for level in levels] == ["standard-5", "puzzle", "lane-7"]
    assert [(problem.name, problem.reason) for problem in problems] == [
        ("b_broken.json", files.NOT_JSON),
        ("c_same_id.json", REPEATED_ID),
    ]
    assert problems[0].detail.startswith("b_broken.json: not valid JSON")
    assert problems[1] == Skipped("c_same_id.json", REPEATED_ID, "a_good.json")


def test_a_missing_folder_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    levels, problems = load_setups(tmp_path / "nowhere")
    assert levels == []
    assert problems == [Skipped("nowhere", MISSING_FOLDER, "")]


@posix_only
@pytest.mark.timeout(20)
def test_load_setups_never_raises_and_sets_non_level_files_aside(tmp_path: Path) -> None:
    write(tmp_path, "good.json", GOOD)
    (tmp_path / "deep.json").write_text("[" * 100_000, encoding="utf-8")
    (tmp_path / "long.json").write_text('{"size": ' + "7" * 5000 + "}", encoding="utf-8")
    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    levels, problems = load_setups(tmp_path)
    assert [level.id for level in levels] == [GOOD["id"]]
    assert sorted(problem.name for problem in problems) == [
        "deep.json",
        "fifo.json",
        "long.json",
        "zero.json",
    ]
    assert sorted(path.name for path in tmp_path.glob("*.json")) == ["good.json"]
    assert load_setups(tmp_path) == (levels, [])  # told once: the bad files were set aside


def test_a_problem_quotes_a_long_field_short(tmp_path: Path) -> None:
    """A field thousands of characters long is named, not copied whole into the message
    (for a set-up and for a challenge alike)."""
    write(tmp_path, "long.json", {**GOOD, "start": "9" * 5000 + SET_UP})
    _, problems = load_setups(tmp_path)
    assert len(problems) == 1 and problems[0].name == "long.json"
    assert problems[0].reason == files.WRONG_SHAPE and len(problems[0].detail) <= QUOTE_LIMIT
    puzzles = tmp_path / "challenges"
    puzzles.mkdir()
    shipped = json.loads((CHALLENGES_DIR / "lane-5-block-1.json").read_text(encoding="utf-8"))
    write(puzzles, "long.json", {**shipped, "start": "9" * 5000 + shipped["start"]})
    _, problems = load_challenges(puzzles)
    assert len(problems) == 1 and problems[0].name == "long.json"
    assert problems[0].reason == files.WRONG_SHAPE and len(problems[0].detail) <= QUOTE_LIMIT
