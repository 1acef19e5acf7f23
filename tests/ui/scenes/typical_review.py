"""The typical game kept in the tests, reviewed in the window up to just after its blunder."""

from pathlib import Path

from seega.core.line import GameLine
from seega.game.worker import InlineThinker
from seega.review.analysis import ReviewSettings
from seega.ui.play import flow
from seega.ui.scenes import review
from seega.ui.scenes.review import ReviewScene
from tests.ui.scenes.game_helpers import first_legal, wait_until

TYPICAL = Path(__file__).resolve().parents[2] / "review" / "typical-standard-5.txt"
BLUNDER = 21  # Light's @c2, the second placement of turn 11


def review_after_the_blunder(harness, monkeypatch, players, placed_by_computer=frozenset()):
    """The review scene on top, its analysis complete: searched as the window searches
    (depth 5), without a clock so every run is the same. `players` are the record's seats;
    `placed_by_computer` the placements the computer made for the person."""
    monkeypatch.setattr(review, "SETTINGS", ReviewSettings(depth=5, movetime_ms=None))
    flow.use_thinker(InlineThinker(first_legal), delay_ms=0)
    line = GameLine.from_record_text(TYPICAL.read_text(encoding="utf-8"))
    line.go_to(BLUNDER + 1)
    scene = ReviewScene(harness.context, line, players, None, placed_by_computer)
    harness.start(scene)
    wait_until(harness, lambda: scene.session.complete)
    return scene
