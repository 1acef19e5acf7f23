"""Procedural stone and papyrus textures from seeded noise, drawn once and cached.

Noise is made with the standard library's seeded `random.Random`: low-resolution grey noise
is scaled up smoothly (soft blotches), several sizes are multiplied together (octaves), and
a fine speckle tile adds grain. No per-pixel Python loops over the full surface.
"""

from __future__ import annotations

import random
from functools import cache

import pygame

from seega.ui.render.theme import PAPYRUS, PAPYRUS_DARK, SANDSTONE, Colour, mix

# Blotch sizes in px with how strongly each darkens (0 = not at all, 1 = down to black).
SANDSTONE_OCTAVES = ((96, 0.14), (24, 0.10), (6, 0.08))
PAPYRUS_OCTAVES = ((80, 0.10), (12, 0.06))
GRAIN_TILE = 128
SANDSTONE_GRAIN = 0.10
PAPYRUS_GRAIN = 0.06
# Papyrus is woven from strips: faint vertical and horizontal fibres every few px.
PAPYRUS_FIBRE_SPACING = (5, 9)
PAPYRUS_FIBRE_ALPHA = 34
# Sandstone shows horizontal bedding layers.
STRATA_COUNT = 14
STRATA_ALPHA = 16


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display format when a window exists (faster blits), else keep."""
    return surface.convert() if pygame.display.get_surface() is not None else surface


def grey_noise(size: tuple[int, int], seed: int, low: int, high: int) -> pygame.Surface:
    """Per-pixel random grey values in `low..high`, as a 24-bit surface."""
    rng = random.Random(seed)
    image = pygame.image.frombytes(rng.randbytes(size[0] * size[1]), size, "P")
    image.set_palette([(v, v, v) for v in (low + (high - low) * i // 255 for i in range(256))])
    return image.convert(24)


def blotches(size: tuple[int, int], cell_px: int, strength: float, seed: int) -> pygame.Surface:
    """Smooth noise: one random value every `cell_px`, scaled up; 255 (white) to darker."""
    small = (size[0] // cell_px + 2, size[1] // cell_px + 2)
    low = round(255 * (1.0 - strength))
    noise = grey_noise(small, seed, low, 255)
    scaled = pygame.transform.smoothscale(noise, (small[0] * cell_px, small[1] * cell_px))
    return scaled.subsurface(pygame.Rect(cell_px // 2, cell_px // 2, *size)).copy()


def _grain(strength: float, seed: int) -> pygame.Surface:
    return grey_noise((GRAIN_TILE, GRAIN_TILE), seed, round(255 * (1.0 - strength)), 255)


def _multiply_tiled(target: pygame.Surface, tile: pygame.Surface) -> None:
    width, height = target.get_size()
    for x in range(0, width, tile.get_width()):
        for y in range(0, height, tile.get_height()):
            target.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)


def _brightened_for(base: Colour, octaves: tuple[tuple[int, float], ...], grain: float) -> Colour:
    """A fill that averages close to `base` after the darkening layers are multiplied in.

    It is `base` brightened by the layers' mean darkening, but never so far that a channel
    clips (clipping would shift the hue towards yellow).
    """
    factor = 1.0 - grain / 2
    for _, strength in octaves:
        factor *= 1.0 - strength / 2
    scale = min(1.0 / factor, 255 / max(base))
    return (round(base[0] * scale), round(base[1] * scale), round(base[2] * scale))


def _textured(
    size: tuple[int, int],
    base: Colour,
    octaves: tuple[tuple[int, float], ...],
    grain: float,
    seed: int,
) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(_brightened_for(base, octaves, grain))
    for index, (cell_px, strength) in enumerate(octaves):
        layer = blotches(size, cell_px, strength, seed * 31 + index)
        surface.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _multiply_tiled(surface, _grain(grain, seed * 31 + 17))
    return surface


@cache
def sandstone(size: tuple[int, int], seed: int = 1, base: Colour = SANDSTONE) -> pygame.Surface:
    """Warm sandstone with blotches, grain and faint bedding layers. Cached per arguments."""
    surface = _textured(size, base, SANDSTONE_OCTAVES, SANDSTONE_GRAIN, seed)
    rng = random.Random(seed)
    strata = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(STRATA_COUNT):
        y = rng.randrange(size[1])
        thickness = rng.randint(1, 3)
        colour = (*mix(base, (90, 60, 30), 0.5), STRATA_ALPHA)
        pygame.draw.rect(strata, colour, (0, y, size[0], thickness))
    surface.blit(strata, (0, 0))
    return _ready(surface)


@cache
def papyrus(size: tuple[int, int], seed: int = 2) -> pygame.Surface:
    """Papyrus sheet: pale ground, soft stains, crossing fibres. Cached per arguments."""
    surface = _textured(size, PAPYRUS, PAPYRUS_OCTAVES, PAPYRUS_GRAIN, seed)
    rng = random.Random(seed)
    fibres = pygame.Surface(size, pygame.SRCALPHA)
    fibre = (*PAPYRUS_DARK, PAPYRUS_FIBRE_ALPHA)
    x = 0
    while x < size[0]:
        pygame.draw.line(fibres, fibre, (x, 0), (x, size[1]))
        x += rng.randint(*PAPYRUS_FIBRE_SPACING)
    y = 0
    while y < size[1]:
        pygame.draw.line(fibres, fibre, (0, y), (size[0], y))
        y += rng.randint(*PAPYRUS_FIBRE_SPACING)
    surface.blit(fibres, (0, 0))
    return _ready(surface)
