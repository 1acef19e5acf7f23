"""The end of a game, over the final board: who won and why, pieces, score, what next.

Entering records the result in the statistics once (not for games between computers) and
plays the win, loss or draw sound. A flourish of turning sun rays and falling gold leaf
celebrates a win.
"""

from __future__ import annotations

import math
import random
from functools import cache
from typing import TYPE_CHECKING

import pygame

from seega.anim import Tween, ease_out_back, ease_out_cubic
from seega.core import BLACK, WHITE
from seega.core.rulesets import Scoring
from seega.core.score import final_scores
from seega.i18n import tr
from seega.render.dialog import veil_image
from seega.render.hud import draw_lines, text_image
from seega.render.motifs import Glyph, block_stripe, glyph_image
from seega.render.pieces import piece_image
from seega.render.theme import (
    CARNELIAN,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    TURQUOISE,
    Colour,
)
from seega.render.widgets import Button, FocusGroup, draw_panel
from seega.scenes import flow, narration
from seega.shell.context import AppContext
from seega.shell.scene import Scene

if TYPE_CHECKING:
    from seega.scenes.board import BoardScene

PANEL = pygame.Rect(0, 0, 620, 496)
TITLE_SIZE = 54
BODY_SIZE = 24
SCORE_SIZE = 40
BUTTON_SIZE = (176, 54)
BUTTON_GAP = 14
VEIL_ALPHA = 140
APPEAR_MS = 480
RAY_COUNT = 14
RAY_WIDTH_SHARE = 0.45  # of the angle between two rays
RAY_RADIUS = 470
RAY_ALPHA = 150
# The rays are soft: drawn at half size and scaled up (a quarter of the drawing work).
RAY_DRAW_SHARE = 0.5
RAY_PERIOD_MS = 2600  # one breath of the rays' glow
STRIPE_INSET = 14
STRIPE_HEIGHT = 10
DIVIDER_GLYPH_PX = 26
LEAF_COUNT = 46
LEAF_SIZE = (22, 11)
LEAF_FALL_MS = 5200  # time for a leaf to cross the screen
LEAF_COLOURS: tuple[Colour, ...] = (GOLD, GOLD_LIGHT, TURQUOISE, LAPIS, CARNELIAN)


