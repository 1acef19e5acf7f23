"""The position string of docs/position.md: round trips, and readable errors for bad text."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from seega.core import (
    RULESETS,
    PositionError,
    apply_action,
    format_position,
    legal_actions,
    new_game,
    parse_position,
)

GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]
START_5 = "WBWBW/BWBWB/WB.BW/BWBWB/WBWBW"
GOOD = f"standard 5 {START_5} w move 0 0 0"


def random_state(rules: str, size: int, seed: int, actions: int):
    """The state after up to `actions` random legal actions from a new game."""
    rng = random.Random(seed)
    state = new_game(rules, size)
    for _ in range(actions):
        if state.outcome is not None:
            break
        state, _ = apply_action(state, rng.choice(legal_actions(state)))
    return state


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 2**32 - 1),
    actions=st.integers(0, 400),
)
def test_format_parse_round_trip(game, seed, actions):
    state = random_state(*game, seed, actions)
    text = format_position(state)
    again = parse_position(text)
    assert again == state
    assert hash(again) == hash(state)
    assert format_position(again) == text
    assert legal_actions(again) == legal_actions(state)


def test_example_of_the_protocol():
    state = parse_position(GOOD)
    assert format_position(state) == GOOD
    assert state.board[state.geometry.centre] == 0
    assert state.count(1) == state.count(2) == 12


def test_extra_spaces_are_tolerated():
    assert parse_position("  standard   5 " + START_5 + "  w move 0 0 0 \n") == parse_position(GOOD)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "at least 8 fields"),
        ("standard 5 " + START_5 + " w move 0 0", "QUIET), got 7"),
        (GOOD.replace("standard", "chess"), "unknown rule set 'chess'"),
        (GOOD.replace(" 5 ", " five "), "SIZE must be a whole number"),
        (GOOD.replace(" 5 ", " 6 "), "not played on a 6×6 board"),
        (GOOD.replace("standard", "seejeh").replace(" 5 ", " 9 "), "seejeh is not played on a 9"),
        (GOOD.replace(" 5 ", " 7 "), "7 rows of 7 characters"),
        (GOOD.replace("WBWBW/BWBWB/", "WBWBW/BWBW/"), "5 rows of 5 characters"),
        (GOOD.replace("WBWBW/BWBWB/", "WBWBWBWBWB/"), "5 rows of 5 characters"),
        (GOOD.replace("WB.BW", "WBxBW"), "only W, B and '.', not 'x'"),
        (GOOD.replace("WB.BW", "wb.bw"), "only W, B and '.'"),
        (GOOD.replace(" w move", " white move"), "TO_MOVE must be w or b"),
        (GOOD.replace(" move ", " moving "), "PHASE must be place or move"),
        (GOOD.replace("move 0 0 0", "move -1 0 0"), "WHITE_HAND must be a whole number"),
        (GOOD.replace("move 0 0 0", "move 0 0 x"), "QUIET must be a whole number"),
        ("standard 5 ...../...../...../...../W...B w move 0 2 0", "both hands must be empty"),
        (GOOD.replace("WB.BW", "WBWBW"), "white has 13 pieces"),
        (f"standard 5 {START_5} b place 0 3 0", "black has 15 pieces"),
        ("standard 5 ...../...../...../...../..... w place 0 0 0", "still have pieces in hand"),
        ("standard 5 ...../...../...../...../..... w place 0 2 0", "side to place has no"),
        ("standard 5 ...../...../..W../...../..... w place 11 12 0", "nobody places on the centre"),
        ("standard 5 ...../...../...../...../W.... w place 11 12 0 placed=2", "placed=0 or 1"),
        (GOOD + " colour=red", "unknown field(s): colour"),
        (GOOD + " chain", "key=value, not 'chain'"),
        (GOOD + " =a1", "key=value"),
        (GOOD + " steps=1,2 steps=1,2", "'steps' is given twice"),
        (GOOD + " steps=1", "two numbers"),
        (GOOD + " ate=1,x", "ate must be a whole number"),
        (GOOD + " chain=z9", "'z9' is not a cell of the 5×5 board"),
        (GOOD + " chain=a2", "chain names a cell without a piece of the side to move"),
        (GOOD + " duty=sleep", "duty must be one of"),
        (GOOD + " first=c2", "'first' is only used"),
        (GOOD + " result=green:stall", "result must be white, black or draw"),
        (GOOD + " result=white:luck", "result reason must be one of"),
        (GOOD.replace("standard", "seejeh") + " history=a1:a1a2a2", "history entries are like"),
        (GOOD.replace("standard", "seejeh") + " history=a1", "history entries are like"),
        (GOOD.replace("standard", "sija").replace(" 5 ", " 7 "), "7 rows of 7"),
        (GOOD + " pending=a1,b1,a2", "pending=... goes with duty=ransom"),
        (GOOD.replace("standard", "lane") + " duty=free", "duty=free needs first=CELL"),
        # optional fields the rule set cannot have
        (GOOD + " chain=a1", "standard has no chain captures"),
        (GOOD + " duty=remove", "duty=remove does not exist in standard"),
        (GOOD + " duty=open", "duty=open does not exist in standard"),
        (GOOD + " history=a1:a1a2a2a1", "standard has no repetition limit"),
        (GOOD + " offered=1", "standard has no end by agreement"),
        (GOOD + " duty=offer", "no end by agreement"),
        (GOOD + " placed=1", "placed=... belongs to the placement phase"),
        (GOOD.replace("standard", "lane") + " chain=a1 duty=open", "duty=open does not exist"),
        (GOOD.replace("standard", "traditional") + " chain=a1 duty=open", "duty and a chain"),
    ],
)
def test_malformed_positions_raise_readable_errors(text, message):
    with pytest.raises(PositionError) as error:
        parse_position(text)
    assert message in str(error.value)


def test_errors_are_value_errors():
    assert issubclass(PositionError, ValueError)


def test_a_ransom_must_name_the_right_pieces():
    base = "sija 7 BW...../W....../......./......./......./......./...WWWB w move 0 0 0"
    with pytest.raises(PositionError, match="three cells"):
        parse_position(base + " duty=ransom pending=a7,b7")
    with pytest.raises(PositionError, match="asker's piece"):
        parse_position(base + " duty=ransom pending=b7,a7,a6")
    pending = parse_position(base + " duty=ransom pending=a7,b7,a6")
    assert {a.kind for a in legal_actions(pending)} == {"accept", "refuse"}


# ---------------------------------------------------------------------------------------------
# Bugs found while writing these tests, kept as regressions


def test_odd_digits_raise_position_error():
    with pytest.raises(PositionError):
        parse_position(GOOD.replace(" 5 ", " ² "))


def test_offered_accepts_only_0_or_1():
    with pytest.raises(PositionError):
        parse_position(GOOD.replace("standard", "seejeh") + " offered=yes")


@pytest.mark.parametrize(
    "text",
    [
        # nothing is captured during placement: board + hand must be the full set (§1)
        "standard 5 ...../...../...../...../..... w place 3 3 0",
        # white places first, two at a time: equal hands mean white is to place (§1)
        "standard 5 ...../...../...../...../..... b place 12 12 0",
    ],
)
def test_impossible_placement_positions_are_refused(text):
    with pytest.raises(PositionError):
        parse_position(text)
