"""Seejeh extras (docs/rules.md §6): the repetition limit and the end by agreement."""

from __future__ import annotations

import pytest

from seega.core import (
    BLACK,
    WHITE,
    Duty,
    IllegalActionError,
    Reason,
    apply_action,
    format_position,
    parse_position,
)

from .diagrams import act, captured, cells, legal_texts, play, setup

# White's a1 shuttles a1-a2 while black waits with a5 and e5; e1-e2 captures d2 (c2 anvil).
SHUTTLE = """
    B . . . B
    . . . . .
    . . . . .
    . . W B .
    W . . . W
"""
TWO_SHUTTLES = ["a1-a2", "e5-e4", "a2-a1", "e4-e5", "a1-a2", "a5-a4", "a2-a1", "a4-a5"]


def test_third_shuttle_is_forbidden():
    state, _ = play(setup("seejeh", SHUTTLE), *TWO_SHUTTLES)
    assert state.to_move == WHITE
    texts = legal_texts(state)
    assert "a1-a2" not in texts, "a1-a2, a2-a1, a1-a2, a2-a1 were that piece's last four steps"
    assert "a1-b1" in texts, "other steps of the piece stay legal"
    with pytest.raises(IllegalActionError):
        apply_action(state, act(state, "a1-a2"))


def test_two_shuttles_are_allowed():
    state, _ = play(setup("seejeh", SHUTTLE), *TWO_SHUTTLES[:6])
    assert "a2-a1" in legal_texts(state), "the fourth step back completes the second shuttle"


def test_the_limit_follows_the_piece_not_the_cells():
    moves = ["a1-a2", "e5-e4", "a2-a1", "e4-e5", "a1-b1", "a5-a4", "b1-a1", "a4-a5"]
    state, _ = play(setup("seejeh", SHUTTLE), *moves)
    assert {"a1-a2", "a1-b1"} <= legal_texts(state), "a1-a2, a2-a1, a1-b1, b1-a1 is no shuttle"


def test_other_rule_sets_have_no_repetition_limit():
    state, _ = play(setup("standard", SHUTTLE), *TWO_SHUTTLES)
    assert "a1-a2" in legal_texts(state)


def test_histories_clear_on_any_capture():
    state, _ = play(setup("seejeh", SHUTTLE), *TWO_SHUTTLES)
    assert state.shuttles
    state, events = play(state, "e1-e2")
    assert captured(events) == cells(state, "d2")
    assert state.shuttles == ()
    state, _ = play(state, "e5-e4")
    assert "a1-a2" in legal_texts(state)


def test_histories_round_trip_through_the_position_string():
    state, _ = play(setup("seejeh", SHUTTLE), *TWO_SHUTTLES)
    text = format_position(state)
    assert "history=" in text
    again = parse_position(text)
    assert again == state
    assert "a1-a2" not in legal_texts(again)


# ---------------------------------------------------------------------------------------------
# End by agreement

AHEAD = """
    B . . . .
    . . . . .
    . . . . .
    . . . . .
    W . . . W
"""


def test_offer_is_listed_on_a_turn_and_accepting_ends_by_count():
    state = setup("seejeh", AHEAD)
    assert "offer" in legal_texts(state)
    state, events = play(state, "offer")
    assert [e.kind for e in events] == ["offered"]
    assert state.to_move == BLACK and state.duty is Duty.ANSWER_OFFER
    assert legal_texts(state) == {"accept", "refuse"}
    assert parse_position(format_position(state)) == state
    state, _ = play(state, "accept")
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.AGREEMENT)


def test_agreement_with_equal_pieces_is_a_draw():
    state = setup("seejeh", AHEAD.replace("W . . . W", "W . . . ."), BLACK)
    state, _ = play(state, "offer", "accept")
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (None, Reason.AGREEMENT)


def test_refusing_goes_on_and_only_one_offer_per_turn():
    state, _ = play(setup("seejeh", AHEAD), "offer", "refuse")
    assert state.outcome is None
    assert state.to_move == WHITE and state.duty is Duty.NONE
    texts = legal_texts(state)
    assert "offer" not in texts and "a1-a2" in texts
    with pytest.raises(IllegalActionError):
        apply_action(state, act(state, "offer"))
    assert parse_position(format_position(state)) == state
    state, _ = play(state, "a1-a2")
    assert "offer" in legal_texts(state), "the opponent may offer on his own turn"
    state, _ = play(state, "a5-a4")
    assert "offer" in legal_texts(state), "and the first player again on his next turn"


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane"])
def test_no_offer_outside_seejeh(rules):
    state = setup(rules, AHEAD)
    assert "offer" not in legal_texts(state)
    with pytest.raises(IllegalActionError):
        apply_action(state, act(state, "offer"))
