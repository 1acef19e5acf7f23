"""`python3 -m seega.protocol.review RECORD [--movetime MS] [--depth N]`: a game record with the
engine's judgement after each action, then each player's summary (docs/review.md).

Standard library only, like the engine; progress goes to standard error, the review to
standard output.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from seega.core import BLACK, WHITE
from seega.core.line import GameLine
from seega.core.record import MAX_RECORD_BYTES, RecordError, format_record, parse_record
from seega.core.record import turn_lines as record_turn_lines
from seega.core.state import SIDE_NAMES
from seega.protocol.engine import FILE_PROBLEMS
from seega.protocol.options import MAX_DEPTH, MAX_MOVETIME_MS, whole
from seega.review.analysis import (
    REVIEW_CAP_MS,
    REVIEW_DEPTH,
    GameReview,
    Judged,
    ReviewSettings,
    review_line,
)
from seega.review.judge import VERDICTS
from seega.storage import files
from seega.storage.paths import program_name

# With a time per position and no depth, the search goes as deep as the hard level may.
DEEPEST = 64


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(
        prog=program_name("seega.protocol.review"),
        description="Judge every action of a game record as the game's review does.",
    )
    parser.add_argument("record", type=Path, help="a game record (docs/records.md)")
    parser.add_argument(
        "--depth",
        type=whole(1, MAX_DEPTH),
        help=f"search depth (default {REVIEW_DEPTH}, as the window; with --movetime: no limit)",
    )
    parser.add_argument(
        "--movetime",
        type=whole(1, MAX_MOVETIME_MS),
        metavar="MS",
        help=f"time per position in milliseconds (default: at most {REVIEW_CAP_MS}, as the window)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on standard error")
    return parser


def review_settings(depth: int | None, movetime_ms: int | None) -> ReviewSettings:
    """The window's review by default; a time per position searches as deep as it allows."""
    if movetime_ms is None:
        return ReviewSettings(depth if depth is not None else REVIEW_DEPTH, REVIEW_CAP_MS)
    return ReviewSettings(depth if depth is not None else DEEPEST, movetime_ms)


def read_record(path: Path) -> str:
    """The record's text, through the guarded path (never blocking on a FIFO or a device,
    never reading more than a record can hold); ValueError saying why otherwise."""
    try:
        return files.read_text(path, MAX_RECORD_BYTES)
    except files.BadFile as error:
        raise ValueError(FILE_PROBLEMS.get(error.reason, error.detail)) from None


def annotated(judged: Judged) -> str:
    """`c2-c3xc4 {blunder; better d2-d3xd4}`: an action and its judgement, as in a comment."""
    word = judged.verdict.value
    note = word if judged.better is None else f"{word}; better {judged.better}"
    return f"{judged.played} {{{note}}}"


def turn_lines(review: GameReview) -> list[str]:
    """The record's turn lines, each action followed by its judgement."""
    return record_turn_lines((judged.side, annotated(judged)) for judged in review.judged)


def summary_lines(review: GameReview) -> list[str]:
    """Each side's counts of every verdict and accuracy."""
    lines = []
    for side in (WHITE, BLACK):
        summary = review.summary(side)
        counts = ", ".join(f"{summary.counts[verdict]} {verdict.value}" for verdict in VERDICTS)
        accuracy = "-" if summary.accuracy is None else f"{summary.accuracy:.1f}"
        lines.append(f"{SIDE_NAMES[side]}: {counts}; accuracy {accuracy}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Print the review of one record; status 1 (with a message) for a bad file."""
    args = build_parser().parse_args(argv)
    settings = review_settings(args.depth, args.movetime)
    if settings.depth < 1 or (settings.movetime_ms is not None and settings.movetime_ms < 1):
        print("depth and movetime must be positive", file=sys.stderr)
        return 2
    try:
        record = parse_record(read_record(args.record))
    except (OSError, ValueError, RecordError) as error:
        print(f"{args.record}: {error}", file=sys.stderr)
        return 1
    line = GameLine.from_record(record)
    started = time.monotonic()

    def progress(judged: Judged) -> None:
        if not args.quiet:
            print(f"\r{judged.index + 1}/{line.cursor}", end="", file=sys.stderr, flush=True)

    review = review_line(line, settings, progress)
    if not args.quiet:
        print(f"\r{line.cursor} actions in {time.monotonic() - started:.1f} s", file=sys.stderr)
    header = format_record(record).split("\n\n", 1)[0]
    print(header)
    print(f"# Review: {settings.describe()}")
    print()
    print("\n".join(turn_lines(review)))
    print()
    print("\n".join(summary_lines(review)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
