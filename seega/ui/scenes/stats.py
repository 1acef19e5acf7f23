"""The statistics screen: results by opponent, by board size for one opponent and rule set,
the last games played, and the player's rating under each rule set (estimated from their
games against the computer levels, seega.ai.rating, with how sure it is); and a reset, asked
first.

A row at the top chooses what is shown. The tables mirror for a right-to-left language: the
names column is on the right.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from seega.ai.people import BEGINNER
from seega.ai.rating import level_rating, rounded
from seega.core import BLACK, RULESETS, WHITE
from seega.core.players import LEVELS, STRONGEST, WEAKEST
from seega.core.rulesets import RuleSet
from seega.core.state import SIDE_COLOURS, SIDE_NAMES
from seega.i18n import tr
from seega.play.standing import rating_under
from seega.storage.persistence import PEOPLE, GameResult, Statistics
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.render.text import TextBox, draw_box, fit_together, fitted_paragraph
from seega.ui.render.theme import CARNELIAN, GOLD_DARK, KOHL, LAPIS, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, OptionCycler, Widget, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.shell.input import Intent, intent_of
from seega.ui.shell.scene import Scene

# Wide enough that every language's column headings keep a readable size.
PANEL = pygame.Rect(90, 40, 1100, 720)
HEADING = pygame.Rect(PANEL.x + 40, PANEL.y + 20, PANEL.width - 80, 62)
HEADING_SIZE = 44
CELL_SIZE = 26
INSET = 40
# The choice of view, and (by rule set) of opponent, under the heading.
CHOICE_TOP = PANEL.y + 92
CHOICE_HEIGHT = 52
CHOICE_STEP = 58
# Column widths, left to right as read in English, per table.
COUNT_COLUMNS = (300, 180, 180, 180, 180)
RECENT_COLUMNS = (200, 330, 250, 240)
RATING_COLUMNS = (320, 180, 260, 260)
ROW_STEP = 46
# The totals list every rung of the ladder and the games between two people: closer rows.
TOTALS_ROW_STEP = 31
# A cell's text keeps this far from the rules between rows, and from its neighbours.
CELL_MARGIN = 4
CELL_PADDING = 6
# Where the first table's heading row sits, for each view (below its choice rows).
TABLE_TOP = {
    "totals": CHOICE_TOP + 96,
    "setups": CHOICE_TOP + 212,
    "recent": CHOICE_TOP + 96,
    "rating": CHOICE_TOP + 96,
}
# Under the ratings, what the scale means: this tall, this far below the table.
NOTE_GAP = 14
NOTE_HEIGHT = 110
NOTE_SIZE = 22
# A rule set with no game against the computer has no rating.
NO_RATING = "—"
TABLE_GAP = 30  # between the two tables of the totals
EMPTY_NOTE_HEIGHT = 52
EMPTY_NOTE_SIZE = 24
VEIL_ALPHA = 140
BUTTON_SIZE = (240, 52)
BUTTON_GAP = 30
VIEWS = ("totals", "setups", "recent", "rating")

Row = tuple[str, ...]


def result_word(game: GameResult) -> str:
    """Won, Lost or Drawn for the person; Light won or Dark won between two people."""
    keys = {"win": "stats.won", "loss": "stats.lost", "draw": "stats.drawn"}
    keys |= {SIDE_NAMES[side]: f"stats.{SIDE_COLOURS[side]}_won" for side in (WHITE, BLACK)}
    return tr(keys[game.result])


def opponent_word(opponent: str) -> str:
    """A computer level's name, or Two players."""
    return tr("stats.two_players") if opponent == PEOPLE else tr(f"level.{opponent}")


def setup_word(rules: RuleSet, size: int) -> str:
    """'Standard · 5×5'."""
    return tr("hud.title", rules=tr(f"rules.{rules.name}.name"), size=size)


