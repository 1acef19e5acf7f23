"""A stage of the journey on the board: a challenge from its set position, or a game against
the computer whose result the journey keeps.

`ChallengeScene` is the board with a referee (the scene is the board's coach): after each of
the player's turns it looks the position up in the challenge's solution tree (the verifier
proved the tree lists every turn that works). On the tree, the opponent answers with the
tree's best defence at once; off it, the real computer answers, the answer is shown, and Retry
(Enter, R or U) starts again instantly. The goal, the moves left and the tries stay in the
side panel; success plays a short celebration. A hint shows the tree's next action and costs a
star. `JourneyGame` is the coach of a game stage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import Enum
from functools import partial
from math import cos, pi, sin

import pygame

from seega import i18n
from seega.ai.hints import HintReason, Why, hint_reason
from seega.challenges.goals import GoalKind, Shortfall, opponent_blocked, shortfall
from seega.challenges.journey import Stage, StageResult, stars_for
from seega.challenges.prove import Prover
from seega.challenges.verify import replay_turn, turn_words
from seega.core import BLACK, WHITE, Action, GameState, apply_action, parse_action
from seega.core.line import Played
from seega.core.players import MASTER_LEVEL
from seega.core.state import SIDE_COLOURS
from seega.game import factory
from seega.game.match import Match, Seat
from seega.game.worker import CHOOSE, Answer, Request, Thinker
from seega.i18n import tr
from seega.play import narration, traces
from seega.play.coach import ButtonEntry, Command, PlainGame, Words
from seega.play.hud_model import HudModel
from seega.play.labels import goal_text, miss_text
from seega.play.session import Hint
from seega.ui.play import flow
from seega.ui.play.board_display import BUTTON_PADDING, BUTTON_TEXT
from seega.ui.play.board_scene import PANEL_RECT, BoardScene
from seega.ui.render.hud import PADDING as HUD_PADDING
from seega.ui.render.hud import hud_regions, hud_text_boxes
from seega.ui.render.stars import draw_star
from seega.ui.render.text import (
    READING_MIN_PX,
    TextBox,
    draw_box,
    fitted_paragraph,
    paragraph_boxes,
)
from seega.ui.render.theme import CORNER_RADIUS, GOLD, GOLD_LIGHT, KOHL, LAPIS_DARK, PAPYRUS
from seega.ui.render.widgets import Button, FocusGroup, panel_image, row_widths
from seega.ui.services.context import AppContext
from seega.ui.services.routes import StageLink
from seega.ui.shell.scene import Scene

# The result plaque over the side panel's foot (where the board's buttons stood: a finished
# try has none), so the board stays in view with the opponent's answer on it; its text and
# its buttons.
RESULT_RECT = pygame.Rect(0, 0, PANEL_RECT.width, 330)
RESULT_RECT.bottomleft = PANEL_RECT.bottomleft
RESULT_TITLE_SIZE = 40
RESULT_TEXT_SIZE = 24
# The buttons share the card's width by what their labels need (Arabic "Retry" is long), at
# the size of the board's buttons, which stood there before.
RESULT_BUTTON_HEIGHT = 52
RESULT_BUTTON_GAP = 12
RESULT_BUTTON_MARGIN = 18
STAR_RADIUS = 22
STAR_GAP = 60
# A star not earned: grey stone.
STAR_UNEARNED = (120, 110, 96)
# The celebration: gold stars rising from the board for this long (ms).
CELEBRATION_MS = 1600
CELEBRATION_STARS = 24
CELEBRATION_RISE_PX = 260
# The goal's plaque in the side panel: its padding and text sizes.
PLAQUE_PADDING = 10
PLAQUE_TEXT = 22
PLAQUE_STATUS_TEXT = 20
# Keys that retry at once, whatever has the focus.
RETRY_KEYS = (pygame.K_r, pygame.K_u)


class Status(Enum):
    """Where a try stands."""

    PLAYING = "playing"  # every turn so far is on the solution tree
    WRONG = "wrong"  # a turn left the tree; waiting for the opponent's answer
    FAILED = "failed"  # the answer was shown; retry
    SOLVED = "solved"


class ScriptedThinker:
    """The opponent of a challenge: the solution tree's defence where the tree has one for the
    position, the real computer everywhere else (started only when first needed).

    Questions passed on keep their ids, unique for the whole run, so an answer meant for an
    earlier try of the shared computer is never taken for this one."""

    def __init__(self, real: Callable[[], Thinker]) -> None:
        self._real = real
        self._passed: set[int] = set()  # ids of the questions the real computer was asked
        self.script: dict[GameState, Action] = {}
        self._ready: list[Answer] = []
        self.quiet = False  # the challenge is over: questions are not worth a search

    def submit(self, request: Request) -> None:
        """Answer from the script at once, or pass the question on (unless quiet)."""
        if self.quiet:
            return
        action = self.script.get(request.state)
        if action is not None:
            self._ready.append(Answer(request.id, request.state, action))
            return
        self._passed.add(request.id)
        self._real().submit(request)

    def poll(self, kind: str = CHOOSE) -> list[Answer]:
        """The scripted answers (all choices), then the real computer's answers of `kind` to this
        thinker's questions."""
        ready: list[Answer] = []
        if kind == CHOOSE:
            ready, self._ready = self._ready, []
        if self._passed:
            for got in self._real().poll(kind):
                if got.id in self._passed:
                    self._passed.discard(got.id)
                    ready.append(got)
        return ready

    def cancel(self, request_id: int) -> None:
        """Drop a scripted answer not yet taken, or cancel the question passed on."""
        self._ready = [got for got in self._ready if got.id != request_id]
        if request_id in self._passed:
            self._passed.discard(request_id)
            self._real().cancel(request_id)

    def close(self) -> None:
        """Nothing of its own to close: the real computer is shared by the whole game."""


