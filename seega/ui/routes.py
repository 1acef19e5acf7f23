"""How one scene reaches another without importing it.

The composition root (`seega.ui.app.wire_routes`) fills a `Routes` with the scenes' makers and
puts it on the context; a scene asks `context.routes.board(match)` instead of importing the
board scene, so the scenes form no import cycle however they link.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from seega.challenges.journey import Stage, StageResult
from seega.core import GameState
from seega.core.line import GameLine
from seega.game.match import Match
from seega.storage.archive import ArchivedGame
from seega.ui.shell.scene import Scene


def _unwired(route: str) -> Callable[..., Scene]:
    def refuse(*_: object) -> Scene:
        raise LookupError(f"no '{route}' route: the composition root has not wired the routes")

    return refuse


@dataclass(frozen=True)
class StageLink:
    """How a stage reports back to the journey: its result once done, and the wish to go
    straight on to the next stage."""

    report: Callable[[StageResult], None]
    next_stage: Callable[[], None]


@dataclass
class Routes:
    """Makers of the scenes that other scenes go to.

    title(): a fresh title screen; board(match, saving): a game (`saving` False in demo mode:
    no autosave, no statistics); how_to_play(rules): the rules pages, opened at a rule set;
    settings(): the settings overlay.
    review(line, players, archived, placed_by_computer): the review of a game (players as
    records write them; `archived` the kept record its review is stored with, or None; the
    placements the computer made for a person, as the record lists them: not graded).
    journey(): the journey's path; stage(stage, link): one of its stages, reporting to `link`.
    game_over(match, saving): the card over a finished game; pause(match, saving, resign): the
    pause menu over a game, `resign` giving it up; play_on(state): who plays on from a
    reviewed position. lesson(rules): the lesson played by hand for a rule set.
    """

    title: Callable[[], Scene] = _unwired("title")
    board: Callable[[Match, bool], Scene] = _unwired("board")
    how_to_play: Callable[[str], Scene] = _unwired("how_to_play")
    settings: Callable[[], Scene] = _unwired("settings")
    review: Callable[[GameLine, tuple[str, str], ArchivedGame | None, frozenset[int]], Scene] = (
        _unwired("review")
    )
    journey: Callable[[], Scene] = _unwired("journey")
    stage: Callable[[Stage, StageLink], Scene] = _unwired("stage")
    game_over: Callable[[Match, bool], Scene] = _unwired("game_over")
    pause: Callable[[Match, bool, Callable[[], None]], Scene] = _unwired("pause")
    play_on: Callable[[GameState], Scene] = _unwired("play_on")
    lesson: Callable[[str], Scene] = _unwired("lesson")
