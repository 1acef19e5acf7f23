"""Challenge files in `levels/challenges/`: one JSON object each, checked on load.

The format is documented in docs/challenges.md. Loading checks the shape of every field (a
position that parses, a known goal, a solution tree of the right form); whether the solution
is right is the verifier's business (`seega.challenges.verify`), which replays it through the
rules. The files are read by `seega.storage.catalogue`; this module decodes their data.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from seega.core import GameState, PositionError, parse_position
from seega.core.rulesets import RuleSet, ruleset
from seega.core.setups import ID_PATTERN, MAX_ID_CHARS

from .goals import Goal, GoalKind

FIELDS = ("id", "start", "goal", "par", "grade", "themes", "source", "difficulty", "solution")
# Lessons and motifs the journey names (each has its words in seega/i18n, `challenge.theme.*`).
THEMES = (
    "capture",
    "line",
    "chain",
    "centre",
    "series",
    "removal",
    "ransom",
    "first-step",
    "free",
    "block",
    "stall",
    "defence",
    "endgame",
)
# Bounds that keep a challenge a puzzle the verifier proves in milliseconds.
MAX_CAPTURE = 24
MAX_TURNS = 4
MAX_GRADE = 9
# Grades from this one up are the hard puzzles: the generator's hard pass keeps only these
# (its alternating series aside), and the journey's last chapter holds them.
HARD_GRADE = 5
MAX_PAR = 9
MAX_SOURCE_CHARS = 120
DIFFICULTY_FIELDS = ("depth", "easy", "medium", "alternatives")


class ChallengeError(ValueError):
    """A challenge file that cannot be used; the message names the file and the field, and
    `reason` says why as a reason name of the file's reader (seega.storage.catalogue), which the
    window words."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Difficulty:
    """What the engine measured: the hard search's depth at which the answer first appears,
    whether the easy and medium players find it, and how many other first actions there are."""

    depth: int
    easy: bool
    medium: bool
    alternatives: int


@dataclass(frozen=True)
class Challenge:
    """One challenge as read from its file (see docs/challenges.md)."""

    id: str
    start: str
    goal: Goal
    par: int
    grade: int
    themes: tuple[str, ...]
    source: str
    difficulty: Difficulty
    solution: list[dict[str, Any]]

    def start_state(self) -> GameState:
        """The position the challenge starts from (start-of-turn rules applied)."""
        return parse_position(self.start)

    @property
    def rules(self) -> RuleSet:
        """The rule set (the start was read when the challenge was decoded)."""
        return ruleset(self.start.split()[0])

    @property
    def size(self) -> int:
        """The board size."""
        return int(self.start.split()[1])

    def to_data(self) -> dict[str, Any]:
        """The file's JSON object."""
        return {
            "id": self.id,
            "start": self.start,
            "goal": {"kind": self.goal.kind.value, "number": self.goal.number},
            "par": self.par,
            "grade": self.grade,
            "themes": list(self.themes),
            "source": self.source,
            "difficulty": {
                "depth": self.difficulty.depth,
                "easy": self.difficulty.easy,
                "medium": self.difficulty.medium,
                "alternatives": self.difficulty.alternatives,
            },
            "solution": self.solution,
        }


def challenge_text(challenge: Challenge) -> str:
    """The file's text: indented JSON, the tree kept compact enough to read."""
    return json.dumps(challenge.to_data(), indent=1, ensure_ascii=False) + "\n"


def challenge_from_data(data: object) -> Challenge:
    """Check the fields of one challenge; ChallengeError names the first bad one."""
    if not isinstance(data, dict):
        raise ChallengeError("must hold one JSON object {...}")
    for key in FIELDS:
        if key not in data:
            raise ChallengeError(f"field '{key}' is missing")
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise ChallengeError(f"unknown field(s) {', '.join(unknown)}")
    challenge_id = data["id"]
    if not isinstance(challenge_id, str) or not ID_PATTERN.fullmatch(challenge_id):
        raise ChallengeError(
            f"field 'id': at most {MAX_ID_CHARS} lowercase letters, digits and dashes"
        )
    themes = data["themes"]
    if not isinstance(themes, list) or not all(theme in THEMES for theme in themes):
        raise ChallengeError(f"field 'themes': a list of {', '.join(THEMES)}")
    source = data["source"]
    if not isinstance(source, str) or "\n" in source or len(source) > MAX_SOURCE_CHARS:
        raise ChallengeError(f"field 'source': one line of at most {MAX_SOURCE_CHARS} characters")
    solution = data["solution"]
    _check_tree(solution, "play", "solution")
    return Challenge(
        id=challenge_id,
        start=_start(data["start"]),
        goal=_goal(data["goal"]),
        par=_whole(data["par"], "par", 1, MAX_PAR),
        grade=_whole(data["grade"], "grade", 1, MAX_GRADE),
        themes=tuple(themes),
        source=source,
        difficulty=_difficulty(data["difficulty"]),
        solution=solution,
    )


def _whole(value: object, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ChallengeError(f"field '{name}': a whole number from {low} to {high}")
    return value


def _start(value: object) -> str:
    if not isinstance(value, str):
        raise ChallengeError("field 'start': must be a position string")
    try:
        state = parse_position(value)
    except PositionError as error:
        raise ChallengeError(f"field 'start': {error}") from None
    if state.outcome is not None:
        raise ChallengeError("field 'start': the game in that position is already over")
    return value.strip()


def _goal(value: object) -> Goal:
    if not isinstance(value, dict) or set(value) != {"kind", "number"}:
        raise ChallengeError("field 'goal': an object with 'kind' and 'number'")
    try:
        kind = GoalKind(value["kind"])
    except ValueError:
        known = ", ".join(kind.value for kind in GoalKind)
        raise ChallengeError(f"field 'goal': kind must be one of {known}") from None
    high = MAX_CAPTURE if kind is GoalKind.CAPTURE else MAX_TURNS
    return Goal(kind, _whole(value["number"], "goal", 1, high))


def _difficulty(value: object) -> Difficulty:
    if not isinstance(value, dict) or set(value) != set(DIFFICULTY_FIELDS):
        raise ChallengeError(f"field 'difficulty': an object with {', '.join(DIFFICULTY_FIELDS)}")
    easy, medium = value["easy"], value["medium"]
    if not isinstance(easy, bool) or not isinstance(medium, bool):
        raise ChallengeError("field 'difficulty': 'easy' and 'medium' are true or false")
    return Difficulty(
        depth=_whole(value["depth"], "difficulty", 0, 64),
        easy=easy,
        medium=medium,
        alternatives=_whole(value["alternatives"], "difficulty", 0, 10_000),
    )


def _check_tree(tree: object, key: str, where: str) -> None:
    """A solver node is a non-empty list of {"play": turn, "replies": [...]}, a reply node a
    list of {"reply": turn, "turns": [...]}; children are optional."""
    child_key, child_kind = ("replies", "reply") if key == "play" else ("turns", "play")
    if not isinstance(tree, list) or not tree:
        raise ChallengeError(f"field '{where}': a non-empty list of turns")
    for entry in tree:
        if not isinstance(entry, dict) or not isinstance(entry.get(key), str):
            raise ChallengeError(f"field '{where}': each entry needs a '{key}' text")
        if set(entry) - {key, child_key}:
            raise ChallengeError(f"field '{where}': an entry has only '{key}' and '{child_key}'")
        if child_key in entry:
            _check_tree(entry[child_key], child_kind, where)
