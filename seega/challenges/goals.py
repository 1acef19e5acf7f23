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
