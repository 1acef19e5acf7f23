"""A dialog drawn inside a scene, over the board: a title, a few lines, and buttons.

Used for what the rules make happen between turns (a pass, a removal, a ransom, an offer to
end the game): a notice explains it and closes by itself after a while or on a click; a
decision waits for the player's choice. It covers the board only, so the side panel's
buttons (undo, hint, menu) stay usable. It pops in with a small overshoot. A notice never
vanishes under the pointer: its time stands still once the pointer comes onto it (a pointer
merely left where the last button was does not hold it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from seega.anim import Tween, ease_out_back
from seega.i18n import reading_order
from seega.ui.render.text import TextBox, draw_box, line_step, paragraph_boxes
from seega.ui.render.theme import KOHL, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, draw_panel

TITLE_SIZE = 32
BODY_SIZE = 23
BUTTON_HEIGHT = 54
BUTTON_GAP = 16
BUTTON_TEXT_SIZE = 26
BUTTON_MAX_WIDTH = 240
PADDING = 30
# Between the title and the body, and between the body and the buttons.
TITLE_GAP = 8
BUTTONS_GAP = 20
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
        width_share: float = WIDTH_SHARE,
    ) -> None:
        """The dialog is centred in `area`, `width_share` of its width."""
        self.title = title
        self.body = body
        self.choices = list(choices)
        self.area = pygame.Rect(area)
        self.opened_ms = opened_ms
        self.auto_close_ms = auto_close_ms
        self.closed = False
        self.timed_out = False  # closed by itself, not by the player
        self.pointer_on = False  # the pointer came onto the card: a notice waits
        self._held_ms = 0  # time the notice stood still under the pointer
        self._seen_ms = opened_ms
        width = round(self.area.width * width_share)
        title_height = line_step(TITLE_SIZE)
        lines = paragraph_boxes(
            body, pygame.Rect(0, 0, width - 2 * PADDING, 0), BODY_SIZE, KOHL, align="center"
        )
        body_height = lines[-1].rect.bottom - lines[0].rect.top
        height = 2 * PADDING + title_height + TITLE_GAP + body_height + BUTTONS_GAP
        self.rect = pygame.Rect(0, 0, width, height + BUTTON_HEIGHT)
        self.rect.center = self.area.center
        top = self.rect.y + PADDING
        title_rect = pygame.Rect(self.rect.x + PADDING, top, width - 2 * PADDING, title_height)
        self.title_box = TextBox(title, title_rect, TITLE_SIZE, LAPIS_DARK, bold=True)
        body_top = title_rect.bottom + TITLE_GAP
        self.body_boxes = [
            replace(line, rect=line.rect.move(self.rect.x + PADDING, body_top)) for line in lines
        ]
        self.buttons = self._buttons(on_feedback)

    def _buttons(self, on_feedback: Callable[[], None] | None) -> FocusGroup:
        """The choices in a row, first on the reading side; Tab and the arrows walk it."""
        count = len(self.choices)
        room = self.rect.width - 2 * PADDING - (count - 1) * BUTTON_GAP
        width = min(BUTTON_MAX_WIDTH, room // count)
        total = count * width + (count - 1) * BUTTON_GAP
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - PADDING - BUTTON_HEIGHT
        buttons = [
            Button(
                pygame.Rect(0, y, width, BUTTON_HEIGHT),
                choice.label,
                self._closer(choice),
                size=BUTTON_TEXT_SIZE,
            )
            for choice in self.choices
        ]
        for index, button in enumerate(reading_order(buttons)):
            button.rect.x = x + index * (width + BUTTON_GAP)
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
        if event.type == pygame.MOUSEMOTION:
            self.pointer_on = self.rect.collidepoint(event.pos)
        if self.buttons.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.area.collidepoint(event.pos):
            if self.auto_close_ms is not None and not self.rect.collidepoint(event.pos):
                self._closer(self.choices[0])()
            return True  # the board under a dialog takes no clicks
        return event.type == pygame.MOUSEBUTTONUP and self.area.collidepoint(event.pos)

    def update(self, now_ms: int) -> None:
        """Close a notice whose time is up (the time under the pointer not counted)."""
        if self.pointer_on:
            self._held_ms += now_ms - self._seen_ms
        self._seen_ms = now_ms
        shown_ms = now_ms - self.opened_ms - self._held_ms
        if self.auto_close_ms is not None and shown_ms >= self.auto_close_ms and not self.closed:
            self.timed_out = True
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
        for box in (self.title_box, *self.body_boxes):
            draw_box(surface, box)
        self.buttons.draw(surface)

    def text_boxes(self) -> list[TextBox]:
        """The title, the body's lines and the buttons' labels (for fit tests)."""
        return [self.title_box, *self.body_boxes, *self.buttons.text_boxes()]
