"""A dialog drawn inside a scene, over the board: a title, a few lines, and buttons.

Used for what the rules make happen between turns (a pass, a removal, a ransom, an offer to
end the game): a notice explains it and closes by itself after a while or on a click; a
decision waits for the player's choice. It covers the board only, so the side panel's
buttons (undo, hint, menu) stay usable. It pops in with a small overshoot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from seega.anim import Tween, ease_out_back
from seega.render.hud import draw_lines, text_image, wrap
from seega.render.theme import KOHL, LAPIS_DARK
from seega.render.widgets import Button, FocusGroup, draw_panel

TITLE_SIZE = 32
BODY_SIZE = 23
BUTTON_HEIGHT = 54
BUTTON_GAP = 16
PADDING = 30
WIDTH_SHARE = 0.84  # of the area the dialog covers
VEIL_ALPHA = 110
APPEAR_MS = 260
APPEAR_FROM_SCALE = 0.85
# Veils of a few sizes and fading alphas are kept ready.
VEIL_CACHE_SIZE = 64


@lru_cache(maxsize=VEIL_CACHE_SIZE)
def veil_image(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark see-through sheet to dim what lies under a dialog or menu (cached; read only)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*KOHL, alpha))
    return veil


@dataclass(frozen=True)
class Choice:
    """One button of a dialog and what it does."""

    label: str
    act: Callable[[], None]


class Dialog:
    """See the module docstring. `auto_close_ms` (from opening) runs the first choice."""

    def __init__(
        self,
        title: str,
        body: str,
        choices: Sequence[Choice],
        area: pygame.Rect,
        opened_ms: int,
        auto_close_ms: int | None = None,
        on_feedback: Callable[[], None] | None = None,
    ) -> None:
        self.title = title
        self.body = body
        self.choices = list(choices)
        self.area = pygame.Rect(area)
        self.opened_ms = opened_ms
        self.auto_close_ms = auto_close_ms
        self.closed = False
        width = round(self.area.width * WIDTH_SHARE)
        text_width = width - 2 * PADDING
        lines = len(wrap(body, BODY_SIZE, text_width))
        body_height = lines * (text_image("Ag", BODY_SIZE, KOHL).get_height() + 4)
        height = PADDING * 2 + TITLE_SIZE + 16 + body_height + 24 + BUTTON_HEIGHT
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = self.area.center
        self.buttons = self._buttons(on_feedback)

    def _buttons(self, on_feedback: Callable[[], None] | None) -> FocusGroup:
        count = len(self.choices)
        width = min(240, (self.rect.width - 2 * PADDING - (count - 1) * BUTTON_GAP) // count)
        total = count * width + (count - 1) * BUTTON_GAP
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - PADDING - BUTTON_HEIGHT
        buttons = []
        for index, choice in enumerate(self.choices):
            rect = pygame.Rect(x + index * (width + BUTTON_GAP), y, width, BUTTON_HEIGHT)
            buttons.append(Button(rect, choice.label, self._closer(choice), size=26))
        group = FocusGroup(buttons, on_feedback=on_feedback)
        group.focus_visible = True  # Enter answers at once: show which button it presses
        return group

    def _closer(self, choice: Choice) -> Callable[[], None]:
        def close() -> None:
            if not self.closed:
                self.closed = True
                choice.act()

        return close

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons and keys; a click anywhere on a notice closes it. True if used."""
        if self.closed:
            return False
        if self.buttons.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.area.collidepoint(event.pos):
            if self.auto_close_ms is not None and not self.rect.collidepoint(event.pos):
                self._closer(self.choices[0])()
            return True  # the board under a dialog takes no clicks
        return event.type == pygame.MOUSEBUTTONUP and self.area.collidepoint(event.pos)

    def update(self, now_ms: int) -> None:
        """Close a notice whose time is up."""
        if self.auto_close_ms is not None and now_ms - self.opened_ms >= self.auto_close_ms:
            self._closer(self.choices[0])()

    def draw(self, surface: pygame.Surface, now_ms: int) -> None:
        """The veil over the area, then the panel popping in."""
        grow = Tween(APPEAR_FROM_SCALE, 1.0, APPEAR_MS, self.opened_ms, ease_out_back)
        scale = grow.value_at(now_ms)
        surface.blit(veil_image(self.area.size, round(VEIL_ALPHA * min(1.0, scale))), self.area)
        rect = self.rect.copy()
        if scale != 1.0:
            rect = rect.inflate(round(rect.width * (scale - 1)), round(rect.height * (scale - 1)))
            rect.center = self.rect.center
            draw_panel(surface, rect)
            return
        draw_panel(surface, rect)
        title = text_image(self.title, TITLE_SIZE, LAPIS_DARK, True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + PADDING)))
        top = rect.y + PADDING + TITLE_SIZE + 16
        draw_lines(
            surface,
            self.body,
            (rect.x + PADDING, top),
            rect.width - 2 * PADDING,
            BODY_SIZE,
            KOHL,
            centred=True,
        )
        self.buttons.draw(surface)
