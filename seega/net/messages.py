"""The online protocol's messages (docs/online.md): small frozen values, one encoder, one decoder.

Every frame is one JSON object of text, `{"type": ..., field: value, ...}`, at most
`MAX_CLIENT_FRAME_BYTES` from a player and `MAX_SERVER_FRAME_BYTES` from the server. A player's
first frame is `hello` with the protocol's version. Positions travel as the core's position
strings (docs/position.md) and actions in the core's notation (docs/rules.md); the decoder
checks only the shape of a frame (its type, its fields and their kinds and lengths), and the
server decodes the texts into the core's own types. Anything else raises `MessageError` with
a `Refusal` and a reason a person can read, as the loaders do for files.

Standard library only (and the guarded path's `quoted`, the one measure of what a message
quotes): the server, the window's client, the load and fuzz commands and the tests share it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar, Final, cast, get_type_hints

from seega.storage.files import SHORT_QUOTE_LIMIT, quoted

# The protocol's version, sent first in `hello` and answered in `welcome`. Changed whenever a
# message changes its meaning; a server refuses any other.
PROTOCOL_VERSION: Final = 1
# The largest frame a player may send: the longest is a `play` (an action of a few
# characters) or a `join`; a kilobyte leaves room for any honest client and none for abuse.
MAX_CLIENT_FRAME_BYTES: Final = 1024
# The largest frame the server sends: a finished game's record (at most the core's
# MAX_RECORD_BYTES, 1 MB) inside an `ended`, or the list of a long game's actions in `game`.
MAX_SERVER_FRAME_BYTES: Final = 1_100_000
# A text field's cap (codes, tokens, names, positions, reasons); a record has its own.
MAX_TEXT_CHARS: Final = 400
MAX_RECORD_CHARS: Final = 1_000_000
# A game's actions listed in `game`: far above any game the rules let run (the stall limits
# end a game long before), small enough to bound a frame.
MAX_ACTIONS: Final = 20_000


class Refusal(str, Enum):
    """Why the server refused a frame (the `reason` of `refused`; docs/online.md)."""

    VERSION = "version"  # hello with a protocol version this server does not speak
    HELLO_FIRST = "hello_first"  # any frame before hello
    MALFORMED = "malformed"  # not JSON, not an object, an unknown type, a missing or bad field
    OVERSIZED = "oversized"  # larger than MAX_CLIENT_FRAME_BYTES (the connection closes: 1009)
    FLOODING = "flooding"  # faster than the rate limit (the connection closes: 1008)
    UNKNOWN_CODE = "unknown_code"  # no open invitation has this code (mistyped, used, expired)
    UNKNOWN_TOKEN = "unknown_token"  # no game in progress has this resume token
    WRONG_GAME = "wrong_game"  # the frame names another game than this connection's
    NOT_IN_GAME = "not_in_game"  # a game command before host, join or resume
    ALREADY_IN_GAME = "already_in_game"  # host, join or resume on a connection in a game
    SUPERSEDED = "superseded"  # the same player resumed on another connection (this one closes)
    BAD_OFFER = "bad_offer"  # host with a rule set, board, colour or think time not offered
    NOTATION = "notation"  # an action the core's notation cannot read
    ILLEGAL = "illegal"  # an action the rules forbid here
    OUT_OF_TURN = "out_of_turn"  # an action while the opponent is to act
    STALE = "stale"  # an action for another position than the game's (its ply differs)
    GAME_OVER = "game_over"  # an action, resign or claim after the game ended
    NOT_CLAIMABLE = "not_claimable"  # claim while the opponent is here or within the grace
    NO_OPPONENT = "no_opponent"  # rematch before the game ended or with the opponent gone
    BUSY = "busy"  # the server holds as many games as it may


class Colour(str, Enum):
    """The host's colour: a side's name as records write it, or the coin toss."""

    WHITE = "white"
    BLACK = "black"
    TOSS = "toss"


class Presence(str, Enum):
    """Where the opponent is: not joined yet, connected, or dropped (its grace running)."""

    WAITING = "waiting"
    HERE = "here"
    AWAY = "away"


class MessageError(ValueError):
    """A frame refused: `refusal` says why for the program, the message for a person."""

    def __init__(self, refusal: Refusal, reason: str) -> None:
        super().__init__(reason)
        self.refusal = refusal


# ---------------------------------------------------------------------------------------------
# From a player to the server


@dataclass(frozen=True)
class Hello:
    """The first frame of every connection."""

    TYPE: ClassVar[str] = "hello"
    version: int


@dataclass(frozen=True)
class Host:
    """Offer a game: its rule set and board (names as records write them), the host's colour,
    the think time in seconds (0: off; only rule sets with think time)."""

    TYPE: ClassVar[str] = "host"
    rules: str
    size: int
    colour: Colour
    think_time_s: int


@dataclass(frozen=True)
class Join:
    """Take the game an invitation code names."""

    TYPE: ClassVar[str] = "join"
    code: str


@dataclass(frozen=True)
class Resume:
    """Come back to a game after a drop with the token `game` gave."""

    TYPE: ClassVar[str] = "resume"
    token: str


@dataclass(frozen=True)
class Play:
    """An action in the core's notation, meant for the position after `ply` actions."""

    TYPE: ClassVar[str] = "play"
    game: str
    ply: int
    action: str


