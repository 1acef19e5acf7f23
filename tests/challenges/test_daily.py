"""The daily puzzle is a pure function of the calendar date and the level band: the same for
every player of a band on a date, every challenge of the band dealt once before any comes back,
and the streak counts days in a row solved, with the clock passed in."""

from datetime import date, datetime, timedelta, timezone

from seega.challenges.daily import (
    BAND_GRADES,
    CALENDAR_DAYS,
    band_of,
    calendar_weeks,
    daily_challenge,
    pool,
    streak,
    with_solved,
)
from seega.core.players import LEVELS
from seega.storage.catalogue import load_challenges

CHALLENGES = load_challenges()[0]
DAY = date(2026, 12, 4)


def test_a_date_and_a_band_always_give_the_same_puzzle_whatever_the_files_order():
    for band in range(len(BAND_GRADES)):
        first = daily_challenge(DAY, band, CHALLENGES)
        assert first is not None and first == daily_challenge(DAY, band, CHALLENGES[::-1])
        low, high = BAND_GRADES[band]
        assert low <= first.grade <= high


def test_each_band_deals_every_puzzle_once_before_any_comes_back():
    for band in range(len(BAND_GRADES)):
        size = len(pool(CHALLENGES, band))
        start = date.fromordinal(size * (DAY.toordinal() // size))  # a round's first day
        dealt = [daily_challenge(start + timedelta(days=n), band, CHALLENGES) for n in range(size)]
        assert len({c.id for c in dealt if c is not None}) == size


def test_the_day_is_the_local_calendar_date_not_the_instant():
    """One instant is two dates in two time zones: each place gets its own date's puzzle."""
    instant = datetime(2026, 12, 4, 23, 30, tzinfo=timezone.utc)
    tokyo = instant.astimezone(timezone(timedelta(hours=9))).date()
    lima = instant.astimezone(timezone(timedelta(hours=-5))).date()
    assert (tokyo, lima) == (date(2026, 12, 5), date(2026, 12, 4))
    assert daily_challenge(tokyo, 0, CHALLENGES) == daily_challenge(
        date(2026, 12, 5), 0, CHALLENGES
    )
    assert daily_challenge(lima, 0, CHALLENGES) == daily_challenge(DAY, 0, CHALLENGES)
    assert daily_challenge(tokyo, 0, CHALLENGES) != daily_challenge(lima, 0, CHALLENGES)


def test_the_ladder_s_thirds_are_the_bands():
    assert [band_of(level) for level in LEVELS] == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert daily_challenge(DAY, 0, []) is None


def test_two_days_in_a_row_make_a_streak_of_two_and_a_missed_day_ends_it():
    solved = with_solved(with_solved((), DAY), DAY + timedelta(days=1))
    assert streak(solved, DAY + timedelta(days=1)) == 2
    assert streak(solved, DAY + timedelta(days=2)) == 2  # today's may still be solved
    assert streak(solved, DAY + timedelta(days=3)) == 0  # a day missed
    again = with_solved(solved, DAY + timedelta(days=3))
    assert streak(again, DAY + timedelta(days=3)) == 1


def test_solving_twice_on_one_day_counts_once():
    solved = with_solved(with_solved((), DAY), DAY)
    assert solved == (DAY,) and streak(solved, DAY) == 1


def test_the_calendar_holds_the_past_thirty_days_in_weeks_from_monday():
    weeks = calendar_weeks(DAY)  # a Friday
    days = [day for week in weeks for day in week if day is not None]
    assert days == [DAY - timedelta(days=n) for n in range(CALENDAR_DAYS)][::-1]
    assert all(len(week) == 7 for week in weeks) and weeks[0][0] is None
    assert weeks[-1][4] == DAY and weeks[-1][5:] == [None, None]
    assert all(
        day is None or day.weekday() == column for week in weeks for column, day in enumerate(week)
    )
