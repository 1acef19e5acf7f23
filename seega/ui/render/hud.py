"""The side panel of the board screen: who plays, whose turn, counts, prompt, clocks.

The scene fills a `HudModel` from the match each frame; `draw_hud` only draws it. Text images
are cached (the same few strings are drawn every frame), so a frame costs blits.

Text keeps its normal size: the prompt and the news wrap and their bands grow to hold them.
A model without turn words has no turn plaque (a lesson: the learner always acts there). The
think clock stands in the turn plaque (it is the time of the side to act), the stall
counter in one row under the news, and the move list (with a challenge's goal above it) takes
the rest. When the rest would hold fewer than MOVES_MIN_LINES turns, the news band gives way
first: the list says the same turns in notation.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from seega import i18n
from seega.i18n import tr
from seega.play.hud_model import HudModel, PlayerCard, clock_is_low
from seega.ui.render.motifs import Glyph, glyph_image
from seega.ui.render.pieces import piece_image
from seega.ui.render.text import (
    TextBox,
    draw_box,
    fit_size,
    fit_together,
    fitted_paragraph,
    ink_rect,
    line_step,
    paragraph_boxes,
    render,
    wrap,
)
from seega.ui.render.theme import (
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
from seega.ui.render.widgets import draw_panel, mirrored
from seega.ui.shell import fonts

HEADER_SIZE = 30
PHASE_SIZE = 20
NAME_SIZE = 26
COUNT_SIZE = 19
TURN_SIZE = 30
PROMPT_SIZE = 21
CLOCK_SIZE = 36
# Layout for left-to-right reading; right to left mirrors each part (cards, clock, counter).
HEADER_HEIGHT = 44
HEADER_GAP = 10
# The phase word takes this share of the header, at its far end; the title has the rest.
PHASE_SHARE = 0.36
CARD_HEIGHT = 104
CARD_GAP = 12
CARD_ICON_PX = 56
# The active card's arrow points at it from this strip on the reading side: ARROW_LENGTH px
# long, its tip ARROW_GAP px off the card, so it stays clear of the panel's edge.
ARROW_ROOM = 18
ARROW_LENGTH = 13
ARROW_HALF_HEIGHT = 10
ARROW_GAP = 3
# Inside a card: the icon this far from the reading edge and from the top, the text this far
# beyond the icon and from the far edge; (top, height) of the name's band and of the counts'.
ICON_INSET = 12
ICON_TOP = 10
CARD_TEXT_GAP = 12
CARD_TEXT_END = 20  # clear of the active card's inner ring
NAME_BAND = (8, 44)
COUNTS_BAND = (56, 40)
# A name is never drawn below NAME_MIN_SIZE: one too long for a line at it takes two lines,
# in these bands, and the counts move down.
NAME_MIN_SIZE = 22
WRAPPED_NAME_BANDS = ((5, 32), (37, 32))
WRAPPED_COUNTS_BAND = (70, 30)
# The break between a name's two lines stands for this separator, left out there.
NAME_SEPARATOR = "·"
# The "thinking" dots stand on a line of their own under the icon, three dots DOT_SPACING
# apart, so the name has the card's whole width; their band is DOTS_BAND (top, height).
DOTS_BAND = (70, 28)
DOT_SPACING = 16
# The turn plaque's text keeps clear of the ankh at each end.
TURN_TEXT_INSET = (84, 10)
PADDING = 22
TURN_HEIGHT = 54
TURN_GAP = 12
# The prompt's text stands this far inside its band (and the refusal's frame around it); the
# band keeps room for PROMPT_LINES[0] lines and grows up to PROMPT_LINES[1] at the normal size.
PROMPT_INSET = 8
PROMPT_LINES = (2, 4)
NEWS_SIZE = 18
NEWS_LINES = 2  # the person's last turn and the answer; older sentences give way
NEWS_INSET = 6
# The legend shown over the move list while the mouse is on it.
TOOLTIP_SIZE = 18
TOOLTIP_PADDING = 12
TOOLTIP_GAP = 6
QUIET_HEIGHT = 46  # the no-capture counter: its line and its bar
QUIET_LABEL_HEIGHT = 30
QUIET_BAR_HEIGHT = 10
# The clock's digits take this much of the turn plaque, at its far end (instead of an ankh).
CLOCK_WIDTH = 104
CLOCK_END_INSET = 12
MOVES_SIZE = 19
MOVES_INSET = (10, 4)
# The move list keeps room for this many lines; the news band gives way first.
MOVES_MIN_LINES = 2
# Prompts laid out (each a few lines): enough for every prompt, in two text sizes.
PROMPT_CACHE_SIZE = 64
# Greek capitals carry no accents (ΚΙΝΗΣΗ, not ΚΊΝΗΣΗ).
GREEK_TONOS = "\u0301"
# The active player's card glows with this period (ms).
ACTIVE_GLOW_PERIOD_MS = 1600
# "Thinking" dots: one cycle of the three dots (ms).
THINKING_PERIOD_MS = 1200


def caps(text: str) -> str:
    """`text` in capitals, Greek ones without accents (Spanish and Italian keep theirs)."""
    letters = []
    for char in text.upper():
        if fonts.script_of(char) == fonts.GREEK:
            bare = unicodedata.normalize("NFD", char).replace(GREEK_TONOS, "")
            char = unicodedata.normalize("NFC", bare)
        letters.append(char)
    return "".join(letters)


@dataclass(frozen=True)
class HudRegions:
    """Where each part of the panel goes (see `hud_regions`); None for a part not shown."""

    header: pygame.Rect
    cards: tuple[pygame.Rect, pygame.Rect]
    turn: pygame.Rect | None  # no plaque for a model without turn words
    prompt: pygame.Rect
    news: pygame.Rect | None
    quiet: pygame.Rect | None
    clock: pygame.Rect | None  # in the turn plaque, at its far end
    goal: pygame.Rect | None
    moves: pygame.Rect | None


def hud_regions(rect: pygame.Rect, model: HudModel, bottom: int) -> HudRegions:
    """The panel's parts from the top of `rect` down, stopping above `bottom`; each card
    leaves room for the active arrow on the reading side."""
    inner = rect.inflate(-2 * PADDING, -2 * PADDING)
    header = pygame.Rect(inner.x, inner.y, inner.width, HEADER_HEIGHT)
    y = header.bottom + HEADER_GAP
    cards = []
    for _ in model.cards:
        card = pygame.Rect(inner.x + ARROW_ROOM, y, inner.width - ARROW_ROOM, CARD_HEIGHT)
        cards.append(mirrored(card, inner))
        y += CARD_HEIGHT + CARD_GAP
    turn = pygame.Rect(inner.x, y + 2, inner.width, TURN_HEIGHT) if model.turn else None
    if turn is not None:
        y = turn.bottom + TURN_GAP
    clock = _clock_rect(turn) if turn is not None and model.clock_ms is not None else None
    prompt = pygame.Rect(inner.x, y, inner.width, _prompt_height(model.prompt, inner.width))
    news_height = _news_height(model.news, inner.width)
    quiet_height = QUIET_HEIGHT if model.quiet is not None else 0
    below = prompt.bottom + quiet_height + model.goal_height
    if bottom - TURN_GAP - below - news_height < _moves_min_height():
        news_height = 0  # the list says the same turns; it stays
    news = pygame.Rect(inner.x, prompt.bottom, inner.width, news_height) if news_height else None
    y = prompt.bottom + news_height
    quiet = pygame.Rect(inner.x, y, inner.width, quiet_height) if quiet_height else None
    y += quiet_height
    goal_height = min(model.goal_height, bottom - TURN_GAP - y)  # its text shrinks to fit
    goal = pygame.Rect(inner.x, y, inner.width, goal_height) if goal_height > 0 else None
    y += goal_height + (TURN_GAP // 2 if goal is not None else 0)
    moves = pygame.Rect(inner.x, y, inner.width, bottom - y - TURN_GAP)
    shown_moves = moves if moves.height >= line_step(MOVES_SIZE) + 2 * MOVES_INSET[1] else None
    cards_pair = (cards[0], cards[1])
    return HudRegions(header, cards_pair, turn, prompt, news, quiet, clock, goal, shown_moves)


def _moves_min_height() -> int:
    return MOVES_MIN_LINES * line_step(MOVES_SIZE) + 2 * MOVES_INSET[1]


def _header_boxes(row: pygame.Rect, model: HudModel) -> list[TextBox]:
    """The rule set and size on the reading side, the phase in capitals at the far end."""
    phase_width = round(row.width * PHASE_SHARE)
    title = pygame.Rect(row.x, row.y, row.width - phase_width - HEADER_GAP, row.height)
    phase = pygame.Rect(row.right - phase_width, row.y, phase_width, row.height)
    return [
        TextBox(model.title, mirrored(title, row), HEADER_SIZE, LAPIS_DARK, True, align="start"),
        TextBox(caps(model.phase), mirrored(phase, row), PHASE_SIZE, GOLD_DARK, True, align="end"),
    ]


def _card_parts(
    rect: pygame.Rect, wrapped: bool = False
) -> tuple[pygame.Rect, list[pygame.Rect], pygame.Rect, pygame.Rect]:
    """(icon, name lines, counts, thinking dots) of a card: the icon on the reading side,
    the dots under it; a `wrapped` name takes two lines."""
    text_x = rect.x + ICON_INSET + CARD_ICON_PX + CARD_TEXT_GAP
    text_width = rect.right - CARD_TEXT_END - text_x
    icon = pygame.Rect(rect.x + ICON_INSET, rect.y + ICON_TOP, CARD_ICON_PX, CARD_ICON_PX)
    name_bands = WRAPPED_NAME_BANDS if wrapped else (NAME_BAND,)
    counts_band = WRAPPED_COUNTS_BAND if wrapped else COUNTS_BAND
    names = [pygame.Rect(text_x, rect.y + top, text_width, height) for top, height in name_bands]
    counts = pygame.Rect(text_x, rect.y + counts_band[0], text_width, counts_band[1])
    dots = pygame.Rect(icon.x, rect.y + DOTS_BAND[0], CARD_ICON_PX, DOTS_BAND[1])
    return (
        mirrored(icon, rect),
        [mirrored(name, rect) for name in names],
        mirrored(counts, rect),
        mirrored(dots, rect),
    )


def _name_lines(name: str, rect: pygame.Rect) -> list[str]:
    """`name` as one line if it fits the card's name band at NAME_MIN_SIZE or larger, else
    cut into two at its separator (else its last space): shrinking it further would not read."""
    band = _card_parts(rect)[1][0]
    if fit_size(name, band.width, NAME_SIZE, True, max_height=band.height) >= NAME_MIN_SIZE:
        return [name]
    head, separator, tail = name.partition(f" {NAME_SEPARATOR} ")
    if not separator:
        head, separator, tail = name.rpartition(" ")
    return [head, tail] if separator else [name]


def card_counts(card: PlayerCard) -> str:
    """Pieces on the board, then those still in hand (placement) or those taken (movement)."""
    second = (
        tr("hud.in_hand", count=card.in_hand)
        if card.in_hand
        else tr("hud.captured", count=card.captured)
    )
    return f"{tr('hud.on_board', count=card.on_board)}   {second}"


def _card_boxes(rect: pygame.Rect, card: PlayerCard) -> list[TextBox]:
    lines = _name_lines(card.name, rect)
    _, bands, counts, _ = _card_parts(rect, wrapped=len(lines) > 1)
    name_colour = KOHL if card.active else shade(KOHL, 2.2)
    names = [
        TextBox(line, band, NAME_SIZE, name_colour, True, align="start")
        for line, band in zip(lines, bands, strict=False)
    ]
    return [
        *fit_together(names),
        TextBox(card_counts(card), counts, COUNT_SIZE, LAPIS_DARK, align="start"),
    ]


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
        _draw_arrow(surface, rect)
    icon_rect, _, _, dots = _card_parts(rect, wrapped=len(_name_lines(card.name, rect)) > 1)
    icon = piece_image(card.dark, CARD_ICON_PX, style)
    surface.blit(icon, icon.get_rect(center=icon_rect.center))
    for box in _card_boxes(rect, card):
        draw_box(surface, box)
    if card.thinking:
        _draw_thinking(surface, dots, now_ms)


def _draw_arrow(surface: pygame.Surface, card: pygame.Rect) -> None:
    """A gold arrow pointing at the active card from its reading side."""
    towards = -1 if i18n.is_rtl() else 1  # the direction the arrow points
    tip = (card.right + ARROW_GAP if towards < 0 else card.x - ARROW_GAP, card.centery)
    back = tip[0] - ARROW_LENGTH * towards
    half = ARROW_HALF_HEIGHT
    points = [tip, (back, card.centery - half), (back, card.centery + half)]
    pygame.draw.polygon(surface, GOLD, points)
    pygame.draw.polygon(surface, GOLD_DARK, points, 2)


def _draw_thinking(surface: pygame.Surface, area: pygame.Rect, now_ms: int) -> None:
    """Three dots lighting up in turn, in reading order, as a scribe's reed taps."""
    phase = (now_ms % THINKING_PERIOD_MS) / THINKING_PERIOD_MS
    step = -DOT_SPACING if i18n.is_rtl() else DOT_SPACING
    first = area.centerx - step
    for index in range(3):
        lit = max(0.0, math.sin((phase - index / 4) * math.tau))
        radius = 5 + round(2 * lit)
        colour = mix(SANDSTONE_DARK, LAPIS, lit)
        centre = (first + index * step, area.centery - round(4 * lit))
        pygame.draw.circle(surface, colour, centre, radius)


