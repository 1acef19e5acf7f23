"""The settings screen: every preference, applied and saved the moment it changes.

It is an overlay: the screen it was opened from stays visible, dimmed, behind the panel.
"""

from __future__ import annotations

import pygame

from seega.persistence import ANIMATION_SPEED_FACTORS, LANGUAGES, PIECE_STYLES, THINK_TIMES_S
from seega.render import text
from seega.render.pieces import draw_piece
from seega.render.theme import KOHL, LAPIS_DARK
from seega.render.widgets import (
    Button,
    FocusGroup,
    OptionCycler,
    Slider,
    Toggle,
    Widget,
    draw_panel,
)
from seega.shell.context import AppContext
from seega.shell.scene import Scene

PANEL = pygame.Rect(250, 28, 780, 744)
ROW_HEIGHT = 52
ROWS_TOP = 118
HEADING_SIZE = 44
VEIL_ALPHA = 140
# Language names as each language writes itself.
LANGUAGE_NAMES = {
    "en": "English",
    "es": "Español",
    "el": "Ελληνικά",
    "it": "Italiano",
    "ar": "العربية",
}
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast"}
STYLE_NAMES = {"carved": "Carved stone", "contrast": "High contrast"}
PREVIEW_PIECE_PX = 40


def think_time_name(seconds: int) -> str:
    """How a think time reads in the menu."""
    return "Off" if seconds == 0 else f"{seconds} s"


class SettingsScene(Scene):
    """All settings from `seega.persistence.Settings`, saved on every change."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.menu = FocusGroup([], on_back=self.close, on_feedback=context.click)
        self._veil: pygame.Surface | None = None

    def close(self) -> None:
        """Back to the screen beneath."""
        self.stack.pop()

    def enter(self) -> None:
        self.menu.widgets = self._build_rows()
        self.menu.focus = self.menu.widgets[0]

    def _row(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            PANEL.x + 40, ROWS_TOP + index * ROW_HEIGHT, PANEL.width - 80, ROW_HEIGHT - 6
        )

    def _build_rows(self) -> list[Widget]:
        s = self.context.settings
        change = self.context.change_settings
        rows: list[Widget] = [
            Slider(self._row(0), "Sound volume", s.sound_volume, lambda v: change(sound_volume=v)),
            Slider(self._row(1), "Music volume", s.music_volume, lambda v: change(music_volume=v)),
            Toggle(self._row(2), "Mute all sound", s.muted, lambda v: change(muted=v)),
            OptionCycler(
                self._row(3),
                "Animation speed",
                [(k, SPEED_NAMES[k]) for k in ANIMATION_SPEED_FACTORS],
                s.animation_speed,
                lambda v: change(animation_speed=v),
            ),
            Toggle(
                self._row(4),
                "Show legal moves",
                s.show_legal_moves,
                lambda v: change(show_legal_moves=v),
            ),
            OptionCycler(
                self._row(5),
                "Sija think time",
                [(t, think_time_name(t)) for t in THINK_TIMES_S],
                s.sija_think_time_s,
                lambda v: change(sija_think_time_s=v),
            ),
            Toggle(self._row(6), "Full screen (F11)", s.fullscreen, lambda v: change(fullscreen=v)),
            OptionCycler(
                self._row(7),
                "Language",
                [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
                s.language,
                lambda v: change(language=v),
            ),
            Toggle(self._row(8), "Larger text", s.larger_text, lambda v: change(larger_text=v)),
            OptionCycler(
                self._row(9),
                "Piece style",
                [(k, STYLE_NAMES[k]) for k in PIECE_STYLES],
                s.piece_style,
                lambda v: change(piece_style=v),
            ),
        ]
        back = pygame.Rect(0, 0, 240, 52)
        back.midbottom = (PANEL.centerx, PANEL.bottom - 26)
        rows.append(Button(back, "Back", self.close))
        return rows

    def resume(self) -> None:
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        fullscreen_row = self.menu.widgets[6]
        if isinstance(fullscreen_row, Toggle):
            fullscreen_row.value = self.context.settings.fullscreen  # F11 may have changed it

    def draw(self, surface: pygame.Surface) -> None:
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._veil.fill((*KOHL, VEIL_ALPHA))
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        text.draw_text(
            surface, "Settings", LAPIS_DARK, (PANEL.centerx, PANEL.y + 50), HEADING_SIZE, bold=True
        )
        self.menu.draw(surface)
        for index, dark in enumerate((False, True)):
            centre = (PANEL.right - 110 + index * 52, PANEL.y + 50)
            draw_piece(surface, centre, PREVIEW_PIECE_PX, dark, self.context.settings.piece_style)
