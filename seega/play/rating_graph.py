"""The rating graph's picture as values (no pygame): where each game's rating and each level's
rung stand in a rectangle, for Statistics to draw.

Ratings rise upwards; games run along the reading direction (right to left in Arabic: the
first game at the right). The vertical scale always holds every rung of the ladder, and the
person's own ratings where they go beyond it, with MARGIN_POINTS to spare.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from seega.ai.rating import level_rating
from seega.core.players import LEVELS

# Room above the highest and below the lowest of the rungs and ratings, in rating points.
MARGIN_POINTS = 80

Point = tuple[int, int]
Area = tuple[int, int, int, int]  # x, y, width, height


@dataclass(frozen=True)
class Rung:
    """One level's rung: its name (a level of LEVELS), its rating and its height on screen."""

    level: str
    rating: int
    y: int


@dataclass(frozen=True)
class RatingGraph:
    """The ratings as points along `area` and the rungs across it."""

    points: tuple[Point, ...]
    rungs: tuple[Rung, ...]


def rating_graph(ratings: Sequence[int], area: Area, right_to_left: bool) -> RatingGraph:
    """Where `ratings` (one per game, oldest first) and the ladder's rungs stand in `area`."""
    x, y, width, height = area
    rungs = [level_rating(level) for level in LEVELS]
    low = min(*ratings, *rungs) - MARGIN_POINTS
    high = max(*ratings, *rungs) + MARGIN_POINTS

    def height_of(rating: int) -> int:
        return y + round((high - rating) * (height - 1) / (high - low))

    step = (width - 1) / max(1, len(ratings) - 1)
    points = []
    for index, rating in enumerate(ratings):
        along = round(index * step)
        points.append((x + width - 1 - along if right_to_left else x + along, height_of(rating)))
    ladder = tuple(
        Rung(level, level_rating(level), height_of(level_rating(level))) for level in LEVELS
    )
    return RatingGraph(tuple(points), ladder)
