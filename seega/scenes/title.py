"""The title screen: the desert at golden hour, the game's name, and the main menu.

Scenes written elsewhere (new game, how to play, continuing a saved game) are reached through
`TitleActions`, callables the app passes in; a missing one disables its button.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pygame

from seega.anim import Stopwatch, Tween, ease_out_cubic
from seega.persistence import Autosave
from seega.render import text
from seega.render.desert import DesertBackdrop
from seega.render.motifs import Glyph, frieze, glyph_image
from seega.render.theme import GOLD, GOLD_DARK, GOLD_LIGHT, KOHL, PAPYRUS, mix
from seega.render.widgets import Button, FocusGroup, draw_panel
from seega.shell.context import AppContext
from seega.shell.scene import Scene

TITLE = "SEEGA"
SUBTITLE = "The stone game of the Nile"
TITLE_SIZE = 132
SUBTITLE_SIZE = 30
MENU_CENTRE_X = 330
TITLE_Y = 104
BUTTON_SIZE = (340, 54)
BUTTON_GAP = 13
MENU_TOP = 302
FRIEZE_HEIGHT = 38
# The menu slides in from the left as the title appears.
INTRO_MS = 700
INTRO_SLIDE_PX = 60
NOTICE_MS = 9000
NOTICE_SIZE = 22


@dataclass(frozen=True)
class TitleActions:
    """Scenes the title can open; None disables the button."""

    new_game: Callable[[], Scene] | None = None
    how_to_play: Callable[[], Scene] | None = None
    continue_game: Callable[[Autosave], Scene] | None = None
    settings: Callable[[], Scene] | None = None
    statistics: Callable[[], Scene] | None = None


@cache
def title_lettering(size: int) -> pygame.Surface:
    """The game's name in gold with a dark carved edge and a soft shadow."""
    shape = text.render(TITLE, size, (255, 255, 255), bold=True, display=True).copy()
    width, height = shape.get_size()
    gradient = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        share = y / max(1, height - 1)
        colour = mix(GOLD_LIGHT, GOLD, share * 1.6) if share < 0.6 else mix(GOLD, GOLD_DARK, share)
        gradient.fill((*colour, 255), (0, y, width, 1))
    shape.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    result = pygame.Surface((width + 12, height + 12), pygame.SRCALPHA)
    shadow = text.render(TITLE, size, KOHL, bold=True, display=True).copy()
    shadow.set_alpha(120)
    result.blit(shadow, (8, 10))
    edge = text.render(TITLE, size, mix(GOLD_DARK, KOHL, 0.5), bold=True, display=True)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (2, 2)):
        result.blit(edge, (4 + dx, 4 + dy))
    result.blit(shape, (4, 4))
    return result


class TitleScene(Scene):
    """The first screen."""

    def __init__(self, context: AppContext, actions: TitleActions) -> None:
        super().__init__()
        self.context = context
        self.actions = actions
        self.clock = Stopwatch()
        self._backdrop: DesertBackdrop | None = None
        self.menu = FocusGroup([], on_back=self.quit, on_feedback=context.click)
        self._notice: str | None = None
        self._notice_until = 0

    @property
    def notice(self) -> str | None:
        """The message shown at the bottom of the screen, if any."""
        return self._notice

    def enter(self) -> None:
        self.menu.widgets = self._build_menu()
        self.menu.focus = next((w for w in self.menu.widgets if w.enabled), None)
        self._take_notice()

    def resume(self) -> None:
        focus_text = getattr(self.menu.focus, "text", None)
        self.menu.widgets = self._build_menu()  # Continue may have appeared or gone
        self.menu.focus = next(
            (w for w in self.menu.widgets if getattr(w, "text", None) == focus_text),
            self.menu.widgets[0],
        )
        self._take_notice()

    def _build_menu(self) -> list[Button]:
        entries: list[tuple[str, Callable[[], None], bool]] = []
        if self.context.storage.has_autosave() and self.actions.continue_game is not None:
            entries.append(("Continue", self._continue, True))
        for label, factory in (
            ("New game", self.actions.new_game),
            ("How to play", self.actions.how_to_play),
            ("Settings", self.actions.settings),
            ("Statistics", self.actions.statistics),
        ):
            entries.append((label, self._opener(factory), factory is not None))
        entries.append(("Quit", self.quit, True))
        buttons = []
        for index, (label, action, enabled) in enumerate(entries):
            rect = pygame.Rect((0, 0), BUTTON_SIZE)
            rect.center = (MENU_CENTRE_X, MENU_TOP + index * (BUTTON_SIZE[1] + BUTTON_GAP))
            buttons.append(Button(rect, label, action, enabled))
        return buttons

    def _opener(self, factory: Callable[[], Scene] | None) -> Callable[[], None]:
        def open_scene() -> None:
            if factory is not None:
                self.stack.push(factory())

        return open_scene

    def _continue(self) -> None:
        loaded = self.context.storage.load_autosave()
        if loaded.problem is not None:
            self.context.notices.append(loaded.problem.message)
        if loaded.value is None or self.actions.continue_game is None:
            self.menu.widgets = self._build_menu()
            self._take_notice()
            return
        self.stack.push(self.actions.continue_game(loaded.value))

    def quit(self) -> None:
        """Leave the game (an empty stack ends the loop)."""
        self.stack.clear()

    def _take_notice(self) -> None:
        if self.context.notices:
            self._notice = self.context.notices.pop(0)
            self._notice_until = self.clock.elapsed_ms + NOTICE_MS

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            self._notice
            and event.type == pygame.MOUSEBUTTONDOWN
            and self._notice_rect().collidepoint(event.pos)
        ):
            self._notice = None
            self._take_notice()
            return
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.clock.advance(dt_ms)
        if self._notice and self.clock.elapsed_ms >= self._notice_until:
            self._notice = None
            self._take_notice()

    def _notice_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, 900, 64).move(190, 670)

    def draw(self, surface: pygame.Surface) -> None:
        if self._backdrop is None or self._backdrop.size != surface.get_size():
            self._backdrop = DesertBackdrop(surface.get_size())
        elapsed = self.clock.elapsed_ms
        self._backdrop.draw(surface, elapsed)
        width, height = surface.get_size()
        surface.blit(frieze(width, FRIEZE_HEIGHT), (0, height - FRIEZE_HEIGHT))
        intro = Tween(0.0, 1.0, INTRO_MS, easing=ease_out_cubic).value_at(elapsed)
        lettering = title_lettering(TITLE_SIZE)
        lettering.set_alpha(round(255 * intro))
        title_rect = lettering.get_rect(center=(MENU_CENTRE_X, TITLE_Y))
        surface.blit(lettering, title_rect)
        sub_y = title_rect.bottom + SUBTITLE_SIZE // 2
        rect = text.draw_text(
            surface, SUBTITLE, PAPYRUS, (MENU_CENTRE_X, sub_y), SUBTITLE_SIZE, shadow=KOHL
        )
        ankh = glyph_image(Glyph.ANKH, 26, GOLD, carved=False)
        surface.blit(ankh, ankh.get_rect(midright=(rect.left - 10, sub_y)))
        surface.blit(ankh, ankh.get_rect(midleft=(rect.right + 10, sub_y)))
        offset = round(-INTRO_SLIDE_PX * (1.0 - intro))
        for widget in self.menu.widgets:
            widget.rect.centerx = MENU_CENTRE_X + offset
        self.menu.draw(surface)
        if self._notice:
            box = self._notice_rect()
            draw_panel(surface, box)
            text.draw_text(
                surface, self._notice, KOHL, box.center, NOTICE_SIZE, max_width=box.width - 40
            )
