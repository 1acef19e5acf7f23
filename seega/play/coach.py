"""What a game, a lesson or a challenge adds to the board: the `Coach` a turn's session is
given (docs/architecture.md, "A turn on the board"), and the words it speaks in.

An ordinary game's coach is `PlainGame`; the lesson and the challenge scenes are coaches of
the board they draw over. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Protocol

from seega.core import Action
from seega.core.line import Played
from seega.play.hud_model import HudModel

# A sentence worded when it is shown, in the language of that moment.
Words = Callable[[], str]
# A button of the side panel: (label, command, enabled).
ButtonEntry = tuple[str, Callable[[], None], bool]


class Command(Enum):
    """The board's commands, from a key or a panel button; a coach may do one its own way."""

    HINT = "hint"
    UNDO = "undo"
    REDO = "redo"
    END_TURN = "end_turn"
    OFFER_END = "offer_end"
    PLACE_REST = "place_rest"
    MENU = "menu"


class Coach(Protocol):
    """What a game, a lesson or a challenge adds to the board: a judge of each tried action,
    a reaction to each action played, the panel's buttons and lines, the game's end, and the
    board's commands done its own way."""

    def judge(self, action: Action) -> Words | None:
        """None: play `action`; else why not (the position stays as it is)."""
        ...

    def played(self, played: Played) -> None:
        """React to an action once it is played (by anyone)."""
        ...

    def panel_buttons(self, standard: list[ButtonEntry]) -> list[ButtonEntry]:
        """The panel's buttons, given the board's own."""
        ...

    def panel_lines(self, model: HudModel) -> HudModel:
        """The panel's lines, given the board's own."""
        ...

    def finish(self) -> bool:
        """The game is over: True to show the game-over screen."""
        ...

    def command(self, command: Command) -> bool:
        """True when the coach did `command` its own way (the board then does nothing)."""
        ...

    def shows_danger(self, setting_says: bool) -> bool:
        """Whether the pieces in danger are marked, given what the setting says."""
        ...


class PlainGame:
    """The coach of an ordinary game: every legal action goes, the board's buttons and panel,
    the game-over screen at the end."""

    def judge(self, action: Action) -> Words | None:
        return None

    def played(self, played: Played) -> None:
        return None

    def panel_buttons(self, standard: list[ButtonEntry]) -> list[ButtonEntry]:
        return standard

    def panel_lines(self, model: HudModel) -> HudModel:
        return model

    def finish(self) -> bool:
        return True

    def command(self, command: Command) -> bool:
        return False

    def shows_danger(self, setting_says: bool) -> bool:
        return setting_says
