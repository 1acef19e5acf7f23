"""The player's progress along the journey: `journey.json` in the data folder.

A file that cannot be read is moved aside and reported; entries that make no sense are dropped
and reported, the others kept (`seega.challenges.journey.decode_progress`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from seega.challenges.journey import Progress, decode_progress
from seega.i18n import tr

from . import files
from .files import BadFile
from .persistence import LoadProblem
from .stamps import stamp_now

JOURNEY_FILE = "journey.json"
# The journey file's format version (written into it; decoding reads what it knows).
JOURNEY_VERSION = 1
# A journey of every stage done is a few kilobytes; anything near this is not one of ours.
MAX_JOURNEY_BYTES = 1_000_000


@dataclass(frozen=True)
class LoadedProgress:
    """The progress read, and the problem met on the way if there was one."""

    progress: Progress
    problem: LoadProblem | None = None


class JourneyStore:
    """The journey file in the game's data folder (the same folder as the statistics)."""

    def __init__(self, directory: Path, now: Callable[[], datetime] = datetime.now) -> None:
        self.path = directory / JOURNEY_FILE
        self._now = now

    def load(self) -> LoadedProgress:
        """The saved progress; a bad file is moved aside, bad entries dropped (reported)."""
        try:
            raw = files.read_json(self.path, MAX_JOURNEY_BYTES)
        except BadFile as error:
            if error.reason == files.MISSING:
                return LoadedProgress(Progress())
            if error.reason == files.UNREADABLE:  # left alone, and never overwritten blindly
                problem = LoadProblem(self.path, error.detail, None, error.reason)
                return LoadedProgress(Progress(), problem)
            return self._set_aside(Progress(), error.detail, error.reason)
        try:
            progress, dropped = decode_progress(raw)
        except ValueError as error:
            return self._set_aside(Progress(), str(error))
        if dropped:
            loaded = self._set_aside(progress, tr("journey.notice.dropped", count=dropped))
            self.save(progress)  # the entries kept, written back at once
            return loaded
        return LoadedProgress(progress)

    def _set_aside(
        self, progress: Progress, reason: str, kind: str = files.WRONG_SHAPE
    ) -> LoadedProgress:
        target = files.set_aside(self.path, stamp_now(self._now))
        return LoadedProgress(progress, LoadProblem(self.path, reason, target, kind))

    def save(self, progress: Progress) -> str | None:
        """Write the progress; a message for the player if the disk refused."""
        stages = {
            stage_id: {"stars": r.stars, "tries": r.tries, "hints": r.hints}
            for stage_id, r in sorted(progress.results.items())
        }
        payload = {"version": JOURNEY_VERSION, "stages": stages}
        try:
            files.write_atomically(self.path, json.dumps(payload, indent=2) + "\n")
        except OSError as error:
            return tr("notice.save_failed", file=self.path.name, error=error)
        return None
