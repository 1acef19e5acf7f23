"""The first lessons, played by hand: small set positions where only the intended action is
accepted, and the reason any other action is not the one the step teaches.

A lesson is one rule set's steps (the standard rules first and in full, then for each other
rule set what differs, docs/rules.md §2). A step is a position string (docs/position.md) and
the player's actions in order: a notation, or ANY for whatever the rules allow there (a step
that teaches the rule itself, like placing anywhere but the centre). Its words are i18n keys
`lesson.<rules>.<step>.task` (what to do) and `.done` (what happened).

`judge` answers "is this the intended action, and if not, why not" from the core alone: the
legal actions, what the tried and the intended action do (`apply_action`), and the capture
rule's own reading (`captured_by_step`) with one parameter changed, to tell a capture the
immune centre or the rule set's capture shape prevented. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum

from seega.core import (
    Action,
    GameState,
    Reason,
    apply_action,
    captured_cells,
    legal_actions,
    parse_action,
    parse_position,
)
from seega.core import actions as act
from seega.core.captures import board_after_step, captured_by_step
from seega.core.rulesets import CaptureShape

# A step's action written as ANY accepts every legal action of its position.
ANY = "any"
# The order the lessons are offered in: the standard rules first.
LESSON_ORDER = ("standard", "traditional", "lane", "seejeh", "sija")


class Tried(str, Enum):
    """How a tried action compares with the one the step teaches."""

    INTENDED = "intended"
    ILLEGAL = "illegal"  # the rules refuse it (the core's refusals say why)
    CENTRE = "centre"  # it encloses the immune centre piece, which stays
    SHAPE = "shape"  # a plain line would be taken, but this rule set's capture shape is not
    STALL = "stall"  # it takes nothing and the stall count ends the game by count
    NOTHING = "nothing"  # it takes nothing where the step teaches a capture
    FEWER = "fewer"  # it takes fewer pieces than the step's capture
    LEAVES_A_STEP = "leaves_a_step"  # the step teaches a block; this one leaves a step
    OTHER = "other"  # legal, but not what this step asks


@dataclass(frozen=True)
class LessonStep:
    """One set position and the player's actions in it (notation, or ANY), in order."""

    name: str
    position: str
    plays: tuple[str, ...]

    def start(self) -> GameState:
        """The step's position, read by the core."""
        return parse_position(self.position)

    def wanted(self, done: int, state: GameState) -> Action | None:
        """The action the step waits for after `done` actions (None: any legal one)."""
        word = self.plays[done]
        return None if word == ANY else parse_action(word, state.size)


@dataclass(frozen=True)
class Lesson:
    """The steps of one rule set's lesson, in order."""

    rules: str
    steps: tuple[LessonStep, ...]


def _step(name: str, position: str, *plays: str) -> LessonStep:
    return LessonStep(name, position, plays)


# The positions, Light (White) to act in each. Rows run from the top row down (docs/position.md).
LESSONS: Mapping[str, Lesson] = {
    lesson.rules: lesson
    for lesson in (
        Lesson(
            "standard",
            (
                _step(
                    "place", "standard 5 ...../...../...../...../..... w place 12 12 0", ANY, ANY
                ),
                _step("step", "standard 5 ...../..B../...../.W.../..... w move 0 0 0", ANY),
                _step("capture", "standard 5 ....B/...../...../WB.../..W.. w move 0 0 0", "c1-c2"),
                _step("line", "standard 5 ....B/...../...../WBB../...W. w move 0 0 0", "d1-d2"),
                _step("centre", "standard 5 ...../..W../..BBW/.W.../..W.. w move 0 0 0", "b2-b3"),
                _step("blocked", "standard 5 ....B/...../...../B..../WB... w move 0 0 0", "pass"),
                _step("stall", "standard 5 B...B/...../...../WB.../..W.. w move 0 0 49", "c1-c2"),
            ),
        ),
        Lesson(
            "traditional",
            (
                _step(
                    "single",
                    "traditional 5 ..W.B/WB.../...../WBB../...W. w move 0 0 0",
                    "c5-c4",
                ),
                _step(
                    "chain",
                    "traditional 5 ....B/WW.../BB.../...../W.... w move 0 0 0",
                    "a1-a2",
                    "a2-b2",
                ),
                _step("open", "traditional 5 ....W/...../...../W..../BW... b move 0 0 0", ANY),
            ),
        ),
        Lesson(
            "lane",
            (
                _step("first", "lane 5 ....B/...../.W.../...../..... w move 0 0 0", "b3-c3"),
                _step(
                    "centre", "lane 5 ....B/..W../..B../...../..W.. w move 0 0 0 steps=3,3", "c1-c2"
                ),
                _step(
                    "blocked",
                    "lane 5 ...../...../W..../...../BW... w move 0 0 0 steps=3,3",
                    "a3-a2",
                ),
            ),
        ),
        Lesson(
            "seejeh",
            (
                _step("series", "seejeh 5 ...W./WBB../...../.BWBW/W.... w move 0 0 0", "a1-a2"),
                _step("remove", "seejeh 5 ....W/...../W..../BW.../BW... b move 0 0 0", ANY),
            ),
        ),
        Lesson(
            "sija",
            (
                _step(
                    "pair",
                    "sija 7 ...W..B/WBB..../......./......./......./WBBB.../....W.. w move 0 0 0",
                    "d7-d6",
                ),
                _step(
                    "last",
                    "sija 7 ......B/......./......./......./......./WB...../..W.... w move 0 0 0",
                    "c1-c2",
                ),
            ),
        ),
    )
}


