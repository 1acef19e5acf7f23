"""Animation maths: easing curves, tweens and timelines driven by elapsed integer milliseconds.

Standard library only. Time is always an `int` count of milliseconds so that "finished" is
exact (float sums of frame times never quite reach 1.0; docs/pygame-notes.md).
"""

from seega.anim.easing import (
    Easing,
    ease_in_cubic,
    ease_in_out_cubic,
    ease_in_out_quad,
    ease_in_out_sine,
    ease_in_quad,
    ease_out_back,
    ease_out_bounce,
    ease_out_cubic,
    ease_out_elastic,
    ease_out_quad,
    linear,
)
from seega.anim.timeline import Stopwatch, Timeline
from seega.anim.tween import Tween, lerp, lerp_point

__all__ = [
    "Easing",
    "Stopwatch",
    "Timeline",
    "Tween",
    "ease_in_cubic",
    "ease_in_out_cubic",
    "ease_in_out_quad",
    "ease_in_out_sine",
    "ease_in_quad",
    "ease_out_back",
    "ease_out_bounce",
    "ease_out_cubic",
    "ease_out_elastic",
    "ease_out_quad",
    "lerp",
    "lerp_point",
    "linear",
]
