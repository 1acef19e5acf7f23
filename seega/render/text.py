"""Fonts and text drawing in one place, so the font source can change without touching callers.

Fonts come from pygame's default font until the project's own fonts are wired in here.
Text that must fit a box is shrunk in steps until it does (`fit_font`).
"""

from __future__ import annotations

from functools import cache

import pygame

from seega.render.theme import Colour

# Never shrink text below this size when fitting it into a box: it must stay legible.
MIN_FONT_SIZE = 12
# Fitting tries sizes in steps of this many px.
FIT_STEP = 2
# The "larger text" setting multiplies body sizes by this.
LARGER_TEXT_FACTOR = 1.2


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A font of `size` px (cached)."""
    loaded = pygame.font.Font(None, size)
    loaded.set_bold(bold)
    return loaded


def fit_font(text: str, max_width: int, size: int, bold: bool = False) -> pygame.font.Font:
    """The font of the largest size ≤ `size` whose rendering of `text` fits `max_width` px."""
    while size > MIN_FONT_SIZE and font(size, bold).size(text)[0] > max_width:
        size -= FIT_STEP
    return font(max(size, MIN_FONT_SIZE), bold)


def render(text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """`text` rendered antialiased on a transparent background."""
    return font(size, bold).render(text, True, colour)


def draw_text(
    surface: pygame.Surface,
    text: str,
    colour: Colour,
    center: tuple[int, int],
    size: int,
    *,
    max_width: int | None = None,
    bold: bool = False,
    shadow: Colour | None = None,
) -> pygame.Rect:
    """Draw `text` centred on `center`, shrunk to `max_width` if given; returns its rect."""
    chosen = fit_font(text, max_width, size, bold) if max_width else font(size, bold)
    image = chosen.render(text, True, colour)
    rect = image.get_rect(center=center)
    if shadow is not None:
        surface.blit(chosen.render(text, True, shadow), rect.move(1, 2))
    surface.blit(image, rect)
    return rect
