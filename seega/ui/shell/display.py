"""The window: a fixed logical canvas scaled with letterboxing to whatever size the window has.

Scenes always draw on `Display.canvas` (LOGICAL_SIZE) and receive mouse positions in canvas
coordinates: `translate()` maps window positions back before any scene sees an event. F11
toggles full screen.

F11 toggles on its release, never on the press. On X11 a change of mode re-creates the window
(`set_mode` and `toggle_fullscreen` alike), so the key's release goes to a window that is gone;
the key repeat then kept sending F11 presses and the window was re-created again and again
(about twice a second, the screen black in between). A release is sent once, by the window the
key was pressed in, and repeats send none. The window is opened once per change of mode and
never because of a resize event (on Linux each `set_mode` answers with resize events of its
own). The letterbox is measured from the window's real size on every event and every frame, so
a size that arrives late never leaves the canvas at an old offset; and the full-screen window
is opened at the screen's corner, not where the window stood (see `_open`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

# 16:10 leaves room for a square board plus side panels and stays crisp when halved.
LOGICAL_SIZE = (1280, 800)
# The first window is never smaller than this (text would become unreadable); a person may
# still shrink it further, and the canvas is then letterboxed smaller.
MIN_WINDOW_SIZE = (640, 400)
# The first window takes at most this share of the desktop, leaving room for task bars.
DESKTOP_SHARE = 0.9
LETTERBOX_COLOUR = (12, 10, 8)
FULLSCREEN_KEY = pygame.K_F11
SCREEN_ORIGIN = (0, 0)  # the first desktop's top-left corner
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
        self._windowed_position: tuple[int, int] | None = None  # where the window stood
        self._window = self._open(fullscreen)
        self.canvas = pygame.Surface(logical_size).convert()
        self.viewport = letterbox(self._window.get_size(), logical_size)

    @property
    def fullscreen(self) -> bool:
        """Whether the window covers the screen."""
        return self._fullscreen

    def _open(self, fullscreen: bool) -> pygame.Surface:
        """Open the window in the mode asked. The full-screen window is re-created where the
        window stood (X11 with no window manager leaves it there, its far part off the screen),
        so the window first moves to the screen's corner, and back when it is a window again."""
        self._fullscreen = fullscreen
        window_open = pygame.display.get_surface() is not None
        if fullscreen:
            if window_open:
                self._windowed_position = pygame.display.get_window_position()
                pygame.display.set_window_position(SCREEN_ORIGIN)
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        if self._windowed_position is not None:
            pygame.display.set_window_position(self._windowed_position)
        return window

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
        """F11 (released)."""
        self.set_fullscreen(not self._fullscreen)

    def _resized(self) -> None:
        """Fit the canvas to the window's size now; never open the window again here."""
        self._window = _window_surface()
        self.viewport = letterbox(self._window.get_size(), self.logical_size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Window-level events (resizing, F11). True if consumed: scenes must not see it."""
        if event.type in RESIZE_EVENTS:
            self._resized()
            return False
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == FULLSCREEN_KEY:
            if event.type == pygame.KEYUP:  # presses (and their repeats) only wait for it
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
        self._resized()  # the size a mode change gives may come after its events
        window = self._window
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
