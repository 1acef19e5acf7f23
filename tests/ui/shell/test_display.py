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


def test_f11_toggles_fullscreen_and_is_consumed(pygame_session):
    heard = []
    display = Display(window_size=(800, 500), on_fullscreen_change=heard.append)
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0)
    assert display.handle_event(f11)
    assert display.fullscreen and heard == [True]
    assert display.handle_event(f11)
    assert not display.fullscreen and heard == [True, False]
    assert pygame.display.get_surface().get_size() == (800, 500)
    assert not display.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
