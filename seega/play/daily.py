"""The daily puzzle as the screens show it: today's challenge for the person's level band and
the days they solved it (the window reads them, `seega.ui.play.daily`, and draws this).

The choice and the streak are seega.challenges.daily's; the band is that of the level suggested
for the person's best rating over the rule sets (the first game's level before any rated game).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from seega.ai.rating import suggested_level
from seega.challenges.daily import streak
from seega.challenges.journey import Stage
from seega.challenges.schema import Challenge
from seega.core.rulesets import RULESETS
from seega.i18n import tr
from seega.play.standing import rating_under
from seega.storage.persistence import Statistics

# The stage's chapter name: the daily puzzle stands outside the journey's chapters.
DAILY_CHAPTER = "daily"


def person_level(statistics: Statistics) -> str:
    """The level suggested for the person's best rating over the rule sets."""
    ratings = [rated for rules in RULESETS.values() if (rated := rating_under(statistics, rules))]
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
            parts.insert(0, f"{tr(f'rules.{challenge.rules.name}.name')} {size}")
        return " · ".join(parts)


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
