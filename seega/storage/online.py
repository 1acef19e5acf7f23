"""The seat of the online game in progress: `online.json` in the data folder, through the one
store (`seega.storage.store`), so a window closed by mistake (or killed) takes its seat back
when it opens again: the server's address and the seat's resume token, as the server gave
it. Forgotten when the game ends or is left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seega.storage.store import Decoded, FileFormat

ONLINE_FILE = "online.json"
# Longer texts are no address or token this game wrote (the protocol's own cap on a text).
MAX_SEAT_TEXT = 400


@dataclass(frozen=True)
class KeptSeat:
    """Where the game is held and the token that takes its seat back."""

    url: str
    token: str


def _text(raw: dict[str, Any], name: str) -> str:
    value = raw.get(name)
    if not isinstance(value, str) or not value or len(value) > MAX_SEAT_TEXT:
        raise ValueError(f"{name} should be a text of at most {MAX_SEAT_TEXT} characters")
    if not value.isprintable() or not value.isascii():
        raise ValueError(f"{name} holds characters no address or token has")
    return value


def _decode(raw: dict[str, Any]) -> Decoded[KeptSeat]:
    return Decoded(KeptSeat(_text(raw, "url"), _text(raw, "token")), 0)


def _encode(seat: KeptSeat) -> dict[str, Any]:
    return {"url": seat.url, "token": seat.token}


# Version 1: the server's address and the seat's resume token.
ONLINE_FORMAT: FileFormat[KeptSeat] = FileFormat(1, _decode, _encode, caps={"text": MAX_SEAT_TEXT})
