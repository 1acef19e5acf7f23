"""Tweens and timelines driven by integer milliseconds."""

import pytest

from seega.anim import Stopwatch, Timeline, Tween, ease_in_quad, lerp, lerp_point


def test_value_before_during_and_after():
    tween = Tween(10.0, 20.0, duration_ms=100, delay_ms=50)
    assert tween.value_at(0) == 10.0
    assert tween.value_at(50) == 10.0
    assert tween.value_at(100) == pytest.approx(15.0)
    assert tween.value_at(150) == 20.0
    assert tween.value_at(10_000) == 20.0


def test_done_is_exact_after_many_small_integer_steps():
    tween = Tween(0.0, 1.0, duration_ms=250)
    watch = Stopwatch()
    for _ in range(15):
        watch.advance(16)
    assert not tween.done_at(watch.elapsed_ms)
    watch.advance(10)
    assert watch.elapsed_ms == 250
    assert tween.done_at(watch.elapsed_ms)
    assert tween.value_at(watch.elapsed_ms) == 1.0


def test_easing_shapes_the_middle():
    tween = Tween(0.0, 100.0, duration_ms=100, easing=ease_in_quad)
    assert tween.value_at(50) == pytest.approx(25.0)


def test_zero_duration_jumps_at_its_start():
    tween = Tween(3.0, 7.0, duration_ms=0, delay_ms=20)
    assert tween.value_at(19) == 3.0
    assert tween.value_at(20) == 7.0
    assert tween.done_at(20)


def test_negative_times_are_rejected():
    with pytest.raises(ValueError):
        Tween(0.0, 1.0, duration_ms=-1)
    with pytest.raises(ValueError):
        Tween(0.0, 1.0, duration_ms=10, delay_ms=-5)


def test_lerp_helpers():
    assert lerp(2.0, 4.0, 0.5) == 3.0
    assert lerp_point((0.0, 10.0), (10.0, 30.0), 0.25) == (2.5, 15.0)


def test_timeline_sequence_and_parallel():
    timeline = (
        Timeline[str]()
        .then("slide", Tween(0.0, 64.0, 200))
        .then("fade", Tween(1.0, 0.0, 100), gap_ms=50)
        .at(250, "shrink", Tween(1.0, 0.5, 300))
    )
    assert timeline.end_ms == 250 + 300
    assert timeline.value_at("fade", 200) == 1.0
    assert timeline.value_at("fade", 300) == pytest.approx(0.5)
    assert timeline.value_at("shrink", 250) == 1.0
    assert timeline.value_at("slide", 100) == pytest.approx(32.0)
    assert not timeline.done_at(549)
    assert timeline.done_at(550)
    assert "slide" in timeline and "missing" not in timeline


def test_timeline_key_with_several_tweens_follows_the_latest_started():
    timeline = Timeline[str]().then("y", Tween(0.0, 10.0, 100)).then("y", Tween(10.0, 0.0, 100))
    assert timeline.value_at("y", 0) == 0.0
    assert timeline.value_at("y", 100) == 10.0
    assert timeline.value_at("y", 150) == pytest.approx(5.0)
    assert timeline.value_at("y", 200) == 0.0


def test_timeline_explicit_start():
    timeline = Timeline[int]().at(500, 1, Tween(0.0, 1.0, 100))
    assert timeline.value_at(1, 499) == 0.0
    assert timeline.value_at(1, 550) == pytest.approx(0.5)
    with pytest.raises(KeyError):
        timeline.value_at(2, 0)


def test_stopwatch_reset():
    watch = Stopwatch()
    assert watch.advance(30) == 30
    watch.reset()
    assert watch.elapsed_ms == 0
