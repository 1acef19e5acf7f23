"""Continue: the games in progress, newest first, each resumed or deleted.

Every game in progress keeps a save of its own (`seega.storage.saves`): against the computer,
between two people, and from a set position. Each entry says the rule set and board, whom the
game is against, whose turn it is and the turn's number, and when it was last saved; choosing
it resumes the game, and its Delete button asks first (`questions.delete_saved_question`),
naming the game, so nothing is forgotten by a slip. The saves are read (each record replayed
and checked) a few per frame (`Stepped`), after a first frame that shows the reading line, so
opening the list never freezes the window; a save that cannot be resumed is set aside and said.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass

import pygame

from seega.core import WHITE
from seega.core.state import SIDE_COLOURS
from seega.game.match import SavedGame
from seega.i18n import tr
from seega.play.labels import player_label
from seega.storage.saves import SaveSlot
from seega.ui.play import flow
from seega.ui.play.questions import delete_saved_question
from seega.ui.render.dialog import Dialog, veil_image
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph, place
from seega.ui.render.theme import CARNELIAN, KOHL, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.shell.input import Intent, intent_of
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import Stepped

PANEL = pygame.Rect(160, 30, 960, 740)
INSET = 36
TITLE_BAND = (14, 56)
TITLE_SIZE = 42
ROWS_TOP = 96
ROW_SIZE = (736, 64)
DELETE_SIZE = (144, 64)
ROW_GAP = 8
ROWS_PER_PAGE = 7
ROW_TEXT_SIZE = 22
NOTE_TOP = 602
NOTE_HEIGHT = 58
NOTE_SIZE = 20
BUTTON_SIZE = (210, 54)
BUTTON_GAP = 12
BUTTONS_BOTTOM_GAP = 22
VEIL_ALPHA = 150
# A save's time as the list shows it (the same form as Past games' entries).
SAVED_AT_FORMAT = "%Y-%m-%d %H:%M"


@dataclass(frozen=True)
class InProgress:
    """A game in progress as listed: its save's slot and the game read back."""

    slot: SaveSlot
    game: SavedGame


def game_line(game: SavedGame) -> str:
    """What a saved game is: "Standard 5×5 · against Computer (Easy) · your turn · turn 12"."""
    record, state = game.record, game.line.state
    people = [side for side, seat in enumerate(game.seats, WHITE) if seat.is_human]
    computer = next((seat for seat in game.seats if not seat.is_human), None)
    if computer is None or not people:
        against = tr("newgame.two_players")
        whose = tr(f"title.continue.{SIDE_COLOURS[state.to_move]}_to_play")
    else:
        computer_text = record.black if people[0] == WHITE else record.white
        against = tr("title.continue.against", computer=player_label(computer_text))
        mine = state.to_move in people
        whose = tr("title.continue.your_turn" if mine else "title.continue.computer_turn")
    rules = f"{tr(f'rules.{record.rules}.name')} {tr('newgame.size_value', size=record.size)}"
    return " · ".join((rules, against, whose, tr("title.continue.turn", number=game.turn)))


def saved_line(slot: SaveSlot) -> str:
    """When a game was last saved: "saved 2026-12-04 14:05"."""
    return tr("saves.saved_on", date=slot.saved_at.strftime(SAVED_AT_FORMAT))


