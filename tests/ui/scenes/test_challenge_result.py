"""A challenge's result card: its stars fill from the reading side, and its buttons give
every label the room it needs, in every language and text size."""

import pygame
import pytest

from seega.ui.play.board_display import BUTTON_TEXT
from seega.ui.render.text import place
from seega.ui.render.theme import GOLD
from seega.ui.scenes.challenge import RESULT_RECT, STAR_GAP, STAR_RADIUS
from seega.ui.shell import fonts
from seega.ui.shell.display import LOGICAL_SIZE
from tests.sweeps import EVERY_LANGUAGE
from tests.ui.scenes.fitting import shrunk_labels
from tests.ui.scenes.game_helpers import wait_until
from tests.ui.scenes.journey_scenes import challenge


def _solved_with_one_star(harness):
    """The longest challenge solved after many tries and a hint: one star of three."""
    scene = challenge("playing")(harness.context)
    harness.start(scene)
    scene.referee.tries, scene.referee.hints = 99, 1
    scene.referee._solve()  # private on purpose: solved at once, with these tries and hints
    scene.show_status()
    wait_until(harness, lambda: not scene.board.view.busy(scene.board.now))
    assert scene.referee.stars == 1
    return scene


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_earned_star_is_the_first_in_reading_order(harness, language):
    """In Arabic the stars filled from the left, against the mirrored screen around them."""
    harness.context.change_settings(language=language)
    scene = _solved_with_one_star(harness)
    surface = pygame.Surface(LOGICAL_SIZE)
    scene.draw(surface)
    y = RESULT_RECT.y + 16 + 52 + STAR_RADIUS + 4
    centres = [(RESULT_RECT.centerx + offset * STAR_GAP, y) for offset in (-1, 0, 1)]
    gold = [surface.get_at(centre)[:3] == GOLD for centre in centres]
    assert gold == ([False, False, True] if language == "ar" else [True, False, False])


def result_labels(context):
    """{label: px drawn} of the buttons of a failed and of a solved challenge's result, and
    their rectangles."""
    scenes = (challenge("failed")(context), challenge("solved")(context))
    sizes = {
        box.text: fonts.scaled(place(box)[0])
        for scene in scenes
        for box in scene.result.text_boxes()
    }
    return sizes, [[button.rect for button in scene.result.widgets] for scene in scenes]


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_every_result_label_has_the_room_it_needs(harness, language):
    """Arabic "Retry" (أعد المحاولة) was shrunk to fit a 136 px button while its neighbours
    kept their size: each label keeps its size, and larger text draws none smaller."""
    harness.context.change_settings(language=language)
    normal, rows = result_labels(harness.context)
    assert normal == {text: fonts.scaled(BUTTON_TEXT) for text in normal}
    harness.context.change_settings(larger_text=True)
    larger, larger_rows = result_labels(harness.context)
    assert shrunk_labels(normal, larger) == []
    for rects in rows + larger_rows:
        assert all(RESULT_RECT.contains(rect) for rect in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
