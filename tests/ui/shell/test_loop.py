"""The game loop with an injected clock: N frames, fixed steps, caps, requests, quitting."""

import signal

import pygame
import pytest

from seega.ui.shell.display import Display
from seega.ui.shell.loop import GameLoop, percentile
from seega.ui.shell.scene import Scene, SceneStack


class ScriptedClock:
    """Returns the given frame times in turn (the first tick only starts the clock)."""

    def __init__(self, frame_times, busy=3):
        self.times = [0, *frame_times]
        self.busy = busy

    def tick(self, fps):
        return self.times.pop(0) if self.times else 16

    def busy_ms(self):
        return self.busy


class Counter(Scene):
    def __init__(self):
        super().__init__()
        self.steps = []
        self.draws = 0
        self.events = []

    def update(self, dt_ms):
        self.steps.append(dt_ms)

    def draw(self, surface):
        self.draws += 1

    def handle_event(self, event):
        self.events.append(event)


@pytest.fixture
def display(pygame_session):
    return Display(window_size=(640, 400))


def make_loop(display, scene, frame_times, events=None):
    stack = SceneStack()
    stack.push(scene)
    queue = list(events or [])
    return GameLoop(
        stack, display, ScriptedClock(frame_times), events=lambda: queue.pop(0) if queue else []
    )


def test_runs_n_frames_with_fixed_steps_and_one_draw_each(display):
    scene = Counter()
    loop = make_loop(display, scene, [16, 17, 17] * 10)
    stats = loop.run(max_frames=30)
    assert stats.frames == 30
    assert scene.draws == 30
    assert set(scene.steps) == {5}
    assert sum(scene.steps) == 500 - 500 % 5
    assert stats.p50_ms == 17 and stats.max_ms == 17 and stats.busy_p95_ms == 3


def test_leftover_time_carries_to_the_next_frame(display):
    scene = Counter()
    make_loop(display, scene, [7, 7, 7]).run(max_frames=3)
    assert len(scene.steps) == 4  # 21 ms → four 5 ms steps, 1 ms carried


def test_long_stall_is_capped_not_fast_forwarded(display):
    scene = Counter()
    make_loop(display, scene, [5000, 16]).run(max_frames=2)
    assert len(scene.steps) <= 20 + 4


def test_events_reach_the_scene_translated(display):
    scene = Counter()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(320, 200), button=1)
    make_loop(display, scene, [16], events=[[click]]).run(max_frames=1)
    assert scene.events[0].pos == (640, 400)


def test_quit_event_closes_every_scene(display):
    exits = []

    class Closing(Counter):
        def exit(self):
            exits.append(self)

    scene = Closing()
    loop = make_loop(display, scene, [16] * 5, events=[[], [pygame.event.Event(pygame.QUIT)]])
    stats = loop.run(max_frames=5)
    assert stats.frames == 2 and exits == [scene]


def test_empty_stack_ends_the_loop_before_drawing(display):
    class Leaves(Counter):
        def update(self, dt_ms):
            super().update(dt_ms)
            self.stack.pop()

    scene = Leaves()
    stats = make_loop(display, scene, [16] * 5).run(max_frames=5)
    assert stats.frames == 1 and scene.draws == 0


def test_percentile_nearest_rank():
    assert percentile([], 0.5) == 0
    assert percentile([5], 0.95) == 5
    values = list(range(1, 101))
    assert percentile(values, 0.5) == 50
    assert percentile(values, 0.95) == 95
    assert percentile(values, 1.0) == 100


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_closes_every_scene_at_the_next_frame(display, signum):
    """A `kill` or Ctrl+C in the middle of a frame: the scenes exit (and save) as when the
    window closes, and the handlers the loop replaced come back after it."""
    exits = []
    before = signal.getsignal(signum)

    class Signalled(Counter):
        def update(self, dt_ms):
            super().update(dt_ms)
            if len(self.steps) == 4:
                signal.raise_signal(signum)

        def exit(self):
            exits.append(self)

    scene = Signalled()
    stats = make_loop(display, scene, [16] * 10).run(max_frames=10)
    assert exits == [scene] and stats.frames == 3  # the frame after the signal ends it
    assert signal.getsignal(signum) == before
