"""The player's own challenges, made from the mistakes of reviewed games: `practice.json` in the
data folder, through the one store (`seega.storage.store`).

Each entry is a challenge in the shipped files' form (docs/challenges.md), decoded by the same
checks on load: an entry that fails them is dropped and reported, the others kept. Decoded is
not yet proved: proving one again may take a large part of a second, so the journey has each
proved by the verifier in the computer's worker (`seega.game.practice_check`) and lets none be
played before it passed. Newest first; at most
MAX_KEPT, so the journey's chapter stays one river of stones and the file stays small.
Adding goes through `Store.update`, under the file's lock, so two windows adding at once both
keep theirs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from seega.challenges.practice import is_personal
from seega.challenges.schema import Challenge, ChallengeError, challenge_from_data
from seega.storage.store import Decoded, FileFormat

PRACTICE_FILE = "practice.json"
# The most recent this many are kept (the journey draws one stone each along its river).
MAX_KEPT = 24
# Generous for MAX_KEPT challenges whose trees the maker caps (a few kilobytes each).
MAX_PRACTICE_BYTES = 400_000

Practice = tuple[Challenge, ...]


def _decode(raw: dict[str, Any]) -> Decoded[Practice]:
    """The entries decoded (not proved: see the module docstring), one per id, at most
    MAX_KEPT."""
    entries = raw.get("challenges", [])
    if not isinstance(entries, list):
        raise ValueError("expected a 'challenges' list")
    kept: list[Challenge] = []
    seen: set[str] = set()
    for entry in entries:
        challenge = _decoded(entry)
        if challenge is None or challenge.id in seen or len(kept) >= MAX_KEPT:
            continue
        kept.append(challenge)
        seen.add(challenge.id)
    return Decoded(tuple(kept), len(entries) - len(kept))


def _decoded(entry: object) -> Challenge | None:
    try:
        challenge = challenge_from_data(entry)
    except ChallengeError:
        return None
    return challenge if is_personal(challenge) else None


def _encode(practice: Practice) -> dict[str, Any]:
    return {"challenges": [challenge.to_data() for challenge in practice]}


def with_added(practice: Practice, new: Sequence[Challenge]) -> Practice:
    """`new` first (in its order), then the others; one entry per id, at most MAX_KEPT."""
    ids = {challenge.id for challenge in new}
    merged = [*dict((c.id, c) for c in new).values(), *(c for c in practice if c.id not in ids)]
    return tuple(merged[:MAX_KEPT])


# Version 1: a list of challenges, newest first.
PRACTICE_FORMAT: FileFormat[Practice] = FileFormat(
    1,
    _decode,
    _encode,
    limit=MAX_PRACTICE_BYTES,
    indent=None,
    caps={"challenges": MAX_KEPT},
)