class GameOverScene(Scene):
    """See the module docstring."""

    is_overlay = True

    def __init__(self, context: AppContext, board: BoardScene, saving: bool = True) -> None:
        super().__init__()
        self.context = context
        self.board = board
        self.match = board.match
        self.saving = saving
        self.elapsed_ms = 0
        self.menu = FocusGroup(self._buttons(), on_back=self.menu_screen, on_feedback=context.click)

    def enter(self) -> None:
        if self.saving:
            flow.record_result(self.context, self.match)
        self.context.audio.play(self.sound())

    def sound(self) -> str:
        """win, loss or draw, from the point of view of the lone human (if any)."""
        outcome = self.match.state.outcome
        if outcome is None or outcome.winner is None:
            return "draw"
        lone = flow.human_side(self.match)
        return "loss" if lone is not None and outcome.winner != lone else "win"

    @property
    def celebrating(self) -> bool:
        """A flourish for a win by a person, or any decided game between others."""
        return self.sound() == "win"

    def _buttons(self) -> list[Button]:
        entries = ((tr("button.play_again"), self.play_again), (tr("button.rematch"), self.rematch))
        entries += ((tr("button.menu"), self.menu_screen),)
        total = len(entries) * BUTTON_SIZE[0] + (len(entries) - 1) * BUTTON_GAP
        panel = self._panel()
        x = panel.centerx - total // 2
        buttons = []
        for index, (label, action) in enumerate(entries):
            rect = pygame.Rect((x + index * (BUTTON_SIZE[0] + BUTTON_GAP), 0), BUTTON_SIZE)
            rect.bottom = panel.bottom - 30
            buttons.append(Button(rect, label, action, size=26))
        return buttons

    @staticmethod
    def _panel() -> pygame.Rect:
        panel = PANEL.copy()
        panel.center = (640, 400)
        return panel

    def play_again(self) -> None:
        """The same game again, same colours."""
        self._restart(swap=False)

    def rematch(self) -> None:
        """The same game with colours swapped."""
        self._restart(swap=True)

    def _restart(self, swap: bool) -> None:
        from seega.scenes.board import BoardScene

        fresh = flow.rematch(self.match, swap)
        self.stack.pop()
        self.stack.replace(BoardScene(self.context, fresh, self.saving))

    def menu_screen(self) -> None:
        """Back to the title."""
        flow.to_title(self.context, self)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += dt_ms

    def draw(self, surface: pygame.Surface) -> None:
        fade = Tween(0.0, 1.0, APPEAR_MS, easing=ease_out_cubic).value_at(self.elapsed_ms)
        surface.blit(veil_image(surface.get_size(), round(VEIL_ALPHA * fade)), (0, 0))
        panel = self._panel()
        if self.celebrating:
            _draw_rays(surface, panel.center, self.elapsed_ms)
            _draw_leaves(surface, self.elapsed_ms)
        grow = Tween(0.6, 1.0, APPEAR_MS, easing=ease_out_back).value_at(self.elapsed_ms)
        if grow < 1.0:
            small = panel.inflate(round(panel.width * (grow - 1)), round(panel.height * (grow - 1)))
            draw_panel(surface, small)
            return
        draw_panel(surface, panel)
        self._draw_result(surface, panel)
        self.menu.draw(surface)

    def _draw_result(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        state = self.match.state
        stripe = block_stripe(panel.width - 2 * STRIPE_INSET, STRIPE_HEIGHT)
        surface.blit(stripe, (panel.x + STRIPE_INSET, panel.y + STRIPE_INSET))
        title = text_image(narration.result_title(self.match), TITLE_SIZE, LAPIS_DARK, True)
        title_rect = title.get_rect(midtop=(panel.centerx, panel.y + 40))
        surface.blit(title, title_rect)
        y = _draw_divider(surface, panel.centerx, title_rect.bottom + 10, panel.width // 2)
        width = panel.width - 80
        reason = narration.reason_text(state)
        y = draw_lines(surface, reason, (panel.x + 40, y + 8), width, BODY_SIZE, KOHL, centred=True)
        pieces = tr("result.pieces", light=state.count(WHITE), dark=state.count(BLACK))
        y = draw_lines(
            surface, pieces, (panel.x + 40, y + 4), width, BODY_SIZE - 2, GOLD_DARK, True, True
        )
        if state.rules.scoring is Scoring.SIJA:
            y = self._draw_sija_scores(surface, panel, y + 8)
        else:
            y = self._draw_counts(surface, panel, y + 44)
        minutes = tr("result.time", minutes=self.match.minutes_played)
        info = text_image(minutes, BODY_SIZE - 4, KOHL)
        surface.blit(info, info.get_rect(midtop=(panel.centerx, y + 6)))

    def _draw_counts(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> int:
        """Each side's piece with its number on the board, side by side."""
        state = self.match.state
        style = self.context.settings.piece_style
        for side, x in ((WHITE, panel.centerx - 130), (BLACK, panel.centerx + 130)):
            icon = piece_image(side == BLACK, 64, style)
            surface.blit(icon, icon.get_rect(center=(x - 40, y)))
            number = text_image(str(state.count(side)), SCORE_SIZE, LAPIS_DARK, True)
            surface.blit(number, number.get_rect(midleft=(x, y)))
        return y + 36

    def _draw_sija_scores(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> int:
        """The seed 004 score of each side, and what it is made of (RULES.md §7)."""
        state = self.match.state
        scores = final_scores(state, self.match.minutes_played)
        style = self.context.settings.piece_style
        for side in (WHITE, BLACK):
            icon = piece_image(side == BLACK, 44, style)
            surface.blit(icon, icon.get_rect(midleft=(panel.x + 50, y + 26)))
            name = narration.side_word(side)
            line = tr("result.score", name=name, score=scores[side - 1])
            surface.blit(text_image(line, BODY_SIZE, LAPIS_DARK, True), (panel.x + 110, y + 4))
            detail = tr(
                "result.score_detail",
                ate=state.ate[side - 1],
                lost=state.ate[2 - side],
                minutes=self.match.minutes_played,
                moves=state.steps[side - 1],
            )
            surface.blit(text_image(detail, BODY_SIZE - 5, KOHL), (panel.x + 110, y + 34))
            y += 64
        return y


def _draw_divider(surface: pygame.Surface, centre_x: int, y: int, width: int) -> int:
    """Gold rules either side of a small ankh; returns the y below it."""
    ankh = glyph_image(Glyph.ANKH, DIVIDER_GLYPH_PX, GOLD, carved=False)
    middle = y + ankh.get_height() // 2
    gap = ankh.get_width() // 2 + 10
    for sign in (-1, 1):
        start = (centre_x + sign * gap, middle)
        end = (centre_x + sign * width // 2, middle)
        pygame.draw.line(surface, GOLD_DARK, start, end, 2)
    surface.blit(ankh, ankh.get_rect(midtop=(centre_x, y)))
    return y + ankh.get_height()


@cache
def _ray_image(radius: int) -> pygame.Surface:
    """Soft sun rays: wedges fading out from the centre (drawn once, small, scaled up)."""
    big = round(radius * 2 * RAY_DRAW_SHARE)
    rays = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big // 2, big // 2)
    reach = big // 2
    for index in range(RAY_COUNT):
        angle = index * math.tau / RAY_COUNT
        half = math.pi / RAY_COUNT * RAY_WIDTH_SHARE
        points = [centre]
        for side in (-half, half):
            points.append(
                (
                    centre[0] + reach * math.cos(angle + side),
                    centre[1] + reach * math.sin(angle + side),
                )
            )
        pygame.draw.polygon(rays, (*GOLD_LIGHT, 255), points)
    fade = pygame.Surface((big, big), pygame.SRCALPHA)
    for step in range(reach, 0, -2):
        alpha = round(RAY_ALPHA * (1.0 - step / reach) ** 0.8)
        pygame.draw.circle(fade, (255, 255, 255, alpha), centre, step)
    rays.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(rays, (radius * 2, radius * 2))


def _draw_rays(surface: pygame.Surface, centre: tuple[int, int], elapsed_ms: int) -> None:
    """Sun rays behind the panel, breathing slowly."""
    rays = _ray_image(RAY_RADIUS)
    breath = 0.5 - 0.5 * math.cos(elapsed_ms / RAY_PERIOD_MS * math.tau)
    rays.set_alpha(round(150 + 105 * breath))
    surface.blit(rays, rays.get_rect(center=centre))


@cache
def _leaves() -> tuple[tuple[float, float, float, float, int], ...]:
    """(x share, start delay share, sway phase, spin speed, colour index) per gold leaf."""
    rng = random.Random(31)
    return tuple(
        (
            rng.random(),
            rng.random(),
            rng.uniform(0, math.tau),
            rng.uniform(-3, 3),
            rng.randrange(len(LEAF_COLOURS)),
        )
        for _ in range(LEAF_COUNT)
    )


def _draw_leaves(surface: pygame.Surface, elapsed_ms: int) -> None:
    """Leaves of gold and faience drifting down, twirling."""
    width, height = surface.get_size()
    for x_share, delay, phase, spin, colour in _leaves():
        t = ((elapsed_ms / LEAF_FALL_MS) + delay) % 1.0
        x = x_share * width + 30 * math.sin(phase + t * 6)
        y = -20 + (height + 40) * t
        turn = math.cos(phase + elapsed_ms / 1000 * spin)
        rect = pygame.Rect(0, 0, max(2, round(LEAF_SIZE[0] * abs(turn))), LEAF_SIZE[1])
        rect.center = (round(x), round(y))
        pygame.draw.ellipse(surface, LEAF_COLOURS[colour], rect)
        pygame.draw.ellipse(surface, GOLD_DARK, rect, 1)
