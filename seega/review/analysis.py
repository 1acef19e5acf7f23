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
from seega.core import (
    WHITE,
    Action,
    GameState,
    Reason,
    apply_action,
    captured_cells,
    legal_actions,
)
from seega.core import actions as act
from seega.core.actions import recorded_notation
from seega.core.line import GameLine
from seega.core.players import REVIEW_LEVEL

from . import judge
from .judge import Verdict

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
# The lines shown for a wrong action (the engine's answer to it, the better action's own) are
# this many actions long: enough to see a threat carried out, short enough to read.
LINE_SHOWN = 4
# When the played action lost, at most this many other actions, nearest first, are searched for
# one as good as the engine's choice (placements often tie: the engine's first is arbitrary).
TIE_LOOKS = 8


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
    action, written with its captures, when the played one lost something (None otherwise):
    of several as good (`tied`), the one nearest the played action. For an inaccuracy, a
    mistake or a blunder, `reply` is the engine's line after the played action and
    `better_line` the better action's (up to LINE_SHOWN actions each, plain notation).
    `given` is how many pieces it gave away for nothing (`judge.pieces_given`): each makes it
    at least an inaccuracy, and the review says so.
    """

    index: int
    side: int
    played: str
    verdict: Verdict
    better: str | None
    score: int
    after: int
    best_value: int
    played_value: int
    drop: float
    depth: int
    pv: tuple[str, ...] = field(default_factory=tuple)
    reply: tuple[str, ...] = field(default_factory=tuple)
    better_line: tuple[str, ...] = field(default_factory=tuple)
    tied: bool = False
    given: int = 0

    @property
    def judged(self) -> bool:
        """False for a forced action or a result, which are not judged."""
        return self.verdict not in (Verdict.FORCED, Verdict.RESULT)

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
            lines = {key: tuple(raw.get(key, ())) for key in ("pv", "reply", "better_line")}
            verdict = Verdict(raw.get("verdict"))
            judged = cls(**{**raw, **lines, "verdict": verdict})
        except TypeError as error:
            raise ValueError(f"a judged action has wrong fields: {error}") from None
        except ValueError:  # not a verdict's word
            raise ValueError("a judged action has a bad value") from None
        ints = (judged.index, judged.side, judged.score, judged.after, judged.depth, judged.given)
        if not all(isinstance(n, int) for n in ints):
            raise ValueError("a judged action has a bad value")
        if not isinstance(judged.played, str) or not isinstance(judged.drop, (int, float)):
            raise ValueError("a judged action has a bad value")
        words = (*judged.pv, *judged.reply, *judged.better_line)
        if not all(isinstance(word, str) for word in words) or not isinstance(judged.tied, bool):
            raise ValueError("a judged action has a bad line")
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
    return worth_and_line(state, side, settings, depth)[0]


def worth_and_line(
    state: GameState, side: int, settings: ReviewSettings, depth: int
) -> tuple[int, tuple[Action, ...]]:
    """`worth`, with the line the engine expects from `state` (forced actions included)."""
    forced: list[Action] = []
    for _ in range(FORCED_FOLLOW):
        if state.outcome is not None:
            return _terminal(state, side), tuple(forced)
        actions = legal_actions(state)
        if len(actions) != 1:
            break
        forced.append(actions[0])
        state = apply_action(state, actions[0])[0]
    if state.outcome is not None:
        return _terminal(state, side), tuple(forced)
    found = analyse(state, REVIEW_LEVEL, settings.movetime_ms, REVIEW_SEED, max(1, depth))
    score = found.score if state.to_move == side else -found.score
    return score, (*forced, *found.pv)


def _distance(one: Action, other: Action, size: int) -> int:
    """How far apart two actions are on the board: their cells' steps apart, pair by pair."""
    total = 0
    for a, b in zip(one.cells, other.cells, strict=False):
        (ra, ca), (rb, cb) = divmod(a, size), divmod(b, size)
        total += abs(ra - rb) + abs(ca - cb)
    return total


def _shown_better(
    before: GameState,
    played: Action,
    engine: tuple[Action, ...],
    best_value: int,
    settings: ReviewSettings,
    depth: int,
) -> tuple[tuple[Action, ...], bool]:
    """The better action to show, with its line, and whether others were as good: of the
    actions as good as the engine's choice (`engine`, its line), the nearest to `played`."""
    side, size = before.to_move, before.size
    others = [a for a in legal_actions(before) if a not in (played, engine[0])]
    nearer = [a for a in others if _distance(a, played, size) < _distance(engine[0], played, size)]
    nearer.sort(key=lambda a: (_distance(a, played, size), a.cells))
    for action in nearer[:TIE_LOOKS]:
        after = apply_action(before, action)[0]
        value, line = worth_and_line(after, side, settings, depth)
        if value >= best_value:
            return (action, *line), True
    return engine, False


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
    if is_result(played, after):
        value = worth(before, side, settings, settings.depth)
        white, end = _white(value, side), _white(_terminal(after, side), side)
        return Judged(index, side, text, Verdict.RESULT, None, white, end, value, value, 0.0, 0)
    legal = legal_actions(before)
    if len(legal) == 1 and played == legal[0]:
        value = worth(after, side, settings, settings.depth)
        white = _white(value, side)
        return Judged(index, side, text, Verdict.FORCED, None, white, white, value, value, 0.0, 0)
    found = analyse(before, REVIEW_LEVEL, settings.movetime_ms, REVIEW_SEED, settings.depth)
    best_value = found.score
    depth = found.depth - 1
    answer: tuple[Action, ...] = ()
    if played == found.action:
        played_value = best_value
    else:
        played_value, answer = worth_and_line(after, side, settings, depth)
    lost = judge.drop(best_value, played_value)
    verdict = Verdict.BEST if played == found.action else judge.thresholds().verdict(lost)
    given = judge.pieces_given(best_value, played_value) if verdict != Verdict.BEST else 0
    size = before.size
    pv = tuple(action.notation(size) for action in found.pv)
    better = None
    reply: tuple[str, ...] = ()
    better_line: tuple[str, ...] = ()
    tied = False
    if verdict != Verdict.BEST:
        engine = found.pv or (found.action,)
        shown = engine
        if verdict in judge.SHOWN_WRONG:
            shown, tied = _shown_better(before, played, engine, best_value, settings, depth)
            reply = tuple(action.notation(size) for action in answer[:LINE_SHOWN])
            better_line = tuple(action.notation(size) for action in shown[:LINE_SHOWN])
        better = _written(before, shown[0])
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
        reply,
        better_line,
        tied,
        given,
    )


def is_result(played: Action, after: GameState) -> bool:
    """A resignation, a timeout or an accepted end by count: a result, not a move."""
    if played.kind in (act.RESIGN, act.TIMEOUT):
        return True
    return after.outcome is not None and after.outcome.reason is Reason.AGREEMENT


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
    counts: dict[Verdict, int]
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

    def summary(self, side: int, skipped: frozenset[int] = frozenset()) -> Summary:
        """The verdicts and accuracy of `side`'s actions, but for those `skipped` (indices:
        placements the computer made for a person are not the person's)."""
        own = [j for j in self.judged if j.side == side and j.index not in skipped]
        scored = [(a, judged.given) for judged in own if (a := judged.accuracy) is not None]
        counts = judge.tally(judged.verdict for judged in own)
        accuracy = judge.game_accuracy([a for a, _ in scored], [n for _, n in scored])
        return Summary(side, counts, accuracy)


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
