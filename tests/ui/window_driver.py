"""`python -m tests.ui.window_driver DATA_DIR GO_FILE`: one real game window (dummy video and
audio drivers) that finishes one game the way a person would, then closes.

It runs the game's own entry (`seega.ui.app.main`) on DATA_DIR once GO_FILE exists, so two of
them start together. Every few frames it looks at the scene on top and posts the events a
person would: Not now to the first launch's lesson, New game on the title, Start (against
the computer, the defaults), Esc on the board, Resign and Yes in the pause menu, and closes
the window on the game-over card. The
game itself then counts the result and keeps the record, as it does for anyone.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from seega.i18n import tr  # noqa: E402
from seega.ui import app  # noqa: E402
from seega.ui.play.board_scene import BoardScene  # noqa: E402
from seega.ui.render.widgets import FocusGroup  # noqa: E402
from seega.ui.scenes.game_over import GameOverScene  # noqa: E402
from seega.ui.scenes.new_game import NewGameScene  # noqa: E402
from seega.ui.scenes.pause import PauseScene  # noqa: E402
from seega.ui.scenes.title import TitleScene  # noqa: E402
from seega.ui.shell.display import LOGICAL_SIZE, letterbox  # noqa: E402
from seega.ui.shell.loop import GameLoop  # noqa: E402
from seega.ui.shell.scene import Scene  # noqa: E402

# Frames between two actions: the scenes' intros and the board's first frames settle.
ACT_EVERY = 12
# A window that has not finished its game after this many frames has failed.
MAX_FRAMES = 4000


def on_window(pos: tuple[int, int]) -> tuple[int, int]:
    """A point of the canvas where it shows on the window (scaled, letterboxed), as a
    person's pointer would be."""
    shown = letterbox(pygame.display.get_surface().get_size(), LOGICAL_SIZE)
    return (
        shown.x + pos[0] * shown.width // LOGICAL_SIZE[0],
        shown.y + pos[1] * shown.height // LOGICAL_SIZE[1],
    )


def click(menu: FocusGroup, label: str) -> None:
    """Click the widget of `menu` whose text is `label`."""
    widget = next(w for w in menu.widgets if getattr(w, "text", None) == label)
    pos = on_window(widget.rect.center)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def act(scene: Scene) -> None:
    """What a person finishing a game quickly does on `scene`."""
    if isinstance(scene, TitleScene) and scene.offer is not None:  # a first launch
        click(scene.offer.buttons, tr("lesson.offer.no"))
    elif isinstance(scene, TitleScene):
        click(scene.menu, tr("menu.new_game"))
    elif isinstance(scene, NewGameScene):
        click(scene.menu, tr("button.start"))
    elif isinstance(scene, BoardScene):
        escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        pygame.event.post(escape)
    elif isinstance(scene, PauseScene):
        click(scene.menu, tr("button.yes" if scene.asking else "button.resign"))
    elif isinstance(scene, GameOverScene):
        pygame.event.post(pygame.event.Event(pygame.QUIT))


def drive() -> None:
    """Make every frame of the game's loop act every ACT_EVERY frames."""
    frame = GameLoop.frame
    count = [0]

    def scripted(loop: GameLoop, dt_ms: int) -> bool:
        count[0] += 1
        if count[0] % ACT_EVERY == 0 and loop.stack.top is not None:
            act(loop.stack.top)
        return frame(loop, dt_ms)

    GameLoop.frame = scripted  # type: ignore[method-assign]


def main() -> int:
    folder, go = Path(sys.argv[1]), Path(sys.argv[2])
    while not go.exists():
        time.sleep(0.001)
    drive()
    return app.main(["--data-dir", str(folder), "--frames", str(MAX_FRAMES)])


if __name__ == "__main__":
    sys.exit(main())
