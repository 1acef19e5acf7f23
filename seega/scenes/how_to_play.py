"""How to play: the rules of each rule set, page by page, with animated examples.

The examples (`rules_text`) are played through the real rules engine on a small board, with
the same animations as the game: pieces drop in, slide, and crumble when captured.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega.anim import Stopwatch
from seega.core import RULESETS, WHITE, apply_action, parse_action, parse_position
from seega.core.actions import format_step_with_captures
from seega.i18n import tr
from seega.match import Played
from seega.render.board_art import Marker, fit_layout
from seega.render.board_view import BoardView, board_backdrop
from seega.render.hud import PROMPT_LINE_GAP, draw_lines, text_image, wrap
from seega.render.theme import GOLD_DARK, KOHL, LAPIS_DARK
from seega.render.widgets import Button, FocusGroup, OptionCycler, Widget, draw_panel
from seega.scenes import narration
from seega.scenes.rules_text import Example, Page, pages
from seega.shell.context import AppContext
from seega.shell.scene import Scene

PANEL = pygame.Rect(30, 24, 1220, 752)
TEXT_AREA = pygame.Rect(70, 176, 620, 490)
BOARD_AREA = pygame.Rect(730, 150, 470, 470)
HEADING_SIZE = 40
BODY_SIZE = 23
MIN_BODY_SIZE = 16
CAPTION_SIZE = 22
PARAGRAPH_GAP = 14
# Example pacing (ms): look at the position, then each action, then the result.
START_HOLD_MS = 900
STEP_GAP_MS = 700
END_HOLD_MS = 1800


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
        captured = tuple(c for e in self.last.events if e.kind == "captured" for c in e.cells)
        action, size = self.last.action, self.state.size
        text = format_step_with_captures(action, captured, size) if captured else None
        return f"{narration.side_word(self.last.side)}  {text or action.notation(size)}"

    def draw(self, surface: pygame.Surface) -> None:
        """The board with the last move marked."""
        assert self.view is not None
        markers: dict[int, list[Marker]] = {}
        if self.last is not None and self.last.action.kind in ("step", "place", "remove"):
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

    def enter(self) -> None:
        self._open_page(0)

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
        self.player = ExamplePlayer(page.examples, BOARD_AREA, style) if page.examples else None
        focus_text = getattr(self.menu.focus, "text", None)
        self.menu.widgets = self._widgets()
        self.menu.focus = next(
            (w for w in self.menu.widgets if getattr(w, "text", None) == focus_text and w.enabled),
            self.menu.widgets[0],
        )

    def _widgets(self) -> list[Widget]:
        names = [(name, tr(f"rules.{name}.name")) for name in RULESETS]
        chooser = OptionCycler(
            pygame.Rect(PANEL.x + 40, PANEL.y + 24, 560, 52),
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
        buttons: list[Widget] = [chooser]
        for index, (label, action, enabled) in enumerate(entries):
            rect = pygame.Rect(PANEL.x + 40 + index * 250, PANEL.bottom - 84, 230, 56)
            buttons.append(Button(rect, label, action, enabled, size=26))
        return buttons

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else +1)
            return
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        if self.player is not None:
            self.player.update(dt_ms)

    def _body_size(self, page: Page, width: int) -> int:
        """The largest text size (from BODY_SIZE down) at which the page fits its area."""
        size = BODY_SIZE
        while size > MIN_BODY_SIZE:
            line = text_image("Ag", size, KOHL).get_height() + PROMPT_LINE_GAP
            lines = sum(len(wrap(p, size, width)) for p in page.paragraphs)
            if lines * line + len(page.paragraphs) * PARAGRAPH_GAP <= TEXT_AREA.height:
                break
            size -= 1
        return size

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(board_backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, PANEL)
        page = self.pages[self.page]
        heading = text_image(page.title, HEADING_SIZE, LAPIS_DARK, True)
        surface.blit(heading, (TEXT_AREA.x, PANEL.y + 92))
        counter = text_image(f"{self.page + 1} / {len(self.pages)}", CAPTION_SIZE, GOLD_DARK)
        surface.blit(counter, counter.get_rect(topright=(PANEL.right - 50, PANEL.y + 38)))
        width = TEXT_AREA.width if self.player is not None else PANEL.width - 140
        size = self._body_size(page, width)
        y = TEXT_AREA.y
        for paragraph in page.paragraphs:
            y = draw_lines(surface, paragraph, (TEXT_AREA.x, y), width, size, KOHL)
            y += PARAGRAPH_GAP
        if self.player is not None:
            self.player.draw(surface)
            said = self.player.describe_last()
            if said:
                line = text_image(said, CAPTION_SIZE, LAPIS_DARK, True)
                surface.blit(
                    line, line.get_rect(midtop=(BOARD_AREA.centerx, BOARD_AREA.bottom + 28))
                )
        self.menu.draw(surface)
