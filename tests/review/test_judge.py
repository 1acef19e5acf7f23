"""The review's maths: the curve, the classes, accuracy (docs/review.md)."""

from __future__ import annotations

import json

import pytest

from seega.ai import WIN
from seega.review import judge


def test_the_curve_is_even_and_rises() -> None:
    curve = judge.Curve(0.006)
    assert curve.expected(0) == 0.5
    assert curve.expected(150) == pytest.approx(1 - curve.expected(-150))
    assert curve.expected(-100) < curve.expected(0) < curve.expected(100)


def test_proven_results_are_certain() -> None:
    curve = judge.curve()
    assert curve.expected(WIN - 12) == 1.0 and curve.expected(12 - WIN) == 0.0
    assert judge.drop(WIN - 3, WIN - 9) == 0.0  # a slower win changes no result
    assert judge.drop(WIN - 3, 0) == 0.5


def test_drop_is_never_negative() -> None:
    assert judge.drop(50, 120) == 0.0


@pytest.mark.parametrize(
    ("drop", "verdict"),
    [
        (0.0, "best"),
        (0.03, "good"),
        (0.05, "good"),
        (0.08, "inaccuracy"),
        (0.15, "mistake"),
        (0.2, "mistake"),
        (0.21, "blunder"),
        (1.0, "blunder"),
    ],
)
def test_the_shipped_thresholds(drop: float, verdict: str) -> None:
    assert judge.thresholds().verdict(drop) == verdict


def test_the_threshold_file_lists_every_class_but_blunder() -> None:
    raw = json.loads(judge.THRESHOLDS_FILE.read_text(encoding="utf-8"))
    assert [key for key in raw if key in judge.CLASSES] == list(judge.CLASSES[:-1])


def test_the_shipped_curve_is_sane() -> None:
    """A piece ahead is an edge, not a certainty; five pieces ahead nearly always win."""
    curve = judge.curve()
    assert 0.55 < curve.expected(100) < 0.9
    assert curve.expected(500) > 0.85


def test_accuracy_is_100_without_loss_and_falls_with_it() -> None:
    assert judge.action_accuracy(0.0) == pytest.approx(100.0, abs=0.01)
    assert judge.action_accuracy(0.1) < judge.action_accuracy(0.05) < 100
    assert judge.action_accuracy(1.0) == 0.0


def test_one_disaster_pulls_the_game_accuracy_down_more_than_a_mean_would() -> None:
    accuracies = [100.0] * 9 + [0.0]
    mean = sum(accuracies) / len(accuracies)
    game = judge.game_accuracy(accuracies)
    assert game is not None and game < mean - 15
    assert judge.game_accuracy([]) is None
    assert judge.game_accuracy([80.0, 80.0]) == pytest.approx(80.0)


def test_tally_counts_every_verdict() -> None:
    counts = judge.tally(["best", "best", "forced", "blunder", "result"])
    assert counts == {
        "best": 2,
        "good": 0,
        "inaccuracy": 0,
        "mistake": 0,
        "blunder": 1,
        "forced": 1,
        "result": 1,
    }


def test_a_data_file_is_read_through_the_guarded_path(tmp_path):
    """Too large, not JSON, or not an object: a ValueError naming the file, never a hang."""
    large = tmp_path / "curve.json"
    large.write_text('{"k": 0.01}' + " " * judge.MAX_DATA_BYTES, encoding="utf-8")
    with pytest.raises(ValueError, match="curve.json: larger than"):
        judge.data_object(large)
    broken = tmp_path / "thresholds.json"
    broken.write_text("[1, 2", encoding="utf-8")
    with pytest.raises(ValueError, match="thresholds.json: not valid JSON"):
        judge.data_object(broken)
    broken.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match="thresholds.json: expected a JSON object"):
        judge.data_object(broken)


@pytest.mark.parametrize("ahead", [-900, -500, 0, 500, 900])
def test_a_piece_given_away_for_nothing_is_at_least_an_inaccuracy_however_lopsided(
    ahead: int,
) -> None:
    lost = judge.drop(ahead, ahead - judge.PIECE)
    assert judge.thresholds().verdict(lost) in ("inaccuracy", "mistake", "blunder")
    assert judge.pieces_given(ahead, ahead - judge.PIECE) == 1


def test_more_pieces_given_away_cost_more_in_a_lopsided_game() -> None:
    costs = [judge.drop(-700, -700 - n * judge.PIECE) for n in (1, 2, 3)]
    assert costs == sorted(costs) and costs[0] < costs[1] < costs[2]
    assert judge.thresholds().verdict(costs[1]) == "blunder"


def test_a_loss_short_of_a_piece_or_within_a_proven_result_gives_no_piece() -> None:
    assert judge.pieces_given(300, 260) == 0
    assert judge.pieces_given(WIN - 3, WIN - 9) == 0
    assert judge.pieces_given(12 - WIN, 20 - WIN) == 0


def test_accuracy_falls_with_the_pieces_given_away() -> None:
    accuracies = [100.0] * 12 + [judge.action_accuracy(0.13)] * 4
    plain = judge.game_accuracy(accuracies)
    weighed = judge.game_accuracy(accuracies, [0] * 12 + [1] * 4)
    heavier = judge.game_accuracy(accuracies, [0] * 12 + [2] * 4)
    assert plain is not None and weighed is not None and heavier is not None
    assert heavier < weighed < plain
