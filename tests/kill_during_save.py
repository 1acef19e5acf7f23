"""Kill the game's saving at random moments, then start again: nothing unreadable, no
temporary file left after the start; and kill games against the computer in their last second:
no game lost.

    python3 -m tests.kill_during_save --kills 300
    python3 -m tests.kill_during_save --games --kills 200

A child process saves the settings, the statistics and an autosave of a long game over and
over (through `seega.storage.persistence.Storage`, as the game does); the parent kills it with
SIGKILL after a random delay, then does what the game does on start (`Storage.clean_up`,
then loading each file, then a change under each lock) and checks that every file reads back
and every lock lets its change through, and that no temporary file remains. It prints the
kills, how many left a temporary file behind (the kill landed mid-write), the problems found
(0 expected) and the time. Standard library only; POSIX.

With `--games`, each child plays one short game against the computer in the game's own layer
(`seega.game`: the autosave after every action, as the window writes it, and the game keeping
its own end through `seega.storage.ledger`), the person resigning after a few actions, and is
killed within about its last second. After each kill the game must be somewhere: its autosave,
or its record and its counted result; the next start then keeps a finished autosave, as the
title does. At the end, every game kept is counted exactly once.
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
from seega.core import Action, legal_actions  # noqa: E402
from seega.core import actions as act  # noqa: E402
from seega.game import factory  # noqa: E402
from seega.game.factory import Pace  # noqa: E402
from seega.game.match import Seat, read_save  # noqa: E402
from seega.game.worker import InlineThinker  # noqa: E402
from seega.i18n import LANGUAGES  # noqa: E402
from seega.review.analysis import Judged  # noqa: E402
from seega.review.judge import Verdict  # noqa: E402
from seega.storage import files  # noqa: E402
from seega.storage.archive import GAMES_DIR, Archive, read_record_file  # noqa: E402
from seega.storage.catalogue import CHALLENGES_DIR  # noqa: E402
from seega.storage.ledger import GameLedger  # noqa: E402
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
# A child's game says when its last second begins: the person thinks this long, then resigns
# and the game keeps its end. Kills land this long after it says so: half of them before the
# end, the others while the end is kept or just after.
LAST_THOUGHT_S = 0.9
GAME_KILL_AFTER_S = (0.8, 1.0)
# The person resigns after this many actions (the computer answers each at once).
GAME_ACTIONS = (2, 24)


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
        storage.save_settings(Settings(music_volume=turn % 101, language="en"))
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


def game_child(folder: Path, seed: int) -> None:
    """Play one game against the computer, as the window does: the autosave after every
    action, the end kept by the game itself; then wait to be killed."""
    storage = Storage(folder)
    rng = random.Random(seed)
    chooser = lambda state, *args, **kwargs: rng.choice(legal_actions(state))  # noqa: E731
    seats = (Seat.human(), Seat.computer("easy"))
    match = factory.new_game(Pace(InlineThinker(chooser), 0), "standard", 5, seats)
    match.keep_in(GameLedger(storage, tell=lambda problem: print(problem, file=sys.stderr)))
    storage.save_autosave(Autosave(match.save_state(), match.record_text()))
    print(match.game_id, flush=True)
    resign_after = rng.randint(*GAME_ACTIONS)
    while not match.is_over:
        if not match.human_to_act:
            while match.advance(1) is None:
                pass
        elif len(match.played) >= resign_after:
            print("last second", flush=True)
            time.sleep(LAST_THOUGHT_S)  # the person's last thought, then the game's end
            match.play(Action(act.RESIGN))
        else:
            match.play(rng.choice(match.legal_actions()))
        if not match.is_over:
            storage.save_autosave(Autosave(match.save_state(), match.record_text()))
    print("over", flush=True)
    time.sleep(60)


def game_whereabouts(folder: Path, game_id: str) -> tuple[bool, bool, bool]:
    """Whether the game is in the autosave, among the records, and counted."""
    storage = Storage(folder)
    saved = storage.load_autosave().value
    in_save = saved is not None and saved.state.get("game") == game_id
    recorded = any(path.name.endswith(f"-{game_id}.txt") for path in _records(folder))
    counted = any(game.game == game_id for game in storage.load_statistics().value.recent)
    return in_save, recorded, counted


def _records(folder: Path) -> list[Path]:
    games = folder / GAMES_DIR
    return sorted(games.glob("*.txt")) if games.is_dir() else []


def start_keeps_a_finished_save(folder: Path) -> None:
    """What the title does on start with a game saved as it ended: keep its end now."""
    storage = Storage(folder)
    storage.clean_up()
    saved = storage.load_autosave().value
    if saved is None:
        return
    game = read_save(saved.record, saved.state)
    if game.is_over:
        game.keep_in(GameLedger(storage, tell=lambda problem: print(problem, file=sys.stderr)))


def run_games(kills: int, seed: int) -> int:
    """Kill `kills` games near their end; print the figures; 1 if a game was lost or counted
    twice."""
    rng = random.Random(seed)
    started = time.perf_counter()
    lost = mid_keeping = after_end = 0
    ended: list[str] = []
    with tempfile.TemporaryDirectory(prefix="seega-kill-games-") as name:
        folder = Path(name)
        for kill in range(kills):
            process = subprocess.Popen(
                [sys.executable, "-m", "tests.kill_during_save", "--game-child", str(folder)]
                + ["--seed", str(seed * 100_000 + kill)],
                cwd=PROJECT_DIR,
                stdout=subprocess.PIPE,
                text=True,
            )
            assert process.stdout is not None
            game_id = process.stdout.readline().strip()
            process.stdout.readline()  # its last second begins
            time.sleep(rng.uniform(*GAME_KILL_AFTER_S))
            process.send_signal(signal.SIGKILL)
            process.wait()
            finished = process.stdout.read().strip() == "over"
            process.stdout.close()
            in_save, recorded, counted = game_whereabouts(folder, game_id)
            if not (in_save or (recorded and counted)):
                lost += 1
            after_end += finished
            saved = Storage(folder).load_autosave().value
            ours = saved is not None and saved.state.get("game") == game_id
            if ours and saved is not None and read_save(saved.record, saved.state).is_over:
                mid_keeping += 1
            start_keeps_a_finished_save(folder)
            if game_whereabouts(folder, game_id)[1]:
                ended.append(game_id)
        statistics = Storage(folder).load_statistics().value
        counted = statistics.against("easy").games
        records = len(_records(folder))
    seconds = time.perf_counter() - started
    print(
        f"games killed: {kills}  after their end: {after_end}  while keeping their end: "
        f"{mid_keeping}  lost: {lost}  games ended: {len(ended)}  records: {records}  "
        f"counted: {counted}  time: {seconds:.1f} s"
    )
    return 1 if lost or not records == counted == len(ended) else 0


def next_start(folder: Path) -> list[str]:
    """What the game does on start; the problems it meets (files unreadable, temporaries)."""
    storage = Storage(folder)
    storage.clean_up()
    loaded: list[Loaded[object]] = [
        storage.load_settings(LANGUAGES, "en"),
        storage.load_statistics(),
        storage.load_autosave(),
        storage.load_journey(),
        storage.load_practice(),
        storage.load_lessons(),
    ]
    problems = [repr(item.problem) for item in loaded if item.problem is not None]
    # A change under each lock a killed writer may have held (statistics, journey, practice).
    changed = [
        storage.count_game(lambda statistics: statistics),
        storage.journey.update(lambda progress: progress, Progress()),
        storage.add_practice([]),
    ]
    problems += [f"locked out: {problem!r}" for _, problem in changed if problem is not None]
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
    parser.add_argument("--games", action="store_true", help="kill games near their end")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--game-child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child)
    if args.game_child is not None:
        game_child(args.game_child, args.seed)
    if args.games:
        return run_games(args.kills, args.seed)
    return run(args.kills, args.seed)


if __name__ == "__main__":
    sys.exit(main())
