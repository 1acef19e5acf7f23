"""Review mode for measurements: `python3 main.py --review RECORD [--review-shots DIR]`.

Opens the review scene of a game record in the real window, with the analysis in the real
worker process, and steps through the game while the analysis runs (one position every half
second, as a person reading it would). When the analysis is complete it prints how long it
took and the frame-time statistics of the frames drawn meanwhile, then exits. Nothing is
kept: the review of a record opened by path is not stored.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from seega.core.line import GameLine
from seega.storage.archive import ArchiveError, read_record_file
from seega.ui.modes.demo import WARM_UP_FRAMES, describe
from seega.ui.scenes.review import ReviewScene
from seega.ui.services.context import AppContext
from seega.ui.services.file_words import record_reason_words
from seega.ui.shell.display import Display
from seega.ui.shell.loop import FrameClock, FrameStats, GameLoop, percentile
from seega.ui.shell.scene import SceneStack

# A person stepping through the game while it is analysed: the board and list redraw.
STEP_EVERY_MS = 500
# The complete review stays on screen this long before review mode exits (ms).
LINGER_MS = 1500
# Screenshots: one while the analysis is this far through, one when it is complete.
RUNNING_SHOT_SHARE = 0.4


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Review mode's command-line options."""
    group = parser.add_argument_group("review mode")
    group.add_argument("--review", type=Path, metavar="RECORD", help="review a game record")
    group.add_argument(
        "--review-shots", type=Path, metavar="DIR", help="save screenshots of the review"
    )


@dataclass
class ReviewWatcher:
    """Runs after each frame: steps the cursor, notes the frames of the analysis, ends."""

    stack: SceneStack
    scene: ReviewScene
    display: Display
    loop: GameLoop | None = None
    shots: Path | None = None
    analysing: list[int] = field(default_factory=list)
    cpu_ms: dict[int, float] = field(default_factory=dict)
    shot_frames: set[int] = field(default_factory=set)
    elapsed_ms: int = 0
    stepped_ms: int = 0
    done_at_ms: int | None = None
    started: float = field(default_factory=time.monotonic)
    seconds: float | None = None
    _cpu_mark: float | None = None

    def after_frame(self) -> None:
        """See the class docstring."""
        assert self.loop is not None
        index = len(self.loop.intervals_ms) - 1
        self.elapsed_ms += self.loop.intervals_ms[-1]
        now = time.process_time()
        if self._cpu_mark is not None:
            self.cpu_ms[index] = (now - self._cpu_mark) * 1000
        self._cpu_mark = now
        session = self.scene.session
        if session.running:
            if index >= WARM_UP_FRAMES:
                self.analysing.append(index)
            if self.elapsed_ms - self.stepped_ms >= STEP_EVERY_MS:
                self.stepped_ms = self.elapsed_ms
                self.scene.go_to((session.cursor + 1) % (session.total + 1))
            if session.share_done >= RUNNING_SHOT_SHARE:
                self._shoot("review_running")
        elif session.complete and self.done_at_ms is None:
            self.done_at_ms = self.elapsed_ms
            self.seconds = time.monotonic() - self.started
            worst = max(
                range(session.total), key=lambda i: session.review.judged[i].drop, default=0
            )
            self.scene.go_to(worst)
        if self.done_at_ms is not None and self.elapsed_ms - self.done_at_ms >= LINGER_MS:
            self._shoot("review_complete")
            self.stack.clear()

    def _shoot(self, name: str) -> None:
        if self.shots is None or (self.shots / f"{name}.png").exists():
            return
        assert self.loop is not None
        self.shot_frames.add(len(self.loop.intervals_ms))
        self.shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.display.canvas, str(self.shots / f"{name}.png"))

    def stats(self, intervals: list[int], work: list[int]) -> FrameStats:
        """Frame times while the analysis ran (warm-up and screenshot frames left out)."""
        kept = [i for i in self.analysing if i not in self.shot_frames and i < len(intervals)]
        times = [intervals[i] for i in kept]
        busy = [work[i] for i in kept if i < len(work)]
        return FrameStats(
            frames=len(times),
            p50_ms=percentile(times, 0.5),
            p95_ms=percentile(times, 0.95),
            max_ms=max(times, default=0),
            busy_p95_ms=percentile(busy, 0.95),
        )


def run_review(
    args: argparse.Namespace,
    context: AppContext,
    display: Display,
    clock: FrameClock | None = None,
) -> int:
    """Review one record in the window; print the analysis time and frame statistics."""
    try:
        game = read_record_file(args.review)
    except ArchiveError as error:
        print(f"{args.review}: {record_reason_words(error)}")
        return 1
    record = game.record
    stack = SceneStack()
    players = (record.white, record.black)
    line = GameLine.from_record(record)
    scene = ReviewScene(context, line, players, placed_by_computer=record.placed_by_computer)
    stack.push(scene)
    watcher = ReviewWatcher(stack, scene, display, shots=args.review_shots)
    hooks = [context.audio.flush, watcher.after_frame]
    loop = GameLoop(stack, display, clock, after_frame=hooks, shortcuts=[context.handle_shortcut])
    watcher.loop = loop
    loop.run()
    session = scene.session
    stats = watcher.stats(loop.intervals_ms, loop.busy_ms)
    cpu = [round(watcher.cpu_ms[i]) for i in watcher.analysing if i in watcher.cpu_ms]
    seconds = "not finished" if watcher.seconds is None else f"{watcher.seconds:.1f} s"
    print(
        f"Review: {record.rules} {record.size}×{record.size}, {session.total} actions, "
        f"{session.settings.describe()}: analysis {seconds}"
    )
    print(f"Frame times while analysing: {describe(stats)}")
    print(
        f"Game process CPU per frame: p50 {percentile(cpu, 0.5)} ms, "
        f"p95 {percentile(cpu, 0.95)} ms, max {max(cpu, default=0)} ms"
    )
    return 0
