"""Muting: M mutes and unmutes on every screen and the choice is saved like the setting; the
muted mark shows on every screen, larger in the board screen's corner and clear of every
board, and the board's corner speaker mutes and unmutes with a click."""

import pygame

from seega.i18n import LANGUAGES
from seega.ui.app import frame_overlays
from seega.ui.play.board_scene import BOARD_AREA
from seega.ui.render.board_art import fit_layout
from seega.ui.render.sound_mark import mark_rect
from seega.ui.scenes.settings import SettingsScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import Routes
from seega.ui.shell.loop import GameLoop
from tests.ui.scenes.conftest import SteadyClock
from tests.ui.scenes.game_helpers import routed
from tests.ui.scenes.test_board_chain_panel_and_signals import QUIET_START, board_from


def test_m_toggles_mute_and_saves_it(harness, storage):
    harness.start(TitleScene(routed(harness.context, Routes())))
    assert not harness.context.audio.muted
    harness.key(pygame.K_m)
    assert harness.context.audio.muted and harness.context.settings.muted
    assert storage.load_settings(LANGUAGES, "en").value.muted
    harness.key(pygame.K_m)
    assert (
        not harness.context.audio.muted and not storage.load_settings(LANGUAGES, "en").value.muted
    )


def test_ctrl_m_is_left_to_the_scene(harness):
    harness.start(TitleScene(routed(harness.context, Routes())))
    harness.key(pygame.K_m, mod=pygame.KMOD_CTRL)
    assert not harness.context.settings.muted


def test_m_shows_the_muted_mark_on_every_screen(harness):
    loop = GameLoop(
        harness.stack,
        harness.display,
        SteadyClock(),
        shortcuts=[harness.context.handle_shortcut],
        overlays=frame_overlays(harness.context),
    )
    harness.start(TitleScene(harness.context))
    corner = mark_rect().center

    def shown_after(key=None):
        if key is not None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        loop.frame(16)
        return tuple(harness.display.canvas.get_at(corner))

    quiet_title = shown_after()
    muted_title = shown_after(pygame.K_m)
    assert harness.context.settings.muted and muted_title != quiet_title
    harness.stack.push(SettingsScene(harness.context))
    assert shown_after() == muted_title  # the same mark over another screen
    assert shown_after(pygame.K_m) != muted_title


def test_the_muted_mark_is_readable_and_clear_of_every_board(harness):
    mark = mark_rect()
    assert mark.width >= 40 and mark.height >= 40
    for size in (5, 7, 9):
        outer = fit_layout(size, BOARD_AREA).outer_rect
        gap = max(outer.left - mark.right, outer.top - mark.bottom)
        assert gap >= 10, (size, gap)


def test_m_shows_the_larger_mark_in_the_corner_of_the_board_screen(harness):
    board = board_from(harness, QUIET_START)
    loop = GameLoop(
        harness.stack,
        harness.display,
        SteadyClock(),
        shortcuts=[harness.context.handle_shortcut],
        overlays=frame_overlays(harness.context),
    )
    loop.frame(16)
    quiet = harness.display.canvas.copy()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode=""))
    loop.frame(16)
    assert harness.context.settings.muted and board.accepting()
    changed = [
        (x, y)
        for x in range(0, 120)
        for y in range(0, 120)
        if harness.display.canvas.get_at((x, y)) != quiet.get_at((x, y))
    ]
    assert changed and all(mark_rect().collidepoint(x, y) for x, y in changed)


def test_the_corner_speaker_of_the_board_mutes_and_unmutes_with_a_click(harness):
    """An on-screen mute button: the sound was turned off only by M or in the settings."""
    board = board_from(harness, QUIET_START)
    harness.frames(1)
    sounding = harness.display.canvas.get_at(mark_rect().center)
    harness.click(mark_rect().center)
    assert harness.context.settings.muted and board.session.picker.selected is None
    harness.frames(1)
    assert harness.display.canvas.get_at(mark_rect().center) != sounding
    harness.click(mark_rect().center)
    assert not harness.context.settings.muted
