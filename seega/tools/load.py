"""The online server under load: N games at once, scripted clients against one server process.

    python3 -m seega.tools.load --games 100 [--pace-ms 2000] [--actions 120] [--seed S]

The server runs as `seega-server` does, in a process of its own on loopback with a fresh
database; this process opens every game first (a host and a guest each, the five rule sets
in turn), then plays them all at once, each player acting after a pause of about `--pace-ms`
(a person thinks a few seconds; placements are quicker, steps slower). A game ends by the
rules or, after `--actions` actions, by a resignation. It prints the games, the actions and
actions per second, the latency of an action (sent to `played` received) at p50, p95 and p99,
and the server's memory while every game was open and at its peak. The clients share the
machine with the server: on a busy machine their own delays are counted in the latency.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from seega.core import RULESETS
from seega.net.server import allow_open_files
from seega.protocol.options import MAX_COUNT, MAX_MOVETIME_MS, MAX_SEED, whole

from .net_players import ScriptedGame, ServerProcess, percentile

# Games are opened this many at a time: a thousand handshakes at once would measure the
# listen queue, not the games.
OPENING_AT_ONCE: Final = 50
# The goal the command measures against (docs/online.md).
GOAL_P99_MS: Final = 50.0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.load", description=__doc__)
    parser.add_argument("--games", type=whole(1, MAX_COUNT), default=100)
    parser.add_argument(
        "--pace-ms", type=whole(0, MAX_MOVETIME_MS), default=2000, help="a player's pause"
    )
    parser.add_argument(
        "--actions", type=whole(1, MAX_COUNT), default=120, help="a game's actions at most"
    )
    parser.add_argument("--seed", type=whole(0, MAX_SEED), default=1)
    return parser


async def run_games(url: str, games: list[ScriptedGame], opened: Callable[[], None]) -> None:
    """Open every game (OPENING_AT_ONCE at a time), then let them all play at once."""
    gate = asyncio.Semaphore(OPENING_AT_ONCE)
    start_together = asyncio.Event()

    async def one(game: ScriptedGame) -> None:
        async with gate:
            connections = await game.open()
        await start_together.wait()
        await game.play_open(*connections)

    tasks = [asyncio.create_task(one(game)) for game in games]
    while sum(game.opened for game in games) < len(games):
        await asyncio.sleep(0.05)
        if any(task.done() and task.exception() for task in tasks):
            break
    opened()
    start_together.set()
    await asyncio.gather(*tasks)


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    args = build_parser().parse_args(argv)
    allow_open_files()  # two connections a game here, inherited by the server's process
    names = sorted(RULESETS)
    with tempfile.TemporaryDirectory(prefix="seega-load-") as folder:
        server = ServerProcess.start(Path(folder) / "games.sqlite3")
        try:
            games = [
                ScriptedGame(
                    server.url,
                    names[index % len(names)],
                    RULESETS[names[index % len(names)]].default_size,
                    random.Random(args.seed * 1_000_003 + index),
                    args.pace_ms,
                    args.actions,
                )
                for index in range(args.games)
            ]
            memory_open: list[tuple[int, int] | None] = []
            started = time.monotonic()
            asyncio.run(
                run_games(server.url, games, lambda: memory_open.append(server.memory_kb()))
            )
            elapsed = time.monotonic() - started
            memory_end = server.memory_kb()
        finally:
            errors = server.stop()
    latencies = [ms for game in games for ms in game.latencies]
    actions = sum(game.actions for game in games)
    ended = sum(game.ended for game in games)
    p50, p95, p99 = (percentile(latencies, share) for share in (0.50, 0.95, 0.99))
    out(f"games: {len(games)} at once, {ended} played to their end")
    out(f"actions: {actions} in {elapsed:.1f} s, {actions / elapsed:.1f} a second")
    out(f"latency ms: p50 {p50:.1f}  p95 {p95:.1f}  p99 {p99:.1f}  (goal: p99 < {GOAL_P99_MS:g})")
    out(f"server memory: {_memory(memory_open[0] if memory_open else None, memory_end)}")
    problems = errors.count("Traceback")
    out(f"server errors: {problems}")
    return 0 if ended == len(games) and problems == 0 else 1


def _memory(opened: tuple[int, int] | None, end: tuple[int, int] | None) -> str:
    if opened is None or end is None:
        return "unknown here (read from /proc on Linux)"
    return f"{opened[0] / 1024:.1f} MB with every game open, {end[1] / 1024:.1f} MB at its peak"


if __name__ == "__main__":
    sys.exit(main())
