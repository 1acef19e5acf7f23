"""The title's desert at golden hour: sky, sun, pyramids, dunes and palms, with subtle motion.

The still parts are drawn once into two layers (everything behind the near dunes; the near
dunes and palms). Per frame: blit the back layer, ripple a strip above the horizon (heat
haze), pulse the sun's glow, glide a few birds, blit the front layer, drift sand over it.
All positions are shares of the canvas size so any size works; randomness is seeded.
`mirrored` flips the scene left to right, for screens laid out right to left.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from seega.ui.render.theme import GOLD_LIGHT, Colour, mix, shade

# Sky colours from the zenith down to the horizon, at shares of the horizon height.
SKY_STOPS: tuple[tuple[float, Colour], ...] = (
    (0.0, (22, 30, 72)),
    (0.32, (70, 62, 122)),
    (0.62, (198, 112, 98)),
    (0.86, (246, 174, 108)),
    (1.0, (252, 214, 150)),
)
HORIZON_SHARE = 0.6
SUN_CENTRE = (0.715, 0.41)
SUN_RADIUS_SHARE = 0.055
SUN_COLOUR = (255, 236, 180)
SUN_GLOW_RADIUS_SHARE = 0.26
# The glow breathes between these opacities over this period (ms).
SUN_GLOW_ALPHA = (150, 215)
SUN_GLOW_PERIOD_MS = 5200
STAR_COUNT = 60
# (centre x share, base half-width share, height share, haze 0..1) from back to front.
PYRAMIDS = ((0.545, 0.085, 0.14, 0.45), (0.86, 0.06, 0.1, 0.5), (0.69, 0.13, 0.24, 0.2))
PYRAMID_LIT = (222, 156, 100)
PYRAMID_SHADOW = (136, 82, 72)
# Dune bands: (crest height share, amplitude share, colour top, colour bottom, seed).
FAR_DUNES = (0.605, 0.02, (238, 180, 128), (214, 146, 104), 3)
MID_DUNES = (0.7, 0.03, (222, 146, 84), (184, 108, 62), 5)
NEAR_DUNES = (0.82, 0.045, (206, 128, 70), (128, 72, 42), 9)
PALM_COLOUR = (44, 40, 34)
PALM_LEAVES = 11
# Angle between neighbouring fronds (radians) and their half-width as a share of the palm.
PALM_LEAF_SPREAD = 0.33
PALM_LEAF_WIDTH = 0.028
# (base x share, base y share, height share, lean) for the oasis palms.
PALMS = ((0.9, 0.86, 0.3, 0.12), (0.955, 0.88, 0.24, -0.1), (0.83, 0.84, 0.2, 0.18))
HAZE_BAND = (0.52, 0.63)
HAZE_AMPLITUDE_PX = 1.6
HAZE_PERIOD_MS = 1500
BIRDS = 4
BIRD_SPEED_PX_S = (14, 26)
SAND_GRAINS = 150
SAND_SPEED_PX_S = (30, 90)
SUPERSAMPLE = 3


def _gradient(size: tuple[int, int], stops: tuple[tuple[float, Colour], ...]) -> pygame.Surface:
    surface = pygame.Surface(size)
    for y in range(size[1]):
        share = y / max(1, size[1] - 1)
        for (a_at, a), (b_at, b) in zip(stops, stops[1:], strict=False):
            if a_at <= share <= b_at:
                surface.fill(mix(a, b, (share - a_at) / (b_at - a_at)), (0, y, size[0], 1))
                break
    return surface


def _crest(width: int, base: float, amplitude: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    waves = [
        (rng.uniform(0.5, 3.5), rng.uniform(0, math.tau), rng.uniform(0.3, 1.0)) for _ in range(4)
    ]
    total = sum(weight for _, _, weight in waves)
    return [
        base
        + amplitude * sum(w * math.sin(x / width * math.tau * f + p) for f, p, w in waves) / total
        for x in range(width + 1)
    ]


def _draw_dunes(layer: pygame.Surface, band: tuple[float, float, Colour, Colour, int]) -> None:
    width, height = layer.get_size()
    base, amplitude, top, bottom, seed = band
    crest = _crest(width, base * height, amplitude * height, seed)
    lowest = int(min(crest))
    shape = pygame.Surface((width, height - lowest), pygame.SRCALPHA)
    points = [(x, y - lowest) for x, y in enumerate(crest)] + [(width, height), (0, height)]
    pygame.draw.polygon(shape, (255, 255, 255, 255), points)
    fill = _gradient((width, height - lowest), ((0.0, top), (1.0, bottom))).convert_alpha()
    shape.blit(fill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shading = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    for x in range(width):
        slope = crest[x + 1] - crest[x]
        y = round(crest[x]) - lowest
        if slope < 0:  # faces away from the sun: lee shadow fading down the slope
            alpha = min(90, round(-slope * 140))
            pygame.draw.line(shading, (60, 24, 30, alpha), (x, y), (x, y + 46))
        else:
            alpha = min(70, round(slope * 120))
            pygame.draw.line(shading, (255, 226, 170, alpha), (x, y), (x, y + 10))
    shape.blit(shading, (0, 0))
    layer.blit(shape, (0, lowest))


def _draw_pyramid(
    layer: pygame.Surface, spec: tuple[float, float, float, float], horizon: int, haze: Colour
) -> None:
    width, height = layer.get_size()
    centre_x, half, tall, mist = spec
    apex = (centre_x * width, horizon - tall * height)
    left, right = (apex[0] - half * width, horizon + 4), (apex[0] + half * width, horizon + 4)
    front = (apex[0] + half * width * 0.25, horizon + 8)
    lit, dark = mix(PYRAMID_LIT, haze, mist), mix(PYRAMID_SHADOW, haze, mist)
    pygame.draw.polygon(layer, dark, [apex, left, front])
    pygame.draw.polygon(layer, lit, [apex, front, right])
    courses = max(6, round(tall * height / 9))
    for index in range(1, courses):
        t = index / courses
        y = apex[1] + (front[1] - apex[1]) * t
        a = (apex[0] + (left[0] - apex[0]) * t, y)
        b = (apex[0] + (front[0] - apex[0]) * t, apex[1] + (front[1] - apex[1]) * t)
        c = (apex[0] + (right[0] - apex[0]) * t, apex[1] + (right[1] - apex[1]) * t)
        pygame.draw.aaline(layer, shade(dark, 0.9), a, b)
        pygame.draw.aaline(layer, shade(lit, 0.93), b, c)
    cap = 0.08
    cap_points = [
        apex,
        (apex[0] + (front[0] - apex[0]) * cap, apex[1] + (front[1] - apex[1]) * cap),
    ]
    cap_right = (apex[0] + (right[0] - apex[0]) * cap, apex[1] + (right[1] - apex[1]) * cap)
    pygame.draw.polygon(layer, mix(GOLD_LIGHT, haze, mist), [*cap_points, cap_right])


def _draw_palm(
    layer: pygame.Surface, spec: tuple[float, float, float, float], rng: random.Random
) -> None:
    width, height = layer.get_size()
    base_x, base_y, tall, lean = spec
    size = round(tall * height)
    big = pygame.Surface((size * 2 * SUPERSAMPLE, size * 2 * SUPERSAMPLE), pygame.SRCALPHA)
    s = SUPERSAMPLE
    root = (size * s, size * 2 * s)
    top = (root[0] + lean * size * s, root[1] - size * s)
    for step in range(40):
        t = step / 39
        x = root[0] + (top[0] - root[0]) * t + math.sin(t * math.pi) * lean * size * s * 0.6
        y = root[1] + (top[1] - root[1]) * t
        radius = (size * 0.035 * (1.0 - 0.45 * t)) * s
        pygame.draw.circle(
            big, PALM_COLOUR if step % 3 else shade(PALM_COLOUR, 1.5), (x, y), radius
        )
    for index in range(PALM_LEAVES):
        spread = (index - (PALM_LEAVES - 1) / 2) * PALM_LEAF_SPREAD
        angle = -math.pi / 2 + spread + rng.uniform(-0.08, 0.08)
        length = size * rng.uniform(0.45, 0.62) * s
        edge_a, edge_b = [], []
        for step in range(16):
            t = step / 15
            droop = t * t * length * 0.7
            x = top[0] + math.cos(angle) * length * t
            y = top[1] + math.sin(angle) * length * t + droop
            half = math.sin(t * math.pi) * size * PALM_LEAF_WIDTH * s
            edge_a.append((x - half * math.sin(angle), y + half))
            edge_b.append((x + half * math.sin(angle), y - half))
        pygame.draw.polygon(big, PALM_COLOUR, edge_a + edge_b[::-1])
    image = pygame.transform.smoothscale(big, (size * 2, size * 2))
    layer.blit(image, (base_x * width - size, base_y * height - size * 2))


@dataclass
class _Mote:
    x: float
    y: float
    speed: float
    phase: float
    image: int


class DesertBackdrop:
    """The animated desert; `draw(surface, elapsed_ms)` fills the whole surface."""

    def __init__(self, size: tuple[int, int], seed: int = 5, mirrored: bool = False) -> None:
        self.size = size
        self.mirrored = mirrored
        rng = random.Random(seed)
        self._horizon = round(size[1] * HORIZON_SHARE)
        self._back = self._draw_back(rng).convert()
        self._front = self._draw_front(rng).convert_alpha()
        if mirrored:
            self._back = pygame.transform.flip(self._back, True, False)
            self._front = pygame.transform.flip(self._front, True, False)
        self._glow = self._draw_glow()
        self._motes = [
            _Mote(
                rng.uniform(0, size[0]),
                rng.uniform(0.66, 1.0) * size[1],
                rng.uniform(*SAND_SPEED_PX_S),
                rng.uniform(0, math.tau),
                rng.randrange(3),
            )
            for _ in range(SAND_GRAINS)
        ]
        self._mote_images = [
            self._mote(radius, alpha) for radius, alpha in ((1, 150), (2, 110), (3, 60))
        ]
        self._birds = [
            (
                rng.uniform(0, size[0]),
                rng.uniform(0.12, 0.3) * size[1],
                rng.uniform(*BIRD_SPEED_PX_S),
                rng.uniform(0, math.tau),
            )
            for _ in range(BIRDS)
        ]

    def _draw_back(self, rng: random.Random) -> pygame.Surface:
        width, height = self.size
        sky = pygame.Surface(self.size)
        sky.blit(_gradient((width, self._horizon + 20), SKY_STOPS), (0, 0))
        for _ in range(STAR_COUNT):
            x, y = rng.uniform(0, width), rng.uniform(0, self._horizon * 0.3)
            sky.fill(mix((255, 240, 220), SKY_STOPS[0][1], rng.uniform(0.2, 0.8)), (x, y, 1, 1))
        sun = (round(SUN_CENTRE[0] * width), round(SUN_CENTRE[1] * height))
        pygame.draw.circle(sky, SUN_COLOUR, sun, round(SUN_RADIUS_SHARE * height))
        _draw_dunes(sky, FAR_DUNES)
        haze = SKY_STOPS[-1][1]
        for spec in PYRAMIDS:
            _draw_pyramid(sky, spec, self._horizon + 6, haze)
        _draw_dunes(sky, MID_DUNES)
        return sky

    def _draw_front(self, rng: random.Random) -> pygame.Surface:
        layer = pygame.Surface(self.size, pygame.SRCALPHA)
        for spec in PALMS:
            _draw_palm(layer, spec, rng)
        _draw_dunes(layer, NEAR_DUNES)
        return layer

    def _draw_glow(self) -> pygame.Surface:
        radius = round(SUN_GLOW_RADIUS_SHARE * self.size[1])
        glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        for step in range(radius, 0, -2):
            alpha = round(90 * (1.0 - step / radius) ** 2.0)
            pygame.draw.circle(glow, (*SUN_COLOUR, alpha), (radius, radius), step)
        return glow

    @staticmethod
    def _mote(radius: int, alpha: int) -> pygame.Surface:
        image = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        pygame.draw.circle(image, (255, 226, 176, alpha), (radius, radius), radius)
        return image

    def draw(self, surface: pygame.Surface, elapsed_ms: int) -> None:
        """Draw the desert as it looks `elapsed_ms` after the title appeared."""
        surface.blit(self._back, (0, 0))
        self._draw_haze(surface, elapsed_ms)
        breath = 0.5 - 0.5 * math.cos(elapsed_ms / SUN_GLOW_PERIOD_MS * math.tau)
        self._glow.set_alpha(
            round(SUN_GLOW_ALPHA[0] + (SUN_GLOW_ALPHA[1] - SUN_GLOW_ALPHA[0]) * breath)
        )
        sun_x = 1.0 - SUN_CENTRE[0] if self.mirrored else SUN_CENTRE[0]
        sun = (sun_x * self.size[0], SUN_CENTRE[1] * self.size[1])
        surface.blit(self._glow, self._glow.get_rect(center=(round(sun[0]), round(sun[1]))))
        self._draw_birds(surface, elapsed_ms)
        surface.blit(self._front, (0, 0))
        self._draw_sand(surface, elapsed_ms)

    def _draw_haze(self, surface: pygame.Surface, elapsed_ms: int) -> None:
        top, bottom = (round(share * self.size[1]) for share in HAZE_BAND)
        phase = elapsed_ms / HAZE_PERIOD_MS * math.tau
        for y in range(top, bottom, 2):
            fade = math.sin(math.pi * (y - top) / (bottom - top))
            shift = round(HAZE_AMPLITUDE_PX * fade * math.sin(phase + y * 0.37))
            if shift:
                surface.blit(self._back, (shift, y), pygame.Rect(0, y, self.size[0], 2))

    def _draw_birds(self, surface: pygame.Surface, elapsed_ms: int) -> None:
        seconds = elapsed_ms / 1000
        for x0, y0, speed, phase in self._birds:
            x = (x0 + speed * seconds) % (self.size[0] + 60) - 30
            y = y0 + 6 * math.sin(seconds * 0.4 + phase)
            flap = 3 + 2.5 * math.sin(seconds * 5 + phase)
            colour = (52, 40, 60)
            pygame.draw.aaline(surface, colour, (x - 7, y - flap), (x, y))
            pygame.draw.aaline(surface, colour, (x, y), (x + 7, y - flap))

    def _draw_sand(self, surface: pygame.Surface, elapsed_ms: int) -> None:
        seconds = elapsed_ms / 1000
        width = self.size[0] + 20
        for mote in self._motes:
            x = (mote.x - mote.speed * seconds) % width - 10
            y = mote.y + 5 * math.sin(seconds * 1.3 + mote.phase) - (x / width) * 8
            surface.blit(self._mote_images[mote.image], (x, y))
