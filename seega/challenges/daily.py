"""The daily puzzle: one shipped challenge a day, the same for every player of a level band on
that date, and the streak of days in a row a player solved theirs.

The choice is a pure function of the calendar date and the band (no network, no clock read
here: the window passes its local date in). The band's challenges are dealt in a shuffled
order, a fresh shuffle for each round through them, seeded by the round's number alone, so a
puzzle comes back only after every other one of its band has had its day. Standard library
only.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from datetime import date, timedelta
from typing import Final

from seega.core.players import LEVELS

from .schema import HARD_GRADE, MAX_GRADE, Challenge

# The grades (lowest, highest) of each band, weakest players first: the three lowest rungs of
# the ladder meet the first lessons' puzzles, the middle three the harder ones of the rule sets'
# chapters, the top three the masters' puzzles (grades from HARD_GRADE).
BAND_GRADES: Final = ((1, 1), (2, HARD_GRADE - 1), (HARD_GRADE, MAX_GRADE))
# The solved days kept: a year and more, so the calendar and any streak worth counting stay.
MAX_DAYS: Final = 400
# Statistics' calendar shows the past month: this many days, today the last.
CALENDAR_DAYS: Final = 30
WEEK: Final = 7


def band_of(level: str) -> int:
    """The band of a ladder level (one of LEVELS): its third of the ladder."""
    return LEVELS.index(level) * len(BAND_GRADES) // len(LEVELS)


def pool(challenges: Iterable[Challenge], band: int) -> list[Challenge]:
    """The challenges of `band`, by id (the deal's order must not depend on the files')."""
    low, high = BAND_GRADES[band]
    return sorted((c for c in challenges if low <= c.grade <= high), key=lambda c: c.id)


def daily_challenge(day: date, band: int, challenges: Sequence[Challenge]) -> Challenge | None:
    """The puzzle of `day` for players of `band` (None when the band has no challenge): the
    day's place in its round through the band's shuffled challenges."""
    dealt = pool(challenges, band)
    if not dealt:
        return None
    number = day.toordinal()
    round_, place = divmod(number, len(dealt))
    random.Random(f"daily {band} {round_}").shuffle(dealt)  # a str seed: the same everywhere
    return dealt[place]


def with_solved(days: Iterable[date], day: date) -> tuple[date, ...]:
    """The solved days with `day` (counted once however often it is solved), newest first, at
    most MAX_DAYS."""
    return tuple(sorted({*days, day}, reverse=True)[:MAX_DAYS])


def streak(days: Iterable[date], today: date) -> int:
    """Days in a row solved, up to today; a streak whose last day was yesterday still stands
    (today's puzzle may yet be solved), one that missed a day is over."""
    solved = set(days)
    day = today if today in solved else today - timedelta(days=1)
    count = 0
    while day in solved:
        count += 1
        day -= timedelta(days=1)
    return count


def calendar_weeks(today: date, days: int = CALENDAR_DAYS) -> list[list[date | None]]:
    """The last `days` days up to `today` as weeks from Monday to Sunday; None stands for
    the days of those weeks outside them."""
    first = today - timedelta(days=days - 1)
    day = first - timedelta(days=first.weekday())
    weeks: list[list[date | None]] = []
    while day <= today:
        week: list[date | None] = []
        for _ in range(WEEK):
            week.append(day if first <= day <= today else None)
            day += timedelta(days=1)
        weeks.append(week)
    return weeks
