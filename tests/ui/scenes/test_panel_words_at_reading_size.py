"""The side panel gives its words room instead of shrinking them: no text of a lesson's or a
challenge's panel is drawn below the reading size, in every language at both text sizes, and
the challenge's opponent is named on one line."""

import pytest

from seega.challenges.lesson import LESSONS
from seega.i18n import tr
from seega.ui.play.board_scene import PANEL_RECT
from seega.ui.render.hud import NAME_MIN_SIZE, hud_regions, hud_text_boxes
from seega.ui.render.text import READING_MIN_PX, place
from seega.ui.shell import fonts
from tests.sweeps import EVERY_LANGUAGE, LANGUAGE_AND_SIZE
from tests.ui.scenes.game_helpers import first_legal, quick_computer
from tests.ui.scenes.journey_scenes import challenge
from tests.ui.scenes.test_lesson import open_lesson


def drawn_below_reading_size(boxes):
    """(text, px) of each box drawn smaller than the reading size."""
    sizes = ((box.text, fonts.scaled(place(box)[0])) for box in boxes)
    return [(text, px) for text, px in sizes if text and px < READING_MIN_PX]


def lesson_panel_boxes(scene):
    board = scene.board
    return hud_text_boxes(PANEL_RECT, board.panel_model(), board.hud_bottom()) + (
        scene.plaque_boxes()
    )


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_lesson_step_keeps_its_words_readable_and_whole(harness, language, larger_text):
    """Standard step 7 (the stall) and traditional step 3 (open a way) fitted the plaque's
    words down to 12 px; each step's task, and once done what happened, is drawn whole at the
    reading size or larger."""
    harness.context.change_settings(language=language, larger_text=larger_text)
    small, cut = [], []
    with quick_computer(harness.context, first_legal):
        for rules, lesson in LESSONS.items():
            scene = open_lesson(harness, rules)
            for index in range(len(lesson.steps)):
                scene.teacher.index = index
                scene.teacher.again()
                for done, words in (
                    (False, scene.teacher.task_text),
                    (True, scene.teacher.done_text),
                ):
                    scene.teacher.step_done = done
                    where = (rules, index + 1, "done" if done else "task")
                    found = drawn_below_reading_size(lesson_panel_boxes(scene))
                    small += [(where, text, px) for text, px in found]
                    shown = " ".join(box.text for box in scene.plaque_boxes()[1:])
                    if shown.split() != words.split():
                        cut.append((where, shown))
    assert small == []
    assert cut == []


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_a_challenge_panel_keeps_its_words_readable(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    scene = challenge("playing")(harness.context)
    board = scene.board
    boxes = hud_text_boxes(PANEL_RECT, board.panel_model(), board.hud_bottom())
    # Private on purpose: the goal plaque's text as the scene lays it out, measured as drawn.
    assert drawn_below_reading_size(boxes + scene._goal_boxes()) == []


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_the_challenge_opponent_is_named_on_one_line(harness, language):
    """The opponent's name took two lines ("Opponent · best defence"): the thinking dots kept
    46 px of its row for themselves; they stand under the icon now."""
    harness.context.change_settings(language=language)
    scene = challenge("playing")(harness.context)
    board = scene.board
    model = board.panel_model()
    cards = hud_regions(PANEL_RECT, model, board.hud_bottom()).cards
    boxes = hud_text_boxes(PANEL_RECT, model, board.hud_bottom())
    name = tr("challenge.opponent")
    for card_rect, card in zip(cards, model.cards, strict=True):
        if card.name == name:
            lines = [box.text for box in boxes if card_rect.contains(box.rect)]
            assert lines[0] == name, lines
            assert place(next(box for box in boxes if box.text == name))[0] >= NAME_MIN_SIZE
