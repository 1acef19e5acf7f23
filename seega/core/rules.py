"""Every rule in one place: the legal actions of a state, and applying an action.

`legal_actions(state)` is the single source of legality (the UI highlights from it, the AI
searches it, records replay through it). `apply_action(state, action)` returns the next state
and the events that happened. Section numbers refer to docs/rules.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from . import actions as act
from .actions import PLACE, STEP, Action
from .bits import bit_board, board_bits
from .captures import board_after_step, captured_by_step
from .moves import (
    capturing_steps,
    freeing_removals,
    opening_steps,
    ordinary_steps,
    placements,
    ransoms,
    steps_from_bits,
)
from .quick import (
    count_step,
    next_placer,
    quiet_place,
    record_shuttle,
    simple_step,
    step_events,
)
from .rulesets import Blocked, Chain, FirstMover
from .state import (
    BLACK,
    EMPTY,
    MOVEMENT,
    PLACEMENT,
    SIDE_NAMES,
    WHITE,
    Duty,
    Event,
    EventKind,
    GameState,
    Outcome,
    Reason,
    event_from_fields,
    opponent,
    state_from_fields,
)

PASS: Final = Action(act.PASS)
END: Final = Action(act.END)
ACCEPT: Final = Action(act.ACCEPT)
REFUSE: Final = Action(act.REFUSE)
OFFER: Final = Action(act.OFFER)
_NO_DUTY: Final = Duty.NONE  # read once: an Enum member costs a class attribute look-up each time
_PLACED: Final = EventKind.PLACED


class IllegalActionError(ValueError):
    """An action that the rules do not allow in this state."""


# ---------------------------------------------------------------------------------------------
# Legal actions


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every action the side to act may take (empty once the game is over).

    `resign` (always allowed) and `timeout` (recorded by the game under a think-time rule set)
    are not listed: nobody chooses them as a move; `apply_action` accepts them.
    """
    cache = state.__dict__
    cached: tuple[Action, ...] | None = cache.get("_legal")
    if cached is None:
        cached = cache["_legal"] = tuple(_generate(state))
    return cached


def _generate(state: GameState) -> Sequence[Action]:
    if state.outcome is not None:
        return ()
    if state.phase == PLACEMENT:
        return placements(state)
    if state.duty is _NO_DUTY and state.chain < 0:  # an ordinary turn: the common case
        steps = ordinary_steps(state, state.to_move)
        if not steps:
            return [PASS]  # §5 passes: the blocked side's only action
        if state.rules.end_by_agreement and not state.offered:
            return [*steps, OFFER]
        return steps
    return _generate_unsettled(state)


def _generate_unsettled(state: GameState) -> Sequence[Action]:
    """The actions of a turn under a duty or in a chain."""
    side = state.to_move
    duty = state.duty
    if duty is Duty.ANSWER_RANSOM or duty is Duty.ANSWER_OFFER:
        return [ACCEPT, REFUSE]
    if duty is Duty.REMOVE:
        enemy = opponent(side)
        return [act.remove(c) for c, v in enumerate(state.board) if v == enemy]
    if duty is Duty.FREE:
        return [act.remove(c) for c in freeing_removals(state)]
    if duty is Duty.BLOCKED:
        return [*ransoms(state), PASS]
    steps = ordinary_steps(state, side)
    if state.chain >= 0:
        only = state.chain if state.rules.chain is Chain.SAME_PIECE else -1
        return [*capturing_steps(state, steps, side, only), END]
    return opening_steps(state, steps, side) or steps  # Duty.OPEN


def is_legal(state: GameState, action: Action) -> bool:
    """Whether `apply_action(state, action)` would succeed."""
    if state.outcome is not None:
        return False
    if action.kind == act.RESIGN:
        return True
    if action.kind == act.TIMEOUT:
        return state.rules.think_time
    return action in legal_actions(state)


# ---------------------------------------------------------------------------------------------
# Applying an action


