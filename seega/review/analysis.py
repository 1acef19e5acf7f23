"""The engine's judgement of every action of a game (docs/review.md).

For each action, the strongest level's search (no noise, a fixed depth, a time cap) looks at
the position before it: its best action and that action's worth are compared with the worth of
the action played, searched one action shallower from the position it left (the same depth
the root search gives each of its own candidates). Their difference in expected score picks
the class (`judge.py`). A position with one legal action is not judged: its action is forced.

Everything here is pure and deterministic for a depth without a time cap; the window runs it
one action at a time in the computer's worker process (`seega.game.worker`), the command line
(`python3 -m seega.protocol.review`) in its own process.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field

from seega.ai import WIN, analyse
from seega.core import WHITE, Action, GameState, apply_action, captured_cells, legal_actions
from seega.core.actions import recorded_notation
from seega.core.line import GameLine
from seega.core.players import REVIEW_LEVEL

from . import judge

# The review searches as the strongest level does, without its time budget or any noise.
# Deep enough to see a threat, its answer and the follow-up in every rule set; a typical 5×5
# standard game of ~100 actions takes seconds (docs/review.md, "Cost").
REVIEW_DEPTH = 5
# No single position may hold the review up longer than this (wide 9×9 placements): the search
# then answers with the deepest depth it finished.
REVIEW_CAP_MS = 3000
# Equal searches give equal answers: the review of a game is the same every time.
REVIEW_SEED = 0
# How many forced actions in a row a position's worth looks through (passes, lone answers).
FORCED_FOLLOW = 8


@dataclass(frozen=True)
class ReviewSettings:
    """How deep the review searches; `movetime_ms` caps each search (None: no clock)."""

    depth: int = REVIEW_DEPTH
    movetime_ms: int | None = REVIEW_CAP_MS

    def describe(self) -> str:
        """`depth 5, at most 3000 ms a position` (for the command line and the store)."""
        cap = "no time limit" if self.movetime_ms is None else f"at most {self.movetime_ms} ms"
        return f"depth {self.depth}, {cap} a position"


@dataclass(frozen=True)
class Judged:
    """The review of one action.

    `score` is the engine's worth of the position before it, `after` the worth of the position
    it led to, both from Light's (White's) side in hundredths of a piece (±WIN: proven).
    `best_value` and `played_value` are for the side that acted. `better` is the engine's
    action, written with its captures, when the played one lost something (None otherwise).
    """

    index: int
    side: int
    played: str
    verdict: str
    better: str | None
    score: int
    after: int
    best_value: int
    played_value: int
    drop: float
    depth: int
    pv: tuple[str, ...] = field(default_factory=tuple)

    @property
    def judged(self) -> bool:
        """False for a forced action, which is not judged."""
        return self.verdict != judge.FORCED

    @property
    def accuracy(self) -> float | None:
        """This action's accuracy (0 to 100); None when it was forced."""
        return judge.action_accuracy(self.drop) if self.judged else None

    def to_json(self) -> dict[str, object]:
        """A plain dict for the stored analysis."""
        return asdict(self)

    @classmethod
    def from_json(cls, raw: object) -> Judged:
        """The inverse of `to_json`; ValueError for anything malformed."""
        if not isinstance(raw, dict):
            raise ValueError("a judged action must be an object")
        try:
            judged = cls(**{**raw, "pv": tuple(raw.get("pv", ()))})
        except TypeError as error:
            raise ValueError(f"a judged action has wrong fields: {error}") from None
        ints = (judged.index, judged.side, judged.score, judged.after, judged.depth)
        if not all(isinstance(n, int) for n in ints) or judged.verdict not in judge.VERDICTS:
            raise ValueError("a judged action has a bad value")
        if not isinstance(judged.played, str) or not isinstance(judged.drop, (int, float)):
            raise ValueError("a judged action has a bad value")
        return judged


def _terminal(state: GameState, side: int) -> int:
    """A finished game's worth for `side`."""
    assert state.outcome is not None
    winner = state.outcome.winner
    if winner is None:
        return 0
    return WIN if winner == side else -WIN


def worth(state: GameState, side: int, settings: ReviewSettings, depth: int) -> int:
    """What `state` is worth to `side` by a search of `depth`, looking through forced actions."""
    for _ in range(FORCED_FOLLOW):
        if state.outcome is not None:
            return _terminal(state, side)
        actions = legal_actions(state)
        if len(actions) != 1:
            break
        state = apply_action(state, actions[0])[0]
    if state.outcome is not None:
        return _terminal(state, side)
    found = analyse(state, REVIEW_LEVEL, settings.movetime_ms, REVIEW_SEED, max(1, depth))
    return found.score if state.to_move == side else -found.score


