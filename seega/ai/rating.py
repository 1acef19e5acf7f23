"""Ratings on one Elo-like scale: the players' strengths fitted from their results.

A player rated `d` points above another is expected to score 1 / (1 + 10^(-d / 400)) against
it (a win counts 1, a draw ½): 200 points is about three games in four, 400 about ten in
eleven. Ratings are found by maximum likelihood (Newton's method) with one player held at a
fixed rating (the random player at 0, so the numbers mean something). Every pairing counts one
draw more than it played: a clean sweep then gives a large but finite gap instead of an
endless one, and a person with one win is not rated as strong as hard.

The same maths fits the levels and the player models from the arena
(`python3 -m seega.tools.ratings`, which writes seega/ai/ratings_table.py) and estimates a
person's rating from their results against the levels (the new-game and statistics screens).
Standard library only, no state.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from seega.core.frozen import Frozen
from seega.core.players import FIRST_GAME_LEVEL, LEVELS, Level

from . import ratings_table
from .people import BEGINNER

SCALE = 400
# d(expected score)/d(rating) is LOG_BASE × E × (1 − E): base-10 ratings on a 400 scale.
LOG_BASE = math.log(10) / SCALE
# One draw added to every pairing of the arena's fit (see the module docstring).
PRIOR_DRAWS = 1
# A person's rating before their first game is the beginner model's (someone who has just
# learned the rules), within this many points about two times in three (one standard
# deviation of a normal belief): wide enough that a few games decide, narrow enough that one
# win against the strongest level does not rate a newcomer as strong as it.
PRIOR_SPREAD = 350
# A margin is the half-width of a 95% interval: the rating lies inside 19 times in 20.
MARGIN_Z = 1.96
# Newton's method stops when no rating moves by more than this (points), or after so many steps.
PRECISION = 0.01
MAX_STEPS = 100


@dataclass(frozen=True)
class Pairing(Frozen):
    """The games `first` played against `second`: `first`'s wins, losses and draws."""

    first: str
    second: str
    wins: int
    losses: int
    draws: int

    @property
    def games(self) -> int:
        """All games of the pairing."""
        return self.wins + self.losses + self.draws

    @property
    def score(self) -> float:
        """`first`'s points: a win 1, a draw ½."""
        return self.wins + self.draws / 2


@dataclass(frozen=True)
class Rated(Frozen):
    """A rating and its margin (± points, 95%); `games` counted for it."""

    rating: float
    margin: float
    games: int


def expected(difference: float) -> float:
    """The expected score of a player rated `difference` points above the opponent."""
    return 1 / (1 + 10 ** (-difference / SCALE))


def fit(pairings: Sequence[Pairing], anchor: str, anchor_rating: float = 0) -> dict[str, Rated]:
    """Every player's rating from the results of `pairings`, `anchor` held at `anchor_rating`.

    ValueError when a player is not linked to the anchor by games (its rating would mean
    nothing).
    """
    names = sorted({p.first for p in pairings} | {p.second for p in pairings})
    if anchor not in names:
        raise ValueError(f"'{anchor}' played no game")
    free = [name for name in names if name != anchor]
    index = {name: i for i, name in enumerate(free)}
    ratings = {name: 0.0 for name in names}
    ratings[anchor] = anchor_rating
    for _ in range(MAX_STEPS):
        gradient, hessian = _derivatives(pairings, ratings, index)
        step = _solve(hessian, gradient, free)
        for name, change in zip(free, step, strict=True):
            ratings[name] -= change
        if max((abs(change) for change in step), default=0) < PRECISION:
            break
    _, hessian = _derivatives(pairings, ratings, index)
    variances = _inverse_diagonal(hessian, free)
    games = {name: 0 for name in names}
    for p in pairings:
        games[p.first] += p.games
        games[p.second] += p.games
    rated = {anchor: Rated(anchor_rating, 0.0, games[anchor])}
    for name in free:
        margin = MARGIN_Z * math.sqrt(max(0.0, variances[index[name]]))
        rated[name] = Rated(ratings[name], margin, games[name])
    return rated


