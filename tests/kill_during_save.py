"""Kill the game's saving at random moments, then start again: nothing unreadable, no
temporary file left after the start.

    python3 -m tests.kill_during_save --kills 300

A child process saves the settings, the statistics and an autosave of a long game over and
over (through `seega.storage.persistence.Storage`, as the game does); the parent kills it with
SIGKILL after a random delay, then does what the game does on start (`Storage.clean_up`,
then loading each file) and checks that every file reads back without a problem and that no
temporary file remains. It prints the kills, how many left a temporary file behind (the kill
landed mid-write), the problems found (0 expected) and the time. Standard library only; POSIX.
"""

from __future__ import annotations

import argparse
import json
import random
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
from seega.challenges.lesson import LESSON_ORDER  # noqa: E402
from seega.challenges.schema import challenge_from_data  # noqa: E402
from seega.review.analysis import Judged  # noqa: E402
from seega.review.judge import Verdict  # noqa: E402
from seega.storage import files  # noqa: E402
from seega.storage.archive import GAMES_DIR, Archive, read_record_file  # noqa: E402
from seega.storage.levels import CHALLENGES_DIR  # noqa: E402
from seega.storage.persistence import Autosave, Settings, Storage  # noqa: E402
from seega.storage.store import Loaded  # noqa: E402

# A long game's record: a few tens of kilobytes, so that a write takes a while.
LONG_RECORD = "# Seega game record\nRules: standard\nSize: 9\n\n" + "".join(
    f"{turn}. white c2-c3\n{turn}. black c3-c2\n" for turn in range(1, 1500)
)
# A record of one placement and its review's one judgement, kept again and again.
REVIEWED_RECORD = (
    "# Seega game record\nRules: standard\nSize: 5\nWhite: human\nBlack: human\n"
    "Date: 2026-01-01\nResult: none\nReason: none\n\n1. white @a1\n"
)
JUDGED = Judged(0, 1, "@a1", Verdict.FORCED, None, 0, 0, 0, 0, 0.0, 1)
STAGE = "standard-5-capture-1"
# A shipped lesson kept as a personal challenge, under ids that change from save to save.
LESSON = json.loads((CHALLENGES_DIR / f"{STAGE}.json").read_text(encoding="utf-8"))
# The child starts saving after its imports; kills land this long after it says so.
KILL_AFTER_S = (0.0, 0.05)


def child(folder: Path) -> None:
    """Save every kind of file for ever, each a little different from the last: settings,
    statistics (counted under their lock), the autosave, journey progress, personal challenges
    (added under their lock), the finished lessons, a kept record and its stored review."""
    storage = Storage(folder)
    archive = Archive(folder)
    print("ready", flush=True)
    turn = 0
    while True:
        turn += 1
        storage.save_settings(Settings(music_volume=turn % 101))
        storage.count_game(lambda statistics: statistics.with_two_player_game(None))
        storage.save_autosave(Autosave({"kind": "seega-match", "turn": turn}, LONG_RECORD))
        result = StageResult(1 + turn % 3, turn, 0)
        storage.journey.update(
            lambda progress, result=result: progress.with_result(STAGE, result), Progress()
        )
        mine = challenge_from_data({**LESSON, "id": f"mine-kill-{turn % 40}"})
        storage.add_practice([mine])
        storage.save_lessons(frozenset(LESSON_ORDER[: 1 + turn % len(LESSON_ORDER)]))
        kept = archive.keep(REVIEWED_RECORD, "standard", 5)
        archive.store_review(read_record_file(kept), [JUDGED])


def next_start(folder: Path) -> list[str]:
    """What the game does on start; the problems it meets (files unreadable, temporaries)."""
    storage = Storage(folder)
    storage.clean_up()
    loaded: list[Loaded[object]] = [
        storage.load_settings(),
        storage.load_statistics(),
        storage.load_autosave(),
        storage.load_journey(),
        storage.load_practice(),
        storage.load_lessons(),
    ]
    problems = [repr(item.problem) for item in loaded if item.problem is not None]
    archive = Archive(folder)
    listing = archive.listing()
    problems += [repr(problem) for problem in listing.set_aside]
    for game in listing.games[:1]:
        review = archive.review_store(game).load([])
        if review.problem is not None:
            problems.append(repr(review.problem))
    problems += [f"left over: {path.name}" for path in _orphans(folder)]
    return problems


def _orphans(folder: Path) -> list[Path]:
    return files.orphans(folder) + files.orphans(folder / GAMES_DIR)


def run(kills: int, seed: int) -> int:
    """Kill the child `kills` times; print the figures; 1 if any problem was found."""
    rng = random.Random(seed)
    started = time.perf_counter()
    mid_write = 0
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="seega-kill-") as name:
        folder = Path(name)
        for _ in range(kills):
            process = subprocess.Popen(
                [sys.executable, "-m", "tests.kill_during_save", "--child", str(folder)],
                cwd=PROJECT_DIR,
                stdout=subprocess.PIPE,
            )
            assert process.stdout is not None
            process.stdout.readline()
            time.sleep(rng.uniform(*KILL_AFTER_S))
            process.send_signal(signal.SIGKILL)
            process.wait()
            process.stdout.close()
            if _orphans(folder):
                mid_write += 1
            problems += next_start(folder)
    seconds = time.perf_counter() - started
    print(
        f"kills: {kills}  killed mid-write (temporary file left): {mid_write}  "
        f"problems after the next start: {len(problems)}  time: {seconds:.1f} s"
    )
    for problem in problems[:5]:
        print(f"  {problem}")
    return 1 if problems else 0


def main() -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python3 -m tests.kill_during_save")
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child)
    return run(args.kills, args.seed)


if __name__ == "__main__":
    sys.exit(main())
