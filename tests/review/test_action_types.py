"""Every type of action is judged (or marked forced), in every rule set."""

from __future__ import annotations

import random

import pytest

from seega.core import BLACK, RULESETS, legal_actions, new_game
from seega.core import actions as act
from seega.core.line import GameLine
from seega.review import CLASSES, GameReview, ReviewSettings, judge_action, review_line
from tests.core.diagrams import play, setup
from tests.core.test_blocked import SHUT_IN, SIJA_SHUT_IN, THREE_SHUT_IN

SHALLOW = ReviewSettings(depth=2, movetime_ms=None)


def random_line(rules: str, seed: int, actions: int = 160) -> GameLine:
    """A seeded game that favours the special actions (end, offer, answers) when legal."""
    rng = random.Random(seed)
    line = GameLine.starting_at(new_game(rules))
    while line.state.outcome is None and len(line.actions) < actions:
        legal = legal_actions(line.state)
        special = [a for a in legal if a.kind not in (act.PLACE, act.STEP)]
        line.play(rng.choice(special) if special and rng.random() < 0.5 else rng.choice(legal))
    return line


@pytest.mark.parametrize("rules", list(RULESETS))
def test_every_action_of_a_game_gets_a_verdict(rules: str) -> None:
    line = random_line(rules, seed=2)
    review = review_line(line, ReviewSettings(depth=1, movetime_ms=None))
    assert len(review.judged) == line.cursor
    for index, judged in enumerate(review.judged):
        one_way = len(legal_actions(line.states[index])) == 1
        assert (judged.verdict == "forced") == one_way


def test_chains_offers_and_answers_are_judged() -> None:
    line = random_line("seejeh", seed=2)
    kinds = {action.kind for action in line.actions}
    assert {act.END, act.OFFER, act.REFUSE, act.ACCEPT} <= kinds
    review = review_line(line, ReviewSettings(depth=1, movetime_ms=None))
    judged_kinds = {line.actions[j.index].kind for j in review.judged if j.verdict in CLASSES}
    assert {act.OFFER, act.REFUSE} <= judged_kinds
    # Accepting an offer ends the game by agreement: a result, in no class.
    (accepted,) = [j for j in review.judged if line.actions[j.index].kind == act.ACCEPT]
    assert accepted.verdict == "result" and not accepted.judged


def test_a_removal_with_a_choice_is_judged_and_the_last_one_is_forced() -> None:
    state = setup("seejeh", THREE_SHUT_IN, BLACK, quiet=7, history="e2:e2e3e3e2")
    assert judge_action(state, act.parse_action("xa5", 5), SHALLOW).verdict in CLASSES
    state, _ = play(state, "xa5", "xe5")
    assert [a.notation(5) for a in legal_actions(state)] == ["xe1"]
    assert judge_action(state, act.parse_action("xe1", 5), SHALLOW).verdict == "forced"


def test_a_ransom_request_and_its_answer_are_judged() -> None:
    state = setup("sija", SIJA_SHUT_IN, BLACK)
    request = act.parse_action("ransom g1:f7,g6", 7)
    judged = judge_action(state, request, SHALLOW)
    assert judged.verdict in CLASSES and judged.played.startswith("ransom g1:")
    asked, _ = play(state, "ransom g1:f7,g6")
    for answer in ("accept", "refuse"):
        assert judge_action(asked, act.word(answer), SHALLOW).verdict in CLASSES


def test_a_pass_with_no_choice_is_forced() -> None:
    state = setup("standard", SHUT_IN, BLACK)
    assert judge_action(state, act.word(act.PASS), SHALLOW).verdict == "forced"


def test_resigning_even_a_won_game_is_a_result_in_no_class() -> None:
    state = setup("standard", SHUT_IN, "w")  # White is far ahead
    judged = judge_action(state, act.word(act.RESIGN), SHALLOW)
    assert judged.verdict == "result" and judged.accuracy is None and not judged.judged
    assert judged.better is None and judged.after < 0  # the graph ends at the loss
    review = GameReview(SHALLOW, 1, [judged])
    assert review.summary(judged.side).accuracy is None
    assert all(review.summary(judged.side).counts[name] == 0 for name in CLASSES)
