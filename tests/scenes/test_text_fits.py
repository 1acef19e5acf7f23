"""Every string fits its box at the default window size, in every language, at both text
sizes, with the real fonts: nothing is drawn outside its button, row or panel.

Scenes list their text with `text_boxes()`; add a scene to SCENES to cover it.
"""

import pygame
import pytest

from seega.i18n import LANGUAGES, tr
from seega.persistence import Autosave
from seega.scenes.how_to_play import HowToPlayScene
from seega.scenes.settings import SettingsScene
from seega.scenes.stats import StatsScene
from seega.scenes.title import TitleActions, TitleScene
from seega.shell.scene import Scene
from tests.scenes.fitting import overflows
from tests.scenes.game_scenes import GAME_SCENES


def title_with_everything(context):
    """The title with every button (Continue too) and a long notice showing."""
    context.storage.save_autosave(Autosave(state={}, record=""))
    context.notices.append(
        f"{tr('notice.file_unreadable', file='settings.json', reason='not valid JSON')} "
        f"{tr('notice.file_kept', name='settings.json.corrupt-20240517-093000')}"
    )
    actions = TitleActions(
        new_game=Scene,
        how_to_play=Scene,
        continue_game=lambda saved: Scene(),
        settings=Scene,
        statistics=Scene,
    )
    return TitleScene(context, actions)


def settings_at_full_volume(context):
    """Settings with the widest values showing."""
    context.change_settings(sound_volume=100, music_volume=100)
    return SettingsScene(context)


SCENES = {
    "title": title_with_everything,
    "settings": settings_at_full_volume,
    "stats": StatsScene,
    "how_to_play": lambda context: HowToPlayScene(context, "sija"),
    **GAME_SCENES,
}


@pytest.mark.parametrize("larger_text", [False, True], ids=["normal", "larger"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", SCENES)
def test_every_string_fits_its_box(harness, name, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    scene = SCENES[name](harness.context)
    harness.start(scene)
    assert overflows(scene) == []


def test_the_check_catches_text_drawn_outside_its_box(harness):
    scene = StatsScene(harness.context)
    harness.start(scene)
    scene.menu.widgets[0].rect.width = 60  # "Back" cannot fit a 60 px button
    assert any("'Back'" in problem for problem in overflows(scene))


def test_title_notice_wraps_instead_of_shrinking_to_nothing(harness):
    title = title_with_everything(harness.context)
    harness.start(title)
    harness.frames(1)
    lines = [box for box in title.text_boxes() if box.rect.colliderect(title._notice_rect())]
    assert len(lines) == 2 and pygame.Rect(title._notice_rect()).contains(lines[-1].rect)