def _turn_colours(model: HudModel) -> tuple[Colour, Colour]:
    """(face, ink) of the turn plaque: the colours of the side to act."""
    if model.turn_dark is None:
        return shade(SANDSTONE_DARK, 0.9), PAPYRUS
    if model.turn_dark:
        return LAPIS_DARK, GOLD_LIGHT
    return mix(PAPYRUS, (255, 255, 255), 0.4), KOHL


def _turn_box(rect: pygame.Rect, model: HudModel) -> TextBox:
    """The turn's words between the ankhs; with a clock, between the first ankh and it."""
    area = rect.inflate(-TURN_TEXT_INSET[0], -TURN_TEXT_INSET[1])
    if model.clock_ms is not None:  # laid out left to right, then mirrored with the clock
        area.width = rect.right - 2 * CLOCK_END_INSET - CLOCK_WIDTH - area.x
        area = mirrored(area, rect)
    return TextBox(model.turn, area, TURN_SIZE, _turn_colours(model)[1], bold=True)


def _draw_turn(surface: pygame.Surface, rect: pygame.Rect, model: HudModel) -> None:
    """The big 'whose turn' plaque, in the colours of the side to act."""
    face = _turn_colours(model)[0]
    pygame.draw.rect(surface, KOHL, rect.move(0, 4), border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, face, rect, border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, GOLD, rect, 3, border_radius=CORNER_RADIUS)
    draw_box(surface, _turn_box(rect, model))
    ankh = glyph_image(Glyph.ANKH, 26, GOLD, carved=False)
    first = ankh.get_rect(midleft=(rect.x + 14, rect.centery))
    last = ankh.get_rect(midright=(rect.right - 14, rect.centery))
    if i18n.is_rtl():
        first, last = last, first
    surface.blit(ankh, first)
    if model.clock_ms is None:
        surface.blit(ankh, last)
    else:
        _draw_clock(surface, _clock_rect(rect), model)