class ChallengeScene(Scene):
    """One challenge on the board (see the module docstring)."""

    def __init__(self, context: AppContext, stage: Stage, link: StageLink) -> None:
        assert stage.challenge is not None
        super().__init__()
        self.context = context
        self.challenge = stage.challenge
        self.stage = stage
        self.link = link
        self.start = self.challenge.start_state()
        self.solver = self.start.to_move
        self.prover = Prover(self.challenge.goal, self.start)
        self.board = BoardScene(context, self._new_match(), saving=False, coach=self)
        self.tries = 1
        self.hints = 0
        self.status = Status.PLAYING
        self.left = self.challenge.goal.turns
        self.answer = ""  # the opponent's answer to a wrong turn, in notation
        self.miss: Shortfall | None = None  # what the failed try got wrong
        self.result = FocusGroup([], on_feedback=context.click)
        self.celebrated_at: int | None = None
        self._turn: list[str] = []  # the actions of the turn under way, in notation
        self._said: list[str] = []  # the same with their captures, as the move list writes
        self._node: list[dict[str, object]] = []
        self._expected: dict[GameState, dict[str, object]] = {}
        self._replies: dict[GameState, dict[str, object]] = {}  # the defences, by position
        self._enter_node(self.challenge.solution, self.start)

    def enter(self) -> None:
        self.board.enter()
        self.board.view.banner(self.side_banner(), self.board.now)

    def exit(self) -> None:
        self.board.exit()

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)

    def side_banner(self) -> str:
        """The opening banner names the colour the player has here (stages switch it)."""
        side = SIDE_COLOURS[self.solver]
        return tr(f"challenge.banner.{side}")

    def _new_match(self) -> Match:
        you, computer = Seat.human(), Seat.computer(MASTER_LEVEL)
        seats = (you, computer) if self.solver == WHITE else (computer, you)
        self.scripted = ScriptedThinker(self.context.computer.thinker)
        # A challenge is a puzzle, never against the clock: the pace without its think time.
        pace = replace(flow.pace(self.context), think_time_s=0).with_thinker(self.scripted)
        return factory.from_position(pace, self.start, seats)

    # -----------------------------------------------------------------------------------------
    # The referee (the board's coach)

    def judge(self, action: Action) -> Words | None:
        """Every legal action is tried: the tree judges the whole turn once it is played."""
        return None

    def finish(self) -> bool:
        """The game ended: the referee has already judged the turn that ended it."""
        return False

    def shows_danger(self, setting_says: bool) -> bool:
        return traces.danger_on(self.context.settings.show_danger, self.board.match, self.stage)

    def command(self, command: Command) -> bool:
        """U tries again, H shows the tree's next action, Esc goes back to the journey;
        nothing is redone in a challenge."""
        if command is Command.HINT:
            self.show_hint()
        elif command is Command.UNDO:
            self.retry()
        elif command is Command.MENU:
            self.leave()
        return command in (Command.HINT, Command.UNDO, Command.REDO, Command.MENU)

    def panel_buttons(self, standard: list[ButtonEntry]) -> list[ButtonEntry]:
        return standard

    def _enter_node(self, node: list[dict[str, object]], state: GameState) -> None:
        """The solver is to play from `state`; `node` lists the turns that work."""
        self._node = node
        self._expected = {
            replay_turn(state, str(entry["play"]), self.prover, True).after: entry for entry in node
        }

    def _turn_over(self, after: GameState, side: int) -> bool:
        if after.outcome is not None or after.to_move != side:
            return True
        block = self.challenge.goal.kind is GoalKind.BLOCK
        return block and side == self.solver and opponent_blocked(after, self.solver)

    def played(self, played: Played) -> None:
        """Follow the solution tree: the solver's turn on it or off it, the defence's answer."""
        if self.status in (Status.SOLVED, Status.FAILED):
            return
        self._turn.append(played.action.notation(played.before.size))
        self._said.append(narration.shown_notation(played))
        if not self._turn_over(played.after, played.side):
            return
        words, self._turn, self._said = " ".join(self._said), [], []
        if played.side == self.solver:
            self._solver_turn_done(played.after)
        else:
            self._reply_done(played.after, words)

    def _solver_turn_done(self, after: GameState) -> None:
        entry = self._expected.get(after) if self.status is Status.PLAYING else None
        if entry is None:
            self.status = Status.WRONG
            self.scripted.script.clear()
            if after.outcome is not None or after.to_move == self.solver:
                self._fail()
            return
        self.left -= self.challenge.goal.kind is not GoalKind.KEEP
        replies = entry.get("replies")
        if not isinstance(replies, list):
            self._solve()
            return
        self._replies = {
            replay_turn(after, str(reply["reply"]), self.prover, False).after: reply
            for reply in replies
        }
        self._script(after, str(replies[0]["reply"]))  # the best defence, first in the tree

    def _script(self, state: GameState, text: str) -> None:
        """The opponent will play the turn `text` from `state`, action by action."""
        self.scripted.script.clear()
        for word in turn_words(text):
            action = parse_action(word, state.size)
            self.scripted.script[state] = action
            state = apply_action(state, action)[0]

    def _reply_done(self, after: GameState, words: str) -> None:
        if self.status is Status.WRONG:
            self.answer = words
            self._fail()
            return
        reply = self._replies.get(after)
        if reply is None:  # the tree answers every reply; a changed rule would land here
            self.status = Status.WRONG
            self.answer = words
            self._fail()
            return
        if self.challenge.goal.kind is GoalKind.KEEP:
            self.left -= 1
        turns = reply.get("turns")
        if not isinstance(turns, list):
            self._solve()
            return
        self._enter_node(turns, after)

    def _fail(self) -> None:
        goal = self.challenge.goal
        self.miss = shortfall(goal, self.start, self.board.match.state, self.solver)
        self.scripted.quiet = True
        self.status = Status.FAILED
        self.board.session.finish()
        self.context.audio.play("loss")
        self._result_buttons(
            [
                (tr("button.retry"), self.retry),
                (tr("button.hint"), self._hint_and_retry),
                (tr("button.journey"), self.leave),
            ]
        )

    def _solve(self) -> None:
        self.scripted.quiet = True
        self.status = Status.SOLVED
        board = self.board
        board.session.finish()
        self.celebrated_at = board.now
        self.context.audio.play("win")
        board.view.banner(tr("challenge.solved"), board.view.settled_ms(board.now))
        stars = stars_for(self.tries <= self.stage.par, self.hints)
        self.link.report(StageResult(stars, self.tries, self.hints))
        self._result_buttons(
            [
                (tr("button.next_stage"), self.next_stage),
                (tr("button.retry"), self.retry),
                (tr("button.journey"), self.leave),
            ]
        )

    @property
    def stars(self) -> int:
        """The stars this try earns if solved."""
        return stars_for(self.tries <= self.stage.par, self.hints)

    def stars_missed(self) -> list[str]:
        """Why each star not earned was missed: too many tries for par, a hint shown."""
        missed = []
        if self.tries > self.stage.par:
            missed.append(tr("challenge.star.par", tries=self.tries, par=self.stage.par))
        if self.hints:
            missed.append(tr("challenge.star.hint"))
        return missed

    def _result_buttons(self, entries: list[tuple[str, Callable[[], None]]]) -> None:
        shown = i18n.reading_order(entries)
        room = RESULT_RECT.width - 2 * RESULT_BUTTON_MARGIN
        labels = [label for label, _ in shown]
        widths = row_widths(labels, BUTTON_TEXT, BUTTON_PADDING, room, RESULT_BUTTON_GAP)
        x = RESULT_RECT.x + RESULT_BUTTON_MARGIN
        y = RESULT_RECT.bottom - RESULT_BUTTON_HEIGHT - 24
        buttons = []
        for (label, command), width in zip(shown, widths, strict=True):
            rect = pygame.Rect(x, y, width, RESULT_BUTTON_HEIGHT)
            buttons.append(Button(rect, label, command, size=BUTTON_TEXT, padding=BUTTON_PADDING))
            x += width + RESULT_BUTTON_GAP
        self.result.widgets = i18n.reading_order(buttons)  # Tab follows the reading order
        self.result.focus = self.result.widgets[0]
        self.result.focus_visible = True

    # -----------------------------------------------------------------------------------------
    # Commands

    def retry(self) -> None:
        """Start the challenge again from its position, at once."""
        self.board.restart(self._new_match())
        self.status = Status.PLAYING
        self.left = self.challenge.goal.turns
        self.answer = ""
        self.miss = None
        self.result.widgets = []
        self.celebrated_at = None
        self._turn, self._said = [], []
        self.tries += 1
        self._enter_node(self.challenge.solution, self.start)

    def _hint_and_retry(self) -> None:
        self.retry()
        self.show_hint()

    def leave(self) -> None:
        """Back to the journey."""
        self.stack.pop()

    def next_stage(self) -> None:
        """Back to the journey, which opens the next stage."""
        self.stack.pop()
        self.link.next_stage()

    def show_hint(self) -> None:
        """H: the next action of a turn that works (from the tree); it costs a star."""
        session = self.board.session
        if self.status is not Status.PLAYING or not session.match.human_to_act:
            return
        if session.hint is not None:
            return
        for entry in self._node:
            words = turn_words(str(entry["play"]))
            if words[: len(self._turn)] == self._turn and len(words) > len(self._turn):
                self.hints += 1
                action = parse_action(words[len(self._turn)], self.start.size)
                session.show_hint(Hint(action, partial(self._hint_line, action)))
                return

    def _hint_line(self, hint: Action) -> str:
        """What the shown action achieves: a capture, a block, a piece saved, a threat
        answered, or else that it keeps the goal within reach (the tree's action does)."""
        state = self.board.match.state
        reason = hint_reason(state, hint, None)
        if reason.why in (Why.BEST, Why.LOSES_LEAST):
            reason = HintReason(Why.GOAL)
        return narration.hint_line(hint, reason, state.size, self.board.hint_threat())

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.status in (Status.SOLVED, Status.FAILED):
            if event.type == pygame.KEYDOWN and event.key in RETRY_KEYS:
                self.retry()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.leave()
            else:
                self.result.handle_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.retry()
            return
        self.board.handle_event(event)

    # -----------------------------------------------------------------------------------------
    # Drawing

    def panel_lines(self, model: HudModel) -> HudModel:
        """The side panel with room for the goal's plaque above the move list. Once the try
        is over, the plaque under the cards says how it ended, and nobody is thinking."""
        model = replace(model, goal_height=self._plaque_height(), quiet=self._stall_count(model))
        named = tuple(
            card if (side == self.solver) else replace(card, name=tr("challenge.opponent"))
            for side, card in zip((WHITE, BLACK), model.cards, strict=True)
        )
        model = replace(model, cards=(named[0], named[1]))
        if self.status not in (Status.SOLVED, Status.FAILED):
            return model
        cards = tuple(replace(card, active=False, thinking=False) for card in model.cards)
        solved = self.status is Status.SOLVED
        ended = tr("challenge.solved" if solved else "challenge.wrong")
        return replace(model, cards=(cards[0], cards[1]), turn=ended, turn_dark=None, prompt="")

    def _stall_count(self, model: HudModel) -> tuple[int, int] | None:
        """The stall counter, only when a stall could come before the try runs out of moves:
        in a one-move challenge it counted towards something that cannot happen."""
        if model.quiet is None or self.challenge.goal.kind is GoalKind.STALL:
            return model.quiet
        quiet, limit = model.quiet
        plies_left = 2 * max(0, self.left)  # each move left, and the answer to it
        return model.quiet if quiet + plies_left >= limit else None

    def _plaque_height(self) -> int:
        """The goal's lines and the status's at their sizes, and the padding."""
        width = PANEL_RECT.width - 2 * (HUD_PADDING + PLAQUE_PADDING)
        room = pygame.Rect(0, 0, width, 0)
        goal = paragraph_boxes(goal_text(self.challenge), room, PLAQUE_TEXT, PAPYRUS)
        return goal[-1].rect.bottom + self._status_height(width) + 2 * PLAQUE_PADDING

    def _status_text(self) -> str:
        """Moves left and the try's number; after a failed try, that it failed."""
        if self.status is Status.FAILED:  # the try is over: no move is left in it
            return tr("challenge.try_failed", count=self.tries, next=self.tries + 1)
        moves = tr("challenge.moves_left", count=max(0, self.left))
        return f"{moves} · {tr('challenge.tries', count=self.tries)}"

    def _status_height(self, width: int) -> int:
        """The status's lines at their size (a long one takes two rather than shrinking)."""
        room = pygame.Rect(0, 0, width, 0)
        lines = paragraph_boxes(self._status_text(), room, PLAQUE_STATUS_TEXT, GOLD_LIGHT, True)
        return lines[-1].rect.bottom

    def goal_plaque(self) -> pygame.Rect:
        """Where the goal, the moves left and the try number stand: above the move list."""
        board = self.board
        regions = hud_regions(PANEL_RECT, board.panel_model(), board.hud_bottom())
        assert regions.goal is not None  # the model always keeps room for it
        return regions.goal

    def _goal_boxes(self) -> list[TextBox]:
        plaque = self.goal_plaque().inflate(-2 * PLAQUE_PADDING, -2 * PLAQUE_PADDING)
        status_height = self._status_height(plaque.width)
        goal_area = pygame.Rect(plaque.x, plaque.y, plaque.width, plaque.height - status_height)
        status_area = pygame.Rect(plaque.x, goal_area.bottom, plaque.width, status_height)
        goal = fitted_paragraph(
            goal_text(self.challenge), goal_area, PLAQUE_TEXT, PAPYRUS, floor_px=READING_MIN_PX
        )
        status = fitted_paragraph(
            self._status_text(),
            status_area,
            PLAQUE_STATUS_TEXT,
            GOLD_LIGHT,
            bold=True,
            align="center",
            floor_px=READING_MIN_PX,
        )
        return [*goal, *status]

    def _draw_goal(self, surface: pygame.Surface) -> None:
        plaque = self.goal_plaque()
        pygame.draw.rect(surface, LAPIS_DARK, plaque, border_radius=CORNER_RADIUS)
        pygame.draw.rect(surface, GOLD, plaque, 3, border_radius=CORNER_RADIUS)
        for box in self._goal_boxes():
            draw_box(surface, box)

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        board.draw_game(surface)
        self._draw_goal(surface)
        if board.dialog is not None:
            board.dialog.draw(surface, board.now)
        if self.celebrated_at is not None:
            self._draw_celebration(surface, board.now - self.celebrated_at)
        if self.status in (Status.SOLVED, Status.FAILED) and not board.view.busy(board.now):
            # Opaque: the panel's lines it covers must not show through its text.
            surface.blit(panel_image(RESULT_RECT.size, alpha=255), RESULT_RECT.topleft)
            for box in self._result_boxes():
                draw_box(surface, box)
            if self.status is Status.SOLVED:
                self._draw_stars(surface)
            self.result.draw(surface)

    def _result_boxes(self) -> list[TextBox]:
        inner = RESULT_RECT.inflate(-48, -32)
        title_key = "challenge.solved" if self.status is Status.SOLVED else "challenge.wrong"
        title = TextBox(
            tr(title_key),
            pygame.Rect(inner.x, inner.y, inner.width, 52),
            RESULT_TITLE_SIZE,
            LAPIS_DARK,
            bold=True,
        )
        if self.status is Status.SOLVED:
            body = " ".join((tr("challenge.stars", stars=self.stars), *self.stars_missed()))
            top = inner.y + 52 + 2 * STAR_RADIUS + 16
        else:
            body = (
                tr("challenge.answer", move=self.answer) if self.answer else tr("challenge.missed")
            )
            if self.miss is not None:
                body = f"{miss_text(self.miss)} {body}"
            top = inner.y + 60
        area = pygame.Rect(inner.x, top, inner.width, RESULT_RECT.bottom - 96 - top)
        return [title, *fitted_paragraph(body, area, RESULT_TEXT_SIZE, KOHL, align="center")]

    def _draw_stars(self, surface: pygame.Surface) -> None:
        """Three stars, the earned ones first from the reading side (from the right in
        Arabic, as the rest of the screen mirrors)."""
        centre_y = RESULT_RECT.y + 16 + 52 + STAR_RADIUS + 4
        towards = -1 if i18n.is_rtl() else 1
        for index in range(3):
            x = RESULT_RECT.centerx + (index - 1) * STAR_GAP * towards
            colour = GOLD if index < self.stars else STAR_UNEARNED
            draw_star(surface, (x, centre_y), STAR_RADIUS, colour)

    def _draw_celebration(self, surface: pygame.Surface, elapsed: int) -> None:
        if elapsed >= CELEBRATION_MS:
            return
        share = elapsed / CELEBRATION_MS
        centre = self.board.view.layout.grid_rect.center
        for index in range(CELEBRATION_STARS):
            angle = 2 * pi * index / CELEBRATION_STARS
            spread = 60 + (index % 5) * 40
            x = centre[0] + cos(angle) * spread * (0.3 + share)
            y = centre[1] + sin(angle) * spread * 0.4 - CELEBRATION_RISE_PX * share
            radius = max(2, round((8 + index % 4 * 3) * (1 - share)))
            draw_star(surface, (round(x), round(y)), radius, GOLD_LIGHT)

    def text_boxes(self) -> list[TextBox]:
        board = self.board
        boxes = hud_text_boxes(PANEL_RECT, board.panel_model(), board.hud_bottom())
        boxes += self._goal_boxes() + board.buttons.text_boxes()
        if self.status in (Status.SOLVED, Status.FAILED):
            boxes += self._result_boxes() + self.result.text_boxes()
        return boxes


