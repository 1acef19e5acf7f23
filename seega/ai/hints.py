"""What a hint does, in one reason the window can put into words.

The hint is the hard level's choice; this module reads that action and the search's score
and says why it is good from the engine's point of view: it captures, it blocks the opponent,
it takes a threatened piece out of reach, it leaves nothing to take, or — when the search
sees material lost whatever is played — that it loses the least. A placement says what its
cell is good for: a corner can never be enclosed, a cell beside the empty centre gives a piece
a first step. Beside the reason it keeps what the action takes and the opponent's best capture
after it, so a hint that answers a threat can still name everything it does and risks; and
when that capture opens one of the opponent's pieces to a capture in return, what the hint
wins for what it gives ("gives b3, but takes c2 and d2 next").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from seega.core import Action, GameState, apply_action, captured_cells, legal_actions
from seega.core import actions as act
from seega.core.frozen import Frozen
from seega.core.state import Duty, opponent
from seega.core.threats import in_danger, threats

# A score this far below level (hundredths of a piece, for the side to act) means the search
# sees material lost whatever is played: about two thirds of a piece, past the positional
# terms' usual swing.
LOSING_SCORE = -65
# Duties that hand the turn back because the opponent is blocked.
BLOCKING_DUTIES = (Duty.OPEN, Duty.REMOVE)


class Why(str, Enum):
    """The reason a hint gives, most telling first."""

    ONLY_ACTION = "only"  # nothing else is legal
    CAPTURES = "captures"  # it takes `cells`
    LOSES_LEAST = "loses_least"  # every action loses material; this one the least
    BLOCKS = "blocks"  # the opponent cannot step afterwards
    SAVES = "saves"  # the piece on `cells` could be taken before, not after
    SAFE = "safe"  # the opponent has no capture afterwards
    BEST = "best"  # no capture either way: the search's best by position
    GOAL = "goal"  # a challenge's proved action: it keeps the goal within reach
    CORNER = "corner"  # a placement on a corner: no line can enclose it
    BESIDE_CENTRE = "beside_centre"  # a placement beside the empty centre: a first step


@dataclass(frozen=True)
class HintReason(Frozen):
    """Why the hint was chosen, and the cells the reason is about. `taken`: what the action
    captures (whatever the reason); `exposed`: the opponent's largest capture after it (the
    opponent, its step and the cells it takes), None when nothing can be taken; `repaid`: the
    opponent's pieces the side takes straight after that capture (its largest capture then),
    so a hint that concedes pieces says what it wins for them."""

    why: Why
    cells: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()
    exposed: tuple[int, Action, tuple[int, ...]] | None = None
    repaid: tuple[int, ...] = ()


def threatened(state: GameState, side: int) -> set[int]:
    """`side`'s pieces that one step of the opponent would capture, were it his turn."""
    return set(in_danger(state, side))


class Answer(str, Enum):
    """How a hint answers a threat."""

    BLOCKS = "blocks"  # it fills the cell the threatening step would go to
    TAKES = "takes"  # it captures the threatening piece
    ESCAPES = "escapes"  # the threatened piece steps away
    STOPS = "stops"  # any other way (a closing piece moves, the line changes)


@dataclass(frozen=True)
class Threat(Frozen):
    """The opponent's step a hint answers: who threatens, the step, what it would take, and
    how the hint stops it."""

    side: int
    step: Action
    taken: tuple[int, ...]
    answer: Answer


def answered_threat(state: GameState, hint: Action) -> Threat | None:
    """The largest capture the opponent threatens in `state` that `hint` takes away (None when
    nothing is threatened, or the hint leaves every threat standing)."""
    side = state.to_move
    before = threats(state, side)
    if not before:
        return None
    after = apply_action(state, hint)[0]
    still = {cell for cells in threats(after, side).values() for cell in cells}
    ranked = sorted(before.items(), key=lambda item: (-len(item[1]), item[0].cells))
    for threat, taken in ranked:
        left = {cell for cell in taken if after.board[cell] == side}
        if left and left <= still:  # those pieces can still be taken
            continue
        return Threat(opponent(side), threat, taken, _answer(state, hint, threat, taken))
    return None


