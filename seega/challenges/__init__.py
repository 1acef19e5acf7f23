"""Challenges: puzzles from set positions, mined and proved by the engine (docs/challenges.md).

Standard library only, like the core: the generator, the verifier and the journey's order
and progress run without a window.

    challenges, problems = load_challenges()       # levels/challenges/*.json, checked
    verify(challenge)                               # [] when its solution is proved
"""

from .goals import Goal, GoalKind
from .schema import Challenge, ChallengeError, load_challenge, load_challenges
from .verify import verify

__all__ = [
    "Challenge",
    "ChallengeError",
    "Goal",
    "GoalKind",
    "load_challenge",
    "load_challenges",
    "verify",
]
