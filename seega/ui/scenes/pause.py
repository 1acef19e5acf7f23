"""The pause menu over the board: resume, how to play, settings, restart, resign, save and
leave.

The game under it stands still (only the top scene updates), clocks included. The game is
saved after every action already, so "Save and leave" only has to leave, at once: its label
is the decision. A game with no action yet has nothing saved, so there it asks first, and says
so. A resignation asked while the computer
is thinking takes effect as soon as it is the person's turn; the question defaults to No.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega.core.state import SIDE_COLOURS
from seega.game import factory
from seega.game.match import Match
from seega.i18n import tr
from seega.ui.play import flow, keeping
from seega.ui.render.dialog import veil_image
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph
from seega.ui.render.theme import KOHL, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, draw_panel, same_text_size
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene

PANEL_WIDTH = 440
# Below the last button, to the panel's foot: the panel is as tall as what it holds.
BOTTOM_MARGIN = 40
BUTTON_SIZE = (340, 54)
BUTTON_GAP = 12
TITLE_SIZE = 44
BODY_SIZE = 24
VEIL_ALPHA = 150
CENTRE = (640, 400)
# From the panel's top: the title's band, and the buttons' first row.
TITLE_BAND = (26, 70)
BUTTONS_TOP = 110
# A confirmation's question fills the rows above its buttons (which start at this row).
CONFIRM_FIRST_ROW = 2
TEXT_INSET = 40


class PauseScene(Scene):
    """See the module docstring. Restart, resign and leave ask for a confirmation first."""

    is_overlay = True

    def __init__(
        self, context: AppContext, match: Match, saving: bool, resign: Callable[[], None]
    ) -> None:
        """`match` is the game under the menu; `resign` gives it up (the board knows when)."""
        super().__init__()
        self.context = context
        self.match = match
        self.saving = saving
        self._resign = resign
        self.asking: tuple[str, str] | None = None  # (title, text) of a confirmation
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self.rows = 0  # rows of the panel below its title, set with its buttons
        self._show_menu()

    def _show_menu(self) -> None:
        match = self.match
        can_resign = not match.is_over and flow.can_resign(match)
        entries: list[tuple[str, Callable[[], None], bool]] = [
            (tr("button.resume"), self.resume_game, True),
            (tr("menu.how_to_play"), self.how_to_play, True),
            (tr("menu.settings"), self.settings, True),
            (tr("button.review"), self.review, bool(match.played)),
            (tr("button.restart"), self._confirm("restart", self.restart), True),
            (tr("button.resign"), self._confirm("resign", self.resign, safe=True), can_resign),
            (tr("button.save_leave"), self._leave_or_ask(), True),
        ]
        self.asking = None
        self._set_buttons(entries)

    def resume(self) -> None:
        """Back from the settings (or how to play): the buttons in the language chosen
        there, the focus on the same row."""
        if self.asking is not None:
            return
        widgets = self.menu.widgets
        row = widgets.index(self.menu.focus) if self.menu.focus in widgets else 0
        self._show_menu()
        self.menu.focus = self.menu.widgets[row]

    def question(self, what: str) -> tuple[str, str]:
        """(title, text) of a confirmation, true to this game: who resigns between two people,
        and whether leaving keeps anything."""
        title = tr(f"dialog.{what}.title")
        body = tr("dialog.leave_unsaved.body" if what == "leave" else f"dialog.{what}.body")
        if what == "resign" and self.match.is_two_player:
            side = SIDE_COLOURS[self.match.state.to_move]
            title = tr(f"dialog.resign_side.{side}")
        return title, body

    def will_be_saved(self) -> bool:
        """Whether Continue on the title will bring this game back: the board saves after
        an action, so a game with none yet (or not saving, in demo mode) leaves no save."""
        return self.saving and bool(self.match.line.actions)

    def _leave_or_ask(self) -> Callable[[], None]:
        """Save and leave: at once when Continue will bring the game back; else a question
        first, since leaving then loses the game."""
        return self.leave if self.will_be_saved() else self._confirm("leave", self.leave)

    def _confirm(
        self, what: str, then: Callable[[], None], safe: bool = False
    ) -> Callable[[], None]:
        """A question before `then`; `safe` puts the focus on No (a stray Enter keeps playing)."""

        def ask() -> None:
            self.asking = self.question(what)
            choices = [(tr("button.yes"), then, True), (tr("button.no"), self._show_menu, True)]
            self._set_buttons(choices, first_row=CONFIRM_FIRST_ROW)
            if safe:
                self.menu.focus = self.menu.widgets[-1]

        return ask

    def _set_buttons(
        self, entries: list[tuple[str, Callable[[], None], bool]], first_row: int = 0
    ) -> None:
        self.rows = first_row + len(entries)
        panel = self.panel()
        top = panel.y + BUTTONS_TOP
        buttons = []
        for index, (label, action, enabled) in enumerate(entries):
            rect = pygame.Rect((0, 0), BUTTON_SIZE)
            row = first_row + index
            rect.midtop = (panel.centerx, top + row * (BUTTON_SIZE[1] + BUTTON_GAP))
            buttons.append(Button(rect, label, action, enabled))
        same_text_size(buttons)  # one size for the column: no button looks smaller
        self.menu.widgets = list(buttons)
        self.menu.focus = buttons[0]
        self.menu.focus_visible = True

    def panel(self) -> pygame.Rect:
        """The panel, as tall as its rows of buttons (and a question's rows) need."""
        height = BUTTONS_TOP + self.rows * (BUTTON_SIZE[1] + BUTTON_GAP) - BUTTON_GAP
        panel = pygame.Rect(0, 0, PANEL_WIDTH, height + BOTTOM_MARGIN)
        panel.center = CENTRE
        return panel

    def _heading_boxes(self) -> list[TextBox]:
        """The title, and a confirmation's question."""
        panel = self.panel()
        band = pygame.Rect(panel.x + TEXT_INSET, panel.y + TITLE_BAND[0], 0, TITLE_BAND[1])
        band.width = panel.width - 2 * TEXT_INSET
        heading = self.asking[0] if self.asking else tr("pause.title")
        boxes = [TextBox(heading, band, TITLE_SIZE, LAPIS_DARK, bold=True)]
        if self.asking is not None:
            top = panel.y + BUTTONS_TOP
            bottom = top + CONFIRM_FIRST_ROW * (BUTTON_SIZE[1] + BUTTON_GAP) - BUTTON_GAP
            area = pygame.Rect(band.x, top, band.width, bottom - top)
            boxes += fitted_paragraph(self.asking[1], area, BODY_SIZE, KOHL, align="center")
        return boxes

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel, buttons included (for fit tests)."""
        return [*self._heading_boxes(), *self.menu.text_boxes()]

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
        self.stack.push(self.context.routes.how_to_play(self.match.state.rules))

    def settings(self) -> None:
        """The settings over the menu; closing them comes back here."""
        self.stack.push(self.context.routes.settings())

    def review(self) -> None:
        """The review of what has been played so far (the game waits under it)."""
        self.stack.push(keeping.review_of(self.context, self.match, None))

    def restart(self) -> None:
        """The same players, rule set and board, from the empty board."""
        fresh = factory.rematch(self.match, swap=False)
        self.stack.pop()
        self.stack.replace(self.context.routes.board(fresh, self.saving))

    def resign(self) -> None:
        """Give up this game (the game-over screen follows)."""
        self.stack.pop()
        self._resign()

    def leave(self) -> None:
        """To the title; the autosave lets Continue pick the game up again."""
        flow.to_title(self.context, self)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil_image(surface.get_size(), VEIL_ALPHA), (0, 0))
        draw_panel(surface, self.panel())
        for box in self._heading_boxes():
            draw_box(surface, box)
        self.menu.draw(surface)
