"""A tween: one number moving from a start to an end value over a span of integer milliseconds."""

from __future__ import annotations

from dataclasses import dataclass

from seega.anim.easing import Easing, linear


def lerp(start: float, end: float, t: float) -> float:
    """The value a fraction `t` of the way from `start` to `end` (t may overshoot 0..1)."""
    return start + (end - start) * t


def lerp_point(
    start: tuple[float, float], end: tuple[float, float], t: float
) -> tuple[float, float]:
    """`lerp` on both coordinates of a point."""
    return (lerp(start[0], end[0], t), lerp(start[1], end[1], t))


@dataclass(frozen=True)
class Tween:
    """`start` → `end` over `duration_ms`, beginning `delay_ms` after time 0, shaped by `easing`.

    Times passed to the queries are elapsed milliseconds since the tween's time 0 (a scene
    usually keeps a `Stopwatch`). Before the delay the value is `start`; from
    `delay_ms + duration_ms` on it is exactly `end`, and `done_at` is true.
    """

    start: float
    end: float
    duration_ms: int
    delay_ms: int = 0
    easing: Easing = linear

    def __post_init__(self) -> None:
        if self.duration_ms < 0 or self.delay_ms < 0:
            raise ValueError("tween duration and delay must not be negative")

    @property
    def end_ms(self) -> int:
        """The elapsed time at which the tween is finished."""
        return self.delay_ms + self.duration_ms

    def progress_at(self, ms: int) -> float:
        """Linear progress 0..1 at elapsed `ms` (exactly 0.0 before, exactly 1.0 after)."""
        local = ms - self.delay_ms
        if local < 0:
            return 0.0
        if local >= self.duration_ms:
            return 1.0
        return local / self.duration_ms

    def value_at(self, ms: int) -> float:
        """The eased value at elapsed `ms`; exactly `end` once done."""
        progress = self.progress_at(ms)
        if progress >= 1.0:
            return self.end
        return lerp(self.start, self.end, self.easing(progress))

    def done_at(self, ms: int) -> bool:
        """Whether the tween has reached its end at elapsed `ms`."""
        return ms >= self.end_ms

    def delayed(self, extra_ms: int) -> Tween:
        """The same tween starting `extra_ms` later."""
        return Tween(self.start, self.end, self.duration_ms, self.delay_ms + extra_ms, self.easing)
