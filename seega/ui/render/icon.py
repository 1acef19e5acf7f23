"""The window and desktop icon: a gold ankh on a lapis tile framed in gold, drawn in code."""

from __future__ import annotations

import pygame

from seega.ui.render.motifs import Glyph, glyph_image
from seega.ui.render.theme import GOLD, GOLD_LIGHT, LAPIS, LAPIS_DARK

SUPERSAMPLE = 4
ANKH_SHARE = 0.7


def app_icon(size: int = 64) -> pygame.Surface:
    """The icon, `size` px square with transparent corners."""
    big = size * SUPERSAMPLE
    tile = pygame.Surface((big, big), pygame.SRCALPHA)
    outer = tile.get_rect()
    radius = big // 6
    pygame.draw.rect(tile, LAPIS_DARK, outer, border_radius=radius)
    pygame.draw.rect(tile, LAPIS, outer.inflate(-big // 10, -big // 10), border_radius=radius)
    pygame.draw.rect(
        tile, GOLD, outer.inflate(-big // 14, -big // 14), big // 28, border_radius=radius
    )
    ankh = glyph_image(Glyph.ANKH, round(big * ANKH_SHARE), GOLD_LIGHT, carved=False)
    tile.blit(ankh, ankh.get_rect(center=outer.center))
    return pygame.transform.smoothscale(tile, (size, size))
