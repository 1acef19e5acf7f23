"""`python3 -m seega.tools.fit_curve [--games N] [--depth D] [--write]`: fit the review's curve.

The review turns engine scores into winning chances with a logistic curve (judge.py); its one
constant `k` comes from our own games, not from chess. This plays computer games (easy against
medium at fixed depths, seeded, colours alternating) in every rule set, scores each position
with the review's own search, and fits `k` by logistic regression of the final result (win 1,
draw ½, loss 0, from Light's side) on the score. `--write` stores the result in curve.json.
Deterministic: the same arguments give the same constant.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from seega.ai import analyse
from seega.ai.search import WON
from seega.core import WHITE, GameState, apply_action, new_game
from seega.core.players import REVIEW_LEVEL
from seega.protocol.options import MAX_COUNT, MAX_DEPTH, whole
from seega.review.analysis import REVIEW_SEED
from seega.review.judge import CURVE_FILE

# (rule set, board size) of the sample: every rule set on its smallest board, where games are
# short enough to play many.
SAMPLE_BOARDS = (("standard", 5), ("traditional", 5), ("lane", 5), ("seejeh", 5), ("sija", 7))
DEFAULT_GAMES = 8
DEFAULT_DEPTH = 3
# The players: a noisy one-action look against a sound shallow search, so games are won and
# lost from every kind of position rather than always by the same side.
PLAYERS = (("easy", 1), ("medium", 2))
# A game still going after this many actions is dropped (it has no result to fit).
MAX_ACTIONS = 600
# Newton's method on one variable converges in a handful of steps from here.
START_K = 0.01
ITERATIONS = 50
TOLERANCE = 1e-12


@dataclass(frozen=True)
class Sample:
    """One scored position: the review's score from Light's side, and Light's final result."""

    score: int
    result: float


def play_game(rules: str, size: int, seed: int, depth: int) -> Iterator[Sample]:
    """One seeded game; a Sample per position once it has ended (none if it never ends)."""
    state: GameState = new_game(rules, size)
    scores: list[int] = []
    levels = PLAYERS if seed % 2 == 0 else PLAYERS[::-1]
    for ply in range(MAX_ACTIONS):
        if state.outcome is not None:
            break
        review = analyse(state, REVIEW_LEVEL, None, REVIEW_SEED, depth)
        scores.append(review.score if state.to_move == WHITE else -review.score)
        level, level_depth = levels[0] if state.to_move == WHITE else levels[1]
        chosen = analyse(state, level, None, seed * 1000 + ply, level_depth).action
        state = apply_action(state, chosen)[0]
    if state.outcome is None:
        return
    winner = state.outcome.winner
    result = 0.5 if winner is None else 1.0 if winner == WHITE else 0.0
    for score in scores:
        if abs(score) < WON:  # a proven result needs no curve
            yield Sample(score, result)


def fit_k(samples: Sequence[Sample]) -> float:
    """The k that maximises the likelihood of the results under 1 / (1 + e^(−k·score))."""
    k = START_K
    for _ in range(ITERATIONS):
        slope = curvature = 0.0
        for sample in samples:
            chance = 1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, k * sample.score))))
            slope += (chance - sample.result) * sample.score
            curvature += chance * (1.0 - chance) * sample.score * sample.score
        if curvature <= 0:
            break
        step = slope / curvature
        k -= step
        if abs(step) < TOLERANCE:
            break
    return k


def collect(games: int, depth: int) -> list[Sample]:
    """The samples of `games` games on each sample board."""
    samples: list[Sample] = []
    for rules, size in SAMPLE_BOARDS:
        for seed in range(games):
            samples.extend(play_game(rules, size, seed, depth))
    return samples


def curve_data(games: int, depth: int) -> dict[str, object]:
    """What curve.json holds for this sample: k, and how it was made."""
    samples = collect(games, depth)
    if not samples:
        raise ValueError("no finished game to fit")
    return {
        "k": round(fit_k(samples), 6),
        "games_per_board": games,
        "boards": [f"{rules} {size}" for rules, size in SAMPLE_BOARDS],
        "depth": depth,
        "positions": len(samples),
        "command": f"python3 -m seega.tools.fit_curve --games {games} --depth {depth} --write",
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Fit and print (and with --write, store) the curve."""
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.fit_curve", description=__doc__)
    parser.add_argument(
        "--games", type=whole(1, MAX_COUNT), default=DEFAULT_GAMES, help="games per board"
    )
    parser.add_argument(
        "--depth", type=whole(1, MAX_DEPTH), default=DEFAULT_DEPTH, help="review search depth"
    )
    parser.add_argument("--write", action="store_true", help=f"store in {CURVE_FILE.name}")
    args = parser.parse_args(argv)
    data = curve_data(args.games, args.depth)
    text = json.dumps(data, indent=2) + "\n"
    print(text, end="")
    if args.write:
        CURVE_FILE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
