"""The two piece sets, told apart by shape as well as colour.

Light pieces are round ivory discs with a carved ring; dark pieces are rounded squares of
lapis-veined basalt with a gold star inlay. The "contrast" style keeps the shapes and uses
pure black and white with heavy outlines. Images are drawn supersampled and cached per size.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from seega.ui.render.theme import (
    BASALT,
    DROP_SHADOW_ALPHA,
    GOLD,
    GOLD_LIGHT,
    IVORY_SHADOW,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    Colour,
    mix,
    shade,
)

SUPERSAMPLE = 4
# Sheen: how many concentric steps shade a piece, and how far its bright spot sits off-centre.
SHEEN_STEPS = 24
SHEEN_OFFSET = 0.18
# The carved ring of a light piece, and the star of a dark piece, as shares of the radius.
RING_RADIUS = 0.62
STAR_RADIUS = 0.58
# Dark pieces are squares with corners rounded by this share of the side.
SQUARE_ROUNDING = 0.24
# Shadows are soft ellipses a bit wider than the piece.
SHADOW_SCALE = (1.05, 0.9)
# A lifted piece (dragged or hopping) rises by up to this share of its diameter.
MAX_LIFT_SHARE = 0.18
STYLE_CARVED = "carved"
STYLE_CONTRAST = "contrast"


def _sheen_disc(
    canvas: pygame.Surface, centre: tuple[int, int], radius: int, dark: Colour, light: Colour
) -> None:
    for step in range(SHEEN_STEPS):
        share = 1.0 - step / SHEEN_STEPS
        offset = round(radius * SHEEN_OFFSET * (1.0 - share))
        colour = mix(dark, light, (1.0 - share) ** 0.7)
        pygame.draw.circle(
            canvas, colour, (centre[0] - offset, centre[1] - offset), round(radius * share)
        )


def _light_carved(big: int) -> pygame.Surface:
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    centre, radius = (big // 2, big // 2), big // 2 - 2
    pygame.draw.circle(canvas, shade(IVORY_SHADOW, 0.8), centre, radius)
    _sheen_disc(canvas, centre, radius - big // 40, IVORY_SHADOW, (255, 250, 236))
    ring = round(radius * RING_RADIUS)
    width = max(2, big // 28)
    pygame.draw.circle(
        canvas,
        shade(IVORY_SHADOW, 0.75),
        (centre[0] - width // 2, centre[1] - width // 2),
        ring,
        width,
    )
    pygame.draw.circle(
        canvas, (255, 252, 242), (centre[0] + width // 2, centre[1] + width // 2), ring, width // 2
    )
    pygame.draw.circle(canvas, shade(IVORY_SHADOW, 0.7), centre, max(2, big // 18))
    pygame.draw.circle(canvas, shade(IVORY_SHADOW, 0.55), centre, radius, max(2, big // 50))
    return canvas


def _star_points(
    centre: tuple[int, int], radius: float, points: int = 8
) -> list[tuple[float, float]]:
    result = []
    for index in range(points * 2):
        reach = radius if index % 2 == 0 else radius * 0.45
        angle = math.pi * index / points - math.pi / 2
        result.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    return result


def _dark_carved(big: int) -> pygame.Surface:
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, big, big).inflate(-big // 10, -big // 10)
    rounding = round(body.width * SQUARE_ROUNDING)
    pygame.draw.rect(canvas, shade(BASALT, 0.55), body, border_radius=rounding)
    for step in range(SHEEN_STEPS):
        share = step / SHEEN_STEPS
        inner = body.inflate(-round(body.width * 0.5 * share), -round(body.height * 0.5 * share))
        inner.move_ip(-round(body.width * 0.06 * share), -round(body.height * 0.06 * share))
        colour = mix(mix(BASALT, LAPIS_DARK, 0.6), LAPIS, share**1.5)
        pygame.draw.rect(canvas, colour, inner, border_radius=max(1, round(rounding * (1 - share))))
    pygame.draw.rect(
        canvas, GOLD, body.inflate(-big // 9, -big // 9), max(2, big // 40), border_radius=rounding
    )
    centre = body.center
    star = _star_points(centre, body.width / 2 * STAR_RADIUS)
    pygame.draw.polygon(canvas, shade(GOLD, 0.55), [(x + big / 60, y + big / 60) for x, y in star])
    pygame.draw.polygon(canvas, GOLD, star)
    pygame.draw.polygon(
        canvas, GOLD_LIGHT, _star_points(centre, body.width / 2 * STAR_RADIUS * 0.4)
    )
    return canvas


def _light_contrast(big: int) -> pygame.Surface:
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    centre, radius = (big // 2, big // 2), big // 2 - 2
    pygame.draw.circle(canvas, (0, 0, 0), centre, radius)
    pygame.draw.circle(canvas, (255, 255, 255), centre, radius - big // 12)
    pygame.draw.circle(canvas, (0, 0, 0), centre, round(radius * RING_RADIUS), big // 16)
    return canvas


def _dark_contrast(big: int) -> pygame.Surface:
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, big, big).inflate(-big // 10, -big // 10)
    rounding = round(body.width * SQUARE_ROUNDING)
    pygame.draw.rect(canvas, (255, 255, 255), body, border_radius=rounding)
    pygame.draw.rect(
        canvas, (0, 0, 0), body.inflate(-big // 14, -big // 14), border_radius=rounding
    )
    pygame.draw.polygon(
        canvas, (255, 255, 255), _star_points(body.center, body.width / 2 * STAR_RADIUS)
    )
    return canvas


PAINTERS = {
    (False, STYLE_CARVED): _light_carved,
    (True, STYLE_CARVED): _dark_carved,
    (False, STYLE_CONTRAST): _light_contrast,
    (True, STYLE_CONTRAST): _dark_contrast,
}


@cache
def piece_image(dark: bool, diameter: int, style: str = STYLE_CARVED) -> pygame.Surface:
    """A piece `diameter` px wide on a transparent square (style from persistence.PIECE_STYLES)."""
    painter = PAINTERS[(dark, style)]
    return pygame.transform.smoothscale(painter(diameter * SUPERSAMPLE), (diameter, diameter))


@cache
def shadow_image(diameter: int) -> pygame.Surface:
    """The soft shadow a piece casts on the board."""
    width, height = round(diameter * SHADOW_SCALE[0]), round(diameter * SHADOW_SCALE[1])
    big = pygame.Surface((width * 2, height * 2), pygame.SRCALPHA)
    for step in range(8):
        rect = pygame.Rect(0, 0, width * 2, height * 2).inflate(
            -step * width // 5, -step * height // 5
        )
        pygame.draw.ellipse(big, (*KOHL, DROP_SHADOW_ALPHA // 5), rect)
    return pygame.transform.smoothscale(big, (width, height))


def draw_piece(
    surface: pygame.Surface,
    center: tuple[float, float],
    diameter: int,
    dark: bool,
    style: str = STYLE_CARVED,
    *,
    lift: float = 0.0,
    scale: float = 1.0,
    alpha: int = 255,
) -> None:
    """Draw a piece and its shadow. `lift` 0..1 raises it (the shadow stays and spreads);
    `scale` and `alpha` are for appearing and captured pieces (scaled copies are not cached:
    use them for the few pieces that are animating)."""
    size = max(1, round(diameter * scale))
    rise = round(diameter * MAX_LIFT_SHARE * lift)
    shadow = shadow_image(size)
    shadow_offset = (round(size * 0.06) + rise // 2, round(size * 0.10) + rise // 2)
    piece = piece_image(dark, size, style)
    if alpha < 255:
        shadow, piece = shadow.copy(), piece.copy()
        shadow.set_alpha(alpha)
        piece.set_alpha(alpha)
    x, y = round(center[0]), round(center[1])
    surface.blit(shadow, shadow.get_rect(center=(x + shadow_offset[0], y + shadow_offset[1])))
    surface.blit(piece, piece.get_rect(center=(x, y - rise)))
