"""The ratings the game shows: `python3 -m seega.tools.ratings` writes them, do not edit.

DEVELOPMENT TABLE: SYNTHETIC RESULTS, REPLACE BY A REAL RUN.

The results of every pairing of the levels and the player models (standard 5×5, seed
1, 2026-12-01), and the ratings fitted from them by seega.ai.rating: the
random player at 0, each with the half-width of its 95% interval.
"""

RULES = "standard"
SIZE = 5
SEED = 1
# (first, second, first's wins, losses, draws)
RESULTS: tuple[tuple[str, str, int, int, int], ...] = (
    ("hard", "medium", 20, 0, 0),
    ("hard", "easy", 20, 0, 0),
    ("hard", "careful", 40, 0, 0),
    ("hard", "greedy", 40, 0, 0),
    ("hard", "beginner", 40, 0, 0),
    ("hard", "random", 40, 0, 0),
    ("medium", "easy", 18, 2, 0),
    ("medium", "careful", 35, 5, 0),
    ("medium", "greedy", 39, 1, 0),
    ("medium", "beginner", 38, 2, 0),
    ("medium", "random", 40, 0, 0),
    ("easy", "careful", 5, 35, 0),
    ("easy", "greedy", 24, 16, 0),
    ("easy", "beginner", 19, 21, 0),
    ("easy", "random", 38, 2, 0),
    ("careful", "greedy", 38, 2, 0),
    ("careful", "beginner", 32, 8, 0),
    ("careful", "random", 40, 0, 0),
    ("greedy", "beginner", 15, 25, 0),
    ("greedy", "random", 32, 8, 0),
    ("beginner", "random", 38, 2, 0),
)
# name: (rating, margin)
RATINGS: dict[str, tuple[int, int]] = {
    "easy": (391, 105),
    "medium": (891, 139),
    "hard": (1319, 232),
    "random": (0, 0),
    "beginner": (411, 105),
    "greedy": (293, 101),
    "careful": (659, 117),
}
