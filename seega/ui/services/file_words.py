"""The window's words for what storage could not do.

Storage reports why as data (`LoadProblem`, `WriteProblem`, `FolderSetAside`, `SetAside`,
`ArchiveError`, `Skipped`: a reason name of `seega.storage.files` and the system's or the
reader's own words); these are the sentences the player reads, in the current language,
quoting at most `files.QUOTE_LIMIT` characters of a file's name or of a detail.
"""

from __future__ import annotations

from collections.abc import Sequence

from seega.i18n import tr
from seega.storage import files
from seega.storage.archive import ArchiveError, SetAside
from seega.storage.catalogue import MISSING_FOLDER, Skipped
from seega.storage.ledger import FolderSetAside
from seega.storage.store import LoadProblem, WriteProblem

# What storage reports it could not do, or had to do first, for the player to read.
Problem = LoadProblem | WriteProblem | FolderSetAside

# A record's reasons with words of their own (any other: the guarded path's or reader's words).
RECORD_REASON_KEYS = {files.TOO_LARGE: "archive.too_large", files.NOT_TEXT: "archive.not_text"}
# How many skipped files of `levels/` a notice names (then "…"): its dialog stays on the screen.
NAMED_FILES = 3


def load_problem_words(problem: LoadProblem) -> str:
    """A file that could not be used: what was wrong with it and where it went."""
    why = tr(f"file.problem.{problem.kind}")
    message = tr("notice.file_unreadable", file=files.quoted(problem.path.name), reason=why)
    if problem.moved_to is None:
        return f"{message} {tr('notice.file_left')}"
    return f"{message} {kept_words(problem.moved_to.name)}"


def write_problem_words(problem: WriteProblem) -> str:
    """A file that could not be written or removed, and why: the system's words, the text
    refused (too large to be read back), or a file this game leaves alone; for a save, the
    folder it was written in and how to choose another (`--data-dir`)."""
    if problem.refused is not None:
        error = tr(f"file.problem.{problem.refused}")
    elif problem.error is None:
        error = tr("notice.left")
    else:
        error = problem.error
    if problem.deleting:
        return tr("notice.delete_failed", file=files.quoted(problem.file), error=error)
    failed = tr("notice.save_failed", file=files.quoted(problem.file), error=error)
    if problem.folder is None:
        return failed
    folder = files.quoted(problem.folder)
    return f"{failed} {tr('notice.save_where', folder=folder)}"


def folder_set_aside_words(problem: FolderSetAside) -> str:
    """A file that stood where a folder should be, kept under another name, and the folder
    made."""
    folder, name = files.quoted(problem.folder), files.quoted(problem.moved_to)
    return tr("notice.folder_set_aside", file=folder, name=name)


def worded(problem: Problem) -> str:
    """Any kind of problem, in words."""
    if isinstance(problem, LoadProblem):
        return load_problem_words(problem)
    if isinstance(problem, FolderSetAside):
        return folder_set_aside_words(problem)
    return write_problem_words(problem)


def kept_words(name: str) -> str:
    """Where a bad file was moved to."""
    return tr("notice.file_kept", name=files.quoted(name))


def record_reason_words(error: ArchiveError | SetAside, limit: int = files.QUOTE_LIMIT) -> str:
    """Why a file is not a usable game record, quoting at most `limit` characters of the
    reader's words (a list's note line has room for less than a notice)."""
    key = RECORD_REASON_KEYS.get(error.reason)
    return tr(key) if key else files.quoted(error.detail, limit)


def set_aside_words(item: SetAside, limit: int = files.QUOTE_LIMIT) -> str:
    """A record that could not be read, why, and where it was moved."""
    reason = record_reason_words(item, limit)
    message = tr("notice.record_unreadable", file=files.quoted(item.name), reason=reason)
    return message if item.moved_to is None else f"{message} {kept_words(item.moved_to)}"


def skipped_words(skipped: Sequence[Skipped], key: str) -> str:
    """The files of `levels/` left out, each with why (at most NAMED_FILES of them), under the
    notice `key` (`notice.levels_skipped`, `notice.challenges_skipped`), or the missing folder."""
    missing = [item.name for item in skipped if item.reason == MISSING_FOLDER]
    if missing:
        return tr("notice.folder_missing", folder=missing[0])
    named = [
        tr("notice.skipped_file", file=item.name, reason=tr(f"file.problem.{item.reason}"))
        for item in skipped[:NAMED_FILES]
    ]
    more = [files.QUOTE_ELLIPSIS] if len(skipped) > NAMED_FILES else []
    return tr(key, files=", ".join(named + more))
