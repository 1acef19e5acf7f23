"""Larger text draws a setting's value larger: its control widens for its words, up to a cap,
instead of shrinking them back to the normal size."""

from seega.i18n import tr
from seega.ui.render.text import place
from seega.ui.render.widgets import OptionCycler
from seega.ui.shell import fonts
from tests.ui.scenes.test_text_fits import SCENES


def value_px(harness, larger_text, text):
    harness.context.change_settings(language="en", larger_text=larger_text)
    scene = SCENES["settings"](harness.context)
    harness.start(scene)
    for widget in scene.menu.widgets:
        if isinstance(widget, OptionCycler) and text in [words for _, words in widget.options]:
            widget.index = [words for _, words in widget.options].index(text)
            (box,) = widget.control_boxes()
            return fonts.scaled(place(box)[0])
    raise AssertionError(f"no row offers {text!r}")


def test_the_learning_games_value_grows_with_larger_text(harness):
    """It stayed at 26 px with larger text: the control's fixed share held it."""
    text = tr("settings.danger.auto")
    assert value_px(harness, True, text) > value_px(harness, False, text)


def test_the_titles_buttons_grow_with_larger_text(harness):
    """The menu's buttons kept their height, so larger text was fitted back to 26 px."""
    sizes = []
    for larger_text in (False, True):
        harness.context.change_settings(language="en", larger_text=larger_text)
        title = SCENES["title"](harness.context)
        harness.start(title)
        button = title.menu.widgets[0]
        sizes.append((fonts.scaled(button.size), button.rect.height))
        harness.stack.pop()
        harness.stack.apply_requests()
    (normal_px, normal_height), (larger_px, larger_height) = sizes
    assert larger_px > normal_px and larger_height > normal_height
