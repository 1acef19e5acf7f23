"""Two copies of the game on one data folder: one starts and quits the game window over and
over, the other saves for the whole time; every save is kept.

    python3 -m tests.two_windows_saving --seconds 60

The starter launches the real game (the `seega` entry point, dummy video and audio), lets it
reach its title and closes it as the window manager does (SIGTERM), again and again; before
each start it leaves a temporary file as a killed write would, and counts the starts that
cleaned it up (so each start's clean-up ran while the saver was writing). The saver counts a
game in the statistics, keeps a record and its review, and records a journey stage, over and
over, through the game's own storage. At the end every save the saver was told had succeeded
must be on disk: the counts are printed and compared. Standard library only; POSIX.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
if str(PROJECT_DIR) not in sys.path:
    sys.path.insert(0, str(PROJECT_DIR))

from seega.challenges.journey import Progress, StageResult  # noqa: E402
from seega.review.analysis import Judged  # noqa: E402
from seega.review.judge import Verdict  # noqa: E402
from seega.storage import files  # noqa: E402
from seega.storage.archive import (  # noqa: E402
    GAMES_DIR,
    REVIEW_SUFFIX,
    Archive,
    read_record_file,  # noqa: E402
)
from seega.storage.persistence import DATA_DIR_ENV, Storage  # noqa: E402

# A record of one placement and its review's one judgement.
RECORD = (
    "# Seega game record\nRules: standard\nSize: 5\nWhite: human\nBlack: human\n"
    "Date: 2026-01-01\nResult: none\nReason: none\n\n1. white @a1\n"
)
JUDGED = Judged(0, 1, "@a1", Verdict.FORCED, None, 0, 0, 0, 0, 0.0, 1)
# The `seega` command, as an installed game starts.
START_GAME = "import sys; from seega.launch.entry import main; sys.exit(main([]))"
# How long a started game runs before it is closed: long enough to reach its title on a busy
# machine (its clean-up runs about 1.5 s after the start on two shared cores).
OPEN_FOR_S = 3.0
CLOSE_WAIT_S = 30


def starter(folder: Path, until: float) -> tuple[int, int]:
    """Start and close the game until `until`; how many times it started, and how many of
    those starts removed the leftover of a killed write."""
    environment = {
        **os.environ,
        DATA_DIR_ENV: str(folder),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    starts = cleaned = 0
    dead_writer = os.getpid()  # replaced by each closed game's number
    while time.monotonic() < until:
        leftover = folder / f".settings.json.{dead_writer}-killed{files.TEMP_SUFFIX}"
        leftover.write_text("{")
        game = subprocess.Popen(
            [sys.executable, "-c", START_GAME],
            cwd=PROJECT_DIR,
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(OPEN_FOR_S)
        game.send_signal(signal.SIGTERM)
        game.wait(CLOSE_WAIT_S)
        starts += 1
        cleaned += not leftover.exists() and dead_writer != os.getpid()
        leftover.unlink(missing_ok=True)
        dead_writer = game.pid
    return starts, cleaned


def saver(folder: Path, until: float) -> dict[str, int]:
    """Save every kind of file until `until`; how many saves of each kind succeeded."""
    storage = Storage(folder)
    archive = Archive(folder)
    kept = {"statistics": 0, "records": 0, "reviews": 0, "journey stages": 0, "refused": 0}
    turn = 0
    while time.monotonic() < until:
        turn += 1
        _, problem = storage.count_game(lambda known: known.with_two_player_game(None))
        kept["statistics" if problem is None else "refused"] += 1
        try:
            record = read_record_file(archive.keep(RECORD, "standard", 5))
        except (OSError, ValueError):
            kept["refused"] += 1
            continue
        kept["records"] += 1
        problem = archive.store_review(record, [JUDGED])
        kept["reviews" if problem is None else "refused"] += 1
        stage = StageResult(1 + turn % 3, 1, 0)
        _, problem = storage.journey.update(
            lambda progress, turn=turn, stage=stage: progress.with_result(f"stage-{turn}", stage),
            Progress(),
        )
        kept["journey stages" if problem is None else "refused"] += 1
    return kept


def on_disk(folder: Path) -> dict[str, int]:
    """How many of each kind of save the folder holds now."""
    storage = Storage(folder)
    games = folder / GAMES_DIR
    archive = Archive(folder)
    reviews = 0
    for path in games.glob(f"*{REVIEW_SUFFIX}"):
        record = read_record_file(path.with_name(path.name.removesuffix(REVIEW_SUFFIX)))
        reviews += bool(archive.stored_review(record))
    return {
        "statistics": storage.load_statistics().value.two_player.draws,
        "records": len(list(games.glob("*.txt"))),
        "reviews": reviews,
        "journey stages": len(storage.load_journey().value.results),
    }


def run(seconds: float) -> int:
    """Run both for `seconds`; print the counts; 1 if a save said kept is not on disk."""
    with tempfile.TemporaryDirectory(prefix="seega-two-windows-") as name:
        folder = Path(name)
        until = time.monotonic() + seconds
        starting = subprocess.Popen(
            [sys.executable, "-m", "tests.two_windows_saving", "--starter", str(folder)]
            + ["--seconds", str(seconds)],
            cwd=PROJECT_DIR,
            stdout=subprocess.PIPE,
            text=True,
        )
        saved = saver(folder, until)
        starts, cleaned = (int(n) for n in starting.communicate()[0].split())
        found = on_disk(folder)
    print(
        f"game started and closed: {starts} times in {seconds:.0f} s (a killed write's "
        f"leftover cleaned up at {cleaned} of the {starts - 1} starts after the first)"
    )
    print("saved (said kept): " + ", ".join(f"{kind} {n}" for kind, n in saved.items()))
    print("on disk after:     " + ", ".join(f"{kind} {n}" for kind, n in found.items()))
    lost = {kind: saved[kind] - n for kind, n in found.items() if n != saved[kind]}
    print(f"lost: {sum(lost.values())}" + (f" ({lost})" if lost else ""))
    return 1 if lost or saved["refused"] else 0


def main() -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python3 -m tests.two_windows_saving")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--starter", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.starter is not None:
        print(*starter(args.starter, time.monotonic() + args.seconds))
        return 0
    return run(args.seconds)


if __name__ == "__main__":
    sys.exit(main())