@dataclass(frozen=True)
class Resign:
    """Give the game up (played the moment the resigner is to act)."""

    TYPE: ClassVar[str] = "resign"
    game: str


@dataclass(frozen=True)
class Claim:
    """Win a game the opponent left longer than the grace period."""

    TYPE: ClassVar[str] = "claim"
    game: str


@dataclass(frozen=True)
class Rematch:
    """Ask for another game with the colours swapped (it starts when both asked)."""

    TYPE: ClassVar[str] = "rematch"
    game: str


ClientMessage = Hello | Host | Join | Resume | Play | Resign | Claim | Rematch
CLIENT_TYPES: Final[tuple[type[ClientMessage], ...]] = (
    Hello,
    Host,
    Join,
    Resume,
    Play,
    Resign,
    Claim,
    Rematch,
)


# ---------------------------------------------------------------------------------------------
# From the server to a player


@dataclass(frozen=True)
class Welcome:
    """The answer to hello: the version spoken and the server's program and version."""

    TYPE: ClassVar[str] = "welcome"
    version: int
    server: str


@dataclass(frozen=True)
class Invited:
    """The host's invitation: the code to read aloud, open for `expires_ms` more."""

    TYPE: ClassVar[str] = "invited"
    code: str
    expires_ms: int


@dataclass(frozen=True)
class Game:
    """The whole game for one player: sent when it starts, on resume and for a rematch.

    `token` resumes this player's seat; `side` is `white` or `black`; `start` the position the
    game began from; `actions` every action since, in the core's notation; `clock_ms` the
    think time left to the side to act (None: no clock runs); `grace_ms` what is left of an
    away opponent's grace period (0 once it is over).
    """

    TYPE: ClassVar[str] = "game"
    game: str
    token: str
    side: str
    start: str
    actions: tuple[str, ...]
    think_time_s: int
    clock_ms: int | None
    opponent: Presence
    grace_ms: int


@dataclass(frozen=True)
class Played:
    """An action the server accepted: the `ply`-th action (from 0), written with its captures,
    and the position after it, with the think time now left to the side to act."""

    TYPE: ClassVar[str] = "played"
    game: str
    ply: int
    action: str
    position: str
    clock_ms: int | None


@dataclass(frozen=True)
class Opponent:
    """The opponent came, dropped or came back. While away, `grace_ms` is left of the grace
    period; `claimable` once it is over and a claim would be accepted now."""

    TYPE: ClassVar[str] = "opponent"
    game: str
    presence: Presence
    grace_ms: int
    claimable: bool


@dataclass(frozen=True)
class Ended:
    """The game is over: the core's outcome (`result`: white, black or draw; `reason`), and
    the game's record (docs/records.md) for both players' past games."""

    TYPE: ClassVar[str] = "ended"
    game: str
    result: str
    reason: str
    record: str


@dataclass(frozen=True)
class RematchAsked:
    """The opponent asked for a rematch."""

    TYPE: ClassVar[str] = "rematch_asked"
    game: str


@dataclass(frozen=True)
class Refused:
    """A frame the server would not take: why (a `Refusal`), for a person, and the type of the
    frame refused (empty when it had none)."""

    TYPE: ClassVar[str] = "refused"
    reason: Refusal
    detail: str
    about: str


ServerMessage = Welcome | Invited | Game | Played | Opponent | Ended | RematchAsked | Refused
SERVER_TYPES: Final[tuple[type[ServerMessage], ...]] = (
    Welcome,
    Invited,
    Game,
    Played,
    Opponent,
    Ended,
    RematchAsked,
    Refused,
)
Message = ClientMessage | ServerMessage

