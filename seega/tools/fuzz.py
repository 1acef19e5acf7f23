"""A long fuzz run of the text protocol: random and mutated lines against the engine.

    python3 -m seega.tools.fuzz --lines 1000000 [--seed S] [--jobs J]

Each worker drives one `Engine` in-process with lines made from the protocol's commands:
well-formed ones built from the current game (legal actions, positions, records), the same
mutated (characters changed, cut, repeated, huge numbers, control characters, byte-order
marks), and random text. File commands only name files inside a temporary folder the run
creates, which the engine is confined to (`--files-in`), and the run writes mutated records
there for `loadgame`. After each line it checks the promises of docs/protocol.md and the engine:
no internal error, an answer framed `= ` or `? `, a refusal that changes nothing, and an
error answer that is short and in the engine's own words. It prints the lines tried, the
violations (internal errors among them) and the time, and exits 1 if any promise broke.
Standard library only.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from seega.core import RULESETS, format_position, legal_actions
from seega.protocol.engine import Engine
from seega.protocol.options import MAX_COUNT, MAX_JOBS, MAX_SEED, whole
from seega.storage import files

# Words that only Python (not the engine) would write in an error answer.
PYTHON_WORDING = ("invalid literal", "int_max_str_digits", "Traceback", "object has no")
# An error answer quotes at most QUOTE_LIMIT characters of input, plus the engine's own words.
MAX_ERROR_ANSWER = 2 * files.QUOTE_LIMIT
COMMANDS = [
    "protocol_version",
    "name",
    "version",
    "rulesets",
    "newgame",
    "position",
    "setposition",
    "legal",
    "play",
    "genmove",
    "suggest",
    "undo",
    "status",
    "board",
    "savegame",
    "loadgame",
    "quit",
]
# Characters mutations insert: separators, digits, signs, notation, controls, non-ASCII
# digits and letters, a byte-order mark, a NUL.
ODD_CHARACTERS = " \t=,:/-x@.#0123456789WBwb\r\x00\x7f\ufeff²٣é中\u202e"
# A line the engine thinks about (genmove, suggest) only this rarely: it is slow.
THINK_SHARE = 0.002
# Violations kept for the report.
KEPT_EXAMPLES = 5


@dataclass
class Tally:
    """What one worker saw."""

    lines: int = 0
    refused: int = 0
    internal_errors: int = 0
    violations: int = 0
    examples: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        """Sum another worker's counts into this one."""
        self.lines += other.lines
        self.refused += other.refused
        self.internal_errors += other.internal_errors
        self.violations += other.violations
        self.examples += other.examples[: KEPT_EXAMPLES - len(self.examples)]


def mutate(text: str, rng: random.Random) -> str:
    """`text` with one to three random edits: changed, inserted or deleted characters, a cut,
    a repeat, a huge number, a swap of two words."""
    for _ in range(rng.randint(1, 3)):
        position = rng.randint(0, len(text))
        kind = rng.randrange(8)
        if kind == 0:
            text = text[:position] + rng.choice(ODD_CHARACTERS) + text[position:]
        elif kind == 1:
            text = text[:position] + text[position + 1 :]
        elif kind == 2 and text:
            index = rng.randrange(len(text))
            text = text[:index] + rng.choice(ODD_CHARACTERS) + text[index + 1 :]
        elif kind == 3:
            text = text[:position]
        elif kind == 4:
            text = text[:position] + text[position:] * rng.randint(2, 50)
        elif kind == 5:
            text = text[:position] + "9" * rng.choice((10, 400, 5000)) + text[position:]
        elif kind == 6:
            words = text.split(" ")
            if len(words) > 1:
                a, b = rng.sample(range(len(words)), 2)
                words[a], words[b] = words[b], words[a]
            text = " ".join(words)
        else:
            text = rng.choice(("\ufeff", "#", " ", "\x00")) + text
    return text


