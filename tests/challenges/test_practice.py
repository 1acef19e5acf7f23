"""A player's mistake made into a challenge: proved with one answer that is not the action
played, passed by the verifier, dropped when its proof would exceed the budget."""

from seega.challenges.goals import GoalKind
from seega.challenges.practice import is_personal, practice_challenge
from seega.challenges.verify import turn_words, verify
from seega.core import legal_actions, parse_action
from seega.storage.catalogue import load_challenges

SHIPPED = {challenge.id: challenge for challenge in load_challenges()[0]}


def answer_of(challenge):
    return turn_words(challenge.solution[0]["play"])[0]


def a_wrong_action(challenge):
    """A legal first action of the shipped challenge that its solution does not begin with."""
    start = challenge.start_state()
    answers = {parse_action(turn_words(e["play"])[0], start.size) for e in challenge.solution}
    return start, next(a for a in legal_actions(start) if a not in answers)


def test_a_missed_defence_becomes_a_keep_challenge_with_the_one_answer():
    lesson = SHIPPED["standard-5-keep-1"]
    start, wrong = a_wrong_action(lesson)
    made = practice_challenge(start, wrong, "review, turn 3: d4-d3 (blunder)")
    assert made is not None and is_personal(made) and verify(made) == []
    assert made.goal.kind is GoalKind.KEEP and answer_of(made) == answer_of(lesson)
    assert made.source == "review, turn 3: d4-d3 (blunder)"
    again = practice_challenge(start, wrong, "another review")
    assert again is not None and again.id == made.id  # the same mistake, the same id


def test_a_missed_capture_becomes_a_capture_challenge():
    lesson = SHIPPED["standard-5-capture-1"]
    start, wrong = a_wrong_action(lesson)
    made = practice_challenge(start, wrong, "review")
    assert made is not None and verify(made) == []
    assert made.goal == lesson.goal and answer_of(made) == answer_of(lesson)


def test_the_action_played_is_never_the_answer():
    lesson = SHIPPED["standard-5-capture-1"]
    start = lesson.start_state()
    best = parse_action(answer_of(lesson), start.size)
    made = practice_challenge(start, best, "review")
    assert made is None or answer_of(made) != answer_of(lesson)


def test_a_proof_larger_than_the_budget_is_not_kept():
    lesson = SHIPPED["standard-5-keep-1"]
    start, wrong = a_wrong_action(lesson)
    assert practice_challenge(start, wrong, "review", budget=0) is None