@lru_cache(maxsize=PROMPT_CACHE_SIZE)
def _wrapped(text: str, width: int, size: int, colour: Colour, scale: float) -> tuple[TextBox, ...]:
    """`text` wrapped at `size` to `width`, from y 0 (laid out once per text, width and text
    size; `scale` is in the key because the text size changes the wrapping)."""
    return tuple(paragraph_boxes(text, pygame.Rect(0, 0, width, 0), size, colour, align="start"))


def _height_of(lines: tuple[TextBox, ...]) -> int:
    return lines[-1].rect.bottom - lines[0].rect.top if lines else 0


def _prompt_height(prompt: str, width: int) -> int:
    """Room for the prompt's lines at its normal size: at least PROMPT_LINES[0] lines, at most
    PROMPT_LINES[1] (a longer prompt shrinks into those as a last resort)."""
    lines = _wrapped(prompt, width - 2 * PROMPT_INSET, PROMPT_SIZE, KOHL, fonts.text_scale())
    step = line_step(PROMPT_SIZE)
    low, high = (count * step for count in PROMPT_LINES)
    return min(high, max(low, _height_of(lines))) + 2 * PROMPT_INSET


def _prompt_boxes(rect: pygame.Rect, prompt: str) -> list[TextBox]:
    """The prompt's lines at the normal size, inside the band's inset (so a refusal's frame
    never touches them)."""
    if not prompt:
        return []
    area = rect.inflate(-2 * PROMPT_INSET, -2 * PROMPT_INSET)
    lines = _wrapped(prompt, area.width, PROMPT_SIZE, KOHL, fonts.text_scale())
    if _height_of(lines) > area.height:
        return fitted_paragraph(prompt, area, PROMPT_SIZE, KOHL, align="start")
    return [replace(line, rect=line.rect.move(area.x, area.y)) for line in lines]


