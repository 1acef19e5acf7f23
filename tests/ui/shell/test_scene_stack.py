"""Scene stack: requests apply once per frame, lifecycle hooks, input and drawing rules."""

import pygame
import pytest

from seega.ui.shell.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, overlay=False):
        super().__init__()
        self.name = name
        self.log = log
        self.is_overlay = overlay
        self.events = []
        self.updates = 0

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.events.append(event)

    def update(self, dt_ms):
        self.updates += dt_ms

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


@pytest.fixture
def log():
    return []


def test_requests_wait_for_apply(log):
    stack = SceneStack()
    a = Recorder("a", log)
    stack.push(a)
    assert stack.top is None and log == []
    stack.apply_requests()
    assert stack.top is a and log == ["a.enter"]
    assert a.stack is stack


def test_push_pop_replace_hooks_in_order(log):
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    stack.apply_requests()
    stack.replace(c)
    stack.apply_requests()
    stack.pop()
    stack.apply_requests()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.scenes == (a,)


def test_scene_may_request_its_own_pop_while_handling_input(log):
    stack = SceneStack()

    class Leaving(Recorder):
        def handle_event(self, event):
            self.stack.pop()

    a, b = Recorder("a", log), Leaving("b", log)
    stack.push(a)
    stack.push(b)
    stack.apply_requests()
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert stack.top is b
    stack.apply_requests()
    assert stack.top is a


def test_empty_stack_means_quit_and_pop_on_empty_is_harmless(log):
    stack = SceneStack()
    assert stack.is_empty
    stack.push(Recorder("a", log))
    assert not stack.is_empty
    stack.apply_requests()
    stack.pop()
    stack.pop()
    stack.apply_requests()
    assert stack.is_empty


def test_reset_and_clear(log):
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    stack.apply_requests()
    log.clear()
    stack.reset(c)
    stack.apply_requests()
    assert log == ["b.exit", "a.exit", "c.enter"]
    stack.clear()
    stack.apply_requests()
    assert stack.is_empty


def test_close_exits_every_scene_at_once_and_drops_pending_requests(log):
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.apply_requests()
    stack.push(Recorder("never", log))
    log.clear()
    stack.close()
    stack.apply_requests()
    assert log == ["b.exit", "a.exit"]
    assert stack.is_empty


def test_only_the_top_scene_gets_input_and_updates(log):
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log, overlay=True)
    stack.push(a)
    stack.push(b)
    stack.apply_requests()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    stack.handle_event(event)
    stack.update(5)
    assert b.events == [event] and a.events == []
    assert b.updates == 5 and a.updates == 0


def test_overlays_draw_over_the_scene_beneath_but_full_scenes_hide_it(log):
    stack = SceneStack()
    base, full, overlay1, overlay2 = (
        Recorder("base", log),
        Recorder("full", log),
        Recorder("o1", log, overlay=True),
        Recorder("o2", log, overlay=True),
    )
    for scene in (base, full, overlay1, overlay2):
        stack.push(scene)
    stack.apply_requests()
    log.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert log == ["full.draw", "o1.draw", "o2.draw"]


def test_scene_not_on_a_stack_says_so():
    with pytest.raises(RuntimeError):
        _ = Scene().stack
