"""Computer moves and hints computed off the UI thread, in one long-lived worker.

A search in a thread of the game's process stalls frames (the GIL), and a fresh process costs
0.2–0.4 s to start (docs/pygame-notes.md), so the game keeps ONE worker process for its whole life
and sends it every request. Every request carries an id unique for the whole run
(`next_request_id`): the worker outlives every game, so an id counted per game would let one
game take another's answer. A caller cancels what it no longer wants (its game was left, or
undone); `poll()` hands out only answers to requests still pending, and every answer names the
position it was computed for, so the caller can check it against the question it asked.
Everything here is non-blocking for the caller: `submit()` queues, `poll()` collects.

Backends, all with the same interface (`Thinker`):
- `ProcessThinker`: the worker process (multiprocessing "spawn": the same on every platform,
  and safe after SDL has started threads, unlike "fork").
- `ThreadThinker`: a worker thread, used when processes are unavailable; the frame rate
  then suffers while the computer thinks, but the game still plays.
- `InlineThinker`: answers on the next `poll()` in the caller's thread, for tests.

Requests are of four kinds, each a type of its own with its own answer: `Choose` → `Chosen`
(an action for a player or a hint), `Judge` → `Judgement` (the review's judgement of one
played action, `seega.review`), `Prove` → `Proved` (a player's mistake made into a proved
challenge, `seega.challenges.practice`) and `Verify` → `Verified` (a kept challenge proved
again by the verifier before the journey lets it be played, `seega.game.practice_check`); a
request whose work raised is answered `Failed`, naming the kind of answer it stands for. The
worker dispatches on the request's type; `poll(kind)` hands out the answers of one kind (an
answer class) and keeps the others for their own caller, so a review and a paused match can
share the worker.

Standard library only: with no chooser given, the worker searches with `seega.ai.analyse`
(the action with its score), imported inside the worker so that starting the game does not pay
for the AI import twice.
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
import multiprocessing
import os
import queue
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING, Protocol, TypeVar

from seega.challenges.practice import practice_challenge
from seega.challenges.schema import Challenge
from seega.challenges.verify import verify
from seega.core import Action, GameState
from seega.core.players import Level

# The two ends of a pipe between processes: another class on Windows (mypy checks each system).
if sys.platform == "win32":
    from multiprocessing.connection import PipeConnection as Connection
else:
    from multiprocessing.connection import Connection

if TYPE_CHECKING:
    from seega.review.analysis import Judged

# A worker that keeps dying is a bug, not bad luck: after this many restarts, raise.
MAX_RESTARTS = 3
# The worker runs at a lower priority (Unix niceness, Windows' priority class) so that drawing
# frames never waits for the search on a busy machine; a time-limited search just counts a
# few fewer positions.
WORKER_NICENESS = 10
# Windows' BELOW_NORMAL_PRIORITY_CLASS (SetPriorityClass): one class under the window's.
BELOW_NORMAL_PRIORITY_CLASS = 0x4000
# How long `close()` waits for the worker to finish its current search before killing it.
SHUTDOWN_WAIT_S = 0.5


class Scored(Protocol):
    """A search's answer with its score (seega.ai.SearchResult)."""

    @property
    def action(self) -> Action: ...

    @property
    def score(self) -> int: ...


Chooser = Callable[..., "Action | Scored"]
"""`analyse(state, level, movetime_ms=None, seed=None, max_depth=None) -> SearchResult`, or a
chooser like `choose_action` that returns the action alone (tests)."""
# One counter for every request of the run, whoever asks (a match, a hint, the review).
_request_ids = itertools.count(1)


def next_request_id() -> int:
    """An id no other request of this run has (or will have)."""
    return next(_request_ids)


class ThinkerError(RuntimeError):
    """The chooser failed in the worker; the message carries its traceback."""


@dataclass(frozen=True)
class Choose:
    """The best action for the side to act in `state`, as `level` plays (`movetime_ms`: a
    shorter budget than the level's own; `seed`: the level's noise and sight drawn from it)."""

    id: int
    state: GameState
    level: Level
    movetime_ms: int | None = None
    seed: int | None = None


