"""How much an action cost, and what to call it: the maths of the review (docs/review.md).

An engine score (hundredths of a piece) becomes an expected score, the mover's winning chance
from 0 to 1, through a logistic curve whose steepness `k` was fitted from our own games
(`python3 -m seega.tools.fit_curve`, kept in curve.json). An action is judged by how much expected
score it gave up against the engine's best action; the class thresholds are data
(thresholds.json). Proven results (scores beyond `WON`) are certain: a win is 1, a loss 0.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path

from seega.ai.search import WON
from seega.storage import files

HERE = Path(__file__).resolve().parent
CURVE_FILE = HERE / "curve.json"
THRESHOLDS_FILE = HERE / "thresholds.json"
# Each holds a few numbers: a file much larger is not one (read through the guarded path).
MAX_DATA_BYTES = 64 * 1024


class Verdict(str, Enum):
    """What the review calls an action: one of the five classes, or one of the two kinds of
    action that are not judged. The value is the word stored reviews and the review command
    write (and the key of its name on screen, `review.verdict.<value>`)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    # The only legal action: nothing to choose.
    FORCED = "forced"
    # A resignation, a timeout or an end agreed by both: the game's result, not a choice of play.
    RESULT = "result"


# The five judgements, from no loss to the worst; `forced` actions and results are not judged.
CLASSES = (Verdict.BEST, Verdict.GOOD, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)
VERDICTS = tuple(Verdict)
# The classes whose review shows the line that punishes the action.
SHOWN_WRONG = (Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)

# The per-action accuracy curve (lichess's, on win chances in percent): 100 for no loss,
# falling steeply so a lost quarter of the game's chances scores near 30.
ACCURACY_SCALE = 103.1668
ACCURACY_DECAY = 0.04354
ACCURACY_OFFSET = 3.1669
# The harmonic mean needs positive values: an action that threw the game away counts as 10%
# there, which drags the harmonic mean down hard without letting one action decide it alone.
HARMONIC_FLOOR = 10.0
# A piece given away for nothing (the engine's worth of the action played a whole piece below its
# best) costs at least what it costs in an even game, however far ahead or behind the game
# already stands: on the logistic alone a sixth piece lost in a lost game, or a piece thrown
# away while seven ahead, costs next to nothing (a game lost 11-0 scored 90%), yet a player
# reads every piece lost for nothing as an error. In an even game one piece is a mistake
# (a drop of 0.13 on the shipped curve) and two a blunder.
EVEN = 0
# A piece, in the hundredths of the engine's scores (seega.ai.evaluate).
PIECE = 100
# The evaluation's positional terms make a piece lost weigh a little less than PIECE at times
# (the capturer's piece stands exposed after): a loss this close to a whole piece counts as one.
PIECE_SLACK = 20
# Beyond this many hundredths of a piece the logistic is 0 or 1 to float precision anyway;
# clipping keeps exp() far from overflow.
SCORE_CLIP = 20_000


@dataclass(frozen=True)
class Curve:
    """The logistic from a score to an expected score, and where its constant came from."""

    k: float

    def expected(self, score: int) -> float:
        """The chance (0 to 1, draws half) that the side this score is for wins."""
        if score >= WON:
            return 1.0
        if score <= -WON:
            return 0.0
        clipped = max(-SCORE_CLIP, min(SCORE_CLIP, score))
        return 1.0 / (1.0 + math.exp(-self.k * clipped))


@dataclass(frozen=True)
class Thresholds:
    """The largest expected-score drop each class allows (a larger one is a blunder)."""

    best: float
    good: float
    inaccuracy: float
    mistake: float

    def verdict(self, drop: float) -> Verdict:
        """The class of an action that gave up `drop` (0 to 1) of expected score."""
        for name, limit in (
            (Verdict.BEST, self.best),
            (Verdict.GOOD, self.good),
            (Verdict.INACCURACY, self.inaccuracy),
            (Verdict.MISTAKE, self.mistake),
        ):
            if drop <= limit:
                return name
        return Verdict.BLUNDER


