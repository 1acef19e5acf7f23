"""Who plays a side: a person, or the computer at one of its levels.

`LEVELS` is the one list of the computer's levels, weakest first: the menus, the records, the
protocol, the statistics and the demo all read it (how each level searches is a preset in
`seega.ai.levels`). Records and saves write a player as `human` or `computer LEVEL`.
"""

from __future__ import annotations

LEVELS = ("easy", "medium", "hard")
# The hint shows what the strongest level would play.
HINT_LEVEL = LEVELS[-1]
HUMAN = "human"
COMPUTER = "computer"


def player_text(level: str | None) -> str:
    """How a record writes a player: `human` (None) or `computer LEVEL`."""
    return HUMAN if level is None else f"{COMPUTER} {level}"


def level_of(text: str) -> str | None:
    """The computer level of a player text, None for a person; ValueError for anything else."""
    words = text.split()
    if words == [HUMAN]:
        return None
    if len(words) == 2 and words[0] == COMPUTER and words[1] in LEVELS:
        return words[1]
    raise ValueError(f"'{text}' is not human or computer {'|'.join(LEVELS)}")
