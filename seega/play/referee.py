"""The journey's referees, without a window: a challenge's `Referee` and the coach of a game
stage, `JourneyGame`.

After each of the player's turns the referee looks the position up in the challenge's
solution tree (the verifier proved the tree lists every turn that works). On the tree, the
opponent answers with the tree's best defence at once (`ScriptedThinker`); off it, the real
computer answers, the answer is shown, and the try has failed. The referee holds the try (its
status, the moves left, the tries and hints) and says, as values, what the goal's plaque and
the result card show and which choices the card offers; the scene
(`seega.ui.scenes.challenge`) draws them and routes the choices. A hint shows the tree's next
action and costs a star.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from functools import partial

from seega.ai.hints import HintReason, Why, answered_threat, hint_reason
from seega.challenges.goals import GoalKind, Shortfall, opponent_blocked, shortfall
from seega.challenges.journey import Stage, StageResult, stars_for
from seega.challenges.prove import Prover
from seega.challenges.verify import replay_turn, turn_words
from seega.core import BLACK, WHITE, Action, GameState, apply_action, parse_action
from seega.core.line import Played
from seega.core.players import MASTER_LEVEL
from seega.core.state import SIDE_COLOURS
from seega.game import factory
from seega.game.factory import Pace
from seega.game.match import Match, Seat
from seega.game.worker import A, Chosen, Failed, Request, Thinker
from seega.i18n import tr
from seega.play import narration
from seega.play.coach import Command, Hint, PlainGame
from seega.play.hud_model import HudModel
from seega.play.labels import goal_text, miss_text, origin_text
from seega.play.traces import danger_on

# A report of a stage's result to the journey.
Report = Callable[[StageResult], None]


class Status(Enum):
    """Where a try stands."""

    PLAYING = "playing"  # every turn so far is on the solution tree
    WRONG = "wrong"  # a turn left the tree; waiting for the opponent's answer
    FAILED = "failed"  # the answer was shown; retry
    SOLVED = "solved"


# The try is over in these: the result card shows, the board takes nothing more.
OVER = frozenset({Status.FAILED, Status.SOLVED})


class Choice(Enum):
    """What the result card offers; the scene routes each."""

    NEXT_STAGE = "button.next_stage"
    RETRY = "button.retry"
    HINT = "button.hint"  # a hint, on a fresh try
    JOURNEY = "button.journey"


@dataclass(frozen=True)
class GoalPlaque:
    """The goal's plaque above the move list: the goal, then the moves left and the try."""

    goal: str
    status: str


@dataclass(frozen=True)
class ResultCard:
    """How a try ended: its title and sentence, the stars earned (solved only, else None)
    and the card's choices in order."""

    title: str
    body: str
    stars: int | None
    choices: tuple[Choice, ...]


class ScriptedThinker:
    """The opponent of a challenge: the solution tree's defence where the tree has one for the
    position, the real computer everywhere else (started only when first needed).

    Questions passed on keep their ids, unique for the whole run, so an answer meant for an
    earlier try of the shared computer is never taken for this one."""

    def __init__(self, real: Callable[[], Thinker]) -> None:
        self._real = real
        self._passed: set[int] = set()  # ids of the questions the real computer was asked
        self.script: dict[GameState, Action] = {}
        self._ready: list[Chosen] = []
        self.quiet = False  # the challenge is over: questions are not worth a search

    def submit(self, request: Request) -> None:
        """Answer from the script at once, or pass the question on (unless quiet)."""
        if self.quiet:
            return
        action = self.script.get(request.state)
        if action is not None:
            self._ready.append(Chosen(request.id, request.state, action))
            return
        self._passed.add(request.id)
        self._real().submit(request)

    def poll(self, kind: type[A]) -> list[A | Failed]:
        """The scripted answers (all choices), then the real computer's answers of `kind` to this
        thinker's questions."""
        ready: list[A | Failed] = []
        if kind is Chosen:
            ready, self._ready = [got for got in self._ready if isinstance(got, kind)], []
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


