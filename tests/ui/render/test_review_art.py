"""The review's drawings of a line: arrows and their numbers stay apart."""

import math

import pygame

from seega.core import parse_action
from seega.ui.render import review_art
from seega.ui.render.board_art import fit_layout


def test_a_step_back_over_the_same_cells_lies_beside_the_first_so_both_show():
    """The answer e5-d5, a placement, d5-e5: the third arrow used to lie on the first and hide
    it and its number."""
    layout = fit_layout(5, pygame.Rect(24, 16, 620, 620))  # the review's board area
    line = [parse_action(word, 5) for word in ("e5-d5", "@a1", "d5-e5", "e5-d5")]
    ends = review_art.step_ends(layout, line)
    assert ends[1] is None
    first, back, again = ends[0], ends[2], ends[3]
    assert first == tuple(layout.cell_center(cell) for cell in line[0].cells)
    middles = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in (first, back, again)]
    for one in range(3):
        for other in range(one + 1, 3):
            assert math.dist(middles[one], middles[other]) >= review_art.BADGE_PX
