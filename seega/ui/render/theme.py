"""The palette and shared sizes of the Egyptian look, and small colour helpers.

Colours are those of painted tombs and jewellery: sandstone and papyrus grounds, lapis lazuli
and turquoise inlay, gold, carnelian red, and kohl black for outlines.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

SANDSTONE = (214, 178, 126)
SANDSTONE_DARK = (160, 120, 76)
SANDSTONE_LIGHT = (238, 212, 164)
PAPYRUS = (236, 222, 184)
PAPYRUS_DARK = (196, 174, 124)
LAPIS = (38, 64, 139)
LAPIS_DARK = (22, 36, 84)
LAPIS_LIGHT = (78, 112, 196)
TURQUOISE = (64, 182, 172)
TURQUOISE_LIGHT = (136, 222, 206)
GOLD = (222, 172, 58)
GOLD_LIGHT = (250, 222, 130)
GOLD_DARK = (150, 104, 28)
CARNELIAN = (178, 58, 38)
CARNELIAN_LIGHT = (222, 104, 72)
KOHL = (34, 26, 22)
IVORY = (242, 232, 208)
IVORY_SHADOW = (196, 178, 146)
BASALT = (52, 54, 62)
TEXT_ON_DARK = PAPYRUS
TEXT_ON_LIGHT = KOHL
TEXT_DISABLED = (150, 140, 120)

# The opacity of the shadow under lifted things.
DROP_SHADOW_ALPHA = 90
# Corner radius of plaques and panels.
CORNER_RADIUS = 10


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction `t` of the way from `a` to `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1) version of `colour`, clamped."""
    return (
        max(0, min(255, round(colour[0] * factor))),
        max(0, min(255, round(colour[1] * factor))),
        max(0, min(255, round(colour[2] * factor))),
    )
