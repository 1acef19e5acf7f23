"""The pause menu over the board: resume, how to play, restart, resign, save and leave.

The game under it stands still (only the top scene updates), clocks included. The game is
saved after every action already, so "Save and leave" only has to leave.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from seega.render.hud import text_image
from seega.render.theme import GOLD_DARK, KOHL, LAPIS_DARK
from seega.render.widgets import Button, FocusGroup, draw_panel
from seega.scenes import flow
from seega.shell.context import AppContext
from seega.shell.scene import Scene

if TYPE_CHECKING:
    from seega.scenes.board import BoardScene

PANEL = pygame.Rect(0, 0, 440, 500)
BUTTON_SIZE = (340, 54)
BUTTON_GAP = 12
TITLE_SIZE = 44
NOTE_SIZE = 19
VEIL_ALPHA = 150


class PauseScene(Scene):
    """See the module docstring."""

    is_overlay = True

    def __init__(self, context: AppContext, board: BoardScene) -> None:
        super().__init__()
        self.context = context
        self.board = board
        self.menu = FocusGroup(self._buttons(), on_back=self.resume_game, on_feedback=context.click)
        self.menu.focus_visible = True

    def _buttons(self) -> list[Button]:
        match = self.board.match
        entries: list[tuple[str, Callable[[], None], bool]] = [
            ("Resume", self.resume_game, True),
            ("How to play", self.how_to_play, True),
            ("Restart", self.restart, True),
            ("Resign", self.resign, not match.is_over and flow.can_resign(match)),
            ("Save and leave" if self.board.saving else "Leave", self.leave, True),
        ]
        panel = PANEL.copy()
        panel.center = (640, 400)
        top = panel.y + 110
        buttons = []
        for index, (label, action, enabled) in enumerate(entries):
            rect = pygame.Rect((0, 0), BUTTON_SIZE)
            rect.midtop = (panel.centerx, top + index * (BUTTON_SIZE[1] + BUTTON_GAP))
            buttons.append(Button(rect, label, action, enabled))
        return buttons

    def resume_game(self) -> None:
        """Back to the game."""
        self.stack.pop()

    def how_to_play(self) -> None:
        """The rules of the rule set being played."""
        from seega.scenes.how_to_play import HowToPlayScene

        self.stack.push(HowToPlayScene(self.context, self.board.match.state.rules.name))

    def restart(self) -> None:
        """The same players, rule set and board, from the empty board."""
        from seega.scenes.board import BoardScene

        match = self.board.match
        fresh = flow.rematch(match, swap=False)
        self.stack.pop()
        self.stack.replace(BoardScene(self.context, fresh, self.board.saving))

    def resign(self) -> None:
        """Give up this game (the game-over screen follows)."""
        self.stack.pop()
        self.board.resign()

    def leave(self) -> None:
        """To the title; the autosave lets Continue pick the game up again."""
        flow.to_title(self.context, self)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*KOHL, VEIL_ALPHA))
        surface.blit(veil, (0, 0))
        panel = PANEL.copy()
        panel.center = surface.get_rect().center
        draw_panel(surface, panel)
        title = text_image("Paused", TITLE_SIZE, LAPIS_DARK, True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 30)))
        self.menu.draw(surface)
        if self.board.resign_wanted:
            note = text_image("You resign as soon as it is your turn.", NOTE_SIZE, GOLD_DARK)
            surface.blit(note, note.get_rect(midbottom=(panel.centerx, panel.bottom - 12)))
