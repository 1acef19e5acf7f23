"""The ratings of the levels and the player models: `python3 -m seega.tools.ratings --jobs 2`.

Plays the pairings a ladder needs (`pairs`) between the computer levels and the players
standing for people (random, and the models beginner, greedy and careful: seega.ai.people)
under one rule set, standard 5×5 unless told, colours alternating over shared openings
(seega.tools.arena): each level against the rung below it and (but the clocked one) against the
models, the models among themselves, 40 games a pairing (20 for the clocked level). Every level
but the strongest plays by depth and node budget (no clock: a busy machine changes nothing),
the strongest by its own time, the models at once. Then it prints the arena table (each row
player's score against each column player, with wins–losses–draws), fits one Elo-like scale to
all the results with the random player at 0 (seega.ai.rating), prints the ratings with their
95% margins, and writes the results and the ratings to seega/ai/ratings_table.py: the table the
game ships (the new-game screen shows the levels' ratings; statistics rate the player against
them).

`--refit` fits again from the results already in the table, without playing; `--no-write`
prints without writing. With `--jobs 2` on a quiet machine the run takes well under half an
hour, most of it the clocked level's games: a command to run, not a test
(tests/tools/test_ratings.py plays a small fresh run and checks the table against it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from datetime import date
from itertools import pairwise
from pathlib import Path

from seega.ai import PRESETS, ratings_table
from seega.ai.people import MODELS
from seega.ai.rating import Pairing, Rated, fit
from seega.core import RULESETS
from seega.protocol.options import MAX_COUNT, whole
from seega.tools import arena

# The anchor of the scale, at 0: a player with no idea at all.
ANCHOR = arena.RANDOM
# Everyone rated, in the arena table's order: the levels, then those standing for people.
PLAYERS = (*PRESETS, ANCHOR, *MODELS)
# Those standing for people, the strongest first: each pairing of them names it first.
PEOPLE = (*reversed(MODELS), ANCHOR)
# The strongest model: every level meets it (it scores something against most of them).
CAREFUL = "careful"
# Games per pairing (40 tells 70% from 50% about 19 times in 20); a level that plays by the
# clock plays fewer (its games are the long ones).
GAMES = 40
CLOCKED_GAMES = 20
TABLE_TITLE = (
    "The ratings the game shows: `python3 -m seega.tools.ratings` writes them, do not edit."
)
TABLE_PATH = Path(__file__).resolve().parent.parent / "ai" / "ratings_table.py"


def clocked(name: str) -> bool:
    """Whether `name` is a level that plays by its clock (the rest play the same anywhere)."""
    return name in PRESETS and PRESETS[name].movetime_ms is not None


def pairs(games: int = GAMES, clocked_games: int = CLOCKED_GAMES) -> list[tuple[str, str, int]]:
    """(first, second, games) of every pairing, the stronger-looking player named first: the
    models and the random player among themselves, easy against the random player, each level
    against the rung below it, every level without a clock against the careful model, and the
    levels that err as people do (seega.ai.sight) against the other models too. A ladder needs
    no more: each rung is measured against its neighbours and (but the clocked one, whose
    games are the long ones and whose score against a model is foregone) against people, and
    the random player anchors it."""
    found = [(first, second, games) for i, first in enumerate(PEOPLE) for second in PEOPLE[i + 1 :]]
    found.append((next(iter(PRESETS)), ANCHOR, games))
    for below, above in pairwise(PRESETS):
        found.append((above, below, clocked_games if clocked(above) else games))
    for level, preset in PRESETS.items():
        models = MODELS if preset.sight is not None else () if clocked(level) else (CAREFUL,)
        found += [(level, model, games) for model in reversed(list(models))]
    return found


def play(
    to_play: Sequence[tuple[str, str, int]],
    rules: str,
    size: int,
    seed: int,
    jobs: int,
    quiet: bool = False,
) -> tuple[list[Pairing], list[arena.ArenaGame]]:
    """Play every pairing (all games in one pool, the longest first); the results and games
    (a line per finished game unless `quiet`)."""
    specs = [
        spec
        for first, second, games in to_play
        for spec in arena.schedule(first, second, games, rules, size, seed, None)
    ]
    specs.sort(key=lambda spec: not (clocked(spec.white) or clocked(spec.black)))  # long first
    records = arena.run(specs, jobs, quiet)
    return [_pairing(first, second, records) for first, second, _ in to_play], records


def _pairing(first: str, second: str, records: Sequence[arena.ArenaGame]) -> Pairing:
    games = [r for r in records if _named(r.spec) == (first, second)]
    wins = sum(r.first_won for r in games)
    losses = sum(r.second_won for r in games)
    return Pairing(first, second, wins, losses, len(games) - wins - losses)


def _named(spec: arena.GameSpec) -> tuple[str, str]:
    """(first-named, second-named) player of a game's match."""
    return (spec.white, spec.black) if spec.first_is_white else (spec.black, spec.white)


