"""Which lessons the player has finished: `lessons.json` in the data folder, through the one
store (`seega.storage.store`). Entries that name no lesson are dropped and reported, the others
kept (`seega.challenges.lesson.decode_done`)."""

from __future__ import annotations

from typing import Any

from seega.challenges.lesson import LESSON_ORDER, decode_done
from seega.storage.store import Decoded, FileFormat

LESSONS_FILE = "lessons.json"


def _decode(raw: dict[str, Any]) -> Decoded[frozenset[str]]:
    listed = raw.get("done", [])
    if not isinstance(listed, list):  # not what the game writes: set aside, as any bad file
        raise ValueError("done should be a list of lessons")
    done, dropped = decode_done(listed)
    return Decoded(done, dropped)


def _encode(done: frozenset[str]) -> dict[str, Any]:
    return {"done": [rules for rules in LESSON_ORDER if rules in done]}


# Version 1: the rule sets whose lesson was played to its end, in the lessons' order.
LESSONS_FORMAT: FileFormat[frozenset[str]] = FileFormat(
    1, _decode, _encode, caps={"done": len(LESSON_ORDER)}
)