class _Draft:
    """A mutable copy of a state's fields while one action is applied."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.board = list(state.board)
        self.to_move = state.to_move
        self.phase = state.phase
        self.hands = list(state.hands)
        self.quiet = state.quiet
        self.placed = state.placed
        self.chain = state.chain
        self.duty = state.duty
        self.pending = state.pending
        self.offered = state.offered
        self.first_from = state.first_from
        self.shuttles = state.shuttles
        self.steps = state.steps
        self.ate = list(state.ate)
        self.outcome = state.outcome
        self.events: list[Event] = []

    def freeze(self) -> GameState:
        return state_from_fields(
            (
                self.state.rules,
                self.state.size,
                tuple(self.board),
                self.to_move,
                self.phase,
                (self.hands[0], self.hands[1]),
                self.quiet,
                self.placed,
                self.chain,
                self.duty,
                self.pending,
                self.offered,
                self.first_from,
                self.shuttles,
                self.steps,
                (self.ate[0], self.ate[1]),
                self.outcome,
            )
        )

    def side_can_step(self, side: int) -> bool:
        """Whether `side` has an ordinary step on the draft's board (limits included)."""
        state = self.state
        grid = bit_board(state.size)
        white, black = board_bits(self.board)
        own = white if side == WHITE else black
        empty = grid.full ^ (white | black)
        return bool(steps_from_bits(grid, own, empty, state.rules, self.steps, self.shuttles))

    def end_game(self, winner: int | None, reason: Reason) -> None:
        self.outcome = Outcome(winner, reason)
        self.chain = -1
        self.duty = Duty.NONE
        self.pending = ()
        self.events.append(Event(EventKind.ENDED, winner or 0))

    def end_by_count(self, reason: Reason) -> None:
        white, black = self.board.count(WHITE), self.board.count(BLACK)
        self.end_game(WHITE if white > black else BLACK if black > white else None, reason)


def apply_action(
    state: GameState, action: Action, validate: bool = True
) -> tuple[GameState, tuple[Event, ...]]:
    """The state after `action`, and what happened. IllegalActionError if it is not legal.

    `validate=False` skips the legality check for callers that took the action from
    `legal_actions(state)` themselves (the AI, replays already checked).
    """
    if validate and not is_legal(state, action):
        raise IllegalActionError(_why_illegal(state, action))
    after, how = _applied(state, action)
    if how is None:
        return after, (event_from_fields((_PLACED, state.to_move, action.cells)),)
    if isinstance(how, _Draft):
        return after, tuple(how.events)
    return after, step_events(state.to_move, action, how)


def next_state(state: GameState, action: Action) -> GameState:
    """The state after `action`, which must come from `legal_actions(state)`: `apply_action`
    without its events, which the search never reads (the commonest actions then make none).
    """
    return _applied(state, action)[0]


def _applied(state: GameState, action: Action) -> tuple[GameState, list[int] | _Draft | None]:
    """The one dispatch of an action: the state after it, and what its events are made from.
    A simple step is built directly and hands back the cells it took; a quiet placement is
    built directly (None: its one event is the placement); every other action goes through a
    draft, which holds its events."""
    kind = action.kind
    if kind == STEP:
        done = simple_step(state, action)
        if done is not None:
            return done
    elif kind == PLACE:
        after = quiet_place(state, action)
        if after is not None:
            return after, None
    draft = _drafted(state, action)
    return draft.freeze(), draft


def _drafted(state: GameState, action: Action) -> _Draft:
    """The draft of `state` with `action` applied: the way of every action not built directly."""
    draft = _Draft(state)
    _HANDLERS[action.kind](draft, action)
    return draft


def _why_illegal(state: GameState, action: Action) -> str:
    text = action.notation(state.size)
    if state.outcome is not None:
        return f"'{text}' is not allowed: the game is over"
    if action.kind == act.TIMEOUT:
        return f"'{text}' is not allowed: {state.rules.name} has no think time"
    legal = legal_actions(state)
    sample = " ".join(a.notation(state.size) for a in legal[:8])
    more = " ..." if len(legal) > 8 else ""
    who = SIDE_NAMES[state.to_move]
    return f"'{text}' is not legal here; {who} may play: {sample}{more}"


