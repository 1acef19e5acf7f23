"""Matches between computer levels: `python3 -m seega.arena hard medium --games 40`.

Plays N games between two players (a level name, or `random`: a uniformly random player)
under any rule set and size, alternating colours. Openings vary by seed: each pair of games
starts from the same few random placements, once with each player as white, so neither
colour nor opening favours one side. Prints wins, losses, draws, the score (win 1, draw ½),
how often each colour won (a level may play itself: `hard hard` shows a colour's edge), and
the time per action of each player (mean, p95, max; placement and movement apart).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random

from seega.ai import LEVELS, choose_action
from seega.core import (
    BLACK,
    PLACEMENT,
    RULESETS,
    WHITE,
    Action,
    GameState,
    apply_action,
    legal_actions,
    new_game,
)

RANDOM = "random"
# Random placements (single actions) before the players take over: varied, still balanced.
OPENING_PLACEMENTS = 4
# A game that runs longer than this many actions is stopped and scored a draw (the stall
# rules end real games long before; this only guards the arena against a rules bug).
MAX_ACTIONS = 3000


@dataclass(frozen=True)
class GameSpec:
    """One game to play: who is white, the rule set, and the seeds of its opening and players."""

    index: int
    white: str
    black: str
    first_is_white: bool  # the match's first-named player has white in this game
    rules: str
    size: int
    opening_seed: int
    movetime_ms: int | None


@dataclass
class GameRecord:
    """A finished game: the winning colour (or None for a draw), why, and each side's times."""

    spec: GameSpec
    winner: int | None  # WHITE or BLACK
    reason: str
    actions: int
    times: dict[tuple[str, str], list[float]] = field(default_factory=dict)

    @property
    def first_won(self) -> bool:
        """Whether the match's first-named player won this game."""
        return self.winner is not None and (self.winner == WHITE) == self.spec.first_is_white

    @property
    def second_won(self) -> bool:
        """Whether the match's second-named player won this game."""
        return self.winner is not None and not self.first_won


def play_game(spec: GameSpec) -> GameRecord:
    """Play one game to its end (or MAX_ACTIONS)."""
    state = _opening(spec)
    players = {WHITE: spec.white, BLACK: spec.black}
    rng = Random(spec.opening_seed * 7919 + spec.index)
    times: dict[tuple[str, str], list[float]] = {}
    count = 0
    while state.outcome is None and count < MAX_ACTIONS:
        name = players[state.to_move]
        phase = state.phase
        started = time.perf_counter()
        action = _choose(state, name, rng, spec.movetime_ms)
        times.setdefault((name, phase), []).append(time.perf_counter() - started)
        state = apply_action(state, action)[0]
        count += 1
    if state.outcome is None:
        return GameRecord(spec, None, "limit", count, times)
    return GameRecord(spec, state.outcome.winner, state.outcome.reason.value, count, times)


def _opening(spec: GameSpec) -> GameState:
    state = new_game(spec.rules, spec.size)
    rng = Random(spec.opening_seed)
    for _ in range(OPENING_PLACEMENTS):
        if state.phase != PLACEMENT:
            break
        state = apply_action(state, rng.choice(legal_actions(state)))[0]
    return state


def _choose(state: GameState, name: str, rng: Random, movetime_ms: int | None) -> Action:
    if name == RANDOM:
        return rng.choice(legal_actions(state))
    seed = rng.randrange(1 << 30)
    return choose_action(state, name, movetime_ms=movetime_ms, seed=seed)


def schedule(
    first: str,
    second: str,
    games: int,
    rules: str,
    size: int,
    seed: int,
    movetime_ms: int | None,
) -> list[GameSpec]:
    """The games of a match: pairs sharing an opening, colours swapped within each pair."""
    specs = []
    for index in range(games):
        pair = index // 2
        first_is_white = index % 2 == 0
        white, black = (first, second) if first_is_white else (second, first)
        opening = seed * 100_003 + pair
        specs.append(
            GameSpec(index, white, black, first_is_white, rules, size, opening, movetime_ms)
        )
    return specs


def run(specs: Sequence[GameSpec], jobs: int, quiet: bool = False) -> list[GameRecord]:
    """Play every game, in `jobs` processes; print one line per finished game."""
    records: list[GameRecord] = []
    if jobs <= 1:
        for spec in specs:
            records.append(_report(play_game(spec), quiet))
        return records
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for record in pool.imap_unordered(play_game, specs):
            records.append(_report(record, quiet))
    return sorted(records, key=lambda r: r.spec.index)


def _report(record: GameRecord, quiet: bool) -> GameRecord:
    if not quiet:
        spec = record.spec
        result = "draw"
        if record.winner is not None:
            colour = "white" if record.winner == WHITE else "black"
            result = f"{colour} ({spec.white if record.winner == WHITE else spec.black})"
        print(
            f"game {spec.index + 1}: {spec.white} (white) vs {spec.black} (black): "
            f"{result} by {record.reason} after {record.actions} actions",
            flush=True,
        )
    return record


def summary(first: str, second: str, records: Sequence[GameRecord]) -> str:
    """Wins, losses, draws and score of `first` against `second`, and everyone's move times."""
    wins = sum(r.first_won for r in records)
    losses = sum(r.second_won for r in records)
    draws = len(records) - wins - losses
    score = 100 * (wins + draws / 2) / max(1, len(records))
    white_wins = sum(r.winner == WHITE for r in records)
    lines = [
        f"{first} vs {second}: {len(records)} games, {wins} wins, {losses} losses, "
        f"{draws} draws: score {score:.1f}%",
        f"  by colour: white won {white_wins}, black won {wins + losses - white_wins}",
    ]
    pooled: dict[tuple[str, str], list[float]] = {}
    for record in records:
        for key, values in record.times.items():
            pooled.setdefault(key, []).extend(values)
    for (name, phase), values in sorted(pooled.items()):
        lines.append(f"  {name:>7} {phase:>5}: {time_stats(values)}")
    return "\n".join(lines)


def time_stats(seconds: Sequence[float]) -> str:
    """`n=…, mean=… ms, p95=… ms, max=… ms` of a list of durations."""
    ordered = sorted(seconds)
    count = len(ordered)
    mean = sum(ordered) / count
    p95 = ordered[min(count - 1, int(0.95 * count))]
    return (
        f"n={count}, mean={mean * 1000:.0f} ms, p95={p95 * 1000:.0f} ms, "
        f"max={ordered[-1] * 1000:.0f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: `python3 -m seega.arena FIRST SECOND [options]`."""
    players = [*LEVELS, RANDOM]
    parser = argparse.ArgumentParser(prog="python3 -m seega.arena", description=__doc__)
    parser.add_argument("first", choices=players)
    parser.add_argument("second", choices=players)
    parser.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    parser.add_argument("--rules", choices=sorted(RULESETS), default="standard")
    parser.add_argument("--size", type=int, help="board size (default: the rule set's)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (default 1)")
    parser.add_argument("--movetime", type=int, help="ms per action for both (default: levels')")
    args = parser.parse_args(argv)
    size = args.size or RULESETS[args.rules].default_size
    if size not in RULESETS[args.rules].sizes:
        parser.error(f"{args.rules} is not played on a {size}×{size} board")
    specs = schedule(
        args.first, args.second, args.games, args.rules, size, args.seed, args.movetime
    )
    started = time.perf_counter()
    records = run(specs, max(1, args.jobs))
    print(summary(args.first, args.second, records))
    print(f"{args.rules} {size}×{size}, {time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
