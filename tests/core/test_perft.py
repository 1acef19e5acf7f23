"""Perft: the number of legal action sequences of a given depth, checked independently.

A deliberately naive reference model lives here, written from docs/rules.md alone and sharing no
code with `seega.core`: steps by row/column arithmetic, captures as regular expressions over the
cells read outward (the §3 table), chains (§4), every blocked rule (§5), the stall counter and
seejeh offers. It is walked side by side with the engine: at every node the two must list the
same actions, duties and boards. What it leaves out (the lane first step and its exception, the
seejeh repetition limit) cannot arise from the positions and depths used here.
"""

from __future__ import annotations

import random
import re
from typing import NamedTuple

import pytest

from seega.core import (
    BLACK,
    EMPTY,
    MOVEMENT,
    RULESETS,
    WHITE,
    GameState,
    apply_action,
    format_position,
    legal_actions,
    new_game,
    parse_position,
)
from seega.core.rules import apply_start_of_turn
from tests.sweeps import PARTS, numbered, sampled

# ---------------------------------------------------------------------------------------------
# The naive reference model

# §3: a ray is read outward from the stepped piece: E enemy, F own ("friend"), . empty.
CAPTURE_PATTERNS = {
    "single": re.compile(r"^(E)F"),
    "line": re.compile(r"^(E+)F"),
    "line12": re.compile(r"^(EE?)F"),
    "alternating": re.compile(r"^((?:EF)+)"),
}
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))
GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]


class Node(NamedTuple):
    board: tuple[int, ...]
    side: int  # who acts
    chain: int = -1  # the cell of the piece that just captured, while a chain may go on
    quiet: int = 0
    offered: bool = False  # the side to act already had an offer refused this turn
    duty: str = ""  # open, remove, blocked (sija P2), ransom / offer (answer one)
    pending: tuple[int, ...] = ()  # the ransom asked: own piece, two enemy pieces
    over: bool = False


RANSOM_KEEPS = 2  # §5 sija: each side keeps at least two pieces after a ransom


