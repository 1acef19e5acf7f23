"""The journey: challenges and games against the computer in an order that teaches, and the
player's progress along it (kept by `seega.storage.journey`).

Chapters follow the rule sets (standard's first lessons, then each other rule set), each
closing with a game against the computer; a last chapter holds the hard challenges (grade
HARD_GRADE and up) and the hard computer. Within a chapter, challenges come by the grade the
engine measured, so each chapter rises from its first lesson to its hardest. A stage
opens when the one before it is done; every stage can be played again.

After them, when the player has any, comes a personal chapter: the challenges made from the
player's own mistakes (`seega.challenges.practice`), newest first, every one open from the
start (each stands alone; none teaches the next).

Progress decodes entry by entry: entries that make no sense are dropped (and counted), the
others kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from seega.core import RULESETS
from seega.core.players import LEARNING_LEVEL, MASTER_LEVEL, PRACTISED_LEVEL, Level
from seega.core.rulesets import RuleSet
from seega.core.setups import ID_PATTERN

from .goals import GoalKind
from .schema import HARD_GRADE, Challenge

# The last chapter's name (the others are named by their rule set).
MASTERS = "masters"
# The personal chapter after it: the player's own mistakes, every stage open.
PERSONAL = "mine"
# Each rule set's chapter ends with a game against this computer level (a role of
# seega.core.players); the last chapter plays the master level on every rule set.
CHAPTER_GAME_LEVEL = {
    "standard": LEARNING_LEVEL,
    "traditional": LEARNING_LEVEL,
    "lane": PRACTISED_LEVEL,
    "seejeh": PRACTISED_LEVEL,
    "sija": PRACTISED_LEVEL,
}
# A game's par: win with at least this many of your pieces still on the board.
GAME_PAR_PIECES = {5: 4, 7: 8, 9: 12}
# The order goals are taught in, within a grade.
GOAL_ORDER = (GoalKind.CAPTURE, GoalKind.KEEP, GoalKind.BLOCK, GoalKind.WIN, GoalKind.STALL)
MAX_STARS = 3


@dataclass(frozen=True)
class Stage:
    """One stop on the journey: a challenge, or a game against the computer at `level`."""

    id: str
    chapter: str
    rules: RuleSet
    size: int
    par: int  # a challenge: tries; a game: pieces left at the end
    challenge: Challenge | None = None
    level: Level | None = None


def journey(challenges: Sequence[Challenge]) -> list[Stage]:
    """Every stage in order (see the module docstring)."""
    stages: list[Stage] = []
    hard: list[Challenge] = []
    for name, rules in RULESETS.items():
        own = sorted((c for c in challenges if c.rules == rules), key=_teaching_order)
        hard += [c for c in own if c.grade >= HARD_GRADE]
        stages += [_challenge_stage(c, name) for c in own if c.grade < HARD_GRADE]
        stages.append(_game_stage(name, rules, CHAPTER_GAME_LEVEL[name]))
    for challenge in sorted(hard, key=_teaching_order):
        stages.append(_challenge_stage(challenge, MASTERS))
    stages += [_game_stage(MASTERS, rules, MASTER_LEVEL) for rules in RULESETS.values()]
    return stages


def personal_stages(challenges: Sequence[Challenge]) -> list[Stage]:
    """The personal chapter: one stage per challenge made from the player's mistakes, in the
    order given (newest first, as they are kept)."""
    return [_challenge_stage(challenge, PERSONAL) for challenge in challenges]


def _teaching_order(challenge: Challenge) -> tuple[int, int, int, str]:
    return (challenge.grade, challenge.size, GOAL_ORDER.index(challenge.goal.kind), challenge.id)


def _challenge_stage(challenge: Challenge, chapter: str) -> Stage:
    return Stage(
        challenge.id,
        chapter,
        challenge.rules,
        challenge.size,
        challenge.par,
        challenge=challenge,
    )


def _game_stage(chapter: str, rules: RuleSet, level: Level) -> Stage:
    size = rules.default_size
    stage_id = f"game-{rules.name}-{size}-{level}"
    return Stage(stage_id, chapter, rules, size, GAME_PAR_PIECES[size], level=level)


def first_chapter(stage: Stage) -> bool:
    """Whether `stage` belongs to the journey's first chapter (its first rule set's)."""
    return stage.chapter == next(iter(RULESETS))


def chapters(stages: Sequence[Stage]) -> list[str]:
    """The chapters in journey order."""
    return list(dict.fromkeys(stage.chapter for stage in stages))


def stars_for(met_par: bool, hints: int) -> int:
    """Stars for a stage done: one for doing it, one for par, one for needing no hint."""
    return 1 + int(met_par) + int(hints == 0)


@dataclass(frozen=True)
class StageResult:
    """The best result of one stage: stars, and the fewest tries and hints it took."""

    stars: int
    tries: int
    hints: int


@dataclass(frozen=True)
class Progress:
    """Best results by stage id."""

    results: Mapping[str, StageResult] = field(default_factory=dict)

    def done(self, stage_id: str) -> bool:
        """Whether the stage was ever completed."""
        return stage_id in self.results

    def stars(self, stage_id: str) -> int:
        """The best stars of a stage (0 if not done)."""
        result = self.results.get(stage_id)
        return result.stars if result else 0

    def is_open(self, stages: Sequence[Stage], index: int) -> bool:
        """Whether stage `index` may be played: a chapter's first stage always (a player may
        try another rule set's chapter before finishing the ones before it), a later one once
        the stage before it in its chapter is done, and every stage done."""
        stage = stages[index]
        if index == 0 or stages[index - 1].chapter != stage.chapter or self.done(stage.id):
            return True
        return self.done(stages[index - 1].id)

    def open_count(self, stages: Sequence[Stage]) -> int:
        """How many stages are open: every done stage and the first one not done."""
        for index, stage in enumerate(stages):
            if not self.done(stage.id):
                return index + 1
        return len(stages)

    def with_result(self, stage_id: str, result: StageResult) -> Progress:
        """This progress with a new result, keeping the better one per field."""
        old = self.results.get(stage_id)
        if old is not None:
            result = StageResult(
                max(old.stars, result.stars),
                min(old.tries, result.tries),
                min(old.hints, result.hints),
            )
        return Progress({**self.results, stage_id: result})


def decode_progress(raw: object) -> tuple[Progress, int]:
    """Progress from parsed JSON, and how many entries were unusable and dropped; ValueError
    if it is not a journey file at all."""
    if not isinstance(raw, dict) or not isinstance(raw.get("stages", {}), dict):
        raise ValueError("expected an object with a 'stages' object")
    kept: dict[str, StageResult] = {}
    dropped = 0
    for stage_id, entry in raw.get("stages", {}).items():
        result = _result(stage_id, entry)
        if result is None:
            dropped += 1
        else:
            kept[stage_id] = result
    return Progress(kept), dropped


def _result(stage_id: object, entry: object) -> StageResult | None:
    if not isinstance(stage_id, str) or not ID_PATTERN.fullmatch(stage_id):
        return None
    if not isinstance(entry, dict):
        return None
    values = [entry.get(key) for key in ("stars", "tries", "hints")]
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
        return None
    stars, tries, hints = (int(v) for v in values)  # type: ignore[arg-type]
    if not 1 <= stars <= MAX_STARS or tries < 1:
        return None
    return StageResult(stars, tries, hints)
