"""Scenes and the pushdown scene stack.

Scene changes are requests: `push`, `pop`, `replace` and `reset` queue a change that
`apply_requests()` carries out once per frame, so a scene can ask to leave from inside its
own event handler without the stack changing under the loop. Only the top scene gets input
and updates; scenes beneath it are paused. Drawing starts at the highest scene that is not an
overlay, so a pause menu is drawn over the game it pauses. An empty stack means quit.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame


class Scene:
    """One screen of the game. Override the hooks you need; all default to doing nothing.

    `self.stack` is set before `enter()` is called; use it to request scene changes.
    """

    # True for a scene that only covers part of the screen (a dialog, a pause menu).
    is_overlay: bool = False

    def __init__(self) -> None:
        self._stack: SceneStack | None = None

    @property
    def stack(self) -> SceneStack:
        """The stack this scene is on (only valid from `enter()` on)."""
        if self._stack is None:
            raise RuntimeError(f"{type(self).__name__} is not on a scene stack")
        return self._stack

    def enter(self) -> None:
        """Became part of the stack (pushed, or replacing another)."""

    def exit(self) -> None:
        """Left the stack (popped, replaced, or the game closes)."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was popped; this one is on top again."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event, positions already in logical canvas coordinates."""

    def update(self, dt_ms: int) -> None:
        """Advance by one fixed step of `dt_ms` milliseconds."""

    def work(self) -> None:
        """Once per frame, after the updates and before the draw: a bounded slice of long
        work (a list being read), so no frame waits for all of it."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on the logical canvas."""


class SceneStack:
    """The scenes, bottom first; see the module docstring for the rules."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._requests: list[Callable[[], None]] = []

    @property
    def top(self) -> Scene | None:
        """The scene that gets input, or None when the stack is empty."""
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """All scenes, bottom first (for tests and debugging)."""
        return tuple(self._scenes)

    @property
    def is_empty(self) -> bool:
        """True when there is nothing left to run: the game should quit."""
        return not self._scenes and not self._requests

    def push(self, scene: Scene) -> None:
        """Request `scene` on top; the current top is paused."""
        self._requests.append(lambda: self._push_now(scene))

    def pop(self) -> None:
        """Request removing the top scene; the one beneath resumes."""
        self._requests.append(self._pop_now)

    def replace(self, scene: Scene) -> None:
        """Request swapping the top scene for `scene` (the ones beneath are not disturbed)."""
        self._requests.append(lambda: self._replace_now(scene))

    def reset(self, scene: Scene) -> None:
        """Request removing every scene, then `scene` alone on the stack."""
        self._requests.append(lambda: self._reset_now(scene))

    def clear(self) -> None:
        """Request removing every scene (the game then quits)."""
        self._requests.append(self._clear_now)

    def apply_requests(self) -> None:
        """Carry out the queued requests in order (the loop calls this once per frame)."""
        while self._requests:
            self._requests.pop(0)()

    def close(self) -> None:
        """Exit every scene now, top first (the window was closed): gives them a chance to save."""
        self._requests.clear()
        self._clear_now()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Give `event` to the top scene only."""
        if self._scenes:
            self._scenes[-1].handle_event(event)

    def update(self, dt_ms: int) -> None:
        """Update the top scene only; the others are paused."""
        if self._scenes:
            self._scenes[-1].update(dt_ms)

    def work(self) -> None:
        """The top scene's slice of long work for this frame."""
        if self._scenes:
            self._scenes[-1].work()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest non-overlay scene up to the top."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].is_overlay:
            first -= 1
        for scene in self._scenes[max(first, 0) :]:
            scene.draw(surface)

    def _push_now(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        scene._stack = self
        self._scenes.append(scene)
        scene.enter()

    def _pop_now(self) -> None:
        if not self._scenes:
            return
        self._scenes.pop().exit()
        if self._scenes:
            self._scenes[-1].resume()

    def _replace_now(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes.pop().exit()
        scene._stack = self
        self._scenes.append(scene)
        scene.enter()

    def _clear_now(self) -> None:
        while self._scenes:
            self._scenes.pop().exit()

    def _reset_now(self, scene: Scene) -> None:
        self._clear_now()
        self._push_now(scene)
