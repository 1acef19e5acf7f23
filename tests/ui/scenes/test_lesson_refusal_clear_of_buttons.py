"""A long refusal in a lesson stays clear of the buttons: no text runs over Hint, Again,
Lessons or Next, in any language or text size."""

from functools import partial

import pygame
import pytest

from seega import i18n
from seega.challenges.lesson import LESSONS
from seega.i18n import tr
from seega.play.teacher import SHAPE_KEYS, WHY_KEYS
from seega.ui.render.text import ink_rect
from seega.ui.render.widgets import OptionCycler
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.test_lesson import open_lesson


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_no_lesson_text_runs_over_the_buttons(harness, language, larger_text):
    """Standard step 7, a wrong step: the refusal grew the prompt, the task under it was
    squeezed, and its lines ran over Hint/Again/Lessons."""
    harness.context.change_settings(language=language, larger_text=larger_text)
    over = []
    for rules, lesson in LESSONS.items():
        scene = open_lesson(harness, rules)
        for index in range(len(lesson.steps)):
            scene.teacher.index = index
            scene.teacher.again()
            for key in [*WHY_KEYS.values(), *SHAPE_KEYS.values()]:
                scene.board.session.say_no(partial(tr, key, task=scene.teacher.task_text))
                buttons = [widget.rect for widget in scene.board.buttons.widgets]
                labels = len(scene.board.buttons.text_boxes())
                for box in scene.text_boxes()[:-labels]:  # all but the buttons' own labels
                    if ink_rect(box).collidelist(buttons) >= 0:
                        over.append((rules, index + 1, key, box.text))
                assert all(box.rect.bottom <= scene.plaque().bottom for box in scene.plaque_boxes())
    assert over == []


def test_the_lessons_menu_goes_to_any_step(harness):
    """A step picker in the Lessons menu: two clicks on its arrow, then Esc, and the step
    shown is the third, from its position."""
    scene = open_lesson(harness, "standard")
    scene.show_lessons()
    harness.frames(1)
    picker = next(w for w in scene.menu.widgets if isinstance(w, OptionCycler))
    forward = picker.control_rect
    arrow = (
        (forward.left + 10, forward.centery)
        if i18n.is_rtl()
        else (forward.right - 10, forward.centery)
    )
    for _ in range(2):
        harness.click(arrow)
        harness.frames(1)
    assert (
        scene.teacher.index == 2 and scene.board.match.state == LESSONS["standard"].steps[2].start()
    )
    harness.key(pygame.K_ESCAPE)
    harness.frames(1)
    assert not scene.teacher.menu_open and scene.teacher.index == 2 and not scene.teacher.step_done
    assert overflows(scene) == []
