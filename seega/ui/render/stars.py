"""The reward star, drawn the same on a challenge's result card and on the journey's stones."""

from __future__ import annotations

from math import cos, pi, sin

import pygame

from seega.ui.render.theme import KOHL

# The inner points' reach as a share of the outer radius.
INNER_SHARE = 0.45


def draw_star(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int]
) -> None:
    """A five-pointed star, gold edged in kohl (the journey's stones show them too)."""
    points: list[tuple[float, float]] = []
    for index in range(10):
        reach = radius if index % 2 == 0 else radius * INNER_SHARE
        angle = -pi / 2 + index * pi / 5
        points.append((centre[0] + reach * cos(angle), centre[1] + reach * sin(angle)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, KOHL, points, 2)