class JourneyGame(PlainGame):
    """The coach of a game stage: the person against the computer from the empty board; a
    win is reported to the journey with its stars (par: pieces left; a hint costs one)."""

    def __init__(self, context: AppContext, stage: Stage, link: StageLink) -> None:
        assert stage.level is not None
        self.context = context
        self.stage = stage
        self.link = link
        seats = (Seat.human(), Seat.computer(stage.level))
        match = factory.new_game(flow.pace(context), stage.rules, stage.size, seats)
        self.board = BoardScene(context, match, saving=False, coach=self)

    def shows_danger(self, setting_says: bool) -> bool:
        return traces.danger_on(self.context.settings.show_danger, self.board.match, self.stage)

    def finish(self) -> bool:
        """A win is reported; the game-over screen follows as after any game."""
        session = self.board.session
        outcome = session.match.state.outcome
        if outcome is not None and outcome.winner == WHITE:
            left = session.match.state.count(WHITE)
            stars = stars_for(left >= self.stage.par, session.hints_asked)
            self.link.report(StageResult(stars, 1, session.hints_asked))
        return True


def stage_scene(context: AppContext, stage: Stage, link: StageLink) -> Scene:
    """The scene that plays `stage`."""
    if stage.challenge is not None:
        return ChallengeScene(context, stage, link)
    return JourneyGame(context, stage, link).board
