"""The language and text size change live from the settings; Arabic mirrors the layout and
the keys follow what the player sees."""

import json

import pygame

from seega import i18n
from seega.ui.render.text import place
from seega.ui.render.widgets import OptionCycler, Slider, Toggle
from seega.ui.scenes.settings import LANGUAGE_ROW, SettingsScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import Routes
from seega.ui.shell import fonts
from tests.ui.scenes.game_helpers import routed


def open_settings_over_title(harness):
    context = harness.context
    title = TitleScene(routed(context, Routes(settings=lambda: SettingsScene(context))))
    harness.start(title)
    harness.key(pygame.K_DOWN)  # New game and How to play are disabled: Settings, Statistics
    harness.key(pygame.K_UP)
    harness.key(pygame.K_RETURN)
    assert isinstance(harness.top, SettingsScene)
    return title, harness.top


def focus_row(harness, scene, index):
    while scene.menu.widgets.index(scene.menu.focus) != index:
        harness.key(pygame.K_TAB)


def test_choosing_a_language_relabels_every_screen_at_once(harness):
    title, settings = open_settings_over_title(harness)
    focus_row(harness, settings, LANGUAGE_ROW)
    harness.key(pygame.K_RIGHT)
    assert i18n.current_language() == "es"
    assert settings.menu.widgets[0].label == "Volumen de efectos"
    assert settings.menu.focus is settings.menu.widgets[LANGUAGE_ROW]  # still on the language
    assert "Ajustes" in [w.text for w in title.menu.widgets]  # the title beneath follows
    saved = json.loads((harness.context.storage.directory / "settings.json").read_text())
    assert saved["language"] == "es"
    harness.key(pygame.K_ESCAPE)
    assert harness.top is title
    assert title.menu.focus.text == "Ajustes"


def test_the_language_menu_names_each_language_in_itself(harness):
    harness.context.change_settings(language="el")
    settings = SettingsScene(harness.context)
    harness.start(settings)
    names = [name for _, name in settings.menu.widgets[LANGUAGE_ROW].options]
    assert names == ["English", "Español", "Ελληνικά", "Italiano", "العربية"]


def test_larger_text_applies_at_once_and_is_saved(harness):
    settings = SettingsScene(harness.context)
    harness.start(settings)
    back = settings.menu.widgets[-1]
    normal = place(back.text_boxes()[0])[1].height
    larger = next(w for w in settings.menu.widgets if w.label == "Larger text")
    harness.click(larger.rect.center)
    assert fonts.text_scale() == fonts.LARGER_TEXT_SCALE
    assert harness.context.settings.larger_text is True
    assert place(settings.menu.widgets[-1].text_boxes()[0])[1].height > normal


def test_arabic_puts_the_menu_on_the_right(harness):
    harness.context.change_settings(language="ar")
    title = TitleScene(routed(harness.context, Routes()))
    harness.start(title)
    harness.frames(60)
    assert all(w.rect.left > 640 for w in title.menu.widgets)
    assert title.menu.widgets[-1].text == "خروج"


def test_arabic_setting_rows_are_mirrored(harness):
    harness.context.change_settings(language="ar")
    settings = SettingsScene(harness.context)
    harness.start(settings)
    row = settings.menu.widgets[0]
    label, value = row.text_boxes()
    assert row.control_rect.left == row.rect.left and label.rect.left > row.control_rect.right
    assert value.rect.left < row.track_rect.left  # "80٪" at the far left of the slider


def test_in_arabic_the_arrow_towards_the_fuller_end_raises_a_slider(harness):
    harness.context.change_settings(language="ar")
    settings = SettingsScene(harness.context)
    harness.start(settings)
    assert isinstance(settings.menu.focus, Slider)
    harness.key(pygame.K_LEFT)
    assert harness.context.settings.sound_volume == 90
    slider = settings.menu.widgets[1]
    track = slider.track_rect
    harness.click((track.right - round(track.width * 0.3), track.centery))
    assert harness.context.settings.music_volume == 30


def test_in_arabic_a_toggle_turns_on_towards_the_left(harness):
    harness.context.change_settings(language="ar")
    settings = SettingsScene(harness.context)
    harness.start(settings)
    focus_row(harness, settings, 2)
    assert isinstance(settings.menu.focus, Toggle)
    harness.key(pygame.K_RIGHT)
    assert harness.context.settings.muted is False
    harness.key(pygame.K_LEFT)
    assert harness.context.settings.muted is True


def test_in_arabic_the_left_arrow_of_a_cycler_goes_forward(harness):
    harness.context.change_settings(language="ar")
    settings = SettingsScene(harness.context)
    harness.start(settings)
    speed = settings.menu.widgets[3]
    assert isinstance(speed, OptionCycler)
    harness.click((speed.control_rect.x + 20, speed.rect.centery))
    assert harness.context.settings.animation_speed == "fast"


def test_arabic_statistics_read_from_the_right(harness):
    harness.context.change_settings(language="ar")
    stats = StatsScene(harness.context)
    harness.start(stats)
    boxes = {box.text: box.rect for box in stats.text_boxes()}
    assert boxes["سهل"].left > boxes["فوز"].right  # the level names are the rightmost column
