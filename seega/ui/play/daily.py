"""The daily puzzle as the window offers it: today's challenge for the person's level band, the
days they solved it, and the link that counts a solve (no pygame: the title draws it).

The choice and the streak are seega.challenges.daily's; the date is the context's `today`
(injected: tests, and `--today` on the command line); the band is that of the level suggested
for the person's best rating over the rule sets (the first game's level before any rated game).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from seega.ai.rating import suggested_level
from seega.challenges.daily import band_of, daily_challenge, streak
from seega.challenges.journey import Stage, StageResult
from seega.challenges.schema import Challenge
from seega.core.rulesets import RULESETS
from seega.i18n import tr
from seega.storage.levels import load_challenges
from seega.storage.persistence import Statistics
from seega.ui.play.standing import rating_under
from seega.ui.services.context import AppContext
from seega.ui.services.routes import StageLink

# The stage's chapter name: the daily puzzle stands outside the journey's chapters.
DAILY_CHAPTER = "daily"


def person_level(statistics: Statistics) -> str:
    """The level suggested for the person's best rating over the rule sets."""
    ratings = [rated for rules in RULESETS if (rated := rating_under(statistics, rules))]
    return suggested_level(max(ratings, key=lambda rated: rated.rating, default=None))


@dataclass(frozen=True)
class DailyPuzzle:
    """`day`'s puzzle (None: the shipped challenges are missing) and the days solved."""

    day: date
    challenge: Challenge | None
    solved: tuple[date, ...]

    @property
    def streak(self) -> int:
        """Days in a row solved, up to `day`."""
        return streak(self.solved, self.day)

    @property
    def solved_today(self) -> bool:
        """Whether `day`'s puzzle is solved."""
        return self.day in self.solved

    def line(self) -> str:
        """The line under the title's button: 'Standard 5×5 · Streak: 2 · Solved today'."""
        parts = [tr("daily.streak", days=self.streak)]
        parts.append(tr("daily.solved" if self.solved_today else "daily.unsolved"))
        challenge = self.challenge
        if challenge is not None:
            size = tr("newgame.size_value", size=challenge.size)
            parts.insert(0, f"{tr(f'rules.{challenge.rules}.name')} {size}")
        return " · ".join(parts)


def todays_puzzle(context: AppContext) -> DailyPuzzle:
    """Today's puzzle for the person, and the days solved (a file problem told once)."""
    day = context.today()
    challenges, _ = load_challenges()  # a bad file is the journey's to report
    band = band_of(person_level(context.statistics))
    loaded = context.storage.load_daily()
    context.tell(loaded.problem)
    return DailyPuzzle(day, daily_challenge(day, band, challenges), loaded.value)


def daily_stage(challenge: Challenge) -> Stage:
    """The challenge as a stage of its own, outside the journey."""
    return Stage(
        challenge.id,
        DAILY_CHAPTER,
        challenge.rules,
        challenge.size,
        challenge.par,
        challenge=challenge,
    )


def daily_link(context: AppContext, day: date) -> StageLink:
    """The link of `day`'s puzzle: a solve counts the day (once); its result card goes back
    to the menu and has no next stage."""

    def report(result: StageResult) -> None:
        _, problem = context.storage.solve_daily(day)
        context.tell(problem)

    return StageLink(report=report, next_stage=None, back="button.menu")
