"""The score shown when a game ends (docs/rules.md §2 "score shown at the end", §7)."""

from __future__ import annotations

from .rulesets import Scoring
from .state import BLACK, WHITE, GameState

# Seed 004 (§7): winner 240 + 4·Ate − 2·Lost − Min − Moves;
# loser −100 + 4·Ate − 2·Lost + Moves + Min.
SIJA_WINNER_BASE = 240
SIJA_LOSER_BASE = -100
SIJA_ATE_POINTS = 4
SIJA_LOST_POINTS = 2


def final_scores(state: GameState, minutes_played: int = 0) -> tuple[int, int]:
    """(white, black) scores: pieces on the board, or the sija formula for a finished game.

    Sija draws (the source gives no formula) score 4·Ate − 2·Lost each (*reading*).
    """
    if state.rules.scoring is Scoring.PIECES or state.outcome is None:
        return state.count(WHITE), state.count(BLACK)
    winner = state.outcome.winner
    minutes = max(0, minutes_played)
    scores = []
    for side in (WHITE, BLACK):
        ate = state.ate[side - 1]
        lost = state.ate[2 - side]
        moves = state.steps[side - 1]
        base = SIJA_ATE_POINTS * ate - SIJA_LOST_POINTS * lost
        if winner is None:
            scores.append(base)
        elif side == winner:
            scores.append(SIJA_WINNER_BASE + base - minutes - moves)
        else:
            scores.append(SIJA_LOSER_BASE + base + moves + minutes)
    return scores[0], scores[1]
