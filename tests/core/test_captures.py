"""Custodian capture (docs/rules.md §1, §3): every test vector, shape, direction and size.

Each vector is laid on a real board along one of the four directions, at several places, and a
white piece steps onto `X*` (from the side, or along the line from behind); the captured cells
must be exactly those of the table in §3.
"""

from __future__ import annotations

import pytest

from seega.core import BLACK, EMPTY, RULESETS, WHITE, apply_action, geometry
from seega.core.captures import captured_by_step

from .diagrams import act, board_of, captured, cells, play, setup

SHAPE_OF = {
    "standard": "line",
    "traditional": "single",
    "lane": "single",
    "seejeh": "alternating",
    "sija": "line12",
}
ALL_SHAPES = ("single", "line", "line12", "alternating")


def same_for_all(offsets: set[int]) -> dict[str, set[int]]:
    return dict.fromkeys(ALL_SHAPES, offsets)


# docs/rules.md §3 test vectors: (row read outward from the stepped piece X*, whether the last cell
# is the board's edge, captured offsets from X* per shape).
VECTORS = [
    ("X* O X", False, same_for_all({1})),
    ("X* O O X", False, {"single": set(), "line": {1, 2}, "line12": {1, 2}, "alternating": set()}),
    ("X* O O O X", False, {**same_for_all(set()), "line": {1, 2, 3}}),
    ("X* O X O X", False, {**same_for_all({1}), "alternating": {1, 3}}),
    ("X* O X O _", False, same_for_all({1})),
    ("X* O _ X", False, same_for_all(set())),
    ("O X* O", False, same_for_all(set())),
    # An empty cell or the edge ends the run with no capture (§3 line).
    ("X* O O", True, same_for_all(set())),
    ("X* O", True, same_for_all(set())),
    ("X* O X O", True, same_for_all({1})),
]
DIRECTIONS = {"up": (1, 0), "down": (-1, 0), "right": (0, 1), "left": (0, -1)}
FILLERS_PER_SIDE = 2  # sija loses at one piece: keep both sides above it whatever is captured
TOKEN_LETTERS = {"X*": ".", "X": "W", "O": "B", "_": "."}


def rule_sizes() -> list[tuple[str, int]]:
    return [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]