def _news_lines(news: tuple[str, ...], width: int) -> tuple[TextBox, ...]:
    """The newest sentences that fit NEWS_LINES lines at the normal size, from y 0; the newest
    alone when even it takes more (then it is shrunk into them)."""
    scale = fonts.text_scale()
    for first in range(len(news)):
        lines = _wrapped("\n".join(news[first:]), width, NEWS_SIZE, LAPIS_DARK, scale)
        if len(lines) <= NEWS_LINES:
            return lines
    if not news:
        return ()
    room = pygame.Rect(0, 0, width, NEWS_LINES * line_step(NEWS_SIZE))
    return tuple(fitted_paragraph(news[-1], room, NEWS_SIZE, LAPIS_DARK, align="start"))


def _news_height(news: tuple[str, ...], width: int) -> int:
    lines = _news_lines(news, width - 2 * NEWS_INSET)
    return _height_of(lines) + 2 * NEWS_INSET if lines else 0


def _news_boxes(rect: pygame.Rect, news: tuple[str, ...]) -> list[TextBox]:
    area = rect.inflate(-2 * NEWS_INSET, -2 * NEWS_INSET)
    lines = _news_lines(news, area.width)
    return [replace(line, rect=line.rect.move(area.x, area.y)) for line in lines]


def _draw_news(surface: pygame.Surface, rect: pygame.Rect, news: tuple[str, ...]) -> None:
    """What just happened, on a faint band so it reads apart from the instruction above."""
    pygame.draw.rect(surface, shade(PAPYRUS, 0.95), rect, border_radius=CORNER_RADIUS)
    for box in _news_boxes(rect, news):
        draw_box(surface, box)


