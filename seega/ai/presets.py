"""The computer's levels as data: one preset per name, nothing else decides how strong it is.

Times are per action. Placement actions get less: the search cannot see far into a wide,
empty board, and a player waits for 24 to 80 of them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from seega.core import players

from .sight import Sight

# The evaluations a level can search with (seega.ai.evaluate).
FULL = "full"
STALL = "stall"
GLANCE = "glance"


@dataclass(frozen=True)
class Preset:
    """How one level searches.

    max_depth / placement_depth: deepest iteration (actions) in the movement and placement
    phases; movetime_ms / placement_ms: the time budget of one action, or None: no clock, the
    search stops at its depth or at its node budget (then a level plays the same on any
    machine, busy or not); nodes / placement_nodes: the most positions one step or one
    placement may search (None: no limit); noise: ±
    hundredths of a piece added (seeded) to each root action's score, so weaker levels err
    between moves of nearly equal worth; sight: what the level sees of the captures in front
    of it and of the answers (seega.ai.sight; None: everything its search finds); quiescence:
    capture plies searched beyond the nominal depth; evaluation: FULL (every term of
    `seega.ai.evaluate`), STALL (material, safety and the count only: the arena's staller) or
    GLANCE (material and the count in movement: easy's).
    """

    name: str
    max_depth: int
    placement_depth: int
    movetime_ms: int | None
    placement_ms: int | None
    noise: int
    quiescence: int
    evaluation: str = FULL
    nodes: int | None = None
    placement_nodes: int | None = None
    sight: Sight | None = None


# The ladder, weakest first (seega.core.players.LEVELS; docs/levels.md has the measurements):
# about 150 rating points a rung. The four lowest err as people do (seega.ai.sight): they look
# one action ahead, miss captures the eye does not read at a glance, and look at the answers
# only on some turns. The next four err by a search within a node budget, shallow at first,
# then as deep as the budget allows: none of the eight has a clock, so a busy machine changes
# nothing in what they play (the same seed gives the same action). Only the strongest plays by
# its time.

# Easy plays as people do in their first games: it looks one action ahead, counting pieces only
# (GLANCE), takes a lone piece left in front of it nearly always, but often misses a whole
# line, a capture across the immune centre and the next capture of a chain, and looks at the
# answers only now and then, so it leaves pieces where the answer takes them. Its placement is
# the depth-1 search of the full evaluation with noise: sensible, never a plan. At depth 1 it
# is instant. The first game's level: the beginner model wins about half their games.
EASY_SIGHT = Sight(lone=85, line=35, centre=20, chain=35, answers=15)
EASY = Preset(
    "easy",
    max_depth=1,
    placement_depth=1,
    movetime_ms=None,
    placement_ms=None,
    noise=40,
    quiescence=0,
    nodes=20_000,
    placement_nodes=20_000,
    sight=EASY_SIGHT,
    evaluation=GLANCE,
)
# Casual: easy's glance with better eyes: most lines and chains seen, the answers looked at on
# two turns in five.
CASUAL = replace(
    EASY, name="casual", noise=30, sight=Sight(lone=95, line=65, centre=45, chain=65, answers=40)
)
# Steady: the full evaluation between steps (safe cells, mobility, the centre), still missing
# a line in five and a chain in four, the answers looked at on fewer than half its turns.
STEADY = replace(
    CASUAL,
    name="steady",
    noise=25,
    sight=Sight(lone=100, line=80, centre=60, chain=75, answers=45),
    evaluation=FULL,
)
# Keen: steady's eyes sharpened: it misses a line or a chain in twenty and looks at the answers
# on more than four turns in five (on three in four it was only 88 points above steady).
KEEN = replace(
    STEADY, name="keen", noise=18, sight=Sight(lone=100, line=95, centre=85, chain=95, answers=85)
)
# Sharp: sees every capture and every answer (a two-action search), no further, and errs
# between actions of nearly equal worth by ±8 hundredths (at ±16 it stood 232 points below
# medium).
SHARP = Preset(
    "sharp",
    max_depth=2,
    placement_depth=1,
    movetime_ms=None,
    placement_ms=None,
    noise=8,
    quiescence=0,
    nodes=3_000,
    placement_nodes=2_000,
)
# Medium: a sound, shallow search that sees a move, the answer, and a follow-up: about a
# second of search for a step in a 9×9 middle game, a third of one for a placement (its depth
# 2 in full up to 7×7). On 5×5 neither budget binds: 922 of its actions against the player
# models searched 6,283 positions at most.
MEDIUM = Preset(
    "medium",
    max_depth=3,
    placement_depth=2,
    movetime_ms=None,
    placement_ms=None,
    noise=8,
    quiescence=6,
    nodes=10_000,
    placement_nodes=3_000,
)
# Tough: medium's search one action deeper, with a little more room (12,000 positions a step)
# and a little less noise.
TOUGH = replace(MEDIUM, name="tough", max_depth=4, noise=4, nodes=12_000)
# Fierce: hard's own search (as deep as it gets, every capture followed, no noise) within
# 6,000 positions a step and 2,000 a placement instead of a clock: about a twentieth of what
# hard searches in its time on an idle machine (within 20,000 it played hard even on a busy
# one), and still clearly above tough, whose noise and fixed depth it does without.
FIERCE = replace(
    TOUGH,
    name="fierce",
    max_depth=64,
    placement_depth=64,
    noise=0,
    nodes=6_000,
    placement_nodes=2_000,
)
# Hard searches as deep as its budget allows (1.5 s per step, 0.4 s per placement).
HARD = Preset(
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
STALLER = Preset(
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
PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (EASY, CASUAL, STEADY, KEEN, SHARP, MEDIUM, TOUGH, FIERCE, HARD)
}
# Opponents for the arena only, beside the levels the game offers.
ARENA_OPPONENTS: dict[str, Preset] = {STALLER.name: STALLER}
# The hint is what the strongest level would play.
HINT = "hint"
HINT_PRESET = PRESETS[players.HINT_LEVEL]


class UnknownLevelError(ValueError):
    """A level name that is not in PRESETS (nor `hint`)."""


def preset(name: str) -> Preset:
    """The preset called `name` (`hint` is the hard level, arena opponents count too);
    UnknownLevelError otherwise."""
    key = name.strip().lower()
    if key == HINT:
        return HINT_PRESET
    found = PRESETS.get(key) or ARENA_OPPONENTS.get(key)
    if found is None:
        known = ", ".join([*PRESETS, HINT, *ARENA_OPPONENTS])
        raise UnknownLevelError(f"unknown level '{name}' (known: {known})")
    return found
