"""Leaving a game while the computer thinks, then playing another: the worker is shared by the
whole run, so the first game's late answer must never be played in the second.

The computer here is the real thread backend with a chooser that holds its first two searches
until the test lets each go (a hard search that outlasts the game it was asked for, then one
that takes its time), and that answers each position with an action drawn from the position
itself: an action taken from another game's question is then caught even when it is legal.
"""

import random
import threading
import time
import zlib
from dataclasses import replace

import pygame

from seega.core import legal_actions
from seega.core.position import format_position
from seega.game.worker import ThreadThinker
from seega.i18n import tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import NewGameScene
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.game_helpers import WAIT_FRAME_MS, play_out, press, widget_centre
from tests.ui.scenes.test_game_flow import cycle_to, level_choice

# How long the test waits for the worker's thread between two frames.
FRAME_WAIT_S = 0.005


class HeldSearches:
    """A chooser whose first searches each say they have begun (`begun`) and wait for their
    `releases` event; every answer is a function of the position asked, and every (position,
    answer) is noted."""

    def __init__(self, held: int) -> None:
        self.begun = [threading.Event() for _ in range(held)]
        self.releases = [threading.Event() for _ in range(held)]
        self.started = 0
        self.answered: dict[str, object] = {}

    def __call__(self, state, level, movetime_ms=None, seed=None, max_depth=None):
        if self.started < len(self.releases):
            self.started += 1
            self.begun[self.started - 1].set()
            self.releases[self.started - 1].wait()
        text = format_position(state)
        options = legal_actions(state)
        chosen = options[zlib.crc32(text.encode()) % len(options)]
        self.answered[text] = chosen
        return chosen

    def release_all(self) -> None:
        for release in self.releases:
            release.set()


def wait_for_search(harness, begun):
    """Run frames until the worker's thread has begun a search (`begun` is set): the frames
    hand the question over, the thread takes it when it gets its turn, however busy the
    machine (a test that fails here ends at the suite's hang guard, pytest-timeout)."""
    while not begun.wait(FRAME_WAIT_S):
        assert harness.loop.frame(16), "the game loop ended unexpectedly"


def wait_for_the_thread(harness, ready):
    """Run frames until `ready()` holds, giving the worker's thread real time between frames:
    its answers come from a thread that a busy machine may keep waiting longer than any count
    of frames (a test that never gets there ends at the suite's hang guard, pytest-timeout)."""
    while not ready():
        time.sleep(FRAME_WAIT_S)
        assert harness.loop.frame(WAIT_FRAME_MS), "the game loop ended unexpectedly"


def new_game_against_hard(harness, size):
    """From the title screen, a game against hard on a `size` board, the person on Dark
    (the computer places first)."""
    harness.frames(60)  # the menu slides in
    assert isinstance(harness.top, TitleScene)
    harness.click(widget_centre(harness.top.menu, tr("menu.new_game")))
    new_game = harness.top
    assert isinstance(new_game, NewGameScene)
    cycle_to(harness, new_game, tr("newgame.level"), level_choice("hard"))
    cycle_to(harness, new_game, tr("newgame.colour"), tr("side.dark"))
    cycle_to(harness, new_game, tr("newgame.size"), tr("newgame.size_value", size=size))
    harness.click(widget_centre(new_game.menu, tr("button.start")))
    board = harness.top
    assert isinstance(board, BoardScene)
    return board


def test_a_game_left_while_the_computer_thinks_gives_its_answer_to_nobody(harness):
    chooser = HeldSearches(2)
    harness.context.computer.use(ThreadThinker(chooser), delay_ms=0)
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    harness.start(TitleScene(harness.context))
    try:
        first = new_game_against_hard(harness, 5)
        wait_for_search(harness, chooser.begun[0])
        assert first.match.computer_thinking
        press(harness, pygame.K_ESCAPE)
        harness.frames(2)
        pause = harness.top
        harness.click(widget_centre(pause.menu, tr("button.save_leave")))
        harness.click(widget_centre(pause.menu, tr("button.yes")))
        harness.frames(2)
        assert isinstance(harness.top, TitleScene)

        second = new_game_against_hard(harness, 7)  # another board: another first question
        assert second.match.computer_thinking
        chooser.releases[0].set()  # the first game's search ends now, its game long gone
        wait_for_search(harness, chooser.begun[1])
        harness.frames(5)  # time for the first game's answer to be taken, if it ever were
        chooser.releases[1].set()
        over = play_out(harness, second, random.Random(3), wait=wait_for_the_thread)
        assert isinstance(over, GameOverScene)
        line = second.match.line
        computer = [
            (line.states[index], line.actions[index])
            for index in range(line.cursor)
            if not second.match.seat(line.states[index].to_move).is_human
        ]
        assert computer, "the computer played in the second game"
        for before, action in computer:
            assert action in legal_actions(before)
            assert chooser.answered[format_position(before)] == action
    finally:
        chooser.release_all()
        harness.context.computer.close()
