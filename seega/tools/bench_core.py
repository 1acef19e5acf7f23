"""How fast the rules engine plays: `python3 -m seega.tools.bench_core [--seconds S] [--seed N]`.

For each rule set and board size (5 and 7 where offered), random games are played to the end
on one core: every action is chosen uniformly among the legal actions and applied with
`apply_action`, then `legal_actions` lists the next ones. Each line runs two passes of about
S seconds each and reports:

- games/s: whole games (placement and movement) per second of wall time, in a pass with no
  timing inside the games;
- actions/game: the average game length in actions;
- applies/s: `apply_action` calls per second of the time spent inside them, timed call by
  call in a second pass. Applying a step also lists the opponent's next steps (it must know
  whether the opponent is blocked) and leaves them on the new state for `legal_actions`.
- generations/s: `legal_actions` calls per second from scratch, in the same pass: each is
  made on a copy of the state with nothing cached (no steps, no bit sets), so it measures the
  whole generation.

Random seejeh games are short: the random player offers to end by count and accepts half
the offers. The timers themselves add well under a microsecond to each measured call.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from seega.core import RULESETS, GameState, apply_action, legal_actions, new_game
from seega.protocol.options import MAX_SECONDS, MAX_SEED, MIN_SECONDS, number, whole

BENCH_SIZES = (5, 7)  # 9×9 games are long; 5 and 7 show how the cost grows with the board
DEFAULT_SECONDS = 1.0
DEFAULT_SEED = 1
# Far beyond any real game (the stall rules end games within a few hundred plies): a game
# this long means the rules loop, and the benchmark says so instead of hanging.
MAX_ACTIONS_PER_GAME = 20_000


@dataclass(frozen=True)
class BenchResult:
    """What one line of the benchmark measured."""

    rules: str
    size: int
    games: int
    actions: int
    wall_s: float  # of the untimed pass
    applies_per_s: float  # in the timed pass
    generations_per_s: float  # in the timed pass

    def line(self) -> str:
        """One row of the report table."""
        return (
            f"{self.rules:<12} {self.size:>4} {self.games / self.wall_s:>9.1f} "
            f"{self.actions / self.games:>13.0f} {self.applies_per_s:>11,.0f} "
            f"{self.generations_per_s:>14,.0f}"
        )


HEADER = (
    f"{'rules':<12} {'size':>4} {'games/s':>9} {'actions/game':>13} {'applies/s':>11} "
    f"{'generations/s':>14}"
)


def bench(rules: str, size: int, seconds: float, rng: random.Random) -> BenchResult:
    """Both passes over random games of `rules` on `size`, each for about `seconds`."""
    games, actions, wall_s = _untimed_pass(rules, size, seconds, rng)
    timed_actions, apply_s, generate_s = _timed_pass(rules, size, seconds, rng)
    return BenchResult(
        rules, size, games, actions, wall_s, timed_actions / apply_s, timed_actions / generate_s
    )


def _untimed_pass(
    rules: str, size: int, seconds: float, rng: random.Random
) -> tuple[int, int, float]:
    """(games, actions, wall seconds) of random games played for `seconds` (at least one)."""
    clock = time.perf_counter
    choose = rng.choice
    games = actions = 0
    started = clock()
    while games == 0 or clock() - started < seconds:
        state = new_game(rules, size)
        moves = legal_actions(state)
        for _ in range(MAX_ACTIONS_PER_GAME):
            state = apply_action(state, choose(moves), validate=False)[0]
            actions += 1
            if state.outcome is not None:
                break
            moves = legal_actions(state)
        else:
            raise _runaway(rules, size)
        games += 1
    return games, actions, clock() - started


def _timed_pass(
    rules: str, size: int, seconds: float, rng: random.Random
) -> tuple[int, float, float]:
    """(actions, seconds inside apply_action, seconds inside legal_actions from scratch) of
    random games played for `seconds` (at least one), every call timed."""
    clock = time.perf_counter
    actions = 0
    apply_s = generate_s = 0.0
    started = clock()
    while actions == 0 or clock() - started < seconds:
        state = new_game(rules, size)
        moves = legal_actions(state)
        for _ in range(MAX_ACTIONS_PER_GAME):
            action = rng.choice(moves)
            t0 = clock()
            state, _ = apply_action(state, action, validate=False)
            t1 = clock()
            uncached = GameState(*state)
            t2 = clock()
            moves = legal_actions(uncached)
            t3 = clock()
            apply_s += t1 - t0
            generate_s += t3 - t2
            actions += 1
            if state.outcome is not None:
                break
        else:
            raise _runaway(rules, size)
    return actions, apply_s, generate_s


def _runaway(rules: str, size: int) -> RuntimeError:
    return RuntimeError(
        f"a random {rules} {size}×{size} game ran past {MAX_ACTIONS_PER_GAME} actions"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run every line of the benchmark and print the table."""
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.bench_core", description=__doc__)
    parser.add_argument(
        "--seconds",
        type=number(MIN_SECONDS, MAX_SECONDS),
        default=DEFAULT_SECONDS,
        help="per pass (two per line)",
    )
    parser.add_argument(
        "--seed", type=whole(0, MAX_SEED), default=DEFAULT_SEED, help="random generator seed"
    )
    options = parser.parse_args(argv)
    rng = random.Random(options.seed)
    print(HEADER)
    for name, rule_set in RULESETS.items():
        for size in rule_set.sizes:
            if size in BENCH_SIZES:
                print(bench(name, size, options.seconds, rng).line(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
