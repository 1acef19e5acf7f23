"""Several tweens on one time axis (sequences and parallel groups), and a millisecond stopwatch."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from seega.anim.tween import Tween

K = TypeVar("K", bound=Hashable)


@dataclass
class Stopwatch:
    """Elapsed integer milliseconds, advanced by the fixed update steps of a scene."""

    elapsed_ms: int = 0

    def advance(self, dt_ms: int) -> int:
        """Add `dt_ms` and return the new elapsed time."""
        self.elapsed_ms += dt_ms
        return self.elapsed_ms

    def reset(self) -> None:
        """Back to 0."""
        self.elapsed_ms = 0


@dataclass
class Timeline(Generic[K]):
    """Tweens addressed by key, placed on a shared time axis.

    Build with `then` (starts after everything so far) and `at` (an explicit start). A key
    may hold several tweens in time order: its value follows the latest one that has started,
    or the first one's start value before any has. Example, a piece slides then the captured
    piece fades::

        timeline = Timeline[str]().then("x", Tween(0, 64, 180)).then("fade", Tween(1, 0, 250))
        timeline.value_at("fade", elapsed_ms)
    """

    _tracks: dict[K, list[Tween]] = field(default_factory=dict)
    _end_ms: int = 0

    def at(self, start_ms: int, key: K, tween: Tween) -> Timeline[K]:
        """Place `tween` so that its own time 0 is `start_ms` on the timeline."""
        placed = tween.delayed(start_ms)
        track = self._tracks.setdefault(key, [])
        track.append(placed)
        track.sort(key=lambda item: item.delay_ms)
        self._end_ms = max(self._end_ms, placed.end_ms)
        return self

    def then(self, key: K, tween: Tween, gap_ms: int = 0) -> Timeline[K]:
        """Place `tween` to start `gap_ms` after everything placed so far has ended."""
        return self.at(self._end_ms + gap_ms, key, tween)

    def __contains__(self, key: object) -> bool:
        return key in self._tracks

    @property
    def end_ms(self) -> int:
        """When the last tween ends."""
        return self._end_ms

    def value_at(self, key: K, ms: int) -> float:
        """The value of `key` at elapsed `ms`; KeyError for a key never placed."""
        track = self._tracks[key]
        current = track[0]
        for tween in track:
            if tween.delay_ms <= ms:
                current = tween
        return current.value_at(ms)

    def done_at(self, ms: int) -> bool:
        """Whether every tween has ended at elapsed `ms`."""
        return ms >= self._end_ms
