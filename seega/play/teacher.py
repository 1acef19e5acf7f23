"""The lesson's teacher: the coach of a lesson played by hand, without a window.

Each step of the lesson (`seega.challenges.lesson`) is a small set position; the step's
intended action is played (its trace and animation as in any game) and a sentence says what
happened; any other action is answered with why, the position unchanged: the core's refusal
for what the rules forbid, the lesson's judge for a legal action that is not the one taught.
The teacher holds where the lesson stands (the step, the actions done, the lessons' menu
open or not) and says, as values, what the panel's plaque and the menu show and which
buttons the panel offers; the scene (`seega.ui.scenes.lesson`) draws them and routes keys.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Protocol

from seega.challenges.lesson import LESSON_ORDER, LESSONS, LessonStep, Tried, judge
from seega.core import PLACEMENT, RULESETS, WHITE, Action, parse_action
from seega.core import actions as act
from seega.core.line import Played
from seega.core.players import WEAKEST
from seega.core.rulesets import CaptureShape, Chain, RuleSet
from seega.game import factory
from seega.game.factory import Pace
from seega.game.match import Match, Seat
from seega.i18n import tr
from seega.play.coach import ButtonEntry, Command, Hint, Turn, Words
from seega.play.hud_model import HudModel

# The sentence for a tried action that is legal but not the one taught, by the judge's answer.
WHY_KEYS = {
    Tried.CENTRE: "lesson.why.centre",
    Tried.STALL: "lesson.why.stall",
    Tried.NOTHING: "lesson.why.nothing",
    Tried.FEWER: "lesson.why.fewer",
    Tried.LEAVES_A_STEP: "lesson.why.leaves_a_step",
    Tried.OTHER: "lesson.why.other",
}
# A capture shape that spares a line the plain line shape takes, in words.
SHAPE_KEYS = {
    CaptureShape.SINGLE: "lesson.why.shape.single",
    CaptureShape.LINE_1_OR_2: "lesson.why.shape.line_1_or_2",
    CaptureShape.ALTERNATING: "lesson.why.shape.alternating",
}


def lesson_name(rules: RuleSet) -> str:
    """The lesson's name as the menu and the plaque write it."""
    return tr("lesson.name", rules=tr(f"rules.{rules.name}.name"))


@dataclass(frozen=True)
class Plaque:
    """The step's plaque in the panel: the lesson and step, then the task, or once the step is
    done (`done`) what happened and why."""

    heading: str
    body: str
    done: bool


@dataclass(frozen=True)
class LessonMenu:
    """The lessons' menu over the board: its title and line, each lesson (label, rule set),
    the step picker (`step` of `steps`), whether the first game is offered (the lesson is
    finished), and which lesson has the focus (`focus`: an index of `lessons`, or past them
    for the buttons that follow)."""

    title: str
    line: str
    lessons: tuple[tuple[str, RuleSet], ...]
    step: int
    steps: int
    first_game: bool
    focus: int


class Classroom(Protocol):
    """What the teacher asks of the screen it teaches on."""

    def leave(self) -> None:
        """Back to where the lesson was opened."""
        ...

    def show_lessons(self) -> None:
        """The lessons' menu, over the step."""
        ...

    def lesson_finished(self) -> None:
        """Every step is played: keep the lesson and show the lessons' menu."""
        ...


