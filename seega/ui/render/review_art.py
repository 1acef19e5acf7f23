"""The review's drawings: the played and the better action on the board, and the graph.

The played action and the engine's better one must differ without colour: the played one is
drawn solid (arrow, frame, cross on what it captures), the better one dashed (arrow, ghost
piece in a dashed ring, ring around what it would capture).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from seega import i18n
from seega.core import Action
from seega.core import actions as act
from seega.ui.render.board_art import BoardLayout
from seega.ui.render.effects import piece_diameter
from seega.ui.render.pieces import draw_piece
from seega.ui.render.text import render
from seega.ui.render.theme import (
    CARNELIAN,
    GOLD,
    GOLD_DARK,
    IVORY,
    KOHL,
    LAPIS_DARK,
    TURQUOISE,
    Colour,
    shade,
)

PLAYED_COLOUR = CARNELIAN
BETTER_COLOUR = TURQUOISE
# Arrow shaft and head as shares of a cell: bold enough to read over the pieces.
SHAFT_SHARE = 0.09
HEAD_SHARE = 0.3
# Dashes of the better action's arrow and rings, in px.
DASH_PX = 12
GAP_PX = 8
OUTLINE_PX = 2
GHOST_ALPHA = 120
# Graph: the score is clipped at this many hundredths of a piece either way.
GRAPH_CLIP = 600
GRAPH_DOT_PX = 4
# A line's action numbers: badges this big (px), set this far off a placed cell's centre (a
# share of the cell) so the piece beneath still shows.
BADGE_PX = 26
BADGE_TEXT = 18
BADGE_OFFSET_SHARE = 0.28
CURSOR_WIDTH = 3
# A step over two cells a step of the same line already joined (a piece stepping back) is set
# off sideways by this share of a cell, so neither arrow nor number hides the other.
RETRACE_SHARE = 0.3


def _dashes(
    start: tuple[float, float], end: tuple[float, float]
) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The pieces of a dashed line from start to end."""
    length = math.dist(start, end)
    if length == 0:
        return []
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    pieces = []
    at = 0.0
    while at < length:
        stop = min(length, at + DASH_PX)
        pieces.append(
            ((start[0] + ux * at, start[1] + uy * at), (start[0] + ux * stop, start[1] + uy * stop))
        )
        at = stop + GAP_PX
    return pieces


