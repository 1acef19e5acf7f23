"""The computer's levels as data: one preset per name, nothing else decides how strong it is.

Times are per action. Placement actions get less: the search cannot see far into a wide,
empty board, and a player waits for 24 to 80 of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from seega.core import players

# The evaluations a level can search with (seega.ai.evaluate).
FULL = "full"
STALL = "stall"


@dataclass(frozen=True)
class Level:
    """How one level searches.

    max_depth / placement_depth: deepest iteration (actions) in the movement and placement
    phases; movetime_ms / placement_ms: the time budget of one action; noise: ± hundredths of
    a piece added (seeded) to each root action's score, so weaker levels err the way people
    do (between moves of nearly equal worth, never a free piece); quiescence: capture plies
    searched beyond the nominal depth; evaluation: FULL (every term of `seega.ai.evaluate`) or
    STALL (material, safety and the count only: the arena's staller).
    """

    name: str
    max_depth: int
    placement_depth: int
    movetime_ms: int
    placement_ms: int
    noise: int
    quiescence: int
    evaluation: str = FULL


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

# The staller: hard's search and budget with the staller's evaluation. Not offered in the game;
# an arena opponent modelling those who beat hard on the count (take a piece, then turtle).
STALLER = Level(
    "staller",
    max_depth=HARD.max_depth,
    placement_depth=HARD.placement_depth,
    movetime_ms=HARD.movetime_ms,
    placement_ms=HARD.placement_ms,
    noise=0,
    quiescence=HARD.quiescence,
    evaluation=STALL,
)

# The presets of the levels the game offers, in the order of seega.core.players.LEVELS (the
# one list of their names; a test checks that every name has its preset here).
LEVELS: dict[str, Level] = {preset.name: preset for preset in (EASY, MEDIUM, HARD)}
# Opponents for the arena only, beside the levels the game offers.
ARENA_OPPONENTS: dict[str, Level] = {STALLER.name: STALLER}
# The hint is what the strongest level would play.
HINT = "hint"
HINT_LEVEL = LEVELS[players.HINT_LEVEL]


class UnknownLevelError(ValueError):
    """A level name that is not in LEVELS (nor `hint`)."""


def level(name: str) -> Level:
    """The preset called `name` (`hint` is the hard level, arena opponents count too);
    UnknownLevelError otherwise."""
    key = name.strip().lower()
    if key == HINT:
        return HINT_LEVEL
    preset = LEVELS.get(key) or ARENA_OPPONENTS.get(key)
    if preset is None:
        known = ", ".join([*LEVELS, HINT, *ARENA_OPPONENTS])
        raise UnknownLevelError(f"unknown level '{name}' (known: {known})")
    return preset
