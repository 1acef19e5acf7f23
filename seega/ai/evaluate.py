"""What a position is worth to the side to act, in hundredths of a piece.

Material first; then what the sources say decides Seega games: pieces that cannot be enclosed,
the immune centre, mobility and blockades (worth very different things per rule set, docs/rules.md
§5), and enemy threats that can take a piece on the next step. The count rule (§2) ends every
long game: it is the game's real horizon. The nearer the quiet counter is to the stall limit,
the more the count's verdict weighs (whoever is ahead wins there, by one piece or by five), so
the side ahead refuses trades that would reset the counter and the side behind seeks them, even
at a cost, before its loss on count becomes certain.

`StallEvaluator` is the arena's staller: material, safety and the count, nothing else.
`GlanceEvaluator` is easy's: what a newcomer weighs at a glance, the pieces on the board.
"""

from __future__ import annotations

from typing import Final

from seega.core import PLACEMENT, WHITE, GameState
from seega.core.bits import side_bits
from seega.core.geometry import geometry
from seega.core.rulesets import Blocked, CaptureShape, FirstMover, RuleSet

from . import bitboard as bb

PIECE: Final = 100
# The nearer the stall limit, the surer a material lead wins on count (up to +50% at the limit).
STALL_PRESSURE: Final = 50
# What the count's verdict is worth to the side ahead at the limit, whatever its margin: it
# grows with the square of the quiet plies, so early on a capture is worth more than the count,
# and near the limit the side behind gives up to this much material to reset the counter.
COUNT_STAKE: Final = 250
# One step more than the opponent: a freer side finds captures and avoids blockades.
MOBILITY: Final = 3
# Mobility beyond this many steps adds nothing: it only rewards emptier boards.
MOBILITY_CAP: Final = 12
# A piece no enemy line can enclose (corner, edge with a shielded axis, a friendly neighbour).
SAFE: Final = 6
# An immune centre piece is an anvil that is never lost; elsewhere the centre is still a hub.
CENTRE_IMMUNE: Final = 25
CENTRE_PLAIN: Final = 10
# Each enemy threat (an empty cell where an enemy step captures) costs the side to act: it can
# parry one threat with its step, rarely two.
THREAT: Final = 30
# Placement: owning a gate (a neighbour of the centre) lets the first mover make the first
# step at all; without one he passes, loses or gets pieces removed, per rule set.
GATE_FIRST_MOVER: Final = 30
# Placement: each piece of the second mover that the first step into the centre would take as
# the board stands (a run from a gate closed by a first mover's piece, per capture shape).
FIRST_STEP_TAKES: Final = 50

# What it is worth to have the opponent blocked when his turn comes (docs/rules.md §5).
BLOCKED_WORTH: Final = {
    Blocked.PASSES: 40,  # he passes: a free tempo, often several
    Blocked.OPPONENT_OPENS: 10,  # he passes but we must open for him
    Blocked.LOSES: 600,  # he loses the game
    Blocked.OPPONENT_REMOVES: 90,  # we remove one of his pieces: a free capture
    Blocked.SIJA: 30,  # Black may ask a ransom or pass, White must open (White blocked: below)
}
BLOCKED_SIJA_WHITE: Final = 600  # a blocked first player loses under sija (docs/rules.md §5)
# Placement: the gates are all filled and none is the first mover's. He cannot make the first
# step: he passes and the other side takes the centre first (standard), the other side must
# open for him (traditional), loses a piece to a removal (seejeh), or loses the game (lane,
# sija: only a placement this bad is scored like a blockade in movement).
FIRST_MOVER_NO_GATE: Final = {
    Blocked.PASSES: 60,
    Blocked.OPPONENT_OPENS: 20,
    Blocked.LOSES: 600,
    Blocked.OPPONENT_REMOVES: 100,
    Blocked.SIJA: 600,
}


