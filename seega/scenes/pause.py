"""The pause menu over the board: resume, how to play, restart, resign, save and leave.

The game under it stands still (only the top scene updates), clocks included. The game is
saved after every action already, so "Save and leave" only has to leave. A resignation asked
while the computer is thinking takes effect as soon as it is the person's turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from seega.i18n import tr
from seega.render.dialog import veil_image
from seega.render.hud import draw_lines, text_image
from seega.render.theme import KOHL, LAPIS_DARK
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
BODY_SIZE = 24
VEIL_ALPHA = 150
CENTRE = (640, 400)


class PauseScene(Scene):
    """See the module docstring. Restart, resign and leave ask for a confirmation first."""

    is_overlay = True

    def __init__(self, context: AppContext, board: BoardScene) -> None:
        super().__init__()
        self.context = context
        self.board = board
        self.asking: tuple[str, str] | None = None  # (title, text) of a confirmation
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self._show_menu()

    def _show_menu(self) -> None:
        match = self.board.match
        can_resign = not match.is_over and flow.can_resign(match)
        entries: list[tuple[str, Callable[[], None], bool]] = [
            (tr("button.resume"), self.resume_game, True),
            (tr("menu.how_to_play"), self.how_to_play, True),
            (tr("button.restart"), self._confirm("restart", self.restart), True),
            (tr("button.resign"), self._confirm("resign", self.resign), can_resign),
            (tr("button.save_leave"), self._confirm("leave", self.leave), True),
        ]
        self.asking = None
        self._set_buttons(entries)

    def _confirm(self, what: str, then: Callable[[], None]) -> Callable[[], None]:
        def ask() -> None:
            self.asking = (tr(f"dialog.{what}.title"), tr(f"dialog.{what}.body"))
            choices = [(tr("button.yes"), then, True), (tr("button.no"), self._show_menu, True)]
            self._set_buttons(choices, first_row=3)

        return ask

    def _set_buttons(
        self, entries: list[tuple[str, Callable[[], None], bool]], first_row: int = 0
    ) -> None:
        panel = PANEL.copy()
        panel.center = CENTRE
        top = panel.y + 110
        buttons = []
        for index, (label, action, enabled) in enumerate(entries):
            rect = pygame.Rect((0, 0), BUTTON_SIZE)
            row = first_row + index
            rect.midtop = (panel.centerx, top + row * (BUTTON_SIZE[1] + BUTTON_GAP))
            buttons.append(Button(rect, label, action, enabled))
        self.menu.widgets = list(buttons)
        self.menu.focus = buttons[0]
        self.menu.focus_visible = True

    def back(self) -> None:
        """Esc: out of a confirmation, or back to the game."""
        if self.asking is not None:
            self._show_menu()
        else:
            self.resume_game()

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

        fresh = flow.rematch(self.board.match, swap=False)
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
        surface.blit(veil_image(surface.get_size(), VEIL_ALPHA), (0, 0))
        panel = PANEL.copy()
        panel.center = surface.get_rect().center
        draw_panel(surface, panel)
        heading = self.asking[0] if self.asking else tr("pause.title")
        title = text_image(heading, TITLE_SIZE, LAPIS_DARK, True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 30)))
        if self.asking is not None:
            area = (panel.x + 40, panel.y + 120)
            draw_lines(
                surface, self.asking[1], area, panel.width - 80, BODY_SIZE, KOHL, centred=True
            )
        self.menu.draw(surface)
