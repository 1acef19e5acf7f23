"""The statistics screen shows the stored results (by opponent, by rule set and board, the
last games), resets them when asked twice, and closes with Esc or Back."""

from datetime import date

import pygame
import pytest

from seega.core import parse_action
from seega.i18n import tr
from seega.storage.persistence import Statistics, Storage
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.shell.scene import Scene
from tests.ui.scenes.game_helpers import (
    first_legal,
    play_by_clicks,
    quick_computer,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.game_scenes import (
    SIJA_WIN,
    STANDARD_WIN,
    TWO_PEOPLE,
    YOU_AND_HARD,
    match_from,
)


def test_rows_show_the_results(harness):
    harness.context.statistics = (
        Statistics().with_computer_game("hard", "win").with_two_player_game("white")
    )
    scene = StatsScene(harness.context)
    harness.start(scene)
    harness.frames(1)
    hard = next(r for r in scene.rows() if "Hard" in r[0])
    assert hard[1:] == ("1", "0", "0", "1")
    assert scene.two_player_rows()[1][1:] == ("1", "0", "0", "1")


def test_escape_and_back_close_it(harness):
    beneath = Scene()
    harness.start(beneath)
    scene = StatsScene(harness.context)
    harness.start(scene)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is beneath
    scene = StatsScene(harness.context)
    harness.start(scene)
    harness.click(widget_centre(scene.menu, tr("button.back")))
    assert harness.top is beneath


def finish(harness, position, step, seats):
    """Play the winning `step` from `position` on a real board; the game-over screen counts."""
    match = match_from(position, seats)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board.accepting())
    play_by_clicks(harness, board, parse_action(step, match.state.size))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))


@pytest.fixture
def two_games_played(harness, monkeypatch):
    """A standard 5×5 win against Hard, then a sija win between two people."""
    with quick_computer(harness.context, first_legal):
        finish(harness, *STANDARD_WIN, YOU_AND_HARD)
        finish(harness, *SIJA_WIN, TWO_PEOPLE)
    return harness.context.statistics


def open_stats(harness):
    scene = StatsScene(harness.context)
    harness.start(scene)
    return scene


def choose(harness, scene, label, wanted):
    """Click the right arrow of the row `label` until it shows `wanted`."""
    for _ in range(12):  # more than any row's options (the ladder's levels and two players)
        row = next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)
        if row.options[row.index][1] == wanted:
            return
        harness.click((row.control_rect.right - 10, row.control_rect.centery))
    raise AssertionError(f"{label} never showed {wanted}")


def test_results_by_rule_set_board_and_opponent(harness, two_games_played):
    scene = open_stats(harness)
    choose(harness, scene, tr("stats.view"), tr("stats.view.setups"))
    choose(harness, scene, tr("stats.opponent"), tr("level.hard"))
    assert scene.setup_rows()[1:] == [
        ("Standard · 5×5", "1", "0", "0", "1"),
        ("Standard · 7×7", "0", "0", "0", "0"),
        ("Standard · 9×9", "0", "0", "0", "0"),
    ]
    choose(harness, scene, tr("stats.opponent"), tr("stats.two_players"))
    choose(harness, scene, tr("newgame.rules"), tr("rules.sija.name"))
    assert scene.setup_rows()[0][1:3] == (tr("stats.light_won"), tr("stats.dark_won"))
    assert scene.setup_rows()[1:] == [("Sija · 7×7", "1", "0", "0", "1")]


def test_the_history_lists_the_last_games_newest_first(harness, two_games_played):
    scene = open_stats(harness)
    choose(harness, scene, tr("stats.view"), tr("stats.view.recent"))
    today = date.today().isoformat()
    assert scene.recent_rows()[1:] == [
        (today, "Sija · 7×7", tr("stats.two_players"), tr("stats.light_won")),
        (today, "Standard · 5×5", tr("level.hard"), tr("stats.won")),
    ]
    shown = [box.text for box in scene.text_boxes()]
    assert "Sija · 7×7" in shown and tr("stats.none_yet") not in shown


def test_reset_asks_first_and_defaults_to_no(harness, storage, two_games_played):
    scene = open_stats(harness)
    harness.click(widget_centre(scene.menu, tr("stats.reset")))
    assert scene.asking is not None and scene.asking.title == tr("dialog.reset_stats.title")
    harness.key(pygame.K_RETURN)  # No has the focus
    assert scene.asking is None and harness.context.statistics == two_games_played
    harness.click(widget_centre(scene.menu, tr("stats.reset")))
    harness.click(widget_centre(scene.asking.buttons, tr("button.yes")))
    assert harness.context.statistics == Statistics()
    assert storage.load_statistics().value == Statistics()
    assert tr("stats.none_yet") in [box.text for box in scene.text_boxes()]


def test_a_reset_that_cannot_be_saved_is_told_over_the_buttons(harness, tmp_path, two_games_played):
    # The data folder's parent is a file: no folder can be made there, so the save fails.
    (tmp_path / "not-a-folder").write_text("")
    folder = tmp_path / "not-a-folder" / "data"
    harness.context.storage = Storage(folder)
    scene = open_stats(harness)
    harness.click(widget_centre(scene.menu, tr("stats.reset")))
    harness.click(widget_centre(scene.asking.buttons, tr("button.yes")))
    notice = scene.asking
    assert notice is not None and notice.title == tr("notice.title")
    said = " ".join(box.text for box in notice.text_boxes())
    assert str(folder) in said and "--data-dir" in said
    back = widget_centre(scene.menu, tr("button.back"))
    harness.click(back)  # the card is above the buttons: Back is not pressed beneath it
    assert harness.top is scene and scene.asking is notice
    harness.click(widget_centre(notice.buttons, tr("button.ok")))
    assert scene.asking is None
    harness.click(back)
    assert harness.top is not scene
