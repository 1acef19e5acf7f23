"""The shipped ratings: every level and model rated, the fit of their own results, and true
of a small fresh run (a level changed without a new `python3 -m seega.tools.ratings` fails)."""

import math

import pytest

from seega.ai import LEVELS, ratings_table
from seega.ai.people import MODELS
from seega.ai.rating import Pairing, expected, fit
from seega.tools import ratings
from tests.sweeps import SWEEP

# A fresh run on another seed than the table's: the quick pairings whose scores are not
# foregone (first, second, games).
FRESH = (("easy", "beginner", 30), ("careful", "easy", 20), ("greedy", "beginner", 20))
FRESH_MEDIUM = (("medium", "careful", 12),)
FRESH_SEED = 11
# A score may stray from the table's expectation by this many standard deviations of a
# binomial score, plus this share for what the fitted ratings themselves get wrong.
SIGMAS = 3
SLACK = 0.1


def test_every_level_and_model_is_rated_with_random_at_zero():
    assert set(ratings_table.RATINGS) == {*LEVELS, "random", *MODELS}
    assert ratings_table.RATINGS["random"] == (0, 0)
    easy, medium, hard = (ratings_table.RATINGS[level][0] for level in LEVELS)
    assert 0 < easy < medium < hard


def test_the_table_holds_every_pairing_of_the_command_in_full():
    stored = {(row[0], row[1]): sum(row[2:]) for row in ratings_table.RESULTS}
    assert stored == {(first, second): games for first, second, games in ratings.pairs()}


def test_the_ratings_are_the_fit_of_the_stored_results():
    rated = fit(ratings.stored_pairings(), ratings.ANCHOR)
    for name, (rating, margin) in ratings_table.RATINGS.items():
        assert rating == pytest.approx(rated[name].rating, abs=1)
        assert margin == pytest.approx(rated[name].margin, abs=1)


def _consistent(pairing: Pairing) -> bool:
    first, second = (ratings_table.RATINGS[name][0] for name in (pairing.first, pairing.second))
    chance = expected(first - second)
    spread = SIGMAS * math.sqrt(chance * (1 - chance) / pairing.games) + SLACK
    return abs(pairing.score / pairing.games - chance) <= spread


@pytest.mark.parametrize(
    "to_play",
    [
        pytest.param(FRESH, id="models and easy"),
        pytest.param(FRESH_MEDIUM, id="medium", marks=SWEEP),
    ],
)
def test_a_small_fresh_run_agrees_with_the_table(to_play):
    pairings, _ = ratings.play(
        to_play, ratings_table.RULES, ratings_table.SIZE, FRESH_SEED, jobs=1, quiet=True
    )
    assert [p.games for p in pairings] == [games for *_, games in to_play]
    assert [p for p in pairings if not _consistent(p)] == []


def test_the_arena_table_reads_each_pairing_from_both_sides():
    pairings = [Pairing("medium", "easy", 18, 1, 1)]
    text = ratings.arena_table(pairings)
    rows = {line.split("|")[1].strip(): line for line in text.splitlines()[2:]}
    assert "92% (18–1–1)" in rows["medium"] and "8% (1–18–1)" in rows["easy"]
    assert rows["hard"].count("—") == len(ratings.PLAYERS)
