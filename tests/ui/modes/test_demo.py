"""Demo mode: the computer plays itself through the real scenes, then the demo ends."""

import argparse

from seega.game.worker import InlineThinker
from seega.ui.modes import demo
from tests.ui.scenes.game_helpers import quick_computer, seeded_random


class FastClock:
    """Every frame is 100 ms long and nothing waits."""

    def tick(self, fps):
        return 100

    def busy_ms(self):
        return 1


def demo_args(**changes):
    args = argparse.ArgumentParser()
    demo.add_arguments(args)
    parsed = args.parse_args(["--demo", "--white", "easy", "--black", "medium"])
    for name, value in changes.items():
        setattr(parsed, name, value)
    return parsed


def test_the_demo_plays_to_the_end_saves_screenshots_and_reports(
    harness, tmp_path, monkeypatch, capsys
):
    with quick_computer(harness.context, seeded_random):
        args = demo_args(screenshots=tmp_path / "shots", seed=4)
        status = demo.run_demo(args, harness.context, harness.display, FastClock())
    out = capsys.readouterr().out
    assert status == 0
    assert "easy vs medium" in out and "not finished" not in out
    assert "Frame times: frames" in out and "While the computer thought" in out
    shots = sorted(path.name for path in (tmp_path / "shots").iterdir())
    assert shots == ["capture.png", "game_over.png", "movement.png", "placement.png"]
    assert harness.context.storage.saves.slots() == []  # demo games are not saved


def test_the_demo_stops_after_max_seconds(harness, tmp_path, capsys):
    harness.context.computer.use(InlineThinker(seeded_random))
    try:
        args = demo_args(max_seconds=1.0)
        assert demo.run_demo(args, harness.context, harness.display, FastClock()) == 0
    finally:
        harness.context.computer.close()
    assert "not finished" in capsys.readouterr().out


def test_a_size_the_rule_set_does_not_have_is_refused(harness, tmp_path, capsys):
    args = demo_args(ruleset="sija", size=5)
    assert demo.run_demo(args, harness.context, harness.display, FastClock()) == 2
    assert "sija is played on sizes 7" in capsys.readouterr().out
