"""A lesson played by hand: the board with the lesson's teacher (`seega.play.teacher`) as its
coach.

The player acts on the real board with the mouse or the keyboard's cursor; the teacher judges
each action and says what the step's plaque and the lessons' menu show. This scene draws the
plaque and the menu, keeps the finished lesson (`seega.storage.lessons`) and routes the menu's
buttons: the other rule sets' lessons, any step of this one, a first game against the
computer. Esc leaves at once: nothing is lost but the step under way.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega.challenges.lesson import next_lesson
from seega.core import RULESETS
from seega.core.players import FIRST_GAME_LEVEL
from seega.core.rulesets import RuleSet
from seega.game import factory
from seega.game.match import Seat
from seega.i18n import tr
from seega.play.teacher import Teacher
from seega.ui.play import flow
from seega.ui.play.board_scene import BOARD_AREA, PANEL_RECT, BoardScene
from seega.ui.render.hud import hud_regions, hud_text_boxes
from seega.ui.render.text import (
    READING_MIN_PX,
    TextBox,
    clipped_paragraph,
    draw_box,
    fitted_paragraph,
)
from seega.ui.render.theme import CORNER_RADIUS, GOLD, GOLD_LIGHT, KOHL, LAPIS_DARK, PAPYRUS
from seega.ui.render.widgets import Button, FocusGroup, OptionCycler, Widget, draw_panel
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene

# The step's plaque in the side panel (where a game's move list stands).
PLAQUE_PADDING = 8
PLAQUE_HEADING = 20
PLAQUE_HEADING_HEIGHT = 28
PLAQUE_TEXT = 22
# The lessons' menu over the board, at the end of a lesson.
MENU_RECT = pygame.Rect(0, 0, 600, 680)
MENU_RECT.center = BOARD_AREA.center
MENU_TITLE_SIZE = 36
MENU_TEXT_SIZE = 22
MENU_BUTTON_SIZE = (420, 54)
MENU_BUTTON_GAP = 8
MENU_TOP = 150
# Under the lessons, a row that goes to any step of the lesson shown.
STEP_PICKER_HEIGHT = 48
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class LessonScene(Scene):
    """One rule set's lesson on the board, taught by its `Teacher` (see the module
    docstring)."""

    def __init__(self, context: AppContext, rules: RuleSet) -> None:
        super().__init__()
        self.context = context
        self.teacher = Teacher(rules, flow.pace(context), self)
        self.board = BoardScene(context, self.teacher.new_match(), saving=False, coach=self.teacher)
        self.menu = FocusGroup([], on_back=self.teacher.close_menu, on_feedback=context.click)
        self._done: frozenset[str] = frozenset()  # the lessons finished, as the menu shows them

    def enter(self) -> None:
        self.board.enter()
        self.board.view.banner(self.teacher.name, self.board.now)

    def exit(self) -> None:
        self.board.exit()

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)

    # -----------------------------------------------------------------------------------------
    # What the teacher asks of its room

    def leave(self) -> None:
        """Esc / Leave: back to where the lesson was opened."""
        self.stack.pop()

    def show_lessons(self) -> None:
        """Lessons: the menu of every lesson, over the step (Esc goes back to it)."""
        self.teacher.open_menu()
        self._build_menu(self.context.storage.load_lessons().value)

    def lesson_finished(self) -> None:
        """The lesson kept as finished, and the lessons' menu with the way on."""
        done, problem = self.context.storage.load_lessons(), None
        kept = done.value | {self.teacher.lesson.rules}
        if kept != done.value:
            problem = self.context.storage.save_lessons(kept)
        self.context.tell(problem)
        self._build_menu(kept)

    # -----------------------------------------------------------------------------------------
    # The lessons' menu

    def _build_menu(self, done: frozenset[str]) -> None:
        menu = self.teacher.menu(done)
        buttons: list[Widget] = []
        for index, (label, rules) in enumerate(menu.lessons):
            rect = pygame.Rect((0, 0), MENU_BUTTON_SIZE)
            rect.midtop = (
                MENU_RECT.centerx,
                MENU_RECT.y + MENU_TOP + index * (rect.height + MENU_BUTTON_GAP),
            )
            buttons.append(Button(rect, label, self._opener(rules)))
        picker = pygame.Rect((0, 0), (MENU_BUTTON_SIZE[0], STEP_PICKER_HEIGHT))
        picker.midtop = (MENU_RECT.centerx, buttons[-1].rect.bottom + MENU_BUTTON_GAP)
        numbers = [(index, f"{index + 1} / {menu.steps}") for index in range(menu.steps)]
        label = tr("lesson.step_picker")
        buttons.append(OptionCycler(picker, label, numbers, menu.step, self.teacher.go_to_step))
        if menu.first_game:
            buttons.append(self._first_game_button(buttons[-1].rect.bottom))
        leave = pygame.Rect((0, 0), MENU_BUTTON_SIZE)
        leave.midtop = (MENU_RECT.centerx, buttons[-1].rect.bottom + 2 * MENU_BUTTON_GAP)
        buttons.append(Button(leave, tr("lesson.leave"), self.leave))
        self.menu.widgets = buttons
        self.menu.focus = buttons[menu.focus] if menu.focus < len(menu.lessons) else buttons[-1]
        self.menu.focus_visible = True
        self._done = done

    def _first_game_button(self, above: int) -> Button:
        """The button "Play your first game", under the lessons (`above`: the last one's bottom)."""
        rect = pygame.Rect((0, 0), MENU_BUTTON_SIZE)
        rect.midtop = (MENU_RECT.centerx, above + 2 * MENU_BUTTON_GAP)
        return Button(rect, tr("button.first_game"), self.play_first_game)

    def play_first_game(self) -> None:
        """A whole game of the lesson's rule set against the first game's level, the player
        as Light: what the lesson prepared them for."""
        rules = self.teacher.rules
        seats = (Seat.human(), Seat.computer(FIRST_GAME_LEVEL))
        pace = flow.pace(self.context)
        match = factory.new_game(pace, rules, rules.default_size, seats)
        self.stack.replace(self.context.routes.board(match, True))

    def _opener(self, rules: RuleSet) -> Callable[[], None]:
        def open_lesson() -> None:
            self.stack.replace(self.context.routes.lesson(rules))

        return open_lesson

    # -----------------------------------------------------------------------------------------
    # Input and drawing

    def handle_event(self, event: pygame.event.Event) -> None:
        teacher = self.teacher
        if teacher.menu_open:
            self.menu.handle_event(event)
            return
        is_key = event.type == pygame.KEYDOWN
        if is_key and teacher.step_done and event.key in NEXT_KEYS and not self._button_focused:
            teacher.next_step()
            return
        self.board.handle_event(event)

    @property
    def _button_focused(self) -> bool:
        buttons = self.board.buttons
        return buttons.focus_visible and buttons.focus is not None

    def plaque(self) -> pygame.Rect:
        """Where the step's words stand: the move list's place."""
        regions = hud_regions(PANEL_RECT, self.board.panel_model(), self.board.hud_bottom())
        if regions.moves is not None:
            return regions.moves
        return pygame.Rect(regions.prompt.x, regions.prompt.bottom, regions.prompt.width, 0)

    def plaque_boxes(self) -> list[TextBox]:
        """The lesson and step, and the task, or once it is done what happened and why."""
        inner = self.plaque().inflate(-2 * PLAQUE_PADDING, -2 * PLAQUE_PADDING)
        plaque = self.teacher.plaque()
        head = pygame.Rect(inner.x, inner.y, inner.width, PLAQUE_HEADING_HEIGHT)
        body = pygame.Rect(inner.x, head.bottom, inner.width, inner.height - head.height)
        if head.bottom > inner.bottom:  # squeezed by a long refusal for a while: no words
            return []
        boxes = [TextBox(plaque.heading, head, PLAQUE_HEADING, GOLD_LIGHT, bold=True)]
        if plaque.done:
            return boxes + fitted_paragraph(
                plaque.body, body, PLAQUE_TEXT, GOLD_LIGHT, bold=True, floor_px=READING_MIN_PX
            )
        # A long refusal grows the prompt above and squeezes the plaque for a while: the task
        # keeps inside it (cut, with "…"), never running over the buttons below.
        return boxes + clipped_paragraph(
            plaque.body, body, PLAQUE_TEXT, PAPYRUS, floor_px=READING_MIN_PX
        )

    def menu_boxes(self) -> list[TextBox]:
        """The lessons' menu's title and its line."""
        inner = MENU_RECT.inflate(-48, -32)
        menu = self.teacher.menu(self._done)  # worded now: a step picked changes its title
        title = TextBox(
            menu.title,
            pygame.Rect(inner.x, inner.y, inner.width, 52),
            MENU_TITLE_SIZE,
            LAPIS_DARK,
            bold=True,
        )
        line = pygame.Rect(inner.x, inner.y + 60, inner.width, MENU_TOP - 76)
        return [
            title,
            *fitted_paragraph(
                menu.line,
                line,
                MENU_TEXT_SIZE,
                KOHL,
                align="center",
            ),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        board.draw_game(surface)
        plaque = self.plaque()
        if plaque.height > 0:
            pygame.draw.rect(surface, LAPIS_DARK, plaque, border_radius=CORNER_RADIUS)
            pygame.draw.rect(surface, GOLD, plaque, 3, border_radius=CORNER_RADIUS)
            for box in self.plaque_boxes():
                draw_box(surface, box)
        if board.dialog is not None:
            board.dialog.draw(surface, board.now)
        if self.teacher.menu_open:
            draw_panel(surface, MENU_RECT)
            for box in self.menu_boxes():
                draw_box(surface, box)
            self.menu.draw(surface)

    def text_boxes(self) -> list[TextBox]:
        board = self.board
        boxes = hud_text_boxes(PANEL_RECT, board.panel_model(), board.hud_bottom())
        boxes += self.plaque_boxes() + board.buttons.text_boxes()
        if board.dialog is not None:
            boxes += board.dialog.text_boxes()
        if self.teacher.menu_open:
            boxes += self.menu_boxes()
        return boxes


def first_lesson(context: AppContext) -> RuleSet:
    """The lesson the title opens: the first not finished yet (the standard one first)."""
    done = context.storage.load_lessons()
    context.tell(done.problem)
    return RULESETS[next_lesson(done.value)]
