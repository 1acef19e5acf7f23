"""The side panel of the board screen: who plays, whose turn, counts, prompt, clocks.

The scene fills a `HudModel` from the match each frame; `draw_hud` only draws it. Text images
are cached (the same few strings are drawn every frame), so a frame costs blits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from seega.i18n import tr
from seega.render.motifs import Glyph, glyph_image
from seega.render.pieces import piece_image
from seega.render.text import fit_size, font, render
from seega.render.theme import (
    CARNELIAN,
    CARNELIAN_LIGHT,
    CORNER_RADIUS,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    PAPYRUS,
    SANDSTONE_DARK,
    TURQUOISE,
    Colour,
    mix,
    shade,
)
from seega.render.widgets import draw_panel

HEADER_SIZE = 30
PHASE_SIZE = 20
NAME_SIZE = 26
COUNT_SIZE = 19
TURN_SIZE = 30
PROMPT_SIZE = 21
CLOCK_SIZE = 44
CARD_HEIGHT = 104
CARD_GAP = 12
CARD_ICON_PX = 62
PADDING = 22
PROMPT_LINE_GAP = 4
TURN_HEIGHT = 54
PROMPT_HEIGHT = 84  # room for three lines of prompt
STATUS_HEIGHT = 56  # the think-time clock and the no-capture counter
MOVES_SIZE = 19
# The active player's card glows with this period (ms).
ACTIVE_GLOW_PERIOD_MS = 1600
# "Thinking" dots: one cycle of the three dots (ms).
THINKING_PERIOD_MS = 1200
# The think-time clock turns red below this many seconds.
CLOCK_LOW_S = 10


@dataclass(frozen=True)
class PlayerCard:
    """One side as the panel shows it."""

    name: str
    dark: bool
    on_board: int
    in_hand: int
    captured: int
    active: bool
    thinking: bool = False


@dataclass(frozen=True)
class HudModel:
    """Everything the panel shows; built by the board scene."""

    title: str
    phase: str
    cards: tuple[PlayerCard, PlayerCard]
    turn: str
    turn_dark: bool | None  # colour of the side to act, None when the game is over
    prompt: str
    clock_ms: int | None = None  # think time left for the side to act
    quiet: tuple[int, int] | None = None  # (plies without capture, limit), shown past half
    moves: tuple[str, ...] = ()  # the turns so far in notation, oldest first
    style: str = "carved"


def text_image(text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """`text` rendered (cached by seega.render.text; do not modify the image)."""
    return render(text, size, colour, bold)


def fitted_image(
    text: str, width: int, size: int, colour: Colour, bold: bool = False
) -> pygame.Surface:
    """`text` at the largest size up to `size` that fits `width` px."""
    return render(text, fit_size(text, width, size, bold), colour, bold)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`text` cut into lines that fit `width` px (explicit newlines are kept)."""
    measure = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if line and measure.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def draw_lines(
    surface: pygame.Surface,
    text: str,
    topleft: tuple[int, int],
    width: int,
    size: int,
    colour: Colour,
    bold: bool = False,
    centred: bool = False,
) -> int:
    """Draw wrapped text; returns the y below the last line."""
    x, y = topleft
    for line in wrap(text, size, width, bold):
        image = text_image(line, size, colour, bold)
        if centred:
            surface.blit(image, image.get_rect(midtop=(x + width // 2, y)))
        else:
            surface.blit(image, (x, y))
        y += image.get_height() + PROMPT_LINE_GAP
    return y


def _draw_card(
    surface: pygame.Surface, rect: pygame.Rect, card: PlayerCard, style: str, now_ms: int
) -> None:
    glow = 0.5 - 0.5 * math.cos(now_ms / ACTIVE_GLOW_PERIOD_MS * math.tau)
    face = mix(PAPYRUS, GOLD_LIGHT, 0.35 + 0.2 * glow) if card.active else shade(PAPYRUS, 0.9)
    pygame.draw.rect(surface, shade(KOHL, 1.0), rect.move(0, 4), border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, face, rect, border_radius=CORNER_RADIUS)
    edge = GOLD if card.active else SANDSTONE_DARK
    pygame.draw.rect(surface, edge, rect, 4 if card.active else 2, border_radius=CORNER_RADIUS)
    if card.active:
        pygame.draw.rect(surface, LAPIS, rect.inflate(-10, -10), 2, border_radius=CORNER_RADIUS - 3)
        arrow_x = rect.x - 6
        points = [(arrow_x, rect.centery), (arrow_x - 16, rect.centery - 12)]
        points.append((arrow_x - 16, rect.centery + 12))
        pygame.draw.polygon(surface, GOLD, points)
        pygame.draw.polygon(surface, GOLD_DARK, points, 2)
    icon = piece_image(card.dark, CARD_ICON_PX, style)
    icon_rect = icon.get_rect(midleft=(rect.x + 16, rect.centery))
    surface.blit(icon, icon_rect)
    left = icon_rect.right + 16
    name_colour = KOHL if card.active else shade(KOHL, 2.2)
    name = text_image(card.name, NAME_SIZE, name_colour, True)
    surface.blit(name, (left, rect.y + 16))
    counts = "   ".join(
        (
            tr("hud.on_board", count=card.on_board),
            tr("hud.in_hand", count=card.in_hand),
            tr("hud.captured", count=card.captured),
        )
    )
    image = fitted_image(counts, rect.right - left - 12, COUNT_SIZE, LAPIS_DARK)
    surface.blit(image, (left, rect.y + 16 + name.get_height() + 10))
    if card.thinking:
        _draw_thinking(surface, (rect.right - 46, rect.y + 30), now_ms)


def _draw_thinking(surface: pygame.Surface, at: tuple[int, int], now_ms: int) -> None:
    """Three dots lighting up in turn, as a scribe's reed taps."""
    phase = (now_ms % THINKING_PERIOD_MS) / THINKING_PERIOD_MS
    for index in range(3):
        lit = max(0.0, math.sin((phase - index / 4) * math.tau))
        radius = 5 + round(2 * lit)
        colour = mix(SANDSTONE_DARK, LAPIS, lit)
        pygame.draw.circle(surface, colour, (at[0] + index * 16, at[1] - round(4 * lit)), radius)


def _draw_turn(surface: pygame.Surface, rect: pygame.Rect, model: HudModel) -> None:
    """The big 'whose turn' plaque, in the colours of the side to act."""
    if model.turn_dark is None:
        face, ink = shade(SANDSTONE_DARK, 0.9), PAPYRUS
    elif model.turn_dark:
        face, ink = LAPIS_DARK, GOLD_LIGHT
    else:
        face, ink = mix(PAPYRUS, (255, 255, 255), 0.4), KOHL
    pygame.draw.rect(surface, KOHL, rect.move(0, 4), border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, face, rect, border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, GOLD, rect, 3, border_radius=CORNER_RADIUS)
    image = fitted_image(model.turn, rect.width - 80, TURN_SIZE, ink, True)
    surface.blit(image, image.get_rect(center=rect.center))
    ankh = glyph_image(Glyph.ANKH, 26, GOLD, carved=False)
    surface.blit(ankh, ankh.get_rect(midleft=(rect.x + 14, rect.centery)))
    surface.blit(ankh, ankh.get_rect(midright=(rect.right - 14, rect.centery)))


def _draw_clock(surface: pygame.Surface, rect: pygame.Rect, clock_ms: int) -> None:
    """The think time left, right-aligned in `rect`; red and ringed when nearly out."""
    seconds = max(0, math.ceil(clock_ms / 1000))
    low = seconds <= CLOCK_LOW_S
    text = f"{seconds // 60}:{seconds % 60:02d}"
    image = text_image(text, CLOCK_SIZE, CARNELIAN if low else LAPIS_DARK, True)
    where = image.get_rect(midright=(rect.right - 8, rect.centery))
    surface.blit(image, where)
    label = text_image(tr("hud.think_time"), COUNT_SIZE, shade(KOHL, 2.0))
    surface.blit(label, label.get_rect(midright=(where.x - 10, rect.centery)))
    if low:
        pygame.draw.rect(surface, CARNELIAN_LIGHT, where.inflate(14, 4), 3, border_radius=8)


def _draw_quiet(surface: pygame.Surface, rect: pygame.Rect, quiet: tuple[int, int]) -> None:
    """Moves without a capture, against the limit that ends the game by count."""
    count, limit = quiet
    label = fitted_image(tr("hud.quiet", count=count, limit=limit), rect.width, COUNT_SIZE, KOHL)
    surface.blit(label, (rect.x, rect.y))
    bar = pygame.Rect(rect.x, rect.y + label.get_height() + 4, rect.width, 10)
    pygame.draw.rect(surface, shade(SANDSTONE_DARK, 0.9), bar, border_radius=5)
    filled = bar.copy()
    filled.width = round(bar.width * min(1.0, count / limit))
    colour = CARNELIAN if count * 4 >= limit * 3 else TURQUOISE
    pygame.draw.rect(surface, colour, filled, border_radius=5)


def _draw_moves(surface: pygame.Surface, rect: pygame.Rect, moves: tuple[str, ...]) -> None:
    """The last turns in notation, newest at the bottom, on a sunken strip."""
    pygame.draw.rect(surface, shade(PAPYRUS, 0.93), rect, border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, SANDSTONE_DARK, rect, 1, border_radius=CORNER_RADIUS)
    line_height = text_image("Ag", MOVES_SIZE, KOHL).get_height() + 2
    room = max(0, (rect.height - 12) // line_height)
    y = rect.y + 6
    for line in moves[-room:] if room else ():
        image = fitted_image(line, rect.width - 20, MOVES_SIZE, LAPIS_DARK)
        surface.blit(image, (rect.x + 10, y))
        y += line_height


def draw_hud(
    surface: pygame.Surface,
    rect: pygame.Rect,
    model: HudModel,
    now_ms: int,
    bottom: int,
    with_panel: bool = True,
) -> None:
    """Draw the panel in `rect`; the parts stop above `bottom` (where the buttons are).

    `with_panel` False leaves out the papyrus sheet (already on a still background layer)."""
    if with_panel:
        draw_panel(surface, rect)
    inner = rect.inflate(-2 * PADDING, -2 * PADDING)
    y = inner.y
    header = text_image(model.title, HEADER_SIZE, LAPIS_DARK, True)
    surface.blit(header, (inner.x, y))
    phase = text_image(model.phase.upper(), PHASE_SIZE, GOLD_DARK, True)
    surface.blit(phase, phase.get_rect(topright=(inner.right, y + 8)))
    y += header.get_height() + 14
    for card in model.cards:
        card_rect = pygame.Rect(inner.x + 14, y, inner.width - 14, CARD_HEIGHT)
        _draw_card(surface, card_rect, card, model.style, now_ms)
        y += CARD_HEIGHT + CARD_GAP
    turn_rect = pygame.Rect(inner.x, y + 2, inner.width, TURN_HEIGHT)
    _draw_turn(surface, turn_rect, model)
    y = turn_rect.bottom + 12
    draw_lines(surface, model.prompt, (inner.x, y), inner.width, PROMPT_SIZE, KOHL)
    y += PROMPT_HEIGHT
    if model.quiet is not None:
        _draw_quiet(surface, pygame.Rect(inner.x, y, inner.width, STATUS_HEIGHT), model.quiet)
        y += STATUS_HEIGHT
    if model.clock_ms is not None:
        _draw_clock(surface, pygame.Rect(inner.x, y, inner.width, STATUS_HEIGHT), model.clock_ms)
        y += STATUS_HEIGHT
    moves = pygame.Rect(inner.x, y, inner.width, bottom - y - 12)
    if moves.height > 40:
        _draw_moves(surface, moves, model.moves)
