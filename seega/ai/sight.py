"""What a person sees of the captures in front of them: the easy level and the beginner model.

In their first games people take a lone piece left between two of theirs nearly every time,
but they miss what the eye does not read as a capture at a glance: a whole line closed at its
far end (the eye stops at the first piece), a capture across the immune centre (the centre
piece stays, so the line looks blocked, docs/rules.md §3), the next capture of a chain (the
turn feels over once a piece is taken, §4), and the answer that takes a piece they just left
in reach. A `Sight` gives the chance of seeing each; the misses are drawn from the caller's
seeded generator, so they are reproducible like the search's noise.

Nothing here decides legality: the kinds are read from what the rules engine captures.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from random import Random
from typing import Final

from seega.core import Action, GameState, apply_action, captured_cells, opponent
from seega.core import actions as act
from seega.core.frozen import Frozen

PER_CENT: Final = 100


class Capture(str, Enum):
    """How a capture looks to a person, hardest to see last."""

    LONE = "lone"  # one piece between the stepping piece and another of its side
    LINE = "line"  # two or more pieces of one direction (a whole line, a series)
    CENTRE = "centre"  # a run that holds an enemy piece on the immune centre, which stays
    CHAIN = "chain"  # a further capture of a chain (docs/rules.md §4)


@dataclass(frozen=True)
class Sight(Frozen):
    """Per cent chances of seeing a capture of each kind when it is there, and (`answers`) of
    looking at the opponent's answers before acting (a level's search then looks one ply
    deeper; a player model checks that its step hands the opponent no capture)."""

    lone: int
    line: int
    centre: int
    chain: int
    answers: int

    def chance(self, kind: Capture) -> int:
        """The per cent chance of seeing a capture of `kind`."""
        return int(getattr(self, kind.value))


def capture_kinds(state: GameState, action: Action) -> tuple[Capture, ...]:
    """How each direction `action` captures in looks (one kind per direction); () if it takes
    nothing. Every capture of a chain's later step counts as CHAIN."""
    if action.kind != act.STEP:
        return ()
    taken = set(captured_cells(apply_action(state, action, validate=False)[1]))
    if not taken:
        return ()
    if state.chain >= 0:
        return (Capture.CHAIN,)
    target = action.cells[1]
    grid = state.geometry
    centre = grid.centre
    centre_enemy = state.rules.centre_immune and state.board[centre] == opponent(state.to_move)
    kinds = []
    for ray in grid.rays[target]:
        indices = [index for index, cell in enumerate(ray) if cell in taken]
        if not indices:
            continue
        # The centre piece stays inside the run it belongs to: before the farthest piece taken,
        # or right after it (then the anvil is beyond the centre).
        if centre_enemy and centre in ray[: indices[-1] + 2]:
            kinds.append(Capture.CENTRE)
        elif len(indices) >= 2:
            kinds.append(Capture.LINE)
        else:
            kinds.append(Capture.LONE)
    return tuple(kinds)


def seen(state: GameState, action: Action, sight: Sight, rng: Random) -> bool:
    """Whether a player with `sight` sees what `action` captures this time (a step that
    captures nothing is always seen: it is just a step). One draw per direction captured:
    seeing any of them is seeing the action."""
    kinds = capture_kinds(state, action)
    if not kinds:
        return True
    # Every draw is made, seen or not, so that one action's luck never shifts the next's.
    hits = [rng.randrange(PER_CENT) < sight.chance(kind) for kind in kinds]
    return any(hits)


def overlooked(
    state: GameState, actions: Sequence[Action], sight: Sight, rng: Random
) -> frozenset[Action]:
    """The capturing actions among `actions` that a player with `sight` misses this time;
    never all of `actions` (a player always does something)."""
    missed = frozenset(a for a in actions if not seen(state, a, sight, rng))
    return missed if len(missed) < len(actions) else frozenset()


def looks_at_answers(sight: Sight, rng: Random) -> bool:
    """Whether, this time, the player looks at what the opponent could answer."""
    return rng.randrange(PER_CENT) < sight.answers
