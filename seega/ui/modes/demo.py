"""Demo mode: the computer plays itself through the real board scene, then the game exits.

`python3 main.py --demo [--ruleset R] [--size N] [--white LEVEL] [--black LEVEL]
[--max-seconds S] [--screenshots DIR] [--seed N]`. Nothing is saved (no autosave, no
statistics). At the end it prints frame-time statistics: for every frame after the first
drawn board, and for the frames during which the computer was thinking (the worker process
busy while the window keeps drawing). `--screenshots DIR` saves placement.png,
movement.png, capture.png (a capture mid-animation) and game_over.png.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from seega.core import PLACEMENT, RULESETS, ruleset
from seega.core.players import LEVELS, STRONGEST, level_named
from seega.game import factory
from seega.game.match import Seat
from seega.ui.play import flow
from seega.ui.play.board_scene import BoardScene
from seega.ui.render.effects import Crumble
from seega.ui.render.sound_mark import draw_sound_state
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.services.context import AppContext
from seega.ui.shell.display import Display
from seega.ui.shell.loop import FrameClock, FrameStats, GameLoop, percentile
from seega.ui.shell.scene import SceneStack

# Frames before the first board frame build cached art; they are not the game's frame rate.
WARM_UP_FRAMES = 3
# The finished game stays on screen this long before the demo exits (ms).
GAME_OVER_LINGER_MS = 3000
# Screenshots: placement once this many pieces are down, movement after this many steps,
# a capture when its crumble is this far through, the end once its panel has appeared.
PLACEMENT_SHOT_PIECES = 9
MOVEMENT_SHOT_STEPS = 6
CAPTURE_SHOT_PROGRESS = (0.3, 0.6)
GAME_OVER_SHOT_MS = 900


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The demo's command-line options."""
    demo = parser.add_argument_group("demo mode")
    demo.add_argument("--demo", action="store_true", help="watch the computer play itself")
    demo.add_argument("--ruleset", choices=tuple(RULESETS), default="standard")
    demo.add_argument("--size", type=int, help="board size (default: the rule set's)")
    demo.add_argument("--white", choices=LEVELS, default=STRONGEST, help="Light's level")
    demo.add_argument("--black", choices=LEVELS, default=STRONGEST, help="Dark's level")
    demo.add_argument("--max-seconds", type=float, help="stop after this long even if not over")
    demo.add_argument("--screenshots", type=Path, help="save a few screenshots in this folder")
    demo.add_argument("--seed", type=int, help="make the computer's choices repeatable")


@dataclass
class DemoWatcher:
    """Runs after each frame: notes frame kinds, takes screenshots, ends the demo."""

    stack: SceneStack
    board: BoardScene
    display: Display
    loop: GameLoop | None = None
    max_ms: int | None = None
    shots: Path | None = None
    taken: set[str] = field(default_factory=set)
    thinking_frames: list[int] = field(default_factory=list)
    # Saving a PNG takes a while: the frame after each screenshot is left out of the figures.
    shot_frames: set[int] = field(default_factory=set)
    first_frame: int | None = None
    elapsed_ms: int = 0
    over_since_ms: int | None = None
    # CPU time this process used per frame (ms): on a busy machine the frame times also
    # count the time other programs ran, this does not.
    cpu_ms: dict[int, float] = field(default_factory=dict)
    _cpu_mark: float | None = None

    def after_frame(self) -> None:
        """See the class docstring."""
        assert self.loop is not None
        index = len(self.loop.intervals_ms) - 1
        if self.first_frame is None:
            self.first_frame = index + WARM_UP_FRAMES
        self.elapsed_ms += self.loop.intervals_ms[-1]
        now = time.process_time()
        if self._cpu_mark is not None:
            self.cpu_ms[index] = (now - self._cpu_mark) * 1000
        self._cpu_mark = now
        match = self.board.match
        if match.computer_thinking and not self.board.view.busy(self.board.now):
            self.thinking_frames.append(index)
        self._screenshots()
        top = self.stack.top
        if isinstance(top, GameOverScene):
            if self.over_since_ms is None:
                self.over_since_ms = self.elapsed_ms
            if self.elapsed_ms - self.over_since_ms >= GAME_OVER_LINGER_MS:
                self.stack.clear()
        if self.max_ms is not None and self.elapsed_ms >= self.max_ms:
            self.stack.clear()

    def _screenshots(self) -> None:
        if self.shots is None:
            return
        state = self.board.match.state
        if state.phase == PLACEMENT and sum(1 for v in state.board if v) >= PLACEMENT_SHOT_PIECES:
            self._shoot("placement")
        if sum(state.steps) >= MOVEMENT_SHOT_STEPS and not self.board.view.busy(self.board.now):
            self._shoot("movement")
        for effect in self.board.view.effects:
            progress = effect.progress(self.board.now)
            low, high = CAPTURE_SHOT_PROGRESS
            if isinstance(effect, Crumble) and low <= progress <= high:
                self._shoot("capture")
        top = self.stack.top
        if isinstance(top, GameOverScene) and top.elapsed_ms >= GAME_OVER_SHOT_MS:
            self._shoot("game_over")

    def _shoot(self, name: str) -> None:
        if name in self.taken or self.shots is None:
            return
        self.taken.add(name)
        assert self.loop is not None
        self.shot_frames.add(len(self.loop.intervals_ms))
        self.shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.display.canvas, str(self.shots / f"{name}.png"))

    def cpu(self) -> list[int]:
        """CPU ms per frame, for the same frames as `stats` (a screenshot's PNG left out)."""
        start = self.first_frame or 0
        return [
            round(ms)
            for index, ms in self.cpu_ms.items()
            if index >= start and index not in self.shot_frames
        ]

    def stats(self, intervals: list[int], work: list[int]) -> tuple[FrameStats, FrameStats]:
        """(all frames after the warm-up, frames while the computer thought).

        `intervals[i]` is the time from frame i-1 to frame i; `work[i]` the time frame i
        spent working (the rest of its interval the loop waited or the system ran others).
        """
        start = self.first_frame or 0
        kept = [i for i in range(start, len(intervals)) if i not in self.shot_frames]
        chosen = set(kept)
        thinking = [i for i in self.thinking_frames if i in chosen]
        return _stats(kept, intervals, work), _stats(thinking, intervals, work)


