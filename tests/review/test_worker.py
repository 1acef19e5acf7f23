"""The review runs in the computer's worker: JUDGE requests, and answers kept apart by kind."""

from __future__ import annotations

import time

from seega.core import parse_action, parse_position
from seega.game.worker import CHOOSE, JUDGE, InlineThinker, ProcessThinker, Request

from .records import ROW_TO_TAKE


def judge_request(request_id: int) -> Request:
    state = parse_position(ROW_TO_TAKE)
    return Request(
        request_id, state, "hard", None, kind=JUDGE, played=parse_action("a5-a4", 5), depth=3
    )


def test_a_judge_request_answers_a_judgement() -> None:
    thinker = InlineThinker()
    thinker.submit(judge_request(1))
    (got,) = thinker.poll(JUDGE)
    assert got.judged is not None and got.judged.verdict == "blunder" and got.error is None


def test_answers_of_one_kind_wait_for_their_own_caller() -> None:
    thinker = InlineThinker()
    thinker.submit(judge_request(1))
    thinker.submit(Request(2, parse_position(ROW_TO_TAKE), "easy", seed=1))
    assert [got.id for got in thinker.poll(CHOOSE)] == [2]
    assert [got.id for got in thinker.poll(JUDGE)] == [1]
    assert thinker.poll(JUDGE) == []


def test_the_worker_process_judges() -> None:
    thinker = ProcessThinker()
    try:
        thinker.submit(judge_request(7))
        answers = []
        while not answers:  # as long as the process takes (the hang guard ends a hang)
            answers = thinker.poll(JUDGE)
            time.sleep(0.005)
        assert answers[0].judged is not None
        assert answers[0].judged.better == "e1-e2xd2xc2xb2"
    finally:
        thinker.close()
