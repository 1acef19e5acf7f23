"""Hieroglyph-like motifs of simple shapes, painted and carved, and friezes built from them.

Each glyph is drawn at SUPERSAMPLE times its size and scaled down smoothly (antialiasing for
free), then given a carved edge: a dark cut on the top-left and a lit edge on the bottom-right.
Everything is cached per size.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from enum import Enum
from functools import cache

import pygame

from seega.ui.render.textures import sandstone
from seega.ui.render.theme import (
    CARNELIAN,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    SANDSTONE_DARK,
    SANDSTONE_LIGHT,
    TURQUOISE,
    Colour,
    shade,
)

SUPERSAMPLE = 4
CARVE_SHADOW = (*shade(SANDSTONE_DARK, 0.6), 200)
CARVE_LIGHT = (*SANDSTONE_LIGHT, 170)
# The repeating order of glyphs along a frieze.
FRIEZE_ORDER_NAMES = ("EYE", "REED", "SCARAB", "ANKH", "WATER", "REED")
# Coloured block stripe (a classic tomb border): block length as a share of its thickness.
BLOCK_COLOURS = (LAPIS, GOLD, CARNELIAN, GOLD, TURQUOISE, GOLD)
BLOCK_LENGTH_RATIO = 1.6
# Glyph size inside a frieze band, as a share of the band's inner height.
FRIEZE_GLYPH_SHARE = 0.78

Box = Callable[[float, float], tuple[int, int]]


def _mapper(size: int) -> Box:
    scale = size * SUPERSAMPLE
    return lambda x, y: (round(x * scale), round(y * scale))


def _draw_ankh(canvas: pygame.Surface, at: Box, unit: float, colour: Colour) -> None:
    loop_outer = pygame.Rect(*at(0.30, 0.02), *at(0.40, 0.44))
    pygame.draw.ellipse(canvas, colour, loop_outer, width=max(1, round(unit * 0.10)))
    pygame.draw.polygon(
        canvas, colour, [at(0.16, 0.42), at(0.84, 0.42), at(0.80, 0.54), at(0.20, 0.54)]
    )
    pygame.draw.polygon(
        canvas, colour, [at(0.44, 0.50), at(0.56, 0.50), at(0.62, 0.98), at(0.38, 0.98)]
    )


def _draw_eye(canvas: pygame.Surface, at: Box, unit: float, colour: Colour) -> None:
    line = max(1, round(unit * 0.06))
    upper = [at(0.08 + 0.84 * i / 16, 0.46 - 0.18 * math.sin(math.pi * i / 16)) for i in range(17)]
    lower = [at(0.08 + 0.84 * i / 16, 0.46 + 0.10 * math.sin(math.pi * i / 16)) for i in range(17)]
    pygame.draw.polygon(canvas, (*GOLD_LIGHT,), upper + lower[::-1])
    pygame.draw.lines(canvas, colour, False, upper, line)
    pygame.draw.lines(canvas, colour, False, lower, line)
    pygame.draw.line(canvas, colour, at(0.92, 0.46), at(1.0, 0.44), line)
    pygame.draw.circle(canvas, LAPIS, at(0.50, 0.45), round(unit * 0.11))
    pygame.draw.circle(canvas, colour, at(0.50, 0.45), round(unit * 0.05))
    brow = [at(0.10 + 0.85 * i / 12, 0.22 - 0.08 * math.sin(math.pi * i / 12)) for i in range(13)]
    pygame.draw.lines(canvas, colour, False, brow, line + 1)
    pygame.draw.line(canvas, colour, at(0.40, 0.55), at(0.38, 0.86), line + 1)
    curl = [at(0.56 + 0.22 * t / 10, 0.55 + 0.30 * math.sin(math.pi * t / 12)) for t in range(11)]
    pygame.draw.lines(canvas, colour, False, curl, line)
    pygame.draw.circle(canvas, colour, at(0.80, 0.78), round(unit * 0.07), line)


def _draw_reed(canvas: pygame.Surface, at: Box, unit: float, colour: Colour) -> None:
    pygame.draw.line(canvas, colour, at(0.50, 0.98), at(0.50, 0.40), max(1, round(unit * 0.07)))
    leaf = [at(0.50, 0.04), at(0.64, 0.22), at(0.58, 0.42), at(0.50, 0.46), at(0.42, 0.30)]
    pygame.draw.polygon(canvas, TURQUOISE, leaf)
    pygame.draw.lines(canvas, colour, True, leaf, max(1, round(unit * 0.04)))
    pygame.draw.line(canvas, colour, at(0.50, 0.12), at(0.52, 0.42), max(1, round(unit * 0.03)))


def _draw_scarab(canvas: pygame.Surface, at: Box, unit: float, colour: Colour) -> None:
    legs = max(1, round(unit * 0.05))
    for side in (-1, 1):
        for y, reach in ((0.48, 0.30), (0.62, 0.34), (0.78, 0.28)):
            pygame.draw.line(canvas, colour, at(0.5, y), at(0.5 + side * reach, y + 0.06), legs)
    pygame.draw.circle(canvas, CARNELIAN, at(0.5, 0.14), round(unit * 0.12))
    pygame.draw.ellipse(canvas, LAPIS, pygame.Rect(*at(0.30, 0.38), *at(0.40, 0.54)))
    pygame.draw.ellipse(canvas, LAPIS_DARK, pygame.Rect(*at(0.36, 0.28), *at(0.28, 0.16)))
    pygame.draw.line(canvas, GOLD, at(0.5, 0.42), at(0.5, 0.90), legs)
    pygame.draw.ellipse(canvas, colour, pygame.Rect(*at(0.30, 0.38), *at(0.40, 0.54)), legs)


def _draw_water(canvas: pygame.Surface, at: Box, unit: float, colour: Colour) -> None:
    for row, y in enumerate((0.30, 0.52, 0.74)):
        points = [at(0.04 + 0.92 * i / 8, y + (0.08 if (i + row) % 2 else -0.08)) for i in range(9)]
        pygame.draw.lines(canvas, LAPIS, False, points, max(1, round(unit * 0.09)))


class Glyph(Enum):
    """The motifs available for friezes and decorations."""

    EYE = "eye"
    REED = "reed"
    SCARAB = "scarab"
    ANKH = "ankh"
    WATER = "water"


PAINTERS: dict[Glyph, Callable[[pygame.Surface, Box, float, Colour], None]] = {
    Glyph.EYE: _draw_eye,
    Glyph.REED: _draw_reed,
    Glyph.SCARAB: _draw_scarab,
    Glyph.ANKH: _draw_ankh,
    Glyph.WATER: _draw_water,
}


def _painted(glyph: Glyph, size: int, colour: Colour) -> pygame.Surface:
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    PAINTERS[glyph](big, _mapper(size), size * SUPERSAMPLE, colour)
    return pygame.transform.smoothscale(big, (size, size))


def _silhouette(image: pygame.Surface, colour: tuple[int, int, int, int]) -> pygame.Surface:
    mask = pygame.mask.from_surface(image, 40)
    return mask.to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))


@cache
def glyph_image(
    glyph: Glyph, size: int, colour: Colour = KOHL, carved: bool = True
) -> pygame.Surface:
    """A painted glyph `size` px square; `carved` adds the cut edges (2 px larger)."""
    painted = _painted(glyph, size, colour)
    if not carved:
        return painted
    result = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    result.blit(_silhouette(painted, CARVE_LIGHT), (2, 2))
    result.blit(_silhouette(painted, CARVE_SHADOW), (0, 0))
    result.blit(painted, (1, 1))
    return result


def draw_ankh(
    surface: pygame.Surface, center: tuple[int, int], size: int, colour: Colour = GOLD
) -> None:
    """A carved ankh of height `size` centred on `center` (the board's centre cell uses it)."""
    image = glyph_image(Glyph.ANKH, size, colour)
    surface.blit(image, image.get_rect(center=center))


@cache
def block_stripe(length: int, thickness: int) -> pygame.Surface:
    """A horizontal stripe of coloured blocks separated by thin dark joints."""
    stripe = pygame.Surface((length, thickness))
    stripe.fill(KOHL)
    block = max(4, round(thickness * BLOCK_LENGTH_RATIO))
    for index, x in enumerate(range(0, length, block)):
        colour = BLOCK_COLOURS[index % len(BLOCK_COLOURS)]
        pygame.draw.rect(stripe, colour, (x + 1, 1, block - 2, thickness - 2))
        pygame.draw.line(stripe, shade(colour, 1.25), (x + 1, 1), (x + block - 2, 1))
    return stripe


@cache
def frieze(length: int, height: int, seed: int = 7) -> pygame.Surface:
    """A horizontal carved band: block stripes at both edges, glyphs in panels between."""
    band = sandstone((length, height), seed).copy()
    stripe_h = max(4, height // 7)
    band.blit(block_stripe(length, stripe_h), (0, 0))
    band.blit(block_stripe(length, stripe_h), (0, height - stripe_h))
    inner = height - 2 * stripe_h
    glyph_px = max(6, round(inner * FRIEZE_GLYPH_SHARE))
    panel = round(glyph_px * 1.35)
    count = max(1, length // panel)
    step = length / count
    order = [Glyph[name] for name in FRIEZE_ORDER_NAMES]
    for index in range(count):
        centre = (round(step * (index + 0.5)), height // 2)
        image = glyph_image(order[index % len(order)], glyph_px)
        band.blit(image, image.get_rect(center=centre))
        if index:
            x = round(step * index)
            pygame.draw.line(band, GOLD_DARK, (x, stripe_h + 3), (x, height - stripe_h - 4))
    return band


@cache
def carved_frame(size: tuple[int, int], band: int) -> pygame.Surface:
    """A rectangular frame `band` px wide of friezes on all four sides (transparent middle)."""
    width, height = size
    frame = pygame.Surface(size, pygame.SRCALPHA)
    horizontal = frieze(width, band)
    frame.blit(horizontal, (0, 0))
    frame.blit(horizontal, (0, height - band))
    side = frieze(height - 2 * band, band, seed=11)
    frame.blit(pygame.transform.rotate(side, 90), (0, band))
    frame.blit(pygame.transform.rotate(side, -90), (width - band, band))
    for corner in ((0, 0), (width - band, 0), (0, height - band), (width - band, height - band)):
        square = pygame.Rect(corner, (band, band))
        frame.fill(LAPIS_DARK, square)
        pygame.draw.rect(frame, GOLD, square.inflate(-4, -4), 2)
        pygame.draw.circle(frame, GOLD, square.center, max(2, band // 6))
    return frame
