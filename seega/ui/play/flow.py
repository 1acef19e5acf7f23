"""How games start, continue, end and leave: the links between the game scenes and the title.

The list of games in progress (written elsewhere) reads each with `read_saved` and resumes one
with `continue_scene` (the routes' `saved_games` and `continue_game`, wired in
seega/ui/app.py); every game starts with the window's `pace`; the game scenes go back with
`to_title`. The computer player is the context's (`AppContext.computer`), one worker for the
whole run.
"""

from __future__ import annotations

from collections.abc import Generator
from itertools import takewhile
from pathlib import Path
from typing import Any

from seega.core import BLACK, WHITE, opponent
from seega.core.players import LEVELS, Level, next_step
from seega.core.record import RecordError
from seega.game import factory
from seega.game.ending import Ending, Ledger
from seega.game.factory import Pace
from seega.game.match import Match, SavedGame, read_save
from seega.i18n import tr
from seega.play.standing import rating_to_keep
from seega.storage import files
from seega.storage.ledger import Count, GameLedger
from seega.storage.saves import Autosave
from seega.ui.services.context import AppContext
from seega.ui.services.file_words import kept_words
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import ALONE


def computer_beat_ms(context: AppContext) -> int:
    """How long the computer waits before it acts: the worker's delay, scaled by the animation
    speed setting (slow: a longer look at the board before the answer)."""
    return round(context.computer.delay_ms * context.settings.animation_factor)


def pace(context: AppContext) -> Pace:
    """How every game of this window is paced: the context's computer, its delay scaled by the
    animation speed, and the player's think-time setting (`seega.game.factory` starts it)."""
    return Pace(
        context.computer.thinker(), computer_beat_ms(context), context.settings.sija_think_time_s
    )


def to_title(context: AppContext, scene: Scene, then: Scene | None = None) -> None:
    """Back to the title (a fresh one), optionally with `then` on top of it."""
    scene.stack.reset(context.routes.title())
    if then is not None:
        scene.stack.push(then)


def human_side(match: Match) -> int | None:
    """The side a lone person at this board plays (against the computer, or against a person
    on another computer); None otherwise."""
    humans = [side for side in (WHITE, BLACK) if match.seat(side).is_here]
    return humans[0] if len(humans) == 1 else None


def autosave(context: AppContext, match: Match) -> None:
    """Save the game in progress, in its own file beside the other games in progress;
    problems become notices. A finished game kept its end and forgot its save itself, the
    moment it ended (seega.game.ending)."""
    if match.is_over:
        return
    save = Autosave(match.save_state(), match.record_text())
    context.tell(context.storage.saves.save(match.game_id, save))


def set_aside_save(context: AppContext, game_id: str, reason: str) -> str:
    """Move an unusable save out of the way and return the message for the player."""
    message = tr("notice.autosave_unusable", reason=files.quoted(reason, files.SHORT_QUOTE_LIMIT))
    target = context.storage.saves.set_aside(game_id)
    if target is None:
        return message
    return f"{message} {kept_words(target.name)}"


def read_saved(context: AppContext, game_id: str) -> Generator[bool | None, None, SavedGame | None]:
    """Game `game_id` in progress, read in steps (the file, then the replay of its record) so
    a screen can spread them over frames; None, with the problem among the notices, when it
    is gone or cannot be resumed (an unusable one is set aside). A game saved as it ended
    (the window was killed before its end was all kept) is kept now, and not continued."""
    loaded = context.storage.saves.load(game_id)
    context.tell(loaded.problem)
    yield ALONE  # the replay, or the notice's first drawing, in a frame of its own
    if loaded.value is None:
        return None
    try:
        game = read_save(loaded.value.record, loaded.value.state)
    except (RecordError, ValueError) as error:
        context.notices.append(set_aside_save(context, game_id, str(error)))
        yield ALONE
        return None
    if not game.is_over:
        return game
    game.keep_in(ledger(context))
    yield ALONE
    return None


def continue_scene(context: AppContext, game: SavedGame) -> Scene:
    """The board of the saved game (read off the frame by `read_saved`)."""
    return context.routes.board(factory.resumed(pace(context), game), True)


def can_resign(match: Match) -> bool:
    """A person plays in this game (the computer never resigns)."""
    return any(seat.is_human for seat in match.seats)


def next_step_offer(context: AppContext, match: Match) -> tuple[Level, int] | None:
    """After a person's game against the computer: the level to offer them next and the
    results in a row behind it (seega.core.players.next_step), at most once per launch for
    the level just played; None otherwise. Reads the statistics the game was counted in."""
    lone = human_side(match)
    level = None if lone is None else match.seat(opponent(lone)).level
    if level is None or level in context.offered_steps:
        return None
    against_computer = [game for game in context.statistics.recent if game.opponent in LEVELS]
    run = list(takewhile(lambda game: game.opponent == level, against_computer))
    step = next_step(level, [game.result for game in run])
    if step is not None:
        context.offered_steps.add(level)
    return step


def ledger(context: AppContext) -> GameLedger:
    """Where this window's games keep their end (seega.game.ending): the data folder, its
    problems told as notices, the statistics as counted kept for the screens, the count
    itself for the game-over card, and a rated game's rating kept in the history."""

    def counted(count: Count) -> None:
        context.statistics = count.after if count.kept else count.before  # what is on disk
        context.last_count = count
        kept = rating_to_keep(count.before, count.after, count.game_id)
        if kept is not None:  # a rated game: its rating joins the history's graph
            context.tell(context.storage.add_rating(*kept)[1])

    return GameLedger(context.storage, context.tell, counted)


class _NoAutosave:
    """An online game's ledger: its record kept and its result counted as any game's, and no
    game in progress saved or forgotten here (the server holds it, and the seat to take it back
    is kept apart: seega/storage/online.py)."""

    def __init__(self, ledger: GameLedger) -> None:
        self.ledger = ledger

    def save_game(self, game_id: str, state: dict[str, Any], record: str) -> bool:
        return True

    def keep_record(self, ending: Ending) -> Path | None:
        return self.ledger.keep_record(ending)

    def count_result(self, ending: Ending) -> bool:
        return self.ledger.count_result(ending)

    def forget_game(self, game_id: str) -> bool:
        return True


def online_ledger(context: AppContext) -> Ledger:
    """Where an online game keeps its end: as `ledger`, without a save of its own."""
    return _NoAutosave(ledger(context))
