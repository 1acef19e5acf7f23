"""The person's standing on the levels' ladder, as the screens show it: their rating under a
rule set (New game, Statistics), and after a game its change and the next level to reach (the
game-over card). The maths is seega.ai.rating's; this reads the statistics it is fitted from.
"""

from __future__ import annotations

from dataclasses import dataclass

from seega.ai.rating import Rated, level_rating, next_level_above, person_estimate, rounded
from seega.core.rulesets import RuleSet
from seega.i18n import tr
from seega.storage.persistence import Statistics


def rating_under(statistics: Statistics, rules: RuleSet) -> Rated | None:
    """The person's rating under `rules`, from their games counted there at every board size
    (None before a rated game there; the statistics name the rule set)."""
    rows = [
        (r.opponent, r.wins, r.losses, r.draws)
        for r in statistics.by_setup
        if r.rules == rules.name
    ]
    return person_estimate(rows)


@dataclass(frozen=True)
class RatingChange:
    """A rating before a game (None: it was the first rated one) and after it."""

    before: Rated | None
    after: Rated

    def text(self) -> str:
        """The line for the card: "Your rating: 610, now 650", and how far the next level is."""
        after = rounded(self.after.rating)
        if self.before is None:
            change = tr("result.rating_first", after=after)
        else:
            change = tr("result.rating", before=rounded(self.before.rating), after=after)
        above = next_level_above(after)  # as shown: never "0 points above"
        if above is None:
            return f"{change} · {tr('result.top_level')}"
        rating = level_rating(above)
        distance = tr(
            "result.next_level", level=tr(f"level.{above}"), rating=rating, points=rating - after
        )
        return f"{change} · {distance}"


def rating_change(before: Statistics, after: Statistics, rules: RuleSet) -> RatingChange | None:
    """How a game counted between `before` and `after` moved the rating under `rules` (None
    when it was not rated: two players, or not counted at all)."""
    old, new = rating_under(before, rules), rating_under(after, rules)
    if new is None or (old is not None and old.games == new.games):
        return None
    return RatingChange(old, new)
