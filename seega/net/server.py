"""`seega-server` (`python3 -m seega.net.server`): the online games' server (docs/online.md).

asyncio with `websockets`: each connection's frames are decoded (seega/net/messages.py) and
handed to the hub (seega/net/hub.py), which refers them to the game's referee and keeps every
change in SQLite. A frame larger than the protocol's cap closes its connection (1009, by
websockets' `max_size`); a connection sending faster than `Limits` allows is refused and
closed (1008); a malformed frame is refused and the connection goes on. None of these touch
any game. The same server runs in a thread of the host's window for a home network's game
(`ServerThread`, seega/net/lan.py).

    seega-server --host 127.0.0.1 --port 8765 --database /var/lib/seega-server/games.sqlite3
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import random
import signal
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TypeVar

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from seega import PROGRAM
from seega.protocol.options import MAX_COUNT, MAX_PORT, whole

from . import messages as msg
from .hub import Clock, Conn, Hub
from .store import Store, StoreError

DEFAULT_HOST: Final = "127.0.0.1"  # behind a TLS proxy on the same machine (README)
DEFAULT_PORT: Final = 8765
DEFAULT_DATABASE: Final = "seega-server.sqlite3"
# A person makes an action every few seconds; a client's burst (hello, resume, a queued
# action, a chain's steps) is a handful of frames. Ten a second with thirty at once stops a
# flood long before it costs the server anything, and never an honest player.
RATE_PER_S: Final = 10.0
BURST: Final = 30
# How often the clock's work is done (a think time run out, a grace period over, an
# invitation expired): a quarter second is well within what a player notices.
SWEEP_S: Final = 0.25
# A connection that stops answering pings is closed after about this long, and its seat's grace
# period starts: a sleeping laptop is noticed in well under a minute.
PING_INTERVAL_S: Final = 20.0
PING_TIMEOUT_S: Final = 20.0
# Closing a connection waits this long for the other side's answer.
CLOSE_TIMEOUT_S: Final = 2.0
# How long the thread that serves a home network's game may take to start listening.
START_TIMEOUT_S: Final = 10.0
# The collector's full pass walks every object of every game held: with a thousand games it
# held the server for long enough that one action in a hundred waited 174 ms or more
# (`python3 -m seega.tools.load --games 1000`; 4.6 ms with the collector off in the server).
# Game states are immutable values that reference counting frees, so the young generations
# collect as usual and the full pass runs on a clock of its own in `seega-server`, where a
# pause once a minute touches a few actions of the tens of thousands played meanwhile.
FULL_COLLECTION_S: Final = 60.0
NO_AUTOMATIC_FULL_PASS: Final = 1 << 30  # collections of the middle generation between passes
# Each connection is an open file: a thousand games are two thousand, past the 1,024 many
# systems allow a process by default. The server asks for this many (within the hard limit).
OPEN_FILES_WANTED: Final = 65_536
# WebSocket close codes (RFC 6455 §7.4.1).
CLOSE_POLICY: Final = 1008
CLOSE_INTERNAL: Final = 1011

log = logging.getLogger("seega.net")
T = TypeVar("T")

if sys.platform != "win32":
    import resource


def wall_ms() -> int:
    """The server's clock: milliseconds since the epoch (a restart keeps counting)."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True)
class Limits:
    """How fast one connection may send: `rate_per_s` frames a second, `burst` at once."""

    rate_per_s: float = RATE_PER_S
    burst: int = BURST


