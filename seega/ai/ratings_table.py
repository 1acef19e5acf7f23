"""Placeholder until the first run of `python3 -m seega.tools.ratings`."""

RULES = "standard"
SIZE = 5
SEED = 1
RESULTS: tuple[tuple[str, str, int, int, int], ...] = ()
RATINGS: dict[str, tuple[int, int]] = {}
