"""A lesson played by hand: the board with a teacher (the scene is the board's coach).

Each step of the lesson (`seega.challenges.lesson`) is a small set position; the player acts on
the real board with the mouse or the keyboard's cursor. The step's intended action is played
(its trace and animation as in any game) and a sentence says what happened; any other action
is answered with why, the position unchanged: the core's refusal for what the rules forbid,
the lesson's judge for a legal action that is not the one taught. Enter or Next goes on; at the
lesson's end the finished lesson is kept (`seega.storage.lessons`) and a small menu offers the
other rule sets' lessons and a first game against the computer. Esc leaves at once: nothing is
lost but the step under way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from seega.challenges.lesson import LESSON_ORDER, LESSONS, LessonStep, Why, judge, next_lesson
from seega.core import PLACEMENT, RULESETS, WHITE, Action
from seega.core import actions as act
from seega.core.line import Played
from seega.core.players import FIRST_GAME_LEVEL, WEAKEST
from seega.core.rulesets import CaptureShape, Chain
from seega.game import factory
from seega.game.match import Match, Seat
from seega.i18n import tr
from seega.play.coach import ButtonEntry, Command, Words
from seega.play.hud_model import HudModel
from seega.play.session import Hint
from seega.ui.play import board_display, flow
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
# The sentence for a tried action that is legal but not the one taught, by the judge's answer.
WHY_KEYS = {
    Why.CENTRE: "lesson.why.centre",
    Why.STALL: "lesson.why.stall",
    Why.NOTHING: "lesson.why.nothing",
    Why.FEWER: "lesson.why.fewer",
    Why.LEAVES_A_STEP: "lesson.why.leaves_a_step",
    Why.OTHER: "lesson.why.other",
}
# A capture shape that spares a line the plain line shape takes, in words.
SHAPE_KEYS = {
    CaptureShape.SINGLE: "lesson.why.shape.single",
    CaptureShape.LINE_1_OR_2: "lesson.why.shape.line_1_or_2",
    CaptureShape.ALTERNATING: "lesson.why.shape.alternating",
}


def lesson_name(rules: str) -> str:
    """The lesson's name as the menu and the plaque write it."""
    return tr("lesson.name", rules=tr(f"rules.{rules}.name"))


