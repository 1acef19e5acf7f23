"""What the game writes, it reads back: every versioned file of the data folder written and
read again at each bound its format declares (`FileFormat.caps`, the one place a file declares
them), and a count one past its bound saturates instead of making the file unreadable."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from seega.challenges.journey import Progress, StageResult
from seega.challenges.lesson import LESSON_ORDER
from seega.core.players import LEVELS
from seega.core.rulesets import RULESETS
from seega.storage.daily import DAILY_FILE
from seega.storage.history import HISTORY_FILE, MAX_RATING, MIN_RATING
from seega.storage.online import ONLINE_FILE, KeptSeat
from seega.storage.persistence import (
    MAX_COUNT,
    MAX_ROWS,
    PEOPLE,
    RECENT_LIMIT,
    WHITE_WON,
    GameResult,
    Record,
    Settings,
    SetupRecord,
    Statistics,
    Storage,
    TwoPlayerRecord,
)
from seega.storage.saves import SAVES_FOLDER, Autosave
from seega.storage.store import Store
from tests.storage.test_practice_store import personal

EVERY_SETUP = tuple(
    (rules, size, opponent)
    for rules, ruleset in RULESETS.items()
    for size in ruleset.sizes
    for opponent in (*LEVELS, PEOPLE)
)


def _counts_at(limit: int) -> Statistics:
    """Every count of every row at `limit`, every set-up the game knows counted."""
    return Statistics(
        computer={level: Record(limit, limit, limit) for level in LEVELS},
        two_player=TwoPlayerRecord(limit, limit, limit),
        by_setup=tuple(SetupRecord(*key, limit, limit, limit) for key in EVERY_SETUP),
    )


def _recent_at(limit: int) -> Statistics:
    games = (
        GameResult("2026-05-17", "standard", 5, LEVELS[0], "win", f"g{n}") for n in range(limit)
    )
    return Statistics(recent=tuple(games))


# A value at each declared bound, by file and bound. A bound declared without a value here
# fails `test_every_declared_bound_has_a_value_at_it`: a new store joins by declaring its caps.
AT_CAP: dict[tuple[str, str], Callable[[int], Any]] = {
    ("settings.json", "sound_volume"): lambda cap: Settings(language="en", sound_volume=cap),
    ("settings.json", "music_volume"): lambda cap: Settings(language="en", music_volume=cap),
    ("settings.json", "online_server"): lambda cap: Settings(
        language="en", online_server="wss://" + "s" * (cap - len("wss://"))
    ),
    (ONLINE_FILE, "text"): lambda cap: KeptSeat("ws://" + "h" * (cap - len("ws://")), "t" * cap),
    ("statistics.json", "count"): _counts_at,
    ("statistics.json", "recent"): _recent_at,
    ("journey.json", "stars"): lambda cap: Progress(
        {"standard-5-capture-1": StageResult(cap, 1, 0)}
    ),
    ("lessons.json", "done"): lambda cap: frozenset(LESSON_ORDER[:cap]),
    ("practice.json", "challenges"): lambda cap: tuple(personal(f"mine-{n}") for n in range(cap)),
    (DAILY_FILE, "days"): lambda cap: tuple(
        date(2026, 12, 4) - timedelta(days=n) for n in range(cap)
    ),
    (HISTORY_FILE, "points"): lambda cap: {rules: (MAX_RATING,) * cap for rules in RULESETS},
    (HISTORY_FILE, "rating"): lambda cap: {"standard": (cap, MIN_RATING)},
}
# A value of each file without bounds, written and read back all the same.
PLAIN: dict[str, Any] = {SAVES_FOLDER: Autosave({"seats": []}, "standard 5\n")}


def _stores(folder: Path) -> dict[str, Store[Any]]:
    """A store of each file's format in `folder`, by the file's name in the data folder."""
    storage = Storage(folder)
    storage.load_settings(("en",), "en")  # the settings' format, knowing its languages
    return {name: Store(folder / name, form) for name, form in storage.formats().items()}


def test_every_declared_bound_has_a_value_at_it(tmp_path: Path) -> None:
    declared = {(name, cap) for name, store in _stores(tmp_path).items() for cap in store.form.caps}
    assert declared == set(AT_CAP)
    assert set(_stores(tmp_path)) == {name for name, _ in AT_CAP} | set(PLAIN)


@pytest.mark.parametrize(("name", "cap"), sorted(AT_CAP))
def test_a_file_at_each_bound_is_read_back_as_written(tmp_path: Path, name: str, cap: str) -> None:
    store = _stores(tmp_path)[name]
    value = AT_CAP[name, cap](store.form.caps[cap])
    assert store.save(value) is None
    loaded = _stores(tmp_path)[name].load(None)
    assert loaded.problem is None and loaded.value == value


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_a_file_without_bounds_is_read_back_as_written(tmp_path: Path, name: str) -> None:
    assert _stores(tmp_path)[name].save(PLAIN[name]) is None
    assert _stores(tmp_path)[name].load(None).value == PLAIN[name]


def test_every_set_up_fits_the_rows_a_statistics_file_may_hold() -> None:
    assert len(EVERY_SETUP) <= MAX_ROWS


def game_counted(game: GameResult) -> Callable[[Statistics], Statistics]:
    return lambda statistics: statistics.with_game(game)


def test_a_game_counted_past_the_cap_saturates_and_the_file_still_loads(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    assert storage.save_statistics(_counts_at(MAX_COUNT)) is None
    for opponent, result in ((LEVELS[0], "win"), (PEOPLE, WHITE_WON), (PEOPLE, "draw")):
        game = GameResult("2026-05-17", "standard", 5, opponent, result, f"{opponent}-{result}")
        assert storage.count_game(game_counted(game))[1] is None
    loaded = Storage(tmp_path).load_statistics()
    assert loaded.problem is None
    assert loaded.value.against(LEVELS[0]).wins == MAX_COUNT
    assert loaded.value.two_player == TwoPlayerRecord(MAX_COUNT, MAX_COUNT, MAX_COUNT)
    assert loaded.value.setup("standard", 5, LEVELS[0]).wins == MAX_COUNT
    assert len(loaded.value.recent) == 3 <= RECENT_LIMIT
    assert set(loaded.value.by_setup) == set(_counts_at(MAX_COUNT).by_setup)
