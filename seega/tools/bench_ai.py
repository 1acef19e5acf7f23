"""Search speed on fixed positions: `python3 -m seega.tools.bench_ai [--seconds S] [--depth D]`.

For each position: nodes per second over a timed search, and the time each depth took to
finish in an untimed search to a fixed depth. Nodes are the positions the search visits
(full-width and capture search alike), each with its actions from the core.

`--compare REF` first runs the same benchmark as the project was at git commit REF (unpacked
into a temporary folder), then this one: before and after in one run, on one machine load.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from seega.ai.search import Search
from seega.core import parse_position
from seega.protocol.options import MAX_DEPTH, MAX_SECONDS, MIN_SECONDS, number, whole
from seega.tools.arena import frozen_copy

# Middle-game positions reached by seeded play of the computer levels, one or more per rule set.
POSITIONS = (
    ("standard 5×5 opening", "standard 5 WWBBB/BW.BW/WWB.W/W...W/BWBBB w move 0 0 0 steps=3,3"),
    ("standard 5×5 middle", "standard 5 BB..B/.BW../BWWW./W..W./WWBBB w move 0 0 2 steps=8,8"),
    ("traditional 5×5", "traditional 5 BB.WW/W.W.W/W.BBW/B.BBB/WBWWB b move 0 0 0 steps=4,4"),
    ("lane 5×5", "lane 5 WWBB./W.WWB/W.WWW/BWWBW/BBBBB b move 0 0 2 steps=3,2"),
    ("seejeh 5×5 chain", "seejeh 5 BBWWW/WB..W/W.W.W/B..B./BWWBW w move 0 0 0 chain=e3 steps=5,2"),
    (
        "sija 7×7",
        "sija 7 BWWWWBB/.BWWWWW/B..WB.B/..W...B/B..BB.B/BBB...W/BBWBWWW w move 0 0 0 steps=5,5",
    ),
    (
        "standard 7×7",
        "standard 7 BBWWWBB/WBWWWBB/W.W.WBB/.B.W..B/B..W.BW/W.WBB.W/WB.BBBW w move 0 0 0 steps=4,4",
    ),
    (
        "standard 9×9",
        "standard 9 BWWWBBWBB/BW.W..WWW/WBW.W.BBB/BWB....BW/BBB.WBBWW/BWW....WW/"
        "WWWWWB.BB/WWBBWBBWW/BBBWWBBBB w move 0 0 0 steps=3,3",
    ),
)


def speed(text: str, seconds: float) -> tuple[int, float, int]:
    """(nodes, seconds, deepest finished depth) of a search stopped after `seconds`."""
    state = parse_position(text)
    started = time.perf_counter()
    search = Search(state, deadline=started + seconds, clock=time.perf_counter)
    depth = 0
    for result in search.iterate(64):
        if result.complete:
            depth = result.depth
    return search.nodes, time.perf_counter() - started, depth


def time_to_depth(text: str, depth: int) -> list[float]:
    """Seconds from the start until each depth 1..depth finished (no clock: exact depths)."""
    state = parse_position(text)
    started = time.perf_counter()
    return [time.perf_counter() - started for _ in Search(state).iterate(depth)]


def main(argv: Sequence[str] | None = None) -> int:
    """Print a table of nodes/s and time-to-depth for every fixed position."""
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.bench_ai", description=__doc__)
    parser.add_argument(
        "--seconds", type=number(MIN_SECONDS, MAX_SECONDS), default=2.0, help="per timed search (2)"
    )
    parser.add_argument(
        "--depth", type=whole(1, MAX_DEPTH), default=5, help="depth of the untimed search (5)"
    )
    parser.add_argument("--compare", metavar="REF", help="first run it as at git commit REF")
    args = parser.parse_args(argv)
    if args.compare:
        print(f"== as at {args.compare}", flush=True)
        _run_at_commit(args.compare, ["--seconds", str(args.seconds), "--depth", str(args.depth)])
        print("== now", flush=True)
    total_nodes, total_seconds = 0, 0.0
    for name, text in POSITIONS:
        nodes, seconds, reached = speed(text, args.seconds)
        total_nodes += nodes
        total_seconds += seconds
        depths = time_to_depth(text, args.depth)
        ladder = " ".join(f"d{i + 1}={t * 1000:.0f}ms" for i, t in enumerate(depths))
        print(f"{name:<22} {nodes / seconds:>8,.0f} nodes/s (depth {reached})  {ladder}")
    print(f"{'all':<22} {total_nodes / total_seconds:>8,.0f} nodes/s")
    return 0


def _run_at_commit(ref: str, options: list[str]) -> None:
    """This benchmark as it was at commit `ref`, its table printed as it goes."""
    with tempfile.TemporaryDirectory(prefix="seega-bench-") as folder:
        program = frozen_copy(ref, Path(folder))
        env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
        # The benchmark lived at the package's top before the tools had a folder of their own.
        moved = (Path(str(program.cwd)) / "seega" / "tools" / "bench_ai.py").exists()
        module = "seega.tools.bench_ai" if moved else "seega.bench_ai"
        command = [sys.executable, "-m", module, *options]
        subprocess.run(command, cwd=program.cwd, env=env, check=True)


if __name__ == "__main__":
    sys.exit(main())
