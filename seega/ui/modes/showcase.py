"""The README's pictures, made from the real scenes, so they follow the look when it changes.

    python3 main.py --showcase docs/screenshots

Writes title.jpg, game.jpg (a standard game in the movement phase, the last action marked),
how_to_play.jpg (the first page of the standard rules), game_arabic.jpg (the same game in
Arabic), journey.jpg (the journey's first chapter, a few stages done) and challenge.jpg (the
next challenge on the board). It needs no screen: the scenes draw on the window's canvas
under whatever video driver SDL has (main.py asks for the offscreen one), in a fresh data
folder so the player's own settings never show.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame

from seega.challenges.journey import StageResult
from seega.core import MOVEMENT, WHITE, apply_action, captured_cells, legal_actions
from seega.core.players import STRONGEST
from seega.core.rulesets import STANDARD
from seega.game import factory
from seega.game.factory import Pace
from seega.game.match import COMPUTER_MIN_DELAY_MS, Match, Seat
from seega.game.worker import InlineThinker
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.how_to_play import HowToPlayScene
from seega.ui.scenes.journey import JourneyScene
from seega.ui.services.context import AppContext
from seega.ui.services.routes import StageLink
from seega.ui.shell.display import Display
from seega.ui.shell.loop import GameLoop
from seega.ui.shell.scene import Scene, SceneStack

# Each scene runs this long (ms, in frames of FRAME_MS) before its picture: menus slide in and
# pieces settle.
SETTLE_MS = 3000
FRAME_MS = 16
# The game shown: seeded random play, captures preferred, until White is to step after this
# many steps (enough for a few captures and a full move list).
GAME_SEED = 7
GAME_STEPS = 14
# The journey shown: its first stages done, with these stars.
JOURNEY_STARS = (3, 3, 2, 3)


class _SteadyClock:
    """Frames of FRAME_MS each, with no waiting: the pictures do not depend on the machine."""

    def tick(self, fps: int) -> int:
        return FRAME_MS

    def busy_ms(self) -> int:
        return 0


def sample_game(thinker: InlineThinker) -> Match:
    """A lively standard game against the hard computer, White (the person) to step."""
    rng = random.Random(GAME_SEED)
    seats = (Seat.human(), Seat.computer(STRONGEST))
    match = factory.new_game(Pace(thinker, COMPUTER_MIN_DELAY_MS), STANDARD, 5, seats)
    while not (
        match.state.phase == MOVEMENT
        and sum(match.state.steps) >= GAME_STEPS
        and match.state.to_move == WHITE
    ):
        state = match.state
        legal = legal_actions(state)
        captures = [a for a in legal if captured_cells(apply_action(state, a)[1])]
        match.line.play(rng.choice(captures or legal))
    return match


def _picture(scene: Scene, context: AppContext, display: Display, path: Path) -> None:
    stack = SceneStack()
    stack.push(scene)
    loop = GameLoop(
        stack, display, _SteadyClock(), events=list, shortcuts=[context.handle_shortcut]
    )
    stack.apply_requests()
    for _ in range(SETTLE_MS // FRAME_MS):
        loop.frame(FRAME_MS)
    pygame.image.save(display.canvas, str(path))


def make_pictures(
    folder: Path,
    context: AppContext,
    display: Display,
    title: Callable[[], Scene],
) -> list[Path]:
    """Draw every picture into `folder`; `title` makes the title scene (the app wires it)."""
    folder.mkdir(parents=True, exist_ok=True)
    thinker = InlineThinker()
    made = []
    context.change_settings(language="en", larger_text=False)
    game = sample_game(thinker)
    for name, scene in (
        ("title", title()),
        ("game", BoardScene(context, game, saving=False)),
        ("how_to_play", HowToPlayScene(context, STANDARD)),
    ):
        _picture(scene, context, display, folder / f"{name}.jpg")
        made.append(folder / f"{name}.jpg")
    journey = JourneyScene(context)
    for stage, stars in zip(journey.stages, JOURNEY_STARS, strict=False):
        journey.record(stage, StageResult(stars, 1, 3 - stars))
    journey = JourneyScene(context)  # as the player finds it, progress read back
    _picture(journey, context, display, folder / "journey.jpg")
    made.append(folder / "journey.jpg")
    nowhere = StageLink(report=lambda result: None, next_stage=lambda: None)
    opened = context.routes.stage(journey.stage, nowhere)  # the stage Start opens next
    _picture(opened, context, display, folder / "challenge.jpg")
    made.append(folder / "challenge.jpg")
    context.change_settings(language="ar")
    _picture(BoardScene(context, game, saving=False), context, display, folder / "game_arabic.jpg")
    made.append(folder / "game_arabic.jpg")
    return made
