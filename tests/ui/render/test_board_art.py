"""Board geometry, piece shapes and text fitting of the render layer."""

import pygame
import pytest

from seega.play.marks import Marker
from seega.ui.render.board_art import BoardLayout, board_image, draw_marker, fit_layout
from seega.ui.render.pieces import piece_image
from seega.ui.render.text import fit_size, render


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()


@pytest.mark.parametrize("size", [5, 7, 9])
def test_every_cell_centre_maps_back_to_its_cell(size):
    layout = fit_layout(size, pygame.Rect(100, 40, 720, 720))
    assert all(layout.cell_at(layout.cell_center(cell)) == cell for cell in range(size * size))
    assert pygame.Rect(100, 40, 720, 720).contains(layout.outer_rect)


def test_a1_is_bottom_left_and_off_grid_is_none():
    layout = BoardLayout(5, 100, (0, 0))
    a1, e5 = layout.cell_rect(0), layout.cell_rect(24)
    assert a1.x < e5.x and a1.y > e5.y
    assert layout.cell_at((1, 1)) is None


def test_board_image_matches_layout_size():
    layout = BoardLayout(7, 60, (0, 0))
    assert board_image(7, 60).get_size() == layout.outer_rect.size


def test_pieces_differ_by_shape_not_only_colour():
    light, dark = piece_image(False, 80), piece_image(True, 80)
    near_corner = (10, 10)  # outside a disc, inside a rounded square
    assert light.get_at(near_corner).a == 0
    assert dark.get_at(near_corner).a > 200


def test_markers_draw_inside_their_cell():
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    draw_marker(surface, pygame.Rect(50, 50, 100, 100), Marker.SELECTED)
    assert surface.get_at((10, 10)).a == 0
    assert surface.get_at((53, 100)).a > 0


def test_fit_size_shrinks_long_text_to_the_box():
    text = "A rather long label that must shrink"
    size = fit_size(text, 300, 40)
    assert size < 40 and render(text, size, (0, 0, 0)).get_width() <= 300
    assert fit_size("Hi", 200, 40) == 40
    assert fit_size(text * 5, 50, 40) == 12  # never below the legible minimum


def test_arabic_text_renders_with_ink():
    image = render("العربية", 30, (0, 0, 0))
    assert image.get_width() > 20
    assert pygame.mask.from_surface(image).count() > 50
