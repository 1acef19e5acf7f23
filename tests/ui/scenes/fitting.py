"""Does every line of a screen's text stay inside its box, in every language and text size?

A scene lists what it draws as `TextBox`es in `text_boxes()` (scenes built on `FocusGroup`
include their widgets' boxes). `overflows(scene)` names each line whose visible pixels leave
its box, each box that leaves the screen, and each widget whose text leaves the widget; an
option cycler is checked with every one of its options showing. `label_sizes` and
`shrunk_labels` find labels that larger text draws smaller than normal text does.
"""

import pygame

from seega.ui.render.text import fits, ink_rect, place
from seega.ui.render.widgets import OptionCycler
from seega.ui.shell import fonts
from seega.ui.shell.display import LOGICAL_SIZE

SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)


def _box_problems(boxes, container, where):
    problems = []
    for box in boxes:
        if not container.contains(box.rect):
            problems.append(f"{where}: box of {box.text!r} {box.rect} leaves {container}")
        elif not fits(box):
            size = place(box)[0]
            problems.append(f"{where}: {box.text!r} at {size}: ink {ink_rect(box)} ⊄ {box.rect}")
    return problems


def _widget_problems(widget):
    name = type(widget).__name__
    if not isinstance(widget, OptionCycler):
        return _box_problems(widget.text_boxes(), widget.rect, name)
    shown = widget.index
    problems = []
    for index in range(len(widget.options)):
        widget.index = index
        problems += _box_problems(widget.text_boxes(), widget.rect, name)
    widget.index = shown
    return problems


def overflows(scene):
    """Descriptions of the text of `scene` that does not fit (empty when all fits)."""
    problems = _box_problems(scene.text_boxes(), SCREEN, type(scene).__name__)
    menu = getattr(scene, "menu", None)
    for widget in menu.widgets if menu is not None else ():
        problems += _widget_problems(widget)
    return problems


def label_sizes(scene):
    """{text: px} of the labels of a scene's widgets (buttons, rows and their values), at the
    size they are drawn."""
    menu = getattr(scene, "menu", None)
    boxes = [box for widget in menu.widgets for box in widget.text_boxes()] if menu else []
    return {box.text: fonts.scaled(place(box)[0]) for box in boxes}


def shrunk_labels(normal, larger):
    """The labels drawn smaller with larger text than with normal text (from `label_sizes`)."""
    return [
        f"{text!r}: {normal[text]} px normal, {px} px larger"
        for text, px in larger.items()
        if text in normal and px < normal[text]
    ]
