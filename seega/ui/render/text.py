"""Text drawing in one place: fonts by script (via `seega.ui.shell.fonts`), fitting, alignment.

Sizes given here are *nominal*: the larger-text setting scales them all (`fonts.scaled`), so
every screen grows its text without knowing about the setting, and fitting shrinks what
no longer fits. A `TextBox` is a line of text with the rectangle it must stay inside; the
same box is drawn (`draw_box`) and checked (`fits`), so a test of the boxes a screen lists
is a test of what it draws. "start" alignment is the reading side: left, or right when the
language is written right to left. Rendered lines are cached (menus redraw the same words).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

import pygame

from seega import i18n
from seega.ui.render.theme import Colour
from seega.ui.shell import fonts

# Never shrink text below this size (px) when fitting it into a box: it must stay legible.
# With larger text the nominal floor is lower (`smallest_size`): the same pixels.
MIN_FONT_SIZE = 12
# Sentences read at a glance beside the board (a lesson's task, a challenge's goal) are never
# fitted below this size (px): the screen gives them room instead.
READING_MIN_PX = 18
# More than the largest panel shows at the smallest size: longer text is cut before wrapping.
MAX_PARAGRAPH_CHARS = 1200
# Fitting tries sizes in steps of this many px. Scaled text (larger text) steps by one
# nominal size instead, so that a label that must shrink there still ends up no smaller than
# it is drawn at the normal size (two nominal steps would skip past it).
FIT_STEP = 2
SCALED_FIT_STEP = 1
# Enough cached lines for every label of a few screens, in two languages.
RENDER_CACHE_SIZE = 2048
# Lines of a paragraph are this many times the text size apart: room for Arabic marks above
# and below the letters, which Latin lines would not need.
LINE_SPACING = 1.5
# A text shadow is drawn this far right and down.
SHADOW_OFFSET = (1, 2)
# Noto Sans Arabic's line box keeps room above the letters for stacked marks, so centring the
# box sets Arabic low. Lines with Arabic are centred on the band from the top of lam to the
# foot of jeem instead; Latin and Greek lines centre their line box, which looks right.
ARABIC_BAND = "لج"

Align = Literal["center", "start", "end"]


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The Latin/Greek body font at nominal `size` (for measuring; `render` does every script)."""
    return fonts.get(fonts.scaled(size), bold)


@lru_cache(maxsize=RENDER_CACHE_SIZE)
def _render_px(
    text: str, px: int, colour: Colour, bold: bool, display: bool, rtl: bool | None = None
) -> pygame.Surface:
    return fonts.render_text(text, px, colour, bold=bold, display=display, paragraph_rtl=rtl)


def render(
    text: str,
    size: int,
    colour: Colour,
    bold: bool = False,
    display: bool = False,
    rtl: bool | None = None,
) -> pygame.Surface:
    """`text` rendered antialiased on a transparent surface (cached; do not modify it).

    `display` uses the title face. Arabic, Greek and Latin runs each get the right font.
    `rtl` forces the line's direction (for a line of a wrapped paragraph)."""
    return _render_px(text, fonts.scaled(size), colour, bold, display, rtl)


@lru_cache(maxsize=RENDER_CACHE_SIZE)
def _ink_px(
    text: str, px: int, bold: bool, display: bool, rtl: bool | None = None
) -> tuple[int, int, int, int]:
    """(image width, anchor, top, bottom) of a rendered line: the anchor is the image row put
    on the centre line of a box, top and bottom bound the visible pixels."""
    image = _render_px(text, px, (0, 0, 0), bold, display, rtl)
    ink = image.get_bounding_rect()
    anchor = image.get_height() // 2
    if any(fonts.is_arabic(char) for char in text):
        band = _render_px(ARABIC_BAND, px, (0, 0, 0), bold, display).get_bounding_rect()
        anchor = (band.top + band.bottom) // 2
    return image.get_width(), anchor, ink.top, ink.bottom


def anchor(
    text: str, size: int, bold: bool = False, display: bool = False, rtl: bool | None = None
) -> int:
    """The row of `render(text, size, ...)` to put on the centre line of a box."""
    return _ink_px(text, fonts.scaled(size), bold, display, rtl)[1]