@dataclass(frozen=True)
class Judge:
    """The review's judgement of `played` in `state`, searched to `depth` (None: the review's
    own) within `movetime_ms`."""

    id: int
    state: GameState
    played: Action
    depth: int | None = None
    movetime_ms: int | None = None


@dataclass(frozen=True)
class Prove:
    """The challenge made from the mistake `played` in `state`; `source` says where it came
    from."""

    id: int
    state: GameState
    played: Action
    source: str


@dataclass(frozen=True)
class Verify:
    """Whether `challenge`, starting at `state`, passes the verifier."""

    id: int
    state: GameState
    challenge: Challenge


Request = Choose | Judge | Prove | Verify


@dataclass(frozen=True)
class Chosen:
    """The action chosen for request `id` about `state`, with the search's score for the side
    to act when it gave one."""

    id: int
    state: GameState
    action: Action
    score: int | None = None


@dataclass(frozen=True)
class Judgement:
    """The review's judgement asked by request `id` about `state`."""

    id: int
    state: GameState
    judged: Judged


@dataclass(frozen=True)
class Proved:
    """The challenge made for request `id` about `state`; None when the mistake could not be
    proved."""

    id: int
    state: GameState
    challenge: Challenge | None


@dataclass(frozen=True)
class Verified:
    """Whether the challenge `challenge_id` of request `id` passed the verifier."""

    id: int
    state: GameState
    challenge_id: str
    passed: bool


Reply = Chosen | Judgement | Proved | Verified
# The answer each kind of request gets.
ANSWER_OF: dict[type[Request], type[Reply]] = {
    Choose: Chosen,
    Judge: Judgement,
    Prove: Proved,
    Verify: Verified,
}


@dataclass(frozen=True)
class Failed:
    """Request `id` about `state` raised: `error` is the traceback, `kind` the answer it
    stands for (so it reaches the caller that polls that kind)."""

    id: int
    state: GameState
    kind: type[Reply]
    error: str


Answer = Reply | Failed
A = TypeVar("A", bound=Reply)


class Thinker(Protocol):
    """What a match needs from a worker."""

    def submit(self, request: Request) -> None:
        """Queue a request; never blocks."""
        ...

    def poll(self, kind: type[A]) -> list[A | Failed]:
        """The answers of `kind` (an answer class, with the `Failed` ones standing for it) to
        requests still pending, oldest first; never blocks."""
        ...

    def cancel(self, request_id: int) -> None:
        """Nobody wants request `request_id` any more: it is not searched if it has not
        started, and its answer is dropped when it comes."""
        ...

    def close(self) -> None:
        """Stop the worker (pending requests are dropped)."""
        ...


def _default_chooser() -> Chooser:
    from seega.ai import analyse

    return analyse


def _judged(request: Judge) -> Judged:
    """The review of the request's played action (the review is imported on first use)."""
    from seega.review.analysis import REVIEW_DEPTH, ReviewSettings, judge_action

    settings = ReviewSettings(request.depth or REVIEW_DEPTH, request.movetime_ms)
    return judge_action(request.state, request.played, settings)


def answer(request: Request, chooser: Chooser) -> Answer:
    """The answer to `request`, by its type: `chooser` picks a `Choose`'s action, the review
    judges, the practice maker proves, the verifier verifies; any exception becomes `Failed`.
    A chooser may return an action, or a search result (with `.action` and `.score`) whose
    score travels with the answer."""
    try:
        return _reply(request, chooser)
    except Exception:  # the worker must outlive a bug in one search and report it
        return failed(request, traceback.format_exc())


def failed(request: Request, error: str) -> Failed:
    """The answer to a request whose work raised `error`."""
    return Failed(request.id, request.state, ANSWER_OF[type(request)], error)


def _reply(request: Request, chooser: Chooser) -> Reply:
    match request:
        case Judge():
            return Judgement(request.id, request.state, _judged(request))
        case Prove():
            made = practice_challenge(request.state, request.played, request.source)
            return Proved(request.id, request.state, made)
        case Verify():
            passed = not verify(request.challenge)
            return Verified(request.id, request.state, request.challenge.id, passed)
        case Choose():
            chosen = chooser(
                request.state, request.level, movetime_ms=request.movetime_ms, seed=request.seed
            )
            if isinstance(chosen, Action):
                return Chosen(request.id, request.state, chosen)
            return Chosen(request.id, request.state, chosen.action, chosen.score)


