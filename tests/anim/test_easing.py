"""Easing curves: exact end points, monotonic where promised, the documented overshoots."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seega.anim import easing

ALL_CURVES = [
    easing.linear,
    easing.ease_in_quad,
    easing.ease_out_quad,
    easing.ease_in_out_quad,
    easing.ease_in_cubic,
    easing.ease_out_cubic,
    easing.ease_in_out_cubic,
    easing.ease_in_out_sine,
    easing.ease_out_back,
    easing.ease_out_bounce,
    easing.ease_out_elastic,
]
MONOTONIC = ALL_CURVES[:8]


@pytest.mark.parametrize("curve", ALL_CURVES, ids=lambda c: c.__name__)
def test_end_points_are_exact(curve):
    assert curve(0.0) == pytest.approx(0.0, abs=1e-12)
    assert curve(1.0) == 1.0


@pytest.mark.parametrize("curve", MONOTONIC, ids=lambda c: c.__name__)
@given(a=st.floats(0, 1), b=st.floats(0, 1))
def test_monotonic_curves_never_go_back(curve, a, b):
    low, high = sorted((a, b))
    assert curve(low) <= curve(high) + 1e-12


@pytest.mark.parametrize("curve", MONOTONIC, ids=lambda c: c.__name__)
def test_monotonic_curves_stay_within_range(curve):
    values = [curve(i / 100) for i in range(101)]
    assert min(values) >= 0.0 and max(values) <= 1.0


def test_in_out_curves_are_symmetric_at_half():
    assert easing.ease_in_out_quad(0.5) == pytest.approx(0.5)
    assert easing.ease_in_out_cubic(0.5) == pytest.approx(0.5)
    assert easing.ease_in_out_sine(0.5) == pytest.approx(0.5)


def test_ease_out_is_ahead_of_linear_and_ease_in_behind():
    assert easing.ease_out_cubic(0.3) > 0.3 > easing.ease_in_cubic(0.3)
    assert easing.ease_out_quad(0.3) > 0.3 > easing.ease_in_quad(0.3)


def test_back_and_elastic_overshoot_then_settle():
    assert max(easing.ease_out_back(i / 100) for i in range(101)) > 1.05
    assert max(easing.ease_out_elastic(i / 100) for i in range(101)) > 1.05


def test_bounce_touches_the_ground_between_bounces():
    samples = [easing.ease_out_bounce(i / 1000) for i in range(1001)]
    assert max(samples) <= 1.0 + 1e-9
    assert easing.ease_out_bounce(1 / 2.75) == pytest.approx(1.0)
    assert easing.ease_out_bounce(1.5 / 2.75) == pytest.approx(0.75)