def _clock_rect(turn: pygame.Rect) -> pygame.Rect:
    """Where the think clock stands: the turn plaque's far end."""
    digits = pygame.Rect(0, turn.y, CLOCK_WIDTH, turn.height)
    digits.right = turn.right - CLOCK_END_INSET
    return mirrored(digits, turn)


def _clock_boxes(rect: pygame.Rect, model: HudModel) -> list[TextBox]:
    """The think time left; in the plaque's ink, faded while it waits for the first step,
    red when nearly out."""
    clock_ms = model.clock_ms or 0
    seconds = max(0, math.ceil(clock_ms / 1000))
    ink = _turn_colours(model)[1]
    colour = ink if model.clock_running else mix(ink, _turn_colours(model)[0], 0.5)
    if model.clock_running and clock_is_low(clock_ms):
        colour = CARNELIAN_LIGHT if model.turn_dark else CARNELIAN
    time_text = f"{seconds // 60}:{seconds % 60:02d}"
    return [TextBox(time_text, rect.inflate(0, -6), CLOCK_SIZE, colour, True, align="end")]


def _draw_clock(surface: pygame.Surface, rect: pygame.Rect, model: HudModel) -> None:
    """The think time left; ringed in red when nearly out."""
    boxes = _clock_boxes(rect, model)
    for box in boxes:
        draw_box(surface, box)
    if model.clock_running and clock_is_low(model.clock_ms or 0):
        ring = ink_rect(boxes[0]).inflate(12, 8)
        pygame.draw.rect(surface, CARNELIAN_LIGHT, ring, 3, border_radius=8)


