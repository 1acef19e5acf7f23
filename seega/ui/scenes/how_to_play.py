"""How to play: the rules of each rule set, page by page, with animated examples.

The examples (`rules_text`) are played through the real rules engine on a small board, with
the same animations as the game: pieces drop in, slide, and crumble when captured.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega import i18n
from seega.anim import Stopwatch
from seega.core import RULESETS, WHITE, apply_action, parse_action, parse_position
from seega.core import actions as act
from seega.core.line import Played
from seega.i18n import tr
from seega.ui.context import AppContext
from seega.ui.play import narration
from seega.ui.play.rules_text import Example, Page, pages
from seega.ui.render.board_art import Marker, fit_layout
from seega.ui.render.board_view import BoardView, board_backdrop
from seega.ui.render.text import (
    FIT_STEP,
    MIN_FONT_SIZE,
    TextBox,
    draw_box,
    paragraph_boxes,
    place,
)
from seega.ui.render.theme import GOLD_DARK, KOHL, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, OptionCycler, Widget, draw_panel, mirrored
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
BOARD_AREA = pygame.Rect(730, 150, 470, 470)
CAPTION_RECT = pygame.Rect(BOARD_AREA.x, BOARD_AREA.bottom + 20, BOARD_AREA.width, 48)
BUTTON_SIZE = (230, 56)
BUTTON_GAP = 20
BUTTONS_TOP = PANEL.bottom - 84
HEADING_SIZE = 40
BODY_SIZE = 23
CAPTION_SIZE = 22
PARAGRAPH_GAP = 14
# Example pacing (ms): look at the position, then each action, then the result.
START_HOLD_MS = 900
STEP_GAP_MS = 700
END_HOLD_MS = 1800
# The example board's edge letters and numbers, dark on the papyrus page and no smaller than
# the caption under it can afford.
EXAMPLE_LABEL_PX = 16


class ExamplePlayer:
    """Plays a page's examples one after another, in a loop, on a small board."""

    def __init__(self, examples: tuple[Example, ...], area: pygame.Rect, style: str) -> None:
        self.examples = examples
        self.area = area
        self.style = style
        self.clock = Stopwatch()
        self.index = -1
        self.view: BoardView | None = None
        self.last: Played | None = None
        self._next()

    def _next(self) -> None:
        self.index = (self.index + 1) % len(self.examples)
        example = self.examples[self.index]
        self.state = parse_position(example.position)
        self.pending = list(example.actions)
        self.view = BoardView(fit_layout(self.state.size, self.area), self.state, self.style)
        self.view.label_colour = LAPIS_DARK
        self.view.label_min_px = EXAMPLE_LABEL_PX
        self.view.label_plaques = False
        self.last = None
        self.clock.reset()
        self.due_ms = START_HOLD_MS

    @property
    def example(self) -> Example:
        """The example on show."""
        return self.examples[self.index]

    def update(self, dt_ms: int) -> None:
        """Advance the example; play the next action when its time comes."""
        now = self.clock.advance(dt_ms)
        assert self.view is not None
        self.view.update(now)
        if now < self.due_ms or self.view.busy(now):
            return
        if not self.pending:
            self._next()
            return
        action = parse_action(self.pending.pop(0), self.state.size)
        after, events = apply_action(self.state, action)
        self.last = Played(action, self.state.to_move, self.state, after, events)
        self.view.animate(self.last, now)
        self.state = after
        self.due_ms = now + (END_HOLD_MS if not self.pending else STEP_GAP_MS)

    def describe_last(self) -> str:
        """The last action as the move list writes it: 'Light  a2-b2xc2', or who won."""
        if self.last is None:
            return ""
        outcome = self.state.outcome
        if outcome is not None and outcome.winner:
            return tr("result.light_wins" if outcome.winner == WHITE else "result.dark_wins")
        return f"{narration.side_word(self.last.side)}  {narration.shown_notation(self.last)}"

    def draw(self, surface: pygame.Surface) -> None:
        """The board with the last move marked."""
        assert self.view is not None
        markers: dict[int, list[Marker]] = {}
        if self.last is not None and self.last.action.kind in (act.STEP, act.PLACE, act.REMOVE):
            markers = {cell: [Marker.LAST_MOVE] for cell in self.last.action.cells}
        self.view.draw_board(surface)
        self.view.draw(surface, self.clock.elapsed_ms, markers)


class HowToPlayScene(Scene):
    """See the module docstring; opens on `rules_name`, any rule set can be chosen."""

    def __init__(self, context: AppContext, rules_name: str = "standard") -> None:
        super().__init__()
        self.context = context
        self.rules_name = rules_name
        self.pages: tuple[Page, ...] = pages(rules_name)
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

    def _set_rules(self, name: str) -> None:
        self.rules_name = name
        self.pages = pages(name)
        self._open_page(0)

    def turn_page(self, step: int) -> None:
        """Go `step` pages forward (negative: back), staying within the pages."""
        self._open_page(min(len(self.pages) - 1, max(0, self.page + step)))

    def _open_page(self, index: int) -> None:
        self.page = index
        page = self.pages[index]
        style = self.context.settings.piece_style
        board_area = mirrored(BOARD_AREA, PANEL)
        self.player = ExamplePlayer(page.examples, board_area, style) if page.examples else None
        self._page_text = page_boxes(page.paragraphs, mirrored(self._text_area(), PANEL))
        focused = self.menu.focus
        self.menu.widgets = self._widgets()
        same = [w for w in self.menu.widgets if _text(w) == _text(focused) and w.enabled]
        # A page button that no longer applies (Next on the last page) hands the focus to
        # the other one, never to the chooser, where the arrows would change the rule set.
        buttons = [w for w in self.menu.widgets[1:] if w.enabled]
        chooser_kept = focused is not None and not isinstance(focused, Button)
        self.menu.focus = (same or ([] if chooser_kept else buttons) or self.menu.widgets)[0]

    def _text_area(self) -> pygame.Rect:
        return TEXT_AREA if self.player is not None else WIDE_TEXT_AREA

    def _widgets(self) -> list[Widget]:
        names = [(name, tr(f"rules.{name}.name")) for name in RULESETS]
        chooser = OptionCycler(
            mirrored(CHOOSER_RECT, PANEL),
            tr("newgame.rules"),
            names,
            self.rules_name,
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
        return [chooser, *buttons]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else +1)
            return
        intent = intent_of(event)
        if intent in (Intent.LEFT, Intent.RIGHT) and isinstance(self.menu.focus, Button):
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
    """A widget's label, to find it again among rebuilt widgets."""
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
        if fitting or size <= MIN_FONT_SIZE:
            return boxes
        size -= FIT_STEP