class SavedGamesScene(Scene):
    """See the module docstring."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self.games: list[InProgress] = []
        self.page = 0
        self.asking: Dialog | None = None  # "Delete this saved game?"
        self.elapsed_ms = 0
        self.reading: Stepped[list[InProgress]] | None = None
        self._reading_shown = False  # the reading line has been drawn once
        self.notes: list[str] = []  # what the reading met (a save that cannot be resumed)

    def enter(self) -> None:
        self._start_reading()

    def resume(self) -> None:
        self._start_reading()  # the game left may have been saved again, or have ended

    def _start_reading(self) -> None:
        self.reading = Stepped(self._read(), clock=self.context.work_clock)
        self._reading_shown = False
        self._build()

    def _read(self) -> Generator[bool | None, None, list[InProgress]]:
        """Each save in turn, its record replayed and checked (the slow part)."""
        found: list[InProgress] = []
        for slot in self.context.storage.saves.slots():
            game = yield from flow.read_saved(self.context, slot.game_id)
            if game is not None:
                found.append(InProgress(slot, game))
        return found

    @property
    def loaded(self) -> bool:
        """Whether every save has been read."""
        return self.reading is None

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.games) // ROWS_PER_PAGE))

    def _rows(self) -> list[Button]:
        """The current page's games, each with its Delete button."""
        rows: list[Button] = []
        shown = self.games[self.page * ROWS_PER_PAGE :][:ROWS_PER_PAGE]
        for index, entry in enumerate(shown):
            top = PANEL.y + ROWS_TOP + index * (ROW_SIZE[1] + ROW_GAP)
            rect = mirrored(pygame.Rect((PANEL.x + INSET, top), ROW_SIZE), PANEL)
            line, detail = game_line(entry.game), saved_line(entry.slot)
            rows.append(Button(rect, line, self._resumer(entry), size=ROW_TEXT_SIZE, detail=detail))
            delete_rect = pygame.Rect((0, top), DELETE_SIZE)
            delete_rect.right = PANEL.right - INSET
            label = tr("button.delete_saved")
            asker = self._asker(entry, line)
            rows.append(Button(mirrored(delete_rect, PANEL), label, asker, size=ROW_TEXT_SIZE))
        games = rows[::2]
        if games:  # one size down the list: a long entry does not look smaller than the rest
            size = min(place(button.text_boxes()[0])[0] for button in games)
            for button in games:
                button.size = size
        return rows

    def _build(self) -> None:
        self.page = min(self.page, self.pages - 1)
        rows = self._rows() if self.loaded else []
        entries = [
            (tr("button.previous"), self.previous_page, self.page > 0),
            (tr("button.next"), self.next_page, self.page + 1 < self.pages),
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
        self.menu.focus = rows[0] if rows else buttons[-1]
        self.menu.focus_visible = True

    def _resumer(self, entry: InProgress) -> Callable[[], None]:
        def resume_game() -> None:
            self.stack.pop()
            self.stack.push(self.context.routes.continue_game(entry.game))

        return resume_game

    def _asker(self, entry: InProgress, line: str) -> Callable[[], None]:
        def ask() -> None:
            self.asking = delete_saved_question(
                self.context, line, PANEL, self.elapsed_ms, self._close, lambda: self.delete(entry)
            )

        return ask

    def _close(self) -> None:
        self.asking = None

    def delete(self, entry: InProgress) -> None:
        """Forget a game in progress (asked first), and list the others."""
        self.context.tell(self.context.storage.saves.delete(entry.slot.game_id))
        self.games = [game for game in self.games if game.slot != entry.slot]
        self._build()

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

    def work(self) -> None:
        """A slice of the reading, once the reading line has been on screen."""
        if self.reading is None or not self._reading_shown or not self.reading.advance():
            return
        self.games, self.reading = self.reading.value, None
        self.notes, self.context.notices[:] = list(self.context.notices), []
        self._build()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.asking is not None:
            if intent_of(event) is Intent.BACK:
                self._close()
            else:
                self.asking.handle_event(event)
            return
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += dt_ms

    # -----------------------------------------------------------------------------------------
    # Text and drawing

    def _band(self, top: int, height: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + INSET, PANEL.y + top, PANEL.width - 2 * INSET, height)

    def note_lines(self) -> list[TextBox]:
        """Under the list: reading, no game in progress, or what the reading met."""
        if not self.loaded:
            notes = [tr("saves.reading")]
        else:
            notes = [*([] if self.games else [tr("saves.none")]), *self.notes]
        if not notes:
            return []
        area = self._band(NOTE_TOP, NOTE_HEIGHT)
        return fitted_paragraph(" ".join(notes), area, NOTE_SIZE, CARNELIAN if self.notes else KOHL)

    def _title(self) -> TextBox:
        return TextBox(tr("saves.title"), self._band(*TITLE_BAND), TITLE_SIZE, LAPIS_DARK, True)

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel and the question (for fit tests)."""
        asking = self.asking.text_boxes() if self.asking is not None else []
        return [self._title(), *self.note_lines(), *self.menu.text_boxes(), *asking]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil_image(surface.get_size(), VEIL_ALPHA), (0, 0))
        draw_panel(surface, PANEL)
        for box in (self._title(), *self.note_lines()):
            draw_box(surface, box)
        self.menu.draw(surface)
        if self.asking is not None:
            self.asking.draw(surface, self.elapsed_ms)
        self._reading_shown = True
