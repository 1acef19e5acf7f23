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
    ("keen", "steady", 38, 2, 0),
    ("sharp", "keen", 30, 8, 2),
    ("medium", "sharp", 26, 11, 3),
    ("tough", "medium", 24, 9, 7),
    ("fierce", "tough", 25, 8, 7),
    ("hard", "fierce", 12, 3, 5),
    ("easy", "careful", 4, 35, 1),
    ("easy", "greedy", 27, 12, 1),
    ("easy", "beginner", 18, 22, 0),
    ("casual", "careful", 8, 32, 0),
    ("casual", "greedy", 34, 6, 0),
    ("casual", "beginner", 31, 7, 2),
    ("steady", "careful", 15, 22, 3),
    ("steady", "greedy", 38, 2, 0),
    ("steady", "beginner", 36, 3, 1),
    ("keen", "careful", 24, 13, 3),
    ("keen", "greedy", 36, 4, 0),
    ("keen", "beginner", 35, 5, 0),
    ("sharp", "careful", 28, 8, 4),
    ("medium", "careful", 38, 1, 1),
    ("tough", "careful", 40, 0, 0),
    ("fierce", "careful", 40, 0, 0),
)
# name: (rating, margin)
RATINGS: dict[str, tuple[int, int]] = {
    "easy": (541, 144),
    "casual": (706, 150),
    "steady": (847, 154),
    "keen": (1027, 162),
    "sharp": (1200, 174),
    "medium": (1370, 189),
    "tough": (1520, 207),
    "fierce": (1675, 231),
    "hard": (1834, 284),
    "random": (0, 0),
    "beginner": (504, 143),
    "greedy": (481, 142),
    "careful": (927, 153),
}
