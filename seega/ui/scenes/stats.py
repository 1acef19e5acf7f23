"""The statistics screen: results against each computer level and of two-player games.

The tables mirror for a right-to-left language: the names column is on the right.
"""

from __future__ import annotations

import pygame

from seega.core.players import LEVELS
from seega.i18n import tr
from seega.ui.render.text import TextBox, draw_box, fit_together
from seega.ui.render.theme import CARNELIAN, GOLD_DARK, KOHL, LAPIS, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, draw_panel, mirrored
from seega.ui.shell.context import AppContext
from seega.ui.shell.scene import Scene

PANEL = pygame.Rect(240, 110, 800, 560)
HEADING = pygame.Rect(PANEL.x + 40, PANEL.y + 20, PANEL.width - 80, 62)
HEADING_SIZE = 44
CELL_SIZE = 28
# (left, width) of each column, left to right as read in English.
NAME_WIDTH = 220
COUNT_WIDTH = 125
COLUMNS = (
    (PANEL.x + 40, NAME_WIDTH),
    *((PANEL.x + 40 + NAME_WIDTH + index * COUNT_WIDTH, COUNT_WIDTH) for index in range(4)),
)
ROW_Y0 = PANEL.y + 140
ROW_STEP = 54
# A cell's text keeps this far from the rules between rows, and from its neighbours.
CELL_MARGIN = 4
CELL_PADDING = 6
COMPUTER_TABLE_TOP = ROW_Y0 - 30
TWO_PLAYER_TABLE_TOP = ROW_Y0 + 4 * ROW_STEP - 10
EMPTY_NOTE = pygame.Rect(PANEL.x + 40, PANEL.bottom - 136, PANEL.width - 80, 52)
EMPTY_NOTE_SIZE = 24
VEIL_ALPHA = 140
BACK_SIZE = (240, 52)

Row = tuple[str, str, str, str, str]


class StatsScene(Scene):
    """Read-only tables of results; Esc or Back closes it."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        back = pygame.Rect((0, 0), BACK_SIZE)
        back.midbottom = (PANEL.centerx, PANEL.bottom - 26)
        self.menu = FocusGroup(
            [Button(back, tr("button.back"), self.close)],
            on_back=self.close,
            on_feedback=context.click,
        )
        self._veil: pygame.Surface | None = None

    def enter(self) -> None:
        self.menu.focus_visible = True  # Enter or Space closes: show that Back has the focus

    def close(self) -> None:
        """Back to the screen beneath."""
        self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def rows(self) -> list[Row]:
        """The table as text: heading row, one row per computer level."""
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
            record = self.context.statistics.against(level)
            counts = (record.wins, record.losses, record.draws, record.games)
            table.append((tr(f"level.{level}"), *map(str, counts)))
        return table

    def two_player_rows(self) -> list[Row]:
        """Two-player results as text."""
        record = self.context.statistics.two_player
        counts = (record.light_wins, record.dark_wins, record.draws, record.games)
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

    def _table_cells(
        self, rows: list[Row], top: int
    ) -> tuple[list[TextBox], list[TextBox], list[TextBox]]:
        """The cells as boxes: (headings, names, counts)."""
        headings: list[TextBox] = []
        names: list[TextBox] = []
        counts: list[TextBox] = []
        for index, row in enumerate(rows):
            y = top + index * ROW_STEP - ROW_STEP // 2 + CELL_MARGIN
            for column, cell in enumerate(row):
                left, width = COLUMNS[column]
                area = pygame.Rect(left + CELL_PADDING, y, width - 2 * CELL_PADDING, 0)
                area.height = ROW_STEP - 2 * CELL_MARGIN
                area = mirrored(area, PANEL)
                if index == 0:
                    headings.append(TextBox(cell, area, CELL_SIZE, LAPIS, bold=True))
                elif column == 0:
                    names.append(TextBox(cell, area, CELL_SIZE, KOHL))
                else:
                    counts.append(TextBox(cell, area, CELL_SIZE, LAPIS_DARK))
        return headings, names, counts

    def _nothing_played(self) -> bool:
        statistics = self.context.statistics
        played = sum(record.games for record in statistics.computer.values())
        return played + statistics.two_player.games == 0

    def _panel_boxes(self) -> list[TextBox]:
        """The text the scene draws itself (the Back button draws its own)."""
        boxes = [TextBox(tr("stats.title"), HEADING, HEADING_SIZE, LAPIS_DARK, bold=True)]
        # Each table's headings share a size; names and counts share one across both tables.
        computer = self._table_cells(self.rows(), COMPUTER_TABLE_TOP)
        two_player = self._table_cells(self.two_player_rows(), TWO_PLAYER_TABLE_TOP)
        boxes += fit_together(computer[0]) + fit_together(two_player[0])
        boxes += fit_together(computer[1] + two_player[1])
        boxes += fit_together(computer[2] + two_player[2])
        if self._nothing_played():
            boxes.append(TextBox(tr("stats.none_yet"), EMPTY_NOTE, EMPTY_NOTE_SIZE, CARNELIAN))
        return boxes

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel, with the rectangle it must stay in."""
        return [*self._panel_boxes(), *self.menu.text_boxes()]

    def _draw_rules(self, surface: pygame.Surface, rows: int, top: int) -> None:
        """The lines between the rows of a table."""
        for index in range(1, rows):
            y = top + index * ROW_STEP - ROW_STEP // 2
            pygame.draw.line(surface, GOLD_DARK, (PANEL.x + 40, y), (PANEL.right - 40, y))

    def draw(self, surface: pygame.Surface) -> None:
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._veil.fill((*KOHL, VEIL_ALPHA))
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        self._draw_rules(surface, len(self.rows()), COMPUTER_TABLE_TOP)
        self._draw_rules(surface, len(self.two_player_rows()), TWO_PLAYER_TABLE_TOP)
        for box in self._panel_boxes():
            draw_box(surface, box)
        self.menu.draw(surface)