def _stats(frames: list[int], intervals: list[int], work: list[int]) -> FrameStats:
    times = [intervals[i] for i in frames]
    busy = [work[i] for i in frames if i < len(work)]
    return FrameStats(
        frames=len(times),
        p50_ms=percentile(times, 0.5),
        p95_ms=percentile(times, 0.95),
        max_ms=max(times, default=0),
        busy_p95_ms=percentile(busy, 0.95),
    )


def describe(stats: FrameStats) -> str:
    """One line of frame-time figures."""
    return (
        f"frames {stats.frames}, p50 {stats.p50_ms} ms, p95 {stats.p95_ms} ms, "
        f"max {stats.max_ms} ms (work p95 {stats.busy_p95_ms} ms)"
    )


def run_demo(
    args: argparse.Namespace,
    context: AppContext,
    display: Display,
    clock: FrameClock | None = None,
) -> int:
    """Play one computer-against-computer game in the window; print the frame statistics.

    `clock` replaces the real frame clock (tests run the demo without waiting)."""
    rules = ruleset(args.ruleset)
    size = args.size or rules.default_size
    if size not in rules.sizes:
        offered = ", ".join(map(str, rules.sizes))
        print(f"{rules.name} is played on sizes {offered}, not {size}")
        return 2
    seats = (Seat.computer(level_named(args.white)), Seat.computer(level_named(args.black)))
    match = factory.new_game(flow.pace(context), rules, size, seats, seed=args.seed)
    stack = SceneStack()
    board = BoardScene(context, match, saving=False)
    stack.push(board)
    max_ms = round(args.max_seconds * 1000) if args.max_seconds else None
    watcher = DemoWatcher(stack, board, display, max_ms=max_ms, shots=args.screenshots)
    hooks = [context.audio.flush, watcher.after_frame]
    loop = GameLoop(
        stack,
        display,
        clock,
        after_frame=hooks,
        shortcuts=[context.handle_shortcut],
        overlays=[lambda surface: draw_sound_state(surface, context.settings.muted)],
    )
    watcher.loop = loop
    loop.run()
    steady, thinking = watcher.stats(loop.intervals_ms, loop.busy_ms)
    outcome = match.state.outcome
    result = f"{outcome.result} by {outcome.reason.value}" if outcome else "not finished"
    print(f"Demo: {rules.name} {size}×{size}, {args.white} vs {args.black}: {result}")
    print(f"Frame times: {describe(steady)}")
    print(f"While the computer thought: {describe(thinking)}")
    cpu = watcher.cpu()
    print(
        f"Game process CPU per frame: p50 {percentile(cpu, 0.5)} ms, "
        f"p95 {percentile(cpu, 0.95)} ms, max {max(cpu, default=0)} ms"
    )
    if args.screenshots:
        print(f"Screenshots in {args.screenshots}: {', '.join(sorted(watcher.taken))}")
    return 0
