"""The rules engine: standard library only, immutable states, one source of legality.

state = new_game("standard")
for action in legal_actions(state): ...
state, events = apply_action(state, action)
"""

from .actions import Action, NotationError, parse_action
from .geometry import SIZES, CellError, Geometry, geometry
from .position import PositionError, format_position, parse_position
from .rules import IllegalActionError, apply_action, is_legal, legal_actions
from .rulesets import RULESETS, RuleSet, UnknownRuleSetError, ruleset
from .state import (
    BLACK,
    EMPTY,
    MOVEMENT,
    PLACEMENT,
    WHITE,
    Duty,
    Event,
    EventKind,
    GameState,
    Outcome,
    Phase,
    Reason,
    captured_cells,
    new_game,
    opponent,
)

__all__ = [
    "BLACK",
    "EMPTY",
    "MOVEMENT",
    "PLACEMENT",
    "RULESETS",
    "SIZES",
    "WHITE",
    "Action",
    "CellError",
    "Duty",
    "Event",
    "EventKind",
    "GameState",
    "Geometry",
    "IllegalActionError",
    "NotationError",
    "Outcome",
    "Phase",
    "PositionError",
    "Reason",
    "RuleSet",
    "UnknownRuleSetError",
    "apply_action",
    "captured_cells",
    "format_position",
    "geometry",
    "is_legal",
    "legal_actions",
    "new_game",
    "opponent",
    "parse_action",
    "parse_position",
    "ruleset",
]
