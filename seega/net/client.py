"""The window's side of an online game: a client whose methods never block and whose news the
window polls each frame (`events()`), as it polls the computer's worker (seega/game/worker.py).

A background thread holds the connection (the `websockets` threaded client): it says hello,
sends what the window asked, decodes what the server says into the core's values
(seega/net/events.py) and puts them on a queue. When the link drops it tries again by itself,
waiting longer each time (`Backoff`), and resumes the game with its seat's token, so a sleep
or a change of network loses nothing; the link's state is reported as events too.

    client = Client("ws://192.168.1.20:8765")
    client.host(Offer(ruleset("standard"), 5, Colour.TOSS))
    ...each frame: for event in client.events(): ...
    client.play("c2-c3")
    client.close()
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from websockets.exceptions import WebSocketException
from websockets.sync.client import ClientConnection, connect

from seega.core import (
    NotationError,
    Outcome,
    PositionError,
    Reason,
    parse_action,
    parse_position,
)
from seega.core.state import SIDE_NAMES

from . import messages as msg
from .events import (
    ActionPlayed,
    GameEnded,
    GameShown,
    Invitation,
    Link,
    LinkChanged,
    NetEvent,
    Offer,
    OpponentChanged,
    Refused,
    RematchOffered,
)

# How long the thread waits for a frame before it sends what the window queued: the delay a
# sent action may wait, and the thread's wake-ups when nothing happens (20 a second).
POLL_S: Final = 0.05
# Opening a connection (TCP, TLS and the WebSocket handshake) gives up after this long: a
# home network answers in milliseconds, a server across the world in well under a second.
OPEN_TIMEOUT_S: Final = 5.0
# Closing waits this long for the server's answer to the close before dropping the socket.
CLOSE_TIMEOUT_S: Final = 1.0
SIDES: Final = {name: side for side, name in SIDE_NAMES.items()}
# Refusals that say this client's seat no longer exists (by the type of frame refused): the
# game it resumes is gone, or the host's invitation expired unanswered.
_SEAT_GONE: Final = {
    msg.Resume.TYPE: (msg.Refusal.UNKNOWN_TOKEN,),
    msg.Host.TYPE: (msg.Refusal.UNKNOWN_CODE,),
}


@dataclass(frozen=True)
class Backoff:
    """How a dropped link is tried again: first after `first_ms`, each wait twice the last up
    to `most_ms`, `attempts` tries in all before GAVE_UP. The default tries for about four
    minutes, past the server's grace period (seega/net/referee.py), so a client that comes back
    within it always finds its game."""

    first_ms: int = 500
    most_ms: int = 8_000
    attempts: int = 34

    def wait_ms(self, attempt: int) -> int:
        """The wait before try `attempt` (from 1)."""
        return int(min(self.most_ms, self.first_ms * 2 ** min(attempt - 1, 20)))


Connector = Callable[[str], ClientConnection]


def open_connection(url: str) -> ClientConnection:
    """A connection to `url` (ws:// or wss://) with the protocol's limits: the server's largest
    frame, no compression (frames are small, and no compressed frame can inflate in memory),
    no proxy (the game talks to the server it was given)."""
    return connect(
        url,
        open_timeout=OPEN_TIMEOUT_S,
        close_timeout=CLOSE_TIMEOUT_S,
        max_size=msg.MAX_SERVER_FRAME_BYTES,
        compression=None,
        proxy=None,
    )


class Client:
    """See the module docstring. Start it with the server's address (`ws://host:port` or
    `wss://...`); `token` resumes a seat kept from an earlier run."""

    def __init__(
        self,
        url: str,
        *,
        token: str | None = None,
        backoff: Backoff | None = None,
        connector: Connector = open_connection,
    ) -> None:
        self.url = url
        self.backoff = backoff or Backoff()
        self._connector = connector
        self._events: queue.SimpleQueue[NetEvent] = queue.SimpleQueue()
        self._outbox: queue.SimpleQueue[msg.ClientMessage] = queue.SimpleQueue()
        self._stop = threading.Event()
        # Written by the thread, read by the window: single assignments of immutable values.
        self._token = token
        self._game = ""
        self._size = 0
        self._link = Link.CONNECTING
        self._ply_seen = 0  # actions of this game handed to the window: the next play's ply
        self._thread = threading.Thread(target=self._run, name="seega-net-client", daemon=True)
        self._thread.start()

    # -----------------------------------------------------------------------------------------
    # What the window calls: each returns at once

    def host(self, offer: Offer) -> None:
        """Offer a game; an `Invitation` follows, then `GameShown` when a guest joins."""
        colour = msg.Colour(offer.colour)
        self._send(msg.Host(offer.rules.name, offer.size, colour, offer.think_time_s))

    def join(self, code: str) -> None:
        """Take the game an invitation's code names (spaces, dashes and case do not matter)."""
        self._send(msg.Join(code))

    def play(self, action_text: str) -> None:
        """Play an action in the core's notation, for the position the window was last shown."""
        self._send(msg.Play(self._game, self._ply_seen, action_text))

    def resign(self) -> None:
        """Give the game up (the server plays it the moment this side is to act)."""
        self._send(msg.Resign(self._game))

    def claim(self) -> None:
        """Win a game the opponent left past the grace period (`OpponentChanged.claimable`)."""
        self._send(msg.Claim(self._game))

    def rematch(self) -> None:
        """Ask for, or accept, another game with the colours swapped."""
        self._send(msg.Rematch(self._game))

    def close(self) -> None:
        """Leave: the thread closes the connection and ends (a last `LinkChanged(CLOSED)`)."""
        self._stop.set()

    def events(self) -> list[NetEvent]:
        """Everything that happened since the last call, oldest first."""
        found: list[NetEvent] = []
        while True:
            try:
                event = self._events.get_nowait()
            except queue.Empty:
                return found
            if isinstance(event, GameShown):
                self._ply_seen = len(event.actions)
            elif isinstance(event, ActionPlayed):
                self._ply_seen = event.ply + 1
            found.append(event)

    @property
    def token(self) -> str | None:
        """This seat's resume token, once a game started (the window may keep it)."""
        return self._token

    @property
    def link(self) -> Link:
        """The link's state now."""
        return self._link

    def wait_closed(self, timeout_s: float) -> bool:
        """Wait for the thread to end after `close()` (at the window's exit); False if it did
        not within `timeout_s`."""
        self._thread.join(timeout_s)
        return not self._thread.is_alive()

    def _send(self, message: msg.ClientMessage) -> None:
        self._outbox.put(message)

    # -----------------------------------------------------------------------------------------
    # The thread

    def _report(self, event: NetEvent) -> None:
        if isinstance(event, LinkChanged):
            self._link = event.link
        self._events.put(event)

    def _run(self) -> None:
        attempt = 0
        self._report(LinkChanged(Link.CONNECTING))
        while not self._stop.is_set():
            try:
                with self._connector(self.url) as connection:
                    self._greet(connection)
                    attempt = 0
                    self._report(LinkChanged(Link.ONLINE))
                    self._serve(connection)
            except (OSError, WebSocketException, msg.MessageError, _Broken):
                pass
            if self._stop.is_set():
                break
            attempt += 1
            if attempt > self.backoff.attempts:
                self._report(LinkChanged(Link.GAVE_UP))
                return
            wait_ms = self.backoff.wait_ms(attempt)
            self._report(LinkChanged(Link.RETRYING, wait_ms))
            self._stop.wait(wait_ms / 1000)
        self._report(LinkChanged(Link.CLOSED))

    def _greet(self, connection: ClientConnection) -> None:
        """Hello, the welcome, and the seat taken back if this client has one."""
        connection.send(msg.encode(msg.Hello(msg.PROTOCOL_VERSION)))
        answer = msg.decode_server(connection.recv(OPEN_TIMEOUT_S))
        if not isinstance(answer, msg.Welcome):
            raise _Broken(f"the server answered hello with {answer.TYPE}")
        if self._token is not None:
            connection.send(msg.encode(msg.Resume(self._token)))

    def _serve(self, connection: ClientConnection) -> None:
        while not self._stop.is_set():
            self._flush(connection)
            try:
                frame = connection.recv(POLL_S)
            except TimeoutError:
                continue
            self._take(msg.decode_server(frame))
        connection.close()

    def _flush(self, connection: ClientConnection) -> None:
        while True:
            try:
                message = self._outbox.get_nowait()
            except queue.Empty:
                return
            if self._token is not None and isinstance(message, (msg.Host, msg.Join)):
                continue  # already seated: a second host or join would only be refused
            connection.send(msg.encode(message))

    def _take(self, message: msg.ServerMessage) -> None:
        """A server message as the window's event (bad texts from the server break the link)."""
        try:
            event = self._decoded(message)
        except (NotationError, PositionError, ValueError) as error:
            raise _Broken(str(error)) from None
        if event is not None:
            self._report(event)

    def _decoded(self, message: msg.ServerMessage) -> NetEvent | None:
        if isinstance(message, msg.Game):
            self._token, self._game = message.token, message.game
            start = parse_position(message.start)
            self._size = start.size
            actions = tuple(parse_action(text, start.size) for text in message.actions)
            side = SIDES[message.side]
            clock, grace = message.clock_ms, message.grace_ms
            think = message.think_time_s
            return GameShown(
                message.game, side, start, actions, think, clock, message.opponent, grace
            )
        if isinstance(message, msg.Invited):
            return Invitation(message.code, message.expires_ms)
        if isinstance(message, msg.Refused):
            if message.reason in _SEAT_GONE.get(message.about, ()):
                self._token, self._game = None, ""  # the seat is gone: host or join anew
            return Refused(message.reason, message.detail)
        if isinstance(message, msg.Welcome) or message.game != self._game:
            return None  # news of a game this client has left (a rematch replaced it)
        if isinstance(message, msg.Played):
            action = parse_action(message.action, self._size)
            return ActionPlayed(
                message.ply, action, parse_position(message.position), message.clock_ms
            )
        if isinstance(message, msg.Opponent):
            return OpponentChanged(message.presence, message.grace_ms, message.claimable)
        if isinstance(message, msg.Ended):
            winner = SIDES.get(message.result)
            return GameEnded(Outcome(winner, Reason(message.reason)), message.record)
        if isinstance(message, msg.RematchAsked):
            return RematchOffered()
        return None


class _Broken(Exception):
    """The server said something this client cannot follow: the link is dropped and made anew."""
