"""The player's rating after each rated game, per rule set: `ratings.json` in the data folder,
through the one store (`seega.storage.store`). Statistics draws it as a graph.

Each rule set keeps a list of whole ratings, oldest first, at most MAX_POINTS (the graph shows
no more; older games fall off the front). A rule set the game does not know, or a rating that
is not a whole number within MIN_RATING..MAX_RATING, is dropped and reported, the rest kept.
Adding goes through `Store.update`, under the file's lock, so two windows' games both count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from seega.core.rulesets import RULESETS
from seega.storage.store import Decoded, FileFormat

HISTORY_FILE = "ratings.json"
# The games a graph shows per rule set, newest kept: a season of play, drawn a few px apart.
MAX_POINTS: Final = 300
# Wider than any rating the ladder gives (its levels span a few hundred to about 2000 points).
MIN_RATING: Final = -2000
MAX_RATING: Final = 6000
# MAX_POINTS ratings of up to 6 bytes each (with the comma) for every rule set, and room.
MAX_HISTORY_BYTES: Final = 16_000

History = Mapping[str, tuple[int, ...]]


def _decode(raw: dict[str, Any]) -> Decoded[History]:
    ratings = raw.get("ratings", {})
    if not isinstance(ratings, dict):
        raise ValueError("expected a 'ratings' object")
    kept: dict[str, tuple[int, ...]] = {}
    dropped = 0
    for rules, points in ratings.items():
        if rules not in RULESETS or not isinstance(points, list):
            dropped += 1
            continue
        good = tuple(p for p in points if type(p) is int and MIN_RATING <= p <= MAX_RATING)
        kept[rules] = good[-MAX_POINTS:]
        dropped += len(points) - len(kept[rules])
    return Decoded(kept, dropped)


def _encode(history: History) -> dict[str, Any]:
    return {"ratings": {rules: list(points) for rules, points in sorted(history.items())}}


def with_rating(history: History, rules: str, rating: int) -> History:
    """`history` with `rating` after the newest game of `rules` (at most MAX_POINTS kept)."""
    points = (*history.get(rules, ()), max(MIN_RATING, min(MAX_RATING, rating)))
    return {**history, rules: points[-MAX_POINTS:]}


# Version 1: per rule set, the ratings after each rated game, oldest first.
HISTORY_FORMAT: FileFormat[History] = FileFormat(
    1,
    _decode,
    _encode,
    limit=MAX_HISTORY_BYTES,
    indent=None,
    caps={"points": MAX_POINTS, "rating": MAX_RATING},
)
