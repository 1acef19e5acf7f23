"""Player models: arena opponents that stand for people, not for programs.

No search: each takes the capture it sees, as a person scanning the board would, and differs
in what it sees and whether it checks the answer.

- `beginner`: sees a capture as people in their first games do (seega.ai.sight: nearly every
  lone piece, often not a whole line, the centre or a chain), takes the biggest it sees, and
  only now and then notices that its step hands the opponent a capture.
- `greedy`: always the biggest capture there is, else any step.
- `careful`: greedy, and never steps into an immediate capture when another step avoids it.

All three place at random (a newcomer's placement has no plan) and answer a duty (a pass,
a removal, a ransom, an offer) with any legal action. The choices are drawn from the caller's
seeded generator: a game between models replays exactly from its seed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from seega.core import PLACEMENT, Action, GameState, apply_action, captured_cells, legal_actions
from seega.core import actions as act
from seega.core.frozen import Frozen

from .hints import threatened
from .sight import PER_CENT, Sight, looks_at_answers, seen

BEGINNER = "beginner"
GREEDY = "greedy"
CAREFUL = "careful"


@dataclass(frozen=True)
class PlayerModel(Frozen):
    """One model and what it sees (`sight.answers`: the per cent of its turns on which it
    checks that its step leaves no piece where the answer takes it)."""

    name: str
    sight: Sight


# The beginner stands for the attentive newcomer of the issue that asked for it (who had read
# How to play and checked every line): it sees more than easy does, but looks at threats on
# fewer than a third of its turns and never plans. Against easy it wins about half its games.
BEGINNER_SIGHT = Sight(lone=95, line=60, centre=35, chain=60, answers=30)
# Every capture seen; the answers never looked at, or always.
GREEDY_SIGHT = Sight(lone=PER_CENT, line=PER_CENT, centre=PER_CENT, chain=PER_CENT, answers=0)
CAREFUL_SIGHT = replace(GREEDY_SIGHT, answers=PER_CENT)
MODELS: dict[str, PlayerModel] = {
    model.name: model
    for model in (
        PlayerModel(BEGINNER, BEGINNER_SIGHT),
        PlayerModel(GREEDY, GREEDY_SIGHT),
        PlayerModel(CAREFUL, CAREFUL_SIGHT),
    )
}


def choose(state: GameState, model: PlayerModel, rng: Random) -> Action:
    """The action `model` takes in `state` (ValueError when the game is over)."""
    actions = legal_actions(state)
    if not actions:
        raise ValueError("the game is over: there is no action to choose")
    steps = [a for a in actions if a.kind == act.STEP]
    if len(actions) == 1 or state.phase == PLACEMENT or not steps:
        return rng.choice(actions)
    taken = {a: len(captured_cells(apply_action(state, a, validate=False)[1])) for a in steps}
    sight = model.sight
    visible = [a for a in steps if taken[a] and seen(state, a, sight, rng)]
    if visible:
        most = max(taken[a] for a in visible)
        pool = [a for a in visible if taken[a] == most]
    else:  # no capture seen: a quiet step, or stop a chain
        pool = [a for a in actions if a.kind == act.END or taken.get(a) == 0] or steps
    if looks_at_answers(sight, rng):
        safe = [a for a in pool if not _hands_a_capture(state, a)]
        pool = safe or pool
    return rng.choice(pool)


def _hands_a_capture(state: GameState, action: Action) -> bool:
    """Whether, after `action` ends the turn, the opponent's next step could take a piece."""
    after = apply_action(state, action, validate=False)[0]
    if after.outcome is not None or after.to_move == state.to_move:
        return False  # the game is over, or the chain goes on: the turn is not handed over
    return bool(threatened(after, state.to_move))
