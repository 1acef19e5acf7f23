"""Invitation codes, resume tokens and game ids: unguessable (the `secrets` module), and the
code readable aloud.

A code is `CODE_GROUPS` groups of `CODE_GROUP_CHARS` characters from `CODE_ALPHABET`, which
leaves out the characters a listener or a reader mistakes for others (0 and O, 1, I and L, U
and V, 5 and S, 2 and Z, 8 and B): `K7QM-3XPA-TR9D`. Twelve characters of 23 carry over 54 bits,
far beyond guessing at the server's rate limit while a code is open (INVITATION_MS).
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Final

CODE_ALPHABET: Final = "34679ACDEFGHJKMNPQRTWXY"
CODE_GROUPS: Final = 3
CODE_GROUP_CHARS: Final = 4
CODE_SEPARATOR: Final = "-"
# An invitation is open this long: time to read the code to a friend and for them to type it,
# short enough that an old code seen over a shoulder is worthless.
INVITATION_MS: Final = 15 * 60_000
# A resume token's random bytes (its text is a third longer): as unguessable as a session key.
TOKEN_BYTES: Final = 24
# A game id's random bytes: unique among all the games a server will ever hold.
GAME_ID_BYTES: Final = 8


class CodeError(ValueError):
    """A text that cannot be an invitation code; the message says why."""


def new_code() -> str:
    """A fresh invitation code, grouped for reading."""
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_GROUPS * CODE_GROUP_CHARS))
    groups = [chars[i : i + CODE_GROUP_CHARS] for i in range(0, len(chars), CODE_GROUP_CHARS)]
    return CODE_SEPARATOR.join(groups)


def normal_code(text: str) -> str:
    """A typed code as the server keeps it: spaces, dashes and case ignored; CodeError if it
    has the wrong length or a character no code holds."""
    chars = "".join(ch for ch in text.upper() if ch not in " -\t")
    if len(chars) != CODE_GROUPS * CODE_GROUP_CHARS:
        raise CodeError(f"a code has {CODE_GROUPS * CODE_GROUP_CHARS} letters and digits")
    strange = sorted({ch for ch in chars if ch not in CODE_ALPHABET})
    if strange:
        raise CodeError(f"no code holds '{strange[0]}'")
    groups = [chars[i : i + CODE_GROUP_CHARS] for i in range(0, len(chars), CODE_GROUP_CHARS)]
    return CODE_SEPARATOR.join(groups)


def new_token() -> str:
    """A fresh resume token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_key(token: str) -> str:
    """How a token is kept: its digest, so the database never holds a seat's key."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_game_id() -> str:
    """A fresh game id."""
    return secrets.token_hex(GAME_ID_BYTES)
