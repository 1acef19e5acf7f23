"""Text drawing in one place: fonts by script (via `seega.shell.fonts`), fitting, caching.

Rendered lines are cached by their text, size, colour and face, because menus draw the same
words every frame. Text that must fit a box is shrunk in steps until it does (`fit_size`).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from seega.render.theme import Colour
from seega.shell import fonts

# Never shrink text below this size when fitting it into a box: it must stay legible.
MIN_FONT_SIZE = 12
# Fitting tries sizes in steps of this many px.
FIT_STEP = 2
# Enough cached lines for every label of a few screens.
RENDER_CACHE_SIZE = 1024


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The Latin/Greek body font at `size` px (for measuring; `render` handles every script)."""
    return fonts.get(size, bold)


def fit_font(text: str, max_width: int, size: int, bold: bool = False) -> pygame.font.Font:
    """The body font of the largest size ≤ `size` whose rendering of `text` fits `max_width`."""
    while size > MIN_FONT_SIZE and font(size, bold).size(text)[0] > max_width:
        size -= FIT_STEP
    return font(max(size, MIN_FONT_SIZE), bold)


@lru_cache(maxsize=RENDER_CACHE_SIZE)
def render(
    text: str, size: int, colour: Colour, bold: bool = False, display: bool = False
) -> pygame.Surface:
    """`text` rendered antialiased on a transparent surface (cached; do not modify it).

    `display` uses the title face. Arabic, Greek and Latin runs each get the right font."""
    return fonts.render_text(text, size, colour, bold=bold, display=display)


def fit_size(text: str, max_width: int, size: int, bold: bool = False) -> int:
    """The largest size ≤ `size` at which `text` fits `max_width` px (never below the minimum)."""
    while size > MIN_FONT_SIZE and render(text, size, (0, 0, 0), bold).get_width() > max_width:
        size -= FIT_STEP
    return max(size, MIN_FONT_SIZE)


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
    if max_width is not None:
        size = fit_size(text, max_width, size, bold)
    image = render(text, size, colour, bold)
    rect = image.get_rect(center=center)
    if shadow is not None:
        surface.blit(render(text, size, shadow, bold), rect.move(1, 2))
    surface.blit(image, rect)
    return rect
