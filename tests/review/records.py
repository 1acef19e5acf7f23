"""Constructed games whose judgements are known, as game records (docs/records.md)."""

from __future__ import annotations

from seega.core.line import GameLine
from seega.core.record import parse_record

HEADER = (
    "Rules: standard\nSize: 5\nWhite: human\nBlack: human\nDate: 2026-01-01\n"
    "Result: {result}\nReason: {reason}\nStart: {start}\n\n{turns}\n"
)
# White's b2 c2 d2 stand in a row closed by Black's a2; Black's e1 can close the far end.
ROW_AT_RISK = "standard 5 B..../....W/...../BWWW./....B w move 0 0 0"
# The same with colours swapped: White's e1-e2 takes b2, c2 and d2.
ROW_TO_TAKE = "standard 5 W..../....B/...../WBBB./....W w move 0 0 0"
# 49 steps without a capture, Black a piece up: a quiet step ends the game by count and
# loses it; c1-c2 takes b2 and resets the count.
STALL_AT_49 = "standard 5 .B..W/...B./...../WB.../..W.B w move 0 0 49"


def record_text(start: str, turns: str, result: str = "none", reason: str = "none") -> str:
    """A checked record text of a game from `start`."""
    text = HEADER.format(start=start, turns=turns, result=result, reason=reason)
    parse_record(text)
    return text


# name: (record text, the action's index, its verdict, the better action or None)
KNOWN = {
    "leaves three pieces to be taken": (
        record_text(ROW_AT_RISK, "1. white e4-e5\n2. black e1-e2xd2xc2xb2"),
        0,
        "blunder",
    ),
    "takes the three pieces left to it": (
        record_text(ROW_AT_RISK, "1. white e4-e5\n2. black e1-e2xd2xc2xb2"),
        1,
        "best",
    ),
    "misses a free capture of three": (
        record_text(ROW_TO_TAKE, "1. white a5-a4"),
        0,
        "blunder",
    ),
    "lets the stall count end a lost game": (
        record_text(STALL_AT_49, "1. white e5-e4", "black", "stall"),
        0,
        "blunder",
    ),
    "captures and resets the stall count": (
        record_text(STALL_AT_49, "1. white c1-c2"),
        0,
        "best",
    ),
}


def line_of(text: str) -> GameLine:
    """The game line of a record text."""
    return GameLine.from_record_text(text)
