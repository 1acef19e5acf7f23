"""Board animations: a piece dropping in, sliding, crumbling to dust, and a banner.

Each effect lives on the board scene's clock (integer ms): it starts at `start_ms`, lasts
`duration_ms`, and draws itself for any moment. An effect may hide the resting piece of some
cells while it runs (`covers`), so the board can draw the settled position underneath and
let the effect show the piece in motion. Effects may ask for a sound when they reach
`sound_ms` (a drop sounds when it lands, not when it starts falling).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from seega.anim import (
    Tween,
    ease_in_out_cubic,
    ease_out_bounce,
    ease_out_cubic,
    lerp_point,
)
from seega.ui.render.board_art import BoardLayout
from seega.ui.render.pieces import draw_piece, piece_image, shadow_image
from seega.ui.render.text import TextBox, draw_box
from seega.ui.render.theme import (
    CARNELIAN_LIGHT,
    GOLD,
    GOLD_LIGHT,
    KOHL,
    LAPIS_DARK,
    SANDSTONE_DARK,
    shade,
)

# A dropped piece starts this many cells above its square and lands with a bounce.
DROP_HEIGHT_CELLS = 0.9
# Share of the drop spent falling before the first contact (ease_out_bounce lands at ~0.36).
DROP_LANDING_SHARE = 0.36
# A sliding piece rises this much (0..1 of the pieces' maximum lift) at mid-slide.
SLIDE_LIFT = 0.7
# A crumbling piece shudders for this share of its time, then breaks into fragments.
SHUDDER_SHARE = 0.22
SHUDDER_PX = 3
FRAGMENT_GRID = 3
FRAGMENT_SPREAD_CELLS = 0.45
FRAGMENT_SPIN_DEG = 160
DUST_MOTES = 18
DUST_RISE_CELLS = 0.35
DUST_COLOUR = shade(SANDSTONE_DARK, 1.05)
# A hit piece flushes red while it shudders (alpha at the end of the shudder).
HIT_TINT_ALPHA = 110
# The gold shock ring lasts this share of the breaking time.
SHOCK_SHARE = 0.5
GRAVITY_CELLS = 0.9
# Banners slide in, hold, slide out: shares of the banner's time.
BANNER_IN_SHARE = 0.2
BANNER_OUT_SHARE = 0.2
BANNER_HEIGHT_SHARE = 0.9  # of one cell
BANNER_PADDING_PX = 24
# The band's gold edges take this much of its top and bottom (px).
BANNER_EDGE_PX = 4
BANNER_TEXT_SHARE = 0.55  # text height as a share of the band
BANNER_ALPHA = 225
BANNER_RISE_PX = 24  # the band drifts up this far as it fades in
BANNER_CACHE_SIZE = 16


@dataclass
class Effect:
    """Base: a span of time on the scene clock; subclasses draw it."""

    start_ms: int
    duration_ms: int
    sound: str | None = None
    sound_ms: int = 0
    covers: frozenset[int] = frozenset()
    # Whether the player must wait for it (a banner is only decoration).
    blocks_input: bool = True
    sounded: bool = False

    @property
    def end_ms(self) -> int:
        """When the effect is over."""
        return self.start_ms + self.duration_ms

    def progress(self, now_ms: int) -> float:
        """0..1 through the effect (exactly 1.0 at the end; 0.0 before it starts)."""
        return Tween(0.0, 1.0, self.duration_ms, self.start_ms).value_at(now_ms)

    def draw(self, surface: pygame.Surface, layout: BoardLayout, style: str, now_ms: int) -> None:
        """Draw the effect as it looks at `now_ms` (it may not have started yet)."""


def piece_diameter(layout: BoardLayout) -> int:
    """Pieces fill this much of a cell (shared by resting and moving pieces)."""
    return round(layout.cell_px * 0.78)


@dataclass
class Drop(Effect):
    """A placed piece falls onto `cell` and bounces to rest."""

    cell: int = 0
    dark: bool = False

    def draw(self, surface: pygame.Surface, layout: BoardLayout, style: str, now_ms: int) -> None:
        if now_ms < self.start_ms:
            return
        t = self.progress(now_ms)
        fall = 1.0 - ease_out_bounce(t)
        x, y = layout.cell_center(self.cell)
        diameter = piece_diameter(layout)
        height = round(fall * DROP_HEIGHT_CELLS * layout.cell_px)
        alpha = round(255 * min(1.0, t / DROP_LANDING_SHARE))
        shadow = shadow_image(diameter).copy()
        shadow.set_alpha(round(alpha * (1.0 - 0.6 * fall)))
        surface.blit(shadow, shadow.get_rect(center=(x + diameter // 16, y + diameter // 10)))
        piece = piece_image(self.dark, diameter, style)
        if alpha < 255:
            piece = piece.copy()
            piece.set_alpha(alpha)
        surface.blit(piece, piece.get_rect(center=(x, y - height)))
        if t >= DROP_LANDING_SHARE:
            landed = (t - DROP_LANDING_SHARE) / (1.0 - DROP_LANDING_SHARE)
            _dust_ring(surface, (x, y), layout.cell_px, landed, seed=self.cell)


@dataclass
class Slide(Effect):
    """A piece steps from `origin` to `target`, lifting a little on the way."""

    origin: int = 0
    target: int = 0
    dark: bool = False

    def draw(self, surface: pygame.Surface, layout: BoardLayout, style: str, now_ms: int) -> None:
        t = self.progress(now_ms)
        eased = ease_in_out_cubic(t)
        where = lerp_point(layout.cell_center(self.origin), layout.cell_center(self.target), eased)
        lift = SLIDE_LIFT * math.sin(math.pi * t)
        draw_piece(surface, where, piece_diameter(layout), self.dark, style, lift=lift)


@dataclass
class Crumble(Effect):
    """A captured or removed piece shudders, breaks into fragments and falls to dust.

    Before it starts the piece is drawn intact: the settled board no longer has it.
    """

    cell: int = 0
    dark: bool = False
    fragments: list[tuple[pygame.Rect, float, float, float]] = field(default_factory=list)

    def draw(self, surface: pygame.Surface, layout: BoardLayout, style: str, now_ms: int) -> None:
        centre = layout.cell_center(self.cell)
        diameter = piece_diameter(layout)
        t = self.progress(now_ms)
        if t < SHUDDER_SHARE:
            rng = random.Random(now_ms // 30 + self.cell)
            jitter = SHUDDER_PX * t / SHUDDER_SHARE if t > 0 else 0.0
            where = (centre[0] + rng.uniform(-jitter, jitter), centre[1] + rng.uniform(-1, 1))
            draw_piece(surface, where, diameter, self.dark, style)
            _blit_tint(surface, where, diameter // 2, round(HIT_TINT_ALPHA * t / SHUDDER_SHARE))
            return
        broken = (t - SHUDDER_SHARE) / (1.0 - SHUDDER_SHARE)
        _draw_shock_ring(surface, centre, layout.cell_px, broken)
        self._draw_fragments(surface, layout, style, centre, diameter, broken)
        _dust_cloud(surface, centre, layout.cell_px, broken, seed=self.cell * 7 + 1)

    def _draw_fragments(
        self,
        surface: pygame.Surface,
        layout: BoardLayout,
        style: str,
        centre: tuple[int, int],
        diameter: int,
        t: float,
    ) -> None:
        image = piece_image(self.dark, diameter, style)
        if not self.fragments:
            rng = random.Random(self.cell)
            side = diameter // FRAGMENT_GRID
            for row in range(FRAGMENT_GRID):
                for col in range(FRAGMENT_GRID):
                    rect = pygame.Rect(col * side, row * side, side, side)
                    angle = math.atan2(rect.centery - diameter / 2, rect.centerx - diameter / 2)
                    spin = rng.uniform(-1.0, 1.0) * FRAGMENT_SPIN_DEG
                    self.fragments.append(
                        (rect, angle + rng.uniform(-0.4, 0.4), spin, rng.random())
                    )
        spread = FRAGMENT_SPREAD_CELLS * layout.cell_px * t
        fall = GRAVITY_CELLS * layout.cell_px * t * t * 0.5
        alpha = round(255 * (1.0 - t) ** 1.5)
        left, top = centre[0] - diameter // 2, centre[1] - diameter // 2
        for rect, angle, spin, speed in self.fragments:
            piece = image.subsurface(rect)
            turned = pygame.transform.rotozoom(piece, spin * t, 1.0 - 0.5 * t)
            turned.set_alpha(alpha)
            reach = spread * (0.6 + 0.6 * speed)
            x = left + rect.centerx + math.cos(angle) * reach
            y = top + rect.centery + math.sin(angle) * reach + fall
            surface.blit(turned, turned.get_rect(center=(round(x), round(y))))


def _blit_tint(
    surface: pygame.Surface, centre: tuple[float, float], radius: int, alpha: int
) -> None:
    """A red-gold flush over a piece that has just been hit."""
    if alpha <= 0:
        return
    tint = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    pygame.draw.circle(tint, (*CARNELIAN_LIGHT, alpha), (radius, radius), radius)
    surface.blit(tint, tint.get_rect(center=(round(centre[0]), round(centre[1]))))


def _draw_shock_ring(
    surface: pygame.Surface, centre: tuple[int, int], cell_px: int, t: float
) -> None:
    """A ring of gold bursting out from the broken piece and fading."""
    if t >= SHOCK_SHARE:
        return
    share = t / SHOCK_SHARE
    radius = round(cell_px * (0.3 + 0.35 * ease_out_cubic(share)))
    width = max(1, round(6 * (1.0 - share)))
    ring = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    colour = (*GOLD_LIGHT, round(230 * (1.0 - share)))
    pygame.draw.circle(ring, colour, (radius + 2, radius + 2), radius, width)
    surface.blit(ring, ring.get_rect(center=centre))


def _motes(seed: int, count: int) -> list[tuple[float, float, float]]:
    """(angle, speed 0.5..1.5, size 0..1) per dust mote, the same for the same seed."""
    rng = random.Random(seed)
    return [(rng.uniform(0, math.tau), rng.uniform(0.5, 1.5), rng.random()) for _ in range(count)]


def _dust_cloud(
    surface: pygame.Surface, centre: tuple[int, int], cell_px: int, t: float, seed: int
) -> None:
    """Dust rising and spreading from a broken piece, fading out as `t` reaches 1."""
    alpha = round(200 * (1.0 - t))
    if alpha <= 0:
        return
    for angle, speed, size in _motes(seed, DUST_MOTES):
        reach = cell_px * 0.5 * speed * t
        x = centre[0] + math.cos(angle) * reach
        y = centre[1] + math.sin(angle) * reach * 0.6 - DUST_RISE_CELLS * cell_px * t * speed
        radius = max(1, round((3 + 5 * size) * (0.6 + t)))
        _blit_mote(surface, (x, y), radius, alpha)


def _dust_ring(
    surface: pygame.Surface, centre: tuple[int, int], cell_px: int, t: float, seed: int
) -> None:
    """A small puff of sand kicked up around a piece that just landed."""
    alpha = round(140 * (1.0 - t))
    if alpha <= 0:
        return
    for angle, speed, size in _motes(seed, DUST_MOTES // 2):
        reach = cell_px * (0.28 + 0.22 * speed * t)
        x = centre[0] + math.cos(angle) * reach
        y = centre[1] + math.sin(angle) * reach * 0.5 + cell_px * 0.2
        _blit_mote(surface, (x, y), max(1, round(1 + 2 * size)), alpha)


_mote_cache: dict[tuple[int, int], pygame.Surface] = {}


def _blit_mote(surface: pygame.Surface, at: tuple[float, float], radius: int, alpha: int) -> None:
    key = (radius, alpha // 16)
    image = _mote_cache.get(key)
    if image is None:
        image = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        pygame.draw.circle(image, (*DUST_COLOUR, (alpha // 16) * 16), (radius, radius), radius)
        _mote_cache[key] = image
    surface.blit(image, (round(at[0]) - radius, round(at[1]) - radius))


@lru_cache(maxsize=BANNER_CACHE_SIZE)
def banner_image(text: str, width: int, height: int) -> pygame.Surface:
    """A lapis band edged in gold with the text in gold, drawn once per text and size."""
    band = pygame.Surface((width, height), pygame.SRCALPHA)
    band.fill((*LAPIS_DARK, BANNER_ALPHA))
    pygame.draw.line(band, GOLD, (0, 1), (width, 1), 3)
    pygame.draw.line(band, GOLD, (0, height - 2), (width, height - 2), 3)
    draw_box(band, banner_text(text, width, height))
    return band


def banner_text(text: str, width: int, height: int) -> TextBox:
    """A banner's text, in the band's coordinates: fitted between its gold edges."""
    area = pygame.Rect(0, 0, width, height).inflate(-2 * BANNER_PADDING_PX, -2 * BANNER_EDGE_PX)
    size = round(height * BANNER_TEXT_SHARE)
    return TextBox(text, area, size, GOLD_LIGHT, bold=True, shadow=KOHL)


@dataclass
class Banner(Effect):
    """A lapis band with gold text fading in over the board and out again (a new phase, a
    change of player). Decoration: it does not hold the game unless `blocks_input`."""

    text: str = ""
    blocks_input: bool = False
    row: int | None = None  # the board's row it stands on (None: the board's middle)

    def draw(self, surface: pygame.Surface, layout: BoardLayout, style: str, now_ms: int) -> None:
        if now_ms < self.start_ms or now_ms >= self.end_ms:
            return
        t = self.progress(now_ms)
        if t < BANNER_IN_SHARE:
            shown = ease_out_cubic(t / BANNER_IN_SHARE)
        elif t > 1.0 - BANNER_OUT_SHARE:
            shown = 1.0 - ease_in_out_cubic((t - 1.0 + BANNER_OUT_SHARE) / BANNER_OUT_SHARE)
        else:
            shown = 1.0
        grid = layout.grid_rect
        image = banner_image(self.text, grid.width, round(layout.cell_px * BANNER_HEIGHT_SHARE))
        rise = round(BANNER_RISE_PX * (1.0 - shown))
        image.set_alpha(round(255 * shown))
        middle = grid.centery
        if self.row is not None:
            middle = layout.cell_center(self.row * layout.size)[1]
        surface.blit(image, image.get_rect(center=(grid.centerx, middle + rise)))
