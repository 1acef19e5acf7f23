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