class LineMaker:
    """Protocol lines for one engine, well-formed from its current game or mutated."""

    def __init__(self, engine: Engine, folder: Path, rng: random.Random) -> None:
        self.engine = engine
        self.folder = folder
        self.rng = rng
        self.positions: list[str] = []  # seen during the run: material for setposition

    def well_formed(self) -> str:
        """A line that is often accepted in the current game."""
        rng = self.rng
        state = self.engine.state
        choice = rng.randrange(12)
        if choice <= 3 and state.outcome is None:
            actions = legal_actions(state)
            if actions:
                return "play " + rng.choice(actions).notation(state.size)
        if choice == 4:
            rules = rng.choice(list(RULESETS))
            return f"newgame {rules} {rng.choice(RULESETS[rules].sizes)}"
        if choice == 5 and self.positions:
            return "setposition " + rng.choice(self.positions)
        if choice == 6:
            return f"{rng.choice(('savegame', 'loadgame'))} {rng.choice(('a', 'b', 'c'))}.txt"
        if choice == 7:
            self.write_record()
            return "loadgame r.txt"
        if choice == 8 and rng.random() < THINK_SHARE * 12:
            return f"{rng.choice(('genmove', 'suggest'))} {rng.choice(('easy', 'medium'))} 1"
        return rng.choice(("position", "status", "legal", "undo", "board", "name", "rulesets"))

    def write_record(self) -> None:
        """A mutated copy of a saved record in the run's folder, for `loadgame r.txt`."""
        saved = self.folder / "a.txt"
        try:
            text = saved.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            text = "# Seega game record\nRules: standard\nSize: 5\n\n1. white @c2 @d4\n"
        if self.rng.random() < 0.8:
            text = mutate(text, self.rng)
        (self.folder / "r.txt").write_text(text, encoding="utf-8", errors="replace")

    def line(self) -> str:
        """The next line: well-formed, mutated, or random text."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.45:
            return self.well_formed()
        if roll < 0.9:
            return mutate(self.well_formed(), rng)
        if roll < 0.95:
            words = [rng.choice(COMMANDS)] + [
                "".join(rng.choice(ODD_CHARACTERS) for _ in range(rng.randint(0, 12)))
                for _ in range(rng.randint(0, 4))
            ]
            return " ".join(words)
        return "".join(rng.choice(ODD_CHARACTERS) for _ in range(rng.randint(0, 80)))


def check(engine: Engine, line: str, tally: Tally) -> None:
    """Answer `line` and count what broke a promise."""
    before = engine.snapshot()
    tally.lines += 1
    try:
        answer = engine.handle(line)
    except Exception as error:  # the very thing this run looks for
        tally.internal_errors += 1
        _violation(tally, line, f"raised {type(error).__name__}")
        return
    if answer is None:
        return
    if not answer.startswith(("= ", "? ")):
        _violation(tally, line, "unframed answer")
    if not answer.startswith("? "):
        return
    tally.refused += 1
    if "internal error" in answer:
        tally.internal_errors += 1
        _violation(tally, line, "internal error")
    if engine.snapshot() != before:
        _violation(tally, line, "a refusal changed the game")
    if len(answer) > MAX_ERROR_ANSWER or any(words in answer for words in PYTHON_WORDING):
        _violation(tally, line, f"error answer {answer[:60]!r}... ({len(answer)} characters)")


def _violation(tally: Tally, line: str, what: str) -> None:
    tally.violations += 1
    if len(tally.examples) < KEPT_EXAMPLES:
        tally.examples.append(f"{what}: {line[:120]!r}")


def run_worker(lines: int, seed: int) -> Tally:
    """Drive one engine with `lines` lines from `seed`, in a fresh temporary folder."""
    rng = random.Random(seed)
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="seega-fuzz-") as name:
        folder = Path(name)
        engine = Engine(seed=seed, files_in=folder)
        maker = LineMaker(engine, folder, rng)
        for _ in range(lines):
            check(engine, maker.line(), tally)
            engine.finished = False  # `quit` ends a real session; the fuzz run goes on
            if rng.random() < 0.01:
                maker.positions = [*maker.positions[-20:], format_position(engine.state)]
    return tally


def build_parser() -> argparse.ArgumentParser:
    """The fuzz run's command line."""
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.fuzz", description=__doc__)
    parser.add_argument(
        "--lines", type=whole(1, MAX_COUNT), default=100_000, help="lines to try in all"
    )
    parser.add_argument("--seed", type=whole(0, MAX_SEED), default=1, help="first worker's seed")
    parser.add_argument("--jobs", type=whole(1, MAX_JOBS), default=1, help="worker processes")
    return parser


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    """Run, report, and return 1 if any promise broke."""
    args = build_parser().parse_args(argv)
    jobs = max(1, args.jobs)
    shares = [args.lines // jobs + (1 if index < args.lines % jobs else 0) for index in range(jobs)]
    started = time.perf_counter()
    total = Tally()
    if jobs == 1:
        total.add(run_worker(shares[0], args.seed))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            seeds = [args.seed + index for index in range(jobs)]
            for tally in pool.map(run_worker, shares, seeds):
                total.add(tally)
    seconds = time.perf_counter() - started
    out(
        f"lines tried: {total.lines}  refused: {total.refused}  "
        f"internal errors: {total.internal_errors}  other violations: "
        f"{total.violations - total.internal_errors}  time: {seconds:.1f} s"
    )
    for example in total.examples:
        out(f"  {example}")
    return 1 if total.violations else 0


if __name__ == "__main__":
    sys.exit(main())
