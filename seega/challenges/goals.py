"""What a challenge asks, and how the rules engine tells whether it is met.

A goal is about the *solver*: the side to act in the challenge's start position. Moves are
counted in *turns*: a turn is every action one side takes before the other acts (a step and
the captures it chains, two placements, a removal), so "win within 2 moves" means within two
of the solver's turns, whatever the opponent answers in between.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from seega.core import Duty, GameState, Reason, legal_actions
from seega.core import actions as act


class GoalKind(str, Enum):
    """The kinds of goal (docs/challenges.md); the value is the word the files use."""

    CAPTURE = "capture"  # capture at least `count` pieces this turn (chains included)
    WIN = "win"  # win the game within `moves` turns, whatever the defence
    KEEP = "keep"  # lose no piece (and not the game) for `moves` of the opponent's turns
    BLOCK = "block"  # leave the opponent unable to step within `moves` turns
    STALL = "stall"  # win by count when the stall counter runs out, within `moves` turns


@dataclass(frozen=True)
class Goal:
    """A goal and its number: pieces for CAPTURE, turns for the others."""

    kind: GoalKind
    number: int

    @property
    def turns(self) -> int:
        """How many of the solver's turns the goal may take (one for CAPTURE; for KEEP, the
        solver moves once before each of the opponent's `number` turns)."""
        return 1 if self.kind is GoalKind.CAPTURE else self.number


def opponent_blocked(state: GameState, solver: int) -> bool:
    """Whether the solver's opponent could not step at the start of its turn, as the rule set
    shows it (docs/rules.md §5): it must pass, the solver must open or remove, it asks a
    ransom, or it lost for being blocked."""
    if state.outcome is not None:
        return state.outcome.winner == solver and state.outcome.reason is Reason.BLOCKED
    if state.to_move == solver:
        return state.duty in (Duty.OPEN, Duty.REMOVE, Duty.FREE)
    if state.duty is Duty.BLOCKED:
        return True
    return state.duty is Duty.NONE and legal_actions(state) == (act.word(act.PASS),)


def won(state: GameState, solver: int, kind: GoalKind) -> bool:
    """Whether `state` meets a WIN or STALL goal for the solver."""
    outcome = state.outcome
    if outcome is None or outcome.winner != solver:
        return False
    return kind is not GoalKind.STALL or outcome.reason is Reason.STALL


class Miss(str, Enum):
    """What a failed try got wrong, for the sentence that says so."""

    NOTHING_TAKEN = "nothing_taken"  # CAPTURE: no piece taken
    TOO_FEW = "too_few"  # CAPTURE: `got` of `wanted` pieces taken
    PIECE_LOST = "piece_lost"  # KEEP: `got` pieces lost
    PIECE_WILL_FALL = "piece_will_fall"  # KEEP: none lost yet, but one can no longer be saved
    GAME_LOST = "game_lost"  # any goal: the solver lost the game
    NOT_BLOCKED = "not_blocked"  # BLOCK: the opponent can still step
    NOT_WON = "not_won"  # WIN: no longer a win within `wanted` turns
    COUNTER_SHORT = "counter_short"  # STALL: the counter stands at `got` of `wanted`


@dataclass(frozen=True)
class Shortfall:
    """A miss and its figures: what the try got and what the goal wanted."""

    miss: Miss
    got: int = 0
    wanted: int = 0


def shortfall(goal: Goal, start: GameState, end: GameState, solver: int) -> Shortfall:
    """How a try that left the solution missed `goal`, judged from its last position `end`
    against the challenge's `start`: the pieces each side took, the result, the counter."""
    other = 3 - solver
    taken = end.ate[solver - 1] - start.ate[solver - 1]
    lost = end.ate[other - 1] - start.ate[other - 1]
    if end.outcome is not None and end.outcome.winner == other:
        return Shortfall(Miss.GAME_LOST)
    if goal.kind is GoalKind.CAPTURE:
        if taken == 0:
            return Shortfall(Miss.NOTHING_TAKEN, 0, goal.number)
        return Shortfall(Miss.TOO_FEW, taken, goal.number)
    if goal.kind is GoalKind.KEEP:
        return Shortfall(Miss.PIECE_LOST, lost) if lost else Shortfall(Miss.PIECE_WILL_FALL)
    if goal.kind is GoalKind.BLOCK:
        return Shortfall(Miss.NOT_BLOCKED)
    if goal.kind is GoalKind.STALL:
        return Shortfall(Miss.COUNTER_SHORT, end.quiet, end.rules.stall_plies)
    return Shortfall(Miss.NOT_WON, 0, goal.number)
