"""Short labels several scenes show the same way: a challenge's goal and what a try missed,
a record's player."""

from __future__ import annotations

from seega.challenges.goals import Shortfall
from seega.challenges.practice import GameSource
from seega.challenges.schema import Challenge
from seega.core.players import LEVELS, level_of
from seega.i18n import isolated, tr


def goal_text(challenge: Challenge) -> str:
    """The goal as the side panel and the journey say it."""
    goal = challenge.goal
    return tr(f"goal.{goal.kind.value}", count=goal.number)


def origin_text(challenge: Challenge) -> str:
    """Which game and move a challenge made from the player's own game comes from: 'From
    your game of 2026-12-04 against Easy, move 14.' ("" for any other challenge)."""
    source = GameSource.parse(challenge.source)
    if source is None:
        return ""
    day = isolated(source.played_on.isoformat())
    if source.opponent not in LEVELS:
        return tr("challenge.from_people", date=day, turn=source.turn)
    opponent = tr(f"level.{source.opponent}")
    return tr("challenge.from_game", date=day, opponent=opponent, turn=source.turn)


def miss_text(shortfall: Shortfall) -> str:
    """What a failed try got wrong, with its figures (e.g. "Pieces taken: 1 of 2.")."""
    return tr(f"challenge.miss.{shortfall.miss.value}", got=shortfall.got, wanted=shortfall.wanted)


def player_label(text: str) -> str:
    """A record's player (`human`, `computer hard`) as the list and the review name it."""
    level = level_of(text)
    return tr("past.human") if level is None else tr("past.computer", level=tr(f"level.{level}"))