def draw_arrow(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    cell_px: int,
    colour: Colour,
    dashed: bool,
) -> None:
    """An arrow from one cell centre to another, its head short of the target's centre."""
    shaft = max(3, round(cell_px * SHAFT_SHARE))
    head = max(8, round(cell_px * HEAD_SHARE))
    length = math.dist(start, end)
    if length == 0:
        return
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    tip = (end[0] - ux * cell_px * 0.12, end[1] - uy * cell_px * 0.12)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    segments = _dashes(start, base) if dashed else [(start, base)]
    for width, paint in ((shaft + 2 * OUTLINE_PX, KOHL), (shaft, colour)):
        for a, b in segments:
            pygame.draw.line(surface, paint, a, b, width)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    if dashed:  # an open head: the outline only
        pygame.draw.polygon(surface, KOHL, points, shaft // 2 + 2 * OUTLINE_PX)
        pygame.draw.polygon(surface, colour, points, max(2, shaft // 2))
    else:
        pygame.draw.polygon(surface, KOHL, points)
        inner = [(x - ux * OUTLINE_PX, y - uy * OUTLINE_PX) for x, y in points]
        pygame.draw.polygon(surface, colour, inner)


def draw_cross(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A bold X over a cell: a piece the played action captured (or removed)."""
    inset = rect.inflate(-rect.width // 3, -rect.height // 3)
    width = max(4, rect.width // 12)
    for a, b in ((inset.topleft, inset.bottomright), (inset.topright, inset.bottomleft)):
        pygame.draw.line(surface, KOHL, a, b, width + 2 * OUTLINE_PX)
        pygame.draw.line(surface, colour, a, b, width)


def draw_dashed_ring(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A dashed circle around a cell: a piece the better action would capture."""
    radius = rect.width * 0.44
    centre = rect.center
    steps = max(12, round(2 * math.pi * radius / (DASH_PX + GAP_PX)))
    width = max(3, rect.width // 16)
    for index in range(steps):
        a0 = index * math.tau / steps
        a1 = a0 + math.tau / steps * DASH_PX / (DASH_PX + GAP_PX)
        points = [
            (
                centre[0] + radius * math.cos(a0 + (a1 - a0) * t / 4),
                centre[1] + radius * math.sin(a0 + (a1 - a0) * t / 4),
            )
            for t in range(5)
        ]
        pygame.draw.lines(surface, KOHL, False, points, width + 2 * OUTLINE_PX)
        pygame.draw.lines(surface, colour, False, points, width)


def draw_frame(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A solid square frame: the cell the played placement used."""
    frame = rect.inflate(-6, -6)
    pygame.draw.rect(surface, KOHL, frame, 7, border_radius=6)
    pygame.draw.rect(surface, colour, frame.inflate(-4, -4), 4, border_radius=5)


@dataclass(frozen=True)
class Shown:
    """One action to show on the board: what it is and the cells it captures."""

    action: Action
    captured: tuple[int, ...]
    dark: bool  # the colour of the side that acts (for a placement's ghost piece)


def draw_action(
    surface: pygame.Surface,
    layout: BoardLayout,
    shown: Shown,
    better: bool,
    style: str,
) -> None:
    """The played action (solid) or the engine's better one (dashed) over the position."""
    colour = BETTER_COLOUR if better else PLAYED_COLOUR
    action = shown.action
    cell_px = layout.cell_px
    if action.kind == act.PLACE:
        rect = layout.cell_rect(action.cells[0])
        if better:
            draw_piece(
                surface, rect.center, piece_diameter(layout), shown.dark, style, alpha=GHOST_ALPHA
            )
            draw_dashed_ring(surface, rect, colour)
        else:
            draw_frame(surface, rect, colour)
    elif action.kind == act.STEP:
        start, end = (layout.cell_center(cell) for cell in action.cells)
        draw_arrow(surface, start, end, cell_px, colour, dashed=better)
    elif action.kind in (act.REMOVE, act.RANSOM):
        for cell in action.cells:
            rect = layout.cell_rect(cell)
            (draw_dashed_ring if better else draw_cross)(surface, rect, colour)
    for cell in shown.captured:
        rect = layout.cell_rect(cell)
        (draw_dashed_ring if better else draw_cross)(surface, rect, colour)


def _badge(surface: pygame.Surface, centre: tuple[int, int], number: int, better: bool) -> None:
    """A line's action number: on a disc for the better line, on a square for the answer to
    the played action (a shape apart, not only a colour)."""
    rect = pygame.Rect(0, 0, BADGE_PX, BADGE_PX)
    rect.center = centre
    colour = BETTER_COLOUR if better else PLAYED_COLOUR
    radius = BADGE_PX // 2 if better else 4
    pygame.draw.rect(surface, KOHL, rect.inflate(4, 4), border_radius=radius + 2)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    digit = render(str(number), BADGE_TEXT, IVORY, bold=True)
    surface.blit(digit, digit.get_rect(center=centre))


def step_ends(
    layout: BoardLayout, actions: Sequence[Action]
) -> list[tuple[tuple[int, int], tuple[int, int]] | None]:
    """Where each step of a line is drawn from and to (None for other actions): cell centre
    to cell centre, but a step over a pair of cells an earlier step joined lies beside it,
    one lane further for each earlier one (RETRACE_SHARE of a cell)."""
    lanes: dict[frozenset[int], int] = {}
    ends: list[tuple[tuple[int, int], tuple[int, int]] | None] = []
    for action in actions:
        if action.kind != act.STEP:
            ends.append(None)
            continue
        start, end = (layout.cell_center(cell) for cell in action.cells)
        pair = frozenset(action.cells)
        lane = lanes.get(pair, 0)
        lanes[pair] = lane + 1
        # Sideways of the pair's own direction (lowest cell first), whichever way it is walked.
        low, high = (layout.cell_center(cell) for cell in sorted(action.cells))
        length = math.dist(low, high) or 1.0
        away = lane * layout.cell_px * RETRACE_SHARE / length
        dx, dy = round((low[1] - high[1]) * away), round((high[0] - low[0]) * away)
        ends.append(((start[0] + dx, start[1] + dy), (end[0] + dx, end[1] + dy)))
    return ends


def draw_line(
    surface: pygame.Surface,
    layout: BoardLayout,
    actions: Sequence[Action],
    better: bool,
    first: int = 1,
) -> None:
    """The engine's line as numbered arrows (steps) and numbered cells (placements, removals):
    the better line dashed with round numbers, the answer to the played action solid with
    square ones. Numbers count from `first`; the first action of the better line is already
    drawn by `draw_action`, so only its number is added."""
    colour = BETTER_COLOUR if better else PLAYED_COLOUR
    offset = round(layout.cell_px * BADGE_OFFSET_SHARE)
    # The two lines often meet on a cell: the answer's numbers sit up and right of a placed
    # cell (on a step's middle), the better line's down and left (and off its step's middle).
    shift = (-offset, offset) if better else (offset, -offset)
    ends = step_ends(layout, actions)
    for number, (action, step) in enumerate(zip(actions, ends, strict=True), start=first):
        if step is not None:
            start, end = step
            if not (better and number == 1):
                draw_arrow(surface, start, end, layout.cell_px, colour, dashed=better)
            middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
            if better:
                middle = (middle[0] + shift[0] // 2, middle[1] + shift[1] // 2)
            _badge(surface, middle, number, better)
        elif action.cells:
            centre = layout.cell_center(action.cells[0])
            _badge(surface, (centre[0] + shift[0], centre[1] + shift[1]), number, better)


def graph_y(score: int, rect: pygame.Rect) -> float:
    """Where a score (Light's side) stands on the graph: Light ahead is up."""
    clipped = max(-GRAPH_CLIP, min(GRAPH_CLIP, score))
    return rect.centery - clipped / GRAPH_CLIP * (rect.height / 2 - 2)


def graph_x(index: int, total: int, rect: pygame.Rect) -> float:
    """Where position `index` of `total` actions stands across the graph: time runs in the
    reading direction, so the game starts at the right in a right-to-left language (on the
    rect's last column, as it starts on the first column left to right)."""
    along = index / total * rect.width if total else 0.0
    return rect.right - 1 - along if i18n.is_rtl() else rect.x + along


def graph_index(x: int, total: int, rect: pygame.Rect) -> int:
    """The position nearest to a click at `x` (the inverse of `graph_x`)."""
    if total == 0:
        return 0
    along = rect.right - 1 - x if i18n.is_rtl() else x - rect.x
    return max(0, min(total, round(along / rect.width * total)))


def draw_graph(
    surface: pygame.Surface,
    rect: pygame.Rect,
    points: Sequence[int],
    total: int,
    movement_from: int | None,
    captures: Sequence[int],
    cursor: int,
) -> None:
    """The score across the game: Light's share of the band in ivory, Dark's in kohl, the
    start of movement as a dashed line, captures as dots under the curve, and the cursor."""
    pygame.draw.rect(surface, shade(KOHL, 1.6), rect, border_radius=4)
    if len(points) >= 2:
        line = [(graph_x(i, total, rect), graph_y(score, rect)) for i, score in enumerate(points)]
        light = [(line[0][0], rect.bottom), *line, (line[-1][0], rect.bottom)]
        pygame.draw.polygon(surface, IVORY, light)
        pygame.draw.lines(surface, GOLD_DARK, False, line, 2)
    pygame.draw.line(surface, GOLD, (rect.x, rect.centery), (rect.right, rect.centery), 1)
    if movement_from is not None and total:
        x = graph_x(movement_from, total, rect)
        for a, b in _dashes((x, rect.y), (x, rect.bottom)):
            pygame.draw.line(surface, LAPIS_DARK, a, b, 2)
    for index in captures:
        x = round(graph_x(index + 1, total, rect))
        pygame.draw.circle(surface, KOHL, (x, rect.bottom - 7), GRAPH_DOT_PX + 1)
        pygame.draw.circle(surface, CARNELIAN, (x, rect.bottom - 7), GRAPH_DOT_PX)
    x = round(graph_x(cursor, total, rect))
    pygame.draw.line(surface, KOHL, (x, rect.y), (x, rect.bottom), CURSOR_WIDTH + 2)
    pygame.draw.line(surface, GOLD, (x, rect.y), (x, rect.bottom), CURSOR_WIDTH)
    pygame.draw.rect(surface, GOLD_DARK, rect, 2, border_radius=4)
