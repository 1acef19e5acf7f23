"""Keyboard navigation intents shared by widgets and scenes, so every screen uses the same keys."""

from __future__ import annotations

from enum import Enum, auto

import pygame

# Held arrow keys repeat after this delay, at this interval (ms): quick but controllable.
KEY_REPEAT_DELAY_MS = 350
KEY_REPEAT_INTERVAL_MS = 60


class Intent(Enum):
    """What a key press means for navigation."""

    NEXT = auto()
    PREVIOUS = auto()
    UP = auto()
    DOWN = auto()
    LEFT = auto()
    RIGHT = auto()
    ACTIVATE = auto()
    BACK = auto()


KEY_INTENTS = {
    pygame.K_UP: Intent.UP,
    pygame.K_DOWN: Intent.DOWN,
    pygame.K_LEFT: Intent.LEFT,
    pygame.K_RIGHT: Intent.RIGHT,
    pygame.K_RETURN: Intent.ACTIVATE,
    pygame.K_KP_ENTER: Intent.ACTIVATE,
    pygame.K_SPACE: Intent.ACTIVATE,
    pygame.K_ESCAPE: Intent.BACK,
    pygame.K_BACKSPACE: Intent.BACK,
}


def intent_of(event: pygame.event.Event) -> Intent | None:
    """The navigation intent of a KEYDOWN event (Tab, Shift+Tab, arrows, Enter, Space, Esc)."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_TAB:
        shifted = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        return Intent.PREVIOUS if shifted else Intent.NEXT
    return KEY_INTENTS.get(event.key)


def enable_key_repeat() -> None:
    """Let held navigation keys repeat (call once after the window opens)."""
    pygame.key.set_repeat(KEY_REPEAT_DELAY_MS, KEY_REPEAT_INTERVAL_MS)
