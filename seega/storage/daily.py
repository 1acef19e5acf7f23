"""The days the player solved the daily puzzle: `daily.json` in the data folder, through the one
store (`seega.storage.store`).

Each entry is an ISO date (`2026-12-04`), decoded into a `date`: an entry that is not one is
dropped and reported, the others kept. Newest first, one entry per day, at most MAX_DAYS
(seega.challenges.daily), so the file stays a few kilobytes. Solving goes through
`Store.update`, under the file's lock, so two windows solving at once both keep theirs.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from seega.challenges.daily import MAX_DAYS
from seega.storage.store import Decoded, FileFormat

DAILY_FILE = "daily.json"
# Generous for MAX_DAYS dates of 14 bytes each ("2026-12-04", with quotes and a comma).
MAX_DAILY_BYTES = 16_000
# An ISO date as `date.isoformat` writes it.
DATE_LENGTH = len("2026-12-04")

Solved = tuple[date, ...]


def _decode(raw: dict[str, Any]) -> Decoded[Solved]:
    entries = raw.get("solved", [])
    if not isinstance(entries, list):
        raise ValueError("expected a 'solved' list")
    days = {day for entry in entries[: 2 * MAX_DAYS] if (day := _day(entry)) is not None}
    kept = tuple(sorted(days, reverse=True)[:MAX_DAYS])
    return Decoded(kept, len(entries) - len(kept))


def _day(entry: object) -> date | None:
    if not isinstance(entry, str) or len(entry) != DATE_LENGTH:
        return None
    try:
        return date.fromisoformat(entry)
    except ValueError:
        return None


def _encode(solved: Solved) -> dict[str, Any]:
    return {"solved": [day.isoformat() for day in solved]}


# Version 1: the days solved, newest first.
DAILY_FORMAT: FileFormat[Solved] = FileFormat(
    1, _decode, _encode, limit=MAX_DAILY_BYTES, indent=None, caps={"days": MAX_DAYS}
)
