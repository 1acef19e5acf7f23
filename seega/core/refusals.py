"""Why a cell cannot be played: the words a player needs when a click is refused.

The window asks `refusal(state, selected, cell)` after the legal actions offered nothing for
that click. The answer is read off the state and its legal actions, so the explanation always
agrees with `legal_actions`; the window only turns it into a sentence.
"""

from __future__ import annotations

from enum import Enum

from . import actions as act
from .actions import Action
from .moves import is_third_shuttle
from .rules import legal_actions
from .rulesets import Chain
from .state import EMPTY, PLACEMENT, Duty, GameState, must_enter_centre, opponent


class Refusal(str, Enum):
    """Why nothing legal starts or ends on a clicked cell."""

    CENTRE_STAYS_EMPTY = "centre"  # placement: the centre is never placed on
    OCCUPIED = "occupied"  # placement: a piece is already there
    NOT_YOURS = "not_yours"  # the opponent's piece
    CHOOSE_PIECE_FIRST = "choose_piece"  # an empty cell while no piece is chosen
    BOXED_IN = "boxed_in"  # an own piece with no empty cell beside it
    NOT_A_STEP = "not_a_step"  # not one cell up, down, left or right of the chosen piece
    FIRST_STEP_ENTERS_CENTRE = "first_step"  # lane: the very first step enters the centre
    SHUTTLE_LIMIT = "shuttle"  # seejeh: no third shuttle between the same two cells
    CHAIN_CAPTURES_ONLY = "chain"  # a chain goes on only with a capturing step
    CHAIN_SAME_PIECE = "chain_piece"  # traditional: the piece that captured goes on
    MUST_OPEN = "open"  # the step must leave the blocked opponent a step
    MUST_REMOVE = "remove"  # choose one of the blocked opponent's pieces to remove
    MUST_FREE = "free"  # lane: remove an own piece next to the first step's origin
    DECIDE_FIRST = "decide"  # the turn is a choice (pass, accept, refuse), not a move
    GAME_OVER = "over"


DUTY_REFUSALS = {Duty.REMOVE: Refusal.MUST_REMOVE, Duty.FREE: Refusal.MUST_FREE}


def refusal(state: GameState, selected: int | None, cell: int) -> Refusal:
    """Why clicking `cell` (with the piece on `selected` chosen, or none) plays nothing.

    Meant for clicks that matched no legal action; for a cell that would be legal the answer
    names the closest rule instead of raising."""
    if state.outcome is not None:
        return Refusal.GAME_OVER
    if state.duty in DUTY_REFUSALS:
        return DUTY_REFUSALS[state.duty]
    side, piece = state.to_move, state.board[cell]
    if state.phase == PLACEMENT:
        if cell == state.geometry.centre:
            return Refusal.CENTRE_STAYS_EMPTY
        return Refusal.OCCUPIED
    if not any(a.kind == act.STEP for a in legal_actions(state)):
        return Refusal.DECIDE_FIRST
    if piece == opponent(side):
        return Refusal.NOT_YOURS
    if piece == side:
        return _why_this_piece(state, cell)
    if selected is None:
        return _why_no_piece_steps_here(state, cell)
    if cell not in state.geometry.neighbours[selected]:
        return Refusal.NOT_A_STEP
    return _why_this_piece(state, selected, target=cell)


def _why_no_piece_steps_here(state: GameState, cell: int) -> Refusal:
    """An empty cell clicked with no piece chosen: when own pieces stand beside it but a rule
    forbids each of them the step (the piece clicked first was refused, so none is chosen),
    that rule; otherwise, choose a piece first."""
    side, board = state.to_move, state.board
    beside = [n for n in state.geometry.neighbours[cell] if board[n] == side]
    reasons = {_why_this_piece(state, origin, target=cell) for origin in beside}
    a_rule = len(reasons) == 1 and not reasons & {Refusal.NOT_A_STEP, Refusal.BOXED_IN}
    reached = any(a.kind == act.STEP and a.cells[1] == cell for a in legal_actions(state))
    if a_rule and not reached:
        return reasons.pop()
    return Refusal.CHOOSE_PIECE_FIRST


def _why_this_piece(state: GameState, origin: int, target: int | None = None) -> Refusal:
    """Why the own piece on `origin` may not step (to `target`, when one is named)."""
    empty = [n for n in state.geometry.neighbours[origin] if state.board[n] == EMPTY]
    if target is None and not empty:
        return Refusal.BOXED_IN
    if state.chain >= 0:
        same_piece = state.rules.chain is Chain.SAME_PIECE and origin != state.chain
        return Refusal.CHAIN_SAME_PIECE if same_piece else Refusal.CHAIN_CAPTURES_ONLY
    if must_enter_centre(state.rules, state.steps):
        return Refusal.FIRST_STEP_ENTERS_CENTRE
    if state.duty is Duty.OPEN:
        return Refusal.MUST_OPEN
    wanted = [target] if target is not None else empty
    if state.rules.repetition_limit and all(
        is_third_shuttle(state.shuttles, Action(act.STEP, (origin, to))) for to in wanted
    ):
        return Refusal.SHUTTLE_LIMIT
    return Refusal.BOXED_IN if target is None else Refusal.NOT_A_STEP