def _quiet_box(rect: pygame.Rect, quiet: tuple[int, int]) -> TextBox:
    label = pygame.Rect(rect.x, rect.y, rect.width, QUIET_LABEL_HEIGHT)
    text = tr("hud.quiet", count=quiet[0], limit=quiet[1])
    return TextBox(text, label, COUNT_SIZE, KOHL, align="start")


def _draw_quiet(surface: pygame.Surface, rect: pygame.Rect, quiet: tuple[int, int]) -> None:
    """Moves without a capture, against the limit that ends the game by count; the bar fills
    from the reading side."""
    count, limit = quiet
    draw_box(surface, _quiet_box(rect, quiet))
    bar = pygame.Rect(rect.x, rect.y + QUIET_LABEL_HEIGHT + 4, rect.width, QUIET_BAR_HEIGHT)
    pygame.draw.rect(surface, shade(SANDSTONE_DARK, 0.9), bar, border_radius=5)
    filled = bar.copy()
    filled.width = round(bar.width * min(1.0, count / limit))
    colour = CARNELIAN if count * 4 >= limit * 3 else TURQUOISE
    pygame.draw.rect(surface, colour, mirrored(filled, bar), border_radius=5)


def _move_lines(move: str, width: int) -> list[str]:
    """One turn as it is (its spacing kept) when it fits a line, else wrapped at its size."""
    if render(move, MOVES_SIZE, LAPIS_DARK).get_width() <= width:
        return [move]
    return wrap(move, MOVES_SIZE, width)


