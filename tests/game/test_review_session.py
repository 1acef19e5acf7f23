"""The review scene's model: stepping, and the analysis in the worker filling in."""

from __future__ import annotations

from pathlib import Path

from seega.core import legal_actions
from seega.game.review_session import PACE_ANSWERS, PACE_WINDOW, ReviewSession, line_so_far
from seega.game.worker import InlineThinker
from seega.review.analysis import ReviewSettings
from tests.review.records import KNOWN, line_of

SETTINGS = ReviewSettings(depth=3, movetime_ms=None)
TYPICAL = Path(__file__).resolve().parents[1] / "review" / "typical-standard-5.txt"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def session_of(name: str, **options: object) -> ReviewSession:
    return ReviewSession(line_of(KNOWN[name][0]), InlineThinker(), SETTINGS, **options)  # type: ignore[arg-type]


def test_the_model_judges_the_known_blunder_and_names_the_better_action() -> None:
    done = []
    session = session_of("misses a free capture of three", on_complete=done.append)
    session.start()
    assert session.running and session.share_done == 0.0
    session.update()
    assert session.complete and not session.running and done == [session.review]
    judged = session.judged
    assert judged is not None and judged.verdict == "blunder"
    assert session.better is not None and session.better.notation(5) == "e1-e2"


def test_analysis_fills_in_one_action_at_a_time() -> None:
    session = session_of("leaves three pieces to be taken")
    session.start()
    session.update()
    assert session.share_done == 0.5
    session.update()
    assert session.complete and session.seconds_left == 0.0
    assert [judged.verdict for judged in session.review.judged] == ["blunder", "best"]


def _answers(session: ReviewSession, clock: Clock, seconds: list[float]) -> None:
    """Let the worker answer once per entry, each taking that long."""
    for spent in seconds:
        clock.now += spent
        session.update()


def test_the_time_left_waits_for_a_pace_and_weighs_each_position_s_work() -> None:
    """The first answer waits for the worker to start, and a full-handed placement costs
    several times a late step: a flat pace from the start promised about 181 s for a review
    of about 60 s, and one slow answer on a busy machine 116 s. The pace starts at the first
    answer, is told only after PACE_ANSWERS more, and the rest is weighed by the number of
    legal actions of each position."""
    clock = Clock()
    line = line_of(TYPICAL.read_text(encoding="utf-8"))
    session = ReviewSession(line, InlineThinker(), SETTINGS, clock=clock)
    session.start()
    _answers(session, clock, [5.0])  # the worker starting, then the first judgement
    _answers(session, clock, [0.5] * (PACE_ANSWERS - 1))
    assert session.seconds_left is None
    _answers(session, clock, [0.5])
    judged = PACE_ANSWERS + 1
    work = [len(legal_actions(line.played_at(i).before)) for i in range(line.cursor)]
    expected = 0.5 * PACE_ANSWERS / sum(work[1:judged]) * sum(work[judged:])
    assert session.seconds_left is not None
    assert abs(session.seconds_left - expected) < 1e-9
    session.stop()
    clock.now += 100.0  # stopped: no time counts
    session.start()
    assert abs(session.seconds_left - expected) < 1e-9


def test_a_slow_spell_passes_out_of_the_pace() -> None:
    clock = Clock()
    line = line_of(TYPICAL.read_text(encoding="utf-8"))
    session = ReviewSession(line, InlineThinker(), SETTINGS, clock=clock)
    session.start()
    _answers(session, clock, [5.0] + [4.0] * 8)  # a busy spell
    slow = session.seconds_left
    _answers(session, clock, [0.1] * PACE_WINDOW)  # the machine is free again
    judged = len(session.review.judged)
    work = [len(legal_actions(line.played_at(i).before)) for i in range(line.cursor)]
    window = sum(work[judged - PACE_WINDOW : judged])
    expected = 0.1 * PACE_WINDOW / window * sum(work[judged:])
    assert slow is not None and session.seconds_left is not None
    assert abs(session.seconds_left - expected) < 1e-9 and session.seconds_left < slow / 10


def test_a_stopped_analysis_asks_nothing_more_and_resumes() -> None:
    session = session_of("leaves three pieces to be taken")
    thinker = session.thinker
    assert isinstance(thinker, InlineThinker)
    session.start()
    session.stop()
    session.update()  # the answer in flight is dropped
    assert session.review.judged == [] and thinker.submitted == 1
    session.start()
    session.update()
    session.update()
    assert session.complete


def test_a_stored_review_is_used_at_once() -> None:
    first = session_of("leaves three pieces to be taken")
    first.start()
    first.update()
    first.update()
    again = session_of("leaves three pieces to be taken", stored=first.review.judged)
    assert again.complete and again.share_done == 1.0


def test_stepping_stays_within_the_game() -> None:
    session = session_of("leaves three pieces to be taken")
    session.step(-1)
    assert session.cursor == 0 and session.played is not None
    session.go_to(99)
    assert session.cursor == 2 and session.played is None and session.judged is None
    assert session.state.outcome is None


def test_a_game_in_progress_is_copied_not_shared() -> None:
    line = line_of(KNOWN["leaves three pieces to be taken"][0])
    line.go_to(1)
    copy = line_so_far(line)
    assert copy.cursor == 1 and len(copy.actions) == 1
    copy.play(line.actions[1])
    assert line.cursor == 1
