"""Display: letterboxing maths, mouse positions mapped back to the canvas, F11, presenting."""

import pygame
import pytest

from seega.ui.shell.display import (
    LETTERBOX_COLOUR,
    LOGICAL_SIZE,
    MIN_WINDOW_SIZE,
    Display,
    initial_window_size,
    letterbox,
    window_to_logical,
)
from seega.ui.shell.loop import GameLoop
from seega.ui.shell.scene import Scene, SceneStack


def test_letterbox_wide_window_gets_side_bars():
    view = letterbox((1920, 800), (1280, 800))
    assert view == pygame.Rect(320, 0, 1280, 800)


def test_letterbox_tall_window_gets_top_and_bottom_bars():
    view = letterbox((640, 1000), (1280, 800))
    assert view == pygame.Rect(0, 300, 640, 400)


@pytest.mark.parametrize(
    ("window", "pos", "expected"),
    [
        ((1280, 800), (100, 200), (100, 200)),
        ((640, 400), (320, 200), (640, 400)),
        ((640, 400), (639, 399), (1278, 798)),
        ((1920, 800), (320, 0), (0, 0)),
        ((1920, 800), (1599, 799), (1279, 799)),
        ((1920, 800), (10, 10), (-310, 10)),
        ((640, 1000), (0, 300), (0, 0)),
    ],
)
def test_window_positions_map_to_the_canvas(window, pos, expected):
    view = letterbox(window, LOGICAL_SIZE)
    assert window_to_logical(pos, view, LOGICAL_SIZE) == expected


def test_initial_window_fits_small_desktops_and_never_grows():
    assert initial_window_size([(2560, 1440)]) == LOGICAL_SIZE
    width, height = initial_window_size([(1366, 768)])
    assert height <= 768 * 0.9 and abs(width / height - 1.6) < 0.01
    assert initial_window_size([(300, 200)]) == MIN_WINDOW_SIZE
    assert initial_window_size([]) == LOGICAL_SIZE


def test_translate_maps_mouse_events_of_a_scaled_window(pygame_session):
    display = Display(window_size=(640, 400))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(320, 200), button=1)
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(5, -5), buttons=(0, 0, 0))
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert display.translate(click).pos == (640, 400)
    assert display.translate(click).button == 1
    assert display.translate(moved).rel == (10, -10)
    assert display.translate(key) is key


def test_present_scales_the_canvas_into_the_viewport(pygame_session):
    display = Display(window_size=(960, 800))
    display.canvas.fill((200, 100, 50))
    display.present()
    window = pygame.display.get_surface()
    assert display.viewport == pygame.Rect(0, 100, 960, 600)
    inside, bar = window.get_at((480, 400)), window.get_at((480, 50))
    assert all(abs(a - b) <= 4 for a, b in zip(inside[:3], (200, 100, 50), strict=True))
    assert bar[:3] == LETTERBOX_COLOUR


F11_DOWN = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0)
F11_UP = pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0)


def test_f11_toggles_fullscreen_on_its_release_and_is_consumed(pygame_session):
    heard = []
    display = Display(window_size=(800, 500), on_fullscreen_change=heard.append)
    assert display.handle_event(F11_DOWN) and not display.fullscreen
    assert display.handle_event(F11_UP)
    assert display.fullscreen and heard == [True]
    assert display.handle_event(F11_DOWN) and display.handle_event(F11_UP)
    assert not display.fullscreen and heard == [True, False]
    assert pygame.display.get_surface().get_size() == (800, 500)
    assert not display.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))


@pytest.fixture
def set_mode_calls(monkeypatch):
    """Every `pygame.display.set_mode` call (each re-creates the window on X11)."""
    calls = []
    real = pygame.display.set_mode

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", counted)
    return calls


# What X11 with no window manager sent after one F11 press (measured): the window re-created,
# the release lost with it, so the key repeat went on sending presses; and the size changes.
TOGGLE_EVENTS = [
    F11_DOWN,
    pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=800),
    pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800),
    *[F11_DOWN] * 8,
    pygame.event.Event(pygame.VIDEORESIZE, size=(800, 500), w=800, h=500),
    pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=500),
    *[F11_DOWN] * 8,
]


def test_a_held_f11_and_the_resizes_it_causes_open_the_window_once(pygame_session, set_mode_calls):
    display = Display(window_size=(800, 500))
    loop = GameLoop(SceneStack(), display, events=lambda: [])
    loop.stack.push(Scene())
    loop.stack.apply_requests()
    opened = len(set_mode_calls)
    for event in [*TOGGLE_EVENTS, F11_UP, *TOGGLE_EVENTS[1:3]]:
        display.handle_event(event)
        loop.frame(16)
    assert len(set_mode_calls) == opened + 1 and display.fullscreen


def test_a_release_lost_with_the_old_window_toggles_nothing_more(pygame_session, set_mode_calls):
    display = Display(window_size=(800, 500))
    opened = len(set_mode_calls)
    for event in TOGGLE_EVENTS:
        assert display.handle_event(event) is (event.type == pygame.KEYDOWN)
    assert len(set_mode_calls) == opened and not display.fullscreen


def test_a_window_size_that_comes_late_is_fitted_at_the_next_frame(pygame_session):
    display = Display(window_size=(800, 500))
    pygame.display.set_mode((1024, 640), pygame.RESIZABLE)  # as X11 applies a mode, no event yet
    display.canvas.fill((200, 100, 50))
    display.present()
    window = pygame.display.get_surface()
    assert display.viewport == letterbox((1024, 640), LOGICAL_SIZE)
    corner = window.get_at((1020, 636))
    assert all(abs(a - b) <= 4 for a, b in zip(corner[:3], (200, 100, 50), strict=True))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1024 - 1, 640 - 1), button=1)
    assert display.translate(click).pos == (1278, 798)


def test_full_screen_opens_at_the_screen_corner_and_the_window_comes_back(
    pygame_session, monkeypatch
):
    """X11 with no window manager re-creates the full-screen window where the window stood:
    at an offset, its far part off the screen. The window moves to the corner first."""
    display = Display(window_size=(800, 500))
    calls = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "get_window_position", lambda: (64, 40))
    monkeypatch.setattr(pygame.display, "set_window_position", lambda pos: calls.append(pos))
    monkeypatch.setattr(
        pygame.display,
        "set_mode",
        lambda *args: (
            calls.append("full" if args[1] & pygame.FULLSCREEN else "window")
            or real_set_mode(*args)
        ),
    )
    display.handle_event(F11_DOWN)
    display.handle_event(F11_UP)
    display.handle_event(F11_DOWN)
    display.handle_event(F11_UP)
    assert calls == [(0, 0), "full", "window", (64, 40)]