def _answer(state: GameState, hint: Action, threat: Action, taken: tuple[int, ...]) -> Answer:
    if hint.kind != act.STEP:
        return Answer.STOPS
    if hint.cells[1] == threat.cells[1]:
        return Answer.BLOCKS
    if threat.cells[0] in captured_cells(apply_action(state, hint)[1]):
        return Answer.TAKES
    if hint.cells[0] in taken:
        return Answer.ESCAPES
    return Answer.STOPS


def hint_reason(state: GameState, hint: Action, score: int | None) -> HintReason:
    """Why `hint` is the engine's choice in `state`; `score` is the search's score for the
    side to act (None when unknown)."""
    after, events = apply_action(state, hint)
    taken = captured_cells(events)
    exposed = _largest_threat(after, state.to_move)
    why, cells = _why(state, hint, score, after, taken)
    repaid = _repaid(after, exposed[1], state.to_move) if exposed is not None else ()
    return HintReason(why, cells, taken, exposed, repaid)


def _repaid(after: GameState, capture: Action, side: int) -> tuple[int, ...]:
    """What `side` takes with its largest capture once the opponent has made `capture` in
    `after` (nothing when the game ends or the turn is not `side`'s then)."""
    conceded = apply_action(after, capture)[0]
    if conceded.outcome is not None or conceded.to_move != side:
        return ()
    best: tuple[int, ...] = ()
    for action in legal_actions(conceded):
        taken = captured_cells(apply_action(conceded, action)[1])
        if len(taken) > len(best):
            best = taken
    return best


def _largest_threat(after: GameState, side: int) -> tuple[int, Action, tuple[int, ...]] | None:
    """The opponent's step that would take most of `side`'s pieces in `after`, if any."""
    if after.outcome is not None or after.to_move == side:
        return None
    ranked = sorted(threats(after, side).items(), key=lambda item: (-len(item[1]), item[0].cells))
    return (opponent(side), *ranked[0]) if ranked else None


def _why(
    state: GameState, hint: Action, score: int | None, after: GameState, taken: tuple[int, ...]
) -> tuple[Why, tuple[int, ...]]:
    if len(legal_actions(state)) == 1:
        return Why.ONLY_ACTION, ()
    side = state.to_move
    if taken:
        return Why.CAPTURES, taken
    if score is not None and score <= LOSING_SCORE:
        return Why.LOSES_LEAST, ()
    if hint.kind == act.PLACE:
        return _placement_why(state, hint.cells[0]), ()
    if hint.kind != act.STEP:
        return Why.BEST, ()
    if after.to_move == side and after.duty in BLOCKING_DUTIES:
        return Why.BLOCKS, ()
    if after.to_move != side and {a.kind for a in legal_actions(after)} == {act.PASS}:
        return Why.BLOCKS, ()
    still = threatened(after, side)
    saved = sorted(cell for cell in threatened(state, side) - still if after.board[cell] == side)
    moved = hint.cells[1] if hint.cells[0] in threatened(state, side) else None
    if moved is not None and moved not in still:
        return Why.SAVES, (moved,)
    if saved:
        return Why.SAVES, (saved[0],)
    if not still:
        return Why.SAFE, ()
    return Why.BEST, ()


def _placement_why(state: GameState, cell: int) -> Why:
    """What a placed piece's cell is good for: a corner has no two opposite neighbours, so no
    line can enclose it (docs/rules.md §3); beside the centre, which stays empty until the
    first step, a piece has a step ready."""
    geometry = state.geometry
    if len(geometry.neighbours[cell]) == 2:
        return Why.CORNER
    if cell in geometry.neighbours[geometry.centre]:
        return Why.BESIDE_CENTRE
    return Why.BEST
