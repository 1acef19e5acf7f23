"""Past games: the finished games kept in the data folder, newest first, and any record file.

Each row names the date, the rule set and board, the players and the result; choosing it opens
its review (stored beside the record once complete, so it opens at once the next time). A
record that cannot be read was set aside by the archive: the screen says so, and the rest of
the list works. "Open a file" takes the path of any record file, typed (Enter opens it, Esc
gives up) or dropped on the window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from seega.core.line import GameLine
from seega.core.record import NO_RESULT
from seega.i18n import tr
from seega.storage.archive import Archive, ArchivedGame, ArchiveError, Listing, read_record_file
from seega.ui.context import AppContext
from seega.ui.play.labels import player_label
from seega.ui.render.dialog import veil_image
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph
from seega.ui.render.theme import CARNELIAN, KOHL, LAPIS_DARK, PAPYRUS, shade
from seega.ui.render.widgets import Button, FocusGroup, draw_panel
from seega.ui.shell.scene import Scene

PANEL = pygame.Rect(160, 30, 960, 740)
INSET = 36
TITLE_BAND = (14, 56)
ROWS_TOP = 84
ROW_SIZE = (888, 52)
ROW_GAP = 8
ROWS_PER_PAGE = 8
ROW_TEXT_SIZE = 22
NOTE_TOP = 560
NOTE_HEIGHT = 84
NOTE_SIZE = 20
TITLE_SIZE = 42
BUTTON_SIZE = (210, 54)
BUTTON_GAP = 12
BUTTONS_BOTTOM_GAP = 22
FIELD_HEIGHT = 44
VEIL_ALPHA = 150


def game_line_text(game: ArchivedGame) -> str:
    """`2026-11-29 · Standard 5×5 · Person – Computer (Hard) · Light won`."""
    record = game.record
    rules = tr(f"rules.{record.rules}.name")
    size = tr("newgame.size_value", size=record.size)
    players = f"{player_label(record.white)} – {player_label(record.black)}"
    outcome = record.outcome
    result = NO_RESULT if outcome is None else outcome.result
    return " · ".join(
        (record.played_on.isoformat(), f"{rules} {size}", players, tr(f"past.result.{result}"))
    )


class PastGamesScene(Scene):
    """See the module docstring."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.listing: Listing = Archive(context.storage.directory).listing()
        self.page = 0
        self.typing: str | None = None  # the path being typed, while "Open a file" asks
        self.problem: str | None = None  # why the last file could not be opened
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self._build()

    @property
    def pages(self) -> int:
        """How many pages of rows the list fills (at least one)."""
        return max(1, -(-len(self.listing.games) // ROWS_PER_PAGE))

    def _build(self) -> None:
        games = self.listing.games[self.page * ROWS_PER_PAGE :][:ROWS_PER_PAGE]
        rows = []
        for index, game in enumerate(games):
            rect = pygame.Rect((0, 0), ROW_SIZE)
            rect.midtop = (PANEL.centerx, PANEL.y + ROWS_TOP + index * (ROW_SIZE[1] + ROW_GAP))
            rows.append(Button(rect, game_line_text(game), self._opener(game), size=ROW_TEXT_SIZE))
        entries = [
            (tr("button.previous"), self.previous_page, self.page > 0),
            (tr("button.next"), self.next_page, self.page + 1 < self.pages),
            (tr("button.open_file"), self.ask_path, True),
            (tr("button.back"), self.back, True),
        ]
        total = len(entries) * BUTTON_SIZE[0] + (len(entries) - 1) * BUTTON_GAP
        x = PANEL.centerx - total // 2
        buttons = []
        for index, (label, action, enabled) in enumerate(entries):
            rect = pygame.Rect((x + index * (BUTTON_SIZE[0] + BUTTON_GAP), 0), BUTTON_SIZE)
            rect.bottom = PANEL.bottom - BUTTONS_BOTTOM_GAP
            buttons.append(Button(rect, label, action, enabled))
        self.menu.widgets = [*rows, *buttons]
        self.menu.focus = rows[0] if rows else buttons[2]
        self.menu.focus_visible = True

    def _opener(self, game: ArchivedGame) -> Callable[[], None]:
        def open_review() -> None:
            self.open(game, keep=True)

        return open_review

    # -----------------------------------------------------------------------------------------
    # Commands

    def open(self, game: ArchivedGame, keep: bool) -> None:
        """The review of `game` (stored with it when it is one of the kept games)."""
        record = game.record
        line = GameLine.from_record(record)
        self.stack.push(
            self.context.routes.review(line, (record.white, record.black), game if keep else None)
        )

    def open_path(self, text: str) -> None:
        """Open the record file at `text` (a leading ~ is the home folder)."""
        path = Path(text.strip()).expanduser()
        try:
            game = read_record_file(path)
        except ArchiveError as error:
            self.problem = tr("past.open_failed", file=path.name or text, reason=error)
            return
        self.typing = None
        self.problem = None
        pygame.key.stop_text_input()
        self.open(game, keep=False)

    def ask_path(self) -> None:
        """Start typing a path."""
        self.typing = ""
        self.problem = None
        pygame.key.start_text_input()

    def previous_page(self) -> None:
        """The newer games."""
        self.page = max(0, self.page - 1)
        self._build()

    def next_page(self) -> None:
        """The older games."""
        self.page = min(self.pages - 1, self.page + 1)
        self._build()

    def back(self) -> None:
        """To the title."""
        self.stack.pop()

    # -----------------------------------------------------------------------------------------
    # The scene

    def exit(self) -> None:
        if self.typing is not None:
            pygame.key.stop_text_input()

    def resume(self) -> None:
        self.menu.focus_visible = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:
            self.open_path(event.file)
            return
        if self.typing is not None and self._type(event):
            return
        self.menu.handle_event(event)

    def _type(self, event: pygame.event.Event) -> bool:
        """Typing a path: letters, Backspace, Enter opens, Esc stops; True if used."""
        assert self.typing is not None
        if event.type == pygame.TEXTINPUT:
            self.typing += event.text
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.typing.strip():
                self.open_path(self.typing)
            return True
        if event.key == pygame.K_BACKSPACE:
            self.typing = self.typing[:-1]
            return True
        if event.key == pygame.K_ESCAPE:
            self.typing = None
            pygame.key.stop_text_input()
            return True
        return event.key not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)

    # -----------------------------------------------------------------------------------------
    # Text and drawing

    def _band(self, top: int, height: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + INSET, PANEL.y + top, PANEL.width - 2 * INSET, height)

    def note_lines(self) -> list[TextBox]:
        """Under the list: no games yet, the files set aside, or the path being typed."""
        area = self._band(NOTE_TOP, NOTE_HEIGHT)
        if self.typing is not None:
            prompt = self._band(NOTE_TOP - 40, 40)
            boxes = fitted_paragraph(tr("past.open_prompt"), prompt, NOTE_SIZE, KOHL)
            field = self._band(NOTE_TOP + 8, FIELD_HEIGHT).inflate(-8, -8)
            boxes.append(
                TextBox(self.typing + "|", field, NOTE_SIZE, KOHL, align="start", rtl=False)
            )
            if self.problem:
                below = self._band(NOTE_TOP + 10 + FIELD_HEIGHT, 36)
                boxes += fitted_paragraph(self.problem, below, NOTE_SIZE - 2, CARNELIAN)
            return boxes
        notes = [problem.message for problem in self.listing.set_aside]
        if not self.listing.games:
            notes.insert(0, tr("past.empty"))
        if not notes:
            return []
        return fitted_paragraph(
            " ".join(notes), area, NOTE_SIZE, CARNELIAN if self.listing.set_aside else KOHL
        )

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel (for fit tests)."""
        title = TextBox(tr("past.title"), self._band(*TITLE_BAND), TITLE_SIZE, LAPIS_DARK, True)
        return [title, *self.note_lines(), *self.menu.text_boxes()]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil_image(surface.get_size(), VEIL_ALPHA), (0, 0))
        draw_panel(surface, PANEL)
        if self.typing is not None:
            field = self._band(NOTE_TOP + 8, FIELD_HEIGHT)
            pygame.draw.rect(surface, shade(PAPYRUS, 1.05), field, border_radius=6)
            pygame.draw.rect(surface, LAPIS_DARK, field, 2, border_radius=6)
        for box in self.text_boxes()[: -len(self.menu.widgets)]:
            draw_box(surface, box)
        self.menu.draw(surface)
