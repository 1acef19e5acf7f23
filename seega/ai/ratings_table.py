"""The ratings the game shows: `python3 -m seega.tools.ratings` writes them, do not edit.

The results of every pairing of the levels and the player models, standard 5×5,
seed 1, 2026-12-01; the ratings fitted from them by seega.ai.rating (the
random player at 0), each with the half-width of its 95% interval.
"""

RULES = "standard"
SIZE = 5
SEED = 1
# (first, second, first's wins, losses, draws)
RESULTS: tuple[tuple[str, str, int, int, int], ...] = (
    ("hard", "medium", 16, 3, 1),
    ("hard", "easy", 20, 0, 0),
    ("hard", "careful", 38, 1, 1),
    ("hard", "greedy", 40, 0, 0),
    ("hard", "beginner", 40, 0, 0),
    ("hard", "random", 40, 0, 0),
    ("medium", "easy", 20, 0, 0),
    ("medium", "careful", 38, 1, 1),
    ("medium", "greedy", 40, 0, 0),
    ("medium", "beginner", 40, 0, 0),
    ("medium", "random", 40, 0, 0),
    ("easy", "careful", 4, 35, 1),
    ("easy", "greedy", 27, 12, 1),
    ("easy", "beginner", 18, 22, 0),
    ("easy", "random", 39, 1, 0),
    ("careful", "greedy", 38, 1, 1),
    ("careful", "beginner", 36, 3, 1),
    ("careful", "random", 40, 0, 0),
    ("greedy", "beginner", 24, 16, 0),
    ("greedy", "random", 39, 1, 0),
    ("beginner", "random", 37, 2, 1),
)
# name: (rating, margin)
RATINGS: dict[str, tuple[int, int]] = {
    "easy": (521, 137),
    "medium": (1226, 194),
    "hard": (1396, 215),
    "random": (0, 0),
    "beginner": (472, 136),
    "greedy": (463, 135),
    "careful": (854, 156),
}
