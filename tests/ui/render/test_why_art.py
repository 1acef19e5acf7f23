"""The board's marks of why: what may be taken is told apart from what was taken."""

import pygame

from seega.core import parse_action
from seega.ui.render import why_art
from seega.ui.render.board_art import fit_layout

BLANK = (0, 0, 0)


def test_a_threat_rings_what_it_would_take_and_leaves_the_cross_to_captures():
    """A hint's threat marked its cells with the capture trace's cross, so a threat to come
    read as a capture done; it wears the dashed ring of a piece in danger."""
    layout = fit_layout(5, pygame.Rect(64, 24, 716, 716))
    surface = pygame.Surface((800, 800))
    surface.fill(BLANK)
    step, taken = parse_action("c4-c3", 5), cell_index("b3")
    why_art.draw_threat(surface, layout, step, [taken])
    rect = layout.cell_rect(taken)
    corner_of_cross = rect.inflate(-rect.width // 3, -rect.height // 3).topleft
    assert surface.get_at(corner_of_cross)[:3] == BLANK
    ring_left = (round(rect.centerx - rect.width * 0.44), rect.centery)
    lit = [surface.get_at((ring_left[0] + dx, ring_left[1]))[:3] for dx in range(-3, 4)]
    assert any(colour != BLANK for colour in lit)


def cell_index(name):
    """The index of the cell `name` on a 5×5 board."""
    return parse_action(f"@{name}", 5).cells[0]
