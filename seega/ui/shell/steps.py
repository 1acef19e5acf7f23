"""Long work spread over frames: a generator advanced at most a slice of time per frame.

Reading two hundred records, or a file at its size cap, inside one frame freezes the window.
A screen holds such work as a generator that yields after each small step (one record, one
file) and returns its value at the end; `Stepped.advance` runs steps until the frame's slice
is spent, and the screen shows a loading notice until the value is there. A generator that
knows its next step is long yields ALONE before it: that step then begins a slice of its own
instead of running on past the end of a slice already spent. The clock is injected, so tests
decide how much each slice holds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Generic, TypeVar

T = TypeVar("T")

# Of a 100 ms frame goal: the rest is the frame's own events, updates and drawing.
SLICE_MS = 30.0
# Yielded before a long step: it starts the next slice.
ALONE = True


class Stepped(Generic[T]):
    """A generator of steps returning a value, advanced a slice at a time."""

    def __init__(
        self,
        steps: Generator[bool | None, None, T],
        slice_ms: float = SLICE_MS,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._steps = steps
        self._slice_s = slice_ms / 1000
        self._clock = clock
        self._value: list[T] = []  # the value once the steps are done

    @property
    def done(self) -> bool:
        """Whether every step has run."""
        return bool(self._value)

    @property
    def value(self) -> T:
        """The work's value; LookupError while steps remain."""
        if not self._value:
            raise LookupError("the work is not done yet")
        return self._value[0]

    def advance(self) -> bool:
        """Run steps until the slice is spent (at least one step) or the next is long (ALONE);
        whether the work is done."""
        deadline = self._clock() + self._slice_s
        while not self._value:
            try:
                alone = next(self._steps)
            except StopIteration as finished:
                self._value.append(finished.value)
                break
            if alone or self._clock() >= deadline:
                break
        return self.done

    def finish(self) -> T:
        """Run every step left now (for work nobody waits to see, e.g. a command)."""
        while not self.advance():
            pass
        return self.value
