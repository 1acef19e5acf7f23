"""The settings screen: every preference, applied and saved the moment it changes.

It is an overlay: the screen it was opened from stays visible, dimmed, behind the panel.
A new language or text size shows at once: the rows are rebuilt in it, and the screen
beneath (which draws every frame) follows on its own.
"""

from __future__ import annotations

import pygame

from seega.i18n import LANGUAGE_NAMES, LANGUAGES, tr
from seega.storage.persistence import (
    ANIMATION_SPEED_FACTORS,
    DANGER_MARKS,
    MAX_SERVER_CHARS,
    PIECE_STYLES,
    THINK_TIMES_S,
)
from seega.ui.render.pieces import draw_piece
from seega.ui.render.text import TextBox, draw_box
from seega.ui.render.theme import KOHL, LAPIS_DARK
from seega.ui.render.widgets import (
    Button,
    FocusGroup,
    OptionCycler,
    Slider,
    Toggle,
    Widget,
    draw_panel,
    mirrored,
)
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene

# Wide enough that each row's label and control keep their words' full size in every
# language at both text sizes (Greek's longest label with a toggle, its danger row's words);
# twelve rows, the internet server's the last, each tall enough for Arabic's marks above and
# below the letters at the larger text size ('تباين عالٍ' was fitted down in 42 px), above Back.
PANEL = pygame.Rect(190, 12, 900, 776)
ROW_HEIGHT = 52
ROWS_TOP = 98
BACK_MARGIN = 14
HEADING_SIZE = 44
# The heading stays clear of the piece previews in the panel's top corner.
HEADING = pygame.Rect(PANEL.x + 150, PANEL.y + 20, PANEL.width - 300, 62)
VEIL_ALPHA = 140
PREVIEW_PIECE_PX = 40
BACK_SIZE = (240, 52)
# Rows by their place in the list (the full-screen row follows F11).
FULLSCREEN_ROW = 6
LANGUAGE_ROW = 7
SERVER_ROW = 11
SERVER_TEXT_SIZE = 22
CARET = "|"


def think_time_name(seconds: int) -> str:
    """How a think time reads in the menu."""
    if seconds == 0:
        return tr("settings.think_time.off")
    return tr("settings.think_time.seconds", seconds=seconds)


