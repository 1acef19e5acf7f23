"""How one scene reaches another without importing it: the window's one route table.

The composition root (`seega.ui.app.wire_routes`) fills a `Routes` with the scenes' makers and
puts it on the context; a scene asks `context.routes.board(match)` instead of importing the
board scene, so the scenes form no import cycle however they link. A route left unwired
refuses to be followed, and `wired` tells (the title disables the buttons of unwired routes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from seega.challenges.journey import Stage, StageResult
from seega.core import GameState
from seega.core.line import GameLine
from seega.core.rulesets import RuleSet
from seega.game.match import Match, SavedGame
from seega.net.events import GameShown, Offer
from seega.storage.archive import ArchivedGame
from seega.ui.services.online import Connection
from seega.ui.shell.scene import Scene


class _Unwired:
    """A route the composition root has not wired: following it is a mistake."""

    def __init__(self, route: str) -> None:
        self.route = route

    def __call__(self, *_: object) -> Scene:
        raise LookupError(f"no '{self.route}' route: the composition root has not wired it")


def _unwired(route: str) -> Callable[..., Any]:
    return _Unwired(route)


@dataclass(frozen=True)
class StageLink:
    """How a stage reports back to what opened it (the journey, or the title's daily puzzle):
    its result once done, and the wish to go straight on to the next stage (None: there is no
    next one); `back` is the i18n key of the button that goes back."""

    report: Callable[[StageResult], None]
    next_stage: Callable[[], None] | None
    back: str = "button.journey"


@dataclass
class Routes:
    """Makers of the scenes that other scenes go to.

    title(): a fresh title screen; board(match, saving): a game (`saving` False in demo mode:
    no autosave, no statistics); how_to_play(rules): the rules pages, opened at a rule set
    (None: the first); settings(): the settings overlay; new_game(): the new game's choices;
    statistics(), past_games(): those screens; saved_games(): the games in progress (Continue);
    continue_game(saved): the board of one of them, read already.
    review(line, players, archived, placed_by_computer): the review of a game (players as
    records write them; `archived` the kept record its review is stored with, or None; the
    placements the computer made for a person, as the record lists them: not graded).
    journey(): the journey's path; stage(stage, link): one of its stages, reporting to `link`.
    game_over(match, saving): the card over a finished game; pause(match, saving, resign): the
    pause menu over a game, `resign` giving it up; play_on(state): who plays on from a
    reviewed position. lesson(rules): the lesson played by hand for a rule set (None: the
    first one not finished yet). online_host(offer), online_join(): a game against a person on
    another computer, offered or joined; online_game(connection, shown): its board, once the
    server shows the game; online_over(match, rematch): its result card, Rematch asking the
    server.
    """

    title: Callable[[], Scene] = _unwired("title")
    board: Callable[[Match, bool], Scene] = _unwired("board")
    how_to_play: Callable[[RuleSet | None], Scene] = _unwired("how_to_play")
    settings: Callable[[], Scene] = _unwired("settings")
    new_game: Callable[[], Scene] = _unwired("new_game")
    statistics: Callable[[], Scene] = _unwired("statistics")
    past_games: Callable[[], Scene] = _unwired("past_games")
    saved_games: Callable[[], Scene] = _unwired("saved_games")
    continue_game: Callable[[SavedGame], Scene] = _unwired("continue_game")
    review: Callable[[GameLine, tuple[str, str], ArchivedGame | None, frozenset[int]], Scene] = (
        _unwired("review")
    )
    journey: Callable[[], Scene] = _unwired("journey")
    stage: Callable[[Stage, StageLink], Scene] = _unwired("stage")
    game_over: Callable[[Match, bool], Scene] = _unwired("game_over")
    pause: Callable[[Match, bool, Callable[[], None]], Scene] = _unwired("pause")
    play_on: Callable[[GameState], Scene] = _unwired("play_on")
    lesson: Callable[[RuleSet | None], Scene] = _unwired("lesson")
    online_host: Callable[[Offer], Scene] = _unwired("online_host")
    online_join: Callable[[], Scene] = _unwired("online_join")
    online_game: Callable[[Connection, GameShown], Scene] = _unwired("online_game")
    online_over: Callable[[Match, Callable[[], None]], Scene] = _unwired("online_over")

    def wired(self, route: str) -> bool:
        """Whether the composition root gave `route` a maker."""
        return not isinstance(getattr(self, route), _Unwired)
