"""The review runs in the computer's worker: Judge requests, and answers kept apart by kind."""

from __future__ import annotations

import time

from seega.core import parse_action, parse_position
from seega.game.worker import Choose, Chosen, InlineThinker, Judge, Judgement, ProcessThinker

from .records import ROW_TO_TAKE


def judge_request(request_id: int) -> Judge:
    return Judge(request_id, parse_position(ROW_TO_TAKE), parse_action("a5-a4", 5), depth=3)


def test_a_judge_request_answers_a_judgement() -> None:
    thinker = InlineThinker()
    thinker.submit(judge_request(1))
    (got,) = thinker.poll(Judgement)
    assert isinstance(got, Judgement) and got.judged.verdict == "blunder"


def test_answers_of_one_kind_wait_for_their_own_caller() -> None:
    thinker = InlineThinker()
    thinker.submit(judge_request(1))
    thinker.submit(Choose(2, parse_position(ROW_TO_TAKE), "easy", seed=1))
    assert [got.id for got in thinker.poll(Chosen)] == [2]
    assert [got.id for got in thinker.poll(Judgement)] == [1]
    assert thinker.poll(Judgement) == []


def test_the_worker_process_judges() -> None:
    thinker = ProcessThinker()
    try:
        thinker.submit(judge_request(7))
        answers = []
        while not answers:  # as long as the process takes (the hang guard ends a hang)
            answers = thinker.poll(Judgement)
            time.sleep(0.005)
        assert isinstance(answers[0], Judgement)
        assert answers[0].judged.better == "e1-e2xd2xc2xb2"
    finally:
        thinker.close()
