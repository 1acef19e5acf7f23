"""Play on from a reviewed position: two people, or the person against a computer level.

Opened over the review (through `routes.play_on`); the game starts like any new game, and a
saved game in progress is never replaced without asking.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from seega.core import WHITE, GameState
from seega.core.players import LEVELS, Level
from seega.game import factory
from seega.game.match import Seat
from seega.i18n import tr
from seega.ui.play import flow
from seega.ui.play.questions import replace_saved_question
from seega.ui.render.dialog import Dialog, veil_image
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph
from seega.ui.render.theme import KOHL, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.shell.input import Intent, intent_of
from seega.ui.shell.scene import Scene

VEIL_ALPHA = 150
# The levels stand in two columns under "Two players", Cancel at the foot: the whole ladder
# fits on the screen however many rungs it has.
PANEL = pygame.Rect(260, 60, 760, 680)
BUTTONS_TOP = 170
BUTTON = (340, 54)
BUTTON_GAP = 10
COLUMNS = 2
INSET = 22
TITLE_SIZE = 36
BODY_SIZE = 22


def button_rects(count: int) -> list[pygame.Rect]:
    """The places of `count` buttons: the first (two players) and the last (cancel) across
    the panel, the levels between them in rows of COLUMNS, mirrored in a right-to-left
    language."""
    wide = COLUMNS * BUTTON[0] + (COLUMNS - 1) * BUTTON_GAP
    row_height = BUTTON[1] + BUTTON_GAP
    left = PANEL.centerx - wide // 2
    rects = [pygame.Rect(left, PANEL.y + BUTTONS_TOP, wide, BUTTON[1])]
    for index in range(count - 2):
        row, column = divmod(index, COLUMNS)
        x = left + column * (BUTTON[0] + BUTTON_GAP)
        y = PANEL.y + BUTTONS_TOP + (row + 1) * row_height
        rects.append(mirrored(pygame.Rect((x, y), BUTTON), PANEL))
    rows = 1 + -(-(count - 2) // COLUMNS)
    rects.append(pygame.Rect(left, PANEL.y + BUTTONS_TOP + rows * row_height, wide, BUTTON[1]))
    return rects


class PlayOnScene(Scene):
    """Who plays a new game from a reviewed position: two people, or the person (taking the
    side to act) against a computer level. The game starts like any new game."""

    is_overlay = True

    def __init__(self, context: AppContext, state: GameState) -> None:
        super().__init__()
        self.context = context
        self.state = state
        entries: list[tuple[str, Callable[[], None]]] = [
            (tr("newgame.two_players"), lambda: self.start(None))
        ]
        for level in LEVELS:
            label = tr("review.play_on.computer", level=tr(f"level.{level}"))
            entries.append((label, partial(self.start, level)))
        entries.append((tr("button.cancel"), self.cancel))
        buttons = [
            Button(rect, label, action)
            for rect, (label, action) in zip(button_rects(len(entries)), entries, strict=True)
        ]
        self.menu = FocusGroup(buttons, on_back=self.cancel, on_feedback=context.click)
        self.menu.focus_visible = True
        self.asking: Dialog | None = None  # keep or replace the saved game?
        self.elapsed_ms = 0

    def seats(self, level: Level | None) -> tuple[Seat, Seat]:
        """Two people, or the person on the side to act against `level`."""
        if level is None:
            return Seat.human(), Seat.human()
        if self.state.to_move == WHITE:
            return Seat.human(), Seat.computer(level)
        return Seat.computer(level), Seat.human()

    def start(self, level: Level | None) -> None:
        """The new game, from the position shown, on a fresh board screen over the title; a
        saved game in progress (the one paused under the review, say) is never replaced
        without asking, as a new game asks."""
        if self.context.storage.has_autosave():
            self.asking = replace_saved_question(
                self.context,
                PANEL,
                self.elapsed_ms,
                self._close_question,
                partial(self.start, level),
            )
            return
        match = factory.from_position(flow.pace(self.context), self.state, self.seats(level))
        flow.to_title(self.context, self, then=self.context.routes.board(match, True))

    def _close_question(self) -> None:
        self.asking = None

    def cancel(self) -> None:
        """Back to the review (out of the question first, if one is asked)."""
        if self.asking is not None:
            self.asking = None
        else:
            self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.asking is not None:
            if intent_of(event) is Intent.BACK:
                self.cancel()
            else:
                self.asking.handle_event(event)
            return
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += dt_ms

    def text_boxes(self) -> list[TextBox]:
        """The title, the question, the buttons and a dialog's text (for fit tests)."""
        asking = self.asking.text_boxes() if self.asking is not None else []
        return [*self._own_boxes(), *self.menu.text_boxes(), *asking]

    def _own_boxes(self) -> list[TextBox]:
        panel = PANEL
        title = pygame.Rect(panel.x + INSET, panel.y + 18, panel.width - 2 * INSET, 50)
        body = pygame.Rect(panel.x + INSET, panel.y + 72, panel.width - 2 * INSET, 80)
        boxes = [TextBox(tr("review.play_on.title"), title, TITLE_SIZE, LAPIS_DARK, True)]
        boxes += fitted_paragraph(tr("review.play_on.body"), body, BODY_SIZE, KOHL)
        return boxes

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil_image(surface.get_size(), VEIL_ALPHA), (0, 0))
        draw_panel(surface, PANEL)
        for box in self._own_boxes():
            draw_box(surface, box)
        self.menu.draw(surface)
        if self.asking is not None:
            self.asking.draw(surface, self.elapsed_ms)
