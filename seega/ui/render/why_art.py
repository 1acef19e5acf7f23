"""The board's marks of *why*: capture traces, pieces in danger, the hint and its threat.

Shapes, not only colours: a taken piece is a faded ghost under a cross; a piece in danger,
or one a threat would take, wears a dashed carnelian ring; a threat is a dashed carnelian
arrow, the hint a solid turquoise one. Everything reads view models (`Trace`, made by
`seega.play.traces`; actions, cells): the look never works out what it shows.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import pygame

from seega.core import Action
from seega.core import actions as act
from seega.play.traces import Trace
from seega.ui.render.board_art import BoardLayout
from seega.ui.render.effects import piece_diameter
from seega.ui.render.pieces import piece_image
from seega.ui.render.review_art import draw_arrow, draw_cross, draw_dashed_ring
from seega.ui.render.theme import CARNELIAN, CARNELIAN_LIGHT, GOLD_LIGHT, KOHL, TURQUOISE

# A ghost appears this opaque and fades to its resting opacity over TRACE_FADE_MS; lit (the
# move list's entry under the mouse) it stands out again.
GHOST_START_ALPHA = 170
GHOST_REST_ALPHA = 90
GHOST_LIT_ALPHA = 200
TRACE_FADE_MS = 1600
# Opacities are rounded to this step, so a fading ghost reuses a handful of images.
ALPHA_STEP = 10
GHOST_CACHE_SIZE = 64
# The enclosing pieces flash once: a gold ring swelling and fading over this long (ms).
FLASH_MS = 800
FLASH_GROW_PX = 14
# The line of a capture past the immune centre, px.
CENTRE_LINE_PX = 5
CENTRE_LINE_LIT_PX = 8
THREAT_COLOUR = CARNELIAN_LIGHT
HINT_COLOUR = TURQUOISE
DANGER_COLOUR = CARNELIAN


@lru_cache(maxsize=GHOST_CACHE_SIZE)
def _ghost_image(dark: bool, diameter: int, style: str, alpha: int) -> pygame.Surface:
    image = piece_image(dark, diameter, style).copy()
    image.set_alpha(alpha)
    return image


def ghost_alpha(since_ms: int, now_ms: int, lit: bool) -> int:
    """How opaque a taken piece's ghost is `now_ms` (it appeared at `since_ms`)."""
    if lit:
        return GHOST_LIT_ALPHA
    share = min(1.0, max(0.0, (now_ms - since_ms) / TRACE_FADE_MS))
    alpha = GHOST_START_ALPHA + (GHOST_REST_ALPHA - GHOST_START_ALPHA) * share
    return round(alpha / ALPHA_STEP) * ALPHA_STEP


def draw_trace(
    surface: pygame.Surface,
    layout: BoardLayout,
    trace: Trace,
    board: tuple[int, ...],
    style: str,
    since_ms: int,
    now_ms: int,
    lit: bool,
) -> None:
    """The last turn's captures: ghosts under crosses where the board is empty again, the line
    of any capture past the immune centre, and the takers' single flash."""
    if now_ms < since_ms:
        return  # the captures are still being animated
    diameter = piece_diameter(layout)
    alpha = ghost_alpha(since_ms, now_ms, lit)
    for cell, dark in trace.ghosts:
        if board[cell]:
            continue  # a piece stands there again
        image = _ghost_image(dark, diameter, style, alpha)
        surface.blit(image, image.get_rect(center=layout.cell_center(cell)))
        draw_cross(surface, layout.cell_rect(cell), CARNELIAN)
    width = CENTRE_LINE_LIT_PX if lit else CENTRE_LINE_PX
    for cells in trace.centre_lines:
        points = [layout.cell_center(cell) for cell in cells]
        pygame.draw.line(surface, KOHL, points[0], points[-1], width + 4)
        pygame.draw.line(surface, CARNELIAN_LIGHT, points[0], points[-1], width)
        for point in points[1:-1]:
            pygame.draw.circle(surface, KOHL, point, width + 2)
            pygame.draw.circle(surface, GOLD_LIGHT, point, width)
    age = now_ms - since_ms
    if age < FLASH_MS or lit:
        share = 1.0 if lit else age / FLASH_MS
        glow = round(255 * (1.0 - share)) if not lit else 200
        radius = diameter // 2 + 4 + round(FLASH_GROW_PX * (0.5 if lit else share))
        for cell in trace.enclosers:
            ring = pygame.Surface((2 * radius + 8, 2 * radius + 8), pygame.SRCALPHA)
            middle = (radius + 4, radius + 4)
            pygame.draw.circle(ring, (*GOLD_LIGHT, glow), middle, radius, 5)
            surface.blit(ring, ring.get_rect(center=layout.cell_center(cell)))


def draw_danger(surface: pygame.Surface, layout: BoardLayout, cells: Iterable[int]) -> None:
    """A dashed ring around each of the player's pieces the opponent could take next."""
    for cell in cells:
        draw_dashed_ring(surface, layout.cell_rect(cell), DANGER_COLOUR)


def draw_threat(
    surface: pygame.Surface, layout: BoardLayout, step: Action, taken: Iterable[int]
) -> None:
    """The opponent's threatening step (dashed) and a dashed ring on what it would take: the
    mark of a piece in danger, since the cross is the mark of a capture already done."""
    start, end = (layout.cell_center(cell) for cell in step.cells)
    draw_arrow(surface, start, end, layout.cell_px, THREAT_COLOUR, dashed=True)
    for cell in taken:
        draw_dashed_ring(surface, layout.cell_rect(cell), THREAT_COLOUR)


def draw_hint(surface: pygame.Surface, layout: BoardLayout, hint: Action) -> None:
    """The hint's step as a solid arrow (a placement or removal keeps its glow and marker)."""
    if hint.kind == act.STEP:
        start, end = (layout.cell_center(cell) for cell in hint.cells)
        draw_arrow(surface, start, end, layout.cell_px, HINT_COLOUR, dashed=False)