class Referee(PlainGame):
    """One challenge's referee (see the module docstring). `pace` is the window's (a challenge
    is never against the clock), `real` starts the computer that answers off the tree,
    `report` tells the journey a solved try's result and `leave` goes back to it (Esc)."""

    def __init__(
        self,
        stage: Stage,
        pace: Pace,
        real: Callable[[], Thinker],
        report: Report,
        leave: Callable[[], None],
    ) -> None:
        assert stage.challenge is not None
        self.stage = stage
        self.challenge = stage.challenge
        self.pace = replace(pace, think_time_s=0)
        self.real = real
        self.report = report
        self.leave = leave
        self.start = self.challenge.start_state()
        self.solver = self.start.to_move
        self.prover = Prover(self.challenge.goal, self.start)
        self.scripted = ScriptedThinker(real)
        self.tries = 1
        self.hints = 0
        self.status = Status.PLAYING
        self.left = self.challenge.goal.turns
        self.answer = ""  # the opponent's answer to a wrong turn, in notation
        self.miss: Shortfall | None = None  # what the failed try got wrong
        self._turn: list[str] = []  # the actions of the turn under way, in notation
        self._said: list[str] = []  # the same with their captures, as the move list writes
        self._node: list[dict[str, object]] = []
        self._expected: dict[GameState, dict[str, object]] = {}
        self._replies: dict[GameState, dict[str, object]] = {}  # the defences, by position
        self._enter_node(self.challenge.solution, self.start)

    def new_match(self) -> Match:
        """A try from the challenge's position, against the scripted opponent."""
        you, computer = Seat.human(), Seat.computer(MASTER_LEVEL)
        seats = (you, computer) if self.solver == WHITE else (computer, you)
        self.scripted = ScriptedThinker(self.real)
        return factory.from_position(self.pace.with_thinker(self.scripted), self.start, seats)

    @property
    def over(self) -> bool:
        """The try is over (solved or failed)."""
        return self.status in OVER

    def side_banner(self) -> str:
        """The opening banner names the colour the player has here (stages switch it)."""
        return tr(f"challenge.banner.{SIDE_COLOURS[self.solver]}")

    # -----------------------------------------------------------------------------------------
    # The coach

    def finish(self) -> bool:
        """The game ended: the referee has already judged the turn that ended it."""
        return False

    def shows_danger(self, setting: str) -> bool:
        return danger_on(setting, self.turn.match, self.stage)

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

    def played(self, played: Played) -> None:
        """Follow the solution tree: the solver's turn on it or off it, the defence's answer."""
        if self.over:
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

    def panel_lines(self, model: HudModel) -> HudModel:
        """The opponent named as such, the stall counter only where it matters; once the try
        is over, the turn's plaque says how it ended, and nobody is thinking. `goal_height`
        is the scene's to set: it measures the goal's plaque."""
        model = replace(model, quiet=self._stall_count(model))
        named = tuple(
            card if (side == self.solver) else replace(card, name=tr("challenge.opponent"))
            for side, card in zip((WHITE, BLACK), model.cards, strict=True)
        )
        model = replace(model, cards=(named[0], named[1]))
        if not self.over:
            return model
        cards = tuple(replace(card, active=False, thinking=False) for card in model.cards)
        ended = tr("challenge.solved" if self.status is Status.SOLVED else "challenge.wrong")
        return replace(model, cards=(cards[0], cards[1]), turn=ended, turn_dark=None, prompt="")

    def _stall_count(self, model: HudModel) -> tuple[int, int] | None:
        """The stall counter, only when a stall could come before the try runs out of moves:
        in a one-move challenge it counted towards something that cannot happen."""
        if model.quiet is None or self.challenge.goal.kind is GoalKind.STALL:
            return model.quiet
        quiet, limit = model.quiet
        plies_left = 2 * max(0, self.left)  # each move left, and the answer to it
        return model.quiet if quiet + plies_left >= limit else None

    # -----------------------------------------------------------------------------------------
    # The solution tree

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
        self.miss = shortfall(goal, self.start, self.turn.match.state, self.solver)
        self.scripted.quiet = True
        self.status = Status.FAILED
        self.turn.finish()
        self.turn.sound("loss")

    def _solve(self) -> None:
        self.scripted.quiet = True
        self.status = Status.SOLVED
        self.turn.finish()
        self.turn.sound("win")
        self.report(StageResult(self.stars, self.tries, self.hints))

    # -----------------------------------------------------------------------------------------
    # Commands

    def retry(self) -> None:
        """Start the challenge again from its position, at once."""
        self.turn.reset(self.new_match())
        self.status = Status.PLAYING
        self.left = self.challenge.goal.turns
        self.answer = ""
        self.miss = None
        self._turn, self._said = [], []
        self.tries += 1
        self._enter_node(self.challenge.solution, self.start)

    def hint_and_retry(self) -> None:
        """The failed card's Hint: a fresh try with the tree's first action shown."""
        self.retry()
        self.show_hint()

    def show_hint(self) -> None:
        """H: the next action of a turn that works (from the tree); it costs a star."""
        turn = self.turn
        if self.status is not Status.PLAYING or not turn.match.human_to_act:
            return
        if turn.hint is not None:
            return
        for entry in self._node:
            words = turn_words(str(entry["play"]))
            if words[: len(self._turn)] == self._turn and len(words) > len(self._turn):
                self.hints += 1
                action = parse_action(words[len(self._turn)], self.start.size)
                turn.show_hint(Hint(action, partial(self._hint_line, action)))
                return

    def _hint_line(self, hint: Action) -> str:
        """What the shown action achieves: a capture, a block, a piece saved, a threat
        answered, or else that it keeps the goal within reach (the tree's action does)."""
        state = self.turn.match.state
        reason = hint_reason(state, hint, None)
        if reason.why in (Why.BEST, Why.LOSES_LEAST):
            reason = HintReason(Why.GOAL)
        threat = answered_threat(state, hint)
        return narration.hint_line(hint, reason, state.size, threat)

    # -----------------------------------------------------------------------------------------
    # What is shown

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

    def plaque(self) -> GoalPlaque:
        """The goal (and, for a challenge made from the player's own game, the game and move it
        came from, on a line of its own); the moves left and the try's number, or after a
        failed try that it failed (no move is left in it)."""
        if self.status is Status.FAILED:
            status = tr("challenge.try_failed", count=self.tries, next=self.tries + 1)
        else:
            moves = tr("challenge.moves_left", count=max(0, self.left))
            status = f"{moves} · {tr('challenge.tries', count=self.tries)}"
        goal, origin = goal_text(self.challenge), origin_text(self.challenge)
        return GoalPlaque(f"{goal}\n{origin}" if origin else goal, status)

    def result(self) -> ResultCard | None:
        """The result card once the try is over (None while it goes on)."""
        if self.status is Status.SOLVED:
            body = " ".join((tr("challenge.stars", stars=self.stars), *self.stars_missed()))
            choices = (Choice.NEXT_STAGE, Choice.RETRY, Choice.JOURNEY)
            return ResultCard(tr("challenge.solved"), body, self.stars, choices)
        if self.status is not Status.FAILED:
            return None
        body = tr("challenge.answer", move=self.answer) if self.answer else tr("challenge.missed")
        if self.miss is not None:
            body = f"{miss_text(self.miss)} {body}"
        choices = (Choice.RETRY, Choice.HINT, Choice.JOURNEY)
        return ResultCard(tr("challenge.wrong"), body, None, choices)


class JourneyGame(PlainGame):
    """The coach of a game stage: the person against the computer from the empty board; a
    win is reported to the journey with its stars (par: pieces left; a hint costs one)."""

    def __init__(self, stage: Stage, report: Report) -> None:
        assert stage.level is not None
        self.stage = stage
        self.report = report

    def new_match(self, pace: Pace) -> Match:
        """The stage's game at the window's `pace`, the person as Light."""
        assert self.stage.level is not None
        seats = (Seat.human(), Seat.computer(self.stage.level))
        return factory.new_game(pace, self.stage.rules, self.stage.size, seats)

    def shows_danger(self, setting: str) -> bool:
        return danger_on(setting, self.turn.match, self.stage)

    def finish(self) -> bool:
        """A win is reported; the game-over screen follows as after any game."""
        turn = self.turn
        outcome = turn.match.state.outcome
        if outcome is not None and outcome.winner == WHITE:
            left = turn.match.state.count(WHITE)
            stars = stars_for(left >= self.stage.par, turn.hints_asked)
            self.report(StageResult(stars, 1, turn.hints_asked))
        return True
