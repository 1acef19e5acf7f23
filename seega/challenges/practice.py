"""A player's own mistake made into a challenge: "find the better action", proved.

The position before the mistake becomes the start, its side to act the solver. A goal is kept
only if the prover shows that exactly one first action reaches it against every defence and
that the action the player chose does not: then the challenge is fair (no equally good answer
is marked wrong) and honest (the player's action really fell short of something provable).
The goals are tried from the plainest: a win in one turn, the most pieces this turn can take,
a block in one, keeping every piece for one then two of the opponent's turns, a win in two, a
block in two, keeping every piece for three then four of the opponent's turns. Each try
walks at most `budget` positions (`Prover`'s budget), so a mistake whose proof would be large
is dropped rather than searched for long; the verifier then re-proves what was made.

Standard library only, like the rest of the challenges: the window runs it in the computer's
worker (`seega.game.worker`, `Prove` requests) so no frame waits for it.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import date

from seega.core import Action, GameState, format_position, parse_position

from .goals import Goal, GoalKind
from .prove import ProofTooLarge, Prover, Tree, solution_tree, tree_size, turns
from .schema import MAX_SOURCE_CHARS, Challenge, Difficulty
from .verify import verify

# Stored challenges start with this; it keeps them apart from the shipped ones' ids.
ID_PREFIX = "mine-"
# Positions one goal's proof may walk: a few tenths of a second at most on a 5×5 board.
PROOF_BUDGET = 3000
# A solution tree listing more turns than this is too much to keep for one mistake.
MAX_TREE_TURNS = 120
# The theme each goal is shown under in the journey.
GOAL_THEMES = {
    GoalKind.WIN: "endgame",
    GoalKind.CAPTURE: "capture",
    GoalKind.BLOCK: "block",
    GoalKind.KEEP: "defence",
}
# A personal challenge earns its par star on the first try.
PAR = 1


def goals_to_try(start: GameState) -> list[Goal]:
    """The goals tried for a mistake, plainest first (see the module docstring)."""
    most = max((turn.taken for turn in turns(start)), default=0)
    goals = [Goal(GoalKind.WIN, 1)]
    if most:
        goals.append(Goal(GoalKind.CAPTURE, most))
    goals += [
        Goal(GoalKind.BLOCK, 1),
        Goal(GoalKind.KEEP, 1),
        Goal(GoalKind.KEEP, 2),
        Goal(GoalKind.WIN, 2),
        Goal(GoalKind.BLOCK, 2),
        Goal(GoalKind.KEEP, 3),
        Goal(GoalKind.KEEP, 4),
    ]
    return goals


def proved_goal(
    start: GameState, played: Action, budget: int = PROOF_BUDGET
) -> tuple[Goal, Tree, int] | None:
    """The first goal (of `goals_to_try`) that one first action meets and `played` does not,
    with its solution tree and how many other first actions there were; None if there is none
    within the budget."""
    firsts = {turn.actions[0] for turn in turns(start)}
    for goal in goals_to_try(start):
        prover = Prover(goal, start, budget)
        try:
            good = prover.good_turns(start, goal.turns)
            answers = {turn.actions[0] for turn in good}
            if len(answers) != 1 or played in answers:
                continue
            tree = solution_tree(prover, start, goal.turns, limit=1)
        except ProofTooLarge:
            continue
        if tree is not None and tree_size(tree) <= MAX_TREE_TURNS:
            return goal, tree, len(firsts) - 1
    return None


def challenge_id(start: str, goal: Goal) -> str:
    """The same mistake gives the same id, so it is kept once however often it is made."""
    digest = hashlib.sha256(f"{start} {goal.kind.value} {goal.number}".encode()).hexdigest()
    return f"{ID_PREFIX}{digest[:12]}"


def practice_challenge(
    before: GameState, played: Action, source: str, budget: int = PROOF_BUDGET
) -> Challenge | None:
    """The challenge made from playing `played` in `before`, verified; None if no goal could be
    proved within the budget (or the verifier disagrees). `source` says where it came from."""
    start_text = format_position(before)
    start = parse_position(start_text)  # the state the verifier will read
    found = proved_goal(start, played, budget)
    if found is None:
        return None
    goal, tree, alternatives = found
    challenge = Challenge(
        id=challenge_id(start_text, goal),
        start=start_text,
        goal=goal,
        par=PAR,
        grade=goal.turns,
        themes=(GOAL_THEMES[goal.kind],),
        source=source[:MAX_SOURCE_CHARS],
        # Not measured against the levels (that takes many searches): depth 0 says so.
        difficulty=Difficulty(depth=0, easy=False, medium=False, alternatives=alternatives),
        solution=tree,
    )
    return challenge if not verify(challenge) else None


# A person, where the source names the opponent.
PERSON = "person"
# `game 2026-12-04 easy turn 14: @c2 (blunder)`: where a challenge made from a game came from,
# written so the window can say it in every language (`GameSource.parse`).
SOURCE_PATTERN = re.compile(r"game (\d{4}-\d{2}-\d{2}) ([a-z]+) turn (\d+): ")


@dataclass(frozen=True)
class GameSource:
    """Which game and move a personal challenge was made from: the day it was played, the
    opponent (a level's name, or PERSON) and the turn, as the game's move list numbers it."""

    played_on: date
    opponent: str
    turn: int

    def text(self, played: str, verdict: str) -> str:
        """The challenge's `source`, with the action played and its verdict."""
        day = self.played_on.isoformat()
        return f"game {day} {self.opponent} turn {self.turn}: {played} ({verdict})"

    @classmethod
    def parse(cls, source: str) -> GameSource | None:
        """The game a challenge's `source` names (None: not one made from a dated game)."""
        found = SOURCE_PATTERN.match(source)
        if found is None:
            return None
        try:
            return cls(date.fromisoformat(found[1]), found[2], int(found[3]))
        except ValueError:
            return None


def is_personal(challenge: Challenge) -> bool:
    """Whether a challenge was made from the player's own game."""
    return challenge.id.startswith(ID_PREFIX)