@dataclass(frozen=True)
class Cancel:
    """The message that tells the worker process to skip request `id` if it has not begun."""

    id: int


class _Ledger:
    """The requests a backend still owes an answer to, and the answers kept for the other kind:
    an answer to a cancelled (or never asked) request is dropped here."""

    def __init__(self) -> None:
        self.pending: dict[int, Request] = {}
        self._held: list[Answer] = []

    def sorted_out(self, fresh: list[Answer], kind: type[A]) -> list[A | Failed]:
        """The answers of `kind` among those kept and those just arrived; the rest stay kept."""
        for got in fresh:
            if self.pending.pop(got.id, None) is not None:
                self._held.append(got)
        mine: list[A | Failed] = []
        others: list[Answer] = []
        for got in self._held:
            if isinstance(got, kind) or (isinstance(got, Failed) and got.kind is kind):
                mine.append(got)
            else:
                others.append(got)
        self._held = others
        return mine

    def cancel(self, request_id: int) -> None:
        """Forget `request_id`: its answer, arrived or to come, is dropped."""
        self.pending.pop(request_id, None)
        self._held = [got for got in self._held if got.id != request_id]

    def clear(self) -> None:
        """Forget everything."""
        self.pending.clear()
        self._held.clear()


def _take_messages(connection: Connection, waiting: deque[Request], block: bool) -> bool:
    """Read what the pipe holds into `waiting` (waiting for one message if `block`), applying
    cancellations; False when the game asks the worker to stop or the pipe closed."""
    try:
        while block or connection.poll():
            block = False
            message = connection.recv()
            if message is None:
                return False
            if isinstance(message, Cancel):
                for request in [request for request in waiting if request.id == message.id]:
                    waiting.remove(request)
            else:
                waiting.append(message)
    except (EOFError, OSError):
        return False
    return True


def lower_priority() -> None:
    """Let the window's drawing come first: the search takes what is left (a system that
    refuses keeps the worker at the window's priority)."""
    if sys.platform == "win32":
        kernel = ctypes.WinDLL("kernel32")
        kernel.SetPriorityClass(kernel.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)
    elif hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)


def _serve(connection: Connection, chooser: Chooser | None) -> None:
    """The worker's loop: answer requests in order until told to stop (None) or the pipe
    closes; a request cancelled before its turn is never searched."""
    lower_priority()
    broken: str | None = None
    try:
        chosen = chooser or _default_chooser()
    except Exception:  # report on every request rather than die and be restarted in a loop
        broken = traceback.format_exc()
    waiting: deque[Request] = deque()
    while _take_messages(connection, waiting, block=not waiting):
        if not waiting:
            continue
        request = waiting.popleft()
        got = failed(request, broken) if broken else answer(request, chosen)
        try:
            connection.send(got)
        except OSError:
            return


