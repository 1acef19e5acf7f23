"""The daily puzzle's solved days (`daily.json`) and the rating history (`ratings.json`)
through the one store: decoded into dates and whole ratings, capped, bad entries dropped and
told, and each file at its cap read back equal."""

import json
from datetime import date, timedelta

from seega.challenges.daily import MAX_DAYS
from seega.core.rulesets import RULESETS
from seega.storage.daily import DAILY_FILE
from seega.storage.history import HISTORY_FILE, MAX_POINTS
from seega.storage.persistence import Storage

DAY = date(2026, 12, 4)


def test_solved_days_round_trip_at_their_cap(tmp_path):
    storage = Storage(tmp_path)
    full = tuple(DAY - timedelta(days=n) for n in range(1, MAX_DAYS + 1))
    assert storage.daily.save(full) is None  # at the cap, the oldest day first to go
    solved, problem = storage.solve_daily(DAY)
    assert problem is None
    loaded = Storage(tmp_path).load_daily()
    assert loaded.problem is None and loaded.value == solved
    assert len(solved) == MAX_DAYS and solved[0] == DAY  # the oldest went


def test_a_day_solved_twice_is_kept_once_and_bad_entries_are_dropped_and_told(tmp_path):
    storage = Storage(tmp_path)
    storage.solve_daily(DAY)
    solved, _ = storage.solve_daily(DAY)
    assert solved == (DAY,)
    raw = {"version": 1, "solved": ["2026-12-03", "yesterday", 7, "2026-02-30", "2026-12-03"]}
    (tmp_path / DAILY_FILE).write_text(json.dumps(raw), encoding="utf-8")
    loaded = Storage(tmp_path).load_daily()
    assert loaded.value == (date(2026, 12, 3),)
    assert loaded.problem is not None and loaded.problem.moved_to is not None


def test_ratings_round_trip_at_their_cap_for_every_rule_set(tmp_path):
    storage = Storage(tmp_path)
    full = {rules: tuple(range(-2000, -2000 + MAX_POINTS)) for rules in RULESETS}
    assert storage.history.save(full) is None  # every rule set at its cap, ratings of 5 bytes
    history, problem = storage.add_rating("standard", 5999 - MAX_POINTS - 2)
    assert problem is None
    loaded = Storage(tmp_path).load_history()
    assert loaded.problem is None and loaded.value == history
    assert all(len(points) == MAX_POINTS for points in history.values())
    assert history["standard"][-1] == 5999 - MAX_POINTS - 2  # the newest last


def test_unknown_rule_sets_and_odd_ratings_are_dropped_and_told(tmp_path):
    raw = {"version": 1, "ratings": {"standard": [610, "650", 1.5, 99999, 700], "chess": [1]}}
    (tmp_path / HISTORY_FILE).write_text(json.dumps(raw), encoding="utf-8")
    loaded = Storage(tmp_path).load_history()
    assert loaded.value == {"standard": (610, 700)}
    assert loaded.problem is not None and loaded.problem.moved_to is not None