def _fits(
    text: str,
    size: int,
    bold: bool,
    display: bool,
    width: int,
    height: int | None,
    drop: int,
    rtl: bool | None,
) -> bool:
    """Whether the line fits `width` and, centred in `height`, keeps its ink inside it."""
    image_width, middle, top, bottom = _ink_px(text, fonts.scaled(size), bold, display, rtl)
    if image_width + (SHADOW_OFFSET[0] if drop else 0) > width:
        return False
    if height is None or top >= bottom:
        return True
    image_top = height // 2 - middle
    return image_top + top >= 0 and image_top + bottom + drop <= height


def smallest_size(floor_px: int = MIN_FONT_SIZE) -> int:
    """The smallest nominal size fitting may shrink to: `floor_px` pixels at the current text
    scale, so larger text shrinks as far as normal text does where room runs out, and never
    farther."""
    return max(1, math.ceil(floor_px / fonts.text_scale()))


def fit_size(
    text: str,
    max_width: int,
    size: int,
    bold: bool = False,
    *,
    max_height: int | None = None,
    display: bool = False,
    shadow: bool = False,
    rtl: bool | None = None,
) -> int:
    """The largest nominal size ≤ `size` at which `text` fits `max_width` px (and, centred in
    `max_height` px, keeps its visible pixels inside), never below the minimum."""
    drop = SHADOW_OFFSET[1] if shadow else 0
    step = FIT_STEP if fonts.text_scale() == 1.0 else SCALED_FIT_STEP
    smallest = smallest_size()
    while size > smallest and not _fits(
        text, size, bold, display, max_width, max_height, drop, rtl
    ):
        size -= step
    return max(size, smallest)


@dataclass(frozen=True)
class TextBox:
    """One line of text and the rectangle it must stay inside, shrunk to fit, centred on the
    rectangle's middle line (see ARABIC_BAND), aligned "center", "start" (reading side) or
    "end". `rtl` forces the line's direction (None: from its first letter)."""

    text: str
    rect: pygame.Rect
    size: int
    colour: Colour
    bold: bool = False
    display: bool = False
    align: Align = "center"
    shadow: Colour | None = None
    rtl: bool | None = None


def _screen_side(align: Align) -> str:
    if align == "center":
        return "center"
    starts_right = i18n.is_rtl()
    return "right" if (align == "start") == starts_right else "left"


def place(box: TextBox) -> tuple[int, pygame.Rect]:
    """The nominal size `box` is drawn at and where its image goes."""
    size = fit_size(
        box.text,
        box.rect.width,
        box.size,
        box.bold,
        max_height=box.rect.height,
        display=box.display,
        shadow=box.shadow is not None,
        rtl=box.rtl,
    )
    image = render(box.text, size, box.colour, box.bold, box.display, box.rtl)
    middle = anchor(box.text, size, box.bold, box.display, box.rtl)
    rect = image.get_rect(top=box.rect.centery - middle)
    side = _screen_side(box.align)
    if side == "left":
        rect.left = box.rect.left
    elif side == "right":
        rect.right = box.rect.right - (SHADOW_OFFSET[0] if box.shadow else 0)
    else:
        rect.centerx = box.rect.centerx
    return size, rect


def fit_together(boxes: Sequence[TextBox]) -> list[TextBox]:
    """`boxes` all set to the size the tightest of them fits at (a table row, a column of
    labels), so that neighbours do not shrink by different amounts."""
    if not boxes:
        return []
    size = min(place(box)[0] for box in boxes)
    return [replace(box, size=size) for box in boxes]


def draw_box(surface: pygame.Surface, box: TextBox) -> pygame.Rect:
    """Draw `box` (shadow first); returns where the text image went."""
    size, rect = place(box)
    if box.shadow is not None:
        shadow = render(box.text, size, box.shadow, box.bold, box.display, box.rtl)
        surface.blit(shadow, rect.move(SHADOW_OFFSET))
    surface.blit(render(box.text, size, box.colour, box.bold, box.display, box.rtl), rect)
    return rect


