"""Sija extras (docs/rules.md §7), think time, resignation, and the score shown at the end."""

from __future__ import annotations

import pytest

from seega.core import (
    BLACK,
    RULESETS,
    WHITE,
    Action,
    IllegalActionError,
    Reason,
    apply_action,
    is_legal,
    legal_actions,
    new_game,
    parse_position,
)
from seega.core.actions import RESIGN, TIMEOUT
from seega.core.score import final_scores

from .diagrams import captured, cells, play, setup

# White d3-d4 captures the run of two e4 f4 (g4 anvil) under sija.
SIJA_DUEL = """
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . B B W
    . . . W . . .
    . . . . . . .
    B . . . . . .
"""


def test_sija_score_example_of_seed_004():
    """Winner ate 24, lost 10, 30 minutes, 60 steps → 226 (docs/rules.md §7)."""
    text = (
        "sija 7 WWWWWWW/WWWWWWW/......./......./......./......./....... b move 0 0 3 "
        "steps=60,55 ate=24,10 result=white:capture"
    )
    state = parse_position(text)
    white, black = final_scores(state, 30)
    assert white == 226
    assert black == -100 + 4 * 10 - 2 * 24 + 55 + 30


def test_pieces_rule_sets_score_pieces_on_the_board():
    state = setup("standard", SIJA_DUEL.replace("B B W", "B . W"), BLACK)
    assert final_scores(state, 12) == (state.count(WHITE), state.count(BLACK))


def test_sija_score_counts_steps_and_captures_of_a_real_game():
    state = setup("sija", SIJA_DUEL, steps="3,4", ate="1,2")
    state, _ = play(state, "d3-d4")
    assert state.outcome is not None and state.outcome.winner == WHITE
    assert state.ate == (3, 2) and state.steps == (4, 4)
    white, black = final_scores(state, 5)
    assert white == 240 + 4 * 3 - 2 * 2 - 5 - 4
    assert black == -100 + 4 * 2 - 2 * 3 + 4 + 5


def test_sija_loses_at_one_piece():
    state, events = play(setup("sija", SIJA_DUEL), "d3-d4")
    assert captured(events) == cells(state, "e4 f4")
    assert state.count(BLACK) == 1
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.CAPTURE)


def test_sija_game_goes_on_at_two_pieces():
    state, _ = play(setup("sija", SIJA_DUEL.replace("B . . . . . .", "B B . . . . .")), "d3-d4")
    assert state.count(BLACK) == 2 and state.outcome is None


def test_other_rule_sets_go_on_at_one_piece():
    state, _ = play(setup("standard", SIJA_DUEL), "d3-d4")
    assert state.count(BLACK) == 1 and state.outcome is None


def test_sija_position_with_one_piece_is_already_over():
    state = setup("sija", SIJA_DUEL.replace("B B W", ". . W"))
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.CAPTURE)


# ---------------------------------------------------------------------------------------------
# Think time and resignation

SMALL_DUEL = """
    . . . . B
    . . . . .
    . . . . .
    . . . . B
    W W . . .
"""


@pytest.mark.parametrize("to_move", [WHITE, BLACK])
def test_sija_timeout_loses(to_move):
    state = setup("sija", SIJA_DUEL, to_move)
    assert is_legal(state, Action(TIMEOUT))
    assert Action(TIMEOUT) not in legal_actions(state), "recorded by the game, not chosen"
    state, events = apply_action(state, Action(TIMEOUT))
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (3 - to_move, Reason.TIMEOUT)
    assert events[-1].kind == "ended"


def test_sija_timeout_during_placement_loses():
    state, _ = play(new_game("sija"), "@a1")
    state, _ = apply_action(state, Action(TIMEOUT))
    assert state.outcome is not None and state.outcome.winner == BLACK


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane", "seejeh"])
def test_no_timeout_without_think_time(rules):
    state = new_game(rules)
    assert not is_legal(state, Action(TIMEOUT))
    with pytest.raises(IllegalActionError, match="think time"):
        apply_action(state, Action(TIMEOUT))


@pytest.mark.parametrize("rules", list(RULESETS))
def test_resign_loses_at_any_time(rules):
    placing = new_game(rules)
    state, _ = apply_action(placing, Action(RESIGN))
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (BLACK, Reason.RESIGN)
    moving = setup(rules, SIJA_DUEL if rules == "sija" else SMALL_DUEL, BLACK)
    state, _ = apply_action(moving, Action(RESIGN))
    assert state.outcome is not None
    assert (state.outcome.winner, state.outcome.reason) == (WHITE, Reason.RESIGN)
    assert is_legal(moving, Action(RESIGN)) and Action(RESIGN) not in legal_actions(moving)


def test_nothing_is_legal_once_the_game_is_over():
    state, _ = apply_action(new_game("sija"), Action(RESIGN))
    assert not is_legal(state, Action(RESIGN))
    with pytest.raises(IllegalActionError, match="over"):
        apply_action(state, Action(RESIGN))
