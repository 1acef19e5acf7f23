"""Every game a server holds, and what each player's message does to it (docs/online.md).

The hub maps invitation codes, resume tokens and connections to the games' referees
(seega/net/referee.py), writes every change to the store (seega/net/store.py) before telling
the players, and answers what it cannot do with a `refused` that touches no game. A
connection is a `Seat`-holder: once it hosted, joined or resumed, its frames act for that
seat, and a frame naming another game is refused. The clock is injected (milliseconds), so
the think time, the grace period and the invitations' expiry are driven by tests.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Protocol

from seega import PROGRAM
from seega.core import BLACK, RULESETS, WHITE, format_position, new_game, opponent, parse_action
from seega.core.line import Played
from seega.core.position import parse_position
from seega.core.state import SIDE_NAMES
from seega.storage.files import SHORT_QUOTE_LIMIT, quoted
from seega.storage.persistence import THINK_TIMES_S

from . import messages as msg
from .codes import (
    INVITATION_MS,
    CodeError,
    new_code,
    new_game_id,
    new_token,
    normal_code,
    token_key,
)
from .referee import Referee, RefereeError
from .store import Store, StoredGame

# More games than this and a host is told the server is busy: memory stays bounded (a game in
# progress is a few kilobytes) whatever a crowd of hosts does.
MAX_GAMES: Final = 50_000
# The token digest of a guest's seat before it is joined: no token yet, nothing to resume.
NO_KEY: Final = ""

Clock = Callable[[], int]
log = logging.getLogger("seega.net")


class Link(Protocol):
    """A player's connection as the hub sees it: it can be sent a frame, or closed. Neither
    raises when the connection has gone: its own handler notices, so a dead link never stops
    news reaching the other player."""

    async def send(self, frame: str) -> None: ...

    async def close(self, code: int, reason: str) -> None: ...


@dataclass
class Conn:
    """One connection: greeted yet, and the seat it acts for (if any)."""

    link: Link
    greeted: bool = False
    game: str = ""
    side: int = 0


@dataclass
class Invitation:
    game_id: str
    expires_ms: int


class Hub:
    """See the module docstring."""

    def __init__(self, store: Store, clock: Clock, rng: random.Random | None = None) -> None:
        self.store = store
        self.clock = clock
        self.rng = rng or random.Random()
        self.referees: dict[str, Referee] = {}
        self.invitations: dict[str, Invitation] = {}
        self.seats: dict[str, tuple[str, int]] = {}  # token digest → (game, side)
        # Each game's seats' digests and open invitation's code: forgetting a game touches
        # only its own entries, however many games the server holds.
        self.keys_of: dict[str, list[str]] = {}
        self.code_of: dict[str, str] = {}
        self.conns: dict[tuple[str, int], Conn] = {}
        # What the clock's sweep looks at, so its work grows with what can change, not with
        # every game held: the games with think time, and the seats away whose grace
        # period's end the opponent has not been told yet.
        self.timed: set[str] = set()
        self.graced: set[tuple[str, int]] = set()
        self._load()

    # -----------------------------------------------------------------------------------------
    # Start: every game in progress, replayed

    def _load(self) -> None:
        now = self.clock()
        for stored in self.store.in_progress():
            if not stored.joined and stored.created_ms + INVITATION_MS <= now:
                self.store.forget(stored.game_id)
                continue
            try:
                referee = _replayed(stored, now)
            except ValueError as error:  # a database changed by hand: that game set aside
                log.warning("game %s was not resumed: %s", stored.game_id, error)
                continue
            for side, key in zip((WHITE, BLACK), stored.keys, strict=True):
                if key != NO_KEY:
                    self._give_seat(key, stored.game_id, side)
                    referee.drop(side, now)  # nobody is connected yet: the grace starts now
                    self.graced.add((stored.game_id, side))
            if stored.joined:
                referee.join()
            else:
                expires = stored.created_ms + INVITATION_MS
                self._invite(stored.code, Invitation(stored.game_id, expires))
            self._hold(referee)
        log.info("resumed %d games from the database", len(self.referees))

    # -----------------------------------------------------------------------------------------
    # Frames

    async def refuse(self, conn: Conn, refusal: msg.Refusal, detail: str, about: str) -> None:
        await self._send(conn, msg.Refused(refusal, detail, about))

    async def take(self, conn: Conn, message: msg.ClientMessage) -> None:
        """One decoded frame from `conn`: done, or refused."""
        try:
            await self._dispatch(conn, message)
        except RefereeError as error:
            await self.refuse(conn, error.refusal, str(error), message.TYPE)

    async def _dispatch(self, conn: Conn, message: msg.ClientMessage) -> None:
        if isinstance(message, msg.Hello):
            await self._hello(conn, message)
        elif not conn.greeted:
            raise RefereeError(msg.Refusal.HELLO_FIRST, "say hello first, with the version")
        elif isinstance(message, (msg.Host, msg.Join, msg.Resume)):
            if conn.game:
                raise RefereeError(msg.Refusal.ALREADY_IN_GAME, "this connection is in a game")
            if isinstance(message, msg.Host):
                await self._host(conn, message)
            elif isinstance(message, msg.Join):
                await self._join(conn, message)
            else:
                await self._resume(conn, message)
        else:
            referee = self._referee_of(conn, message.game)
            now = self.clock()
            if isinstance(message, msg.Play):
                await self._after(
                    referee, referee.play(conn.side, message.ply, message.action, now)
                )
            elif isinstance(message, msg.Resign):
                await self._after(referee, referee.resign(conn.side, now))
            elif isinstance(message, msg.Claim):
                await self._after(referee, referee.claim(conn.side, now))
            else:
                await self._rematch(conn, referee)

    async def _hello(self, conn: Conn, hello: msg.Hello) -> None:
        if hello.version != msg.PROTOCOL_VERSION:
            await self.refuse(
                conn,
                msg.Refusal.VERSION,
                f"this server speaks version {msg.PROTOCOL_VERSION}, not {hello.version}",
                hello.TYPE,
            )
            await conn.link.close(1002, "protocol version")
            return
        conn.greeted = True
        await self._send(conn, msg.Welcome(msg.PROTOCOL_VERSION, PROGRAM))

    def _referee_of(self, conn: Conn, game_id: str) -> Referee:
        if not conn.game:
            raise RefereeError(msg.Refusal.NOT_IN_GAME, "host, join or resume a game first")
        if game_id != conn.game:
            raise RefereeError(msg.Refusal.WRONG_GAME, "that is not this connection's game")
        return self.referees[game_id]

    # -----------------------------------------------------------------------------------------
    # Seats

    async def _host(self, conn: Conn, host: msg.Host) -> None:
        rules = RULESETS.get(host.rules)
        if rules is None:
            raise RefereeError(
                msg.Refusal.BAD_OFFER, f"no rule set '{quoted(host.rules, SHORT_QUOTE_LIMIT)}'"
            )
        if host.size not in rules.sizes:
            sizes = ", ".join(map(str, rules.sizes))
            raise RefereeError(msg.Refusal.BAD_OFFER, f"{rules.name} is played on {sizes}")
        offered = THINK_TIMES_S if rules.think_time else (0,)
        if host.think_time_s not in offered:
            choices = ", ".join(map(str, offered))
            raise RefereeError(msg.Refusal.BAD_OFFER, f"think time is one of {choices} s")
        if len(self.referees) >= MAX_GAMES:
            raise RefereeError(msg.Refusal.BUSY, "the server holds all the games it can")
        if host.colour is msg.Colour.TOSS:
            side = self.rng.choice((WHITE, BLACK))
        else:
            side = WHITE if host.colour is msg.Colour.WHITE else BLACK
        now = self.clock()
        game_id, token = new_game_id(), new_token()
        code = new_code()
        while code in self.invitations:
            code = new_code()
        start = new_game(rules, host.size)
        keys = (token_key(token), NO_KEY) if side == WHITE else (NO_KEY, token_key(token))
        stored = StoredGame(
            game_id, code, format_position(start), host.think_time_s, side, keys, now, False
        )
        self.store.add_game(stored)
        referee = Referee.new(game_id, start, host.think_time_s, side, now)
        self._hold(referee)
        self._invite(code, Invitation(game_id, now + INVITATION_MS))
        self._give_seat(token_key(token), game_id, side)
        self._seat(conn, game_id, side)
        await self._send(conn, self._game_view(referee, side, token))
        await self._send(conn, msg.Invited(code, INVITATION_MS))

    async def _join(self, conn: Conn, join: msg.Join) -> None:
        now = self.clock()
        try:
            code = normal_code(join.code)
        except CodeError as error:
            raise RefereeError(msg.Refusal.UNKNOWN_CODE, str(error)) from None
        invitation = self.invitations.get(code)
        if (
            invitation is None
            or invitation.expires_ms <= now
            or self.referees[invitation.game_id].is_over
        ):
            raise RefereeError(msg.Refusal.UNKNOWN_CODE, "no game is open with that code")
        self._uninvite(code)
        referee = self.referees[invitation.game_id]
        side, token = referee.guest_side, new_token()
        self.store.join(referee.game_id, side, token_key(token))
        referee.join()
        referee.turn_started_ms = now
        self._give_seat(token_key(token), referee.game_id, side)
        self._seat(conn, referee.game_id, side)
        await self._send(conn, self._game_view(referee, side, token))
        await self._tell_presence(referee, referee.host_side)

    async def _resume(self, conn: Conn, resume: msg.Resume) -> None:
        seat = self.seats.get(token_key(resume.token))
        if seat is None or seat[0] not in self.referees:
            raise RefereeError(msg.Refusal.UNKNOWN_TOKEN, "no game in progress has that token")
        game_id, side = seat
        referee = self.referees[game_id]
        old = self.conns.get(seat)
        if old is not None:
            old.game = ""
        self._seat(conn, game_id, side)
        await self._send(conn, self._game_view(referee, side, resume.token))
        await self._tell_presence(referee, opponent(side))
        if old is not None:
            detail = "this seat was taken back on another connection"
            await self.refuse(old, msg.Refusal.SUPERSEDED, detail, "")
            await old.link.close(1000, "superseded")

    def _seat(self, conn: Conn, game_id: str, side: int) -> None:
        conn.game, conn.side = game_id, side
        self.conns[(game_id, side)] = conn
        self.referees[game_id].connect(side)
        self.graced.discard((game_id, side))

    async def left(self, conn: Conn) -> None:
        """`conn` closed: its seat's grace period starts, and the opponent is told."""
        seat = (conn.game, conn.side)
        if not conn.game or self.conns.get(seat) is not conn:
            return
        del self.conns[seat]
        referee = self.referees[conn.game]
        referee.drop(conn.side, self.clock())
        self.graced.add(seat)
        if referee.is_over and (conn.game, opponent(conn.side)) not in self.conns:
            self._drop_game(conn.game)  # finished and left by both: nothing more to do
            return
        await self._tell_presence(referee, opponent(conn.side))

    def _give_seat(self, key: str, game_id: str, side: int) -> None:
        self.seats[key] = (game_id, side)
        self.keys_of.setdefault(game_id, []).append(key)

    def _invite(self, code: str, invitation: Invitation) -> None:
        self.invitations[code] = invitation
        self.code_of[invitation.game_id] = code

    def _uninvite(self, code: str) -> None:
        invitation = self.invitations.pop(code)
        del self.code_of[invitation.game_id]

    def _hold(self, referee: Referee) -> None:
        self.referees[referee.game_id] = referee
        if referee.think_ms:
            self.timed.add(referee.game_id)

    def _drop_game(self, game_id: str) -> None:
        """Forget a game in memory: its referee, seats, invitation and connections' binding."""
        del self.referees[game_id]
        for key in self.keys_of.pop(game_id, ()):
            del self.seats[key]
        code = self.code_of.get(game_id)
        if code is not None:
            self._uninvite(code)
        for side in (WHITE, BLACK):
            conn = self.conns.pop((game_id, side), None)
            if conn is not None:
                conn.game = ""
        self.graced -= {(game_id, WHITE), (game_id, BLACK)}
        self.timed.discard(game_id)

    # -----------------------------------------------------------------------------------------
    # After a change: kept, then told

    async def _after(self, referee: Referee, played: list[Played]) -> None:
        if not played:
            return
        size = referee.state.size
        first = referee.ply - len(played)
        result = referee.state.outcome.result if referee.state.outcome else None
        self.store.add_actions(
            referee.game_id, first, [p.action.notation(size) for p in played], result
        )
        now = self.clock()
        for index, one in enumerate(played):
            news = msg.Played(
                referee.game_id,
                first + index,
                one.notation,
                format_position(one.after),
                referee.clock_ms(now),
            )
            await self._tell_both(referee.game_id, news)
        outcome = referee.state.outcome
        if outcome is not None:
            ended = msg.Ended(
                referee.game_id, outcome.result, outcome.reason.value, referee.record_text()
            )
            await self._tell_both(referee.game_id, ended)
            return
        for side in (WHITE, BLACK):
            if referee.presence(opponent(side)) is msg.Presence.AWAY:
                await self._tell_presence(referee, side)

    async def _rematch(self, conn: Conn, referee: Referee) -> None:
        other = (referee.game_id, opponent(conn.side))
        if other not in self.conns:
            raise RefereeError(msg.Refusal.NO_OPPONENT, "your opponent has left")
        if not referee.ask_rematch(conn.side):
            await self._send(self.conns[other], msg.RematchAsked(referee.game_id))
            return
        now = self.clock()
        players = {side: self.conns[(referee.game_id, side)] for side in (WHITE, BLACK)}
        game_id = new_game_id()
        tokens = {WHITE: new_token(), BLACK: new_token()}
        host_side = opponent(referee.host_side)  # the colours swap
        start = referee.line.start
        keys = (token_key(tokens[WHITE]), token_key(tokens[BLACK]))
        think_s = referee.think_ms // 1000
        stored = StoredGame(
            game_id, "", format_position(start), think_s, host_side, keys, now, True
        )
        self.store.add_game(stored)
        new = Referee.new(game_id, start, think_s, host_side, now)
        new.join()
        self._hold(new)
        self._drop_game(referee.game_id)
        for side in (WHITE, BLACK):
            self._give_seat(token_key(tokens[side]), game_id, side)
        for side, player in players.items():
            self._seat(player, game_id, opponent(side))
        for side, player in players.items():
            await self._send(player, self._game_view(new, opponent(side), tokens[opponent(side)]))

    # -----------------------------------------------------------------------------------------
    # The clock: think time, grace periods, invitations

    async def sweep(self) -> None:
        """What the clock alone changes: a think time run out, a grace period over (the
        opponent may now claim), an invitation expired unanswered."""
        now = self.clock()
        for game_id in list(self.timed):
            referee = self.referees.get(game_id)  # None: dropped while news was being sent
            if referee is not None and referee.clock_runs:
                await self._after(referee, referee.expire(now))
        for game_id, side in list(self.graced):
            referee = self.referees.get(game_id)
            if referee is not None and self._grace_just_ended(referee, side, now):
                self.graced.discard((game_id, side))
                await self._tell_presence(referee, opponent(side))
        for code, invitation in list(self.invitations.items()):
            if self.invitations.get(code) is invitation and invitation.expires_ms <= now:
                await self._expire(code, invitation)

    def _grace_just_ended(self, referee: Referee, side: int, now: int) -> bool:
        """`side` stayed away past its grace, and its opponent was not told yet."""
        return (
            (referee.game_id, side) in self.graced
            and not referee.is_over
            and referee.presence(side) is msg.Presence.AWAY
            and referee.grace_ms(side, now) == 0
        )

    async def _expire(self, code: str, invitation: Invitation) -> None:
        referee = self.referees[invitation.game_id]
        self.store.forget(invitation.game_id)
        host = self.conns.get((invitation.game_id, referee.host_side))
        self._drop_game(invitation.game_id)
        if host is not None:
            detail = "the invitation expired unanswered"
            await self.refuse(host, msg.Refusal.UNKNOWN_CODE, detail, msg.Host.TYPE)

    # -----------------------------------------------------------------------------------------
    # Telling

    def _game_view(self, referee: Referee, side: int, token: str) -> msg.Game:
        now = self.clock()
        size = referee.state.size
        other = opponent(side)
        return msg.Game(
            referee.game_id,
            token,
            SIDE_NAMES[side],
            format_position(referee.line.start),
            tuple(action.notation(size) for action in referee.line.actions),
            referee.think_ms // 1000,
            referee.clock_ms(now),
            referee.presence(other),
            referee.grace_ms(other, now),
        )

    async def _tell_presence(self, referee: Referee, side: int) -> None:
        """Tell `side` where its opponent is."""
        now = self.clock()
        other = opponent(side)
        news = msg.Opponent(
            referee.game_id,
            referee.presence(other),
            referee.grace_ms(other, now),
            referee.claimable_by(side, now),
        )
        conn = self.conns.get((referee.game_id, side))
        if conn is not None:
            await self._send(conn, news)

    async def _tell_both(self, game_id: str, message: msg.ServerMessage) -> None:
        frame = msg.encode(message)
        for side in (WHITE, BLACK):
            conn = self.conns.get((game_id, side))
            if conn is not None:
                await conn.link.send(frame)

    async def _send(self, conn: Conn, message: msg.ServerMessage) -> None:
        await conn.link.send(msg.encode(message))


def _replayed(stored: StoredGame, now: int) -> Referee:
    """A stored game's referee, its actions replayed through the rules; ValueError (the core's
    PositionError, NotationError or IllegalActionError) if the database holds no such game."""
    if stored.host_side not in (WHITE, BLACK):
        raise ValueError(f"no side {stored.host_side}")
    referee = Referee.new(
        stored.game_id, parse_position(stored.start), stored.think_s, stored.host_side, now
    )
    size = referee.state.size
    for text in stored.actions:
        referee.line.play(parse_action(text, size))
    return referee