def ink_rect(box: TextBox) -> pygame.Rect:
    """Where `box` puts visible pixels (its shadow included); empty text gives a 0×0 rect."""
    size, rect = place(box)
    ink = render(box.text, size, box.colour, box.bold, box.display, box.rtl).get_bounding_rect()
    if ink.width == 0:
        return pygame.Rect(rect.topleft, (0, 0))
    ink.move_ip(rect.topleft)
    return ink.union(ink.move(SHADOW_OFFSET)) if box.shadow is not None else ink


def fits(box: TextBox) -> bool:
    """Whether every visible pixel of `box` lies inside its rectangle."""
    ink = ink_rect(box)
    return ink.width == 0 or box.rect.contains(ink)


def line_step(size: int) -> int:
    """The distance between the lines of a paragraph at nominal `size`."""
    return round(fonts.scaled(size) * LINE_SPACING)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`text` cut at spaces into lines that fit `width` px at nominal `size` (explicit
    newlines are kept). Measured with the real fonts, so Arabic wraps as well as Latin."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and render(candidate, size, (0, 0, 0), bold).get_width() > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def ink_height(text: str, size: int, bold: bool = False, rtl: bool | None = None) -> int:
    """The height a box needs for `text` at nominal `size` to keep its visible pixels inside
    when centred the way `place` centres it (Arabic marks reach far above the letters)."""
    _, middle, top, bottom = _ink_px(text, fonts.scaled(size), bold, False, rtl)
    return 2 * max(middle - top, bottom - middle) + 1 if top < bottom else 0


def paragraph_boxes(
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: Colour,
    bold: bool = False,
    align: Align = "start",
) -> list[TextBox]:
    """`text` wrapped to `rect`'s width as one box per line, from `rect`'s top down, every
    line in the direction of the whole paragraph. The lines are `line_step` apart, or farther
    when a line's marks need it, so every line keeps the paragraph's size. Lines that do not
    fit `rect`'s height are still listed (a fit test catches them). A text longer than any
    screen holds is cut first: wrapping costs grow with every character, and a frame must not
    wait on a paragraph nobody could read."""
    if len(text) > MAX_PARAGRAPH_CHARS:
        text = text[: MAX_PARAGRAPH_CHARS - 1] + "…"
    rtl = fonts.script_of(text) == fonts.ARABIC
    lines = wrap(text, size, rect.width, bold)
    step = max(line_step(size), *(ink_height(line, size, bold, rtl) for line in lines))
    return [
        TextBox(
            line,
            pygame.Rect(rect.x, rect.y + index * step, rect.width, step),
            size,
            colour,
            bold,
            align=align,
            rtl=rtl,
        )
        for index, line in enumerate(lines)
    ]


def fitted_paragraph(
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: Colour,
    bold: bool = False,
    align: Align = "start",
    floor_px: int = MIN_FONT_SIZE,
) -> list[TextBox]:
    """`paragraph_boxes` at the largest size ≤ `size` whose lines all fit inside `rect` at
    that size (never below `floor_px` pixels: then the overflow shows in fit tests)."""
    smallest = smallest_size(floor_px)
    while size > smallest:
        boxes = paragraph_boxes(text, rect, size, colour, bold, align)
        if boxes[-1].rect.bottom <= rect.bottom and all(place(box)[0] == size for box in boxes):
            return boxes
        size -= FIT_STEP
    return paragraph_boxes(text, rect, smallest, colour, bold, align)


def clipped_paragraph(
    text: str,
    rect: pygame.Rect,
    size: int,
    colour: Colour,
    bold: bool = False,
    align: Align = "start",
    floor_px: int = MIN_FONT_SIZE,
) -> list[TextBox]:
    """`fitted_paragraph`, but the lines that even the smallest size leaves below `rect` are
    dropped and the last line kept ends with "…": for a box that other text may squeeze for a
    while (a lesson's task under a long refusal), which must never spill onto what is below."""
    boxes = fitted_paragraph(text, rect, size, colour, bold, align, floor_px)
    kept = [box for box in boxes if box.rect.bottom <= rect.bottom]
    if len(kept) == len(boxes) or not kept:
        return kept
    words = kept[-1].text.split()
    while True:  # the last line's words, as many as fit with the ellipsis
        last = replace(kept[-1], text=" ".join(words).rstrip(" .,;:،؛") + "…")
        if len(words) <= 1 or fits(last):
            return [*kept[:-1], last]
        words.pop()
