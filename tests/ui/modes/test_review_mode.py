"""Review mode: a record reviewed in the real scene, stepped through, measured, then it ends."""

import argparse
from pathlib import Path

from seega.review.analysis import ReviewSettings
from seega.ui.modes import review_mode
from seega.ui.scenes import review
from tests.ui.scenes.game_helpers import quick_computer, seeded_random

TYPICAL = Path(__file__).resolve().parents[2] / "review" / "typical-standard-5.txt"


class FastClock:
    """Every frame is 100 ms long and nothing waits."""

    def tick(self, fps):
        return 100

    def busy_ms(self):
        return 1


def review_args(*extra):
    parser = argparse.ArgumentParser()
    review_mode.add_arguments(parser)
    return parser.parse_args([*extra])


def test_review_mode_analyses_a_whole_game_and_reports(harness, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(review, "SETTINGS", ReviewSettings(depth=2, movetime_ms=None))
    with quick_computer(harness.context, seeded_random):
        args = review_args("--review", str(TYPICAL), "--review-shots", str(tmp_path / "shots"))
        status = review_mode.run_review(args, harness.context, harness.display, FastClock())
    out = capsys.readouterr().out
    assert status == 0
    assert "Review: standard 5×5, 95 actions, depth 2" in out and "not finished" not in out
    assert "Frame times while analysing: frames" in out
    shots = sorted(path.name for path in (tmp_path / "shots").iterdir())
    assert shots == ["review_complete.png", "review_running.png"]


def test_a_file_that_is_not_a_record_is_refused(harness, tmp_path, capsys):
    path = tmp_path / "x.txt"
    path.write_text("nonsense\n", encoding="utf-8")
    args = review_args("--review", str(path))
    assert review_mode.run_review(args, harness.context, harness.display, FastClock()) == 1
    assert "x.txt" in capsys.readouterr().out