class SettingsScene(Scene):
    """All settings from `seega.storage.persistence.Settings`, saved on every change."""

    is_overlay = True

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.menu = FocusGroup([], on_back=self.close, on_feedback=context.click)
        self._veil: pygame.Surface | None = None
        self.typing: str | None = None  # the server's address being typed

    def close(self) -> None:
        """Back to the screen beneath."""
        self.stack.pop()

    def enter(self) -> None:
        self.menu.widgets = self._build_rows()
        self.menu.focus = self.menu.widgets[0]
        self.menu.focus_visible = True  # a keyboard player sees where Left/Right will act

    def _change_text(self, **change: object) -> None:
        """Apply a language or text-size change and rebuild the rows in it, focus kept."""
        self.context.change_settings(**change)
        self._rebuild()

    def _rebuild(self) -> None:
        """The rows again (their words changed), focus kept."""
        index = self.menu.widgets.index(self.menu.focus) if self.menu.focus else 0
        self.menu.widgets = self._build_rows()
        self.menu.focus = self.menu.widgets[index]

    def _row(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            PANEL.x + 40, ROWS_TOP + index * ROW_HEIGHT, PANEL.width - 80, ROW_HEIGHT - 6
        )

    def _build_rows(self) -> list[Widget]:
        s = self.context.settings
        change = self.context.change_settings
        rows: list[Widget] = [
            Slider(
                self._row(0),
                tr("settings.sound_volume"),
                s.sound_volume,
                lambda v: change(sound_volume=v),
            ),
            Slider(
                self._row(1),
                tr("settings.music_volume"),
                s.music_volume,
                lambda v: change(music_volume=v),
            ),
            Toggle(self._row(2), tr("settings.mute"), s.muted, lambda v: change(muted=v)),
            OptionCycler(
                self._row(3),
                tr("settings.animation_speed"),
                [(k, tr(f"settings.speed.{k}")) for k in ANIMATION_SPEED_FACTORS],
                s.animation_speed,
                lambda v: change(animation_speed=v),
            ),
            Toggle(
                self._row(4),
                tr("settings.show_legal_moves"),
                s.show_legal_moves,
                lambda v: change(show_legal_moves=v),
            ),
            OptionCycler(
                self._row(5),
                tr("settings.think_time"),
                [(t, think_time_name(t)) for t in THINK_TIMES_S],
                s.sija_think_time_s,
                lambda v: change(sija_think_time_s=v),
            ),
            Toggle(
                self._row(FULLSCREEN_ROW),
                tr("settings.fullscreen"),
                s.fullscreen,
                lambda v: change(fullscreen=v),
            ),
            OptionCycler(
                self._row(LANGUAGE_ROW),
                tr("settings.language"),
                [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
                s.language,
                lambda v: self._change_text(language=v),
            ),
            Toggle(
                self._row(8),
                tr("settings.larger_text"),
                s.larger_text,
                lambda v: self._change_text(larger_text=v),
            ),
            OptionCycler(
                self._row(9),
                tr("settings.piece_style"),
                [(k, tr(f"settings.style.{k}")) for k in PIECE_STYLES],
                s.piece_style,
                lambda v: change(piece_style=v),
            ),
            OptionCycler(
                self._row(10),
                tr("settings.danger"),
                [(k, tr(f"settings.danger.{k}")) for k in DANGER_MARKS],
                s.show_danger,
                lambda v: change(show_danger=v),
            ),
        ]
        rows.append(
            Button(
                self._row(SERVER_ROW),
                self._server_text(),
                self.type_server,
                size=SERVER_TEXT_SIZE,
            )
        )
        back = pygame.Rect((0, 0), BACK_SIZE)
        back.midbottom = (PANEL.centerx, PANEL.bottom - BACK_MARGIN)
        rows.append(Button(back, tr("button.back"), self.close))
        return rows

    def _server_text(self) -> str:
        """The server row: the server of online games, or this network only; while typing,
        what is typed and how to finish."""
        if self.typing is not None:
            return f"{tr('settings.server.typing')} {self.typing}{CARET}"
        server = self.context.settings.online_server or tr("settings.server.none")
        return f"{tr('settings.server')}: {server}"

    def type_server(self) -> None:
        """Start typing the server's address (Enter keeps it, Esc leaves it as it was)."""
        self.typing = self.context.settings.online_server
        pygame.key.start_text_input()
        self._rebuild()

    def _stop_typing(self, keep: bool) -> None:
        typed, self.typing = self.typing, None
        pygame.key.stop_text_input()
        if keep and typed is not None and len(typed) <= MAX_SERVER_CHARS:
            self._change_text(online_server=typed.strip())
        else:
            self._rebuild()

    def _type(self, event: pygame.event.Event) -> bool:
        """Typing the server: letters, Backspace, Enter keeps, Esc cancels; True if used."""
        assert self.typing is not None
        if event.type == pygame.TEXTINPUT:
            self.typing = (self.typing + event.text)[:MAX_SERVER_CHARS]
        elif event.type != pygame.KEYDOWN:
            return False
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._stop_typing(keep=True)
        elif event.key == pygame.K_ESCAPE:
            self._stop_typing(keep=False)
        elif event.key == pygame.K_BACKSPACE:
            self.typing = self.typing[:-1]
        else:
            return True
        if self.typing is not None:
            self._rebuild()
        return True

    def _heading_box(self) -> TextBox:
        return TextBox(tr("settings.title"), HEADING, HEADING_SIZE, LAPIS_DARK, bold=True)

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel, with the rectangle it must stay in."""
        return [self._heading_box(), *self.menu.text_boxes()]

    def resume(self) -> None:
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.typing is not None and self._type(event):
            return
        self.menu.handle_event(event)

    def exit(self) -> None:
        if self.typing is not None:
            pygame.key.stop_text_input()

    def update(self, dt_ms: int) -> None:
        fullscreen_row = self.menu.widgets[FULLSCREEN_ROW]
        if isinstance(fullscreen_row, Toggle):
            fullscreen_row.value = self.context.settings.fullscreen  # F11 may have changed it

    def draw(self, surface: pygame.Surface) -> None:
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._veil.fill((*KOHL, VEIL_ALPHA))
        surface.blit(self._veil, (0, 0))
        draw_panel(surface, PANEL)
        draw_box(surface, self._heading_box())
        self.menu.draw(surface)
        for index, dark in enumerate((False, True)):
            spot = pygame.Rect(PANEL.right - 110 + index * 52 - 20, PANEL.y + 30, 40, 40)
            centre = mirrored(spot, PANEL).center
            draw_piece(surface, centre, PREVIEW_PIECE_PX, dark, self.context.settings.piece_style)
