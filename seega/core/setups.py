"""Playable set-ups: a rule set, a board size and maybe a start position, checked field by field.

One JSON object per file:

    {"id": "standard-5", "name": "Standard 5×5", "description": "One line for the menu.",
     "rules": "standard", "size": 5, "start": "empty"}

`start` is `empty` (the normal game: placement from the empty board) or a position string
(docs/position.md) for a challenge that starts from a set-up. `setup_from_data` decodes one
file's object or raises `SetupError` naming the field; reading the files is storage's
(`seega.storage.catalogue.load_setups`, through the guarded path). `STANDARD` is the game offered
when no set-up file can be used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .frozen import Frozen
from .position import PositionError, parse_position
from .rulesets import STANDARD as STANDARD_RULES
from .rulesets import RuleSet, UnknownRuleSetError, ruleset
from .state import GameState, new_game

EMPTY_START = "empty"
FIELDS = ("id", "name", "description", "rules", "size", "start")
# Ids name files, saves and statistics: keep them plain, and short enough to quote in a
# message (a challenge's or a stage's id is read back in problems such as "already used").
MAX_ID_CHARS = 64
ID_PATTERN = re.compile(rf"(?=.{{1,{MAX_ID_CHARS}}}$)[a-z0-9]+(-[a-z0-9]+)*")
# What fits on a menu button and on one line under it at the smallest window size.
MAX_NAME_CHARS = 40
MAX_DESCRIPTION_CHARS = 120


class SetupError(ValueError):
    """A set-up file that cannot be used; the message names the file and the field.
    `not_a_setup`: the file is not a set-up file at all (the reader sets it aside); `reason`:
    why, as a reason name of the file's reader (seega.storage.catalogue), which the window words.
    """

    def __init__(self, message: str, not_a_setup: bool = False, reason: str = "") -> None:
        super().__init__(message)
        self.not_a_setup, self.reason = not_a_setup, reason


@dataclass(frozen=True)
class Setup(Frozen):
    """One playable set-up: its rule set as itself (decoded from the file's name of it) and
    board size. `start` is None for placement from the empty board."""

    id: str
    name: str
    description: str
    rules: RuleSet
    size: int
    start: str | None = None

    def start_state(self) -> GameState:
        """The state the game begins in."""
        if self.start is None:
            return new_game(self.rules, self.size)
        return parse_position(self.start)


# The built-in game: the standard rule set on its usual board.
STANDARD = Setup(
    "standard-5",
    "Standard 5×5",
    "The standard game.",
    STANDARD_RULES,
    STANDARD_RULES.default_size,
)


def setup_from_data(data: dict[str, object]) -> Setup:
    """Check the fields of one level; SetupError names the first bad field."""
    for key in FIELDS:
        if key not in data:
            raise SetupError(f"field '{key}' is missing")
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise SetupError(f"unknown field(s) {', '.join(unknown)} (known: {', '.join(FIELDS)})")
    level_id = _text(data, "id", MAX_NAME_CHARS)
    if not ID_PATTERN.fullmatch(level_id):
        raise SetupError(f"field 'id': '{level_id}' must be lowercase letters, digits and dashes")
    rules_name = _text(data, "rules", MAX_NAME_CHARS)
    try:
        rules = ruleset(rules_name)
    except UnknownRuleSetError as error:
        raise SetupError(f"field 'rules': {error}") from None
    size = data["size"]
    if not isinstance(size, int) or isinstance(size, bool) or size not in rules.sizes:
        offered = ", ".join(map(str, rules.sizes))
        raise SetupError(f"field 'size': {rules.name} is played on sizes {offered}, not {size!r}")
    return Setup(
        id=level_id,
        name=_text(data, "name", MAX_NAME_CHARS),
        description=_text(data, "description", MAX_DESCRIPTION_CHARS),
        rules=rules,
        size=size,
        start=_start(data, rules, size),
    )


def _text(data: dict[str, object], key: str, limit: int) -> str:
    value = data[key]
    if not isinstance(value, str) or not value.strip():
        raise SetupError(f"field '{key}': must be a non-empty text")
    if "\n" in value or len(value) > limit:
        raise SetupError(f"field '{key}': must be one line of at most {limit} characters")
    return value.strip()


def _start(data: dict[str, object], rules: RuleSet, size: int) -> str | None:
    value = data["start"]
    if not isinstance(value, str):
        raise SetupError(f"field 'start': must be '{EMPTY_START}' or a position string")
    if value.strip() == EMPTY_START:
        return None
    try:
        state = parse_position(value)
    except PositionError as error:
        raise SetupError(f"field 'start': {error}") from None
    if (state.rules, state.size) != (rules, size):
        raise SetupError(f"field 'start': the position is not a {rules.name} {size}×{size} game")
    if state.outcome is not None:
        raise SetupError("field 'start': the game in that position is already over")
    return value.strip()
