"""Past games: the finished games kept in the data folder, newest first, and any record file.

Each entry names when the game ended (to the minute, to the second where two ended in the same
minute), the rule set and board, "You" against the computer's level or two players, who won
and how, and the game's length in turns, so no two entries read the same. Two filters keep the
games of one opponent or one rule set. Choosing an entry opens its review (stored beside the
record once complete, so it opens at once the next time); its Export button copies the record
to the player's Downloads or Documents folder (`seega.storage.paths.export_dir`) under its
name, never over another file, and says where it went. A record that cannot be read was set
aside by the archive: the screen says so, and the rest of the list works. "Open a file" takes
the path of any record file, typed (Enter opens it, Esc gives up) or dropped on the window.

The records are read a few per frame (`Stepped`), after a first frame that shows the loading
notice, so opening the screen never freezes the window; Esc works while they load.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from pathlib import Path

import pygame

from seega import i18n
from seega.core import BLACK, WHITE
from seega.core.line import GameLine
from seega.core.players import LEVELS, level_of
from seega.core.rulesets import RULESETS, RuleSet
from seega.game.ending import is_counted
from seega.i18n import tr
from seega.play.labels import player_label
from seega.storage import files
from seega.storage.archive import (
    Archive,
    ArchivedGame,
    ArchiveError,
    Listing,
    export,
    read_record_file,
)
from seega.storage.paths import export_dir
from seega.storage.persistence import PEOPLE
from seega.ui.render.dialog import veil_image
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph, place
from seega.ui.render.theme import CARNELIAN, KOHL, LAPIS_DARK, PAPYRUS, shade
from seega.ui.render.widgets import Button, FocusGroup, OptionCycler, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.services.file_words import record_reason_words, set_aside_words
from seega.ui.shell import fonts
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import ALONE, Stepped

PANEL = pygame.Rect(160, 30, 960, 740)
INSET = 36
TITLE_BAND = (14, 56)
FILTERS_TOP = 76
FILTER_SIZE = (436, 48)
ROWS_TOP = 136
ROW_SIZE = (736, 56)
EXPORT_SIZE = (144, 56)
ROW_GAP = 6
ROWS_PER_PAGE = 7
ROW_TEXT_SIZE = 22
EXPORT_TEXT_SIZE = 22
NOTE_TOP = 576
NOTE_HEIGHT = 64
NOTE_SIZE = 20
TITLE_SIZE = 42
BUTTON_SIZE = (210, 54)
BUTTON_GAP = 12
BUTTONS_BOTTOM_GAP = 22
FIELD_HEIGHT = 44
VEIL_ALPHA = 150
# Each listed record's two lines, by its path.
EntryLines = dict[Path, tuple[str, str]]
# Entries worded in one step while the list is prepared (a few milliseconds a batch).
LINES_PER_STEP = 25
# Either filter's "every game" choice.
ALL = "all"


def opponent_of(game: ArchivedGame) -> str:
    """Whom the person played: a computer level, or PEOPLE for two people at one screen."""
    levels = [level_of(player) for player in (game.record.white, game.record.black)]
    return next((level for level in levels if level is not None), PEOPLE)


def _person_side(game: ArchivedGame) -> int | None:
    """The person's side in a game against the computer (None between two people)."""
    if opponent_of(game) == PEOPLE:
        return None
    return WHITE if level_of(game.record.white) is None else BLACK


def _players_text(game: ArchivedGame) -> str:
    record = game.record
    side = _person_side(game)
    if side is None:
        return tr("past.people")
    you = tr("past.you", side=tr("side.light" if side == WHITE else "side.dark"))
    computer = player_label(record.black if side == WHITE else record.white)
    return f"{you} – {computer}"


def _result_text(game: ArchivedGame) -> str:
    """Who won and how: "You won · by capture", "Dark won · on time", "Draw · on count"."""
    outcome = game.record.outcome
    if outcome is None:
        return tr("past.result.none")
    side = _person_side(game)
    if outcome.winner is None:
        result = tr("past.result.draw")
    elif side is None:
        result = tr("past.result.white" if outcome.winner == WHITE else "past.result.black")
    else:
        result = tr("past.you_won" if outcome.winner == side else "past.you_lost")
    return f"{result} · {tr(f'past.how.{outcome.reason.value}')}"


def entry_lines(game: ArchivedGame, seconds: bool = False) -> tuple[str, str]:
    """An entry's two lines: `2026-12-01 14:05 · Standard 5×5 · You (Light) – Computer (Easy)`
    and `You won · by capture · Turns: 31`, then `· Not counted` for a game the statistics
    do not count (from a set position: play on, a set-up's start); `seconds` adds them to the
    time."""
    record = game.record
    kept = game.kept_at
    when = kept.strftime("%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M") if kept else None
    size = tr("newgame.size_value", size=record.size)
    first = " · ".join(
        (
            when or f"{record.played_on.isoformat()} {files.quoted(game.path.stem)}",
            f"{tr(f'rules.{record.rules}.name')} {size}",
            _players_text(game),
        )
    )
    parts = [_result_text(game), tr("past.turns", count=game.turns)]
    if not is_counted(record.start is None, (record.white, record.black)):
        parts.append(tr("past.not_counted"))
    return first, " · ".join(parts)


