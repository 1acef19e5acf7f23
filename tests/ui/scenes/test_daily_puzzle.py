"""The daily puzzle on the title: today's challenge for the person's band, opened by a click
or by the keyboard, played on the challenge screen, and a streak counted from the injected
date: two days in a row make 2."""

from datetime import date, timedelta

import pygame
import pytest

from seega.challenges.daily import daily_challenge
from seega.i18n import LANGUAGES, tr
from seega.play.daily import DailyPuzzle
from seega.play.referee import Status
from seega.storage.catalogue import load_challenges
from seega.ui.scenes.challenge import ChallengeScene
from seega.ui.scenes.title import DAILY_KEY, TitleScene
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import (
    first_legal,
    focus_and_press,
    quick_computer,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.test_journey import by_clicks, by_keys, solve

DAY = date(2026, 12, 4)


def title_on(harness, day):
    harness.context.today = lambda: day
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(1)
    return title


def daily_button(title):
    return title.menu.widgets[title._keys.index(DAILY_KEY)]


def solve_today(harness, title, play):
    """Open the daily puzzle from the title and solve it; back to the title."""
    if play is by_clicks:
        harness.click(daily_button(title).rect.center)
    else:
        focus_and_press(harness, title.menu, tr(DAILY_KEY))
    scene = harness.top
    assert isinstance(scene, ChallengeScene)
    wait_until(harness, lambda: scene.board.accepting() or scene.board.dialog is not None)
    solve(harness, scene, play)
    assert scene.referee.status is Status.SOLVED
    labels = [button.text for button in scene.result.widgets]
    assert tr("button.menu") in labels and tr("button.next_stage") not in labels
    harness.click(widget_centre(scene.result, tr("button.menu")))
    assert harness.top is title
    return scene


def test_two_days_solved_in_a_row_show_a_streak_of_two(harness):
    with quick_computer(harness.context, first_legal):
        title = title_on(harness, DAY)
        assert title.daily.streak == 0 and not title.daily.solved_today
        expected = daily_challenge(DAY, 0, load_challenges()[0])  # a newcomer's band
        scene = solve_today(harness, title, by_clicks)
        assert scene.referee.challenge == expected
        assert title.daily.streak == 1 and title.daily.solved_today
        title = title_on(harness, DAY + timedelta(days=1))
        assert title.daily.streak == 1 and not title.daily.solved_today  # still standing
        solve_today(harness, title, by_keys)
    assert title.daily.streak == 2
    assert tr("daily.streak", days=2) in daily_button(title).detail
    assert harness.context.storage.load_daily().value == (DAY + timedelta(days=1), DAY)


def test_a_missed_day_starts_the_streak_again(harness):
    harness.context.storage.solve_daily(DAY)
    assert title_on(harness, DAY + timedelta(days=1)).daily.streak == 1
    assert title_on(harness, DAY + timedelta(days=2)).daily.streak == 0


@pytest.mark.parametrize("larger_text", [False, True], ids=["normal", "larger"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_daily_button_s_words_fit(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    harness.context.storage.solve_daily(DAY)
    title = title_on(harness, DAY)
    assert isinstance(title.daily, DailyPuzzle) and title.daily.solved_today
    assert overflows(title) == []
    button = daily_button(title).rect
    assert all(not button.colliderect(w.rect) for w in title.menu.widgets[:-1])
    assert pygame.Rect((0, 0), (1280, 800)).contains(button)
