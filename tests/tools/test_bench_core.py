"""The core benchmark runs every line and reports what it measured (speed itself is not tested)."""

from __future__ import annotations

import random

import pytest

from seega.core import RULESETS
from seega.tools import bench_core


def test_a_line_counts_whole_games_and_both_rates():
    result = bench_core.bench("standard", 5, 0.01, random.Random(1))
    assert result.games >= 1
    # A random standard 5×5 game has 24 placements and at least one step.
    assert result.actions >= 25 * result.games
    assert result.wall_s > 0
    assert result.applies_per_s > 0 and result.generations_per_s > 0
    cells = result.line().split()
    assert cells[:2] == ["standard", "5"]
    assert float(cells[2]) == pytest.approx(result.games / result.wall_s, rel=0.01)


def test_the_command_prints_one_row_per_rule_set_and_size(capsys):
    assert bench_core.main(["--seconds", "0.001"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == bench_core.HEADER
    expected = [
        (name, size)
        for name, rules in RULESETS.items()
        for size in rules.sizes
        if size in bench_core.BENCH_SIZES
    ]
    assert [(row.split()[0], int(row.split()[1])) for row in lines[1:]] == expected


def test_a_non_positive_time_is_refused(capsys):
    with pytest.raises(SystemExit):
        bench_core.main(["--seconds", "0"])
    assert "--seconds: must be from 0.001" in capsys.readouterr().err