class Bucket:
    """A token bucket: a frame takes a token; tokens come back at the rate, up to the burst."""

    def __init__(self, limits: Limits, now_s: float) -> None:
        self.limits = limits
        self.tokens = float(limits.burst)
        self.last_s = now_s

    def take(self, now_s: float) -> bool:
        gained = (now_s - self.last_s) * self.limits.rate_per_s
        self.tokens = min(float(self.limits.burst), self.tokens + gained)
        self.last_s = now_s
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _Link:
    """A connection as the hub sends to it: a closed connection's frames are dropped (its own
    handler sees it closed and starts the seat's grace)."""

    def __init__(self, connection: ServerConnection) -> None:
        self.connection = connection

    async def send(self, frame: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self.connection.send(frame)

    async def close(self, code: int, reason: str) -> None:
        await self.connection.close(code, reason)


class GameServer:
    """The games of one database, served. `clock` keeps game time (ms; injected by tests),
    `pace` measures the rate limit (s, monotonic)."""

    def __init__(
        self,
        database: Path | str,
        *,
        clock: Clock = wall_ms,
        limits: Limits | None = None,
        rng: random.Random | None = None,
        pace: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = Store(database)
        self.hub = Hub(self.store, clock, rng)
        self.limits = limits or Limits()
        self.pace = pace
        self.errors = 0  # frames that raised inside the server: a bug each (the fuzz counts)

    async def handle(self, connection: ServerConnection) -> None:
        """One connection, from its first frame to its close."""
        conn = Conn(_Link(connection))
        bucket = Bucket(self.limits, self.pace())
        try:
            async for frame in connection:
                if not bucket.take(self.pace()):
                    detail = f"at most {self.limits.rate_per_s:g} frames a second"
                    await self.hub.refuse(conn, msg.Refusal.FLOODING, detail, "")
                    await connection.close(CLOSE_POLICY, "flooding")
                    break
                await self._frame(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            await self.hub.left(conn)

    async def _frame(self, conn: Conn, frame: str | bytes) -> None:
        try:
            message = msg.decode_client(frame)
        except msg.MessageError as error:
            await self.hub.refuse(conn, error.refusal, str(error), "")
            return
        try:
            await self.hub.take(conn, message)
        except Exception:
            self.errors += 1
            log.exception("a %s frame raised inside the server", message.TYPE)
            await conn.link.close(CLOSE_INTERNAL, "server error")

    async def run(
        self, host: str, port: int, ready: Callable[[int], None], stop: asyncio.Event
    ) -> None:
        """Serve until `stop` is set; `ready` is told the port listened on."""
        async with serve(
            self.handle,
            host,
            port,
            max_size=msg.MAX_CLIENT_FRAME_BYTES,
            compression=None,
            ping_interval=PING_INTERVAL_S,
            ping_timeout=PING_TIMEOUT_S,
            close_timeout=CLOSE_TIMEOUT_S,
            server_header=PROGRAM,
        ) as server:
            sweeper = asyncio.create_task(self._sweeping())
            ready(server.sockets[0].getsockname()[1])
            await stop.wait()
            sweeper.cancel()
        self.store.close()

    async def _sweeping(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            await self.hub.sweep()


class ServerThread:
    """A `GameServer` run in a thread of this process: the host's window serving a home
    network's game, and the tests. `start` returns once it listens."""

    def __init__(self, server: GameServer, host: str, port: int = 0) -> None:
        self.server = server
        self.host = host
        self.port = port
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, name="seega-server", daemon=True)

    def start(self) -> int:
        """Listen; the port (a free one was chosen when `port` was 0)."""
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT_S):
            raise OSError(f"the server did not start listening on {self.host}:{self.port}")
        return self.port

    def _main(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()

        def ready(port: int) -> None:
            self.port = port
            self._ready.set()

        await self.server.run(self.host, self.port, ready, self._stop)

    def call(self, work: Callable[[], Awaitable[T]], timeout_s: float = START_TIMEOUT_S) -> T:
        """Run `work` on the server's loop and wait for its result (tests drive the clock's
        work this way: `call(server.hub.sweep)`)."""
        assert self._loop is not None

        async def run() -> T:
            return await work()

        future: Future[T] = asyncio.run_coroutine_threadsafe(run(), self._loop)
        return future.result(timeout_s)

    def stop(self) -> None:
        """Stop listening, close every connection and the database, and end the thread."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(START_TIMEOUT_S)


def allow_open_files(wanted: int = OPEN_FILES_WANTED) -> int:
    """Raise this process's limit of open files (its connections) towards `wanted`, within
    the hard limit the system sets; the limit now (no change where the system has none)."""
    if sys.platform == "win32":  # an if/else, so that type checks for Windows skip the rest
        return wanted  # Windows counts no open files per process this way
    else:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        if soft != resource.RLIM_INFINITY and soft < target:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            return target
        return int(soft)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="seega-server", description="Serve online Seega games (docs/online.md)."
    )
    parser.add_argument("--host", default=DEFAULT_HOST, help="address to listen on")
    parser.add_argument("--port", type=whole(0, MAX_PORT), default=DEFAULT_PORT)
    parser.add_argument("--database", default=DEFAULT_DATABASE, help="the SQLite file of games")
    parser.add_argument(
        "--rate",
        type=whole(1, MAX_COUNT),
        default=int(RATE_PER_S),
        help="frames a second one connection may send",
    )
    parser.add_argument(
        "--burst",
        type=whole(1, MAX_COUNT),
        default=BURST,
        help="frames one connection may send at once",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Serve until interrupted; status 1 (with a message) when the database or the address
    cannot be used."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    # websockets logs every connection opened and closed: a crowd's worth of noise.
    logging.getLogger("websockets").setLevel(logging.WARNING)
    allow_open_files()
    try:
        server = GameServer(args.database, limits=Limits(args.rate, args.burst))
    except StoreError as error:
        print(f"seega-server: {error}", file=sys.stderr)
        return 1

    def ready(port: int) -> None:
        log.info("%s serving on ws://%s:%d (database %s)", PROGRAM, args.host, port, args.database)

    try:
        asyncio.run(_serve_until_stopped(server, args.host, args.port, ready))
    except OSError as error:
        print(f"seega-server: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


async def _serve_until_stopped(
    server: GameServer, host: str, port: int, ready: Callable[[int], None]
) -> None:
    """Serve until SIGTERM (systemd's stop) or SIGINT: the connections close cleanly."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for name in ("SIGTERM", "SIGINT"):
        if hasattr(signal, name) and sys.platform != "win32":
            loop.add_signal_handler(getattr(signal, name), stop.set)
    collecting = asyncio.create_task(collect_on_a_clock(asyncio.sleep))
    try:
        await server.run(host, port, ready, stop)
    finally:
        collecting.cancel()


async def collect_on_a_clock(
    sleep: Callable[[float], Awaitable[None]], collect: Callable[[], int] = gc.collect
) -> None:
    """The collector's full pass every FULL_COLLECTION_S instead of when the count of
    survivors says (the young generations still collect on their own): the standalone
    server's, never a window's, whose home-network server shares the window's process."""
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, NO_AUTOMATIC_FULL_PASS)
    while True:
        await sleep(FULL_COLLECTION_S)
        collect()


if __name__ == "__main__":
    sys.exit(main())