def _moves_boxes(rect: pygame.Rect, moves: tuple[str, ...]) -> list[TextBox]:
    """The last turns that fit, newest at the bottom; a turn too long for a line wraps."""
    step = line_step(MOVES_SIZE)
    room = max(0, (rect.height - 2 * MOVES_INSET[1]) // step)
    width = rect.width - 2 * MOVES_INSET[0]
    lines = [part for move in moves for part in _move_lines(move, width)]
    shown = lines[-room:] if room else ()
    return [
        TextBox(
            line,
            pygame.Rect(
                rect.x + MOVES_INSET[0], rect.y + MOVES_INSET[1] + index * step, width, step
            ),
            MOVES_SIZE,
            LAPIS_DARK,
            align="start",
        )
        for index, line in enumerate(shown)
    ]


def _draw_moves(surface: pygame.Surface, rect: pygame.Rect, moves: tuple[str, ...]) -> None:
    """The last turns in notation, newest at the bottom, on a sunken strip."""
    pygame.draw.rect(surface, shade(PAPYRUS, 0.93), rect, border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, SANDSTONE_DARK, rect, 1, border_radius=CORNER_RADIUS)
    for box in _moves_boxes(rect, moves):
        draw_box(surface, box)


def newest_move_rect(rect: pygame.Rect, moves: tuple[str, ...]) -> pygame.Rect | None:
    """Where the newest turn's line stands in the move list (None when nothing is listed)."""
    boxes = _moves_boxes(rect, moves)
    return boxes[-1].rect if boxes else None


def tooltip_boxes(text: str, anchor: pygame.Rect) -> tuple[pygame.Rect, list[TextBox]]:
    """A note's sheet just above `anchor` (as wide), and its lines."""
    width = anchor.width
    lines = paragraph_boxes(
        text, pygame.Rect(0, 0, width - 2 * TOOLTIP_PADDING, 0), TOOLTIP_SIZE, KOHL, align="start"
    )
    height = lines[-1].rect.bottom - lines[0].rect.top + 2 * TOOLTIP_PADDING
    sheet = pygame.Rect(anchor.x, anchor.y - height - TOOLTIP_GAP, width, height)
    inner = (sheet.x + TOOLTIP_PADDING, sheet.y + TOOLTIP_PADDING)
    return sheet, [replace(line, rect=line.rect.move(*inner)) for line in lines]


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
    """A note over the panel, above `anchor` (the notation's legend over the move list)."""
    sheet, lines = tooltip_boxes(text, anchor)
    pygame.draw.rect(surface, KOHL, sheet.move(0, 4), border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, mix(PAPYRUS, GOLD_LIGHT, 0.3), sheet, border_radius=CORNER_RADIUS)
    pygame.draw.rect(surface, GOLD, sheet, 2, border_radius=CORNER_RADIUS)
    for box in lines:
        draw_box(surface, box)


def hud_text_boxes(rect: pygame.Rect, model: HudModel, bottom: int) -> list[TextBox]:
    """Every line of text `draw_hud` draws, with the box it must stay in (for fit tests)."""
    parts = hud_regions(rect, model, bottom)
    boxes = _header_boxes(parts.header, model)
    for card_rect, card in zip(parts.cards, model.cards, strict=True):
        boxes += _card_boxes(card_rect, card)
    if parts.turn is not None:
        boxes.append(_turn_box(parts.turn, model))
    boxes += _prompt_boxes(parts.prompt, model.prompt)
    if parts.news is not None:
        boxes += _news_boxes(parts.news, model.news)
    if parts.quiet is not None and model.quiet is not None:
        boxes.append(_quiet_box(parts.quiet, model.quiet))
    if parts.clock is not None:
        boxes += _clock_boxes(parts.clock, model)
    if parts.moves is not None:
        boxes += _moves_boxes(parts.moves, model.moves)
    return boxes


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
    parts = hud_regions(rect, model, bottom)
    for box in _header_boxes(parts.header, model):
        draw_box(surface, box)
    for card_rect, card in zip(parts.cards, model.cards, strict=True):
        _draw_card(surface, card_rect, card, model.style, now_ms)
    if parts.turn is not None:
        _draw_turn(surface, parts.turn, model)
    if model.refused:
        pygame.draw.rect(surface, CARNELIAN_LIGHT, parts.prompt, 2, border_radius=CORNER_RADIUS)
    for box in _prompt_boxes(parts.prompt, model.prompt):
        draw_box(surface, box)
    if parts.news is not None:
        _draw_news(surface, parts.news, model.news)
    if parts.quiet is not None and model.quiet is not None:
        _draw_quiet(surface, parts.quiet, model.quiet)
    if parts.moves is not None:
        _draw_moves(surface, parts.moves, model.moves)
        newest = newest_move_rect(parts.moves, model.moves)
        if model.lit_move and newest is not None:
            pygame.draw.rect(surface, GOLD_DARK, newest.inflate(6, 0), 2, border_radius=4)
