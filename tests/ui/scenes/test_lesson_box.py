"""A long refusal in a lesson stays clear of the buttons: no text runs over Hint, Again,
Lessons or Next, in any language or text size."""

import pytest

from seega.challenges.lesson import LESSONS
from seega.i18n import tr
from seega.ui.render.text import ink_rect
from seega.ui.scenes.lesson import SHAPE_KEYS, WHY_KEYS
from tests.ui.scenes.test_lesson import LANGUAGE_AND_SIZE, open_lesson


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_no_lesson_text_runs_over_the_buttons(harness, language, larger_text):
    """Standard step 7, a wrong step: the refusal grew the prompt, the task under it was
    squeezed, and its lines ran over Hint/Again/Lessons."""
    harness.context.change_settings(language=language, larger_text=larger_text)
    over = []
    for rules, lesson in LESSONS.items():
        scene = open_lesson(harness, rules)
        for index in range(len(lesson.steps)):
            scene.index = index
            scene.again()
            for key in [*WHY_KEYS.values(), *SHAPE_KEYS.values()]:
                scene.refused = (tr(key, task=scene.task_text), scene.now + 10_000)
                buttons = [widget.rect for widget in scene.buttons.widgets]
                labels = len(scene.buttons.text_boxes())
                for box in scene.text_boxes()[:-labels]:  # all but the buttons' own labels
                    if ink_rect(box).collidelist(buttons) >= 0:
                        over.append((rules, index + 1, key, box.text))
                assert all(box.rect.bottom <= scene.plaque().bottom for box in scene.plaque_boxes())
    assert over == []
