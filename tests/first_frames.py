"""`python3 -m tests.first_frames`: how long the frames of Statistics, Past games, Continue,
the Journey, New game and How to play take when the files they read are at their size caps.

First a new game's board, opened from New game after a second of choosing (New game draws
the board's art ahead meanwhile). Then each screen is opened from the title, as a click would
open it, over a data folder holding:
- statistics.json of the store's cap (1 MB), padded with rows, a few of them bad;
- games/ with the listing's 200 records, one of them of the record cap (1 MB) with a
  300 KB bad line, the others a typical game;
- autosave.json of the store's cap: first with its record carrying a 100 KB line (the title
  reads it, finds it unusable and says so), then a game in progress padded to the cap (the
  title reads it, says what it resumes, and Continue opens its board);
- then games/ with the listing's 200 records at the record cap, all ended in the same minute
  (each entry then names its second), and practice.json at its cap: the 24 costliest shipped
  challenges kept as the player's own, padded to the store's limit: the Journey counts as
  shown once they have all been proved again, in the computer's worker process as in the
  window (a frame only collects the answers). New game and How to play read no file: their
  own first frames are measured.
Each frame is measured whole (events, update, the scene's slice of work, draw) in wall time
and in the process's CPU time (`time.process_time`: the machine may be shared, and a frame
that waited for the processor shows a long wall time but a short CPU time). The frames
counted run from the one where the screen was asked for until its content is shown (the
list, the line beside Continue, the board), then FRAMES more. The goal: every frame at most
100 ms. A command, not a timed test: run it on a quiet machine and read the figures.
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

from seega.core import legal_actions  # noqa: E402
from seega.core.record import MAX_RECORD_BYTES  # noqa: E402
from seega.core.rulesets import RULESETS
from seega.game import factory  # noqa: E402
from seega.game.factory import Pace  # noqa: E402
from seega.game.match import Seat  # noqa: E402
from seega.game.worker import InlineThinker, start_thinker  # noqa: E402
from seega.i18n import LANGUAGES
from seega.storage.archive import GAMES_DIR, MAX_LISTED  # noqa: E402
from seega.storage.catalogue import CHALLENGES_DIR  # noqa: E402
from seega.storage.persistence import AUTOSAVE_FILE, STATISTICS_FILE, Storage  # noqa: E402
from seega.storage.practice import MAX_KEPT, MAX_PRACTICE_BYTES, PRACTICE_FILE  # noqa: E402
from seega.storage.store import MAX_FILE_BYTES  # noqa: E402
from seega.ui.app import wire_routes  # noqa: E402
from seega.ui.scenes.journey import JourneyScene  # noqa: E402
from seega.ui.scenes.past_games import PastGamesScene  # noqa: E402
from seega.ui.scenes.title import TitleScene  # noqa: E402
from seega.ui.services.context import AppContext  # noqa: E402
from seega.ui.shell.audio import AudioBus, SilentOutput  # noqa: E402
from seega.ui.shell.display import Display  # noqa: E402
from tests.ui.scenes.conftest import Harness  # noqa: E402

TYPICAL = Path(__file__).parent / "review" / "typical-standard-5.txt"
# Frames measured after the screen's content is shown.
FRAMES = 30
# A screen whose content is not shown after this many frames counts as failed.
MAX_FRAMES = 20_000
GOAL_MS = 100
# How many frames New game is shown before its Start (a second at 60 frames a second).
CHOOSING_FRAMES = 60
# The game in progress of the resumable autosave: this many actions into a standard 5×5 game.
SAVED_ACTIONS = 40


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


def fill_same_minute(folder: Path) -> None:
    """games/ with the listing's 200 records at the record cap (a typical game under comment
    lines), all ended in the same minute."""
    games = folder / GAMES_DIR
    for path in games.iterdir():
        path.unlink()
    typical = TYPICAL.read_text(encoding="utf-8")
    comment = "# " + "c" * 97 + "\n"
    record = comment * ((MAX_RECORD_BYTES - len(typical) - 1000) // len(comment)) + typical
    for index in range(MAX_LISTED):
        name = f"20261201-1405{index % 60:02d}-standard-5-{index:03d}.txt"
        (games / name).write_text(record, encoding="utf-8")


def fill_practice(folder: Path) -> None:
    """practice.json at its cap: the costliest shipped challenges as the player's own."""
    shipped = sorted(CHALLENGES_DIR.glob("*.json"), key=lambda path: -path.stat().st_size)
    entries = [
        {**json.loads(path.read_text(encoding="utf-8")), "id": f"mine-frames-{index:02d}"}
        for index, path in enumerate(shipped[:MAX_KEPT])
    ]
    text = json.dumps({"version": 1, "challenges": entries})
    (folder / PRACTICE_FILE).write_text(_closed(text, MAX_PRACTICE_BYTES), "utf-8")