def distinct_lines(games: list[ArchivedGame], lines: list[tuple[str, str]]) -> EntryLines:
    """Each entry's lines (`lines`, from `entry_lines`), those that would read like another's
    given to the second."""
    counts = Counter(lines)
    return {
        game.path: entry_lines(game, seconds=True) if counts[pair] > 1 else pair
        for game, pair in zip(games, lines, strict=True)
    }


class PastGamesScene(Scene):
    """See the module docstring."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.loading = Stepped(
            self._read(Archive(context.storage.directory)), clock=context.work_clock
        )
        self.listing = Listing()  # filled while `loading` runs, shown once it is done
        self._lines: EntryLines = {}
        self._fitted_notes: tuple[tuple[object, ...], list[TextBox]] | None = None
        self._notice_shown = False  # the loading notice was drawn: the reading may start
        self.opponent = ALL
        self.rules: RuleSet | None = None  # None: every rule set
        self.page = 0
        self.typing: str | None = None  # the path being typed, while "Open a file" asks
        self.problem: str | None = None  # why the last file could not be opened
        self.exported: str | None = None  # where the last export went, or why it failed
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self._build()

    def _read(self, archive: Archive) -> Generator[bool | None, None, None]:
        """The kept records a step at a time; their entries' words a batch a step; then the
        note under the list and each row of the first page drawn once, out of sight (the
        first rendering of a text is the slow part of showing it), each a step of its own."""
        listing = yield from archive.listing_steps()
        words: list[tuple[str, str]] = []
        for start in range(0, len(listing.games), LINES_PER_STEP):
            yield None
            words += [entry_lines(game) for game in listing.games[start:][:LINES_PER_STEP]]
        self.listing, self._lines = listing, distinct_lines(listing.games, words)
        yield ALONE
        scratch = pygame.Surface(PANEL.bottomright)
        for box in self._listing_notes():
            draw_box(scratch, box)
        yield ALONE
        for widget in self._rows():  # fitting the first page's entries to one size
            yield None
            widget.draw(scratch, False, False, False)

    @property
    def loaded(self) -> bool:
        """Whether the kept records have been read."""
        return self.loading.done

    @property
    def shown(self) -> list[ArchivedGame]:
        """The games the filters keep, newest first."""
        return [
            game
            for game in self.listing.games
            if self.opponent in (ALL, opponent_of(game))
            and (self.rules is None or self.rules.name == game.record.rules)
        ]

    @property
    def pages(self) -> int:
        """How many pages of rows the list fills (at least one)."""
        return max(1, -(-len(self.shown) // ROWS_PER_PAGE))

    def entry_text(self, game: ArchivedGame) -> tuple[str, str]:
        """The two lines the list shows for `game`."""
        return self._lines[game.path]

    def _filters(self) -> list[OptionCycler[str] | OptionCycler[RuleSet | None]]:
        opponents = [(ALL, tr("past.filter.all"))]
        opponents += [(level, tr(f"level.{level}")) for level in LEVELS]
        opponents.append((PEOPLE, tr("newgame.two_players")))
        rule_sets: list[tuple[RuleSet | None, str]] = [(None, tr("past.filter.all"))]
        rule_sets += [(rules, tr(f"rules.{name}.name")) for name, rules in RULESETS.items()]
        first = mirrored(pygame.Rect((PANEL.x + INSET, PANEL.y + FILTERS_TOP), FILTER_SIZE), PANEL)
        second = pygame.Rect(PANEL.x + PANEL.right - first.right, first.y, *FILTER_SIZE)
        return [
            OptionCycler(first, tr("past.filter.opponent"), opponents, self.opponent, self._pick),
            OptionCycler(second, tr("past.filter.rules"), rule_sets, self.rules, self._pick_rules),
        ]

    def _rows(self) -> list[Button]:
        """The current page's entries, each with its Export button."""
        rows: list[Button] = []
        for index, game in enumerate(self.shown[self.page * ROWS_PER_PAGE :][:ROWS_PER_PAGE]):
            top = PANEL.y + ROWS_TOP + index * (ROW_SIZE[1] + ROW_GAP)
            rect = mirrored(pygame.Rect((PANEL.x + INSET, top), ROW_SIZE), PANEL)
            first, second = self.entry_text(game)
            rows.append(Button(rect, first, self._opener(game), size=ROW_TEXT_SIZE, detail=second))
            export_rect = pygame.Rect((0, top), EXPORT_SIZE)
            export_rect.right = PANEL.right - INSET
            export_rect = mirrored(export_rect, PANEL)
            label = tr("button.export")
            rows.append(Button(export_rect, label, self._exporter(game), size=EXPORT_TEXT_SIZE))
        entries = rows[::2]
        if entries:  # one size down the list: a long entry does not look smaller than the rest
            size = min(place(entry.text_boxes()[0])[0] for entry in entries)
            for entry in entries:
                entry.size = size
        return rows

    def _build(self, focus_index: int | None = None) -> None:
        filters = self._filters()
        rows = self._rows() if self.loaded else []
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
        self.menu.widgets = [*filters, *rows, *buttons]
        if focus_index is not None:
            self.menu.focus = self.menu.widgets[focus_index]
        else:
            self.menu.focus = rows[0] if rows else buttons[-1 if not self.loaded else 2]
        self.menu.focus_visible = True

    def _opener(self, game: ArchivedGame) -> Callable[[], None]:
        def open_review() -> None:
            self.open(game, keep=True)

        return open_review

    def _exporter(self, game: ArchivedGame) -> Callable[[], None]:
        def export_record() -> None:
            self.export(game)

        return export_record

    # -----------------------------------------------------------------------------------------
    # Commands

    def open(self, game: ArchivedGame, keep: bool) -> None:
        """The review of `game` (stored with it when it is one of the kept games)."""
        record = game.record
        line = GameLine.from_record(record)
        players = (record.white, record.black)
        kept = game if keep else None
        self.stack.push(self.context.routes.review(line, players, kept, record.placed_by_computer))

    def export(self, game: ArchivedGame) -> None:
        """Copy `game`'s record to the player's folder and say where it went (or why not)."""
        try:
            path = export(game, export_dir())
        except OSError as error:
            self.exported = tr("past.export_failed", reason=files.words(error))
            return
        self.exported = tr("past.exported", path=files.quoted(str(path)))

    def open_path(self, text: str) -> None:
        """Open the record file at `text` (a leading ~ is the home folder)."""
        path = Path(text.strip()).expanduser()
        try:
            game = read_record_file(path)
        except ArchiveError as error:
            self.problem = tr(
                "past.open_failed", file=path.name or text, reason=record_reason_words(error)
            )
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

    def _pick(self, opponent: str) -> None:
        self.opponent, self.page = opponent, 0
        self._build(focus_index=0)

    def _pick_rules(self, rules: RuleSet | None) -> None:
        self.rules, self.page = rules, 0
        self._build(focus_index=1)

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
        """A slice of the reading, once the loading notice has been on screen."""
        if self.loaded or not self._notice_shown:
            return
        if self.loading.advance():
            self._build()

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
        """Under the list: loading, no games yet, none that the filters keep, the files set
        aside, where an export went, or the path being typed."""
        area = self._band(NOTE_TOP, NOTE_HEIGHT)
        if self.typing is not None:
            prompt = self._band(NOTE_TOP - 40, 40)
            boxes = fitted_paragraph(tr("past.open_prompt"), prompt, NOTE_SIZE, KOHL)
            field = self._band(NOTE_TOP + 8, FIELD_HEIGHT).inflate(-8, -8)
            boxes.append(
                TextBox(self.typing + "|", field, NOTE_SIZE, KOHL, align="start", rtl=False)
            )
            if self.problem:
                below = self._band(NOTE_TOP + 10 + FIELD_HEIGHT, 30)
                boxes += fitted_paragraph(self.problem, below, NOTE_SIZE - 2, CARNELIAN)
            return boxes
        if not self.loaded:
            return fitted_paragraph(tr("past.loading"), area, NOTE_SIZE, KOHL)
        return self._listing_notes()

    def _listing_notes(self) -> list[TextBox]:
        """The note under the read list, fitted once per text, language and text size (a
        long note costs more than a frame has to fit)."""
        notes = [set_aside_words(item, files.SHORT_QUOTE_LIMIT) for item in self.listing.set_aside]
        if not self.listing.games:
            notes.insert(0, tr("past.empty"))
        elif not self.shown:
            notes.insert(0, tr("past.none_match"))
        if self.exported:
            notes.insert(0, self.exported)
        key = (" ".join(notes), i18n.current_language(), fonts.text_scale())
        if self._fitted_notes is None or self._fitted_notes[0] != key:
            colour = CARNELIAN if self.listing.set_aside else KOHL
            area = self._band(NOTE_TOP, NOTE_HEIGHT)
            boxes = fitted_paragraph(key[0], area, NOTE_SIZE, colour) if notes else []
            self._fitted_notes = (key, boxes)
        return self._fitted_notes[1]

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
        title = TextBox(tr("past.title"), self._band(*TITLE_BAND), TITLE_SIZE, LAPIS_DARK, True)
        for box in (title, *self.note_lines()):
            draw_box(surface, box)
        self.menu.draw(surface)
        self._notice_shown = True
