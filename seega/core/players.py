"""Who plays a side: a person, or the computer at one of its levels.

`LEVELS` is the one list of the computer's levels, weakest first: a ladder whose rungs are
about 150 rating points apart (docs/levels.md), with the roles they play (weakest, first game,
strongest, hint, review, master, learning, practised, placing for a person): the menus, the
records, the protocol, the statistics, the journey and the demo all read them, by role, never by
name (how each level searches is a preset in `seega.ai.presets`). Records and saves
write a player as `human` or `computer LEVEL`. A level's name is a word of the records, never
changed once written: `easy`, `medium` and `hard` play as they always did (records from before
the ladder keep their meaning, and need no translation); the rungs added between them have new
names. The names shown are the i18n's (`level.NAME`): `medium` is shown as its rung's word.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NewType

# A level of the computer: one of LEVELS, as itself. A `Level` is made only here (the ladder,
# its roles, `level_named` and `level_of`, which check a name from a file, a setting or the
# protocol), so a bare name cannot travel where a level is wanted: the type checker refuses a
# `str` there. Its text is its name, the word records and saves write.
Level = NewType("Level", str)
LEVELS: tuple[Level, ...] = tuple(
    Level(name)
    for name in ("easy", "casual", "steady", "keen", "sharp", "medium", "tough", "fierce", "hard")
)
# The roles the levels play, named once: read these, never a level's name.
WEAKEST = LEVELS[0]
STRONGEST = LEVELS[-1]
# The first game's level, New game's choice for someone with no rated game and the lesson's
# "Play your first game": the beginner model (a person who has just learned the rules) scores
# about even against it.
FIRST_GAME_LEVEL = WEAKEST
# The hint shows what the strongest level would play; the review judges with it; the journey's
# last chapter and every challenge's opponent is it.
HINT_LEVEL = STRONGEST
REVIEW_LEVEL = STRONGEST
MASTER_LEVEL = STRONGEST
# The learning games: the journey's first chapters end against it, and the board shows its
# danger marks (setting `auto`) in games against it.
LEARNING_LEVEL = WEAKEST
# The journey's later chapters end against it: the player knows the rules by then. It is the
# level that was New game's first choice before the ladder, and plays as it always did.
PRACTISED_LEVEL = LEVELS[5]  # medium
# "Place the rest for me" makes a person's placements as this level would.
PLACE_FOR_PERSON_LEVEL = PRACTISED_LEVEL
# A few wins in a row against a level offer the next one up; several losses in a row the one
# below (losing is forgiven longer than winning is rewarded: a loss or two is how one learns).
STEP_UP_WINS = 3
STEP_DOWN_LOSSES = 4
WIN, LOSS = "win", "loss"
HUMAN = "human"
COMPUTER = "computer"


def next_step(level: Level, results: Sequence[str]) -> tuple[Level, int] | None:
    """The level to offer a person after `results` against `level` (newest first, each "win",
    "loss" or "draw"), and how many results in a row led there; None: stay."""
    streak = next((i for i, result in enumerate(results) if result != results[0]), len(results))
    index = LEVELS.index(level)
    if results and results[0] == WIN and streak >= STEP_UP_WINS and index + 1 < len(LEVELS):
        return LEVELS[index + 1], streak
    if results and results[0] == LOSS and streak >= STEP_DOWN_LOSSES and index > 0:
        return LEVELS[index - 1], streak
    return None


def level_named(name: str) -> Level:
    """The level called `name` (a word of a file, a setting or the protocol); ValueError for
    any other word."""
    found = next((level for level in LEVELS if level == name), None)
    if found is None:
        raise ValueError(f"'{name}' is not a level ({', '.join(LEVELS)})")
    return found


def player_text(level: Level | None) -> str:
    """How a record writes a player: `human` (None) or `computer LEVEL`."""
    return HUMAN if level is None else f"{COMPUTER} {level}"


def level_of(text: str) -> Level | None:
    """The computer level of a player text, None for a person; ValueError for anything else."""
    words = text.split()
    if words == [HUMAN]:
        return None
    if len(words) == 2 and words[0] == COMPUTER and words[1] in LEVELS:
        return level_named(words[1])
    raise ValueError(f"'{text}' is not human or computer {'|'.join(LEVELS)}")
