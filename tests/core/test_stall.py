"""The stall rule (docs/rules.md §2): plies without a capture or removal, then the count."""

from __future__ import annotations

import random

import pytest

from seega.core import BLACK, RULESETS, WHITE, Reason, apply_action, legal_actions, new_game

from .diagrams import play, setup

STALL_PLIES = {"standard": 50, "traditional": 50, "lane": 50, "seejeh": 100, "sija": 100}


def quiet_board(size: int, whites: int, blacks: int) -> str:
    """White pieces on every other cell of row 1, black ones on row N: no capture in reach."""
    rows = [["."] * size for _ in range(size)]
    for k in range(whites):
        rows[-1][2 * k] = "W"
    for k in range(blacks):
        rows[0][2 * k] = "B"
    return "\n".join("".join(row) for row in rows)


@pytest.mark.parametrize("rules", list(RULESETS))
def test_stall_limit_per_rule_set(rules):
    assert RULESETS[rules].stall_plies == STALL_PLIES[rules]


@pytest.mark.parametrize("rules", list(RULESETS))
def test_the_last_quiet_ply_ends_the_game_by_count(rules):
    size = RULESETS[rules].default_size
    limit = STALL_PLIES[rules]
    diagram = quiet_board(size, 3, 2)
    going, _ = play(setup(rules, diagram, quiet=limit - 2), "a1-a2")
    assert going.outcome is None and going.quiet == limit - 1
    ended, events = play(setup(rules, diagram, quiet=limit - 1), "a1-a2")
    assert ended.outcome is not None
    assert (ended.outcome.winner, ended.outcome.reason) == (WHITE, Reason.STALL)
    assert events[-1].kind == "ended"


@pytest.mark.parametrize(
    ("whites", "blacks", "winner"), [(3, 2, WHITE), (2, 3, BLACK), (2, 2, None)]
)
def test_count_more_pieces_wins_equal_is_a_draw(whites, blacks, winner):
    ended, _ = play(setup("standard", quiet_board(5, whites, blacks), quiet=49), "a1-a2")
    assert ended.outcome is not None
    assert ended.outcome.winner == winner
    assert ended.outcome.result == {WHITE: "white", BLACK: "black", None: "draw"}[winner]


def test_steps_of_either_side_count():
    state = setup("standard", quiet_board(5, 2, 2))
    state, _ = play(state, "a1-a2")
    assert state.quiet == 1
    state, _ = play(state, "a5-a4")
    assert state.quiet == 2


def test_passes_do_not_count():
    state = setup("standard", "BW...\nW....\n.....\n.....\n....W", BLACK, quiet=4)
    state, _ = play(state, "pass", "e1-e2", "pass")
    assert state.quiet == 5


def test_placements_do_not_count():
    rng = random.Random(3)
    state = new_game("standard", 5)
    while state.phase == "place":
        state, _ = apply_action(state, rng.choice(legal_actions(state)))
        assert state.quiet == 0


def test_a_capture_resets_the_counter():
    state = setup("standard", "B....\n.....\n.....\nB....\n.W...", quiet=30)
    state, _ = play(state, "b1-a1")
    assert state.quiet == 30 + 1, "no capture yet"
    state = setup("standard", "B....\n.....\nW....\nB....\n.W...", quiet=30)
    state, events = play(state, "b1-a1")
    assert any(e.kind == "captured" for e in events)
    assert state.quiet == 0


def test_removals_reset_the_counter():
    seejeh = setup("seejeh", "BW.WB\nW...W\n.....\n.....\n....W", BLACK, quiet=60)
    seejeh, _ = play(seejeh, "xa5")
    assert seejeh.quiet == 0
    lane = setup(
        "lane",
        "BBBBW\nBBBWW\nBB.WW\nBWWWW\nBBWWW",
        steps="0,0",
        quiet=3,
    )
    lane, _ = play(lane, "c2-c3")
    assert lane.quiet == 4
    lane, _ = play(lane, "xc1")
    assert lane.quiet == 0


def test_a_stall_ends_a_game_of_random_steps():
    """A lone piece each can never capture: the counter ends the game at exactly the limit."""
    state = setup("standard", quiet_board(5, 1, 1))
    rng = random.Random(11)
    plies = 0
    while state.outcome is None:
        state, _ = apply_action(state, rng.choice(legal_actions(state)))
        plies += 1
    assert plies == STALL_PLIES["standard"]
    assert (state.outcome.winner, state.outcome.reason) == (None, Reason.STALL)
