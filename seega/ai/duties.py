"""The special actions of docs/rules.md §5–§6 as the computer sees them.

- Ransom requests (sija): a blocked Black may name any own piece and any two of White's: thousands
  of requests. The search looks at `pass` and the few requests a static look rates best.
- End by agreement (seejeh): against a player who answers well an offer never gains (he
  accepts only what is worse for us), so the search leaves `offer` out; `offer_worth_making`
  decides at the root whether to give a fallible opponent the chance.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from seega.core import WHITE, Action, Duty, GameState, legal_actions, opponent
from seega.core import actions as act
from seega.core.bits import board_bits

from .evaluate import Evaluator

# Requests the search tries besides `pass`: the asker's best few by the static score.
RANSOM_CANDIDATES: Final = 4
# Own pieces and enemy pieces short-listed (each alone) before pairing them into requests.
RANSOM_OWN_SHORTLIST: Final = 3
RANSOM_ENEMY_SHORTLIST: Final = 6
# Offers only once the game has stalled (a count is then the likely end anyway) ...
OFFER_MIN_QUIET: Final = 10
# ... and only every few plies, so a refused offer is not repeated on every turn.
OFFER_EVERY: Final = 10
# With equal counts, a draw is offered when the search expects to lose more than this.
DRAW_OFFER_BELOW: Final = -60


def searchable_actions(state: GameState, evaluator: Evaluator) -> tuple[Action, ...]:
    """The legal actions the search considers: no offers, short-listed ransom requests."""
    actions = legal_actions(state)
    if state.duty is Duty.BLOCKED and len(actions) > RANSOM_CANDIDATES + 1:
        return (*ransom_shortlist(state, evaluator), act.word(act.PASS))
    if actions and actions[-1].kind == act.OFFER:
        return actions[:-1]
    return actions


def ransom_shortlist(state: GameState, evaluator: Evaluator) -> list[Action]:
    """The asker's most promising ransom requests, best first, by the static score after them.

    Each is scored as if accepted, with the asker to act again: pieces that free the asker's
    own steps rate high.
    """
    side = state.to_move
    board = state.board
    own = [c for c, v in enumerate(board) if v == side]
    other = opponent(side)
    enemy = [c for c, v in enumerate(board) if v == other]

    def after(removed: tuple[int, ...]) -> int:
        cells = list(board)
        for cell in removed:
            cells[cell] = 0
        return _score_for(evaluator, tuple(cells), side)

    own_short = sorted(own, key=lambda c: after((c,)), reverse=True)[:RANSOM_OWN_SHORTLIST]
    enemy_short = sorted(enemy, key=lambda c: after((c,)), reverse=True)[:RANSOM_ENEMY_SHORTLIST]
    requests = [
        act.ransom(mine, first, second)
        for mine in own_short
        for first, second in combinations(enemy_short, 2)
    ]
    requests.sort(key=lambda a: after(a.cells), reverse=True)
    # Every pairing is legal: the core lists requests at all only while both sides keep enough
    # pieces, and which pieces are named is free (docs/rules.md §5).
    return requests[:RANSOM_CANDIDATES]


def _score_for(evaluator: Evaluator, board: tuple[int, ...], side: int) -> int:
    white, black = board_bits(board)
    value = evaluator.movement(white, black, side, 0)
    return value if side == WHITE else -value


def offer_worth_making(state: GameState, expected: int) -> bool:
    """Whether to offer ending by count (seejeh) before stepping, given the search's score.

    Ahead on count, an accepted offer wins: worth asking once the game has stalled. Level on
    count, it is a draw: worth asking when the search expects worse.
    """
    if act.Action(act.OFFER) not in legal_actions(state):
        return False
    side = state.to_move
    lead = state.count(side) - state.count(opponent(side))
    if lead > 0:
        return state.quiet >= OFFER_MIN_QUIET and state.quiet % OFFER_EVERY < 2
    return lead == 0 and expected < DRAW_OFFER_BELOW
