"""A fuzz run of the online protocol: random and mutated frames against a live server on
loopback while scripted games play beside them.

    python3 -m seega.tools.fuzz_net --frames 100000 [--games 20] [--seed S]

The server runs as `seega-server` does, in a process of its own (with a rate limit high enough
that the frames are read rather than stopped as a flood; tests/net checks the limit itself).
Fuzzing connections send frames of every kind: random text and bytes, well-formed messages
of every type with plausible values (codes, games and tokens the fuzzers were given
themselves), the same mutated (fields dropped, added, given values of the wrong kind, huge,
deep or odd; text cut, changed or repeated), and now and then a frame over the size cap. Every
answer must decode as a server message. Meanwhile `--games` scripted games play to their end,
a new one starting as each ends. It prints the frames sent, the answers, the server's errors
(frames that raised inside it, connections closed with 1011, tracebacks in its log: must be
0) and whether every other game finished unaffected, and exits 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from seega.core import RULESETS
from seega.net import messages as msg
from seega.protocol.options import MAX_COUNT, MAX_SEED, whole

from .net_players import ScriptedGame, ServerProcess

# Fuzzing connections at once.
FUZZERS: Final = 8
# A fuzzing connection sends up to this many frames before it closes and opens a new one.
FRAMES_PER_CONNECTION: Final = 2000
# The server's rate limit during the run: far above what the fuzzers send.
FUZZ_RATE: Final = "1000000"
# The scripted games beside the fuzzing play quickly: a pause this long between actions.
GAME_PACE_MS: Final = 5
GAME_ACTIONS: Final = 150
# The odd values mutations put in a field.
ODD_VALUES: Final[tuple[Any, ...]] = (
    None,
    True,
    -1,
    2**63,
    10**400,
    1.5,
    "",
    "x" * 500,
    "\u202e\ufeff\x00",
    [],
    {},
    [[[[[]]]]],
    "@" * 3,
    "resign",
    "timeout",
)
ODD_TEXT: Final = ' {}[]":,\\0123456789-.eE@xabcdefghij\u00e9\u4e2d\u202e\x00\x7f\ufeff'
CLOSE_INTERNAL: Final = 1011


@dataclass
class Seen:
    """What the fuzzers learned from the server's answers, to aim frames at real things."""

    codes: list[str] = field(default_factory=list)
    games: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)

    def pick(self, rng: random.Random, values: list[str], otherwise: str) -> str:
        return rng.choice(values) if values and rng.random() < 0.8 else otherwise

    def learn(self, message: msg.ServerMessage) -> None:
        if isinstance(message, msg.Invited):
            _keep(self.codes, message.code)
        elif isinstance(message, msg.Game):
            _keep(self.games, message.game)
            _keep(self.tokens, message.token)


def _keep(values: list[str], value: str, most: int = 200) -> None:
    values.append(value)
    del values[:-most]


@dataclass
class Tally:
    sent: int = 0
    answers: int = 0
    bad_answers: int = 0
    internal_closes: int = 0
    oversized: int = 0


def well_formed(rng: random.Random, seen: Seen) -> msg.ClientMessage:
    """A message of a random type with plausible values."""
    game = seen.pick(rng, seen.games, "0123456789abcdef")
    names = sorted(RULESETS)
    makers: list[Callable[[], msg.ClientMessage]] = [
        lambda: msg.Hello(rng.choice((msg.PROTOCOL_VERSION, msg.PROTOCOL_VERSION, 0, 99))),
        lambda: msg.Host(
            rng.choice([*names, "chess"]),
            rng.choice((5, 7, 9, 4)),
            rng.choice(list(msg.Colour)),
            rng.choice((0, 30, 60, 120, 45)),
        ),
        lambda: msg.Join(seen.pick(rng, seen.codes, "K7QM-3XPA-TR9D")),
        lambda: msg.Resume(seen.pick(rng, seen.tokens, "no-such-token")),
        lambda: msg.Play(
            game,
            rng.randrange(0, 40),
            rng.choice(("@a1", "@c3", "c2-c3", "xd4", "pass", "end", "accept", "a1-a1", "@z9")),
        ),
        lambda: msg.Resign(game),
        lambda: msg.Claim(game),
        lambda: msg.Rematch(game),
    ]
    return rng.choice(makers)()


def mutated(rng: random.Random, frame: str) -> str:
    """`frame` changed: as JSON (a field dropped, added or given an odd value) or as text."""
    if rng.random() < 0.5:
        body = json.loads(frame)
        keys = list(body)
        choice = rng.random()
        if choice < 0.3 and keys:
            del body[rng.choice(keys)]
        elif choice < 0.5:
            body[rng.choice(("extra", "type", "ply", "game"))] = rng.choice(ODD_VALUES)
        else:
            body[rng.choice(keys)] = rng.choice(ODD_VALUES)
        return json.dumps(body)
    chars = list(frame)
    for _ in range(rng.randint(1, 4)):
        where = rng.randrange(len(chars) + 1)
        kind = rng.random()
        if kind < 0.4 and chars:
            chars[min(where, len(chars) - 1)] = rng.choice(ODD_TEXT)
        elif kind < 0.7:
            chars.insert(where, rng.choice(ODD_TEXT))
        else:
            del chars[where:]
    return "".join(chars)


