"""Easing curves: pure functions from progress 0..1 to eased progress.

Every curve maps 0 to 0 and 1 to 1 exactly, so a tween lands precisely on its end value.
Some overshoot in between (back, elastic): callers that draw sizes must tolerate values
slightly outside 0..1.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]

# How far `ease_out_back` swings past the target (the customary 1.70158 gives ~10 % overshoot).
BACK_OVERSHOOT = 1.70158
# Bounce curve constants: the classic four-arc bounce with a restitution that reads as stone.
BOUNCE_SCALE = 7.5625
BOUNCE_DIVISOR = 2.75
# Elastic: one period is a third of the duration, which wobbles about three times.
ELASTIC_PERIOD = 1.0 / 3.0


def linear(t: float) -> float:
    """Constant speed."""
    return t


def ease_in_quad(t: float) -> float:
    """Starts slowly, accelerates (t²)."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Starts fast, decelerates to a stop."""
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends, quadratic."""
    if t < 0.5:
        return 2.0 * t * t
    return 1.0 - 2.0 * (1.0 - t) * (1.0 - t)


def ease_in_cubic(t: float) -> float:
    """Starts very slowly (t³)."""
    return t * t * t


def ease_out_cubic(t: float) -> float:
    """Fast start, long gentle stop: good for pieces sliding into place."""
    u = 1.0 - t
    return 1.0 - u * u * u


def ease_in_out_cubic(t: float) -> float:
    """Slow at both ends, cubic."""
    if t < 0.5:
        return 4.0 * t * t * t
    u = 1.0 - t
    return 1.0 - 4.0 * u * u * u


def ease_in_out_sine(t: float) -> float:
    """The gentlest symmetric curve: good for looping glows and breathing motions."""
    if t <= 0.0:
        return 0.0
    if t >= 1.0:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    """Overshoots the target a little, then settles: a lively 'pop'."""
    if t >= 1.0:
        return 1.0
    u = t - 1.0
    return 1.0 + (BACK_OVERSHOOT + 1.0) * u * u * u + BACK_OVERSHOOT * u * u


def ease_out_bounce(t: float) -> float:
    """Falls and bounces to rest, like a piece dropped on stone."""
    if t < 1.0 / BOUNCE_DIVISOR:
        return BOUNCE_SCALE * t * t
    if t < 2.0 / BOUNCE_DIVISOR:
        t -= 1.5 / BOUNCE_DIVISOR
        return BOUNCE_SCALE * t * t + 0.75
    if t < 2.5 / BOUNCE_DIVISOR:
        t -= 2.25 / BOUNCE_DIVISOR
        return BOUNCE_SCALE * t * t + 0.9375
    if t >= 1.0:
        return 1.0
    t -= 2.625 / BOUNCE_DIVISOR
    return BOUNCE_SCALE * t * t + 0.984375


def ease_out_elastic(t: float) -> float:
    """Springs past the target and wobbles to rest."""
    if t <= 0.0:
        return 0.0
    if t >= 1.0:
        return 1.0
    return float(
        2.0 ** (-10.0 * t) * math.sin((t - ELASTIC_PERIOD / 4.0) * math.tau / ELASTIC_PERIOD) + 1.0
    )
