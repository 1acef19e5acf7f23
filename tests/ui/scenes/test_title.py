"""The title menu driven by real posted mouse and keyboard events."""

import pygame
import pytest

from seega import i18n
from seega.game.match import Seat
from seega.i18n import LANGUAGES, tr
from seega.storage.persistence import Autosave
from seega.ui.play import flow
from seega.ui.scenes.settings import SettingsScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import Routes
from seega.ui.shell.scene import Scene
from tests.ui.scenes.game_helpers import routed, wait_until
from tests.ui.scenes.past_records import game_in_progress


def button_centre(title, label):
    return next(w.rect.center for w in title.menu.widgets if w.text == label)


def full_actions(context):
    return Routes(settings=lambda: SettingsScene(context), statistics=lambda: StatsScene(context))


def test_title_opens_settings_by_click_and_closes_with_escape(harness):
    title = TitleScene(routed(harness.context, full_actions(harness.context)))
    harness.start(title)
    harness.frames(60)  # let the intro slide finish so buttons sit still
    harness.click(button_centre(title, "Settings"))
    assert isinstance(harness.top, SettingsScene)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is title


def test_keyboard_reaches_statistics(harness):
    title = TitleScene(routed(harness.context, full_actions(harness.context)))
    harness.start(title)
    labels = [w.text for w in title.menu.widgets if w.enabled]
    assert labels == ["Settings", "Statistics", "Quit"]
    harness.key(pygame.K_DOWN)
    harness.key(pygame.K_RETURN)
    assert isinstance(harness.top, StatsScene)


def test_missing_scenes_disable_their_buttons(harness):
    title = TitleScene(routed(harness.context, Routes()))
    harness.start(title)
    harness.frames(60)
    harness.click(button_centre(title, "New game"))
    assert harness.top is title
    assert "Continue" not in [w.text for w in title.menu.widgets]


def test_quit_empties_the_stack_and_ends_the_loop(harness):
    title = TitleScene(routed(harness.context, Routes()))
    harness.start(title)
    harness.frames(60)
    assert harness.click(button_centre(title, "Quit")) is False
    assert harness.stack.is_empty


def test_continue_appears_with_an_autosave_and_receives_it(harness):
    match = game_in_progress("standard", 5, (Seat.human(), Seat.human()), 4)
    harness.context.storage.save_autosave(Autosave(match.save_state(), match.record_text()))
    received = []

    def resume_game(saved):
        received.append(saved)
        return Scene()

    read = lambda: flow.read_autosave(harness.context)  # noqa: E731
    title = TitleScene(routed(harness.context, Routes(read_save=read, continue_game=resume_game)))
    harness.start(title)
    assert title.menu.widgets[0].text == "Continue"
    wait_until(harness, lambda: title.saved is not None)  # read off the first frames
    harness.key(pygame.K_RETURN)
    assert [saved.line.state for saved in received] == [match.state]
    assert harness.top is not title


def test_corrupt_autosave_shows_a_notice_instead(harness):
    storage = harness.context.storage
    storage.directory.mkdir(parents=True, exist_ok=True)
    (storage.directory / "autosave.json").write_text("{broken")
    read = lambda: flow.read_autosave(harness.context)  # noqa: E731
    actions = Routes(read_save=read, continue_game=lambda save: Scene())
    title = TitleScene(routed(harness.context, actions))
    harness.start(title)
    harness.key(pygame.K_RETURN)  # Continue, chosen before the save was read
    wait_until(harness, lambda: title.notice is not None)
    assert harness.top is title
    assert "autosave.json" in title.notice
    assert "Continue" not in [w.text for w in title.menu.widgets]


def test_notice_goes_away_when_clicked(harness):
    harness.context.notices.append("Something to say")
    title = TitleScene(routed(harness.context, Routes()))
    harness.start(title)
    assert title.notice == "Something to say"
    harness.click(title.notice_rect().center)
    assert title.notice is None


def test_escape_asks_before_quitting_and_no_keeps_the_title(harness):
    title = TitleScene(routed(harness.context, full_actions(harness.context)))
    harness.start(title)
    harness.frames(60)
    assert harness.key(pygame.K_ESCAPE) is True  # the loop goes on: a question, not the end
    assert harness.top is title and title.asking is not None
    assert title.asking.title == "Quit Seega?"
    harness.key(pygame.K_RETURN)  # No has the focus
    assert title.asking is None and not harness.stack.is_empty
    harness.key(pygame.K_ESCAPE)
    harness.key(pygame.K_ESCAPE)  # Esc again takes the question back
    assert title.asking is None and not harness.stack.is_empty


def test_escape_then_yes_quits(harness):
    title = TitleScene(routed(harness.context, full_actions(harness.context)))
    harness.start(title)
    harness.frames(60)
    harness.key(pygame.K_ESCAPE)
    yes = next(w.rect.center for w in title.asking.buttons.widgets if w.text == "Yes")
    assert harness.click(yes) is False
    assert harness.stack.is_empty


def test_the_first_tab_after_the_mouse_moved_shows_the_first_entry(harness):
    opened = []
    actions = Routes(new_game=lambda: opened.append("new") or Scene())
    title = TitleScene(routed(harness.context, actions))
    harness.start(title)
    harness.frames(60)
    pygame.event.post(  # the pointer enters the window, away from the menu: the ring hides
        pygame.event.Event(pygame.MOUSEMOTION, pos=(1200, 400), rel=(0, 0), buttons=(0, 0, 0))
    )
    harness.frames(1)
    assert not title.menu.focus_visible
    harness.key(pygame.K_TAB)
    assert title.menu.focus_visible and title.menu.focus.text == "New game"
    harness.key(pygame.K_RETURN)
    assert opened == ["new"]


# The title's menu is the first thing read: its one text size stays this large (nominal) in
# every language, with Continue and without (Arabic marks above the letters once shrank it).
MENU_TEXT_MIN = 22


@pytest.mark.parametrize("saved", [False, True])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_menu_text_stays_large_in_every_language(harness, language, saved):
    i18n.set_language(language)
    if saved:  # Continue heads the menu
        match = game_in_progress("standard", 5, (Seat.human(), Seat.human()), 4)
        harness.context.storage.save_autosave(Autosave(match.save_state(), match.record_text()))
    read = lambda: flow.read_autosave(harness.context)  # noqa: E731
    actions = Routes(read_save=read, continue_game=lambda saved: Scene())
    title = TitleScene(routed(harness.context, actions))
    harness.start(title)
    if saved:
        wait_until(harness, lambda: title.saved is not None)
    assert (title.menu.widgets[0].text == tr("menu.continue")) is saved
    assert min(button.size for button in title.menu.widgets) >= MENU_TEXT_MIN
