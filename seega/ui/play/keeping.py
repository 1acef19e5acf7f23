"""The ways into a review from a game: keeping a finished game's record, opening its review.

A finished game keeps its own record in the archive of the data folder the moment it ends
(seega.game.ending; not demo games), so it appears in the title's past games and the game-over
screen reviews it; the pause menu reviews what has been played so far of a game in progress,
which is not kept.
"""

from __future__ import annotations

from seega.game.match import Match
from seega.game.review_session import line_so_far
from seega.review.analysis import Judged
from seega.storage.archive import Archive, ArchivedGame, read_record_file
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene


def kept_record(context: AppContext, match: Match) -> ArchivedGame | None:
    """The record a finished game kept; None (with a notice) if it was not kept or cannot be
    read back."""
    if match.kept is None:
        return None
    try:
        return read_record_file(match.kept)
    except ValueError as error:
        context.notices.append(str(error))
        return None


def review_of(context: AppContext, match: Match, archived: ArchivedGame | None) -> Scene:
    """The review of a match's actions so far (stored with `archived` when given)."""
    players = (match.seats[0].player, match.seats[1].player)
    placed = match.record().placed_by_computer
    return context.routes.review(line_so_far(match.line), players, archived, placed)


def stored_review(context: AppContext, archived: ArchivedGame | None) -> list[Judged] | None:
    """The review stored with a kept record, complete or begun (None: none yet)."""
    if archived is None:
        return None
    return Archive(context.storage.directory).stored_review(archived) or None


def store_review(context: AppContext, archived: ArchivedGame | None, judged: list[Judged]) -> None:
    """Store a review (or the part of it done) with its kept record, so the next review of
    the game goes on from there; a refusal of the disk becomes a notice."""
    if archived is not None:
        context.tell(Archive(context.storage.directory).store_review(archived, judged))
