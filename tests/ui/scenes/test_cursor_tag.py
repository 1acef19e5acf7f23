"""The keyboard cursor's cell is named on the board, on a tag at the cursor's corner: the
prompt no longer starts with "Cell d5 ·" (which pushed the hint and every prompt along)."""

import math

import pygame
import pytest

from seega.core import SIZES
from seega.i18n import set_language
from seega.ui.play.board_scene import BOARD_AREA
from seega.ui.render.board_art import fit_layout
from seega.ui.render.board_view import BoardView
from seega.ui.render.effects import piece_diameter
from seega.ui.render.theme import GOLD_LIGHT
from seega.ui.shell import fonts
from tests.ui.scenes.game_helpers import press, show_cursor
from tests.ui.scenes.game_scenes import SIJA_MIDGAME, STANDARD_MIDGAME, TWO_PEOPLE, match_from
from tests.ui.scenes.test_board_chain_panel_and_signals import board_from


def _reaches(rect, centre, radius):
    """Whether `rect` comes within `radius` of `centre` (a piece's disc)."""
    dx = max(rect.left - centre[0], 0, centre[0] - rect.right)
    dy = max(rect.top - centre[1], 0, centre[1] - rect.bottom)
    return math.hypot(dx, dy) < radius


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("scale", [1.0, fonts.LARGER_TEXT_SCALE])
def test_the_tag_stands_on_the_reading_corner_clear_of_every_piece(language, scale):
    """On every cell of every board size, at both text sizes: centred on the cell's top
    corner on the reading side, its letters inside it, on the board, and touching no piece
    (it stands where four cells' corners meet)."""
    pygame.init()
    set_language(language)
    fonts.set_text_scale(scale)
    for size in SIZES:
        layout = fit_layout(size, BOARD_AREA)
        view = BoardView(layout, match_from(SIJA_MIDGAME, TWO_PEOPLE).state)
        radius = piece_diameter(layout) / 2
        for cell in range(size * size):
            name, tag = view.cursor_tag(cell)
            corner = layout.cell_rect(cell)
            assert tag.center == (corner.topright if language == "ar" else corner.topleft)
            assert tag.width > name.get_bounding_rect().width
            assert layout.outer_rect.contains(tag)
            touched = [
                other
                for other in range(size * size)
                if _reaches(tag, layout.cell_center(other), radius)
            ]
            assert touched == [], (size, cell, touched)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_prompt_stays_as_it_is_and_the_tag_is_drawn(harness, language):
    """The arrows show the cursor: the prompt is what it was without it, and the tag's gold
    edge is on the screen."""
    harness.context.change_settings(language=language)
    board = board_from(harness, STANDARD_MIDGAME)
    without = board.panel_model().prompt
    show_cursor(harness, board)
    press(harness, pygame.K_LEFT)
    assert board.cursor is not None
    assert board.panel_model().prompt == without
    surface = pygame.Surface(harness.display.canvas.get_size())
    board.draw_game(surface)
    _, tag = board.view.cursor_tag(board.cursor)
    assert surface.get_at(tag.midtop)[:3] == GOLD_LIGHT