class StatsScene(Scene):
    """See the module docstring; Esc or Back closes it."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.view = VIEWS[0]
        self.opponent: str = LEVELS[0]  # a level's name, or PEOPLE: the statistics' rows
        self.rules = next(iter(RULESETS.values()))
        self.asking: Dialog | None = None  # reset the statistics?
        self.elapsed_ms = 0
        self.menu = FocusGroup([], on_back=self.close, on_feedback=context.click)
        self._build()
        self._veil: pygame.Surface | None = None

    @property
    def statistics(self) -> Statistics:
        """What is shown."""
        return self.context.statistics

    def enter(self) -> None:
        self.menu.focus_visible = True  # Enter or Space acts: show where

    def close(self) -> None:
        """Back to the screen beneath."""
        self.stack.pop()

    # -----------------------------------------------------------------------------------------
    # The choices and buttons

    def _choice_row(self, index: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + INSET, CHOICE_TOP + index * CHOICE_STEP, 0, CHOICE_HEIGHT)

    def _build(self) -> None:
        """The view chooser, the opponent chooser (by rule set), Reset and Back."""
        focused = getattr(self.menu.focus, "label", getattr(self.menu.focus, "text", None))
        width = PANEL.width - 2 * INSET
        view_rect = self._choice_row(0)
        view_rect.width = width
        views = [(name, tr(f"stats.view.{name}")) for name in VIEWS]
        widgets: list[Widget] = [
            OptionCycler(view_rect, tr("stats.view"), views, self.view, self.show_view)
        ]
        if self.view == "setups":
            opponents = [(name, opponent_word(name)) for name in (*LEVELS, PEOPLE)]
            rect = self._choice_row(1)
            rect.width = width
            widgets.append(
                OptionCycler(rect, tr("stats.opponent"), opponents, self.opponent, self._set_opp)
            )
            names = [(rules, tr(f"rules.{name}.name")) for name, rules in RULESETS.items()]
            rect = self._choice_row(2)
            rect.width = width
            widgets.append(
                OptionCycler(rect, tr("newgame.rules"), names, self.rules, self._set_rules)
            )
        entries = ((tr("stats.reset"), self.ask_reset), (tr("button.back"), self.close))
        total = len(entries) * BUTTON_SIZE[0] + (len(entries) - 1) * BUTTON_GAP
        x = PANEL.centerx - total // 2
        for index, (label, action) in enumerate(entries):
            rect = pygame.Rect((0, 0), BUTTON_SIZE)
            rect.bottomleft = (x + index * (BUTTON_SIZE[0] + BUTTON_GAP), PANEL.bottom - 26)
            widgets.append(Button(mirrored(rect, PANEL), label, action))
        self.menu.widgets = widgets
        self.menu.focus = next(
            (w for w in widgets if getattr(w, "label", getattr(w, "text", None)) == focused),
            widgets[-1],  # Back: Enter closes, as it always did
        )

    def show_view(self, view: str) -> None:
        self.view = view
        self._build()

    def _set_opp(self, opponent: str) -> None:
        self.opponent = opponent

    def _set_rules(self, rules: RuleSet) -> None:
        self.rules = rules

    def ask_reset(self) -> None:
        """Ask before clearing everything; No has the focus."""
        self.asking = Dialog(
            tr("dialog.reset_stats.title"),
            tr("dialog.reset_stats.body"),
            [Choice(tr("button.yes"), self.reset), Choice(tr("button.no"), self._keep)],
            PANEL,
            self.elapsed_ms,
            on_feedback=self.context.click,
        )
        buttons = self.asking.buttons
        buttons.focus = next(
            b for b in buttons.widgets if getattr(b, "text", "") == tr("button.no")
        )

    def reset(self) -> None:
        """Clear every count and the history, and save that."""
        self.asking = None
        self.context.save_statistics(Statistics())

    def _keep(self) -> None:
        self.asking = None

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += dt_ms
        if self.asking is None and self.context.notices:
            self._tell(self.context.notices.pop(0))

    def _tell(self, notice: str) -> None:
        """A notice (a reset that could not be saved) in a card over the panel and its
        buttons: the title beneath, which shows notices otherwise, is covered here."""
        self.asking = Dialog(
            tr("notice.title"),
            notice,
            [Choice(tr("button.ok"), self._keep)],
            PANEL,
            self.elapsed_ms,
            on_feedback=self.context.click,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.asking is None:
            self.menu.handle_event(event)
        elif intent_of(event) is Intent.BACK:
            self._keep()
        else:
            self.asking.handle_event(event)

    # -----------------------------------------------------------------------------------------
    # The tables

    def rows(self) -> list[Row]:
        """Results against each computer level, under a heading row."""
        table: list[Row] = [
            (
                tr("stats.computer"),
                tr("stats.won"),
                tr("stats.lost"),
                tr("stats.drawn"),
                tr("stats.games"),
            )
        ]
        for level in LEVELS:
            record = self.statistics.against(level)
            counts = (record.wins, record.losses, record.draws, record.games)
            table.append((tr(f"level.{level}"), *map(str, counts)))
        return table

    def two_player_rows(self) -> list[Row]:
        """Two-player results, under a heading row."""
        record = self.statistics.two_player
        counts = (record.white_wins, record.black_wins, record.draws, record.games)
        return [
            (
                "",
                tr("stats.light_won"),
                tr("stats.dark_won"),
                tr("stats.drawn"),
                tr("stats.games"),
            ),
            (tr("stats.two_players"), *map(str, counts)),
        ]

    def setup_rows(self) -> list[Row]:
        """Against the chosen opponent, under the chosen rule set: a row per board size."""
        people = self.opponent == PEOPLE
        won, lost = ("stats.light_won", "stats.dark_won") if people else ("stats.won", "stats.lost")
        heading = (tr("stats.setup"), tr(won), tr(lost), tr("stats.drawn"), tr("stats.games"))
        table: list[Row] = [heading]
        for size in self.rules.sizes:
            r = self.statistics.setup(self.rules.name, size, self.opponent)
            table.append(
                (setup_word(self.rules, r.size), *map(str, (r.wins, r.losses, r.draws, r.games)))
            )
        return table

    def recent_rows(self) -> list[Row]:
        """The last games, newest first: date, rule set and board, opponent, result."""
        heading = (tr("stats.date"), tr("stats.setup"), tr("stats.opponent"), tr("stats.result"))
        return [
            heading,
            *(
                (
                    game.played_on,
                    setup_word(RULESETS[game.rules], game.size),  # a name the decoder checked
                    opponent_word(game.opponent),
                    result_word(game),
                )
                for game in self.statistics.recent
            ),
        ]

    def rating_rows(self) -> list[Row]:
        """The player's rating under each rule set: games against the computer, the
        estimate and its margin (19 times in 20 within it)."""
        heading = (tr("newgame.rules"), tr("stats.games"), tr("stats.rating"), tr("stats.margin"))
        table: list[Row] = [heading]
        for rules in RULESETS.values():
            estimate = rating_under(self.statistics, rules)
            name = tr(f"rules.{rules.name}.name")
            if estimate is None:
                table.append((name, "0", NO_RATING, NO_RATING))
                continue
            margin = tr("stats.margin_value", margin=rounded(estimate.margin))
            table.append((name, str(estimate.games), str(rounded(estimate.rating)), margin))
        return table

    def rating_note(self) -> str:
        """What the ratings are measured against."""
        low, high = level_rating(WEAKEST), level_rating(STRONGEST)
        return tr("stats.rating_note", beginner=level_rating(BEGINNER), low=low, high=high)

    @property
    def row_step(self) -> int:
        """The height of a table's row in this view (the headings' row is always ROW_STEP
        high, so the headings stay readable however close the rows below them are)."""
        return TOTALS_ROW_STEP if self.view == "totals" else ROW_STEP

    def row_top(self, top: int, index: int) -> int:
        """Where row `index` of a table starting at `top` begins (row 0: the headings)."""
        return top if index == 0 else top + ROW_STEP + (index - 1) * self.row_step

    def row_height(self, index: int) -> int:
        """The height of row `index` (row 0: the headings)."""
        return ROW_STEP if index == 0 else self.row_step

    def tables(self) -> list[tuple[list[Row], int, Sequence[int]]]:
        """(rows, top, column widths) of each table of the view."""
        top = TABLE_TOP[self.view]
        if self.view == "totals":
            computer = self.rows()
            below = self.row_top(top, len(computer)) + TABLE_GAP
            return [(computer, top, COUNT_COLUMNS), (self.two_player_rows(), below, COUNT_COLUMNS)]
        if self.view == "setups":
            return [(self.setup_rows(), top, COUNT_COLUMNS)]
        if self.view == "rating":
            return [(self.rating_rows(), top, RATING_COLUMNS)]
        return [(self.recent_rows(), top, RECENT_COLUMNS)]

    def table_cells(
        self, rows: list[Row], top: int, widths: Sequence[int]
    ) -> tuple[list[TextBox], list[TextBox], list[TextBox]]:
        """The cells as boxes: (headings, names, the rest)."""
        headings: list[TextBox] = []
        names: list[TextBox] = []
        others: list[TextBox] = []
        for index, row in enumerate(rows):
            y = self.row_top(top, index) + CELL_MARGIN
            left = PANEL.x + INSET
            for column, cell in enumerate(row):
                area = pygame.Rect(left + CELL_PADDING, y, widths[column] - 2 * CELL_PADDING, 0)
                area.height = self.row_height(index) - 2 * CELL_MARGIN
                area = mirrored(area, PANEL)
                left += widths[column]
                if index == 0:
                    headings.append(TextBox(cell, area, CELL_SIZE, LAPIS, bold=True))
                elif column == 0:
                    names.append(TextBox(cell, area, CELL_SIZE, KOHL))
                else:
                    others.append(TextBox(cell, area, CELL_SIZE, LAPIS_DARK))
        return headings, names, others

    def _nothing_shown(self) -> bool:
        """The view has no games to show."""
        if self.view == "totals":
            statistics = self.statistics
            played = sum(record.games for record in statistics.computer.values())
            return played + statistics.two_player.games == 0
        if self.view == "setups":
            return not any(row[-1] != "0" for row in self.setup_rows()[1:])
        if self.view == "rating":
            return all(row[2] == NO_RATING for row in self.rating_rows()[1:])
        return not self.statistics.recent

    def _panel_boxes(self) -> list[TextBox]:
        """The text the scene draws itself (its widgets draw their own)."""
        boxes = [TextBox(tr("stats.title"), HEADING, HEADING_SIZE, LAPIS_DARK, bold=True)]
        # Each table's headings share a size; names and the other cells one across tables.
        cells = [self.table_cells(*table) for table in self.tables()]
        for headings, _, _ in cells:
            boxes += fit_together(headings)
        boxes += fit_together([box for _, names, _ in cells for box in names])
        boxes += fit_together([box for _, _, others in cells for box in others])
        rows, top, _ = self.tables()[-1]
        below = self.row_top(top, len(rows))
        if self._nothing_shown():
            area = pygame.Rect(PANEL.x + INSET, below + 10, 0, 0)
            area.size = (PANEL.width - 2 * INSET, EMPTY_NOTE_HEIGHT)
            boxes.append(TextBox(tr("stats.none_yet"), area, EMPTY_NOTE_SIZE, CARNELIAN))
            below = area.bottom
        if self.view == "rating":
            area = pygame.Rect(PANEL.x + INSET, below + NOTE_GAP, PANEL.width - 2 * INSET, 0)
            area.height = NOTE_HEIGHT
            boxes += fitted_paragraph(self.rating_note(), area, NOTE_SIZE, KOHL, align="center")
        return boxes

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel, with the rectangle it must stay in."""
        asking = self.asking.text_boxes() if self.asking is not None else []
        return [*self._panel_boxes(), *self.menu.text_boxes(), *asking]

    def _draw_rules(self, surface: pygame.Surface) -> None:
        """The lines between the rows of each table."""
        for rows, top, _ in self.tables():
            for index in range(1, len(rows)):
                y = self.row_top(top, index)
                left, right = PANEL.x + INSET, PANEL.right - INSET
                pygame.draw.line(surface, GOLD_DARK, (left, y), (right, y))

    def draw(self, surface: pygame.Surface) -> None:
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._veil.fill((*KOHL, VEIL_ALPHA))
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        self._draw_rules(surface)
        for box in self._panel_boxes():
            draw_box(surface, box)
        self.menu.draw(surface)
        if self.asking is not None:
            self.asking.draw(surface, self.elapsed_ms)