def write_unusable_autosave(folder: Path) -> None:
    """An autosave at the cap whose record carries a 100 KB line: it cannot be resumed."""
    record = TYPICAL.read_text(encoding="utf-8")
    saved = {"version": 1, "state": {"kind": "seega-match"}, "record": record + "z" * 100_000}
    (folder / AUTOSAVE_FILE).write_text(_closed(json.dumps(saved), MAX_FILE_BYTES), "utf-8")


def write_resumable_autosave(folder: Path) -> None:
    """An autosave at the cap holding a real game in progress (two people, no worker)."""
    pace = Pace(InlineThinker(), 0)
    match = factory.new_game(pace, RULESETS["standard"], 5, (Seat.human(), Seat.human()), seed=1)
    for _ in range(SAVED_ACTIONS):
        match.play(legal_actions(match.state)[0])
    saved = {"version": 1, "state": match.save_state(), "record": match.record_text()}
    (folder / AUTOSAVE_FILE).write_text(_closed(json.dumps(saved), MAX_FILE_BYTES), "utf-8")


def _closed(text: str, limit: int) -> str:
    """`text` padded with spaces to just under `limit` bytes (still the same JSON)."""
    return text + " " * max(0, limit - 1 - len(text.encode("utf-8")))


Timing = tuple[float, float]  # one frame's wall and CPU time, in ms


def timed_frames(
    harness: Harness, shown: Callable[[], bool], open_screen: Callable[[], None] = lambda: None
) -> tuple[list[Timing], int]:
    """The frames from the one where `open_screen` runs (in it, as a click's handler would)
    until `shown()` holds, then FRAMES more; and how many came before it held."""
    times: list[Timing] = []
    until = None
    while len(times) < MAX_FRAMES and (until is None or len(times) < until + FRAMES):
        wall, cpu = time.perf_counter(), time.process_time()
        if not times:
            open_screen()
        harness.loop.frame(16)
        times.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
        if until is None and shown():
            until = len(times)
    return times, until or MAX_FRAMES


def new_board(harness: Harness) -> Callable[[], None]:
    """Opening the board of a new game between two people, as Start does."""

    def start() -> None:
        pace = Pace(InlineThinker(), 0)
        match = factory.new_game(pace, RULESETS["standard"], 5, (Seat.human(), Seat.human()))
        harness.stack.push(harness.context.routes.board(match, True))

    return start


def past_games_shown(harness: Harness) -> Callable[[], bool]:
    """Whether the top scene is Past games with its list read."""

    def shown() -> bool:
        top = harness.stack.top
        return isinstance(top, PastGamesScene) and top.loaded

    return shown


def screen_shown(harness: Harness) -> Callable[[], bool]:
    """Whether the top scene is no longer the title and has read what it reads (a screen
    that reads in steps says `loaded`)."""

    def shown() -> bool:
        top = harness.stack.top
        if isinstance(top, JourneyScene) and top.check is not None and not top.check.done:
            return False
        return not isinstance(top, TitleScene) and getattr(top, "loaded", True)

    return shown


