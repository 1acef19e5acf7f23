"""Chain captures (docs/rules.md §4): none, same piece (traditional), any piece (lane, seejeh)."""

from __future__ import annotations

import pytest

from seega.core import BLACK, WHITE, IllegalActionError, apply_action, format_position

from .diagrams import act, captured, cells, legal_texts, play, setup

# a1-a2 captures b2 (b2 between a2 and c2) under every shape. Afterwards:
#   a2-b2 captures b3 (b3 between b2 and b4): the same piece again;
#   c2-b2 captures b3 too, and e1-e2 captures d2: other pieces.
#   a2-a3, a2-a1, b4-a4, ... capture nothing.
CHAIN_BOARD = """
    . . . B .
    . W . . .
    . B . . .
    . B W B .
    W . . . W
"""
CHAIN_BOARD_7 = """
    . . . . . . .
    . . . . . . .
    . . . B . . .
    . W . . . . .
    . B . . . . .
    . B W B . . .
    W . . . W . .
"""


def start(rules):
    return setup(rules, CHAIN_BOARD_7 if rules == "sija" else CHAIN_BOARD)


@pytest.mark.parametrize("rules", ["standard", "sija"])
def test_no_chain_the_turn_passes_after_a_capture(rules):
    state, events = play(start(rules), "a1-a2")
    assert captured(events) == cells(state, "b2")
    assert state.to_move == BLACK
    assert state.chain == -1
    assert "end" not in legal_texts(state)
    assert not any(e.kind == "chain" for e in events)


def test_same_piece_chain_offers_only_that_pieces_captures():
    state, events = play(start("traditional"), "a1-a2")
    assert state.to_move == WHITE
    assert state.chain == state.geometry.parse("a2")
    assert legal_texts(state) == {"a2-b2", "end"}
    assert [e.kind for e in events] == ["moved", "captured", "chain"]
    assert "chain=a2" in format_position(state)


@pytest.mark.parametrize("rules", ["lane", "seejeh"])
def test_any_piece_chain_offers_every_capturing_step(rules):
    state, _ = play(start(rules), "a1-a2")
    assert state.to_move == WHITE
    assert legal_texts(state) == {"a2-b2", "c2-b2", "e1-e2", "end"}


@pytest.mark.parametrize("rules", ["traditional", "lane", "seejeh"])
def test_non_capturing_steps_are_never_part_of_a_chain(rules):
    state, _ = play(start(rules), "a1-a2")
    for quiet_step in ("a2-a3", "a2-a1", "b4-a4", "c2-c1"):
        assert quiet_step not in legal_texts(state)
        with pytest.raises(IllegalActionError):
            apply_action(state, act(state, quiet_step))


@pytest.mark.parametrize("rules", ["traditional", "lane", "seejeh"])
def test_end_stops_the_chain(rules):
    chained, _ = play(start(rules), "a1-a2")
    state, events = play(chained, "end")
    assert state.to_move == BLACK
    assert state.chain == -1
    assert state.board == chained.board
    assert captured(events) == set()


def test_same_piece_chain_ends_by_itself_when_nothing_more_captures():
    state, events = play(start("traditional"), "a1-a2", "a2-b2")
    assert captured(events) == cells(state, "b2 b3")
    assert state.to_move == BLACK, "the other piece's captures do not keep the chain alive"
    assert state.chain == -1


def test_any_piece_chain_goes_on_while_some_piece_captures():
    state, _ = play(start("lane"), "a1-a2", "a2-b2")
    assert state.to_move == WHITE
    assert legal_texts(state) == {"e1-e2", "end"}
    state, events = play(state, "e1-e2")
    assert captured(events) == cells(state, "d2")
    assert state.to_move == BLACK and state.chain == -1
    assert state.count(BLACK) == 1


def test_a_non_capturing_step_never_starts_a_chain():
    state, _ = play(start("lane"), "b4-a4")
    assert state.to_move == BLACK and state.chain == -1


def test_a_chain_position_round_trips():
    from seega.core import parse_position

    state, _ = play(start("seejeh"), "a1-a2")
    again = parse_position(format_position(state))
    assert again == state
    assert legal_texts(again) == {"a2-b2", "c2-b2", "e1-e2", "end"}
