"""The statistics screen shows the stored results and closes with Esc or Back."""

import pygame

from seega.persistence import Statistics
from seega.ui.scenes.stats import StatsScene
from seega.ui.shell.scene import Scene


def test_rows_show_the_results(harness):
    harness.context.statistics = (
        Statistics().with_computer_game("hard", "win").with_two_player_game("light")
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
    harness.click(scene.menu.widgets[0].rect.center)
    assert harness.top is beneath