class LessonScene(Scene):
    """One rule set's lesson (see the module docstring). The learner plays Light."""

    def __init__(self, context: AppContext, rules: str) -> None:
        super().__init__()
        self.context = context
        self.lesson = LESSONS[rules]
        self.index = 0  # the step shown
        self.done = 0  # the step's actions played so far
        self.step_done = False
        self.menu_open = False  # the lessons' menu is open over the board
        self.lesson_done = False  # every step played: the menu stays until a choice
        self.board = BoardScene(context, self._new_match(self.step), saving=False, coach=self)
        self.menu = FocusGroup([], on_back=self.close_menu, on_feedback=context.click)

    @property
    def step(self) -> LessonStep:
        """The step shown."""
        return self.lesson.steps[self.index]

    def _new_match(self, step: LessonStep) -> Match:
        # A lesson is never against the clock, and the opponent never acts in one.
        pace = replace(flow.pace(self.context), think_time_s=0)
        return factory.from_position(pace, step.start(), (Seat.human(), Seat.computer(WEAKEST)))

    def enter(self) -> None:
        self.board.enter()
        self.board.view.banner(lesson_name(self.lesson.rules), self.board.now)

    def exit(self) -> None:
        self.board.exit()

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)

    # -----------------------------------------------------------------------------------------
    # The teacher (the board's coach)

    def judge(self, action: Action) -> Words | None:
        """The step's intended action goes; any other legal one is answered with why not."""
        why = judge(self.board.match.state, self.step, self.done, action)
        return None if why is Why.INTENDED else partial(self.why_text, why)

    def why_text(self, why: Why) -> str:
        """The sentence for a legal action the step does not teach."""
        if why is Why.SHAPE:
            return tr(SHAPE_KEYS[self.board.match.state.rules.capture])
        return tr(WHY_KEYS[why], task=self.task_text)

    def played(self, played: Played) -> None:
        """Count the learner's actions; the last one of the step ends it (the opponent does
        not answer in a lesson)."""
        session = self.board.session
        session.drop_notices()  # the step's own sentence says what happened
        if played.side != WHITE:
            return
        self.done += 1
        if self.done == len(self.step.plays):
            self.step_done = True
            session.finish(partial(tr, "lesson.press_next"))
            self.context.audio.play("win" if self._last_step else "hint")

    def finish(self) -> bool:
        """A step that ends the game has already been told by the step's own sentence."""
        return False

    def shows_danger(self, setting_says: bool) -> bool:
        """No danger marks: the step shows only what it teaches."""
        return False

    def command(self, command: Command) -> bool:
        """The board's keys as a lesson has them: U begins the step again, H shows the
        step's action, Esc leaves; redo and placing for the learner are not in a lesson."""
        if command is Command.HINT:
            self.show_hint()
        elif command is Command.UNDO:
            self.again()
        elif command is Command.REDO:
            self._say_no("lesson.key.redo")
        elif command is Command.PLACE_REST:
            self._say_no("lesson.key.place")
        elif command is Command.MENU:
            self.leave()
        elif command is Command.END_TURN and not self._can_end:
            self._say_no("lesson.key.end")
        else:
            return False  # an end of a chain is judged like any action
        return True

    @property
    def _can_end(self) -> bool:
        board = self.board
        return board.accepting() and Action(act.END) in board.match.legal_actions()

    def _say_no(self, key: str) -> None:
        """A key with nothing to do in this step: its reason in words (no cell to flash)."""
        if not self.menu_open:
            self.board.session.say_no(partial(tr, key))

    def show_hint(self) -> None:
        """H: mark the action the step waits for (any legal one where any will do)."""
        board = self.board
        if self.step_done or not board.accepting() and board.dialog is None:
            return
        state = board.match.state
        wanted = self.step.wanted(self.done, state)
        action = wanted if wanted is not None else board.match.legal_actions()[0]
        board.session.show_hint(Hint(action, partial(tr, "lesson.hint")))

    @property
    def _last_step(self) -> bool:
        return self.index == len(self.lesson.steps) - 1

    def next_step(self) -> None:
        """Enter / Next: the next step, or at the end the lesson kept and the lessons' menu."""
        if not self.step_done:
            return
        if self._last_step:
            self._finish_lesson()
            return
        self.index += 1
        self._restart()

    def again(self) -> None:
        """U / Again: the step from its position once more."""
        if not self.menu_open:
            self._restart()

    def _restart(self) -> None:
        self.board.restart(self._new_match(self.step))
        self.done = 0
        self.step_done = False

    def _finish_lesson(self) -> None:
        done, problem = self.context.storage.load_lessons(), None
        kept = done.value | {self.lesson.rules}
        if kept != done.value:
            problem = self.context.storage.save_lessons(kept)
        self.context.tell(problem)
        self.lesson_done = True
        self._open_menu(kept)

    def show_lessons(self) -> None:
        """Lessons: the menu of every lesson, over the step (Esc goes back to it)."""
        self._open_menu(self.context.storage.load_lessons().value)

    def close_menu(self) -> None:
        """Esc on the menu: back to the step, or out once the lesson is finished."""
        if self.lesson_done:
            self.leave()
        else:
            self.menu_open = False

    def _open_menu(self, done: frozenset[str]) -> None:
        self.menu_open = True
        self._build_menu(done)

    def _build_menu(self, done: frozenset[str]) -> None:
        entries = [
            (
                tr("lesson.menu.done", name=lesson_name(rules))
                if rules in done
                else lesson_name(rules),
                rules,
            )
            for rules in LESSON_ORDER
        ]
        buttons: list[Widget] = []
        for index, (label, rules) in enumerate(entries):
            rect = pygame.Rect((0, 0), MENU_BUTTON_SIZE)
            rect.midtop = (
                MENU_RECT.centerx,
                MENU_RECT.y + MENU_TOP + index * (rect.height + MENU_BUTTON_GAP),
            )
            buttons.append(Button(rect, label, self._opener(rules)))
        picker = pygame.Rect((0, 0), (MENU_BUTTON_SIZE[0], STEP_PICKER_HEIGHT))
        picker.midtop = (MENU_RECT.centerx, buttons[-1].rect.bottom + MENU_BUTTON_GAP)
        steps = len(self.lesson.steps)
        numbers = [(index, f"{index + 1} / {steps}") for index in range(steps)]
        label = tr("lesson.step_picker")
        buttons.append(OptionCycler(picker, label, numbers, self.index, self.go_to_step))
        if self.lesson_done:
            buttons.append(self._first_game_button(buttons[-1].rect.bottom))
        leave = pygame.Rect((0, 0), MENU_BUTTON_SIZE)
        leave.midtop = (MENU_RECT.centerx, buttons[-1].rect.bottom + 2 * MENU_BUTTON_GAP)
        buttons.append(Button(leave, tr("lesson.leave"), self.leave))
        self.menu.widgets = buttons
        following = LESSON_ORDER.index(self.lesson.rules) + self.lesson_done
        self.menu.focus = buttons[following] if following < len(LESSON_ORDER) else buttons[-1]
        self.menu.focus_visible = True

    def go_to_step(self, index: int) -> None:
        """The step picker: step `index` of this lesson, from its position, under the menu
        (Esc shows it)."""
        self.index, self.lesson_done = index, False
        self._restart()

    # The finished lesson's way on to a real game ---------------------------------------------

    def _first_game_button(self, above: int) -> Button:
        """The button "Play your first game", under the lessons (`above`: the last one's bottom)."""
        rect = pygame.Rect((0, 0), MENU_BUTTON_SIZE)
        rect.midtop = (MENU_RECT.centerx, above + 2 * MENU_BUTTON_GAP)
        return Button(rect, tr("button.first_game"), self.play_first_game)

    def play_first_game(self) -> None:
        """A whole game of the lesson's rule set against the first game's level, the player
        as Light: what the lesson prepared them for."""
        rules = self.lesson.rules
        seats = (Seat.human(), Seat.computer(FIRST_GAME_LEVEL))
        pace = flow.pace(self.context)
        match = factory.new_game(pace, rules, RULESETS[rules].default_size, seats)
        self.stack.replace(self.context.routes.board(match, True))

    def _opener(self, rules: str) -> Callable[[], None]:
        def open_lesson() -> None:
            self.stack.replace(self.context.routes.lesson(rules))

        return open_lesson

    def leave(self) -> None:
        """Esc / Leave: back to where the lesson was opened."""
        self.stack.pop()

    @property
    def task_text(self) -> str:
        """What the step asks."""
        return tr(f"lesson.{self.lesson.rules}.{self.step.name}.task")

    @property
    def done_text(self) -> str:
        """What the step's action did and why."""
        return tr(f"lesson.{self.lesson.rules}.{self.step.name}.done")

    # -----------------------------------------------------------------------------------------
    # Input and drawing

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.menu_open:
            self.menu.handle_event(event)
            return
        is_key = event.type == pygame.KEYDOWN
        if is_key and self.step_done and event.key in NEXT_KEYS and not self._button_focused:
            self.next_step()
            return
        self.board.handle_event(event)

    @property
    def _button_focused(self) -> bool:
        buttons = self.board.buttons
        return buttons.focus_visible and buttons.focus is not None

    def panel_buttons(self, standard: list[ButtonEntry]) -> list[ButtonEntry]:
        """Hint, Again and Lessons on the first row; below them Next, as wide as the panel,
        after End where the rule set chains captures (E does the same)."""
        playing = not self.step_done and not self.menu_open
        hint_on = playing and self.board.session.hint is None
        entries = [
            (tr("button.hint"), self.show_hint, hint_on),
            (tr("lesson.again"), self.again, not self.menu_open),
            (tr("lesson.lessons"), self.show_lessons, not self.menu_open),
        ]
        if self.board.match.state.rules.chain is not Chain.NONE:
            entries.append(board_display.end_turn_entry(self.board))
        entries.append((tr("button.next"), self.next_step, self.step_done and not self.menu_open))
        return entries

    def panel_lines(self, model: HudModel) -> HudModel:
        """The panel without the move list and the news: the step's plaque stands there, and
        without the turn plaque: the learner always acts (the card's arrow says so), and the
        step's words need the room. The opponent is named by its colour: nobody plays it in a
        lesson. In placement the hands count what the step asks for (two pieces), not the
        game's twelve."""
        model = replace(model, moves=(), news=(), turn="")
        you, other = model.cards
        if self.board.match.state.phase == PLACEMENT:
            you = replace(you, in_hand=len(self.step.plays) - self.done)
            other = replace(other, in_hand=0)
        cards = (
            replace(you, name=tr("lesson.you")),
            replace(other, name=tr("side.dark"), thinking=False),
        )
        if not self.step_done:
            return replace(model, cards=cards)
        cards = (replace(cards[0], active=False), replace(cards[1], active=False))
        prompt = self.board.session.refusal_text or tr("lesson.press_next")
        return replace(model, cards=cards, turn_dark=None, prompt=prompt)

    def plaque(self) -> pygame.Rect:
        """Where the step's words stand: the move list's place."""
        regions = hud_regions(PANEL_RECT, self.board.panel_model(), self.board.hud_bottom())
        if regions.moves is not None:
            return regions.moves
        return pygame.Rect(regions.prompt.x, regions.prompt.bottom, regions.prompt.width, 0)

    def plaque_boxes(self) -> list[TextBox]:
        """The lesson and step, and the task, or once it is done what happened and why."""
        inner = self.plaque().inflate(-2 * PLAQUE_PADDING, -2 * PLAQUE_PADDING)
        heading = tr(
            "lesson.progress",
            lesson=lesson_name(self.lesson.rules),
            step=self.index + 1,
            steps=len(self.lesson.steps),
        )
        head = pygame.Rect(inner.x, inner.y, inner.width, PLAQUE_HEADING_HEIGHT)
        body = pygame.Rect(inner.x, head.bottom, inner.width, inner.height - head.height)
        if head.bottom > inner.bottom:  # squeezed by a long refusal for a while: no words
            return []
        boxes = [TextBox(heading, head, PLAQUE_HEADING, GOLD_LIGHT, bold=True)]
        if self.step_done:
            return boxes + fitted_paragraph(
                self.done_text, body, PLAQUE_TEXT, GOLD_LIGHT, bold=True, floor_px=READING_MIN_PX
            )
        # A long refusal grows the prompt above and squeezes the plaque for a while: the task
        # keeps inside it (cut, with "…"), never running over the buttons below.
        return boxes + clipped_paragraph(
            self.task_text, body, PLAQUE_TEXT, PAPYRUS, floor_px=READING_MIN_PX
        )

    def menu_boxes(self) -> list[TextBox]:
        """The lessons' menu's title and its line."""
        inner = MENU_RECT.inflate(-48, -32)
        title = TextBox(
            tr("lesson.finished" if self.lesson_done else "lesson.lessons"),
            pygame.Rect(inner.x, inner.y, inner.width, 52),
            MENU_TITLE_SIZE,
            LAPIS_DARK,
            bold=True,
        )
        line = pygame.Rect(inner.x, inner.y + 60, inner.width, MENU_TOP - 76)
        return [
            title,
            *fitted_paragraph(
                tr("lesson.choose" if self.lesson_done else "lesson.choose_any"),
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
        if self.menu_open:
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
        if self.menu_open:
            boxes += self.menu_boxes()
        return boxes


def first_lesson(context: AppContext) -> str:
    """The lesson the title opens: the first not finished yet (the standard one first)."""
    done = context.storage.load_lessons()
    context.tell(done.problem)
    return next_lesson(done.value)
