"""The window: a fixed logical canvas scaled with letterboxing to whatever size the window has.

Scenes always draw on `Display.canvas` (LOGICAL_SIZE) and receive mouse positions in canvas
coordinates: `translate()` maps window positions back before any scene sees an event. F11
toggles full screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

# 16:10 leaves room for a square board plus side panels and stays crisp when halved.
LOGICAL_SIZE = (1280, 800)
# The window never shrinks below this (text would become unreadable).
MIN_WINDOW_SIZE = (640, 400)
# The first window takes at most this share of the desktop, leaving room for task bars.
DESKTOP_SHARE = 0.9
LETTERBOX_COLOUR = (12, 10, 8)
FULLSCREEN_KEY = pygame.K_F11
MOUSE_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})
RESIZE_EVENTS = frozenset({pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED})


def letterbox(window_size: tuple[int, int], logical_size: tuple[int, int]) -> pygame.Rect:
    """The largest rectangle of the logical aspect ratio centred in the window."""
    scale = min(window_size[0] / logical_size[0], window_size[1] / logical_size[1])
    width = max(1, round(logical_size[0] * scale))
    height = max(1, round(logical_size[1] * scale))
    return pygame.Rect((window_size[0] - width) // 2, (window_size[1] - height) // 2, width, height)


def window_to_logical(
    pos: tuple[int, int], viewport: pygame.Rect, logical_size: tuple[int, int]
) -> tuple[int, int]:
    """A window position as canvas coordinates (may fall outside the canvas, in the bars)."""
    x = (pos[0] - viewport.x) * logical_size[0] // viewport.width
    y = (pos[1] - viewport.y) * logical_size[1] // viewport.height
    return (x, y)


def initial_window_size(
    desktop_sizes: Sequence[tuple[int, int]], logical_size: tuple[int, int] = LOGICAL_SIZE
) -> tuple[int, int]:
    """The logical size, shrunk (never enlarged) to fit DESKTOP_SHARE of the first desktop."""
    if not desktop_sizes:
        return logical_size
    room = (desktop_sizes[0][0] * DESKTOP_SHARE, desktop_sizes[0][1] * DESKTOP_SHARE)
    scale = min(1.0, room[0] / logical_size[0], room[1] / logical_size[1])
    width = max(MIN_WINDOW_SIZE[0], int(logical_size[0] * scale))
    height = max(MIN_WINDOW_SIZE[1], int(logical_size[1] * scale))
    return (width, height)


class Display:
    """Owns the window and the logical canvas. `on_fullscreen_change(bool)` hears F11."""

    def __init__(
        self,
        window_size: tuple[int, int] | None = None,
        fullscreen: bool = False,
        logical_size: tuple[int, int] = LOGICAL_SIZE,
        on_fullscreen_change: Callable[[bool], None] | None = None,
    ) -> None:
        self.logical_size = logical_size
        self.on_fullscreen_change = on_fullscreen_change
        self._windowed_size = window_size or initial_window_size(
            pygame.display.get_desktop_sizes(), logical_size
        )
        self._fullscreen = False
        self._window = self._open(fullscreen)
        self.canvas = pygame.Surface(logical_size).convert()
        self.viewport = letterbox(self._window.get_size(), logical_size)

    @property
    def fullscreen(self) -> bool:
        """Whether the window covers the screen."""
        return self._fullscreen

    def _open(self, fullscreen: bool) -> pygame.Surface:
        self._fullscreen = fullscreen
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between full screen and the last windowed size."""
        if fullscreen == self._fullscreen:
            return
        if fullscreen:
            self._windowed_size = self._window.get_size()
        self._window = self._open(fullscreen)
        self._resized()
        if self.on_fullscreen_change is not None:
            self.on_fullscreen_change(fullscreen)

    def toggle_fullscreen(self) -> None:
        """F11."""
        self.set_fullscreen(not self._fullscreen)

    def _resized(self) -> None:
        self._window = _window_surface()
        width, height = self._window.get_size()
        if not self._fullscreen and (width < MIN_WINDOW_SIZE[0] or height < MIN_WINDOW_SIZE[1]):
            size = (max(width, MIN_WINDOW_SIZE[0]), max(height, MIN_WINDOW_SIZE[1]))
            self._window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.viewport = letterbox(self._window.get_size(), self.logical_size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Window-level events (resizing, F11). True if consumed: scenes must not see it."""
        if event.type in RESIZE_EVENTS:
            self._resized()
            return False
        if event.type == pygame.KEYDOWN and event.key == FULLSCREEN_KEY:
            self.toggle_fullscreen()
            return True
        return False

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in canvas coordinates."""
        return window_to_logical(pos, self.viewport, self.logical_size)

    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its mouse position (and motion) in canvas coordinates."""
        if event.type not in MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        attributes = dict(event.dict)
        attributes["pos"] = self.to_logical(event.pos)
        if "rel" in attributes:
            scale_x = self.logical_size[0] / self.viewport.width
            scale_y = self.logical_size[1] / self.viewport.height
            attributes["rel"] = (round(event.rel[0] * scale_x), round(event.rel[1] * scale_y))
        return pygame.event.Event(event.type, attributes)

    def present(self) -> None:
        """Scale the canvas into the window, paint the bars, and flip."""
        window = _window_surface()
        if self.viewport.size == self.logical_size:
            window.blit(self.canvas, self.viewport)
        else:
            pygame.transform.smoothscale(
                self.canvas, self.viewport.size, window.subsurface(self.viewport)
            )
        self._paint_bars(window)
        pygame.display.flip()

    def _paint_bars(self, window: pygame.Surface) -> None:
        width, height = window.get_size()
        view = self.viewport
        for bar in (
            pygame.Rect(0, 0, view.x, height),
            pygame.Rect(view.right, 0, width - view.right, height),
            pygame.Rect(0, 0, width, view.y),
            pygame.Rect(0, view.bottom, width, height - view.bottom),
        ):
            if bar.width > 0 and bar.height > 0:
                window.fill(LETTERBOX_COLOUR, bar)


def _window_surface() -> pygame.Surface:
    """The window's surface; the display is always set up before a frame is shown."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("the window is not open")
    return surface
