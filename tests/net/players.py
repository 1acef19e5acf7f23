"""Headless players for the online tests: a real server in a thread on loopback, its clock in
the test's hands, and players speaking the protocol frame by frame over websockets' threaded
client (each wait a hang guard only: a frame on loopback arrives in milliseconds)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from websockets.sync.client import ClientConnection, connect

from seega.core import (
    Action,
    GameState,
    apply_action,
    legal_actions,
    parse_action,
    parse_position,
)
from seega.core import actions as act
from seega.net import messages as msg
from seega.net.server import GameServer, Limits, ServerThread

LOOPBACK = "127.0.0.1"
# A hang guard on each frame awaited, never a measure of speed.
FRAME_WAIT_S = 10.0
# The tests' players act as fast as loopback carries them: no flood limit in their way (the
# flooding test sets the server's own).
UNLIMITED = Limits(rate_per_s=1e9, burst=10**9)


class FakeClock:
    """The server's game clock, moved only by the test (milliseconds)."""

    def __init__(self, start_ms: int = 1_750_000_000_000) -> None:
        self.now_ms = start_ms

    def __call__(self) -> int:
        return self.now_ms

    def advance(self, ms: int) -> None:
        self.now_ms += ms


@contextmanager
def running_server(
    database: Path, clock: FakeClock, limits: Limits = UNLIMITED, seed: int = 7
) -> Iterator[ServerThread]:
    """A server on a free loopback port, stopped when the block ends."""
    server = GameServer(database, clock=clock, limits=limits, rng=random.Random(seed))
    thread = ServerThread(server, LOOPBACK)
    thread.start()
    try:
        yield thread
    finally:
        thread.stop()


def url_of(thread: ServerThread) -> str:
    return f"ws://{LOOPBACK}:{thread.port}"


class Player:
    """One connection speaking the protocol frame by frame."""

    def __init__(self, url: str, hello: bool = True) -> None:
        self._stack = ExitStack()
        self.connection: ClientConnection = self._stack.enter_context(
            connect(url, compression=None, proxy=None, max_size=msg.MAX_SERVER_FRAME_BYTES)
        )
        self.game = ""
        self.token = ""
        self.side = ""
        self.start: GameState | None = None
        self.state: GameState | None = None
        self.ply = 0
        if hello:
            self.send(msg.Hello(msg.PROTOCOL_VERSION))
            assert isinstance(self.receive(), msg.Welcome)

    def send(self, message: msg.ClientMessage) -> None:
        self.connection.send(msg.encode(message))

    def send_raw(self, frame: str | bytes) -> None:
        self.connection.send(frame)

    def receive(self) -> msg.ServerMessage:
        """The next message; a `Game` or `Played` also updates what this player knows."""
        message = msg.decode_server(self.connection.recv(FRAME_WAIT_S))
        if isinstance(message, msg.Game):
            self.game, self.token, self.side = message.game, message.token, message.side
            self.start = parse_position(message.start)
            self.state = self.start
            for text in message.actions:
                self.state = apply_action(self.state, parse_action(text, self.state.size))[0]
            self.ply = len(message.actions)
        elif isinstance(message, msg.Played):
            self.state = parse_position(message.position)
            self.ply = message.ply + 1
        return message

    def expect(self, kind: type[msg.ServerMessage]) -> msg.ServerMessage:
        message = self.receive()
        assert isinstance(message, kind), message
        return message

    def refused(self) -> msg.Refusal:
        message = self.expect(msg.Refused)
        assert isinstance(message, msg.Refused)
        return message.reason

    def play(self, text: str) -> None:
        self.send(msg.Play(self.game, self.ply, text))

    def close(self) -> None:
        self._stack.close()


def hosted(
    url: str, rules: str = "standard", size: int = 5, colour: str = "white", think_s: int = 0
) -> tuple[Player, str]:
    """A host whose offer stands, and its invitation code."""
    host = Player(url)
    host.send(msg.Host(rules, size, msg.Colour(colour), think_s))
    host.expect(msg.Game)
    invited = host.expect(msg.Invited)
    assert isinstance(invited, msg.Invited)
    return host, invited.code


def started(
    url: str, rules: str = "standard", size: int = 5, think_s: int = 0
) -> tuple[Player, Player]:
    """A game under way: (white, black), the host white."""
    host, code = hosted(url, rules, size, "white", think_s)
    guest = Player(url)
    guest.send(msg.Join(code))
    guest.expect(msg.Game)
    presence = host.expect(msg.Opponent)
    assert isinstance(presence, msg.Opponent) and presence.presence is msg.Presence.HERE
    return host, guest


def scripted_action(state: GameState, rng: random.Random) -> Action:
    """A legal action chosen by `rng`, never giving the game up or offering to end it."""
    choices = [a for a in legal_actions(state) if a.kind not in (act.RESIGN, act.OFFER)]
    return rng.choice(choices)


def play_one(mover: Player, other: Player, action: Action) -> list[msg.ServerMessage]:
    """`mover` plays `action`; both receive the `played`; the news each received after it
    (an `ended` when the game ended) are returned, the mover's."""
    assert mover.state is not None
    mover.play(action.notation(mover.state.size))
    news = [mover.expect(msg.Played)]
    other.expect(msg.Played)
    assert mover.state is not None
    if mover.state.outcome is not None:
        news.append(mover.expect(msg.Ended))
        other.expect(msg.Ended)
    return news


def parse(text: str, state: GameState) -> Action:
    return parse_action(text, state.size)
