"""Matches between computer players: `python3 -m seega.tools.arena hard medium --games 40`.

Plays N games between two players under any rule set and size, alternating colours. A player
is a level name; `staller` (an arena opponent: hard's search, playing for the count); `random`
(a uniformly random player); `commit:REF` (hard as it was at a git commit of this project,
e.g. `commit:4a8da94`: measures "better than before"); or `program:COMMAND` (any program that
speaks the text protocol, docs/protocol.md, asked `genmove hard`); or a player model standing
for a person (`beginner`, `greedy`, `careful`: seega.ai.people). Openings vary by seed: each
pair of games starts from the same few random placements, once with each player as white, so
neither colour nor opening favours one side. Prints wins, losses, draws, the score (win 1, draw ½),
how often each colour won (a level may play itself: `hard hard` shows a colour's edge), the
mean margin of pieces at the end as first and as second mover (it tells strength apart where
the first mover wins anyway), and the time per action of each player (mean, p95, max;
placement and movement apart).
`--movetime-first` gives the first-named player time odds: `hard hard --movetime 250
--movetime-first 2500` asks whether ten times the time overcomes the first mover's edge.
`--placement-only` stops each game where movement begins and scores that position with a
fixed-depth search instead: a quick, fine measure of how well each side places.
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import os
import shlex
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from random import Random

from seega.ai import PRESETS, WIN, analyse, choose_action, people
from seega.ai.presets import ARENA_OPPONENTS
from seega.core import (
    BLACK,
    PLACEMENT,
    RULESETS,
    WHITE,
    Action,
    GameState,
    apply_action,
    format_position,
    legal_actions,
    new_game,
    parse_action,
)
from seega.core.players import STRONGEST
from seega.core.rulesets import FirstMover
from seega.core.state import SIDE_NAMES
from seega.protocol.options import MAX_COUNT, MAX_JOBS, MAX_MOVETIME_MS, MAX_SEED, MAX_SIZE, whole
from seega.storage.paths import PROJECT_DIR

RANDOM = "random"
COMMIT = "commit:"
PROGRAM = "program:"
# The level a protocol program is asked for: its strongest in our own engine's terms.
PROGRAM_LEVEL = STRONGEST
# A program gets this long to answer a command beyond its thinking time, then it has failed.
PROGRAM_GRACE_S = 10.0
# Random placements (single actions) before the players take over: varied, still balanced.
OPENING_PLACEMENTS = 4
# A game that runs longer than this many actions is stopped and scored a draw (the stall
# rules end real games long before; this only guards the arena against a rules bug).
MAX_ACTIONS = 3000
# Placement-only matches score the first position of the movement with the hard search at
# this depth (no clock, no noise): it sees the first steps' captures and blockades, and
# deeper searches change the score little (0.1 s a position on 5×5).
EDGE_DEPTH = 9
# A proven result counts as this many hundredths of a piece in the mean edge.
EDGE_CAP = 1200
# Within half a piece either way, a placement counts as level.
LEVEL_EDGE = 50


@dataclass(frozen=True)
class Program:
    """How to start a program that speaks the text protocol, and in which folder."""

    argv: tuple[str, ...]
    cwd: str | None = None


@dataclass(frozen=True)
class GameSpec:
    """One game to play: who is white, the rule set, and the seeds of its opening and players.

    `programs` maps the names of protocol players (`commit:…`, `program:…`) to how to start them.
    `first_movetime_ms` gives the first-named player a time of its own (time odds).
    """

    index: int
    white: str
    black: str
    first_is_white: bool  # the match's first-named player has white in this game
    rules: str
    size: int
    opening_seed: int
    movetime_ms: int | None
    programs: tuple[tuple[str, Program], ...] = ()
    first_movetime_ms: int | None = None
    placement_only: bool = False
    # Players that search to a fixed depth without a clock (name, depth): a clocked level
    # measured without the machine's load deciding how deep it sees.
    fixed_depths: tuple[tuple[str, int], ...] = ()

    def movetime_of(self, colour: int) -> int | None:
        """The time per action of the player of `colour` (None: its level's own)."""
        first = (colour == WHITE) == self.first_is_white
        if first and self.first_movetime_ms is not None:
            return self.first_movetime_ms
        return self.movetime_ms


@dataclass
class ArenaGame:
    """A finished game: the winning colour (or None for a draw), why, each side's times, and
    the pieces each colour kept (a margin says more than a result when one colour has an edge)."""

    spec: GameSpec
    winner: int | None  # WHITE or BLACK
    reason: str
    actions: int
    times: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    pieces: tuple[int, int] = (0, 0)  # (white, black) on the board at the end
    edge: int | None = None  # placement only: white's score where movement begins
    # Where the players took over (after the random opening) and what they played from there.
    start: GameState | None = None
    played: tuple[Action, ...] = ()

    @property
    def first_edge(self) -> int:
        """Placement only: the first-named player's score where movement begins (capped)."""
        assert self.edge is not None
        edge = max(-EDGE_CAP, min(EDGE_CAP, self.edge))
        return edge if self.spec.first_is_white else -edge

    @property
    def first_margin(self) -> int:
        """How many pieces the match's first-named player kept beyond the other's."""
        white, black = self.pieces
        return white - black if self.spec.first_is_white else black - white

    @property
    def first_won(self) -> bool:
        """Whether the match's first-named player won this game."""
        return self.winner is not None and (self.winner == WHITE) == self.spec.first_is_white

    @property
    def second_won(self) -> bool:
        """Whether the match's second-named player won this game."""
        return self.winner is not None and not self.first_won


class ProtocolPlayer:
    """A program driven over the text protocol: it is shown each position and asked to move."""

    def __init__(self, program: Program) -> None:
        """Start the program (without our PYTHONPATH: a frozen copy must import its own code)."""
        env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
        self.process = subprocess.Popen(
            program.argv,
            cwd=program.cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )

    def ask(self, command: str) -> str:
        """Send one command; its answer after `= ` (RuntimeError on `? ` or a silent end)."""
        process = self.process
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(command + "\n")
        process.stdin.flush()
        lines = []
        for line in process.stdout:
            if not line.strip():
                break
            lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if not answer.startswith("= ") and answer != "=":
            raise RuntimeError(f"the program answered '{command}' with '{answer}'")
        return answer[2:]

    def choose(self, state: GameState, movetime_ms: int | None) -> Action:
        """The program's action in `state`, at PROGRAM_LEVEL within `movetime_ms`."""
        self.ask("setposition " + format_position(state))
        timing = "" if movetime_ms is None else f" {movetime_ms}"
        return parse_action(self.ask(f"genmove {PROGRAM_LEVEL}{timing}"), state.size)

    def close(self) -> None:
        """Ask the program to quit; stop it if it does not."""
        try:
            self.ask("quit")
            self.process.wait(PROGRAM_GRACE_S)
        except (RuntimeError, OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def play_game(spec: GameSpec) -> ArenaGame:
    """Play one game to its end (or MAX_ACTIONS; placement only: to the first step)."""
    state = start = _opening(spec)
    players = {WHITE: spec.white, BLACK: spec.black}
    rng = Random(spec.opening_seed * 7919 + spec.index)
    times: dict[tuple[str, str], list[float]] = {}
    depths = dict(spec.fixed_depths)
    played: list[Action] = []
    with _started(spec) as programs:
        while state.outcome is None and len(played) < MAX_ACTIONS:
            if spec.placement_only and state.phase != PLACEMENT:
                break
            name = players[state.to_move]
            phase = state.phase
            movetime_ms = spec.movetime_of(state.to_move)
            started = time.perf_counter()
            if name in programs:
                action = programs[name].choose(state, movetime_ms)
            else:
                action = _choose(state, name, rng, movetime_ms, depths.get(name))
            times.setdefault((name, phase), []).append(time.perf_counter() - started)
            state = apply_action(state, action)[0]
            played.append(action)
    count, line = len(played), tuple(played)
    if spec.placement_only:  # a game may end as placement does (a blocked first player)
        edge = edge_of(state)
        return ArenaGame(spec, None, "placement", count, times, edge=edge, start=start, played=line)
    pieces = (state.count(WHITE), state.count(BLACK))
    if state.outcome is None:
        return ArenaGame(spec, None, "limit", count, times, pieces, start=start, played=line)
    reason = state.outcome.reason.value
    winner = state.outcome.winner
    return ArenaGame(spec, winner, reason, count, times, pieces, start=start, played=line)


def edge_of(state: GameState) -> int:
    """White's score, in hundredths of a piece, of a position by the hard search at EDGE_DEPTH
    (forced actions played out first: the search would stop at them)."""
    while state.outcome is None and len(legal_actions(state)) == 1:
        state = apply_action(state, legal_actions(state)[0])[0]
    if state.outcome is not None:
        winner = state.outcome.winner
        return 0 if winner is None else WIN if winner == WHITE else -WIN
    score = analyse(state, STRONGEST, seed=0, max_depth=EDGE_DEPTH).score
    return score if state.to_move == WHITE else -score


@contextmanager
def _started(spec: GameSpec) -> Iterator[dict[str, ProtocolPlayer]]:
    """The game's protocol players, started for this game and stopped after it."""
    with ExitStack() as stack:
        players: dict[str, ProtocolPlayer] = {}
        for name, program in spec.programs:
            if name in (spec.white, spec.black) and name not in players:
                player = players[name] = ProtocolPlayer(program)
                stack.callback(player.close)
        yield players


def _opening(spec: GameSpec) -> GameState:
    state = new_game(spec.rules, spec.size)
    rng = Random(spec.opening_seed)
    for _ in range(OPENING_PLACEMENTS):
        if state.phase != PLACEMENT:
            break
        state = apply_action(state, rng.choice(legal_actions(state)))[0]
    return state


def _choose(
    state: GameState, name: str, rng: Random, movetime_ms: int | None, depth: int | None
) -> Action:
    if name == RANDOM:
        return rng.choice(legal_actions(state))
    if name in people.MODELS:
        return people.choose(state, people.MODELS[name], rng)
    seed = rng.randrange(1 << 30)
    return choose_action(state, name, movetime_ms=movetime_ms, seed=seed, max_depth=depth)


def schedule(
    first: str,
    second: str,
    games: int,
    rules: str,
    size: int,
    seed: int,
    movetime_ms: int | None,
    programs: tuple[tuple[str, Program], ...] = (),
    first_movetime_ms: int | None = None,
    placement_only: bool = False,
    fixed_depths: tuple[tuple[str, int], ...] = (),
) -> list[GameSpec]:
    """The games of a match: pairs sharing an opening, colours swapped within each pair."""
    specs = []
    for index in range(games):
        pair = index // 2
        first_is_white = index % 2 == 0
        white, black = (first, second) if first_is_white else (second, first)
        opening = seed * 100_003 + pair
        specs.append(
            GameSpec(
                index,
                white,
                black,
                first_is_white,
                rules,
                size,
                opening,
                movetime_ms,
                programs,
                first_movetime_ms,
                placement_only,
                fixed_depths,
            )
        )
    return specs


def frozen_copy(ref: str, folder: Path) -> Program:
    """The engine as it was at git commit `ref`, unpacked into `folder` (`git archive`)."""
    project = PROJECT_DIR
    archive = subprocess.run(
        ["git", "-C", str(project), "archive", "--format=tar", ref],
        capture_output=True,
        check=False,
    )
    if archive.returncode != 0:
        message = archive.stderr.decode(errors="replace").strip()
        raise ValueError(f"cannot unpack commit '{ref}': {message}")
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.10.12+: refuse paths outside `folder`
            tar.extractall(folder, filter="data")
        else:  # our own repository's archive: its paths are the project's
            tar.extractall(folder)
    return Program((sys.executable, "-m", "seega.engine"), str(folder))


def program_of(name: str, folder: Path) -> Program | None:
    """How to start the protocol player `name` (None: not a protocol player)."""
    if name.startswith(COMMIT):
        return frozen_copy(name[len(COMMIT) :], folder)
    if name.startswith(PROGRAM):
        return Program(tuple(shlex.split(name[len(PROGRAM) :])))
    return None


def run(specs: Sequence[GameSpec], jobs: int, quiet: bool = False) -> list[ArenaGame]:
    """Play every game, in `jobs` processes; print one line per finished game."""
    records: list[ArenaGame] = []
    if jobs <= 1:
        for spec in specs:
            records.append(_report(play_game(spec), quiet))
        return records
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for record in pool.imap_unordered(play_game, specs):
            records.append(_report(record, quiet))
    return sorted(records, key=lambda r: r.spec.index)


def _report(record: ArenaGame, quiet: bool) -> ArenaGame:
    if not quiet:
        spec = record.spec
        if record.edge is not None:
            print(
                f"game {spec.index + 1}: {spec.white} (white) vs {spec.black} (black): "
                f"white {record.edge / 100:+.2f} pieces where movement begins",
                flush=True,
            )
            return record
        result = "draw"
        if record.winner is not None:
            colour = SIDE_NAMES[record.winner]
            result = f"{colour} ({spec.white if record.winner == WHITE else spec.black})"
        print(
            f"game {spec.index + 1}: {spec.white} (white) vs {spec.black} (black): "
            f"{result} by {record.reason} after {record.actions} actions, "
            f"pieces {record.pieces[0]}–{record.pieces[1]}",
            flush=True,
        )
    return record


def summary(first: str, second: str, records: Sequence[ArenaGame]) -> str:
    """Wins, losses, draws and score of `first` against `second`, and everyone's move times
    (placement only: the mean score where movement begins, by role, instead of results)."""
    if records and all(r.edge is not None for r in records):
        return _edge_summary(first, second, records)
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
    for moves_first, role in ((True, "first"), (False, "second")):
        games = [r for r in records if _first_steps_first(r.spec) == moves_first]
        if games:
            won = sum(r.first_won for r in games)
            lost = sum(r.second_won for r in games)
            margin = sum(r.first_margin for r in games) / len(games)
            lines.append(
                f"  {first} as the {role} mover: {len(games)} games, {won} wins, {lost} losses, "
                f"{len(games) - won - lost} draws; pieces ahead at the end: {margin:+.1f} a game"
            )
    lines += time_lines(records)
    return "\n".join(lines)


def _edge_summary(first: str, second: str, records: Sequence[ArenaGame]) -> str:
    """Placement only: where movement begins, how far ahead `first` stands, by role."""
    lines = [f"{first} vs {second}: {len(records)} placements, scored at depth {EDGE_DEPTH}"]
    for moves_first, role in ((True, "first"), (False, "second")):
        games = [r for r in records if _first_steps_first(r.spec) == moves_first]
        if games:
            edges = [r.first_edge for r in games]
            mean = sum(edges) / len(edges) / 100
            ahead = sum(edge > LEVEL_EDGE for edge in edges)
            behind = sum(edge < -LEVEL_EDGE for edge in edges)
            lines.append(
                f"  {first} as the {role} mover: {mean:+.2f} pieces at the first step "
                f"(ahead in {ahead}, level in {len(edges) - ahead - behind}, behind in {behind})"
            )
    lines += time_lines(records)
    return "\n".join(lines)


def time_lines(records: Sequence[ArenaGame]) -> list[str]:
    """Each player's time per action, placement and movement apart."""
    pooled: dict[tuple[str, str], list[float]] = {}
    for record in records:
        for key, values in record.times.items():
            pooled.setdefault(key, []).extend(values)
    return [
        f"  {name:>7} {phase:>5}: {time_stats(values)}"
        for (name, phase), values in sorted(pooled.items())
    ]


def _first_steps_first(spec: GameSpec) -> bool:
    """Whether the match's first-named player makes the first step of this game."""
    white_steps_first = RULESETS[spec.rules].first_mover is FirstMover.WHITE
    return white_steps_first == spec.first_is_white


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


def add_board_options(parser: argparse.ArgumentParser) -> None:
    """The options every command that plays arena games takes: the rule set, the board, the
    openings' seed and how many games at once (the ratings command reads them too)."""
    parser.add_argument("--rules", choices=sorted(RULESETS), default="standard")
    parser.add_argument(
        "--size", type=whole(1, MAX_SIZE), help="board size (default: the rule set's)"
    )
    parser.add_argument(
        "--seed", type=whole(0, MAX_SEED), default=1, help="seed of the openings (default 1)"
    )
    parser.add_argument(
        "--jobs", type=whole(1, MAX_JOBS), default=1, help="games played at once (default 1)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: `python3 -m seega.tools.arena FIRST SECOND [options]`."""
    parser = argparse.ArgumentParser(
        prog="python3 -m seega.tools.arena",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("first", type=_player, help="a player (see above)")
    parser.add_argument("second", type=_player, help="a player (see above)")
    parser.add_argument(
        "--games", type=whole(1, MAX_COUNT), default=10, help="number of games (default 10)"
    )
    add_board_options(parser)
    parser.add_argument(
        "--movetime",
        type=whole(1, MAX_MOVETIME_MS),
        help="ms per action for both (default: levels')",
    )
    parser.add_argument(
        "--placement-only",
        action="store_true",
        help="stop where movement begins and score that position (see above)",
    )
    parser.add_argument(
        "--movetime-first",
        type=whole(1, MAX_MOVETIME_MS),
        help="ms per action for the first-named player only (time odds; default: --movetime)",
    )
    args = parser.parse_args(argv)
    size = args.size or RULESETS[args.rules].default_size
    if size not in RULESETS[args.rules].sizes:
        parser.error(f"{args.rules} is not played on a {size}×{size} board")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="seega-arena-") as temporary:
        programs = []
        for index, name in enumerate(dict.fromkeys((args.first, args.second))):
            try:
                program = program_of(name, Path(temporary) / str(index))
            except ValueError as error:
                parser.error(str(error))
            if program is not None:
                programs.append((name, program))
        specs = schedule(
            args.first,
            args.second,
            args.games,
            args.rules,
            size,
            args.seed,
            args.movetime,
            tuple(programs),
            args.movetime_first,
            args.placement_only,
        )
        records = run(specs, max(1, args.jobs))
    print(summary(args.first, args.second, records))
    print(f"{args.rules} {size}×{size}, {time.perf_counter() - started:.0f} s in all")
    return 0


def _player(name: str) -> str:
    """A player name as typed, checked (argparse shows the error)."""
    known = [*PRESETS, *ARENA_OPPONENTS, RANDOM, *people.MODELS]
    if name in known or name.startswith(COMMIT) or name.startswith(PROGRAM):
        return name
    raise argparse.ArgumentTypeError(
        f"unknown player '{name}' (known: {', '.join(known)}, {COMMIT}REF, {PROGRAM}COMMAND)"
    )


if __name__ == "__main__":
    sys.exit(main())