class Evaluator:
    """The static evaluation for one rule set and board size."""

    def __init__(self, rules: RuleSet, size: int) -> None:
        """Precompute the masks and the rule set's weights."""
        self.rules = rules
        self.masks = bb.masks(size)
        self.shape = bb.shape_of(rules)
        self.centre = CENTRE_IMMUNE if rules.centre_immune else CENTRE_PLAIN
        self.blocked = BLOCKED_WORTH[rules.blocked]
        self.stall = rules.stall_plies
        grid = geometry(size)
        self.centre_rays = grid.rays[grid.centre]

    def score(self, state: GameState) -> int:
        """The value for `state.to_move` (positive: good for the side to act)."""
        white, black = side_bits(state)
        if state.phase == PLACEMENT:
            value = self.placement(white, black)
        else:
            value = self.movement(white, black, state.to_move, state.quiet)
        return value if state.to_move == WHITE else -value

    def movement(self, white: int, black: int, to_move: int, quiet: int) -> int:
        """White's advantage in a movement position."""
        m = self.masks
        shape = self.shape
        empty = m.full & ~(white | black)
        whites, blacks = white.bit_count(), black.bit_count()  # counted once: a call each
        lead = whites - blacks
        quiet = min(quiet, self.stall)
        pressure = STALL_PRESSURE * quiet // self.stall
        material = lead * (PIECE + pressure)
        if lead:
            stake = COUNT_STAKE * quiet * quiet // (self.stall * self.stall)
            material += stake if lead > 0 else -stake
        mob_white = bb.mobility(m, white, empty)
        mob_black = bb.mobility(m, black, empty)
        positional = MOBILITY * (min(mob_white, MOBILITY_CAP) - min(mob_black, MOBILITY_CAP))
        positional += self._blockade(mob_white, mob_black)
        safe_white = whites - bb.exposed(m, shape, white).bit_count()
        safe_black = blacks - bb.exposed(m, shape, black).bit_count()
        positional += SAFE * (safe_white - safe_black)
        if white & m.centre:
            positional += self.centre
        elif black & m.centre:
            positional -= self.centre
        # The side that waits faces the threats of the side to act only after a step of its
        # own: the side to act faces them now (its own captures are searched, not guessed).
        if to_move == WHITE:
            positional -= THREAT * self._threats(black, white, empty)
        else:
            positional += THREAT * self._threats(white, black, empty)
        fade = self.stall - quiet
        return material + _scaled(positional, fade, self.stall)

    def _threats(self, own: int, enemy: int, empty: int) -> int:
        """Empty cells where a step of `own` would capture, with an own piece next to them."""
        m = self.masks
        targets = bb.capture_targets(m, self.shape, own, enemy, empty)
        return (targets & bb.neighbours(m, own)).bit_count() if targets else 0

    def _blockade(self, mob_white: int, mob_black: int) -> int:
        """The rule set's worth of a side that could not step if its turn came now."""
        value = 0
        if mob_black == 0:
            value += self.blocked
        if mob_white == 0:
            sija_white = self.rules.blocked is Blocked.SIJA
            value -= BLOCKED_SIJA_WHITE if sija_white else self.blocked
        return value

    def placement(self, white: int, black: int) -> int:
        """White's advantage in a placement position: safety and the fight for the gates."""
        m = self.masks
        rules = self.rules
        shape = self.shape
        safe_white = white.bit_count() - bb.exposed(m, shape, white).bit_count()
        safe_black = black.bit_count() - bb.exposed(m, shape, black).bit_count()
        value = SAFE * (safe_white - safe_black)
        first_is_white = rules.first_mover is FirstMover.WHITE
        first, second = (white, black) if first_is_white else (black, white)
        gates = GATE_FIRST_MOVER if first & m.gates else 0
        if (first | second) & m.gates == m.gates and not first & m.gates:
            gates -= FIRST_MOVER_NO_GATE[rules.blocked]
        if first & m.gates:
            gates += FIRST_STEP_TAKES * self._first_step_takes(first, second)
        return value + gates if first_is_white else value - gates

    def _first_step_takes(self, first: int, second: int) -> int:
        """How many `second` pieces a `first` step into the empty centre would take now.

        The stepping piece leaves a gate of its own, whose ray then starts empty: only rays
        that start with a `second` piece count, as `seega.core.captures` reads them.
        """
        shape = self.rules.capture
        taken = 0
        for ray in self.centre_rays:
            cells = [1 if first >> c & 1 else 2 if second >> c & 1 else 0 for c in ray]
            if len(cells) < 2 or cells[0] != 2:
                continue
            if shape is CaptureShape.SINGLE:
                taken += cells[1] == 1
            elif shape is CaptureShape.ALTERNATING:
                i = 0
                while i + 1 < len(cells) and cells[i] == 2 and cells[i + 1] == 1:
                    taken += 1
                    i += 2
            else:
                run = 1
                while run < len(cells) and cells[run] == 2:
                    run += 1
                closed = run < len(cells) and cells[run] == 1
                if closed and (shape is CaptureShape.LINE or run <= 2):
                    taken += run
        return taken


def _scaled(value: int, numerator: int, denominator: int) -> int:
    """value × numerator / denominator, rounded toward zero: the same for either colour."""
    scaled = abs(value) * numerator // denominator
    return scaled if value >= 0 else -scaled


# The staller's weights. A piece an enemy step can take now costs most of a piece: the staller
# keeps every piece out of reach rather than gamble on parrying.
IN_REACH: Final = 60
# A piece some enemy line could enclose later: a small cost, so it drifts to edges and corners.
ENCLOSABLE: Final = 8
# Once ahead, every quiet ply is worth this much more at the limit: it runs out the count
# and never trades (a trade resets the counter).
COUNT_HOLD: Final = 200


class StallEvaluator(Evaluator):
    """The staller's evaluation: material, safety and the count only.

    It models the opponents who beat strong programs on the count: take what is safe, then
    keep every piece out of reach until the stall limit. No mobility, centre or blockade terms.
    """

    def movement(self, white: int, black: int, to_move: int, quiet: int) -> int:
        """White's advantage: material, pieces in reach of an enemy step, and the count."""
        m = self.masks
        empty = m.full & ~(white | black)
        lead = white.bit_count() - black.bit_count()
        value = lead * PIECE
        # The side to act takes what is in its reach in the search itself; only the waiting
        # side's threats against it are guessed here (as in the full evaluation).
        if to_move == WHITE:
            value -= IN_REACH * self._threats(black, white, empty)
        else:
            value += IN_REACH * self._threats(white, black, empty)
        shape = self.shape
        value -= ENCLOSABLE * bb.exposed(m, shape, white).bit_count()
        value += ENCLOSABLE * bb.exposed(m, shape, black).bit_count()
        if lead:
            hold = COUNT_HOLD * min(quiet, self.stall) // self.stall
            value += hold if lead > 0 else -hold
        return value


class GlanceEvaluator(Evaluator):
    """Easy's evaluation in the movement phase: material and the count, nothing else.

    A newcomer counts pieces; mobility, safe cells, the centre, blockades and set-ups are what
    later games teach. So among steps that take nothing, easy has no preference its noise does
    not outweigh, as a beginner's quiet steps have none. Placement keeps the full evaluation:
    the gates and safe cells make a game of it (a newcomer who read How to play knows them).
    """

    def movement(self, white: int, black: int, to_move: int, quiet: int) -> int:
        """White's advantage: the pieces each side has, and the count's verdict near it."""
        lead = white.bit_count() - black.bit_count()
        quiet = min(quiet, self.stall)
        return lead * (PIECE + STALL_PRESSURE * quiet // self.stall)
