"""How to play: the rules of each rule set, page by page, with animated examples.

The examples (`rules_text`) are played through the real rules engine on a small board, with
the same animations as the game: pieces drop in, slide, and crumble when captured. Buttons
under the board (and P, comma and full stop) pause them and step them back and forth. Choosing
another rule set keeps the page's topic (its capture rules stay its capture rules).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from seega import i18n
from seega.core import RULESETS
from seega.core.rulesets import STANDARD, RuleSet
from seega.i18n import tr
from seega.play.rules_text import Page, page_of_topic, pages
from seega.ui.play.example_player import ExamplePlayer
from seega.ui.render.board_view import board_backdrop
from seega.ui.render.text import (
    FIT_STEP,
    TextBox,
    draw_box,
    paragraph_boxes,
    place,
    smallest_size,
)
from seega.ui.render.theme import GOLD_DARK, KOHL, LAPIS_DARK, TEXT_DISABLED, TEXT_ON_DARK
from seega.ui.render.widgets import Button, FocusGroup, OptionCycler, Widget, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.shell.input import Intent, intent_of
from seega.ui.shell.scene import Scene

# Rectangles as laid out for left-to-right reading; right to left mirrors them in the panel
# (the text on the right, the example board on the left).
PANEL = pygame.Rect(30, 24, 1220, 752)
CHOOSER_RECT = pygame.Rect(PANEL.x + 40, PANEL.y + 24, 560, 52)
COUNTER_RECT = pygame.Rect(PANEL.right - 330, PANEL.y + 30, 280, 40)
HEADING_RECT = pygame.Rect(70, PANEL.y + 84, 1140, 64)
TEXT_AREA = pygame.Rect(70, 176, 620, 490)
# A page without examples spreads its text over the board's room too.
WIDE_TEXT_AREA = pygame.Rect(70, 176, 1140, 490)
BOARD_AREA = pygame.Rect(745, 150, 440, 440)
CAPTION_RECT = pygame.Rect(BOARD_AREA.x - 15, BOARD_AREA.bottom + 24, BOARD_AREA.width + 30, 48)
BUTTON_SIZE = (230, 56)
BUTTON_GAP = 20
BUTTONS_TOP = PANEL.bottom - 84
# The example's controls (step back, pause or play, step on), side by side under the board.
CONTROL_SIZE = (72, 56)
CONTROL_GAP = 16
ICON_PX = 22
HEADING_SIZE = 40
BODY_SIZE = 23
CAPTION_SIZE = 22
PARAGRAPH_GAP = 14
# The rule set chooser comes first among the widgets, then the page buttons, then the controls.
PAGE_BUTTONS_END = 4
# The keys of the example's controls.
CONTROL_KEYS = {pygame.K_COMMA: "back", pygame.K_p: "pause", pygame.K_PERIOD: "forward"}


class IconButton(Button):
    """A button that shows a playback sign instead of words: "back", "pause", "play" or
    "forward" (these signs read the same in every language, and are not mirrored)."""

    def __init__(self, rect: pygame.Rect, icon: str, on_click: Callable[[], None]) -> None:
        super().__init__(rect, "", on_click)
        self.icon = icon

    def text_boxes(self) -> list[TextBox]:
        return []

    def draw(self, surface: pygame.Surface, hovered: bool, pressed: bool, focused: bool) -> None:
        super().draw(surface, hovered, pressed, focused)
        colour = TEXT_ON_DARK if self.enabled else TEXT_DISABLED
        x, y = self.rect.center
        y += 2 if pressed else 0
        half = ICON_PX // 2
        bar = max(4, ICON_PX // 5)
        if self.icon == "pause":
            for left in (x - half + 2, x + half - 2 - bar):
                pygame.draw.rect(surface, colour, (left, y - half, bar, ICON_PX))
            return
        if self.icon == "play":
            points = [(x - half + 3, y - half), (x + half + 3, y), (x - half + 3, y + half)]
            pygame.draw.polygon(surface, colour, points)
            return
        # A step: a triangle pointing the way, against a bar (forward: ▶|, back: |◀).
        ahead = self.icon == "forward"
        bar_left = x + half - bar if ahead else x - half
        pygame.draw.rect(surface, colour, (bar_left, y - half, bar, ICON_PX))
        tip = bar_left - 2 if ahead else bar_left + bar + 2
        base = x - half if ahead else x + half
        pygame.draw.polygon(surface, colour, [(base, y - half), (tip, y), (base, y + half)])


class HowToPlayScene(Scene):
    """See the module docstring; opens on `rules`, any rule set can be chosen."""

    def __init__(self, context: AppContext, rules: RuleSet = STANDARD) -> None:
        super().__init__()
        self.context = context
        self.rules = rules
        self.pages: tuple[Page, ...] = pages(rules)
        self.page = 0
        self.player: ExamplePlayer | None = None
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self._page_text: list[TextBox] = []

    def enter(self) -> None:
        self._open_page(0)
        # The arrows turn the pages from the start; Tab or Up reach the rule set chooser.
        self.menu.focus = self.menu.widgets[2]
        self.menu.focus_visible = True

    def back(self) -> None:
        """To where the player came from."""
        self.stack.pop()

    def _set_rules(self, rules: RuleSet) -> None:
        """Show `rules`, on the page about the topic on show (or the nearest)."""
        topic = self.pages[self.page].topic
        self.rules = rules
        self.pages = pages(rules)
        self._open_page(page_of_topic(self.pages, topic))

    def turn_page(self, step: int) -> None:
        """Go `step` pages forward (negative: back), staying within the pages."""
        self._open_page(min(len(self.pages) - 1, max(0, self.page + step)))

    def _open_page(self, index: int) -> None:
        self.page = index
        page = self.pages[index]
        settings = self.context.settings
        board_area = mirrored(BOARD_AREA, PANEL)
        self.player = None
        if page.examples:
            factor = settings.animation_factor
            self.player = ExamplePlayer(page.examples, board_area, settings.piece_style, factor)
        self._page_text = page_boxes(page.paragraphs, mirrored(self._text_area(), PANEL))
        focused = self.menu.focus
        self.menu.widgets = self._widgets()
        same = [w for w in self.menu.widgets if _text(w) == _text(focused) and w.enabled]
        # A page button that no longer applies (Next on the last page) hands the focus to
        # the other one, never to the chooser, where the arrows would change the rule set.
        buttons = [w for w in self.menu.widgets[1:PAGE_BUTTONS_END] if w.enabled]
        chooser_kept = focused is not None and not isinstance(focused, Button)
        self.menu.focus = (same or ([] if chooser_kept else buttons) or self.menu.widgets)[0]

    def _text_area(self) -> pygame.Rect:
        return TEXT_AREA if self.player is not None else WIDE_TEXT_AREA

    def _widgets(self) -> list[Widget]:
        names = [(rules, tr(f"rules.{name}.name")) for name, rules in RULESETS.items()]
        chooser = OptionCycler(
            mirrored(CHOOSER_RECT, PANEL),
            tr("newgame.rules"),
            names,
            self.rules,
            self._set_rules,
        )
        entries: list[tuple[str, Callable[[], None], bool]] = [
            (tr("button.previous"), lambda: self.turn_page(-1), self.page > 0),
            (tr("button.next"), lambda: self.turn_page(+1), self.page < len(self.pages) - 1),
            (tr("button.back"), self.back, True),
        ]
        buttons = [
            Button(pygame.Rect((0, BUTTONS_TOP), BUTTON_SIZE), label, action, enabled, size=26)
            for label, action, enabled in entries
        ]
        for index, button in enumerate(buttons):
            button.rect.x = PANEL.x + 40 + index * (BUTTON_SIZE[0] + BUTTON_GAP)
            button.rect = mirrored(button.rect, PANEL)
        return [chooser, *buttons, *self._controls()]

    def _controls(self) -> list[Widget]:
        """Step back, pause or play, step on: under the example board, when there is one."""
        if self.player is None:
            return []
        signs = ("back", "play" if self.player.paused else "pause", "forward")
        width = len(signs) * (CONTROL_SIZE[0] + CONTROL_GAP) - CONTROL_GAP
        x = mirrored(BOARD_AREA, PANEL).centerx - width // 2
        controls: list[Widget] = []
        for index, sign in enumerate(signs):
            rect = pygame.Rect(
                (x + index * (CONTROL_SIZE[0] + CONTROL_GAP), BUTTONS_TOP), CONTROL_SIZE
            )
            name = "pause" if sign == "play" else sign
            controls.append(IconButton(rect, sign, partial(self.control, name)))
        return controls

    def control(self, name: str) -> None:
        """The examples' controls: "back" or "forward" a step (which pauses them), or "pause"
        (pause, or play on); the middle control then shows what it would do next."""
        if self.player is None:
            return
        if name == "pause":
            self.player.toggle_pause()
        elif name == "back":
            self.player.step_back()
        else:
            self.player.step_forward()
        for widget in self.menu.widgets:
            if isinstance(widget, IconButton) and widget.icon in ("play", "pause"):
                widget.icon = "play" if self.player.paused else "pause"

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else +1)
            return
        if event.type == pygame.KEYDOWN and event.key in CONTROL_KEYS:
            self.control(CONTROL_KEYS[event.key])
            return
        intent = intent_of(event)
        focus = self.menu.focus
        page_button = isinstance(focus, Button) and not isinstance(focus, IconButton)
        if intent in (Intent.LEFT, Intent.RIGHT) and page_button:
            # The page ahead lies to the right, or to the left when reading right to left.
            self.turn_page(+1 if (intent is Intent.RIGHT) != i18n.is_rtl() else -1)
            self.menu.focus_visible = True
            return
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        if self.player is not None:
            self.player.update(dt_ms)

    def _caption_box(self, said: str) -> TextBox:
        return TextBox(said, mirrored(CAPTION_RECT, PANEL), CAPTION_SIZE, LAPIS_DARK, bold=True)

    def _heading_boxes(self) -> list[TextBox]:
        """The page's title and its number."""
        page = self.pages[self.page]
        number = tr("howto.page", page=self.page + 1, pages=len(self.pages))
        return [
            TextBox(page.title, HEADING_RECT, HEADING_SIZE, LAPIS_DARK, bold=True, align="start"),
            TextBox(number, mirrored(COUNTER_RECT, PANEL), CAPTION_SIZE, GOLD_DARK, align="end"),
        ]

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the page; under the example board, the longest captions (who
        won) stand for any (fit tests)."""
        captions = []
        if self.player is not None:
            wins = (tr("result.light_wins"), tr("result.dark_wins"))
            captions = [self._caption_box(said) for said in wins]
        return [*self._heading_boxes(), *self._page_text, *captions, *self.menu.text_boxes()]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(board_backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, PANEL)
        for box in (*self._heading_boxes(), *self._page_text):
            draw_box(surface, box)
        if self.player is not None:
            self.player.draw(surface)
            said = self.player.describe_last()
            if said:
                draw_box(surface, self._caption_box(said))
        self.menu.draw(surface)


def _text(widget: Widget | None) -> str | None:
    """A widget's label (a control's sign), to find it again among rebuilt widgets."""
    if isinstance(widget, IconButton):
        return widget.icon
    return getattr(widget, "text", getattr(widget, "label", None))


def page_boxes(paragraphs: tuple[str, ...], area: pygame.Rect) -> list[TextBox]:
    """The paragraphs' lines at the largest size ≤ BODY_SIZE at which all of them fit `area`
    (one size for the whole page), a small gap between paragraphs."""
    size = BODY_SIZE
    while True:
        boxes: list[TextBox] = []
        y = area.y
        for paragraph in paragraphs:
            rect = pygame.Rect(area.x, y, area.width, 0)
            lines = paragraph_boxes(paragraph, rect, size, KOHL)
            boxes += lines
            y = lines[-1].rect.bottom + PARAGRAPH_GAP
        fitting = y - PARAGRAPH_GAP <= area.bottom and all(place(box)[0] == size for box in boxes)
        if fitting or size <= smallest_size():
            return boxes
        size -= FIT_STEP
