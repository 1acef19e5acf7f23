"""The ways into a review from a game: keeping a finished game's record, opening its review.

The game-over screen keeps every finished game (not demo games) in the archive of the data
folder, so it appears in the title's past games; the pause menu reviews what has been played
so far of a game in progress, which is not kept.
"""

from __future__ import annotations

from seega.game.match import Match
from seega.game.review_session import line_so_far
from seega.storage.archive import Archive, ArchivedGame, read_record_file
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene


def keep_finished(context: AppContext, match: Match) -> ArchivedGame | None:
    """Keep a finished game's record; a notice (and None) if the disk refused."""
    state = match.line.start
    try:
        path = Archive(context.storage.directory).keep(
            match.record_text(), state.rules.name, state.size
        )
        return read_record_file(path)
    except (OSError, ValueError) as error:
        context.notices.append(str(error))
        return None


def review_of(context: AppContext, match: Match, archived: ArchivedGame | None) -> Scene:
    """The review of a match's actions so far (stored with `archived` when given)."""
    players = (match.seats[0].player, match.seats[1].player)
    placed = match.record().placed_by_computer
    return context.routes.review(line_so_far(match.line), players, archived, placed)
