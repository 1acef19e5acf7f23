"""The ratings the game shows: `python3 -m seega.tools.ratings` writes them, do not edit.

The results of every pairing of the levels and the player models, standard 5×5,
seed 1, 2026-12-02; the ratings fitted from them by seega.ai.rating (the
random player at 0), each with the half-width of its 95% interval.
"""

RULES = "standard"
SIZE = 5
SEED = 1
# (first, second, first's wins, losses, draws)
RESULTS: tuple[tuple[str, str, int, int, int], ...] = (
    ("careful", "greedy", 38, 1, 1),
    ("careful", "beginner", 36, 3, 1),
    ("careful", "random", 40, 0, 0),
    ("greedy", "beginner", 24, 16, 0),
    ("greedy", "random", 39, 1, 0),
    ("beginner", "random", 37, 2, 1),
    ("easy", "random", 39, 1, 0),
    ("casual", "easy", 30, 10, 0),
    ("steady", "casual", 32, 8, 0),
    ("keen", "steady", 29, 9, 2),
    ("sharp", "keen", 31, 9, 0),
    ("medium", "sharp", 29, 6, 5),
    ("tough", "medium", 24, 9, 7),
    ("fierce", "tough", 30, 6, 4),
    ("hard", "fierce", 10, 10, 0),
    ("easy", "careful", 4, 35, 1),
    ("easy", "greedy", 27, 12, 1),
    ("easy", "beginner", 18, 22, 0),
    ("casual", "careful", 8, 32, 0),
    ("casual", "greedy", 34, 6, 0),
    ("casual", "beginner", 31, 7, 2),
    ("steady", "careful", 15, 22, 3),
    ("steady", "greedy", 38, 2, 0),
    ("steady", "beginner", 36, 3, 1),
    ("keen", "careful", 19, 17, 4),
    ("keen", "greedy", 36, 1, 3),
    ("keen", "beginner", 33, 4, 3),
    ("sharp", "careful", 28, 6, 6),
    ("medium", "careful", 38, 1, 1),
    ("tough", "careful", 40, 0, 0),
    ("fierce", "careful", 39, 1, 0),
)
# name: (rating, margin)
RATINGS: dict[str, tuple[int, int]] = {
    "easy": (543, 144),
    "casual": (713, 150),
    "steady": (874, 155),
    "keen": (962, 159),
    "sharp": (1162, 173),
    "medium": (1394, 191),
    "tough": (1523, 209),
    "fierce": (1729, 237),
    "hard": (1729, 280),
    "random": (0, 0),
    "beginner": (507, 143),
    "greedy": (476, 142),
    "careful": (934, 153),
}
