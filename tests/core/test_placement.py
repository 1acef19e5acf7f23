"""The placement phase and the hand-over to movement (docs/rules.md §1, §2 "first to move")."""

from __future__ import annotations

import random

import pytest

from seega.core import (
    BLACK,
    EMPTY,
    MOVEMENT,
    PLACEMENT,
    RULESETS,
    WHITE,
    Duty,
    IllegalActionError,
    apply_action,
    legal_actions,
    new_game,
)
from seega.core.actions import PLACE, STEP, place

from .diagrams import act, legal_texts, setup

FIRST_MOVER = {
    "standard": WHITE,
    "traditional": BLACK,  # the last placer (its source: "the second player starts")
    "lane": WHITE,
    "seejeh": WHITE,
    "sija": WHITE,
}
ALL_GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]


def place_randomly(rules: str, size: int, seed: int):
    """Play the whole placement phase at random; the states and the placers in order."""
    rng = random.Random(seed)
    state = new_game(rules, size)
    placers, events = [], []
    while state.phase == PLACEMENT:
        action = rng.choice(legal_actions(state))
        placers.append(state.to_move)
        state, new_events = apply_action(state, action)
        events.extend(new_events)
    return state, placers, events


@pytest.mark.parametrize(("rules", "size"), ALL_GAMES)
def test_new_game_offers_every_cell_but_the_centre(rules, size):
    state = new_game(rules, size)
    grid = state.geometry
    assert state.phase == PLACEMENT and state.to_move == WHITE
    assert state.hands == ((size * size - 1) // 2,) * 2
    assert set(legal_actions(state)) == {place(c) for c in range(grid.cells) if c != grid.centre}


@pytest.mark.parametrize(("rules", "size"), ALL_GAMES)
def test_two_per_turn_white_first_black_last(rules, size):
    state, placers, _ = place_randomly(rules, size, seed=size)
    per_side = (size * size - 1) // 2
    expected = [WHITE, WHITE, BLACK, BLACK] * (per_side // 2)
    assert placers == expected
    assert placers[-1] == BLACK, "P2 always places last"


@pytest.mark.parametrize(("rules", "size"), ALL_GAMES)
def test_placement_ends_with_only_the_centre_empty(rules, size):
    state, _, events = place_randomly(rules, size, seed=7 * size)
    grid = state.geometry
    assert state.phase == MOVEMENT
    assert state.hands == (0, 0)
    assert [c for c, v in enumerate(state.board) if v == EMPTY] == [grid.centre]
    assert state.count(WHITE) == state.count(BLACK) == (size * size - 1) // 2
    assert not any(e.kind in ("captured", "removed") for e in events), "no capture in placement"


@pytest.mark.parametrize(("rules", "size"), ALL_GAMES)
def test_first_mover_after_placement(rules, size):
    for seed in range(5):
        state, _, events = place_randomly(rules, size, seed=seed)
        phase_events = [e for e in events if e.kind == "phase"]
        assert len(phase_events) == 1
        first = FIRST_MOVER[rules]
        assert phase_events[0].side == first
        if state.outcome is None and state.duty is Duty.NONE:
            assert state.to_move == first
            assert any(a.kind == STEP for a in legal_actions(state))


def test_one_placement_keeps_the_turn_two_hand_it_over():
    state = new_game("standard", 5)
    state, _ = apply_action(state, act(state, "@a1"))
    assert state.to_move == WHITE and state.placed == 1 and state.hands == (11, 12)
    state, _ = apply_action(state, act(state, "@b1"))
    assert state.to_move == BLACK and state.placed == 0 and state.hands == (10, 12)
    state, events = apply_action(state, act(state, "@c1"))
    assert state.to_move == BLACK
    assert [e.kind for e in events] == ["placed"]


def test_the_centre_and_occupied_cells_are_refused():
    state = new_game("standard", 5)
    with pytest.raises(IllegalActionError, match="c3"):
        apply_action(state, act(state, "@c3"))
    state, _ = apply_action(state, act(state, "@a1"))
    with pytest.raises(IllegalActionError):
        apply_action(state, act(state, "@a1"))
    with pytest.raises(IllegalActionError):
        apply_action(state, act(state, "a1-a2"))


@pytest.mark.parametrize("rules", list(RULESETS))
def test_sandwiches_made_while_placing_capture_nothing(rules):
    size = RULESETS[rules].default_size
    state = new_game(rules, size)
    all_events = []
    for move in ("@a1", "@c1", "@b1", "@a2"):  # white a1 c1, black b1 a2: b1 enclosed
        state, events = apply_action(state, act(state, move))
        all_events.extend(events)
    assert all(e.kind == "placed" for e in all_events)
    assert state.count(BLACK) == 2


def test_lane_first_step_must_enter_the_centre():
    diagram = """
        B B . B B
        . W . W .
        B W . W B
        . . W . .
        W . B . .
    """
    lane = setup("lane", diagram, steps="0,0")
    assert legal_texts(lane) == {"b3-c3", "d3-c3", "c2-c3"}
    with pytest.raises(IllegalActionError):
        apply_action(lane, act(lane, "c2-b2"))
    standard = setup("standard", diagram)
    assert {"b3-c3", "d3-c3", "c2-b2", "b4-c4"} <= legal_texts(standard)
    after, _ = apply_action(lane, act(lane, "b3-c3"))
    later = legal_texts(after)
    assert any(not text.endswith("c3") for text in later), "only the very first step"


@pytest.mark.parametrize("size", RULESETS["lane"].sizes)
def test_lane_first_step_after_a_real_placement_enters_the_centre(size):
    for seed in range(5):
        state, _, _ = place_randomly("lane", size, seed=seed)
        if state.outcome is None:
            centre = state.geometry.centre
            assert legal_actions(state)
            assert all(a.cells[1] == centre for a in legal_actions(state))


def test_placement_actions_are_placements_only():
    state = new_game("seejeh", 5)
    assert all(a.kind == PLACE for a in legal_actions(state))
