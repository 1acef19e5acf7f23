"""The game loop: fixed update steps in integer milliseconds, one draw per frame.

Each frame: read events (window events to the display, the rest translated to canvas
coordinates and given to the top scene), run as many fixed `step_ms` updates as the elapsed
time allows (at most `max_steps`, so a stall does not fast-forward the game), apply the scene
requests, give the top scene its slice of long work (`Scene.work`: once a frame, however many
updates ran), draw once (the scenes, then the app-wide overlays such as the muted mark),
present, then run the after-frame hooks (the audio flush). The clock is injected, so tests
run N frames with scripted frame times and no waiting.

SIGTERM and SIGINT (a `kill`, Ctrl+C in a terminal) end the game as closing the window does:
`run` turns them into a stop request that the next frame honours, so the scenes exit and save
whatever they save on quit, whatever the game was doing when the signal came.
"""

from __future__ import annotations

import math
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from types import FrameType
from typing import Protocol

import pygame

from seega.ui.shell.display import Display
from seega.ui.shell.scene import SceneStack

TARGET_FPS = 60
# 5 ms steps: three or four per 60 Hz frame keeps motion even, and updates are cheap.
STEP_MS = 5
# At most 100 ms of game time per frame; after a longer stall, time is dropped.
MAX_STEPS_PER_FRAME = 20
# The signals that ask the game to end cleanly, as closing the window does; on Windows also
# Ctrl+Break, which a console sends to every program in it.
if sys.platform == "win32":
    STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGBREAK)
else:
    STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class FrameClock(Protocol):
    """Paces frames and measures them."""

    def tick(self, fps: int) -> int:
        """Wait so frames come at most `fps` per second; return ms since the previous tick."""
        ...

    def busy_ms(self) -> int:
        """How long the previous frame worked, excluding the waiting in `tick`."""
        ...


class PygameClock:
    """The real clock."""

    def __init__(self) -> None:
        self._clock = pygame.time.Clock()

    def tick(self, fps: int) -> int:
        """See FrameClock."""
        return self._clock.tick(fps)

    def busy_ms(self) -> int:
        """See FrameClock."""
        return self._clock.get_rawtime()


@dataclass(frozen=True)
class FrameStats:
    """Frame intervals (what the player sees) and work per frame (the headroom), in ms."""

    frames: int
    p50_ms: int
    p95_ms: int
    max_ms: int
    busy_p95_ms: int

    def describe(self) -> str:
        """One line for a console or a demo's closing screen."""
        return (
            f"{self.frames} frames, frame time p50 {self.p50_ms} ms, p95 {self.p95_ms} ms, "
            f"max {self.max_ms} ms; work p95 {self.busy_p95_ms} ms"
        )


def percentile(values: Sequence[int], share: float) -> int:
    """Nearest-rank percentile (`share` 0..1) of `values`; 0 for no values."""
    if not values:
        return 0
    ordered = sorted(values)
    rank = max(1, math.ceil(len(ordered) * share))
    return ordered[rank - 1]


class GameLoop:
    """Runs the scene stack on a display until the stack is empty or the window closes."""

    def __init__(
        self,
        stack: SceneStack,
        display: Display,
        clock: FrameClock | None = None,
        events: Callable[[], list[pygame.event.Event]] = pygame.event.get,
        fps: int = TARGET_FPS,
        step_ms: int = STEP_MS,
        max_steps: int = MAX_STEPS_PER_FRAME,
        after_frame: Sequence[Callable[[], None]] = (),
        shortcuts: Sequence[Callable[[pygame.event.Event], bool]] = (),
        overlays: Sequence[Callable[[pygame.Surface], None]] = (),
    ) -> None:
        """`shortcuts` see every event before the scenes (e.g. M to mute); True consumes it.
        `overlays` draw over every scene (e.g. the muted mark)."""
        self.stack = stack
        self.display = display
        self.clock = clock or PygameClock()
        self._events = events
        self.fps = fps
        self.step_ms = step_ms
        self.max_steps = max_steps
        self._after_frame = list(after_frame)  # e.g. the audio bus's flush
        self._shortcuts = list(shortcuts)
        self._overlays = list(overlays)
        self._accumulator_ms = 0
        self.stop_requested = False  # a stop signal came: the next frame ends the game
        self.intervals_ms: list[int] = []
        self.busy_ms: list[int] = []
        self.updates = 0

    def run(self, max_frames: int | None = None) -> FrameStats:
        """Loop until quit (or `max_frames` frames) and return the frame statistics."""
        with self._stopping_on_signals():
            self.clock.tick(self.fps)  # start the clock so the first interval is one frame
            self.stack.apply_requests()  # the first scene enters before the first events
            frames = 0
            while max_frames is None or frames < max_frames:
                dt_ms = self.clock.tick(self.fps)
                if frames:
                    self.busy_ms.append(self.clock.busy_ms())
                self.intervals_ms.append(dt_ms)
                frames += 1
                if not self.frame(dt_ms):
                    break
        return self.stats()

    def request_stop(self, signum: int = 0, _frame: FrameType | None = None) -> None:
        """End the game at the next frame, as closing the window does (a signal handler: it
        only notes the request, as Python runs it between any two steps of the frame)."""
        self.stop_requested = True

    @contextmanager
    def _stopping_on_signals(self) -> Iterator[None]:
        """STOP_SIGNALS request a stop while the loop runs; the previous handlers come back
        after. Only the main thread may set handlers (a loop run elsewhere keeps them)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = {signum: signal.signal(signum, self.request_stop) for signum in STOP_SIGNALS}
        try:
            yield
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)

    def frame(self, dt_ms: int) -> bool:
        """One frame after `dt_ms` of real time; False when the game should end."""
        for event in self._events():
            if event.type == pygame.QUIT:
                self.stop_requested = True
                break
            if self.display.handle_event(event):
                continue
            if not any(shortcut(event) for shortcut in self._shortcuts):
                self.stack.handle_event(self.display.translate(event))
        if self.stop_requested:
            self.stack.close()
            return False
        self._advance(dt_ms)
        self.stack.apply_requests()
        if self.stack.is_empty:
            return False
        self.stack.work()
        self.stack.draw(self.display.canvas)
        for overlay in self._overlays:
            overlay(self.display.canvas)
        self.display.present()
        for hook in self._after_frame:
            hook()
        return True

    def _advance(self, dt_ms: int) -> None:
        self._accumulator_ms += dt_ms
        steps = 0
        while self._accumulator_ms >= self.step_ms and steps < self.max_steps:
            self.stack.update(self.step_ms)
            self._accumulator_ms -= self.step_ms
            steps += 1
        self.updates += steps
        if steps == self.max_steps:
            self._accumulator_ms = min(self._accumulator_ms, self.step_ms - 1)

    def stats(self) -> FrameStats:
        """Statistics over the frames run so far."""
        return FrameStats(
            frames=len(self.intervals_ms),
            p50_ms=percentile(self.intervals_ms, 0.5),
            p95_ms=percentile(self.intervals_ms, 0.95),
            max_ms=max(self.intervals_ms, default=0),
            busy_p95_ms=percentile(self.busy_ms, 0.95),
        )
