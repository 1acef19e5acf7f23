"""What the load and fuzz commands share: a `seega-server` process on loopback, its memory, and
scripted games played through it by asyncio clients speaking the protocol (docs/online.md).

A scripted game is two connections, a host and a guest, playing legal actions chosen by a
seeded generator, each after a pause (`pace_ms`, give or take half), and timing every action
from its frame sent to its `played` received.
"""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from websockets.asyncio.client import ClientConnection, connect

from seega.core import WHITE, Action, GameState, apply_action, legal_actions, parse_position
from seega.core import actions as act
from seega.net import messages as msg

LOOPBACK: Final = "127.0.0.1"
# How long the server process may take to start listening, and to stop.
SERVER_WAIT_S: Final = 30.0
# How long one frame may take before a scripted game gives up (a hang guard: a server that
# answers this late has failed the measurement anyway).
FRAME_WAIT_S: Final = 60.0
# Actions a scripted player never chooses: it plays the game out rather than end it early.
NOT_CHOSEN: Final = frozenset({act.RESIGN, act.OFFER})
# What the server writes once it listens (seega/net/server.py).
SERVING: Final = "serving on ws://"


@dataclass
class ServerProcess:
    """A `seega-server` in a process of its own, on a free loopback port."""

    process: subprocess.Popen[str]
    url: str
    lines: list[str] = field(default_factory=list)
    reader: threading.Thread | None = None

    @classmethod
    def start(cls, database: Path, *options: str) -> ServerProcess:
        """Started with `options` besides its address and database (e.g. `--rate`)."""
        command = [sys.executable, "-m", "seega.net.server", "--host", LOOPBACK, "--port", "0"]
        process = subprocess.Popen(
            [*command, "--database", str(database), *options], stderr=subprocess.PIPE, text=True
        )
        assert process.stderr is not None
        deadline = time.monotonic() + SERVER_WAIT_S
        while time.monotonic() < deadline:
            line = process.stderr.readline()
            if not line:
                break
            if SERVING in line:
                port = int(line.split(SERVING, 1)[1].split(":", 1)[1].split()[0])
                server = cls(process, f"ws://{LOOPBACK}:{port}")
                # Its log is read as it comes: a full pipe would stop the server mid-run.
                server.reader = threading.Thread(target=server._read_log, daemon=True)
                server.reader.start()
                return server
        process.kill()
        raise OSError("the server did not start")

    def memory_kb(self) -> tuple[int, int] | None:
        """The server's resident memory now and at its peak (kB), where /proc tells it."""
        try:
            status = Path(f"/proc/{self.process.pid}/status").read_text(encoding="ascii")
        except OSError:
            return None
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        try:
            return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])
        except (KeyError, ValueError):
            return None

    def _read_log(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.lines.append(line)

    def stop(self) -> str:
        """Stop it (SIGTERM, as systemd does); what it wrote to its error stream."""
        self.process.terminate()
        try:
            self.process.wait(SERVER_WAIT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.reader is not None:
            self.reader.join(SERVER_WAIT_S)
        return "".join(self.lines)


async def open_player(url: str) -> ClientConnection:
    """A greeted connection."""
    connection = await connect(
        url, compression=None, proxy=None, max_size=msg.MAX_SERVER_FRAME_BYTES
    )
    await connection.send(msg.encode(msg.Hello(msg.PROTOCOL_VERSION)))
    await expect(connection, msg.Welcome)
    return connection


async def expect(connection: ClientConnection, kind: type[msg.ServerMessage]) -> msg.ServerMessage:
    message = msg.decode_server(await asyncio.wait_for(connection.recv(), FRAME_WAIT_S))
    if not isinstance(message, kind):
        raise ScriptError(f"expected {kind.TYPE}, got {msg.encode(message)[:200]}")
    return message


class ScriptError(RuntimeError):
    """The server answered a scripted game with something the protocol does not promise."""


@dataclass
class ScriptedGame:
    """One game played by two scripted clients; its latencies (ms) are added to `latencies`."""

    url: str
    rules: str
    size: int
    rng: random.Random
    pace_ms: int
    max_actions: int
    latencies: list[float] = field(default_factory=list)
    actions: int = 0
    ended: bool = False
    opened: bool = False
    failure: str = ""  # why the game broke off, when it did
    game_id: str = ""
    start: GameState | None = None

    async def open(self) -> tuple[ClientConnection, ClientConnection]:
        """The game offered and joined: its host (white) and guest connections."""
        host = await open_player(self.url)
        guest = await open_player(self.url)
        await host.send(msg.encode(msg.Host(self.rules, self.size, msg.Colour.WHITE, 0)))
        game = await expect(host, msg.Game)
        invited = await expect(host, msg.Invited)
        assert isinstance(game, msg.Game) and isinstance(invited, msg.Invited)
        await guest.send(msg.encode(msg.Join(invited.code)))
        await expect(guest, msg.Game)
        await expect(host, msg.Opponent)
        self.game_id, self.start = game.game, parse_position(game.start)
        self.opened = True
        return host, guest

    async def play_open(self, host: ClientConnection, guest: ClientConnection) -> None:
        """Play an opened game to its end, then close both connections."""
        try:
            assert self.start is not None
            await self._play_out(self.game_id, self.start, host, guest)
        finally:
            await host.close()
            await guest.close()

    async def play(self) -> None:
        """Open the game and play it out."""
        await self.play_open(*await self.open())

    async def _play_out(
        self, game: str, state: GameState, white: ClientConnection, black: ClientConnection
    ) -> None:
        while state.outcome is None:
            await asyncio.sleep(self.pace_ms * (0.5 + self.rng.random()) / 1000)
            mover, other = (white, black) if state.to_move == WHITE else (black, white)
            action = self._choose(state)
            sent = time.perf_counter()
            await mover.send(msg.encode(msg.Play(game, self.actions, action.notation(state.size))))
            await expect(mover, msg.Played)
            self.latencies.append((time.perf_counter() - sent) * 1000)
            await expect(other, msg.Played)
            state = apply_action(state, action)[0]
            self.actions += 1
        await expect(white, msg.Ended)
        await expect(black, msg.Ended)
        self.ended = True

    def _choose(self, state: GameState) -> Action:
        if self.actions >= self.max_actions:
            return Action(act.RESIGN)
        return self.rng.choice([a for a in legal_actions(state) if a.kind not in NOT_CHOSEN])


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` lie (nearest rank; 0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]