def _taken(state: GameState, action: Action) -> tuple[int, ...]:
    return captured_cells(apply_action(state, action)[1])


def _taken_under(state: GameState, step: Action, **changed: object) -> set[int]:
    """What `step` would take under the rule set with `changed` parameters (the core's own
    capture reading, nothing else changed)."""
    rules = replace(state.rules, **changed)  # type: ignore[arg-type]
    board = board_after_step(state, step)
    return set(captured_by_step(board, rules, state.geometry, step.cells[1], state.to_move))


def spares_centre(state: GameState, step: Action) -> bool:
    """Whether `step` encloses a piece on the immune centre that stays only because it is
    immune (docs/rules.md §3)."""
    if not state.rules.centre_immune:
        return False
    return state.geometry.centre in _taken_under(state, step, centre_immune=False)


def shape_spares(state: GameState, step: Action) -> bool:
    """Whether `step` closes a line that the plain line shape would take, but this rule set's
    capture shape (single, 1 or 2, alternating) takes less of (docs/rules.md §3)."""
    if state.rules.capture is CaptureShape.LINE:
        return False
    plain = _taken_under(state, step, capture=CaptureShape.LINE)
    return bool(plain - set(_taken(state, step)) - {state.geometry.centre})


def _blocks(state: GameState, action: Action) -> bool:
    after = apply_action(state, action)[0]
    return after.outcome is not None and after.outcome.reason is Reason.BLOCKED


def judge(state: GameState, step: LessonStep, done: int, action: Action) -> Tried:
    """Is `action` the one `step` waits for after `done` actions, and if not, why not."""
    if action not in legal_actions(state):
        return Tried.ILLEGAL
    wanted = step.wanted(done, state)
    if wanted is None or action == wanted:
        return Tried.INTENDED
    if action.kind != act.STEP:
        return Tried.OTHER
    taken, wanted_taken = _taken(state, action), _taken(state, wanted)
    if len(taken) < len(wanted_taken) and spares_centre(state, action):
        return Tried.CENTRE
    if len(taken) < len(wanted_taken) and shape_spares(state, action):
        return Tried.SHAPE
    after = apply_action(state, action)[0]
    if after.outcome is not None and after.outcome.reason is Reason.STALL:
        return Tried.STALL
    if wanted_taken and not taken:
        return Tried.NOTHING
    if len(taken) < len(wanted_taken):
        return Tried.FEWER
    if _blocks(state, wanted) and not _blocks(state, action):
        return Tried.LEAVES_A_STEP
    return Tried.OTHER


def next_lesson(done: frozenset[str]) -> str:
    """The lesson to offer: the first in order not yet done (the standard one if all are)."""
    return next((rules for rules in LESSON_ORDER if rules not in done), LESSON_ORDER[0])


def decode_done(raw: object) -> tuple[frozenset[str], int]:
    """The lessons a progress file lists as done, and how many entries made no sense (not a
    lesson's name): those are dropped, the others kept."""
    if not isinstance(raw, list):
        return frozenset(), 0
    kept = frozenset(entry for entry in raw if isinstance(entry, str) and entry in LESSONS)
    return kept, len(raw) - sum(1 for entry in raw if isinstance(entry, str) and entry in kept)
