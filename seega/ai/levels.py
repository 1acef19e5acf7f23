"""The computer's levels as data: one preset per name, nothing else decides how strong it is.

Times are per action. Placement actions get less: the search cannot see far into a wide,
empty board, and a player waits for 24 to 80 of them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """How one level searches.

    max_depth / placement_depth: deepest iteration (actions) in the movement and placement
    phases; movetime_ms / placement_ms: the time budget of one action; noise: ± hundredths of
    a piece added (seeded) to each root action's score, so weaker levels err the way people
    do (between moves of nearly equal worth, never a free piece); quiescence: capture plies
    searched beyond the nominal depth.
    """

    name: str
    max_depth: int
    placement_depth: int
    movetime_ms: int
    placement_ms: int
    noise: int
    quiescence: int


# Easy looks one action ahead and no further: it takes a free piece (its noise swings less
# than a piece either way), but it may leave a piece where the answer takes it (a threat
# weighs less than the noise), and misses whatever needs two moves to set up.
EASY = Level(
    "easy",
    max_depth=1,
    placement_depth=1,
    movetime_ms=300,
    placement_ms=200,
    noise=40,
    quiescence=0,
)
# Medium: a sound, shallow search that sees a move, the answer, and a follow-up.
MEDIUM = Level(
    "medium",
    max_depth=3,
    placement_depth=2,
    movetime_ms=1000,
    placement_ms=300,
    noise=8,
    quiescence=6,
)
# Hard searches as deep as its budget allows (1.5 s per step, 0.4 s per placement).
HARD = Level(
    "hard",
    max_depth=64,
    placement_depth=64,
    movetime_ms=1500,
    placement_ms=400,
    noise=0,
    quiescence=6,
)

LEVELS: dict[str, Level] = {level.name: level for level in (EASY, MEDIUM, HARD)}
# The hint is what the strongest level would play.
HINT = "hint"
HINT_LEVEL = HARD


class UnknownLevelError(ValueError):
    """A level name that is not in LEVELS (nor `hint`)."""


def level(name: str) -> Level:
    """The preset called `name` (`hint` is the hard level); UnknownLevelError otherwise."""
    key = name.strip().lower()
    if key == HINT:
        return HINT_LEVEL
    try:
        return LEVELS[key]
    except KeyError:
        known = ", ".join([*LEVELS, HINT])
        raise UnknownLevelError(f"unknown level '{name}' (known: {known})") from None