def _place(d: _Draft, action: Action) -> None:
    side = d.to_move
    d.board[action.cells[0]] = side
    d.hands[side - 1] -= 1
    d.placed += 1
    d.events.append(Event(EventKind.PLACED, side, action.cells))
    if d.hands == [0, 0]:
        d.phase = MOVEMENT
        d.placed = 0
        rules = d.state.rules
        first = WHITE if rules.first_mover is FirstMover.WHITE else side
        d.events.append(Event(EventKind.PHASE, first))
        _start_turn(d, first)
    else:
        d.to_move, d.placed = next_placer(side, (d.hands[0], d.hands[1]), d.placed)


def _step(d: _Draft, action: Action) -> None:
    side = d.to_move
    rules = d.state.rules
    origin, target = action.cells
    d.board = board_after_step(d.state, action)  # the draft's board is still the state's
    d.steps, d.first_from = count_step(rules, side, origin, d.steps, d.first_from)
    if rules.repetition_limit:
        d.shuttles = record_shuttle(d.shuttles, origin, target)
    d.events.append(Event(EventKind.MOVED, side, action.cells))
    taken = captured_by_step(d.board, rules, d.state.geometry, target, side)
    d.duty = Duty.NONE
    d.chain = -1
    if not taken:
        d.quiet += 1
        if d.quiet >= rules.stall_plies:
            d.end_by_count(Reason.STALL)
        else:
            _start_turn(d, opponent(side))
        return
    for cell in taken:
        d.board[cell] = EMPTY
    d.ate[side - 1] += len(taken)
    d.quiet = 0
    d.shuttles = ()
    d.events.append(Event(EventKind.CAPTURED, side, tuple(taken)))
    if d.board.count(opponent(side)) <= rules.loses_at:
        d.end_game(side, Reason.CAPTURE)
        return
    if rules.chain is not Chain.NONE:
        view = d.freeze()
        only = target if rules.chain is Chain.SAME_PIECE else -1
        if capturing_steps(view, ordinary_steps(view, side), side, only):
            d.chain = target
            d.events.append(Event(EventKind.CHAIN, side, (target,)))
            return
    _start_turn(d, opponent(side))


def _end_chain(d: _Draft, action: Action) -> None:
    d.chain = -1
    _start_turn(d, opponent(d.to_move))


def _pass(d: _Draft, action: Action) -> None:
    side = d.to_move
    d.events.append(Event(EventKind.PASSED, side))
    if d.duty is Duty.BLOCKED:  # sija: Black passes, White must open for him
        _give_opening_turn(d, opponent(side))
    else:
        _start_turn(d, opponent(side))


def _remove(d: _Draft, action: Action) -> None:
    cell = action.cells[0]
    remover = d.to_move
    owner = d.board[cell]
    d.board[cell] = EMPTY
    d.quiet = 0
    d.shuttles = ()
    d.events.append(Event(EventKind.REMOVED, remover, action.cells))
    if d.duty is Duty.FREE:  # lane: the exception is spent whatever happens next
        d.first_from = -1
    else:  # seejeh: removing a blocked enemy counts as a capture (§5)
        d.ate[remover - 1] += 1
    if owner != remover and d.board.count(owner) <= d.state.rules.loses_at:
        d.end_game(remover, Reason.CAPTURE)
        return
    _start_turn(d, opponent(remover))


def _ransom(d: _Draft, action: Action) -> None:
    side = d.to_move
    d.pending = action.cells
    d.duty = Duty.ANSWER_RANSOM
    d.to_move = opponent(side)
    d.events.append(Event(EventKind.RANSOM, side, action.cells))


def _offer(d: _Draft, action: Action) -> None:
    d.events.append(Event(EventKind.OFFERED, d.to_move))
    d.duty = Duty.ANSWER_OFFER
    d.to_move = opponent(d.to_move)


def _accept(d: _Draft, action: Action) -> None:
    side = d.to_move
    d.events.append(Event(EventKind.ACCEPTED, side, d.pending))
    if d.duty is Duty.ANSWER_OFFER:
        d.end_by_count(Reason.AGREEMENT)
        return
    for cell in d.pending:  # sija ransom: not a capture for the score (§5)
        d.board[cell] = EMPTY
    d.events.append(Event(EventKind.REMOVED, side, d.pending))
    d.quiet = 0
    _start_turn(d, opponent(side))