class ProcessThinker:
    """One worker process, started on the first request (or by `start()`), reused for all.

    If the worker dies, the next request starts a new one and re-sends what was pending.
    `chooser` must be a module-level function (it is pickled to the worker); None means
    `seega.ai.choose_action`.
    """

    def __init__(self, chooser: Chooser | None = None) -> None:
        self._chooser = chooser
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._ledger = _Ledger()
        self.restarts = 0

    def _running(self) -> bool:
        return (
            self._connection is not None and self._process is not None and self._process.is_alive()
        )

    def start(self) -> None:
        """Start the worker now (e.g. while a menu is shown) so the first move is not late."""
        if self._running():
            return
        if self._process is not None:
            self.restarts += 1
            if self.restarts > MAX_RESTARTS:
                raise ThinkerError(f"the computer player stopped {self.restarts} times")
        self._stop()
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=_serve, args=(theirs, self._chooser), name="seega-thinker", daemon=True
        )
        process.start()
        theirs.close()
        self._process, self._connection = process, ours
        for request in self._ledger.pending.values():
            ours.send(request)

    def submit(self, request: Request) -> None:
        """See Thinker."""
        self._ledger.pending[request.id] = request
        if not self._running():
            self.start()  # re-sends everything pending, this request included
            return
        try:
            assert self._connection is not None
            self._connection.send(request)
        except OSError:  # the worker died since the check: a new one gets everything pending
            self._connection = None
            self.start()

    def poll(self, kind: type[A]) -> list[A | Failed]:
        """See Thinker."""
        answers: list[Answer] = []
        connection = self._connection
        try:
            while connection is not None and connection.poll():
                answers.append(connection.recv())
        except (EOFError, OSError):
            self._connection = None
        if self._ledger.pending and not self._running():
            self.start()
        return self._ledger.sorted_out(answers, kind)

    def cancel(self, request_id: int) -> None:
        """See Thinker."""
        if request_id not in self._ledger.pending:
            return
        self._ledger.cancel(request_id)
        if self._connection is not None:
            with contextlib.suppress(OSError):  # a dead worker is restarted without it
                self._connection.send(Cancel(request_id))

    def close(self) -> None:
        """See Thinker."""
        self._ledger.clear()
        self._stop()

    def _stop(self) -> None:
        process, connection = self._process, self._connection
        self._process = self._connection = None
        if connection is not None:
            with contextlib.suppress(OSError):
                connection.send(None)
            connection.close()
        if process is None:
            return
        process.join(SHUTDOWN_WAIT_S)
        if process.is_alive():
            process.terminate()
            process.join(SHUTDOWN_WAIT_S)


class ThreadThinker:
    """A worker thread: the fallback when processes cannot be started."""

    def __init__(self, chooser: Chooser | None = None) -> None:
        self._chooser = chooser
        self._requests: queue.Queue[Request | None] = queue.Queue()
        self._answers: queue.Queue[Answer] = queue.Queue()
        self._ledger = _Ledger()
        self._thread: threading.Thread | None = None

    def _run(self) -> None:
        chooser = self._chooser or _default_chooser()
        while (request := self._requests.get()) is not None:
            self._answers.put(answer(request, chooser))

    def submit(self, request: Request) -> None:
        """See Thinker."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="seega-thinker", daemon=True)
            self._thread.start()
        self._ledger.pending[request.id] = request
        self._requests.put(request)

    def poll(self, kind: type[A]) -> list[A | Failed]:
        """See Thinker."""
        answers = []
        with contextlib.suppress(queue.Empty):
            while True:
                answers.append(self._answers.get_nowait())
        return self._ledger.sorted_out(answers, kind)

    def cancel(self, request_id: int) -> None:
        """See Thinker (a queued request is still searched by the thread; its answer is
        dropped)."""
        self._ledger.cancel(request_id)

    def close(self) -> None:
        """See Thinker."""
        self._ledger.clear()
        if self._thread is not None:
            self._requests.put(None)
            self._thread.join(SHUTDOWN_WAIT_S)
            self._thread = None


class InlineThinker:
    """Answers in the caller's thread on the next poll: deterministic, for tests."""

    def __init__(self, chooser: Chooser | None = None) -> None:
        self._chooser = chooser
        self._ledger = _Ledger()
        self.submitted = 0

    def submit(self, request: Request) -> None:
        """See Thinker."""
        self._ledger.pending[request.id] = request
        self.submitted += 1

    def poll(self, kind: type[A]) -> list[A | Failed]:
        """See Thinker."""
        chooser = self._chooser or _default_chooser()
        waiting = list(self._ledger.pending.values())
        return self._ledger.sorted_out([answer(request, chooser) for request in waiting], kind)

    def cancel(self, request_id: int) -> None:
        """See Thinker."""
        self._ledger.cancel(request_id)

    def close(self) -> None:
        """See Thinker."""
        self._ledger.clear()


def start_thinker(chooser: Chooser | None = None) -> Thinker:
    """The worker process, started now; a thread if this platform cannot start processes."""
    thinker = ProcessThinker(chooser)
    try:
        thinker.start()
    except (OSError, ImportError, ValueError, RuntimeError):
        return ThreadThinker(chooser)
    return thinker
