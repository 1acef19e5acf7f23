"""What the rules and the search answer, as plain data: the pure and the compiled build must
give the same (tests/test_compiled.py compares them, one build in each process).

`python3 -m tests.compiled_answers` prints them as JSON, in the build that runs;
`python3 -m tests.source_only tests.compiled_answers` in the pure one.
"""

from __future__ import annotations

import hashlib
import json
import sys
from random import Random

from seega.ai import analyse
from seega.ai.search import Search
from seega.core import RULESETS, GameState, apply_action, format_position, legal_actions, new_game
from seega.core.build import build

# Random actions played from the start of each game; every KEPT_EVERY-th position is kept for
# perft and the searches.
PLAYED = 140
KEPT_EVERY = 35
PERFT_DEPTH = 3
SEARCH_DEPTH = 3
LEVELS = ("easy", "medium", "hard")
SEED = 31


def perft(state: GameState, depth: int) -> int:
    """The number of action sequences of `depth` from `state`."""
    if depth == 0:
        return 1
    return sum(
        perft(apply_action(state, action, validate=False)[0], depth - 1)
        for action in legal_actions(state)
    )


def position_answers(position: GameState, depth: int) -> dict[str, object]:
    """Perft to `depth`, a fixed-depth search with a fixed seed (its first and last depth),
    and each level's choice at depth 2 with a fixed seed."""
    size = position.size
    results = list(Search(position, rng=Random(SEED)).iterate(SEARCH_DEPTH))
    return {
        "perft": perft(position, depth),
        "search": [
            [r.action.notation(size), r.score, r.depth, r.nodes, [a.notation(size) for a in r.pv]]
            for r in results[:1] + results[-1:]
        ],
        "levels": [
            analyse(position, level, seed=SEED, max_depth=2).action.notation(size)
            for level in LEVELS
        ],
    }


def answers() -> dict[str, object]:
    """For every rule set and its first two sizes: the legal actions along a seeded random
    game (as one digest) and the answers at positions kept from it."""
    found: dict[str, object] = {}
    rng = Random(SEED)
    for name, rules in RULESETS.items():
        for size in rules.sizes[:2]:
            state = new_game(name, size)
            listed = hashlib.sha256()
            line: dict[str, object] = {}
            for played in range(PLAYED):
                actions = legal_actions(state)
                if not actions:
                    break
                listed.update(" ".join(a.notation(size) for a in actions).encode() + b"\n")
                state = apply_action(state, rng.choice(actions), validate=False)[0]
                if played % KEPT_EVERY == KEPT_EVERY - 1 and state.outcome is None:
                    depth = PERFT_DEPTH if size == rules.sizes[0] else PERFT_DEPTH - 1
                    line[format_position(state)] = position_answers(state, depth)
            line["legal"] = listed.hexdigest()
            found[f"{name} {size}"] = line
    return found


if __name__ == "__main__":
    print(json.dumps({"build": build(), "answers": answers()}, sort_keys=True))
    sys.exit(0)
