"""Scene tests: the real loop, display and scenes (dummy driver), driven by posted events."""

import pygame
import pytest

from seega.storage.persistence import Storage
from seega.ui.app import wire_routes
from seega.ui.play import flow
from seega.ui.services.context import AppContext
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
def close_the_computer():
    """No test leaves a computer player behind for the next (tests give the games their own
    thinker through `flow.use_thinker`)."""
    yield
    flow.close_shared_thinker()


@pytest.fixture
def storage(tmp_path):
    return Storage(tmp_path / "data")


@pytest.fixture
def harness(storage):
    pygame.init()
    pygame.event.clear()
    display = Display(window_size=(1280, 800))
    loaded = storage.load_settings(language="en")
    context = AppContext(
        storage, loaded.value, storage.load_statistics().value, AudioBus(SilentOutput()), display
    )
    wire_routes(context)
    yield Harness(context, display)
    pygame.event.clear()