def data_object(path: Path) -> dict[str, object]:
    """The JSON object of a shipped data file, read through the guarded path (size-capped,
    never blocking); ValueError naming the file otherwise."""
    try:
        raw = files.read_json(path, MAX_DATA_BYTES)
    except files.BadFile as error:
        raise ValueError(f"{path.name}: {error.detail}") from None
    if not isinstance(raw, dict):
        raise ValueError(f"{path.name}: expected a JSON object")
    return raw


def _number(raw: dict[str, object], key: str, path: Path) -> float:
    value = raw.get(key)
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
        raise ValueError(f"{path.name}: '{key}' must be a number")
    return float(value)


@cache
def curve() -> Curve:
    """The shipped curve (curve.json)."""
    k = _number(data_object(CURVE_FILE), "k", CURVE_FILE)
    if k <= 0:
        raise ValueError(f"{CURVE_FILE.name}: 'k' must be positive")
    return Curve(k)


@cache
def thresholds() -> Thresholds:
    """The shipped class thresholds (thresholds.json), checked to rise class by class."""
    raw = data_object(THRESHOLDS_FILE)
    limits = [_number(raw, name, THRESHOLDS_FILE) for name in CLASSES[:-1]]
    if limits != sorted(limits) or limits[0] < 0 or limits[-1] >= 1:
        raise ValueError(f"{THRESHOLDS_FILE.name}: thresholds must rise from 0 to below 1")
    return Thresholds(*limits)


def proven(score: int) -> str | None:
    """`win` or `loss` for a score that is a proven result, None for an estimate."""
    if score >= WON:
        return "win"
    if score <= -WON:
        return "loss"
    return None


def pieces_given(best_value: int, played_value: int) -> int:
    """How many whole pieces an action worth `played_value` gave away for nothing against the
    best, worth `best_value` (both for the mover; the search's worth already weighs what the
    action takes back). None counted where either is a proven result: a proven game is judged
    by whether its result changed."""
    if proven(best_value) or proven(played_value):
        return 0
    return max(0, (best_value - played_value + PIECE_SLACK) // PIECE)


def drop(best_value: int, played_value: int, shape: Curve | None = None) -> float:
    """Expected score given up (0 to 1) by an action worth `played_value` when the best was
    worth `best_value`, both for the mover: the fall in winning chance, and for pieces given
    away for nothing at least what they cost in an even game. Never negative: a search that
    rates the played action above its own choice has found nothing lost."""
    use = shape or curve()
    chance = max(0.0, use.expected(best_value) - use.expected(played_value))
    given = pieces_given(best_value, played_value)
    if not given:
        return chance
    return max(chance, use.expected(EVEN) - use.expected(EVEN - given * PIECE))


def action_accuracy(drop_share: float) -> float:
    """The accuracy (0 to 100) of one judged action from its drop in expected score."""
    points = 100.0 * drop_share  # the curve is defined on win chances in percent
    raw = ACCURACY_SCALE * math.exp(-ACCURACY_DECAY * points) - ACCURACY_OFFSET
    return max(0.0, min(100.0, raw))


def game_accuracy(accuracies: Sequence[float], given: Sequence[int] | None = None) -> float | None:
    """A player's accuracy over a game: the mean of the plain and the harmonic mean of the
    per-action accuracies, so one disaster among many good actions still shows. An action
    counts once, and once more for each piece it gave away for nothing (`given`, action by
    action), so the accuracy falls with the pieces given away: a game's many even placements
    do not hide them. None with no judged action."""
    if not accuracies:
        return None
    weights = [1 + n for n in given] if given is not None else [1] * len(accuracies)
    total = sum(weights)
    mean = sum(w * a for w, a in zip(weights, accuracies, strict=True)) / total
    harmonic = total / sum(
        w / max(HARMONIC_FLOOR, a) for w, a in zip(weights, accuracies, strict=True)
    )
    return (mean + harmonic) / 2


def tally(verdicts: Iterable[Verdict]) -> dict[Verdict, int]:
    """How many actions got each verdict (every verdict listed, zeros included)."""
    counts = dict.fromkeys(VERDICTS, 0)
    for verdict in verdicts:
        counts[verdict] += 1
    return counts
