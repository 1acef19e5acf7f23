"""A review in progress: the game, the position looked at, and the analysis filling in.

The window's review scene is a thin view over this model. The analysis runs in the computer's
worker (`seega.game.worker`, `Judge` requests) one action at a time, so it never blocks a frame;
it can be stopped and resumed, reports the share done and an estimate of the time left, and
hands each judgement over as it comes, so the graph fills in. A complete review is handed to
`on_complete` (the scene stores it with the record, so the next review is instant; a review
left unfinished is stored too, and the next one goes on from where it stopped).

The cursor names a position of the game, 0 (the start) to the number of actions (the end): at
cursor c the board shows the position before action c, with that action and the engine's
better one; at the end, the final position.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from functools import cached_property

from seega.core import Action, GameState, legal_actions, parse_action
from seega.core.line import GameLine, Played
from seega.game.worker import Failed, Judge, Judgement, Thinker, next_request_id
from seega.review.analysis import GameReview, Judged, ReviewSettings

# The time left is told only once this many answers after the first have set the pace: the
# first answers wait for the worker to start and search the widest placements, and a single
# slow one on a busy machine promised 116 s for a review of a few seconds.
PACE_ANSWERS = 6
# The pace is that of the last this many answers, so a busy spell passes out of it (and a
# quiet one out of a busy machine's) instead of being stretched over the rest of the game.
PACE_WINDOW = 12


def line_so_far(line: GameLine) -> GameLine:
    """A copy of the actions in effect on `line` (a game in progress goes on unchanged)."""
    cursor = line.cursor
    return GameLine(
        list(line.states[: cursor + 1]),
        list(line.actions[:cursor]),
        list(line.events[:cursor]),
        cursor,
    )


class ReviewSession:
    """See the module docstring."""

    def __init__(
        self,
        line: GameLine,
        thinker: Thinker,
        settings: ReviewSettings | None = None,
        stored: list[Judged] | None = None,
        on_complete: Callable[[GameReview], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`stored`: a review kept from before, complete or the first actions of one (the
        analysis goes on after them)."""
        self.line = line_so_far(line)
        self.thinker = thinker
        self.settings = settings or ReviewSettings()
        self.review = GameReview(self.settings, self.line.cursor)
        if stored is not None and len(stored) <= self.total:
            self.review.judged = list(stored)
        self.on_complete = on_complete
        self.clock = clock
        self.cursor = 0
        self.stopped = False
        self._asked: int | None = None  # the request in flight
        # The pace of the estimate: analysis time (only while running) from the first answer
        # on (waiting for it includes the worker starting), marked at each answer since then
        # as (judgements so far, analysis seconds so far).
        self._spent_s = 0.0
        self._since: float | None = None
        self._marks: list[tuple[int, float]] = []

    # -----------------------------------------------------------------------------------------
    # The game

    @property
    def total(self) -> int:
        """How many actions the game has."""
        return self.line.cursor

    @property
    def state(self) -> GameState:
        """The position at the cursor."""
        return self.line.states[self.cursor]

    @property
    def played(self) -> Played | None:
        """The action made from the cursor's position (None at the end)."""
        return self.line.played_at(self.cursor) if self.cursor < self.total else None

    @property
    def judged(self) -> Judged | None:
        """The judgement of that action, once the analysis has reached it."""
        if self.cursor < len(self.review.judged):
            return self.review.judged[self.cursor]
        return None

    @property
    def better(self) -> Action | None:
        """The engine's better action from the cursor's position, when the played one lost."""
        judged = self.judged
        if judged is None or judged.better is None:
            return None
        return parse_action(judged.better, self.state.size)

    def go_to(self, cursor: int) -> None:
        """Look at position `cursor`, kept within the game."""
        self.cursor = max(0, min(self.total, cursor))

    def step(self, delta: int) -> None:
        """Move the cursor by `delta` positions."""
        self.go_to(self.cursor + delta)

    # -----------------------------------------------------------------------------------------
    # The analysis

    @property
    def complete(self) -> bool:
        """Every action is judged."""
        return self.review.complete

    @property
    def running(self) -> bool:
        """The analysis is under way (not complete, not stopped)."""
        return not self.complete and not self.stopped

    @property
    def share_done(self) -> float:
        """0 to 1: how much of the game is judged."""
        return len(self.review.judged) / self.total if self.total else 1.0

    @cached_property
    def _work(self) -> list[int]:
        """How much searching each action's judgement takes, roughly: its position's number
        of legal actions (a placement on a full-handed board costs several times a late step,
        so a pace taken on the first actions alone promised far too long)."""
        return [len(legal_actions(self.line.played_at(i).before)) for i in range(self.total)]

    @property
    def seconds_left(self) -> float | None:
        """The time the rest should take at the pace of the last PACE_WINDOW answers, per unit
        of work; None until PACE_ANSWERS answers after the first have set a pace."""
        if self.complete:
            return 0.0
        if len(self._marks) <= PACE_ANSWERS:
            return None
        judged = len(self.review.judged)
        since, spent_then = self._marks[max(0, len(self._marks) - 1 - PACE_WINDOW)]
        done = sum(self._work[since:judged])
        if done <= 0:
            return None
        return (self._analysis_s() - spent_then) / done * sum(self._work[judged:])

    def _analysis_s(self) -> float:
        """Seconds of analysis since the first answer, only while it ran."""
        running = self.clock() - self._since if self._since is not None else 0.0
        return self._spent_s + running

    def start(self) -> None:
        """Start (or resume) the analysis where it stopped."""
        self.stopped = False
        if self._since is None and self._marks and not self.complete:
            self._since = self.clock()
        self._ask_next()

    def stop(self) -> None:
        """Stop the analysis: the answer in flight is dropped; `start` resumes."""
        self.stopped = True
        if self._asked is not None:
            self.thinker.cancel(self._asked)
        self._asked = None
        if self._since is not None:
            self._spent_s += self.clock() - self._since
            self._since = None

    def update(self) -> list[Judged]:
        """Collect what the worker has answered and ask for the next; the new judgements."""
        new: list[Judged] = []
        for got in self.thinker.poll(Judgement):
            if got.id != self._asked or got.state != self._asked_about():
                continue
            if isinstance(got, Failed):
                raise RuntimeError(f"the review's search failed:\n{got.error}")
            judged = replace(got.judged, index=len(self.review.judged))
            self.review.judged.append(judged)
            new.append(judged)
            self._asked = None
            if not self._marks:  # the pace starts now
                self._since = self.clock()
            self._marks.append((len(self.review.judged), self._analysis_s()))
        if new and self.complete:
            self.stop()
            self.stopped = False
            if self.on_complete is not None:
                self.on_complete(self.review)
        elif not self.stopped:
            self._ask_next()
        return new

    def _asked_about(self) -> GameState | None:
        """The position of the action being judged now (None once all are judged)."""
        index = len(self.review.judged)
        return self.line.played_at(index).before if index < self.line.cursor else None

    def _ask_next(self) -> None:
        if self._asked is not None or self.stopped or self.complete:
            return
        index = len(self.review.judged)
        played = self.line.played_at(index)
        self._asked = next_request_id()
        self.thinker.submit(
            Judge(
                self._asked,
                played.before,
                played.action,
                self.settings.depth,
                self.settings.movetime_ms,
            )
        )
