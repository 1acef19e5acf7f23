"""The statistics screen: results against each computer level and of two-player games."""

from __future__ import annotations

import pygame

from seega.persistence import LEVELS
from seega.render import text
from seega.render.theme import CARNELIAN, GOLD_DARK, KOHL, LAPIS, LAPIS_DARK
from seega.render.widgets import Button, FocusGroup, draw_panel
from seega.shell.context import AppContext
from seega.shell.scene import Scene

PANEL = pygame.Rect(240, 110, 800, 560)
HEADING_SIZE = 44
CELL_SIZE = 28
COLUMNS_X = (PANEL.x + 150, PANEL.x + 330, PANEL.x + 460, PANEL.x + 590, PANEL.x + 710)
ROW_Y0 = PANEL.y + 140
ROW_STEP = 54
VEIL_ALPHA = 140
LEVEL_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}


class StatsScene(Scene):
    """Read-only tables of results; Esc or Back closes it."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        back = pygame.Rect(0, 0, 240, 52)
        back.midbottom = (PANEL.centerx, PANEL.bottom - 26)
        self.menu = FocusGroup(
            [Button(back, "Back", self.close)], on_back=self.close, on_feedback=context.click
        )
        self._veil: pygame.Surface | None = None

    def close(self) -> None:
        """Back to the screen beneath."""
        self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """The table as text: heading row, one row per level, then two-player games."""
        table = [("", "Won", "Lost", "Drawn", "Games")]
        for level in LEVELS:
            record = self.context.statistics.against(level)
            name = f"vs computer, {LEVEL_NAMES[level]}"
            table.append(
                (name, str(record.wins), str(record.losses), str(record.draws), str(record.games))
            )
        return table

    def two_player_rows(self) -> list[tuple[str, str, str, str, str]]:
        """Two-player results as text."""
        record = self.context.statistics.two_player
        return [
            ("", "Light won", "Dark won", "Drawn", "Games"),
            (
                "Two players",
                str(record.light_wins),
                str(record.dark_wins),
                str(record.draws),
                str(record.games),
            ),
        ]

    def _draw_table(
        self, surface: pygame.Surface, rows: list[tuple[str, str, str, str, str]], top: int
    ) -> None:
        for index, row in enumerate(rows):
            y = top + index * ROW_STEP
            if index:
                pygame.draw.line(
                    surface,
                    GOLD_DARK,
                    (PANEL.x + 40, y - ROW_STEP // 2),
                    (PANEL.right - 40, y - ROW_STEP // 2),
                )
            for column, cell in enumerate(row):
                colour = LAPIS if index == 0 else (KOHL if column == 0 else LAPIS_DARK)
                width = 250 if column == 0 else 120
                text.draw_text(
                    surface,
                    cell,
                    colour,
                    (COLUMNS_X[column], y),
                    CELL_SIZE,
                    max_width=width,
                    bold=index == 0,
                )

    def draw(self, surface: pygame.Surface) -> None:
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._veil.fill((*KOHL, VEIL_ALPHA))
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        text.draw_text(
            surface,
            "Statistics",
            LAPIS_DARK,
            (PANEL.centerx, PANEL.y + 50),
            HEADING_SIZE,
            bold=True,
        )
        self._draw_table(surface, self.rows(), ROW_Y0 - 30)
        self._draw_table(surface, self.two_player_rows(), ROW_Y0 + 4 * ROW_STEP - 10)
        statistics = self.context.statistics
        played = sum(record.games for record in statistics.computer.values())
        if played + statistics.two_player.games == 0:
            text.draw_text(
                surface, "No games finished yet", CARNELIAN, (PANEL.centerx, PANEL.bottom - 110), 24
            )
        self.menu.draw(surface)