_CLIENT_BY_TYPE: Final[dict[str, type[ClientMessage]]] = {kind.TYPE: kind for kind in CLIENT_TYPES}
_SERVER_BY_TYPE: Final[dict[str, type[ServerMessage]]] = {kind.TYPE: kind for kind in SERVER_TYPES}
_ENUMS: Final = (Refusal, Colour, Presence)
# Each message's fields and their types, in order, read once: the decoder runs on every frame.
_SHAPES: Final[dict[type[Any], dict[str, Any]]] = {
    kind: {field.name: get_type_hints(kind)[field.name] for field in fields(kind)}
    for kind in (*CLIENT_TYPES, *SERVER_TYPES)
}


# ---------------------------------------------------------------------------------------------
# Encoding and decoding


def encode(message: Message) -> str:
    """The message as one frame's text."""
    body: dict[str, Any] = {"type": message.TYPE}
    for field in fields(message):
        value = getattr(message, field.name)
        body[field.name] = list(value) if isinstance(value, tuple) else value
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def decode_client(frame: str | bytes) -> ClientMessage:
    """A player's frame as its message; MessageError says why not."""
    return cast(ClientMessage, _decode(frame, _CLIENT_BY_TYPE, MAX_CLIENT_FRAME_BYTES))


def decode_server(frame: str | bytes) -> ServerMessage:
    """The server's frame as its message; MessageError says why not."""
    return cast(ServerMessage, _decode(frame, _SERVER_BY_TYPE, MAX_SERVER_FRAME_BYTES))


def _decode(frame: str | bytes, kinds: dict[str, type[Any]], limit: int) -> Any:
    if isinstance(frame, bytes):
        raise MessageError(Refusal.MALFORMED, "frames are JSON text, not binary")
    if len(frame) > limit or len(frame.encode("utf-8", "surrogatepass")) > limit:
        raise MessageError(Refusal.OVERSIZED, f"a frame is at most {limit} bytes")
    try:
        body = json.loads(frame)
    except (ValueError, RecursionError):
        raise MessageError(Refusal.MALFORMED, f"not JSON: {_quoted(frame)}") from None
    if not isinstance(body, dict):
        raise MessageError(Refusal.MALFORMED, "a frame is a JSON object")
    kind_name = body.get("type")
    kind = kinds.get(kind_name) if isinstance(kind_name, str) else None
    if kind is None or not isinstance(kind_name, str):
        known = ", ".join(kinds)
        raise MessageError(Refusal.MALFORMED, f"unknown type {_quoted(kind_name)} ({known})")
    shape = _SHAPES[kind]
    extra = sorted(set(body) - {"type", *shape})
    if extra:
        raise MessageError(Refusal.MALFORMED, f"{kind_name}: unknown field '{_quoted(extra[0])}'")
    values = {}
    for name, hint in shape.items():
        if name not in body:
            raise MessageError(Refusal.MALFORMED, f"{kind_name}: missing field '{name}'")
        values[name] = _value(kind_name, name, hint, body[name])
    return kind(**values)


def _quoted(value: object) -> str:
    return quoted(str(value), SHORT_QUOTE_LIMIT)


def _value(kind: str, name: str, hint: Any, value: Any) -> Any:
    """`value` checked against the field's type (str, int, bool, an enum, int | None, or a
    tuple of str)."""
    where = f"{kind}: field '{name}'"
    if hint == int | None:
        return None if value is None else _value(kind, name, int, value)
    if hint is bool:
        if not isinstance(value, bool):
            raise MessageError(Refusal.MALFORMED, f"{where} is true or false")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**53:
            raise MessageError(Refusal.MALFORMED, f"{where} is a whole number from 0")
        return value
    if hint is str:
        limit = MAX_RECORD_CHARS if name == "record" else MAX_TEXT_CHARS
        if not isinstance(value, str) or len(value) > limit:
            raise MessageError(Refusal.MALFORMED, f"{where} is a text of at most {limit} chars")
        return value
    if hint == tuple[str, ...]:
        if not isinstance(value, list) or len(value) > MAX_ACTIONS:
            raise MessageError(Refusal.MALFORMED, f"{where} is a list of at most {MAX_ACTIONS}")
        return tuple(_value(kind, name, str, item) for item in value)
    if hint in _ENUMS:
        try:
            return hint(value)
        except ValueError:
            words = ", ".join(member.value for member in hint)
            raise MessageError(Refusal.MALFORMED, f"{where} is one of {words}") from None
    raise TypeError(f"{where}: no decoder for {hint}")
