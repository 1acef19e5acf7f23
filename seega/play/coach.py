"""What a game, a lesson or a challenge adds to the board: the `Coach` a turn's session is
given (docs/architecture.md, "A turn on the board"), the `Turn` it is handed in return, and
the words it speaks in.

A coach holds its own state and knows the turn only as a `Turn`: it never reaches into the
view that draws it. An ordinary game's coach is `PlainGame`; a lesson's is the `Teacher`
(teacher.py), a challenge's the `Referee` and a journey's game `JourneyGame` (referee.py).
No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from seega.core import Action
from seega.core.line import Played
from seega.game.match import Match
from seega.play.hud_model import HudModel
from seega.play.traces import danger_on

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
    CANCEL = "cancel"  # stop picking a ransom's cells (the question is asked again)
    REPLAY = "replay"  # the last turn shown again, nothing in the game changed
    MENU = "menu"


@dataclass(frozen=True)
class Hint:
    """An action shown on the board and why, in words."""

    action: Action
    words: Words


class Turn(Protocol):
    """The turn's session as its coach sees it: the game, the hint shown, and what a coach may
    ask of it (end the try, say no, show a hint, play the other side's answer, start again
    from a new game, play an action decided elsewhere once the view is still)."""

    match: Match
    hint: Hint | None
    hints_asked: int

    @property
    def now(self) -> int: ...
    @property
    def refusal_text(self) -> str: ...
    @property
    def asking(self) -> bool: ...
    def accepting(self) -> bool: ...
    def finish(self, why: Words | None = None) -> None: ...
    def drop_notices(self) -> None: ...
    def say_no(self, why: Words) -> None: ...
    def show_hint(self, hint: Hint) -> None: ...
    def end_turn(self) -> bool: ...
    def play_answer(self, action: Action) -> None: ...
    def reset(self, match: Match) -> None: ...
    def sound(self, name: str) -> None: ...
    def showing(self) -> bool: ...
    def play_arrived(self, action: Action) -> None: ...


class Coach(Protocol):
    """What a game, a lesson or a challenge adds to the board: a judge of each tried action,
    a reaction to each action played, the panel's buttons and lines, the game's end, and the
    board's commands done its own way."""

    def join(self, turn: Turn) -> None:
        """The session this coach is handed (once, when the session is made)."""
        ...

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

    def shows_danger(self, setting: str) -> bool:
        """Whether the pieces in danger are marked, given the setting (on, off or auto)."""
        ...


class PlainGame:
    """The coach of an ordinary game: every legal action goes, the board's buttons and panel,
    the game-over screen at the end."""

    turn: Turn

    def join(self, turn: Turn) -> None:
        self.turn = turn

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

    def shows_danger(self, setting: str) -> bool:
        return danger_on(setting, self.turn.match, None)