def score_of(row: str, column: str, pairings: Sequence[Pairing]) -> Pairing | None:
    """`row`'s results against `column`, from whichever side the pairing names it."""
    for p in pairings:
        if (p.first, p.second) == (row, column):
            return p
        if (p.first, p.second) == (column, row):
            return Pairing(row, column, p.losses, p.wins, p.draws)
    return None


def arena_table(pairings: Sequence[Pairing]) -> str:
    """Each row player's score against each column player (markdown)."""
    lines = [
        "| | " + " | ".join(PLAYERS) + " |",
        "|---|" + "---|" * len(PLAYERS),
    ]
    for row in PLAYERS:
        cells = []
        for column in PLAYERS:
            p = score_of(row, column, pairings)
            if p is None:
                cells.append("—")
            else:
                share = 100 * p.score / max(1, p.games)
                cells.append(f"{share:.0f}% ({p.wins}–{p.losses}–{p.draws})")
        lines.append(f"| {row} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def ratings_text(rated: dict[str, Rated]) -> str:
    """The ratings, strongest first (markdown)."""
    lines = ["| player | rating | ± (95%) | games |", "|---|---|---|---|"]
    for name, r in sorted(rated.items(), key=lambda item: -item[1].rating):
        lines.append(f"| {name} | {r.rating:.0f} | {r.margin:.0f} | {r.games} |")
    return "\n".join(lines)


def table_source(
    pairings: Sequence[Pairing], rated: dict[str, Rated], rules: str, size: int, seed: int
) -> str:
    """The text of seega/ai/ratings_table.py."""
    results = "\n".join(
        f"    ({_quoted(p.first)}, {_quoted(p.second)}, {p.wins}, {p.losses}, {p.draws}),"
        for p in pairings
    )
    ratings = "\n".join(
        f"    {_quoted(name)}: ({rated[name].rating:.0f}, {rated[name].margin:.0f}),"
        for name in PLAYERS
    )
    return f'''"""{TABLE_TITLE}

The results of every pairing of the levels and the player models, {rules} {size}×{size},
seed {seed}, {date.today().isoformat()}; the ratings fitted from them by seega.ai.rating (the
random player at 0), each with the half-width of its 95% interval.
"""

RULES = {_quoted(rules)}
SIZE = {size}
SEED = {seed}
# (first, second, first's wins, losses, draws)
RESULTS: tuple[tuple[str, str, int, int, int], ...] = (
{results}
)
# name: (rating, margin)
RATINGS: dict[str, tuple[int, int]] = {{
{ratings}
}}
'''


def _quoted(text: str) -> str:
    """A string as the formatter writes it (double quotes)."""
    return json.dumps(text)


def stored_pairings() -> list[Pairing]:
    """The results in the shipped table."""
    return [Pairing(*row) for row in ratings_table.RESULTS]


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(
        prog="python3 -m seega.tools.ratings",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    arena.add_board_options(parser)
    parser.add_argument(
        "--games", type=whole(1, MAX_COUNT), default=GAMES, help=f"per pairing ({GAMES})"
    )
    parser.add_argument(
        "--clocked-games",
        type=whole(1, MAX_COUNT),
        default=CLOCKED_GAMES,
        help=f"per pairing of a level that plays by the clock ({CLOCKED_GAMES})",
    )
    parser.add_argument("--refit", action="store_true", help="fit the stored results again")
    parser.add_argument("--no-write", action="store_true", help="print, do not write the table")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.refit:
        rules, size, seed = ratings_table.RULES, ratings_table.SIZE, ratings_table.SEED
        pairings = stored_pairings()
    else:
        rules, seed = args.rules, args.seed
        size = args.size or RULESETS[rules].default_size
        if size not in RULESETS[rules].sizes:
            parser.error(f"{rules} is not played on a {size}×{size} board")
        pairings, records = play(
            pairs(args.games, args.clocked_games), rules, size, seed, args.jobs
        )
        print("\n".join(arena.time_lines(records)))
    rated = fit(pairings, ANCHOR)
    print(f"\nArena, {rules} {size}×{size}, seed {seed}: the row player's score\n")
    print(arena_table(pairings))
    print("\nRatings (the random player at 0)\n")
    print(ratings_text(rated))
    if not args.no_write:
        TABLE_PATH.write_text(table_source(pairings, rated, rules, size, seed), encoding="utf-8")
        print(f"\nwritten to {TABLE_PATH.relative_to(TABLE_PATH.parents[2])}")
    print(f"{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
