"""The shipped ratings: every level and model rated, the fit of their own results, true of a
small fresh run (a level changed without a new `python3 -m seega.tools.ratings` fails), and a
ladder with no missing rung."""

import math
from itertools import pairwise

import pytest

from seega.ai import PRESETS, ratings_table
from seega.ai.people import BEGINNER, MODELS
from seega.ai.rating import Pairing, expected, fit
from seega.core.players import FIRST_GAME_LEVEL
from seega.tools import ratings
from tests.sweeps import SWEEP

# A fresh run on another seed than the table's: the quick pairings whose scores are not
# foregone (first, second, games).
FRESH = (("easy", "beginner", 30), ("careful", "easy", 20), ("greedy", "beginner", 20))
FRESH_SEARCHING = (("medium", "sharp", 12), ("medium", "careful", 12))
FRESH_SEED = 11
# A score may stray from the table's expectation by this many standard deviations of a
# binomial score, plus this share for what the fitted ratings themselves get wrong.
SIGMAS = 3
SLACK = 0.1
# Neighbouring rungs stand this far apart on the shipped scale (points): far enough that the
# next one is a step, near enough that it can be won against (about 67% to 78%).
RUNG_GAP = (120, 220)
# The first game's level against the beginner model (a person who has just learned): even-ish.
FIRST_GAME_SCORE = (0.4, 0.6)


def test_every_level_and_model_is_rated_with_random_at_zero():
    assert set(ratings_table.RATINGS) == {*PRESETS, "random", *MODELS}
    assert ratings_table.RATINGS["random"] == (0, 0)
    ladder = [ratings_table.RATINGS[level][0] for level in PRESETS]
    assert ladder[0] > 0 and ladder == sorted(ladder)


def test_the_ladder_has_no_missing_rung():
    rated = ratings_table.RATINGS
    gaps = {f"{a}-{b}": rated[b][0] - rated[a][0] for a, b in pairwise(PRESETS)}
    assert {
        rungs: gap for rungs, gap in gaps.items() if not RUNG_GAP[0] <= gap <= RUNG_GAP[1]
    } == {}


def test_the_first_game_s_level_is_an_even_match_for_a_beginner():
    stored = ratings.score_of(FIRST_GAME_LEVEL, BEGINNER, ratings.stored_pairings())
    assert stored is not None
    assert FIRST_GAME_SCORE[0] <= stored.score / stored.games <= FIRST_GAME_SCORE[1]


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
        pytest.param(FRESH_SEARCHING, id="search", marks=SWEEP),
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


def test_each_level_meets_its_neighbours_and_the_people_and_only_the_clock_plays_less():
    played = {(first, second): games for first, second, games in ratings.pairs()}
    rung = {level: index for index, level in enumerate(PRESETS)}
    assert {(above, below) for below, above in pairwise(PRESETS)} <= set(played)
    unclocked = [level for level, preset in PRESETS.items() if preset.movetime_ms is None]
    assert {(level, "careful") for level in unclocked} <= set(played)
    assert all(abs(rung[a] - rung[b]) == 1 for a, b in played if a in rung and b in rung)
    clocked = {level for level in PRESETS if PRESETS[level].movetime_ms is not None}
    with_clock = {games for pair, games in played.items() if clocked & set(pair)}
    assert with_clock == {ratings.CLOCKED_GAMES}
