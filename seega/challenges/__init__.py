"""Challenges: puzzles from set positions, mined and proved by the engine (docs/challenges.md).

Standard library only, like the core: the generator, the verifier and the journey's order
and progress decoding run without a window and read no file.

    challenges, problems = load_challenges()       # seega.storage.catalogue: the files, checked
    verify(challenge)                               # [] when its solution is proved
"""

from .goals import Goal, GoalKind
from .schema import Challenge, ChallengeError
from .verify import verify

__all__ = [
    "Challenge",
    "ChallengeError",
    "Goal",
    "GoalKind",
    "verify",
]
