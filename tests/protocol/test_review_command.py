"""`python3 -m seega.protocol.review RECORD`: each action's verdict, then the summary."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from seega.protocol.review import main
from tests.platforms import posix_only
from tests.review.records import KNOWN, ROW_AT_RISK, record_text

PROJECT_DIR = Path(__file__).resolve().parents[2]


def review(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> str:
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    assert main([str(path), "--depth", "3", "--quiet"]) == 0
    return capsys.readouterr().out


def test_a_blunder_is_printed_with_the_better_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = review(tmp_path, KNOWN["misses a free capture of three"][0], capsys)
    assert "1. white a5-a4 {blunder; better e1-e2xd2xc2xb2}" in out.splitlines()


def test_the_record_comes_back_with_every_action_judged_and_a_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = record_text(ROW_AT_RISK, "1. white e4-e5\n2. black e1-e2xd2xc2xb2")
    lines = review(tmp_path, text, capsys).splitlines()
    assert lines[0] == "# Seega game record" and "Rules: standard" in lines
    assert "1. white e4-e5 {blunder; better c2-c3}" in lines or any(
        line.startswith("1. white e4-e5 {blunder; better ") for line in lines
    )
    assert "2. black e1-e2xd2xc2xb2 {best}" in lines
    summary = [line for line in lines if line.startswith(("white:", "black:"))]
    assert summary[0].startswith("white: 0 best, 0 good, 0 inaccuracy, 0 mistake, 1 blunder")
    assert summary[1].startswith("black: 1 best") and summary[1].endswith("accuracy 100.0")


def test_a_forced_action_is_marked_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start = "standard 5 ...../...../..W../W..../BW... b move 0 0 0"
    out = review(tmp_path, record_text(start, "1. black pass"), capsys)
    assert "1. black pass {forced}" in out.splitlines()


def test_a_broken_record_is_refused_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("Rules: chess\n", encoding="utf-8")
    assert main([str(path), "--quiet"]) == 1
    assert "line 1" in capsys.readouterr().err


def test_the_command_runs_as_a_module(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text(KNOWN["captures and resets the stall count"][0], encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "seega.protocol.review", str(path), "--movetime", "50"],
        cwd=PROJECT_DIR,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "1. white c1-c2xb2 {" in done.stdout and "actions in" in done.stderr


def test_every_action_of_a_typical_game_is_judged(capsys: pytest.CaptureFixture[str]) -> None:
    typical = PROJECT_DIR / "tests" / "review" / "typical-standard-5.txt"
    assert main([str(typical), "--depth", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    verdicts = re.findall(r"\{(best|good|inaccuracy|mistake|blunder|forced)[;}]", out)
    assert len(verdicts) == 95


@posix_only
@pytest.mark.timeout(30)
def test_a_fifo_or_a_device_is_refused_at_once(tmp_path: Path) -> None:
    """The command reads through the guarded path: a FIFO named as the record never blocks."""
    os.mkfifo(tmp_path / "pipe.txt")
    for target in (tmp_path / "pipe.txt", Path("/dev/zero")):
        done = subprocess.run(
            [sys.executable, "-m", "seega.protocol.review", str(target)],
            cwd=PROJECT_DIR,
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
        assert done.returncode != 0 and "not a regular file" in done.stderr
