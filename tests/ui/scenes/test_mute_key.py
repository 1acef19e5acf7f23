"""M mutes and unmutes on every screen, and the choice is saved like the setting."""

import pygame

from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import Routes
from tests.ui.scenes.game_helpers import routed


def test_m_toggles_mute_and_saves_it(harness, storage):
    harness.start(TitleScene(routed(harness.context, Routes())))
    assert not harness.context.audio.muted
    harness.key(pygame.K_m)
    assert harness.context.audio.muted and harness.context.settings.muted
    assert storage.load_settings().value.muted
    harness.key(pygame.K_m)
    assert not harness.context.audio.muted and not storage.load_settings().value.muted


def test_ctrl_m_is_left_to_the_scene(harness):
    harness.start(TitleScene(routed(harness.context, Routes())))
    harness.key(pygame.K_m, mod=pygame.KMOD_CTRL)
    assert not harness.context.settings.muted
