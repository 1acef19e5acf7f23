"""Short labels several scenes show the same way: a challenge's goal and what a try missed,
a record's player."""

from __future__ import annotations

from seega.challenges.goals import Shortfall
from seega.challenges.schema import Challenge
from seega.core.players import level_of
from seega.i18n import tr


def goal_text(challenge: Challenge) -> str:
    """The goal as the side panel and the journey say it."""
    goal = challenge.goal
    return tr(f"goal.{goal.kind.value}", count=goal.number)


def miss_text(shortfall: Shortfall) -> str:
    """What a failed try got wrong, with its figures (e.g. "Pieces taken: 1 of 2.")."""
    return tr(f"challenge.miss.{shortfall.miss.value}", got=shortfall.got, wanted=shortfall.wanted)


def player_label(text: str) -> str:
    """A record's player (`human`, `computer hard`) as the list and the review name it."""
    level = level_of(text)
    return tr("past.human") if level is None else tr("past.computer", level=tr(f"level.{level}"))
