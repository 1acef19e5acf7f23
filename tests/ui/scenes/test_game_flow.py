"""Whole games from the title to the game-over screen, by posted mouse clicks alone."""

import random
from dataclasses import replace

import pytest

from seega.i18n import tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import NewGameScene, level_choice
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.game_helpers import (
    play_out,
    quick_computer,
    seeded_random,
    wait_until,
    widget_centre,
)


@pytest.fixture
def thinker(harness):
    with quick_computer(harness.context, seeded_random) as chosen:
        yield chosen


def open_new_game(harness):
    # Fast animations: the same frames and events, fewer of them to wait for.
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(60)  # the menu slides in
    harness.click(widget_centre(title.menu, tr("menu.new_game")))
    assert isinstance(harness.top, NewGameScene)
    return harness.top


def cycle_to(harness, scene, label, wanted):
    """Click the right arrow of an option row until it shows `wanted`."""
    row = next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)
    for _ in range(len(row.options)):
        if row.options[row.index][1].startswith(wanted):  # a level says if it is suggested
            return
        harness.click((row.control_rect.right - 10, row.control_rect.centery))
        row = next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)
    raise AssertionError(f"{label} never showed {wanted}")


@pytest.mark.sweep  # a whole game; the default run plays one against easy (below)
def test_two_players_play_a_whole_game_by_clicks(harness, thinker):
    new_game = open_new_game(harness)
    cycle_to(harness, new_game, tr("newgame.opponent"), tr("newgame.two_players"))
    harness.click(widget_centre(new_game.menu, tr("button.start")))
    board = harness.top
    assert isinstance(board, BoardScene) and board.match.is_two_player
    over = play_out(harness, board, random.Random(5))
    assert board.match.is_over
    assert thinker.submitted == 0  # nobody asked the computer
    stats = harness.context.statistics.two_player
    assert stats.games == 1
    assert harness.context.storage.saves.slots() == []
    wait_until(harness, lambda: over.elapsed_ms > 600)
    harness.click(widget_centre(over.menu, tr("button.menu")))
    assert isinstance(harness.top, TitleScene)


def test_a_whole_game_against_easy_by_clicks(harness, thinker):
    new_game = open_new_game(harness)
    cycle_to(harness, new_game, tr("newgame.level"), level_choice("easy"))
    harness.click(widget_centre(new_game.menu, tr("button.start")))
    board = harness.top
    assert board.match.seats[1].level == "easy" and board.match.seats[0].is_human
    over = play_out(harness, board, random.Random(11))
    assert isinstance(over, GameOverScene)
    record = harness.context.statistics.against("easy")
    assert record.games == 1
    wait_until(harness, lambda: over.elapsed_ms > 600)
    harness.click(widget_centre(over.menu, tr("button.rematch")))
    rematch = harness.top
    assert isinstance(rematch, BoardScene)
    assert rematch.match.seats == (board.match.seats[1], board.match.seats[0])


def test_coin_toss_is_animated_then_starts_with_the_drawn_colour(harness, thinker):
    new_game = open_new_game(harness)
    harness.context.rng = random.Random(3)
    cycle_to(harness, new_game, tr("newgame.colour"), tr("newgame.coin_toss"))
    harness.click(widget_centre(new_game.menu, tr("button.start")))
    assert harness.top is new_game and new_game.toss is not None
    human_dark = new_game.toss[1]
    wait_until(harness, lambda: isinstance(harness.top, BoardScene), frame_ms=50)
    seats = harness.top.match.seats
    assert seats[1 if human_dark else 0].is_human