def _refuse(d: _Draft, action: Action) -> None:
    side = d.to_move
    asker = opponent(side)
    d.events.append(Event(EventKind.REFUSED, side, d.pending))
    if d.duty is Duty.ANSWER_OFFER:
        d.duty = Duty.NONE
        d.to_move = asker
        d.offered = True
        return
    d.events.append(Event(EventKind.PASSED, asker))  # sija: a refused ransom means Black passes
    _give_opening_turn(d, side)


def _resign(d: _Draft, action: Action) -> None:
    d.end_game(opponent(d.to_move), Reason.RESIGN)


def _timeout(d: _Draft, action: Action) -> None:
    d.end_game(opponent(d.to_move), Reason.TIMEOUT)


_HANDLERS: Final = {
    act.PLACE: _place,
    act.STEP: _step,
    act.END: _end_chain,
    act.PASS: _pass,
    act.REMOVE: _remove,
    act.RANSOM: _ransom,
    act.OFFER: _offer,
    act.ACCEPT: _accept,
    act.REFUSE: _refuse,
    act.RESIGN: _resign,
    act.TIMEOUT: _timeout,
}


# ---------------------------------------------------------------------------------------------
# The start of a movement turn (§5)


def _start_turn(d: _Draft, side: int) -> None:
    """Hand the turn to `side`, applying the rule set's blocked rule when it cannot step."""
    d.to_move = side
    d.duty = Duty.NONE
    d.chain = -1
    d.offered = False
    d.pending = ()
    if d.phase != MOVEMENT or d.side_can_step(side):
        return
    enemy = opponent(side)
    rule = d.state.rules.blocked
    if rule is Blocked.PASSES:
        if not d.side_can_step(enemy):
            d.end_by_count(Reason.NO_MOVES)
    elif rule is Blocked.OPPONENT_OPENS:
        d.events.append(Event(EventKind.PASSED, side))
        _give_opening_turn(d, enemy)
    elif rule is Blocked.LOSES:
        if side == BLACK and d.first_from >= 0 and d.steps[BLACK - 1] == 0:
            d.to_move = enemy
            d.duty = Duty.FREE
        else:
            d.end_game(enemy, Reason.BLOCKED)
    elif rule is Blocked.OPPONENT_REMOVES:
        d.to_move = enemy
        d.duty = Duty.REMOVE
    elif side == WHITE:  # sija: a blocked White loses
        d.end_game(enemy, Reason.BLOCKED)
    else:  # sija: a blocked Black may ask a ransom, or pass
        d.duty = Duty.BLOCKED


def _give_opening_turn(d: _Draft, side: int) -> None:
    """`side` takes an extra turn and must open for the blocked opponent (§5)."""
    if not d.side_can_step(side):
        if d.state.rules.blocked is Blocked.SIJA:
            _start_turn(d, side)  # a blocked White loses
        else:
            d.end_by_count(Reason.NO_MOVES)
        return
    _start_turn(d, side)
    d.duty = Duty.OPEN


def can_step(state: GameState, side: int) -> bool:
    """Whether `side` has an ordinary step in `state` (repetition and step limits included)."""
    return _Draft(state).side_can_step(side)


def apply_start_of_turn(state: GameState) -> GameState:
    """A set-up position with the start-of-turn rules applied (docs/protocol.md `setposition`).

    A side already down to the losing count has lost; a blocked side to move gets its rule
    set's treatment. States in the middle of a turn (a chain, a duty) are returned as they are.
    """
    if state.outcome is not None or state.phase != MOVEMENT:
        return state
    draft = _Draft(state)
    for side in (WHITE, BLACK):
        if draft.board.count(side) <= state.rules.loses_at:
            draft.end_game(opponent(side), Reason.CAPTURE)
            return draft.freeze()
    if state.duty is Duty.NONE and state.chain < 0:
        offered = state.offered
        _start_turn(draft, state.to_move)
        draft.offered = offered and draft.to_move == state.to_move
    return draft.freeze()
