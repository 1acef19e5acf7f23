"""The two commonest actions built directly: a placement within placement, and a simple step.

Most actions of a game are a placement that does not end placement, or a step that hands the
turn to an opponent who can step (`simple_step`). `seega.core.rules.apply_action` builds their
next state here, without a draft, with the board's bit sets carried on; every other action
(and any step found to chain, end the game or block) returns None and goes through the draft,
which handles everything. The counters both ways share (`next_placer`, `count_step`,
`record_shuttle`) are here so each rule is still written once.
"""

from __future__ import annotations

from typing import Final

from .actions import Action
from .bits import bit_board, may_capture, side_bits, with_bits
from .captures import captured_by_step
from .geometry import geometry
from .moves import SHUTTLES_BEFORE_LIMIT, steps_from_bits
from .rulesets import Blocked, Chain, RuleSet
from .state import (
    BLACK,
    EMPTY,
    MOVEMENT,
    WHITE,
    Duty,
    Event,
    EventKind,
    GameState,
    Shuttles,
    event_from_fields,
    opponent,
    state_from_fields,
)

_NO_DUTY: Final = Duty.NONE  # read once: an Enum member costs a class attribute look-up each time
_MOVED: Final = EventKind.MOVED
_CAPTURED: Final = EventKind.CAPTURED
_LANE: Final = Blocked.LOSES
_NO_CHAIN: Final = Chain.NONE


def next_placer(side: int, hands: tuple[int, int], placed: int) -> tuple[int, int]:
    """(who places next, pieces already placed in that turn) after `side` placed (§2).

    `hands` and `placed` are counted after the placement, and placement is not over. Each
    placement turn is two pieces; a side whose hand is empty is skipped.
    """
    if placed < 2 and hands[side - 1]:
        return side, placed
    other = opponent(side)
    return (other if hands[other - 1] else side), 0


def count_step(
    rules: RuleSet, side: int, origin: int, steps: tuple[int, int], first_from: int
) -> tuple[tuple[int, int], int]:
    """(steps made per side, lane first-step origin) after `side` steps from `origin` (§5).

    The lane remembers where the very first step left from until Black has stepped.
    """
    white_steps, black_steps = steps
    if rules.blocked is _LANE and white_steps + black_steps == 0:
        first_from = origin
    elif side == BLACK:
        first_from = -1
    if side == WHITE:
        return (white_steps + 1, black_steps), first_from
    return (white_steps, black_steps + 1), first_from


def record_shuttle(shuttles: Shuttles, origin: int, target: int) -> Shuttles:
    """Move the stepping piece's shuttles to its new cell, keeping its last four steps."""
    kept = 2 * SHUTTLES_BEFORE_LIMIT
    previous: tuple[int, ...] = ()
    others = []
    for cell, steps in shuttles:
        if cell == origin:
            previous = steps
        else:
            others.append((cell, steps))
    others.append((target, (previous + (origin, target))[-kept:]))
    return tuple(sorted(others))


def quiet_place(state: GameState, action: Action) -> GameState | None:
    """The state after a placement that does not end placement; None for the last one."""
    side = state.to_move
    white_hand, black_hand = state.hands
    if side == WHITE:
        white_hand -= 1
    else:
        black_hand -= 1
    if white_hand == black_hand == 0:
        return None  # placement ends: the draft starts the movement phase
    hands = (white_hand, black_hand)
    to_move, placed = next_placer(side, hands, state.placed + 1)
    cell = action.cells[0]
    board = list(state.board)
    board[cell] = side
    white, black = side_bits(state)
    if side == WHITE:
        white |= 1 << cell
    else:
        black |= 1 << cell
    fields = (*state[:2], tuple(board), to_move, state.phase, hands, state.quiet, placed)
    return with_bits(state_from_fields(fields + state[8:]), white, black)


def simple_step(state: GameState, action: Action) -> tuple[GameState, list[int]] | None:
    """The state after a step that simply hands the turn over and the cells it captured, or
    None (`step_events` tells what happened: the search asks for the state alone).

    A simple step captures nothing, or captures under a rule set without chains without
    ending the game; and it leaves the opponent a step. None for any other step (a possible
    chain, the end of the game, a blocked opponent) and during a chain: the draft does those.
    """
    # All fields at once (one unpacking is cheaper than a dozen attribute reads; without a
    # starred name the compiled build reads them straight from the tuple).
    (
        rules,
        size,
        board_before,
        side,
        _,  # phase: movement
        hands,
        quiet,
        _,  # placed: 0 in movement
        chain,
        _,  # duty: a simple step ends it...
        _,  # ... and pending...
        _,  # ... and offered
        first_from,
        shuttles,
        steps,
        ate,
        _,  # outcome: None while a step is legal
    ) = state
    if chain >= 0:
        return None
    origin, target = action.cells
    white, black = side_bits(state)
    moved = (1 << origin) | (1 << target)
    enemy = black if side == WHITE else white
    board = list(board_before)
    board[origin], board[target] = EMPTY, side
    grid = bit_board(size)
    taken: list[int] = []
    if may_capture(grid, white | black, enemy, target):
        taken = captured_by_step(board, rules, geometry(size), target, side)
    if taken:
        if rules.chain is not _NO_CHAIN:
            return None  # a chain may follow
        quiet = 0
        shuttles = ()
        for cell in taken:
            board[cell] = EMPTY
            moved |= 1 << cell  # clears the taken enemy pieces below
        if (enemy & ~moved).bit_count() <= rules.loses_at:
            return None  # the game ends
        ate = (ate[0] + len(taken), ate[1]) if side == WHITE else (ate[0], ate[1] + len(taken))
    else:
        quiet += 1
        if quiet >= rules.stall_plies:
            return None  # the game ends by count
        if rules.repetition_limit:
            shuttles = record_shuttle(shuttles, origin, target)
    if side == WHITE:
        white, black = white ^ (moved & ~black), black & ~moved
        opponent_pieces = black
    else:
        white, black = white & ~moved, black ^ (moved & ~white)
        opponent_pieces = white
    steps, first_from = count_step(rules, side, origin, steps, first_from)
    empty = grid.full ^ (white | black)
    next_steps = steps_from_bits(grid, opponent_pieces, empty, rules, steps, shuttles)
    if not next_steps:
        return None  # the opponent is blocked
    after = state_from_fields(
        (
            rules,
            size,
            tuple(board),
            3 - side,  # the opponent acts next (opponent() inlined: this is the hot path)
            MOVEMENT,
            hands,
            quiet,
            0,  # placed
            -1,  # chain
            _NO_DUTY,
            (),  # pending
            False,  # offered
            first_from,
            shuttles,
            steps,
            ate,
            None,  # outcome
        )
    )
    cache = after.__dict__  # what was worked out on the way (see `side_bits`, `ordinary_steps`)
    cache["_bits"] = (white, black)
    cache["_steps"] = next_steps
    return after, taken


def step_events(side: int, action: Action, taken: list[int]) -> tuple[Event, ...]:
    """The events of a simple step by `side` that captured `taken`."""
    moved_event = event_from_fields((_MOVED, side, action.cells))
    if taken:
        return moved_event, event_from_fields((_CAPTURED, side, tuple(taken)))
    return (moved_event,)