class Teacher:
    """One rule set's lesson (see the module docstring). The learner plays Light; the
    opponent acts only as the step's answer, and a lesson is never against the clock."""

    turn: Turn

    def __init__(self, rules: RuleSet, pace: Pace, room: Classroom) -> None:
        self.rules = rules
        self.lesson = LESSONS[rules.name]  # the lessons' table is keyed as their words are
        self.pace = replace(pace, think_time_s=0)
        self.room = room
        self.index = 0  # the step shown
        self.done = 0  # the step's actions played so far
        self.step_done = False
        self.menu_open = False  # the lessons' menu is open over the board
        self.lesson_done = False  # every step played: the menu stays until a choice

    @property
    def step(self) -> LessonStep:
        """The step shown."""
        return self.lesson.steps[self.index]

    def new_match(self) -> Match:
        """The step shown, from its position."""
        seats = (Seat.human(), Seat.computer(WEAKEST))
        return factory.from_position(self.pace, self.step.start(), seats)

    @property
    def name(self) -> str:
        """The lesson's name (its opening banner)."""
        return lesson_name(self.rules)

    # -----------------------------------------------------------------------------------------
    # The coach

    def join(self, turn: Turn) -> None:
        self.turn = turn

    def judge(self, action: Action) -> Words | None:
        """The step's intended action goes; any other legal one is answered with why not; once
        the step is done, nothing more is played in it (a card's choice may still try one)."""
        if self.step_done:
            return partial(tr, "lesson.press_next")
        why = judge(self.turn.match.state, self.step, self.done, action)
        return None if why is Tried.INTENDED else partial(self.why_text, why)

    def why_text(self, why: Tried) -> str:
        """The sentence for a legal action the step does not teach."""
        if why is Tried.SHAPE:
            return tr(SHAPE_KEYS[self.turn.match.state.rules.capture])
        return tr(WHY_KEYS[why], task=self.task_text)

    def played(self, played: Played) -> None:
        """Count the learner's actions; the last one of the step ends it. The opponent's seat
        never thinks in a lesson: where the step's words tell its answer, the teacher plays
        that answer (and the board shows it)."""
        self.turn.drop_notices()  # the step's own sentence says what happened
        if played.side != WHITE:
            return
        self.done += 1
        if self.done == len(self.step.plays):
            self.step_done = True
            if self.step.reply is not None:
                self.turn.play_answer(parse_action(self.step.reply, played.after.size))
            self.turn.finish(partial(tr, "lesson.press_next"))
            self.turn.sound("win" if self.last_step else "hint")

    def finish(self) -> bool:
        """A step that ends the game has already been told by the step's own sentence."""
        return False

    def shows_danger(self, setting: str) -> bool:
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
            self.room.leave()
        elif command is Command.END_TURN and not self._can_end:
            self._say_no("lesson.key.end")
        else:
            return False  # an end of a chain is judged like any action
        return True

    @property
    def _can_end(self) -> bool:
        turn = self.turn
        return turn.accepting() and Action(act.END) in turn.match.legal_actions()

    def _say_no(self, key: str) -> None:
        """A key with nothing to do in this step: its reason in words (no cell to flash)."""
        if not self.menu_open:
            self.turn.say_no(partial(tr, key))

    def panel_buttons(self, standard: list[ButtonEntry]) -> list[ButtonEntry]:
        """Hint, Again and Lessons on the first row; below them Next, as wide as the panel,
        after End where the rule set chains captures (E does the same)."""
        playing = not self.step_done and not self.menu_open
        entries: list[ButtonEntry] = [
            (tr("button.hint"), self.show_hint, playing and self.turn.hint is None),
            (tr("lesson.again"), self.again, not self.menu_open),
            (tr("lesson.lessons"), self.room.show_lessons, not self.menu_open),
        ]
        if self.turn.match.state.rules.chain is not Chain.NONE:
            entries.append((tr("button.end_turn"), self._end_turn, self._can_end))
        entries.append((tr("button.next"), self.next_step, self.step_done and not self.menu_open))
        return entries

    def _end_turn(self) -> None:
        self.turn.end_turn()

    def panel_lines(self, model: HudModel) -> HudModel:
        """The panel without the move list and the news: the step's plaque stands there, and
        without the turn plaque: the learner always acts (the card's arrow says so), and the
        step's words need the room. The opponent is named by its colour: nobody plays it in a
        lesson. In placement the hands count what the step asks for (two pieces), not the
        game's twelve."""
        model = replace(model, moves=(), news=(), turn="")
        you, other = model.cards
        if self.turn.match.state.phase == PLACEMENT:
            you = replace(you, in_hand=len(self.step.plays) - self.done)
            other = replace(other, in_hand=0)
        cards = (
            replace(you, name=tr("lesson.you")),
            replace(other, name=tr("side.dark"), thinking=False),
        )
        if not self.step_done:
            return replace(model, cards=cards)
        cards = (replace(cards[0], active=False), replace(cards[1], active=False))
        prompt = self.turn.refusal_text or tr("lesson.press_next")
        return replace(model, cards=cards, turn_dark=None, prompt=prompt)

    # -----------------------------------------------------------------------------------------
    # The lesson's way through its steps

    def show_hint(self) -> None:
        """H: mark the action the step waits for (any legal one where any will do)."""
        turn = self.turn
        if self.step_done or not turn.accepting() and not turn.asking:
            return
        wanted = self.step.wanted(self.done, turn.match.state)
        action = wanted if wanted is not None else turn.match.legal_actions()[0]
        turn.show_hint(Hint(action, partial(tr, "lesson.hint")))

    @property
    def last_step(self) -> bool:
        """The step shown is the lesson's last."""
        return self.index == len(self.lesson.steps) - 1

    def next_step(self) -> None:
        """Enter / Next: the next step, or at the end the lesson finished."""
        if not self.step_done:
            return
        if self.last_step:
            self.lesson_done = self.menu_open = True
            self.room.lesson_finished()
            return
        self.index += 1
        self._restart()

    def again(self) -> None:
        """U / Again: the step from its position once more."""
        if not self.menu_open:
            self._restart()

    def go_to_step(self, index: int) -> None:
        """The step picker: step `index`, from its position, under the menu."""
        self.index, self.lesson_done = index, False
        self._restart()

    def _restart(self) -> None:
        self.turn.reset(self.new_match())
        self.done = 0
        self.step_done = False

    def open_menu(self) -> None:
        """Lessons: the menu of every lesson, over the step."""
        self.menu_open = True

    def close_menu(self) -> None:
        """Esc on the menu: back to the step, or out once the lesson is finished."""
        if self.lesson_done:
            self.room.leave()
        else:
            self.menu_open = False

    # -----------------------------------------------------------------------------------------
    # What is shown

    @property
    def task_text(self) -> str:
        """What the step asks."""
        return tr(f"lesson.{self.lesson.rules}.{self.step.name}.task")

    @property
    def done_text(self) -> str:
        """What the step's action did and why."""
        return tr(f"lesson.{self.lesson.rules}.{self.step.name}.done")

    def plaque(self) -> Plaque:
        """The lesson and step, and the task, or once it is done what happened and why."""
        heading = tr(
            "lesson.progress",
            lesson=self.name,
            step=self.index + 1,
            steps=len(self.lesson.steps),
        )
        body = self.done_text if self.step_done else self.task_text
        return Plaque(heading, body, self.step_done)

    def menu(self, done: frozenset[str]) -> LessonMenu:
        """The lessons' menu, `done` the lessons finished (marked so); the focus on the next
        lesson once this one is finished, on this one before."""
        lessons = tuple(
            (
                tr("lesson.menu.done", name=lesson_name(RULESETS[name]))
                if name in done
                else lesson_name(RULESETS[name]),
                RULESETS[name],
            )
            for name in LESSON_ORDER
        )
        return LessonMenu(
            title=tr("lesson.finished" if self.lesson_done else "lesson.lessons"),
            line=tr("lesson.choose" if self.lesson_done else "lesson.choose_any"),
            lessons=lessons,
            step=self.index,
            steps=len(self.lesson.steps),
            first_game=self.lesson_done,
            focus=LESSON_ORDER.index(self.lesson.rules) + self.lesson_done,
        )