class Naive:
    """The reference model for one rule set and board size (lane's first-step exception and
    the seejeh repetition limit are out of its reach: start from positions where neither can
    arise within the depth walked)."""

    def __init__(self, rules, size: int) -> None:
        self.rules = rules
        self.size = size
        self.shape = rules.capture.value
        self.blocked = rules.blocked.value
        self.centre = (size // 2) * size + size // 2

    def steps(self, board, side):
        found = []
        for cell, piece in enumerate(board):
            if piece != side:
                continue
            row, col = divmod(cell, self.size)
            for d_row, d_col in DIRECTIONS:
                r, c = row + d_row, col + d_col
                if 0 <= r < self.size and 0 <= c < self.size and board[r * self.size + c] == EMPTY:
                    found.append((cell, r * self.size + c))
        return found

    def capture(self, board, target, side):
        taken = []
        row, col = divmod(target, self.size)
        for d_row, d_col in DIRECTIONS:
            ray, text = [], ""
            r, c = row + d_row, col + d_col
            while 0 <= r < self.size and 0 <= c < self.size:
                cell = r * self.size + c
                ray.append(cell)
                text += "." if board[cell] == EMPTY else "F" if board[cell] == side else "E"
                r, c = r + d_row, c + d_col
            match = CAPTURE_PATTERNS[self.shape].match(text)
            if match:
                taken += [ray[k] for k, letter in enumerate(match.group(1)) if letter == "E"]
        if self.rules.centre_immune:
            taken = [cell for cell in taken if cell != self.centre]
        return taken

    def moved(self, board, side, origin, target):
        after = list(board)
        after[origin], after[target] = EMPTY, side
        taken = self.capture(after, target, side)
        for cell in taken:
            after[cell] = EMPTY
        return tuple(after), taken

    def start_turn(self, board, side, quiet):
        """§5: the turn of `side` begins; what happens when it cannot step."""
        if self.steps(board, side):
            return Node(board, side, quiet=quiet)
        other = 3 - side
        if self.blocked == "passes":
            if not self.steps(board, other):
                return Node(board, side, quiet=quiet, over=True)
            return Node(board, side, quiet=quiet)  # its only action: pass
        if self.blocked == "opens":
            return self.extra_turn_to_open(board, other, quiet)
        if self.blocked == "loses" or (self.blocked == "sija" and side == WHITE):
            return Node(board, side, quiet=quiet, over=True)
        if self.blocked == "removes":
            return Node(board, other, quiet=quiet, duty="remove")
        return Node(board, side, quiet=quiet, duty="blocked")  # sija P2

    def extra_turn_to_open(self, board, side, quiet):
        if not self.steps(board, side):
            return Node(board, side, quiet=quiet, over=True)  # count, or a blocked sija P1
        return Node(board, side, quiet=quiet, duty="open")

    def after_step(self, node, origin, target):
        side = node.side
        board, taken = self.moved(node.board, side, origin, target)
        if not taken:
            quiet = node.quiet + 1
            if quiet >= self.rules.stall_plies:
                return Node(board, side, quiet=quiet, over=True)
            return self.start_turn(board, 3 - side, quiet)
        if board.count(3 - side) <= self.rules.loses_at:
            return Node(board, side, over=True)
        if self.chain_steps(board, side, target):
            return Node(board, side, chain=target)
        return self.start_turn(board, 3 - side, 0)

    def chain_steps(self, board, side, piece):
        kind = self.rules.chain.value
        if kind == "none":
            return []
        return [
            (origin, target)
            for origin, target in self.steps(board, side)
            if (kind == "any" or origin == piece) and self.moved(board, side, origin, target)[1]
        ]

    def children(self, node):
        """{action label: next node}; labels are (kind, *cells)."""
        if node.over:
            return {}
        side, other, board = node.side, 3 - node.side, node.board
        if node.duty == "offer":
            back = Node(board, other, quiet=node.quiet, offered=True)
            return {("accept",): node._replace(over=True), ("refuse",): back}
        if node.duty == "remove":
            found = {}
            for cell in (c for c, piece in enumerate(board) if piece == other):
                after = board[:cell] + (EMPTY,) + board[cell + 1 :]
                if after.count(other) <= self.rules.loses_at:
                    found[("remove", cell)] = Node(after, side, over=True)
                else:
                    found[("remove", cell)] = self.start_turn(after, other, 0)
            return found
        if node.duty == "blocked":
            found = {("pass",): self.extra_turn_to_open(board, other, node.quiet)}
            mine = [c for c, piece in enumerate(board) if piece == side]
            theirs = [c for c, piece in enumerate(board) if piece == other]
            if len(mine) - 1 >= RANSOM_KEEPS and len(theirs) - 2 >= RANSOM_KEEPS:
                for own in mine:
                    for i, first in enumerate(theirs):
                        for second in theirs[i + 1 :]:
                            asked = (own, first, second)
                            found[("ransom", *asked)] = Node(
                                board, other, quiet=node.quiet, duty="ransom", pending=asked
                            )
            return found
        if node.duty == "ransom":
            after = tuple(EMPTY if c in node.pending else p for c, p in enumerate(board))
            return {
                ("accept",): self.start_turn(after, other, 0),
                ("refuse",): self.extra_turn_to_open(board, side, node.quiet),
            }
        if node.chain >= 0:
            found = {
                ("step", o, t): self.after_step(node, o, t)
                for o, t in self.chain_steps(board, side, node.chain)
            }
            found[("end",)] = self.start_turn(board, other, node.quiet)
            return found
        steps = self.steps(board, side)
        if node.duty == "open":
            opening = [
                (o, t) for o, t in steps if self.steps(self.moved(board, side, o, t)[0], other)
            ]
            return {("step", o, t): self.after_step(node, o, t) for o, t in opening or steps}
        if not steps:
            return {("pass",): self.start_turn(board, other, node.quiet)}
        found = {("step", o, t): self.after_step(node, o, t) for o, t in steps}
        if self.rules.end_by_agreement and not node.offered:
            found[("offer",)] = Node(board, other, quiet=node.quiet, duty="offer")
        return found

    def perft(self, node, depth):
        if depth == 0:
            return 1
        return sum(self.perft(child, depth - 1) for child in self.children(node).values())


# ---------------------------------------------------------------------------------------------
# The engine side


def perft(state: GameState, depth: int) -> int:
    """Legal action sequences of length `depth` from `state` (a finished game has none)."""
    if depth == 0:
        return 1
    total = 0
    for action in legal_actions(state):
        child, _ = apply_action(state, action, validate=False)
        total += perft(child, depth - 1)
    return total


def walk_together(naive: Naive, node: Node, state: GameState, depth: int) -> int:
    """Perft of both, asserting at every node that they agree; the count."""
    where = format_position(state)
    assert (state.outcome is not None) == node.over, where
    if node.over or depth == 0:
        return 0 if depth else 1
    assert (state.to_move, state.duty.value, state.pending) == (
        node.side,
        node.duty,
        node.pending,
    ), where
    expected = naive.children(node)
    legal = {(a.kind, *a.cells): a for a in legal_actions(state)}
    assert set(legal) == set(expected), where
    total = 0
    for label, child_node in expected.items():
        child, _ = apply_action(state, legal[label])
        assert (child.board, child.chain) == (child_node.board, child_node.chain), (where, label)
        total += walk_together(naive, child_node, child, depth - 1)
    return total


def sparse_board(size: int, rng: random.Random) -> list[int]:
    fill = rng.uniform(0.3, 0.97)
    return [rng.choice((WHITE, BLACK)) if rng.random() < fill else EMPTY for _ in range(size**2)]


def crowded_board(size: int, rng: random.Random) -> list[int]:
    """Only a few empty cells: blocked sides (§5) are frequent."""
    per_side = (size * size - 1) // 2
    empties = rng.randint(1, size)
    pieces = [WHITE] * per_side + [BLACK] * per_side
    rng.shuffle(pieces)
    board = pieces[: size * size - empties] + [EMPTY] * empties
    rng.shuffle(board)
    return board


def random_start(name: str, size: int, rng: random.Random) -> tuple[GameState, Node]:
    """A random movement position with enough pieces on both sides for the game to go on,
    as the engine sets it up and as the naive model starts the turn."""
    rules = RULESETS[name]
    per_side = (size * size - 1) // 2
    while True:
        board = crowded_board(size, rng) if rng.random() < 0.5 else sparse_board(size, rng)
        counts = [board.count(WHITE), board.count(BLACK)]
        if EMPTY in board and all(rules.loses_at < n <= per_side for n in counts):
            break
    side = rng.choice((WHITE, BLACK))
    state = GameState(
        rules=rules,
        size=size,
        board=tuple(board),
        to_move=side,
        phase=MOVEMENT,
        hands=(0, 0),
        steps=(1, 1),  # past lane's first step and its exception
    )
    return apply_start_of_turn(state), Naive(rules, size).start_turn(tuple(board), side, 0)


# ---------------------------------------------------------------------------------------------
# Agreement on random positions

POSITIONS = {5: 40, 7: 25, 9: 8}
# The default run walks the first of every this many positions (at least one); the sweep the rest.
SAMPLE_SHARE = 5


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize(("name", "size"), GAMES)
def test_engine_agrees_with_the_naive_model_on_random_positions(name, size, part):
    naive = Naive(RULESETS[name], size)
    rng = random.Random(f"{name}-{size}")
    walked = numbered(part, POSITIONS[size], max(1, POSITIONS[size] // SAMPLE_SHARE))
    leaves = 0
    for number in range(POSITIONS[size]):
        state, root = random_start(name, size, rng)
        if number in walked:
            leaves += walk_together(naive, root, state, 2)
    assert leaves > len(walked), "the walks must reach depth 2"


DEEP_POSITIONS = 3


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("name", list(RULESETS))
def test_engine_agrees_at_depth_3_on_a_few_positions(name, part):
    size = RULESETS[name].default_size
    naive = Naive(RULESETS[name], size)
    rng = random.Random(f"deep-{name}")
    walked = numbered(part, DEEP_POSITIONS, 1)
    for number in range(DEEP_POSITIONS):
        state, root = random_start(name, size, rng)
        if number in walked:
            assert walk_together(naive, root, state, 3) == perft(state, 3)


WALKS_WHERE_BLOCKED = 3
BLOCKED_MARK = {"traditional": "open", "lane": "over", "seejeh": "remove", "sija": "blocked"}


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("name", list(BLOCKED_MARK))
def test_engine_agrees_where_a_side_is_blocked(name, part):
    """Random starts whose first turn meets the rule set's blocked rule (§5), walked together."""
    size = RULESETS[name].default_size
    naive = Naive(RULESETS[name], size)
    rng = random.Random(f"blocked-{name}")
    mark = BLOCKED_MARK[name]
    walked = numbered(part, WALKS_WHERE_BLOCKED, 1)
    found = 0
    for _ in range(400):
        state, root = random_start(name, size, rng)
        nodes = [root, *naive.children(root).values()]
        if any(("over" if node.over else node.duty) == mark for node in nodes):
            if found in walked:
                walk_together(naive, root, state, 2)
            found += 1
            if found == WALKS_WHERE_BLOCKED:
                break
    assert found == WALKS_WHERE_BLOCKED


def test_the_capture_patterns_read_the_table():
    """The naive model's own check against a few §3 rows (X* at a1, reading right)."""
    naive = Naive(RULESETS["standard"], 5)
    row = {"X": WHITE, "O": BLACK, "_": EMPTY}
    for text, taken in [("OOOX", [1, 2, 3]), ("OXOX", [1]), ("O_X", []), ("OO", [])]:
        board = [EMPTY] * 25
        for k, letter in enumerate(text):
            board[1 + k] = row[letter]
        assert naive.capture(board, 0, WHITE) == taken


# ---------------------------------------------------------------------------------------------
# Frozen regression values


# 7×7 at depth 3 is a hundred thousand leaves: the default run counts one rule set's.
PLACEMENT_SAMPLE = [game for game in GAMES if game[1] != 7] + [("sija", 7)]


@pytest.mark.parametrize(("name", "size"), sampled(GAMES, PLACEMENT_SAMPLE))
def test_placement_perft(name, size):
    """Placements are any empty non-centre cell: (N²−1)·(N²−2)… sequences."""
    free = size * size - 1
    depth = 3 if size < 9 else 2  # 9×9 at depth 3 is half a million leaves
    expected = free * (free - 1) * (free - 2) if depth == 3 else free * (free - 1)
    assert perft(new_game(name, size), depth) == expected


# A middle game on 5×5 (7×7 for sija) with captures, chains and offers, and no blocked side
# within reach. name: (position, depth, perft). Each value was first checked against the naive
# model (the test still does).
MIDGAME_5 = "W.B.W/.BWB./WB.BW/.WBW./B.W.B"
MIDGAME_7 = "W.B.W.B/.BWB.W./WB.BW.B/.WBWB.W/B.W.B.W/.B.W.B./W.B.W.B"
FROZEN = {
    "standard": (f"standard 5 {MIDGAME_5} w move 0 0 0", 4, 34839),
    "traditional": (f"traditional 5 {MIDGAME_5} w move 0 0 0", 4, 24833),
    "lane": (f"lane 5 {MIDGAME_5} w move 0 0 0 steps=1,1", 4, 16559),
    "seejeh": (f"seejeh 5 {MIDGAME_5} w move 0 0 0", 4, 18178),
    "sija": (f"sija 7 {MIDGAME_7} w move 0 0 0", 3, 30336),
}


@pytest.mark.parametrize("name", list(FROZEN))
def test_frozen_movement_perft(name):
    text, depth, expected = FROZEN[name]
    assert perft(parse_position(text), depth) == expected


@pytest.mark.sweep
@pytest.mark.parametrize("name", list(FROZEN))
def test_the_naive_model_still_gives_the_frozen_perft(name):
    text, depth, expected = FROZEN[name]
    state = parse_position(text)
    root = Naive(state.rules, state.size).start_turn(state.board, state.to_move, 0)
    assert Naive(state.rules, state.size).perft(root, depth) == expected
