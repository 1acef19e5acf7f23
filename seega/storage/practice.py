"""The player's own challenges, made from the mistakes of reviewed games: `practice.json` in the
data folder, through the one store (`seega.storage.store`).

Each entry is a challenge in the shipped files' form (docs/challenges.md), decoded by the same
checks and proved again by the verifier on load, each proof a step of its own (`load_steps`:
a window spreads them over frames): an entry that fails either (a hand edit, a change of the
rules) is dropped and reported, the others kept. Newest first; at most
MAX_KEPT, so the journey's chapter stays one river of stones and the file stays small.
Adding goes through `Store.update`, under the file's lock, so two windows adding at once both
keep theirs.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

from seega.challenges.practice import is_personal
from seega.challenges.schema import Challenge, ChallengeError, challenge_from_data
from seega.challenges.verify import verify
from seega.storage.store import LONG_STEP, Decoded, FileFormat, finished

PRACTICE_FILE = "practice.json"
# The most recent this many are kept (the journey draws one stone each along its river).
MAX_KEPT = 24
# Generous for MAX_KEPT challenges whose trees the maker caps (a few kilobytes each).
MAX_PRACTICE_BYTES = 400_000

Practice = tuple[Challenge, ...]


def _decode_steps(raw: dict[str, Any]) -> Generator[bool | None, None, Decoded[Practice]]:
    """The entries decoded, then each proved again in a step of its own (a proof may be long)."""
    entries = raw.get("challenges", [])
    if not isinstance(entries, list):
        raise ValueError("expected a 'challenges' list")
    kept: list[Challenge] = []
    seen: set[str] = set()
    for entry in entries:
        challenge = _decoded(entry)
        if challenge is None or challenge.id in seen or len(kept) >= MAX_KEPT:
            continue
        yield LONG_STEP
        if not verify(challenge):
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
    lambda raw: finished(_decode_steps(raw)),
    _encode,
    limit=MAX_PRACTICE_BYTES,
    indent=None,
    decode_steps=_decode_steps,
)
