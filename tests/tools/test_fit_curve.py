"""The curve's constant is fitted from our own games by a committed command."""

from __future__ import annotations

import json

import pytest

from seega.review import judge
from seega.tools import fit_curve


def test_the_fit_recovers_a_known_constant() -> None:
    """Results drawn exactly from a curve of k = 0.008 give back k = 0.008."""
    samples = []
    for score in range(-600, 601, 20):
        chance = judge.Curve(0.008).expected(score)
        samples += [fit_curve.Sample(score, chance)]
    assert fit_curve.fit_k(samples) == pytest.approx(0.008, rel=1e-3)


def test_the_command_runs_on_a_small_sample() -> None:
    data = fit_curve.curve_data(games=1, depth=1)
    k = data["k"]
    assert isinstance(k, float) and 0.0005 < k < 0.1
    assert data["positions"] > 50


def test_the_shipped_curve_says_how_it_was_made() -> None:
    raw = json.loads(judge.CURVE_FILE.read_text(encoding="utf-8"))
    assert raw["command"].startswith("python3 -m seega.tools.fit_curve ")
    assert raw["positions"] > 1000
    assert judge.curve().k == raw["k"]
