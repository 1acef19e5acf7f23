"""Does the review's judgement track strength? `python3 -m seega.tools.calibrate --games 20`.

Each of the nine levels plays N arena games against one opponent (medium by default: the
ladder's middle), colours alternating and openings varied as in the arena
(`seega.tools.arena`), and the review judges every action the players chose (the random
opening is nobody's) at the review depth without a clock. Prints, level by level, the score
against the opponent, the mean review accuracy of the level's own actions, and its mistakes
and blunders a game; then the games won or lost by LOPSIDED pieces or more, with the loser's
and the winner's mean accuracy. A well calibrated review gives a mean accuracy that rises
with the rung, and a low one to the loser of a lopsided game.

The eight lower levels have no clock (a fixed depth and node budget), so what they play does
not depend on the machine's load. Hard plays by its time; here it searches to a fixed depth
instead (`--hard-depth`, 6 by default: deeper than fierce's 6,000 positions, about the depth
its 1.5 s reaches on 5×5 on an idle machine), so the whole table is the same on any machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from seega.core import BLACK, RULESETS, WHITE, apply_action
from seega.core.players import LEVELS, PRACTISED_LEVEL, STRONGEST
from seega.core.state import SIDE_NAMES, opponent
from seega.protocol.options import MAX_COUNT, MAX_SIZE, whole
from seega.review import ReviewSettings, Verdict, judge_action
from seega.review.analysis import GameReview
from seega.tools import arena

# The opponent every level meets: the middle of the ladder, so the weakest lose most games
# and the strongest win most, and both ends give lopsided games.
OPPONENT = PRACTISED_LEVEL
# Hard's fixed depth for this measurement (see above).
HARD_DEPTH = 6
# The review's own depth, without its time cap: deterministic, and quick on the small boards.
REVIEW = ReviewSettings(movetime_ms=None)
# A game won by this many pieces or more counts as lopsided.
LOPSIDED = 5


@dataclass(frozen=True)
class Reviewed:
    """One arena game with the review's accuracy of each side (None: no judged action) and
    its mistakes and blunders."""

    record: arena.ArenaGame
    accuracy: dict[int, float | None]
    errors: dict[int, int]

    @property
    def level(self) -> str:
        """The level measured (the match's first-named player)."""
        return self.record.spec.white if self.record.spec.first_is_white else self.record.spec.black

    def side_of_level(self) -> int:
        """The colour the measured level played."""
        return WHITE if self.record.spec.first_is_white else BLACK


def review_game(spec: arena.GameSpec) -> Reviewed:
    """Play one arena game and review every action the players chose."""
    record = arena.play_game(spec)
    assert record.start is not None
    state = record.start
    review = GameReview(REVIEW, len(record.played))
    for index, action in enumerate(record.played):
        review.judged.append(judge_action(state, action, REVIEW, index))
        state = apply_action(state, action)[0]
    accuracy: dict[int, float | None] = {}
    errors: dict[int, int] = {}
    for side in (WHITE, BLACK):
        summary = review.summary(side)
        accuracy[side] = summary.accuracy
        errors[side] = summary.counts[Verdict.MISTAKE] + summary.counts[Verdict.BLUNDER]
    return Reviewed(record, accuracy, errors)


def schedule(games: int, rules: str, size: int, seed: int, hard_depth: int) -> list[arena.GameSpec]:
    """Every level's games against OPPONENT, hard at its fixed depth."""
    depths = ((STRONGEST, hard_depth),)
    return [
        spec
        for name in LEVELS
        for spec in arena.schedule(
            name, OPPONENT, games, rules, size, seed, None, fixed_depths=depths
        )
    ]


def run(specs: Sequence[arena.GameSpec], jobs: int) -> list[Reviewed]:
    """Play and review every game in `jobs` processes, one line per game as it ends."""
    done: list[Reviewed] = []
    if jobs <= 1:
        for spec in specs:
            done.append(_report(review_game(spec)))
        return done
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for reviewed in pool.imap_unordered(review_game, specs):
            done.append(_report(reviewed))
    return done


def _report(reviewed: Reviewed) -> Reviewed:
    record = reviewed.record
    white, black = record.pieces
    side = reviewed.side_of_level()
    own, other = reviewed.accuracy[side], reviewed.accuracy[opponent(side)]
    print(
        f"{reviewed.level} ({SIDE_NAMES[side]}) vs {OPPONENT}: "
        f"pieces {white}–{black} ({record.reason}); accuracy {_shown(own)} against {_shown(other)}",
        flush=True,
    )
    return reviewed


def _shown(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def _mean(values: Sequence[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else None


def table(games: Sequence[Reviewed]) -> str:
    """The ladder's table and the lopsided games' line."""
    lines = [
        f"| level | games | score vs {OPPONENT} | mean accuracy | mistakes and blunders a game |",
        "|---|---|---|---|---|",
    ]
    for name in LEVELS:
        own = [g for g in games if g.level == name]
        if not own:
            continue
        wins = sum(g.record.first_won for g in own)
        draws = sum(g.record.winner is None for g in own)
        score = 100 * (wins + draws / 2) / len(own)
        accuracy = _mean([g.accuracy[g.side_of_level()] for g in own])
        errors = sum(g.errors[g.side_of_level()] for g in own) / len(own)
        lines.append(f"| {name} | {len(own)} | {score:.0f}% | {_shown(accuracy)} | {errors:.1f} |")
    lopsided = [g for g in games if g.record.winner is not None and _margin(g) >= LOPSIDED]
    if lopsided:
        winners = _mean([g.accuracy[g.record.winner] for g in lopsided if g.record.winner])
        losers = _mean([g.accuracy[opponent(g.record.winner)] for g in lopsided if g.record.winner])
        lines.append(
            f"\nLopsided games (won by {LOPSIDED} pieces or more): {len(lopsided)}; the loser's "
            f"mean accuracy {_shown(losers)}, the winner's {_shown(winners)}"
        )
    return "\n".join(lines)


def _margin(reviewed: Reviewed) -> int:
    white, black = reviewed.record.pieces
    return abs(white - black)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: `python3 -m seega.tools.calibrate [--games N] [options]`."""
    parser = argparse.ArgumentParser(
        prog="python3 -m seega.tools.calibrate",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--games", type=whole(2, MAX_COUNT), default=20, help="games per level (default 20)"
    )
    arena.add_board_options(parser)
    parser.add_argument(
        "--hard-depth",
        type=whole(1, MAX_SIZE * MAX_SIZE),
        default=HARD_DEPTH,
        help=f"hard's fixed search depth (default {HARD_DEPTH})",
    )
    args = parser.parse_args(argv)
    size = args.size or RULESETS[args.rules].default_size
    if size not in RULESETS[args.rules].sizes:
        parser.error(f"{args.rules} is not played on a {size}×{size} board")
    started = time.perf_counter()
    specs = schedule(args.games, args.rules, size, args.seed, args.hard_depth)
    games = run(specs, max(1, args.jobs))
    print(table(games))
    print(
        f"{args.rules} {size}×{size}, hard at depth {args.hard_depth}, review "
        f"{REVIEW.describe()}, {time.perf_counter() - started:.0f} s in all"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