def placements(size: int, vector: str, at_edge: bool, direction: tuple[int, int]) -> list[dict]:
    """A few boards carrying `vector` along `direction`: {'grid', 'target', 'origins'}."""
    tokens = vector.split()
    mover = tokens.index("X*")
    d_row, d_col = direction
    p_row, p_col = d_col, d_row  # perpendicular
    centre = divmod(size * size // 2, size)
    found = []
    for row in range(size):
        for col in range(size):
            line = [
                (row + (k - mover) * d_row, col + (k - mover) * d_col) for k in range(len(tokens))
            ]
            after = (line[-1][0] + d_row, line[-1][1] + d_col)
            before = (line[0][0] - d_row, line[0][1] - d_col)
            if not all(_on(size, cell) for cell in line) or (at_edge and _on(size, after)):
                continue
            side_cells = [(row + s * p_row, col + s * p_col) for s in (1, -1)]
            side_cells = [cell for cell in side_cells if _on(size, cell)]
            reserved = set(line) | set(side_cells) | {after, before}
            if centre in reserved:
                continue  # centre immunity has its own tests below
            origins = [side_cells[0]]
            if mover == 0 and _on(size, before):
                origins.append(before)  # stepping along the line from behind
            grid = {cell: TOKEN_LETTERS[token] for cell, token in zip(line, tokens, strict=True)}
            found.append({"grid": grid, "target": (row, col), "origins": origins, "line": line})
    picks = {0, len(found) // 2, len(found) - 1} if found else set()
    return [found[i] for i in sorted(picks)]


def _on(size: int, cell: tuple[int, int]) -> bool:
    return 0 <= cell[0] < size and 0 <= cell[1] < size


def diagram_of(size: int, grid: dict[tuple[int, int], str], keep_clear: set) -> str:
    """The diagram, with filler pieces of both sides far from the action."""
    letters = dict(grid)
    spare = [
        (r, c)
        for r in range(size)
        for c in range(size)
        if (r, c) not in keep_clear and (r, c) != divmod(size * size // 2, size)
    ]
    for side in "WB":
        for _ in range(FILLERS_PER_SIDE):
            letters[spare.pop(0 if side == "W" else -1)] = side
    return "\n".join(
        "".join(letters.get((r, c), ".") for c in range(size)) for r in reversed(range(size))
    )


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize(("vector", "at_edge", "expected"), VECTORS, ids=[v[0] for v in VECTORS])
@pytest.mark.parametrize(("rules", "size"), rule_sizes())
def test_vector(rules, size, vector, at_edge, expected, direction):
    shape = SHAPE_OF[rules]
    offsets = expected[shape]
    layouts = placements(size, vector, at_edge, DIRECTIONS[direction])
    assert layouts, "the vector must fit the board somewhere"
    mover = vector.split().index("X*")
    for layout in layouts:
        for origin in layout["origins"]:
            grid = dict(layout["grid"])
            grid[origin] = "W"
            t_row, t_col = layout["target"]
            neighbours = {(t_row + dr, t_col + dc) for dr, dc in DIRECTIONS.values()}
            first, last = layout["line"][0], layout["line"][-1]
            d_row, d_col = DIRECTIONS[direction]
            ends = {(first[0] - d_row, first[1] - d_col), (last[0] + d_row, last[1] + d_col)}
            clear = set(layout["line"]) | neighbours | ends
            state = setup(rules, diagram_of(size, grid, clear))
            target = t_row * size + t_col
            step = act(
                state,
                f"{state.geometry.name(origin[0] * size + origin[1])}-"
                f"{state.geometry.name(target)}",
            )
            after, events = apply_action(state, step)
            line = [r * size + c for r, c in layout["line"]]
            want = {line[mover + k] for k in offsets}
            assert captured(events) == want, (rules, board_of(state), step)
            assert after.board[target] == WHITE, "the piece that stepped is never captured"
            for cell in want:
                assert after.board[cell] == EMPTY
            untouched = [c for c in range(size * size) if c not in want | {target, step.cells[0]}]
            assert all(after.board[c] == state.board[c] for c in untouched)


@pytest.mark.parametrize(("rules", "size"), rule_sizes())
def test_the_capture_function_agrees_with_the_vectors(rules, size):
    """`captured_by_step` on a bare row (the lowest one), read to the right."""
    grid = geometry(size)
    rule_set = RULESETS[rules]
    for vector, at_edge, expected in VECTORS:
        tokens = vector.split()
        if tokens[0] != "X*" or len(tokens) > size:
            continue
        start = size - len(tokens) if at_edge else 0
        board = [EMPTY] * grid.cells
        for k, token in enumerate(tokens):
            board[start + k] = {"X*": WHITE, "X": WHITE, "O": BLACK, "_": EMPTY}[token]
        got = captured_by_step(board, rule_set, grid, start, WHITE)
        assert set(got) == {start + k for k in expected[SHAPE_OF[rules]]}, vector


# ---------------------------------------------------------------------------------------------
# The centre (docs/rules.md §3 last bullet; §2 "centre piece immune")

RUN_THROUGH_CENTRE = """
. . . . .
. . . . .
_ B B W .
W . . . .
. . . . .
"""


def test_immune_centre_piece_stays_in_a_line():
    state = setup("standard", RUN_THROUGH_CENTRE)
    after, events = apply_action(state, act(state, "a2-a3"))
    assert captured(events) == cells(state, "b3"), "the rest of the run goes"
    assert after.board[state.geometry.centre] == BLACK, "the centre piece stays"


def test_immune_centre_piece_stays_in_an_alternating_series():
    state = setup(
        "seejeh",
        """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        _ B W B W . .
        W . . . . . .
        . . . . . . .
        . . . B B . .
        """,
    )
    after, events = apply_action(state, act(state, "a3-a4"))
    assert captured(events) == cells(state, "b4")
    assert after.board[state.geometry.centre] == BLACK


@pytest.mark.parametrize("rules", ["standard", "traditional", "seejeh"])
def test_single_enemy_on_an_immune_centre_is_safe(rules):
    state = setup(
        rules,
        """
        . . . . .
        . . . . .
        . _ B W .
        . W . . .
        B . . . B
        """,
    )
    after, events = apply_action(state, act(state, "b2-b3"))
    assert captured(events) == set()
    assert after.board[state.geometry.centre] == BLACK


@pytest.mark.parametrize(("rules", "size"), [("lane", 5), ("sija", 7)])
def test_centre_is_not_immune_under_lane_and_sija(rules, size):
    rows = ["." * size for _ in range(size)]
    mid = size // 2
    rows[mid] = "." * (mid - 1) + "_BW" + "." * (size - mid - 2)
    rows[mid + 1] = "." * (mid - 1) + "W" + "." * (size - mid)
    rows[0] = "BB" + "." * (size - 3) + "W"
    state = setup(rules, "\n".join(rows))
    grid = state.geometry
    origin, target = grid.centre - 1 - size, grid.centre - 1
    after, events = apply_action(state, act(state, f"{grid.name(origin)}-{grid.name(target)}"))
    assert captured(events) == {grid.centre}
    assert after.board[grid.centre] == EMPTY


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane", "seejeh"])
def test_own_piece_stepping_onto_the_centre_captures(rules):
    state = setup(
        rules,
        """
        . . . . .
        . . . . .
        . . _ B W
        . . W . .
        B . . . .
        """,
    )
    after, events = apply_action(state, act(state, "c2-c3"))
    assert captured(events) == cells(state, "d3")
    assert after.board[state.geometry.centre] == WHITE


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane", "seejeh"])
def test_own_piece_on_the_centre_is_the_far_anvil(rules):
    state = setup(
        rules,
        """
        . . . . .
        . . . . .
        _ B W . .
        W . . . .
        . . . . B
        """,
    )
    after, events = apply_action(state, act(state, "a2-a3"))
    assert captured(events) == cells(state, "b3")


# ---------------------------------------------------------------------------------------------
# Only the stepping piece captures; several directions at once (docs/rules.md §1)


@pytest.mark.parametrize("rules", list(RULESETS))
def test_piece_stepping_between_enemies_is_safe_until_one_comes_back(rules):
    """Seed 001: one of the enemies must move away and come back to capture it."""
    size = RULESETS[rules].default_size
    rows = ["." * size for _ in range(size)]
    rows[0] = "W" + "." * (size - 2) + "W"
    rows[size - 2] = ".B.B" + "." * (size - 4)
    rows[size - 1] = "B.W" + "." * (size - 3)
    state = setup(rules, "\n".join(rows))
    grid = state.geometry
    corner, below = grid.name(grid.cells - 1), grid.name(grid.cells - 1 - size)
    state, events = play(state, "c1-c2", "a1-a2", f"{corner}-{below}", "d2-d3", f"{below}-{corner}")
    assert captured(events) == set()
    assert state.board[grid.parse("c2")] == WHITE, "the piece between two enemies is safe"
    state, events = play(state, "d3-d2")
    assert captured(events) == cells(state, "c2")


@pytest.mark.parametrize("rules", list(RULESETS))
def test_enemy_already_enclosed_is_not_captured_by_other_moves(rules):
    size = RULESETS[rules].default_size
    rows = ["." * size for _ in range(size)]
    rows[size - 1] = "WBW" + "." * (size - 4) + "W"
    rows[size - 2] = "B" * 2 + "." * (size - 2)
    state = setup(rules, "\n".join(rows))
    grid = state.geometry
    corner = grid.name(size - 1)
    above = grid.name(2 * size - 1)
    after, events = apply_action(state, act(state, f"{corner}-{above}"))
    assert captured(events) == set()
    assert after.board[1] == BLACK


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane", "seejeh"])
def test_three_directions_at_once(rules):
    state = setup(
        rules,
        """
        . . W . .
        . . B . .
        W B _ B W
        . . W . .
        B . . . .
        """,
    )
    after, events = apply_action(state, act(state, "c2-c3"))
    assert captured(events) == cells(state, "c4 b3 d3")
    assert [e.kind for e in events].count("captured") == 1, "removed together, one event"
    assert after.count(BLACK) == 1


def test_sija_three_directions_at_once():
    state = setup(
        "sija",
        """
        . . . . . . .
        . . . W . . .
        . . . B . . .
        . W B _ B B W
        . . . W . . .
        . . . . . . .
        B B . . . . .
        """,
    )
    after, events = apply_action(state, act(state, "d3-d4"))
    assert captured(events) == cells(state, "d5 c4 e4 f4")
    assert after.count(BLACK) == 2