def fresh_title(harness: Harness) -> TitleScene:
    """The title on its own, its first frames drawn."""
    title = TitleScene(harness.context)
    harness.stack.reset(title)
    harness.stack.apply_requests()
    return title


def report(screen: str, times: list[Timing], until: int) -> bool:
    """Print one screen's figures; whether every frame met the goal."""
    walls, cpus = [wall for wall, _ in times], [cpu for _, cpu in times]

    def p95(values: list[float]) -> float:
        return statistics.quantiles(values, n=20)[-1]

    print(
        f"{screen:<18} {len(times):>3} frames (shown after {until:>3}): "
        f"wall p95 {p95(walls):5.1f} max {max(walls):5.1f} ms · "
        f"cpu p95 {p95(cpus):5.1f} max {max(cpus):5.1f} ms"
    )
    return max(walls) <= GOAL_MS and until < MAX_FRAMES


def main() -> int:
    pygame.init()
    with tempfile.TemporaryDirectory(prefix="seega-frames-") as name:
        folder = Path(name)
        fill(folder)
        started = time.perf_counter()
        storage = Storage(folder)
        display = Display(window_size=(1280, 800))
        loaded = storage.load_settings(LANGUAGES, "en")
        statistics_loaded = storage.load_statistics()
        load_ms = (time.perf_counter() - started) * 1000
        audio = AudioBus(SilentOutput())
        context = AppContext(storage, loaded.value, statistics_loaded.value, audio, display)
        wire_routes(context)
        context.computer.use(InlineThinker(), 0)
        harness = Harness(context, display)
        routes = context.routes
        print(f"settings and statistics loaded at start in {load_ms:.0f} ms (before the window)")
        met = True

        # A new game's board as a player opens it, first thing: from New game, which draws
        # its art ahead while the player chooses.
        push = harness.stack.push
        fresh_title(harness)
        harness.frames(2)
        push(routes.new_game())
        harness.frames(CHOOSING_FRAMES)
        opened = timed_frames(harness, lambda: True, new_board(harness))
        met &= report("Board from New game", *opened)

        fresh_title(harness)
        harness.frames(2)
        opened = timed_frames(harness, lambda: True, lambda: push(routes.statistics()))
        met &= report("Statistics", *opened)

        fresh_title(harness)
        harness.frames(2)
        opened = timed_frames(harness, past_games_shown(harness), lambda: push(routes.past_games()))
        met &= report("Past games", *opened)

        write_unusable_autosave(folder)
        title = fresh_title(harness)  # reads the unusable autosave, says why, drops Continue
        met &= report("Continue (bad)", *timed_frames(harness, lambda: title.notice is not None))

        write_resumable_autosave(folder)
        title = fresh_title(harness)
        met &= report("Continue (line)", *timed_frames(harness, lambda: title.saved is not None))
        left = title.continue_saved
        on_board = timed_frames(harness, lambda: harness.stack.top is not title, left)
        met &= report("Continue (resume)", *on_board)

        # For comparison, not counted in the goal: the title's own first frames with no save
        # (its desert is drawn then).
        (folder / AUTOSAVE_FILE).unlink()
        report("Title, no save", *timed_frames(harness, lambda: True, lambda: fresh_title(harness)))

        fill_same_minute(folder)
        fresh_title(harness)
        harness.frames(2)
        opened = timed_frames(harness, past_games_shown(harness), lambda: push(routes.past_games()))
        met &= report("Past games, 1 min", *opened)

        fill_practice(folder)
        context.computer.use(start_thinker(), 0)  # the Journey's checks in the worker process
        for screen, open_it in (
            ("Journey", routes.journey),
            ("New game", routes.new_game),
            ("How to play", lambda: routes.how_to_play(None)),
        ):
            fresh_title(harness)
            harness.frames(2)
            opening = lambda open_it=open_it: push(open_it())  # noqa: E731
            opened = timed_frames(harness, screen_shown(harness), opening)
            met &= report(screen, *opened)
        context.computer.close()
        print(f"goal: every frame at most {GOAL_MS} ms: {'met' if met else 'missed'}")
        return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
