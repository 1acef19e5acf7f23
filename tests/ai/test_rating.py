"""The rating maths: expected scores, the fit of many players, one player's estimate."""

import pytest

from seega.ai.rating import Pairing, estimate, expected, fit


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


def test_a_person_s_estimate_moves_with_results_and_firms_up_with_games():
    assert estimate([]) is None
    assert estimate([(500, 0, 0, 0)]) is None
    even = estimate([(500, 2, 2, 0)])
    assert even is not None and even.rating == pytest.approx(500) and even.games == 4
    won = estimate([(500, 3, 1, 0)])
    lost = estimate([(500, 1, 3, 0)])
    assert won.rating - 500 == pytest.approx(500 - lost.rating)
    assert won.rating > even.rating > lost.rating
    more = estimate([(500, 30, 10, 0)])
    assert more.margin < won.margin / 2
    assert abs(more.rating - won.rating) < 60


def test_wins_against_a_stronger_level_count_for_more():
    easy_wins = estimate([(400, 3, 0, 0)])
    hard_wins = estimate([(1400, 3, 0, 0)])
    assert hard_wins.rating - easy_wins.rating == pytest.approx(1000)
    mixed = estimate([(400, 5, 0, 0), (900, 1, 3, 0)])
    assert 400 < mixed.rating < 1000
