"""The five rule sets of docs/rules.md §2 as data: one record of named parameters each.

Rules code reads these parameters; it never branches on a rule set's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class CaptureShape(str, Enum):
    """Which enclosed runs a step captures (docs/rules.md §3)."""

    SINGLE = "single"
    LINE = "line"
    LINE_1_OR_2 = "line12"
    ALTERNATING = "alternating"


class Chain(str, Enum):
    """Who may continue capturing after a capture (docs/rules.md §4)."""

    NONE = "none"
    SAME_PIECE = "same"
    ANY_PIECE = "any"


class Blocked(str, Enum):
    """What happens when the side to move cannot step (docs/rules.md §5)."""

    PASSES = "passes"
    OPPONENT_OPENS = "opens"
    LOSES = "loses"
    OPPONENT_REMOVES = "removes"
    SIJA = "sija"


class FirstMover(str, Enum):
    """Who makes the first step after placement."""

    WHITE = "white"  # the first player, who also places first
    LAST_PLACER = "last_placer"


class Scoring(str, Enum):
    """The score shown at the end: pieces on the board, or the sija formula (§7)."""

    PIECES = "pieces"
    SIJA = "sija"


@dataclass(frozen=True, eq=False)
class RuleSet:
    """One rule set: every parameter that differs between the five (docs/rules.md §2).

    The five are singletons compared by identity; pickling keeps them so (`__reduce__`).
    """

    name: str
    sizes: tuple[int, ...]
    default_size: int
    first_mover: FirstMover
    first_step_enters_centre: bool
    capture: CaptureShape
    centre_immune: bool
    chain: Chain
    blocked: Blocked
    repetition_limit: bool
    loses_at: int
    stall_plies: int
    end_by_agreement: bool
    think_time: bool
    scoring: Scoring
    coin_toss: bool

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (ruleset, (self.name,))


STANDARD = RuleSet(
    name="standard",
    sizes=(5, 7, 9),
    default_size=5,
    first_mover=FirstMover.WHITE,
    first_step_enters_centre=False,
    capture=CaptureShape.LINE,
    centre_immune=True,
    chain=Chain.NONE,
    blocked=Blocked.PASSES,
    repetition_limit=False,
    loses_at=0,
    stall_plies=50,
    end_by_agreement=False,
    think_time=False,
    scoring=Scoring.PIECES,
    coin_toss=False,
)
TRADITIONAL = RuleSet(
    name="traditional",
    sizes=(5, 7, 9),
    default_size=5,
    first_mover=FirstMover.LAST_PLACER,
    first_step_enters_centre=False,
    capture=CaptureShape.SINGLE,
    centre_immune=True,
    chain=Chain.SAME_PIECE,
    blocked=Blocked.OPPONENT_OPENS,
    repetition_limit=False,
    loses_at=0,
    stall_plies=50,
    end_by_agreement=False,
    think_time=False,
    scoring=Scoring.PIECES,
    coin_toss=False,
)
LANE = RuleSet(
    name="lane",
    sizes=(5, 7, 9),
    default_size=5,
    first_mover=FirstMover.WHITE,
    first_step_enters_centre=True,
    capture=CaptureShape.SINGLE,
    centre_immune=False,
    chain=Chain.ANY_PIECE,
    blocked=Blocked.LOSES,
    repetition_limit=False,
    loses_at=0,
    stall_plies=50,
    end_by_agreement=False,
    think_time=False,
    scoring=Scoring.PIECES,
    coin_toss=False,
)
SEEJEH = RuleSet(
    name="seejeh",
    sizes=(5, 7),
    default_size=5,
    first_mover=FirstMover.WHITE,
    first_step_enters_centre=False,
    capture=CaptureShape.ALTERNATING,
    centre_immune=True,
    chain=Chain.ANY_PIECE,
    blocked=Blocked.OPPONENT_REMOVES,
    repetition_limit=True,
    loses_at=0,
    stall_plies=100,
    end_by_agreement=True,
    think_time=False,
    scoring=Scoring.PIECES,
    coin_toss=True,
)
SIJA = RuleSet(
    name="sija",
    sizes=(7,),
    default_size=7,
    first_mover=FirstMover.WHITE,
    first_step_enters_centre=False,
    capture=CaptureShape.LINE_1_OR_2,
    centre_immune=False,
    chain=Chain.NONE,
    blocked=Blocked.SIJA,
    repetition_limit=False,
    loses_at=1,
    stall_plies=100,
    end_by_agreement=False,
    think_time=True,
    scoring=Scoring.SIJA,
    coin_toss=False,
)

RULESETS: dict[str, RuleSet] = {
    rules.name: rules for rules in (STANDARD, TRADITIONAL, LANE, SEEJEH, SIJA)
}


class UnknownRuleSetError(ValueError):
    """A rule set name the engine does not know."""


def ruleset(name: str) -> RuleSet:
    """The rule set called `name`; UnknownRuleSetError otherwise."""
    try:
        return RULESETS[name.strip().lower()]
    except KeyError:
        known = ", ".join(RULESETS)
        raise UnknownRuleSetError(f"unknown rule set '{name}' (known: {known})") from None
