"""`python3 -m tests.journey_frames`: the longest frame of opening the Journey from the title,
with practice.json at its cap (the 24 costliest shipped challenges kept as the player's own,
padded to the store's limit) and without it, best of RUNS each, in one run of the real loop
under the dummy video driver, the computer's worker not started yet (as at a launch: the
Journey starts it to prove the kept challenges again). The frames counted run from the one
where the Journey is asked for until its files are read and every kept challenge has been
proved again (a frame only collects the answers), then `first_frames.FRAMES` more. A
command, not a timed test: run it on a quiet machine and read the figures.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from seega.i18n import LANGUAGES
from seega.storage.persistence import Storage
from seega.storage.practice import PRACTICE_FILE
from seega.ui.app import wire_routes
from seega.ui.services.context import AppContext
from seega.ui.shell.audio import AudioBus, SilentOutput
from seega.ui.shell.display import Display
from tests import first_frames  # sets the dummy drivers before pygame starts
from tests.first_frames import Harness, fill_practice, fresh_title, screen_shown, timed_frames

# Each case is measured this many times; the best (the least disturbed by the machine) counts.
RUNS = 3


def longest_frame(harness: Harness) -> tuple[float, float]:
    """The longest frame of one opening of the Journey from a fresh title, in wall time and
    in the window process's CPU time (the worker proving the challenges meanwhile takes the
    other core, or on a shared machine makes the window wait for one)."""
    fresh_title(harness)
    harness.frames(2)
    opening = lambda: harness.stack.push(harness.context.routes.journey())  # noqa: E731
    times, _ = timed_frames(harness, screen_shown(harness), opening)
    return max(wall for wall, _ in times), max(cpu for _, cpu in times)


def said(case: str, runs: list[tuple[float, float]]) -> str:
    walls, cpus = [wall for wall, _ in runs], [cpu for _, cpu in runs]
    return (
        f"{case}: longest frame, best of {RUNS}: wall {min(walls):.0f} ms "
        f"({', '.join(f'{ms:.0f}' for ms in walls)}), "
        f"cpu {min(cpus):.0f} ms ({', '.join(f'{ms:.0f}' for ms in cpus)})"
    )


def main() -> int:
    pygame.init()
    with tempfile.TemporaryDirectory(prefix="seega-journey-") as name:
        folder = Path(name)
        storage = Storage(folder)
        display = Display(window_size=(1280, 800))
        settings = storage.load_settings(LANGUAGES, "en").value
        audio = AudioBus(SilentOutput())
        context = AppContext(storage, settings, storage.load_statistics().value, audio, display)
        wire_routes(context)
        harness = Harness(context, display)
        longest_frame(harness)  # warm: fonts, the desert, the shipped challenges' first read
        fill_practice(folder)
        size = (folder / PRACTICE_FILE).stat().st_size
        with_file = []
        for _ in range(RUNS):  # as at a launch: the Journey starts the computer's worker
            context.computer.close()
            with_file.append(longest_frame(harness))
        (folder / PRACTICE_FILE).unlink()
        without = []
        for _ in range(RUNS):
            context.computer.close()
            without.append(longest_frame(harness))
        context.computer.close()
    print(said(f"practice.json of {size / 1000:.0f} KB", with_file))
    print(said("without it", without))
    return 0


if __name__ == "__main__":
    started = time.perf_counter()
    status = main()
    print(f"({time.perf_counter() - started:.0f} s; goal {first_frames.GOAL_MS} ms a frame)")
    sys.exit(status)
