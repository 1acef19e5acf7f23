"""The board: a sandstone slab with carved cells, a hieroglyph frame and a gold ankh at the centre.

`BoardLayout` is the geometry shared by drawing and hit-testing. Cells are numbered like
`seega.core.geometry`: `row * size + col`, row 0 at the bottom, col 0 at the left (a1 = 0).
The slab is drawn once per (size, cell px) and cached; per frame the scene blits it, then
markers and pieces on top.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import pygame

from seega.play.marks import Marker
from seega.ui.render.motifs import carved_frame, draw_ankh
from seega.ui.render.textures import sandstone
from seega.ui.render.theme import (
    CARNELIAN_LIGHT,
    GOLD,
    GOLD_LIGHT,
    KOHL,
    LAPIS_DARK,
    SANDSTONE,
    SANDSTONE_DARK,
    SANDSTONE_LIGHT,
    TURQUOISE,
    TURQUOISE_LIGHT,
    shade,
)

# The carved frame around the cells, as a share of one cell (wide enough for its glyphs).
BORDER_SHARE = 0.42
# Gap between the frame and the cells, as a share of one cell.
MARGIN_SHARE = 0.08
# Depth of a cell's carved edges in px, and the ridge between cells.
CELL_BEVEL = 3
# The centre ankh's height as a share of the cell.
ANKH_SHARE = 0.62
# Markers pulse with this period (ms): slow enough to be calm, quick enough to draw the eye.
PULSE_PERIOD_MS = 1400
LEGAL_DOT_SHARE = 0.14
MARKER_WIDTH = 4


@dataclass(frozen=True)
class BoardLayout:
    """Where an N×N board sits on the canvas. `origin` is the top-left of the whole art."""

    size: int
    cell_px: int
    origin: tuple[int, int]

    @property
    def border_px(self) -> int:
        """Width of the carved frame."""
        return max(12, round(self.cell_px * BORDER_SHARE))

    @property
    def margin_px(self) -> int:
        """Plain stone between the frame and the cells."""
        return max(4, round(self.cell_px * MARGIN_SHARE))

    @property
    def outer_rect(self) -> pygame.Rect:
        """The whole board art (frame included) on the canvas."""
        side = self.size * self.cell_px + 2 * (self.border_px + self.margin_px)
        return pygame.Rect(self.origin, (side, side))

    @property
    def grid_rect(self) -> pygame.Rect:
        """The cells only."""
        inset = self.border_px + self.margin_px
        side = self.size * self.cell_px
        return pygame.Rect(self.origin[0] + inset, self.origin[1] + inset, side, side)

    def cell_rect(self, cell: int) -> pygame.Rect:
        """The square of `cell` on the canvas."""
        row, col = divmod(cell, self.size)
        grid = self.grid_rect
        top = grid.y + (self.size - 1 - row) * self.cell_px
        return pygame.Rect(grid.x + col * self.cell_px, top, self.cell_px, self.cell_px)

    def cell_center(self, cell: int) -> tuple[int, int]:
        """The centre of `cell` on the canvas (where its piece sits)."""
        return self.cell_rect(cell).center

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        """The cell under a canvas position, or None off the grid."""
        grid = self.grid_rect
        if not grid.collidepoint(pos):
            return None
        col = (pos[0] - grid.x) // self.cell_px
        row = self.size - 1 - (pos[1] - grid.y) // self.cell_px
        return row * self.size + col


def fit_layout(size: int, area: pygame.Rect) -> BoardLayout:
    """The largest board of `size`×`size` cells that fits in `area`, centred in it."""
    shares = size + 2 * (BORDER_SHARE + MARGIN_SHARE)
    cell_px = int(min(area.width, area.height) / shares)
    layout = BoardLayout(size, cell_px, (0, 0))
    outer = layout.outer_rect
    while outer.width > min(area.width, area.height):
        cell_px -= 1
        layout = BoardLayout(size, cell_px, (0, 0))
        outer = layout.outer_rect
    outer.center = area.center
    return BoardLayout(size, cell_px, outer.topleft)


def _carve_cell(surface: pygame.Surface, rect: pygame.Rect) -> None:
    inner = rect.inflate(-CELL_BEVEL * 2, -CELL_BEVEL * 2)
    pygame.draw.rect(surface, shade(SANDSTONE_DARK, 0.7), rect, 1)
    for depth in range(CELL_BEVEL):
        edge = rect.inflate(-2 * depth - 2, -2 * depth - 2)
        dark, light = shade(SANDSTONE_DARK, 0.75 + depth * 0.08), shade(SANDSTONE_LIGHT, 1.0)
        pygame.draw.line(surface, dark, edge.topleft, edge.topright)
        pygame.draw.line(surface, dark, edge.topleft, edge.bottomleft)
        pygame.draw.line(surface, light, edge.bottomleft, edge.bottomright)
        pygame.draw.line(surface, light, edge.topright, edge.bottomright)
    tint = pygame.Surface(inner.size, pygame.SRCALPHA)
    tint.fill((*SANDSTONE_DARK, 34))
    surface.blit(tint, inner)


@cache
def board_image(size: int, cell_px: int) -> pygame.Surface:
    """The board art for `BoardLayout(size, cell_px, (0, 0))`: slab, frame, cells, ankh."""
    layout = BoardLayout(size, cell_px, (0, 0))
    outer = layout.outer_rect
    image = sandstone(outer.size, seed=23, base=SANDSTONE).copy()
    image.blit(carved_frame(outer.size, layout.border_px), (0, 0))
    pygame.draw.rect(image, KOHL, outer, 2)
    grid = layout.grid_rect
    pygame.draw.rect(image, GOLD, grid.inflate(6, 6), 2)
    for cell in range(size * size):
        _carve_cell(image, layout.cell_rect(cell))
    centre = layout.cell_rect(size * size // 2)
    pygame.draw.rect(image, LAPIS_DARK, centre.inflate(-CELL_BEVEL * 4, -CELL_BEVEL * 4), 2)
    draw_ankh(image, centre.center, round(cell_px * ANKH_SHARE), GOLD)
    return image


def _pulse(elapsed_ms: int) -> float:
    """0..1..0 over PULSE_PERIOD_MS."""
    phase = (elapsed_ms % PULSE_PERIOD_MS) / PULSE_PERIOD_MS
    return 0.5 - 0.5 * math.cos(phase * math.tau)


def draw_marker(
    surface: pygame.Surface, rect: pygame.Rect, marker: Marker, elapsed_ms: int = 0
) -> None:
    """Highlight one cell; `elapsed_ms` drives the pulse of LEGAL and HINT."""
    pulse = _pulse(elapsed_ms)
    overlay = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = overlay.get_rect()
    if marker is Marker.LEGAL:
        radius = max(3, round(rect.width * LEGAL_DOT_SHARE * (0.85 + 0.15 * pulse)))
        pygame.draw.circle(overlay, (*shade(TURQUOISE, 0.6), 140), local.center, radius + 2)
        pygame.draw.circle(overlay, (*TURQUOISE_LIGHT, 200), local.center, radius)
    elif marker is Marker.SELECTED:
        pygame.draw.rect(overlay, (*GOLD_LIGHT, 70), local.inflate(-6, -6), border_radius=6)
        pygame.draw.rect(
            overlay, (*GOLD, 255), local.inflate(-4, -4), MARKER_WIDTH, border_radius=6
        )
    elif marker is Marker.MOVABLE:
        corner = max(6, rect.width // 5)
        colour = (*TURQUOISE_LIGHT, round(170 + 70 * pulse))
        inner = local.inflate(-6, -6)
        for x, dx in ((inner.left, 1), (inner.right - 1, -1)):
            for y, dy in ((inner.top, 1), (inner.bottom - 1, -1)):
                pygame.draw.line(overlay, colour, (x, y), (x + dx * corner, y), MARKER_WIDTH)
                pygame.draw.line(overlay, colour, (x, y), (x, y + dy * corner), MARKER_WIDTH)
    elif marker is Marker.HOVER:
        pygame.draw.rect(overlay, (*GOLD_LIGHT, 60), local.inflate(-4, -4), border_radius=6)
    elif marker is Marker.LAST_MOVE:
        pygame.draw.rect(
            overlay, (*CARNELIAN_LIGHT, 150), local.inflate(-8, -8), 3, border_radius=4
        )
    else:
        alpha = round(120 + 120 * pulse)
        pygame.draw.rect(
            overlay, (*TURQUOISE_LIGHT, alpha), local.inflate(-4, -4), MARKER_WIDTH, border_radius=6
        )
    surface.blit(overlay, rect)
