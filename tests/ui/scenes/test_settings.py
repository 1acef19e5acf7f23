"""Settings: every change is applied and saved; a corrupt file gives defaults and a notice."""

import json
from dataclasses import replace

import pygame
import pytest

from seega.storage.persistence import Settings
from seega.ui.app import build_context
from seega.ui.render.text import place
from seega.ui.render.widgets import OptionCycler, Slider, Toggle
from seega.ui.scenes.settings import SettingsScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import Routes
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.game_helpers import routed


def saved(storage):
    return json.loads((storage.directory / "settings.json").read_text())


def row(scene, label):
    return next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)


def test_clicking_a_toggle_saves_it(harness):
    scene = SettingsScene(harness.context)
    harness.start(scene)
    harness.click(row(scene, "Mute all sound").rect.center)
    assert harness.context.settings.muted is True
    assert harness.context.audio.muted is True
    assert saved(harness.context.storage)["muted"] is True


def test_keyboard_adjusts_slider_and_cycler(harness):
    scene = SettingsScene(harness.context)
    harness.start(scene)
    assert isinstance(scene.menu.focus, Slider)
    harness.key(pygame.K_LEFT)
    assert harness.context.settings.sound_volume == 70
    for _ in range(5):
        harness.key(pygame.K_TAB)
    assert (
        isinstance(scene.menu.focus, OptionCycler) and scene.menu.focus.label == "Sija think time"
    )
    harness.key(pygame.K_RIGHT)
    data = saved(harness.context.storage)
    assert data["sound_volume"] == 70 and data["sija_think_time_s"] == 120
    harness.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert isinstance(scene.menu.focus, Toggle) and scene.menu.focus.label == "Show legal moves"


def test_clicking_on_a_slider_track_sets_the_value(harness):
    scene = SettingsScene(harness.context)
    harness.start(scene)
    slider = row(scene, "Music volume")
    track = slider.track_rect
    harness.click((track.x + track.width // 2, track.centery))
    assert harness.context.settings.music_volume == 50


def test_cycler_arrows_by_mouse(harness):
    scene = SettingsScene(harness.context)
    harness.start(scene)
    cycler = row(scene, "Animation speed")
    harness.click((cycler.control_rect.right - 20, cycler.rect.centery))
    assert harness.context.settings.animation_speed == "fast"
    harness.click((cycler.control_rect.x + 20, cycler.rect.centery))
    harness.click((cycler.control_rect.x + 20, cycler.rect.centery))
    assert harness.context.settings.animation_speed == "slow"


def press_and_release(harness, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    harness.frames()


def test_fullscreen_row_follows_f11(harness):
    harness.display.on_fullscreen_change = lambda on: harness.context.change_settings(fullscreen=on)
    scene = SettingsScene(harness.context)
    harness.start(scene)
    press_and_release(harness, pygame.K_F11)
    assert harness.display.fullscreen and row(scene, "Full screen (F11)").value is True
    press_and_release(harness, pygame.K_F11)
    assert saved(harness.context.storage)["fullscreen"] is False


def test_corrupt_settings_file_gives_defaults_and_a_visible_notice(harness, storage):
    storage.directory.mkdir(parents=True, exist_ok=True)
    (storage.directory / "settings.json").write_text('{"sound_volume": "loud"}')
    context = build_context(storage)
    context.display = harness.display
    assert context.settings == Settings(language=context.settings.language)
    title = TitleScene(routed(context, Routes()))
    harness.start(title)
    harness.frames(1)
    assert title.notice is not None and "settings.json" in title.notice
    assert any(p.name.startswith("settings.json.corrupt-") for p in storage.directory.iterdir())


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_row_s_words_keep_their_full_size(harness, language, larger_text):
    """No row falls back to a smaller font (two Greek rows did with larger text): the label
    and the control share the row by what their words need."""
    harness.context.change_settings(language=language, larger_text=larger_text)
    scene = SettingsScene(harness.context)
    harness.start(scene)
    harness.frames(1)
    rows = [w for w in scene.menu.widgets if isinstance(w, (OptionCycler, Slider, Toggle))]
    for widget in rows:
        boxes = widget.text_boxes()
        if isinstance(widget, OptionCycler):  # every option, not only the one shown
            boxes += [replace(boxes[-1], text=text) for _, text in widget.options]
        for box in boxes:
            assert place(box)[0] == box.size, box.text


def test_the_internet_server_is_typed_kept_and_read_back(harness):
    scene = SettingsScene(harness.context)
    harness.start(scene)
    server_row = scene.menu.widgets[-2]
    assert server_row.text == "Internet server: This network only"
    harness.click(server_row.rect.center)
    for text in "seega.example.org:8765":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    harness.key(pygame.K_RETURN)
    assert harness.context.settings.online_server == "seega.example.org:8765"
    assert saved(harness.context.storage)["online_server"] == "seega.example.org:8765"
    assert scene.menu.widgets[-2].text == "Internet server: seega.example.org:8765"
    harness.click(scene.menu.widgets[-2].rect.center)
    for _ in range(len("seega.example.org:8765")):
        harness.key(pygame.K_BACKSPACE)
    harness.key(pygame.K_ESCAPE)  # typing left: the server stays as it was
    assert harness.context.settings.online_server == "seega.example.org:8765"
    assert isinstance(harness.top, SettingsScene)


def test_a_settings_file_with_a_server_that_is_no_address_is_set_aside(storage):
    storage.directory.mkdir(parents=True, exist_ok=True)
    body = {"version": 1, "language": "en", "online_server": "x" * 500}
    (storage.directory / "settings.json").write_text(json.dumps(body))
    loaded = storage.load_settings(["en"], "en")
    assert loaded.problem is not None and loaded.value.online_server == ""
