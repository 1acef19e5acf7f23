"""Scene tests: the real loop, display and scenes (dummy driver), driven by posted events."""

import os
import random

import pygame
import pytest

from seega.i18n import LANGUAGES
from seega.net.events import Link, LinkChanged
from seega.review.analysis import ReviewSettings
from seega.storage.persistence import Storage
from seega.ui.app import wire_routes
from seega.ui.scenes import game_over
from seega.ui.services.context import AppContext
from seega.ui.services.online import Connection
from seega.ui.shell.audio import AudioBus, SilentOutput
from seega.ui.shell.display import Display
from seega.ui.shell.loop import GameLoop
from seega.ui.shell.scene import SceneStack


class SteadyClock:
    """Every frame takes 16 ms; nothing waits."""

    def tick(self, fps):
        return 16

    def busy_ms(self):
        return 1


class WorkClock:
    """The scenes' work clock (`AppContext.work_clock`): each look moves it on `tick_ms`, so a
    frame's slice of a long reading holds the same steps on any machine, however busy."""

    def __init__(self, tick_ms=1.0):
        self.tick_s = tick_ms / 1000
        self.now = 0.0

    def __call__(self):
        self.now += self.tick_s
        return self.now


class NoLine:
    """A connection that never opens: the link gives up at once."""

    url = "ws://192.0.2.1:8765"
    token = None

    def __init__(self):
        self.told = False

    def host(self, offer):
        pass

    def join(self, code):
        pass

    def play(self, action_text):
        pass

    def resign(self):
        pass

    def claim(self):
        pass

    def rematch(self):
        pass

    def events(self):
        if self.told:
            return []
        self.told = True
        return [LinkChanged(Link.GAVE_UP)]

    def close(self):
        pass


class NoNetwork:
    """Scene tests reach no network: hosting and joining give up, and no game is nearby (the
    online scenes' own tests give them a network of their own)."""

    def host(self, offer, server):
        return Connection(NoLine())

    def join(self, url, code):
        return Connection(NoLine())

    def resume(self, url, token):
        return Connection(NoLine())

    def nearby(self):
        return NoneNearby()


class NoneNearby:
    def offers(self):
        return []

    def close(self):
        pass


class Harness:
    def __init__(self, context, display):
        self.context = context
        self.display = display
        self.stack = SceneStack()
        self.loop = GameLoop(
            self.stack, display, SteadyClock(), shortcuts=[context.handle_shortcut]
        )

    def start(self, scene):
        self.stack.push(scene)
        self.stack.apply_requests()

    def frames(self, count=2):
        return all(self.loop.frame(16) for _ in range(count))

    def click(self, pos):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        return self.frames()

    def key(self, key, mod=0):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        return self.frames()

    @property
    def top(self):
        return self.stack.top


@pytest.fixture(autouse=True)
def home_of_its_own(tmp_path, monkeypatch):
    """A home folder of the test's own: Past games' Export writes into the home's Downloads
    or Documents (a monkey may press it), never into the real one."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    return home


@pytest.fixture(autouse=True)
def saves_left_to_the_system(monkeypatch):
    """A game saves after every move; what a scene test checks is what is saved, not that the
    disk has it before the power fails (tests/storage checks that, with the real flush). Left
    unflushed, a whole game's saves cost no waiting for the disk."""
    monkeypatch.setattr(os, "fsync", lambda descriptor: None)


@pytest.fixture(autouse=True)
def shallow_review_after_games(monkeypatch):
    """A rated game's review starts under its result card; a scene test's computer answers
    in the frame (InlineThinker), so that review searches shallow and without a clock here,
    as the review scene's tests make it (a test that looks at it sets its own depth)."""
    monkeypatch.setattr(game_over, "AFTER_GAME_REVIEW", ReviewSettings(depth=1, movetime_ms=None))


@pytest.fixture
def storage(tmp_path):
    return Storage(tmp_path / "data")


@pytest.fixture
def harness(storage):
    pygame.init()
    pygame.event.clear()
    display = Display(window_size=(1280, 800))
    loaded = storage.load_settings(LANGUAGES, "en")
    context = AppContext(
        storage,
        loaded.value,
        storage.load_statistics().value,
        AudioBus(SilentOutput()),
        display,
        work_clock=WorkClock(),
        rng=random.Random(0),
        network=NoNetwork(),
    )
    wire_routes(context)
    yield Harness(context, display)
    context.computer.close()  # no test leaves a computer player behind
    pygame.event.clear()
