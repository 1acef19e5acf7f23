"""The daily puzzle read for the title, and the link that counts a solve: the date is the
context's `today` (injected: tests, and `--today` on the command line), the days solved are in
the data folder (`daily.json`); what the title shows of them is `seega.play.daily`'s."""

from __future__ import annotations

from datetime import date

from seega.challenges.daily import band_of, daily_challenge
from seega.challenges.journey import StageResult
from seega.play.daily import DailyPuzzle, person_level
from seega.storage.catalogue import load_challenges
from seega.ui.services.context import AppContext
from seega.ui.services.routes import StageLink


def todays_puzzle(context: AppContext) -> DailyPuzzle:
    """Today's puzzle for the person, and the days solved (a file problem told once)."""
    day = context.today()
    challenges, _ = load_challenges()  # a bad file is the journey's to report
    band = band_of(person_level(context.statistics))
    loaded = context.storage.load_daily()
    context.tell(loaded.problem)
    return DailyPuzzle(day, daily_challenge(day, band, challenges), loaded.value)


def daily_link(context: AppContext, day: date) -> StageLink:
    """The link of `day`'s puzzle: a solve counts the day (once); its result card goes back
    to the menu and has no next stage."""

    def report(result: StageResult) -> None:
        _, problem = context.storage.solve_daily(day)
        context.tell(problem)

    return StageLink(report=report, next_stage=None, back="button.menu")