def make_frame(rng: random.Random, seen: Seen) -> str | bytes:
    roll = rng.random()
    if roll < 0.12:
        return "".join(rng.choice(ODD_TEXT) for _ in range(rng.randint(0, 300)))
    if roll < 0.16:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 64)))
    if roll < 0.18:
        return "[" * rng.randint(100, 900) + "]" * rng.randint(0, 900)
    frame = msg.encode(well_formed(rng, seen))
    if roll < 0.55:
        return frame
    if roll < 0.997:
        return mutated(rng, frame)
    return "x" * rng.randint(msg.MAX_CLIENT_FRAME_BYTES + 1, 4 * msg.MAX_CLIENT_FRAME_BYTES)


async def drain(connection: ClientConnection, seen: Seen, tally: Tally) -> None:
    """Read every answer; each must be a server message."""
    try:
        async for frame in connection:
            tally.answers += 1
            try:
                seen.learn(msg.decode_server(frame))
            except msg.MessageError:
                tally.bad_answers += 1
    except ConnectionClosed:
        pass


async def fuzzer(url: str, rng: random.Random, total: int, seen: Seen, tally: Tally) -> None:
    while tally.sent < total:
        try:
            connection = await connect(url, compression=None, proxy=None, max_size=None)
        except (OSError, WebSocketException):
            await asyncio.sleep(0.01)
            continue
        reader = asyncio.create_task(drain(connection, seen, tally))
        try:
            if rng.random() < 0.95:
                await connection.send(msg.encode(msg.Hello(msg.PROTOCOL_VERSION)))
            for _ in range(rng.randint(1, FRAMES_PER_CONNECTION)):
                if tally.sent >= total:
                    break
                frame = make_frame(rng, seen)
                await connection.send(frame)
                tally.sent += 1
                if len(frame) > msg.MAX_CLIENT_FRAME_BYTES:
                    tally.oversized += 1
                    break  # the server closes this connection (1009)
                await asyncio.sleep(0)
        except ConnectionClosed:
            pass
        await connection.close()
        await reader
        if connection.close_code == CLOSE_INTERNAL:
            tally.internal_closes += 1


async def games_beside(
    url: str, seed: int, at_once: int, stop: asyncio.Event
) -> list[ScriptedGame]:
    """Scripted games, `at_once` at a time, started anew until `stop`; all of them."""
    played: list[ScriptedGame] = []
    names = sorted(RULESETS)

    async def lane(index: int) -> None:
        while not stop.is_set():
            number = len(played)
            rules = names[number % len(names)]
            game = ScriptedGame(
                url,
                rules,
                RULESETS[rules].default_size,
                random.Random(seed * 7919 + number),
                GAME_PACE_MS,
                GAME_ACTIONS,
            )
            played.append(game)
            try:
                await game.play()
            except Exception as error:  # noqa: BLE001 - a failed game is counted, not raised
                game.failure = repr(error)

    await asyncio.gather(*(lane(index) for index in range(at_once)))
    return played


async def run(url: str, frames: int, games: int, seed: int) -> tuple[Tally, list[ScriptedGame]]:
    seen, tally = Seen(), Tally()
    stop = asyncio.Event()
    beside = asyncio.create_task(games_beside(url, seed, games, stop))
    await asyncio.gather(
        *(fuzzer(url, random.Random(seed * 31 + n), frames, seen, tally) for n in range(FUZZERS))
    )
    stop.set()
    return tally, await beside


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.fuzz_net", description=__doc__)
    parser.add_argument("--frames", type=whole(1, MAX_COUNT), default=100_000)
    parser.add_argument("--games", type=whole(1, 1000), default=20, help="scripted games at once")
    parser.add_argument("--seed", type=whole(0, MAX_SEED), default=1)
    return parser


def main(argv: Sequence[str] | None = None, out: Callable[[str], None] = print) -> int:
    args = build_parser().parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="seega-fuzz-net-") as folder:
        server = ServerProcess.start(
            Path(folder) / "games.sqlite3", "--rate", FUZZ_RATE, "--burst", FUZZ_RATE
        )
        try:
            tally, played = asyncio.run(run(server.url, args.frames, args.games, args.seed))
        finally:
            log = server.stop()
    tracebacks = log.count("Traceback")
    errors = tally.internal_closes + tracebacks
    failed = [game for game in played if game.failure]
    unfinished = [game for game in played if not game.ended and not game.failure]
    out(
        f"frames sent: {tally.sent} ({tally.oversized} over the size cap), answers: {tally.answers}"
    )
    out(f"answers that were no server message: {tally.bad_answers}")
    out(f"server errors: {errors} (closed 1011: {tally.internal_closes}, tracebacks: {tracebacks})")
    out(
        f"other games: {len(played)} played beside, {sum(g.ended for g in played)} to their end, "
        f"{len(failed)} failed, {len(unfinished)} cut short when the fuzzing stopped"
    )
    for game in failed[:5]:
        out(f"  failed: {game.rules} after {game.actions} actions: {game.failure}")
    unaffected = not failed and errors == 0 and tally.bad_answers == 0
    out("every other game unaffected" if unaffected else "PROBLEMS FOUND")
    return 0 if unaffected else 1


if __name__ == "__main__":
    sys.exit(main())
