"""`python3 -m tests.journey_frames`: the longest frame of opening the Journey from the title,
with practice.json at its cap (the 24 costliest shipped challenges kept as the player's own,
padded to the store's limit) and without it, best of RUNS each, in one run of the real loop
under the dummy video driver. The frames counted run from the one where the Journey is asked
for until its files are read and every kept challenge has been proved again in the
computer's worker (a frame only collects the answers), then `first_frames.FRAMES` more. A
command, not a timed test: run it on a quiet machine and read the figures.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from seega.game.worker import start_thinker
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


def longest_frame(harness: Harness) -> float:
    """The longest frame (wall ms) of one opening of the Journey from a fresh title."""
    fresh_title(harness)
    harness.frames(2)
    opening = lambda: harness.stack.push(harness.context.routes.journey())  # noqa: E731
    times, _ = timed_frames(harness, screen_shown(harness), opening)
    return max(wall for wall, _ in times)


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
        context.computer.use(start_thinker(), 0)  # the checks in the worker, as in the window
        harness = Harness(context, display)
        longest_frame(harness)  # warm: fonts, the desert, the shipped challenges' first read
        fill_practice(folder)
        size = (folder / PRACTICE_FILE).stat().st_size
        with_file = [longest_frame(harness) for _ in range(RUNS)]
        (folder / PRACTICE_FILE).unlink()
        without = [longest_frame(harness) for _ in range(RUNS)]
        context.computer.close()
    print(
        f"practice.json {size / 1000:.0f} KB: longest frame, best of {RUNS}: "
        f"{min(with_file):.0f} ms ({', '.join(f'{ms:.0f}' for ms in with_file)})"
    )
    print(
        f"without it: longest frame, best of {RUNS}: "
        f"{min(without):.0f} ms ({', '.join(f'{ms:.0f}' for ms in without)})"
    )
    return 0


if __name__ == "__main__":
    started = time.perf_counter()
    status = main()
    print(f"({time.perf_counter() - started:.0f} s; goal {first_frames.GOAL_MS} ms a frame)")
    sys.exit(status)
