"""The board as the player sees it: settled pieces, markers, coordinates and animations.

`BoardView` reads states and the events of played actions; it never changes a game. It keeps
the position it shows at rest (`board`) and a list of running effects. `animate(played)`
turns a played action's events into effects (drop, slide, crumble, banner) and sounds, timed
one after the other; the scene waits until `busy()` is False before it accepts input or lets
the computer move again.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache, partial

import pygame

from seega import i18n
from seega.core import BLACK, EMPTY, EventKind, GameState, geometry
from seega.core.line import Played
from seega.play.marks import Marker
from seega.ui.render.board_art import BoardLayout, board_image, draw_marker
from seega.ui.render.effects import (
    BANNER_HEIGHT_SHARE,
    Banner,
    Crumble,
    Drop,
    Effect,
    Slide,
    banner_image,
    piece_diameter,
)
from seega.ui.render.pieces import draw_piece, piece_image, shadow_image
from seega.ui.render.text import render
from seega.ui.render.theme import (
    CARNELIAN_LIGHT,
    GOLD,
    GOLD_LIGHT,
    KOHL,
    LAPIS_DARK,
    PAPYRUS,
    TURQUOISE_LIGHT,
    Colour,
    mix,
    shade,
)

# Durations at normal animation speed (the settings' factor scales them).
DROP_MS = 420
SLIDE_MS = 260
CRUMBLE_MS = 620
# Captures crumble one after another this far apart, so a line capture reads as a wave.
CRUMBLE_STAGGER_MS = 90
BANNER_MS = 1500
# The landing of a dropped piece is the moment it sounds (see effects.DROP_LANDING_SHARE).
DROP_SOUND_SHARE = 0.36
# The selected piece floats and breathes with this period (ms) and lift (0..1).
SELECTION_PERIOD_MS = 900
# Line width of the cross over a piece a step would capture (px).
CROSS_WIDTH = 6
SELECTION_LIFT = (0.25, 0.5)
# Hint glow: a halo of this many cells' radius pulsing with this period (ms).
GLOW_RADIUS_CELLS = 0.75
GLOW_PERIOD_MS = 1100
# The keyboard's cursor frame (px): thick enough to find at a glance.
CURSOR_WIDTH = 6
# The cursor's cell name stands on a tag centred on the cell's top corner on the reading side,
# where four cells' corners meet and no piece reaches; (x, y) padding around its ink (px).
CURSOR_TAG_PADDING = (4, 3)
CURSOR_TAG_RADIUS = 5
COORDINATE_SIZE_SHARE = 0.2  # of a cell
# Coordinates never smaller than this (9×9 cells are small); in the dark room each edge's
# coordinates sit on one rail this much wider than they are, clear of the backdrop's stars.
COORDINATE_MIN_PX = 17
COORDINATE_GAP_PX = 14
COORDINATE_PLAQUE_PAD = 8
# The tomb-ceiling backdrop: stars this far apart (px), this big, in a fixed pattern.
BACKDROP_STAR_GAP = 46
BACKDROP_STAR_PX = 7
BACKDROP_SEED = 19
BACKDROP_VIGNETTE_STEPS = 12
BACKDROP_VIGNETTE_ALPHA = 150


@dataclass(frozen=True)
class Drag:
    """A piece held under the mouse: its cell and where it is now."""

    cell: int
    pos: tuple[int, int]


class BoardView:
    """Draws one board; see the module docstring."""

    def __init__(
        self, layout: BoardLayout, state: GameState, style: str = "carved", factor: float = 1.0
    ) -> None:
        self.layout = layout
        self.style = style
        self.factor = factor
        self.board: tuple[int, ...] = state.board
        self.effects: list[Effect] = []
        # The edge letters and numbers: light, on plaques, in the dark room of the game; a board
        # drawn on papyrus (how to play) sets them dark and larger, with no plaques.
        self.label_colour: Colour = PAPYRUS
        self.label_min_px = COORDINATE_MIN_PX
        self.label_plaques = True

    def _ms(self, base_ms: int) -> int:
        return max(1, round(base_ms * self.factor))

    # -----------------------------------------------------------------------------------------
    # Following the game

    def show(self, state: GameState) -> None:
        """Jump to `state` without animation (undo, redo, loading)."""
        self.board = state.board
        self.effects.clear()

    def animate(self, played: Played, now_ms: int, phase_text: str | None = None) -> None:
        """Queue the effects of one played action, starting at `now_ms`."""
        at = self.settled_ms(now_ms)
        before = played.before.board
        for event in played.events:
            dark = event.side == BLACK
            if event.kind is EventKind.PLACED:
                duration = self._ms(DROP_MS)
                sound_ms = at + round(duration * DROP_SOUND_SHARE)
                self.effects.append(
                    Drop(
                        at,
                        duration,
                        sound="place",
                        sound_ms=sound_ms,
                        covers=frozenset(event.cells),
                        cell=event.cells[0],
                        dark=dark,
                    )
                )
                at += duration
            elif event.kind is EventKind.MOVED:
                origin, target = event.cells
                duration = self._ms(SLIDE_MS)
                self.effects.append(
                    Slide(
                        at,
                        duration,
                        sound="step",
                        sound_ms=at,
                        covers=frozenset({target}),
                        origin=origin,
                        target=target,
                        dark=dark,
                    )
                )
                at += duration
            elif event.kind in (EventKind.CAPTURED, EventKind.REMOVED):
                at = self._crumble(event.cells, before, at)
            elif event.kind is EventKind.PHASE and phase_text:
                # The game holds while the new phase is announced: it changes how to play.
                phase = Banner(at, self._ms(BANNER_MS), text=phase_text, blocks_input=True)
                self.effects.append(phase)
        self.board = played.after.board

    def _crumble(self, cells: Iterable[int], before: tuple[int, ...], at: int) -> int:
        cells = tuple(cells)
        sound = "capture_multi" if len(cells) > 1 else "capture"
        duration = self._ms(CRUMBLE_MS)
        stagger = self._ms(CRUMBLE_STAGGER_MS)
        for index, cell in enumerate(cells):
            start = at + index * stagger
            self.effects.append(
                Crumble(
                    start,
                    duration,
                    sound=sound if index == 0 else None,
                    sound_ms=start,
                    cell=cell,
                    dark=before[cell] == BLACK,
                )
            )
        return at + duration + stagger * (len(cells) - 1)

    def prepare(self, banner_texts: Iterable[str]) -> None:
        """Draw the costly art once now (board, pieces, shadows, banners), so the first frames
        of the game and of its first animations do not stutter."""
        for draw in costly_art(self.layout, self.style, banner_texts):
            draw()

    def banner(self, text: str, at_ms: int, duration_ms: int = BANNER_MS) -> None:
        """Show a banner over the board from `at_ms` (e.g. the phase, whose turn it is)."""
        self.effects.append(Banner(at_ms, self._ms(duration_ms), text=text))

    def settled_ms(self, now_ms: int) -> int:
        """When the effects the player waits for will be over (`now_ms` if none runs)."""
        return max([now_ms, *(e.end_ms for e in self.effects if e.blocks_input)])

    def update(self, now_ms: int) -> list[str]:
        """Drop finished effects; return the sounds that became due."""
        sounds = []
        for effect in self.effects:
            if effect.sound and not effect.sounded and now_ms >= effect.sound_ms:
                effect.sounded = True
                sounds.append(effect.sound)
        self.effects = [e for e in self.effects if now_ms < e.end_ms]
        return sounds

    def busy(self, now_ms: int) -> bool:
        """True while an effect the player must wait for is still running."""
        return any(e.blocks_input and now_ms < e.end_ms for e in self.effects)

    # -----------------------------------------------------------------------------------------
    # Drawing

    def draw(
        self,
        surface: pygame.Surface,
        now_ms: int,
        markers: Mapping[int, Iterable[Marker]] | None = None,
        selected: int | None = None,
        drag: Drag | None = None,
        glow: Iterable[int] = (),
        rings: Mapping[int, Colour] | None = None,
        cursor: int | None = None,
        crosses: Iterable[int] = (),
    ) -> None:
        """Over the board drawn by `draw_board`: markers under the pieces, pieces, rings over
        them, effects, a dragged piece on top. `rings` mark pieces to pick (removals,
        ransoms); `cursor` is the keyboard's cell; `crosses` the pieces a step would capture
        (a shape, not only a colour)."""
        layout = self.layout
        for cell in glow:
            _draw_glow(surface, layout, cell, now_ms)
        for cell, kinds in (markers or {}).items():
            for kind in kinds:
                draw_marker(surface, layout.cell_rect(cell), kind, now_ms)
        covered = {cell for effect in self.effects for cell in effect.covers}
        diameter = piece_diameter(layout)
        for cell, value in enumerate(self.board):
            hidden = cell in covered or cell == selected or (drag and drag.cell == cell)
            if value != EMPTY and not hidden:
                draw_piece(surface, layout.cell_center(cell), diameter, value == BLACK, self.style)
        if selected is not None and self.board[selected] != EMPTY and not drag:
            self._draw_selected(surface, selected, now_ms)
        for cell, colour in (rings or {}).items():
            _draw_ring(surface, layout, cell, colour, now_ms)
        for cell in crosses:
            _draw_cross(surface, layout, cell)
        if cursor is not None:
            _draw_cursor(surface, layout.cell_rect(cursor))
            _draw_cursor_tag(surface, *self.cursor_tag(cursor))
        for effect in self.effects:
            effect.draw(surface, layout, self.style, now_ms)
        if drag is not None and self.board[drag.cell] != EMPTY:
            dark = self.board[drag.cell] == BLACK
            draw_piece(surface, drag.pos, diameter, dark, self.style, lift=1.0)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The empty board and its coordinates (a still layer: scenes draw it once and keep it)."""
        surface.blit(board_image(self.layout.size, self.layout.cell_px), self.layout.origin)
        self._draw_coordinates(surface)

    def _draw_selected(self, surface: pygame.Surface, cell: int, now_ms: int) -> None:
        breath = 0.5 - 0.5 * math.cos(now_ms / SELECTION_PERIOD_MS * math.tau)
        lift = SELECTION_LIFT[0] + (SELECTION_LIFT[1] - SELECTION_LIFT[0]) * breath
        centre = self.layout.cell_center(cell)
        diameter = piece_diameter(self.layout)
        ring = pygame.Surface((diameter + 24, diameter + 24), pygame.SRCALPHA)
        middle = (ring.get_width() // 2, ring.get_height() // 2)
        pygame.draw.circle(ring, (*GOLD_LIGHT, round(60 + 80 * breath)), middle, diameter // 2 + 10)
        surface.blit(ring, ring.get_rect(center=centre))
        dark = self.board[cell] == BLACK
        draw_piece(surface, centre, diameter, dark, self.style, lift=lift)

    def coordinate_size(self) -> int:
        """The edge letters' and numbers' nominal text size (larger text scales it)."""
        return max(self.label_min_px, round(self.layout.cell_px * COORDINATE_SIZE_SHARE))

    def coordinate_labels(
        self,
    ) -> tuple[list[tuple[pygame.Surface, pygame.Rect]], list[tuple[pygame.Surface, pygame.Rect]]]:
        """The column letters under the board and the row numbers beside it: (image, place)."""
        layout = self.layout
        grid = layout.grid_rect
        outer = layout.outer_rect
        size = self.coordinate_size()
        colour = self.label_colour
        letters, numbers = [], []
        for index in range(layout.size):
            letter = _label(chr(ord("a") + index), size, colour)
            x = grid.x + index * layout.cell_px + layout.cell_px // 2
            letters.append((letter, letter.get_rect(midtop=(x, outer.bottom + 4))))
            number = _label(str(index + 1), size, colour)
            y = grid.bottom - index * layout.cell_px - layout.cell_px // 2
            right = outer.x - COORDINATE_GAP_PX // 2
            numbers.append((number, number.get_rect(midright=(right, y))))
        return letters, numbers

    def _draw_coordinates(self, surface: pygame.Surface) -> None:
        for labels in self.coordinate_labels():
            if self.label_plaques:
                self._draw_rail(surface, [rect for _, rect in labels])
            for image, rect in labels:
                surface.blit(image, rect)

    def _draw_rail(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """One dark rail under a whole edge of coordinates, in the starry room: the backdrop's
        stars (whose spacing does not follow the board's) never touch a letter, at any size."""
        rail = rects[0].unionall(rects[1:]).inflate(COORDINATE_PLAQUE_PAD, COORDINATE_PLAQUE_PAD)
        radius = COORDINATE_PLAQUE_PAD // 2  # round corners, never cutting into a label
        pygame.draw.rect(surface, shade(LAPIS_DARK, 0.6), rail, border_radius=radius)

    def cursor_tag(self, cell: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The keyboard cursor's cell name, as large as the edge coordinates, and its tag:
        the cell's top left corner (top right when the language reads right to left)."""
        name = _label(geometry(self.layout.size).names[cell], self.coordinate_size(), PAPYRUS)
        ink = name.get_bounding_rect()  # the letters' own height: a line's is far taller
        tag = ink.inflate(2 * CURSOR_TAG_PADDING[0], 2 * CURSOR_TAG_PADDING[1])
        corner = self.layout.cell_rect(cell)
        tag.center = corner.topright if i18n.is_rtl() else corner.topleft
        return name, tag

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        """The cell under a canvas position, or None."""
        return self.layout.cell_at(pos)


def costly_art(
    layout: BoardLayout, style: str, banner_texts: Iterable[str]
) -> list[Callable[[], pygame.Surface]]:
    """The drawings a board's first frames need (each cached once drawn): the board, the
    pieces and their shadow, the banners; to draw at once (`BoardView.prepare`) or one a frame
    ahead of the board (Continue, while the title shows)."""
    diameter = piece_diameter(layout)
    height = round(layout.cell_px * BANNER_HEIGHT_SHARE)
    return [
        partial(board_image, layout.size, layout.cell_px),
        partial(piece_image, False, diameter, style),
        partial(piece_image, True, diameter, style),
        partial(shadow_image, diameter),
        *(partial(banner_image, text, layout.grid_rect.width, height) for text in banner_texts),
    ]


@cache
def board_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The room around the board: a tomb ceiling of lapis with gold stars, darker at the edges."""
    width, height = size
    image = pygame.Surface(size)
    for y in range(0, height, 4):
        share = y / max(1, height - 1)
        image.fill(
            mix(LAPIS_DARK, shade(LAPIS_DARK, 0.55), abs(share - 0.4) * 1.4), (0, y, width, 4)
        )
    rng = random.Random(BACKDROP_SEED)
    for row, y in enumerate(range(BACKDROP_STAR_GAP // 2, height, BACKDROP_STAR_GAP)):
        offset = (BACKDROP_STAR_GAP // 2) * (row % 2)
        for x in range(offset, width + BACKDROP_STAR_GAP, BACKDROP_STAR_GAP):
            colour = mix(GOLD, GOLD_LIGHT, rng.random() * 0.5)
            jitter = (rng.randint(-2, 2), rng.randint(-2, 2))
            _star(image, (x + jitter[0], y + jitter[1]), BACKDROP_STAR_PX, shade(colour, 0.8))
    darkness = pygame.Surface(size, pygame.SRCALPHA)
    band = max(1, min(width, height) // (4 * BACKDROP_VIGNETTE_STEPS))
    for step in range(BACKDROP_VIGNETTE_STEPS):
        alpha = round(BACKDROP_VIGNETTE_ALPHA * (1.0 - step / BACKDROP_VIGNETTE_STEPS) ** 2)
        rect = pygame.Rect(0, 0, width, height).inflate(-2 * band * step, -2 * band * step)
        pygame.draw.rect(darkness, (*KOHL, alpha), rect, band)
    image.blit(darkness, (0, 0))
    return image.convert() if pygame.display.get_surface() is not None else image


def _star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour) -> None:
    """A five-pointed star as painted on tomb ceilings."""
    points = []
    for index in range(10):
        reach = radius if index % 2 == 0 else radius * 0.42
        angle = math.pi * index / 5 - math.pi / 2
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def _label(text: str, size: int, colour: Colour) -> pygame.Surface:
    """A coordinate at nominal `size`: `render` caches it per pixel size, so it grows with the
    larger-text setting (a cache by nominal size here kept the old pixels after a change)."""
    return render(text, size, colour, bold=True)


def _draw_cursor(surface: pygame.Surface, cell: pygame.Rect) -> None:
    """The keyboard's cell: a gold frame on a dark one, plain on light and dark squares."""
    pygame.draw.rect(surface, KOHL, cell.inflate(-2, -2), CURSOR_WIDTH + 3, border_radius=7)
    frame = cell.inflate(-4, -4)
    pygame.draw.rect(surface, GOLD_LIGHT, frame, CURSOR_WIDTH, border_radius=6)


def _draw_cursor_tag(surface: pygame.Surface, name: pygame.Surface, tag: pygame.Rect) -> None:
    """The cursor's cell name in light letters on kohl, edged in the cursor's gold."""
    pygame.draw.rect(surface, KOHL, tag, border_radius=CURSOR_TAG_RADIUS)
    pygame.draw.rect(surface, GOLD_LIGHT, tag, 2, border_radius=CURSOR_TAG_RADIUS)
    ink = name.get_bounding_rect()
    surface.blit(name, (tag.centerx - ink.centerx, tag.centery - ink.centery))


def _draw_cross(surface: pygame.Surface, layout: BoardLayout, cell: int) -> None:
    """A carnelian cross edged in kohl over a piece that the step in view would capture."""
    centre = layout.cell_center(cell)
    arm = piece_diameter(layout) // 3
    for dx, dy in ((1, 1), (1, -1)):
        start = (centre[0] - dx * arm, centre[1] - dy * arm)
        end = (centre[0] + dx * arm, centre[1] + dy * arm)
        pygame.draw.line(surface, KOHL, start, end, CROSS_WIDTH + 4)
        pygame.draw.line(surface, CARNELIAN_LIGHT, start, end, CROSS_WIDTH)


def _draw_ring(
    surface: pygame.Surface, layout: BoardLayout, cell: int, colour: Colour, now_ms: int
) -> None:
    """A pulsing ring around a piece, drawn over it."""
    pulse = 0.5 - 0.5 * math.cos(now_ms / SELECTION_PERIOD_MS * math.tau)
    radius = piece_diameter(layout) // 2 + 4 + round(3 * pulse)
    pygame.draw.circle(surface, KOHL, layout.cell_center(cell), radius + 2, 2)
    pygame.draw.circle(surface, colour, layout.cell_center(cell), radius, 4)


@cache
def _glow_image(radius: int) -> pygame.Surface:
    image = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    for step in range(radius, 0, -2):
        share = 1.0 - step / radius
        colour = TURQUOISE_LIGHT if share > 0.5 else GOLD
        pygame.draw.circle(image, (*colour, round(110 * share**1.6)), (radius, radius), step)
    return image


def _draw_glow(surface: pygame.Surface, layout: BoardLayout, cell: int, now_ms: int) -> None:
    """A soft pulsing halo behind a hinted cell."""
    pulse = 0.5 - 0.5 * math.cos(now_ms / GLOW_PERIOD_MS * math.tau)
    image = _glow_image(round(layout.cell_px * GLOW_RADIUS_CELLS))
    image.set_alpha(round(150 + 105 * pulse))
    surface.blit(image, image.get_rect(center=layout.cell_center(cell)))
