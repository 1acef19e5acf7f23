"""`python3 -m tests.first_frames`: how long the first frames of Statistics, Past games and
Continue take when the files they read are at their size caps.

Each screen is opened from the title, as a click would open it, over a data folder holding:
- statistics.json of the store's cap (1 MB), padded with rows, a few of them bad;
- games/ with the listing's 200 records, one of them of the record cap (1 MB) with a
  300 KB bad line, the others a typical game;
- autosave.json of the store's cap, its record carrying a 100 KB line.
Each figure is the wall time of one whole frame (events, update, draw), measured over the
first frames after the screen was asked for. The goal: every frame at most 100 ms.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from seega.storage.archive import GAMES_DIR, MAX_LISTED, MAX_RECORD_BYTES  # noqa: E402
from seega.storage.persistence import AUTOSAVE_FILE, STATISTICS_FILE, Storage  # noqa: E402
from seega.storage.store import MAX_FILE_BYTES  # noqa: E402
from seega.ui.app import title_actions, wire_routes  # noqa: E402
from seega.ui.context import AppContext  # noqa: E402
from seega.ui.scenes.title import TitleScene  # noqa: E402
from seega.ui.shell.audio import AudioBus, SilentOutput  # noqa: E402
from seega.ui.shell.display import Display  # noqa: E402
from tests.ui.scenes.conftest import Harness  # noqa: E402

TYPICAL = Path(__file__).parent / "review" / "typical-standard-5.txt"
FRAMES = 30
GOAL_MS = 100


def fill(folder: Path) -> None:
    """The data folder with every file the three screens read at its cap."""
    row = {"date": "2026-12-01", "rules": "standard", "size": 5, "opponent": "easy"}
    rows = [{**row, "result": "win"}] * 8 + [{**row, "result": "?" * 300}] * 3
    setups = [{"rules": "standard", "size": 5, "opponent": "easy", "wins": 1}]
    data = {"version": 2, "computer": {}, "two_player": {}, "by_setup": setups, "recent": rows}
    room = MAX_FILE_BYTES - len(json.dumps(data)) - 1000
    data["by_setup"] = setups * max(1, room // (len(json.dumps(setups[0])) + 2))
    (folder / STATISTICS_FILE).write_text(_closed(json.dumps(data), MAX_FILE_BYTES), "utf-8")
    games = folder / GAMES_DIR
    games.mkdir()
    record = TYPICAL.read_text(encoding="utf-8")
    for index in range(MAX_LISTED - 1):
        (games / f"20261201-{index:06d}-standard-5.txt").write_text(record, encoding="utf-8")
    huge = record + "x" * 300_000 + "\n" + "y" * (MAX_RECORD_BYTES - len(record) - 300_010)
    (games / "20261201-999999-standard-5.txt").write_text(huge, encoding="utf-8")
    saved = {"version": 1, "state": {"kind": "seega-match"}, "record": record + "z" * 100_000}
    (folder / AUTOSAVE_FILE).write_text(_closed(json.dumps(saved), MAX_FILE_BYTES), "utf-8")


def _closed(text: str, limit: int) -> str:
    """`text` padded with spaces to just under `limit` bytes (still the same JSON)."""
    return text + " " * max(0, limit - 1 - len(text.encode("utf-8")))


def measure(harness: Harness, open_screen: Callable[[TitleScene], None]) -> list[float]:
    """Frame times (ms) of the first frames after the screen was asked for."""
    title = TitleScene(harness.context, title_actions(harness.context))
    harness.stack.reset(title)
    harness.stack.apply_requests()
    harness.frames(2)
    open_screen(title)
    times = []
    for _ in range(FRAMES):
        started = time.perf_counter()
        harness.loop.frame(16)
        times.append((time.perf_counter() - started) * 1000)
    return times


def main() -> int:
    pygame.init()
    with tempfile.TemporaryDirectory(prefix="seega-frames-") as name:
        folder = Path(name)
        fill(folder)
        started = time.perf_counter()
        storage = Storage(folder)
        display = Display(window_size=(1280, 800))
        loaded = storage.load_settings(language="en")
        statistics_loaded = storage.load_statistics()
        load_ms = (time.perf_counter() - started) * 1000
        audio = AudioBus(SilentOutput())
        context = AppContext(storage, loaded.value, statistics_loaded.value, audio, display)
        wire_routes(context)
        harness = Harness(context, display)
        actions = title_actions(context)
        screens: dict[str, Callable[[TitleScene], None]] = {
            "Statistics": lambda title: harness.stack.push(actions.statistics()),
            "Past games": lambda title: harness.stack.push(actions.past_games()),
            "Continue": lambda title: title._continue(),
        }
        print(f"settings and statistics loaded at start in {load_ms:.0f} ms")
        failed = False
        for screen, open_screen in screens.items():
            times = measure(harness, open_screen)
            p95 = statistics.quantiles(times, n=20)[-1]
            worst = max(times)
            failed |= worst > GOAL_MS
            print(f"{screen:<11} first {FRAMES} frames: p95 {p95:.0f} ms, max {worst:.0f} ms")
        print(f"goal: every frame at most {GOAL_MS} ms: {'missed' if failed else 'met'}")
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