def _white(value: int, side: int) -> int:
    return value if side == WHITE else -value


def _written(state: GameState, action: Action) -> str:
    """An action as records write it, with the captures it makes from `state`."""
    events = apply_action(state, action)[1]
    return recorded_notation(action, captured_cells(events), state.size)


def judge_action(
    before: GameState, played: Action, settings: ReviewSettings, index: int = 0
) -> Judged:
    """The review of `played` (legal in `before`, or a resignation or timeout)."""
    side = before.to_move
    after = apply_action(before, played)[0]
    text = _written(before, played)
    legal = legal_actions(before)
    if len(legal) == 1 and played == legal[0]:
        value = worth(after, side, settings, settings.depth)
        white = _white(value, side)
        return Judged(index, side, text, judge.FORCED, None, white, white, value, value, 0.0, 0)
    found = analyse(before, REVIEW_LEVEL, settings.movetime_ms, REVIEW_SEED, settings.depth)
    best_value = found.score
    if played == found.action:
        played_value = best_value
    else:
        played_value = worth(after, side, settings, found.depth - 1)
    lost = judge.drop(best_value, played_value)
    verdict = judge.BEST if played == found.action else judge.thresholds().verdict(lost)
    better = None if verdict == judge.BEST else _written(before, found.action)
    pv = tuple(action.notation(before.size) for action in found.pv)
    return Judged(
        index,
        side,
        text,
        verdict,
        better,
        _white(best_value, side),
        _white(played_value, side),
        best_value,
        played_value,
        lost,
        found.depth,
        pv,
    )


@dataclass(frozen=True)
class Evaluation:
    """The engine's view of one position: its worth for the side to act (hundredths of a
    piece; ±WIN and beyond `judge` proven), the depth searched and the expected line."""

    score: int
    depth: int
    pv: tuple[Action, ...]


def evaluate_position(state: GameState, settings: ReviewSettings) -> Evaluation:
    """The position's worth for the side to act; ValueError when the game is over."""
    found = analyse(state, REVIEW_LEVEL, settings.movetime_ms, REVIEW_SEED, settings.depth)
    if found.depth == 0:  # a lone legal action is not searched: look through it
        score = worth(state, state.to_move, settings, settings.depth)
        return Evaluation(score, settings.depth, found.pv)
    return Evaluation(found.score, found.depth, found.pv)


@dataclass(frozen=True)
class Summary:
    """One player's review: how many actions got each verdict, and the accuracy (docs)."""

    side: int
    counts: dict[str, int]
    accuracy: float | None


@dataclass
class GameReview:
    """The judged actions of one game so far (a review fills it in action by action)."""

    settings: ReviewSettings
    total: int
    judged: list[Judged] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Every action has been judged."""
        return len(self.judged) >= self.total

    def points(self) -> list[int]:
        """The graph: the worth (Light's side) of each position reviewed so far, the start
        first and, once the last action is judged, the final position last."""
        scores = [judged.score for judged in self.judged]
        if self.judged and self.complete:
            scores.append(self.judged[-1].after)
        return scores

    def summary(self, side: int) -> Summary:
        """The verdicts and accuracy of `side`'s actions."""
        own = [judged for judged in self.judged if judged.side == side]
        accuracies = [a for judged in own if (a := judged.accuracy) is not None]
        counts = judge.tally(judged.verdict for judged in own)
        return Summary(side, counts, judge.game_accuracy(accuracies))


def review_line(
    line: GameLine,
    settings: ReviewSettings,
    on_judged: Callable[[Judged], None] | None = None,
) -> GameReview:
    """Judge every action in effect on `line`, in order (`on_judged` sees each as it comes)."""
    review = GameReview(settings, line.cursor)
    for judged in judged_actions(line, settings):
        review.judged.append(judged)
        if on_judged is not None:
            on_judged(judged)
    return review


def judged_actions(line: GameLine, settings: ReviewSettings) -> Iterator[Judged]:
    """The judgements of the line's actions, one by one."""
    for index in range(line.cursor):
        played = line.played_at(index)
        yield judge_action(played.before, played.action, settings, index)
