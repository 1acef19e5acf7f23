"""What a side's opponent could take with its next step, asked of the legal actions.

The board's danger marks and the hint's threats read this: the position is handed to the
opponent as it stands (no duty, no chain under way) and each of its legal steps is applied;
no capture rule is read here, so whatever the rule set decides is what is shown.
"""

from __future__ import annotations

from .actions import STEP, Action
from .rules import apply_action, legal_actions
from .state import MOVEMENT, Duty, GameState, captured_cells, opponent


def as_if_to_move(state: GameState, side: int) -> GameState:
    """`state` with `side` to act an ordinary turn now (the other side's turn passed by)."""
    if state.to_move == side and state.duty is Duty.NONE and state.chain < 0:
        return state
    return state.replace(
        to_move=side, duty=Duty.NONE, chain=-1, pending=(), offered=False, placed=0
    )


def threats(state: GameState, side: int) -> dict[Action, tuple[int, ...]]:
    """The opponent's steps that would capture some of `side`'s pieces, were it the opponent's
    turn in `state`, each with the cells it would take (none during placement or once over)."""
    if state.phase != MOVEMENT or state.is_over:
        return {}
    turn = as_if_to_move(state, opponent(side))
    found: dict[Action, tuple[int, ...]] = {}
    for action in legal_actions(turn):
        if action.kind == STEP:
            taken = captured_cells(apply_action(turn, action)[1])
            if taken:
                found[action] = taken
    return found


def in_danger(state: GameState, side: int) -> dict[int, tuple[Action, ...]]:
    """`side`'s pieces that the opponent's next step could take, each with those steps."""
    found: dict[int, list[Action]] = {}
    for action, taken in threats(state, side).items():
        for cell in taken:
            found.setdefault(cell, []).append(action)
    return {cell: tuple(steps) for cell, steps in sorted(found.items())}
