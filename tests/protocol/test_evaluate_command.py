"""The protocol's `evaluate` command (docs/protocol.md)."""

from __future__ import annotations

import re

from seega.protocol.engine import Engine
from tests.review.records import ROW_TO_TAKE

ANSWER = re.compile(r"= score=(-?\d+|win|loss) depth=(\d+) pv=(.*)")


def test_evaluate_gives_score_depth_and_line() -> None:
    engine = Engine()
    assert engine.handle(f"setposition {ROW_TO_TAKE}") == "= "
    answer = engine.handle("evaluate")
    found = ANSWER.fullmatch(answer or "")
    assert found, answer
    score, depth, pv = found.groups()
    assert int(score) > 200 and int(depth) == 5 and pv.split()[0] == "e1-e2"
    assert engine.handle("position") == f"= {ROW_TO_TAKE}"  # nothing played


def test_evaluate_with_a_time_and_its_errors() -> None:
    engine = Engine()
    assert ANSWER.fullmatch(engine.handle("evaluate 100") or "")
    assert (
        engine.handle(
            "evaluate 0",
        )
        == "? MOVETIME_MS must be from 1 to 3600000"
    )
    assert engine.handle("evaluate 1 2") == "? usage: evaluate [MOVETIME_MS]"
    engine.handle("setposition standard 5 ...../...../..W../...../..... w move 0 0 0")
    assert engine.handle("evaluate") == "? the game is over"


def test_a_proven_result_is_written_as_such() -> None:
    engine = Engine()
    # White takes Black's last piece with b1-b2 (closed by b3... a1-b1? see below).
    engine.handle("setposition standard 5 ...../...../.W.../.B.../W.... w move 0 0 0")
    answer = engine.handle("evaluate") or ""
    assert answer.startswith("= score=win "), answer
