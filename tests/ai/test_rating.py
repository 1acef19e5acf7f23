"""The rating maths: expected scores, the fit of many players, one player's estimate."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seega.ai.rating import PRECISION, Pairing, estimate, expected, fit


def _results(truth, games):
    """The results each pairing of `truth` would have if every score were its expectation."""
    names = sorted(truth)
    pairings = []
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            wins = round(games * expected(truth[first] - truth[second]))
            pairings.append(Pairing(first, second, wins, games - wins, 0))
    return pairings


def test_the_expected_score_follows_the_gap():
    assert expected(0) == 0.5
    assert expected(200) == pytest.approx(0.76, abs=0.01)
    assert expected(400) == pytest.approx(10 / 11)
    assert expected(-300) == pytest.approx(1 - expected(300))


def test_a_fit_finds_the_ratings_that_made_the_results():
    truth = {"random": 0, "a": 350, "b": 600, "c": 800}
    rated = fit(_results(truth, 20_000), "random")
    assert rated["random"].rating == 0 and rated["random"].margin == 0
    for name, rating in truth.items():
        assert rated[name].rating == pytest.approx(rating, abs=3)
    assert all(rated[name].margin < 15 for name in "abc")


def test_fewer_games_give_wider_margins():
    truth = {"random": 0, "a": 300}
    few, many = fit(_results(truth, 20), "random"), fit(_results(truth, 400), "random")
    assert few["a"].margin > 3 * many["a"].margin
    assert few["a"].games == 20


def test_a_clean_sweep_gives_a_large_finite_gap():
    rated = fit([Pairing("hard", "random", 40, 0, 0)], "random")
    assert 500 < rated["hard"].rating < 1000


def test_a_player_linked_to_nobody_rated_cannot_be_fitted():
    pairings = [Pairing("a", "random", 3, 1, 0), Pairing("b", "c", 2, 2, 0)]
    with pytest.raises(ValueError, match="not linked"):
        fit(pairings, "random")
    with pytest.raises(ValueError, match="played no game"):
        fit(pairings, "nobody")


# A person's rating before any game in these tests.
PRIOR = 500
# Opponents' ratings, results and histories for the property tests: a few levels, each with
# its wins, losses and draws.
OPPONENTS = st.integers(min_value=0, max_value=2000)
RESULTS = st.tuples(OPPONENTS, *[st.integers(min_value=0, max_value=12)] * 3)
HISTORIES = st.lists(RESULTS, min_size=1, max_size=6)


def _add(history, at, result):
    """`history` with one more game of `result` (0 win, 1 loss, 2 draw) against row `at`."""
    rows = [list(row) for row in history]
    rows[at % len(rows)][1 + result] += 1
    return [tuple(row) for row in rows]


def test_a_person_s_estimate_moves_with_results_and_firms_up_with_games():
    assert estimate([], PRIOR) is None
    assert estimate([(500, 0, 0, 0)], PRIOR) is None
    even = estimate([(500, 2, 2, 0)], PRIOR)
    assert even is not None and even.rating == pytest.approx(500) and even.games == 4
    won = estimate([(500, 3, 1, 0)], PRIOR)
    lost = estimate([(500, 1, 3, 0)], PRIOR)
    assert won.rating - 500 == pytest.approx(500 - lost.rating)
    assert won.rating > even.rating > lost.rating
    more = estimate([(500, 30, 10, 0)], PRIOR)
    assert more.margin < won.margin / 2
    assert more.rating > won.rating


def test_wins_against_a_stronger_level_count_for_more():
    easy_wins = estimate([(400, 3, 0, 0)], PRIOR)
    hard_wins = estimate([(1400, 3, 0, 0)], PRIOR)
    assert hard_wins.rating > easy_wins.rating + 200
    mixed = estimate([(400, 5, 0, 0), (900, 1, 3, 0)], PRIOR)
    assert 400 < mixed.rating < 1000


def test_losing_to_stronger_levels_after_a_sweep_lowers_the_rating():
    """As a newcomer found it: 10–0 against the weakest, then resigned against two stronger
    levels; each loss raised the rating while every level met counted as a draw."""
    swept = estimate([(520, 10, 0, 0)], PRIOR)
    one_loss = estimate([(520, 10, 0, 0), (1230, 0, 1, 0)], PRIOR)
    two_losses = estimate([(520, 10, 0, 0), (1230, 0, 1, 0), (1400, 0, 1, 0)], PRIOR)
    assert swept.rating > one_loss.rating > two_losses.rating


@given(HISTORIES, st.integers(min_value=0, max_value=5))
def test_a_win_never_lowers_a_rating_and_a_loss_never_raises_it(history, at):
    before = estimate(history, PRIOR)
    won, lost = estimate(_add(history, at, 0), PRIOR), estimate(_add(history, at, 1), PRIOR)
    assert won is not None and lost is not None
    if before is None:  # the first game: measured from the belief before any
        assert won.rating >= PRIOR >= lost.rating
    else:
        assert won.rating >= before.rating - PRECISION >= lost.rating - 2 * PRECISION


@given(HISTORIES, st.integers(min_value=0, max_value=5), st.integers(min_value=0, max_value=2))
def test_every_game_narrows_the_margin(history, at, result):
    before = estimate(history, PRIOR)
    after = estimate(_add(history, at, result), PRIOR)
    assert after is not None and after.games == (0 if before is None else before.games) + 1
    assert before is None or after.margin < before.margin