def estimate(results: Sequence[tuple[float, int, int, int]], prior: float) -> Rated | None:
    """A player's rating from (opponent's rating, wins, losses, draws) against rated opponents,
    believed to be `prior` before any game (within PRIOR_SPREAD); None before any game.

    The most likely rating under that one fixed belief: each game then pulls only its own way,
    so a loss can never raise the rating nor a win lower it. The margin is that of as many
    games against opponents of one's own strength (where New game's suggestion leads), so
    every game narrows it, whatever its result.
    """
    played = [(rating, w, lost, d) for rating, w, lost, d in results if w + lost + d]
    if not played:
        return None
    rating = prior
    for _ in range(MAX_STEPS):
        slope = (prior - rating) / PRIOR_SPREAD**2
        curve = -1 / PRIOR_SPREAD**2
        for opponent, wins, losses, draws in played:
            count = wins + losses + draws
            chance = expected(rating - opponent)
            slope += LOG_BASE * (wins + draws / 2 - count * chance)
            curve -= LOG_BASE * LOG_BASE * count * chance * (1 - chance)
        change = max(-SCALE, min(SCALE, slope / curve))
        rating -= change
        if abs(change) < PRECISION:
            break
    games = sum(w + lost + d for _, w, lost, d in played)
    # An even game tells the most: its expected score's slope is LOG_BASE × ½ × ½.
    information = 1 / PRIOR_SPREAD**2 + games * LOG_BASE * LOG_BASE / 4
    return Rated(rating, MARGIN_Z / math.sqrt(information), games)


# Ratings are shown to the nearest ten points: the last digit would only be noise.
SHOWN_TO = 10


def rounded(points: float) -> int:
    """A rating or a margin as shown (to SHOWN_TO points)."""
    return SHOWN_TO * round(points / SHOWN_TO)


def level_rating(level: str) -> int:
    """The shipped rating of a computer level or a player model (seega.ai.ratings_table), as
    shown."""
    return rounded(ratings_table.RATINGS[level][0])


def person_estimate(rows: Iterable[tuple[str, int, int, int]]) -> Rated | None:
    """A person's rating from (opponent, wins, losses, draws) rows of their games, on the
    shipped scale: games against the computer levels count, others (two players) do not."""
    rated = [(level_rating(o), w, lost, d) for o, w, lost, d in rows if o in LEVELS]
    return estimate(rated, ratings_table.RATINGS[BEGINNER][0])


def _with_prior(pairing: Pairing) -> tuple[float, float]:
    """(games, first's score) with the prior's draws added."""
    return pairing.games + PRIOR_DRAWS, pairing.score + PRIOR_DRAWS / 2


def _derivatives(
    pairings: Sequence[Pairing], ratings: Mapping[str, float], index: Mapping[str, int]
) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient and Hessian over the free players."""
    size = len(index)
    gradient = [0.0] * size
    hessian = [[0.0] * size for _ in range(size)]
    for pairing in pairings:
        count, score = _with_prior(pairing)
        chance = expected(ratings[pairing.first] - ratings[pairing.second])
        pull = LOG_BASE * (score - count * chance)
        weight = LOG_BASE * LOG_BASE * count * chance * (1 - chance)
        a, b = index.get(pairing.first), index.get(pairing.second)
        if a is not None:
            gradient[a] += pull
            hessian[a][a] -= weight
        if b is not None:
            gradient[b] -= pull
            hessian[b][b] -= weight
        if a is not None and b is not None:
            hessian[a][b] += weight
            hessian[b][a] += weight
    return gradient, hessian


def _solve(matrix: list[list[float]], vector: list[float], names: Sequence[str]) -> list[float]:
    """x with matrix · x = vector (Gaussian elimination with partial pivoting)."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        if abs(rows[pivot][column]) < 1e-12:
            raise ValueError(f"'{names[column]}' is not linked to the anchor by games")
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(size):
            if row != column:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [x - factor * y for x, y in zip(rows[row], rows[column], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def _inverse_diagonal(matrix: list[list[float]], names: Sequence[str]) -> list[float]:
    """The diagonal of −matrix⁻¹: each free rating's variance."""
    size = len(matrix)
    diagonal = []
    for column in range(size):
        unit = [1.0 if row == column else 0.0 for row in range(size)]
        diagonal.append(-_solve(matrix, unit, names)[column])
    return diagonal


def suggested_level(person: Rated | None) -> Level:
    """The level to offer a person: the first game's before any rated game, then the level
    whose shipped rating is nearest theirs (the weaker of two as near: a game one can win)."""
    if person is None:
        return FIRST_GAME_LEVEL
    return min(LEVELS, key=lambda level: abs(level_rating(level) - person.rating))


def next_level_above(rating: float) -> Level | None:
    """The weakest level rated above `rating` (None: above every level): the next to reach."""
    return next((level for level in LEVELS if level_rating(level) > rating), None)
