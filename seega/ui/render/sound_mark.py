"""The muted mark: a struck-through speaker in the screen's top-left corner, drawn over
every screen while the sound is off, so that silence never looks like a fault (M toggles it
anywhere). On the game screen the corner is a mute button: a sounding speaker while the sound
is on, the muted mark while it is off, a click on either toggles it."""

from __future__ import annotations

from functools import cache

import pygame

from seega.ui.render.theme import CARNELIAN_LIGHT, GOLD, KOHL, PAPYRUS

# The mark's disc: this wide (readable at a glance), this far from the screen's corner (the
# board screen keeps this corner free), this opaque, with a gold ring this wide (of 16 units).
MARK_PX = 44
MARK_MARGIN = 8
MARK_ALPHA = 220
RING_UNITS = 0.8
# Drawn at this multiple and scaled down, for smooth edges.
SUPERSAMPLE = 4


def mark_rect() -> pygame.Rect:
    """Where the mark is drawn."""
    return pygame.Rect(MARK_MARGIN, MARK_MARGIN, MARK_PX, MARK_PX)


def _speaker() -> tuple[pygame.Surface, float]:
    """A speaker (a box and a cone) on a dark disc, drawn large; and the drawing's unit (16
    units across the disc)."""
    big = MARK_PX * SUPERSAMPLE
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    unit = big / 16
    pygame.draw.circle(image, (*KOHL, MARK_ALPHA), (big // 2, big // 2), big // 2)
    pygame.draw.circle(image, GOLD, (big // 2, big // 2), big // 2, round(RING_UNITS * unit))
    box = pygame.Rect(round(3 * unit), round(6 * unit), round(3 * unit), round(4 * unit))
    pygame.draw.rect(image, PAPYRUS, box)
    cone = [
        (6 * unit, 6 * unit),
        (9 * unit, 3.5 * unit),
        (9 * unit, 12.5 * unit),
        (6 * unit, 10 * unit),
    ]
    pygame.draw.polygon(image, PAPYRUS, cone)
    return image, unit


@cache
def sounding_mark() -> pygame.Surface:
    """A speaker with two sound waves: the board's mute button while the sound is on."""
    image, unit = _speaker()
    width = round(1.2 * unit)
    for radius in (2.5, 4.5):
        arc = pygame.Rect(0, 0, round(2 * radius * unit), round(2 * radius * unit))
        arc.center = (round(9 * unit), round(8 * unit))
        pygame.draw.arc(image, PAPYRUS, arc, -0.9, 0.9, width)
    return pygame.transform.smoothscale(image, (MARK_PX, MARK_PX))


@cache
def muted_mark() -> pygame.Surface:
    """A speaker crossed out, on a dark disc."""
    image, unit = _speaker()
    width = round(1.4 * unit)
    for start, end in (((10.5, 6), (14, 10)), ((14, 6), (10.5, 10))):
        pygame.draw.line(
            image,
            CARNELIAN_LIGHT,
            (start[0] * unit, start[1] * unit),
            (end[0] * unit, end[1] * unit),
            width,
        )
    return pygame.transform.smoothscale(image, (MARK_PX, MARK_PX))


def draw_sound_state(surface: pygame.Surface, muted: bool) -> None:
    """The muted mark in the corner when `muted`; nothing otherwise."""
    if muted:
        surface.blit(muted_mark(), mark_rect())
