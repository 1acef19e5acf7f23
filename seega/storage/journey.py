"""The player's progress along the journey: `journey.json` in the data folder, through the one
store (`seega.storage.store`: a file that cannot be read or that a newer version wrote is left
alone and never overwritten; entries that make no sense are dropped and reported, the others
kept, by `seega.challenges.journey.decode_progress`)."""

from __future__ import annotations

from typing import Any

from seega.challenges.journey import MAX_STARS, Progress, decode_progress
from seega.storage.store import Decoded, FileFormat

JOURNEY_FILE = "journey.json"


def _decode(raw: dict[str, Any]) -> Decoded[Progress]:
    progress, dropped = decode_progress(raw)
    return Decoded(progress, dropped)


def _encode(progress: Progress) -> dict[str, Any]:
    stages = {
        stage_id: {"stars": result.stars, "tries": result.tries, "hints": result.hints}
        for stage_id, result in sorted(progress.results.items())
    }
    return {"stages": stages}


# Version 1: one entry of stars, tries and hints per stage done.
JOURNEY_FORMAT: FileFormat[Progress] = FileFormat(1, _decode, _encode, caps={"stars": MAX_STARS})
