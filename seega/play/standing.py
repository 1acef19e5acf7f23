"""The person's standing on the levels' ladder, as the screens show it: their rating under a
rule set (New game, Statistics), and after a game its change and the next level to reach (the
game-over card). The maths is seega.ai.rating's; this reads the statistics it is fitted from.
"""

from __future__ import annotations

from dataclasses import dataclass

from seega.ai.rating import Rated, level_rating, next_level_above, person_estimate, rounded
from seega.core.players import LEVELS, Level
from seega.core.rulesets import RULESETS, RuleSet
from seega.i18n import isolated, tr
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


# The minus sign of a fall in rating (the hyphen is a dash's poor cousin in print).
MINUS = "\u2212"


def signed_points(points: int) -> str:
    """A change in rating as the card shows it: '+110', '−40', '±0' (one unit in Arabic)."""
    sign = "+" if points > 0 else MINUS if points < 0 else "±"
    return isolated(f"{sign}{abs(points)}")


@dataclass(frozen=True)
class RatingChange:
    """A rating before a game (None: it was the first rated one) and after it."""

    before: Rated | None
    after: Rated

    @property
    def points(self) -> int | None:
        """The change as shown (None after the first rated game: there was no rating)."""
        if self.before is None:
            return None
        return rounded(self.after.rating) - rounded(self.before.rating)

    def text(self) -> str:
        """The line for the card: "Your rating: 610, now 650 (+40)", and how far the next
        level is."""
        after = rounded(self.after.rating)
        if self.before is None:
            change = tr("result.rating_first", after=after)
        else:
            change = tr("result.rating", before=rounded(self.before.rating), after=after)
            change = f"{change} ({signed_points(after - rounded(self.before.rating))})"
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


def rung_reached(change: RatingChange, played: Level) -> Level | None:
    """The level above `played` (one of LEVELS) when the rating after the game, as shown, has
    reached its rung; None otherwise (or `played` is the top)."""
    index = LEVELS.index(played)
    if index + 1 == len(LEVELS):
        return None
    above = LEVELS[index + 1]
    return above if rounded(change.after.rating) >= level_rating(above) else None


def rating_to_keep(
    count_before: Statistics, count_after: Statistics, game_id: str
) -> tuple[str, int] | None:
    """(rule set, rating as shown) after the rated game `game_id` counted between the two
    statistics, for the rating history; None when the game was not rated (or counted
    before)."""
    game = next((g for g in count_after.recent if g.game == game_id), None)
    if game is None:
        return None
    change = rating_change(count_before, count_after, RULESETS[game.rules])
    return None if change is None else (game.rules, rounded(change.after.rating))
