"""A turn on the board, without a window: what the person has chosen, what waits, what is asked.

The board scene is a view and an input adapter around a `TurnSession`; the session holds the
turn's state in one explicit `Mode` (docs/architecture.md has the table of modes and
transitions) and changes it only through its methods. What differs between a game, a lesson
and a challenge is the `Coach` passed in, never a subclass. Sentences are kept as `Words`
(worded when shown), so a language changed mid-game shows at once. Input that arrives while a
card closes belongs to the closing card (`swallows`), never to a button that lay beneath it.

No pygame here: the session is driven in tests by a `Table` that records what it is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Protocol

from seega.ai.hints import answered_threat, hint_reason
from seega.anim import Stopwatch
from seega.core import Action, Event, EventKind, opponent
from seega.core import actions as act
from seega.core.line import Played
from seega.core.refusals import Refusal, refusal
from seega.core.rulesets import Chain
from seega.game.match import Match
from seega.i18n import tr
from seega.play import narration
from seega.play.board_input import Picker, Result
from seega.play.coach import Coach, Hint, Words
from seega.play.hud_model import clock_is_low

# A screen rectangle (x, y, width, height): where a card stood.
Area = tuple[int, int, int, int]
Point = tuple[int, int]

# A card closed by a click keeps the presses this close to that click (px, each way) for this
# long (ms): the second click of a double click on Pass must not press the panel button that
# lay under it (Again, Undo, Menu). SDL's own double-click time and radius.
DOUBLE_CLICK_MS = 500
DOUBLE_CLICK_PX = 32
# A notice that closed by itself keeps the presses where it stood this long (ms): a click aimed
# at its OK must not press the button that lay under it.
VANISHED_MS = 900
# A refused click's reason stays in the panel this long (ms).
REFUSAL_MS = 3500
# After this long without input on the person's turn, the pieces that can move are marked.
IDLE_HINT_MS = 6000


class Mode(Enum):
    """Where a turn stands for the person at the board."""

    IDLE = "idle"  # nothing chosen (or the computer, or the animation, is acting)
    PIECE_CHOSEN = "piece chosen"  # a piece is chosen: its targets wait for the next click
    CHAIN = "chain"  # a chain of captures is under way: capture again, or end the turn
    RANSOM = "ransom"  # the cells of a ransom are being picked on the board
    QUESTION = "question"  # a card asks a choice only a person can make (pass, accept, ...)
    NOTICE = "notice"  # a card says what the rules made happen; the game waits for it
    FINISHED = "finished"  # the game (or the lesson's step, the challenge's try) is over


# The modes in which the board takes a person's click (with the person to act, the view still).
PLAYING_MODES = frozenset({Mode.IDLE, Mode.PIECE_CHOSEN, Mode.CHAIN, Mode.RANSOM})
# The modes in which the last turn may be shown again: not while a card waits or a chain's
# piece, a ransom's cells, are chosen on the board.
REPLAY_MODES = frozenset({Mode.IDLE, Mode.PIECE_CHOSEN, Mode.FINISHED})


@dataclass(frozen=True)
class Card:
    """A card over the board: a notice (closes by itself) or a question (waits for a choice)."""

    title: Words
    body: Words
    choices: tuple[tuple[Words, Callable[[], None]], ...]
    notice: bool


class Table(Protocol):
    """What the session asks of whatever shows it: the board scene, or a test's recorder."""

    def busy(self, now_ms: int) -> bool:
        """Whether the view is still showing earlier actions (input then waits)."""
        ...

    def show_played(self, played: Played) -> None:
        """Show an action that was just played (animations, banners)."""
        ...

    def show_again(self, turn: Sequence[Played]) -> None:
        """Show `turn`'s actions again from the position before them (the game unchanged)."""
        ...

    def sound(self, name: str) -> None:
        """Play a sound."""
        ...

    def flash_cell(self, cell: int) -> None:
        """Flash `cell` red: a click there did nothing."""
        ...

    def game_over(self) -> None:
        """Show the game-over screen."""
        ...

    def restarted(self) -> None:
        """Show the new game the session was reset to, from its start."""
        ...


@dataclass(frozen=True)
class Closing:
    """A card that just closed: presses inside `area` until `until` ms are its own."""

    area: Area
    until: int


class TurnSession:
    """A game's turns as the person at the board lives them (see the module docstring). Its
    coach is handed it (`Coach.join`) and sees it as a `Turn`."""

    def __init__(self, match: Match, table: Table, coach: Coach, saving: bool) -> None:
        """`saving` False (demo mode, lessons, challenges) never asks for an autosave."""
        self.table = table
        self.coach = coach
        self.saving = saving
        self.clock = Stopwatch()
        self.match = match
        self.mode = Mode.IDLE
        self.picker = Picker()
        self.card: Card | None = None
        self.notices: list[Card] = []
        self.closing: Closing | None = None
        self.queued: int | None = None  # a cell clicked while the last action still showed
        self.hint_wanted = False  # asked of the computer, not arrived yet
        self.hint: Hint | None = None
        self.hints_asked = 0
        self.refused: tuple[Words, int] | None = None  # (why, until ms) of a refused click
        self.idle_ms = 0  # time the person has been to act without touching anything
        self.show_movable = False  # mark the pieces that can move
        self.resign_wanted = False
        self.save_due = False
        self.finished_why: Words | None = None  # said to a click once the game is over
        self.warned_turn: int | None = None  # the turn whose low think time has sounded
        coach.join(self)

    @property
    def now(self) -> int:
        """The session's clock (ms)."""
        return self.clock.elapsed_ms

    @property
    def finished(self) -> bool:
        """The game (or the coach's try) is over: the board takes nothing more."""
        return self.mode is Mode.FINISHED

    @property
    def asking(self) -> bool:
        """A card is open over the board (a notice or a question)."""
        return self.card is not None

    @property
    def picking_ransom(self) -> bool:
        """The person is picking a ransom's cells on the board."""
        return self.mode is Mode.RANSOM

    def showing(self) -> bool:
        """Whether the view still shows earlier actions (what arrives from elsewhere waits)."""
        return self.table.busy(self.now)

    def accepting(self) -> bool:
        """Whether the board takes a person's action now."""
        return (
            self.mode in PLAYING_MODES
            and self.match.human_to_act
            and not self.table.busy(self.now)
            and not self.notices
        )

    # -----------------------------------------------------------------------------------------
    # Time

    def update(self, dt_ms: int) -> None:
        """One step of the game, once the view has caught up: notices, the end, a resignation
        waiting, a queued click, a question to ask, the computer's action, the hint."""
        if self.table.busy(self.now) or self.finished:
            return
        if self.card is None and self.notices:
            self._open(self.notices.pop(0))
        if self.mode is Mode.NOTICE:
            return  # a notice holds the game until it closes
        if self.match.is_over:
            self.finish()
            if self.coach.finish():
                self.table.game_over()
            return
        if self.resign_wanted and self.match.human_to_act:
            self.resign_wanted = False
            self._play_now(Action(act.RESIGN))
            return
        if self.queued is not None and self.accepting():
            cell, self.queued = self.queued, None
            self.click(cell)
            if self.finished:
                return  # the click ended the coach's try: the opponent does not answer it
        self._count_idle(dt_ms)
        if self.card is None and self.mode is not Mode.RANSOM:
            self._ask_decision()
        played = self.match.advance(dt_ms)
        if played is not None:
            self._close_card()
            self._played(played)
        self._collect_hint()

    def count_time(self, dt_ms: int) -> None:
        """`dt_ms` passes on the session's clock and the game's think clock; a person's think
        clock sounds its warning once a turn, as its digits turn red."""
        self.clock.advance(dt_ms)
        match = self.match
        match.count_time(dt_ms)
        if not (match.clock_running and match.human_to_act and clock_is_low(match.clock_ms)):
            return
        turn = len(match.played)
        if self.warned_turn != turn:
            self.warned_turn = turn
            self.table.sound("low_time")

    def _count_idle(self, dt_ms: int) -> None:
        """Mark the movable pieces once the person has hesitated for a while."""
        if not self.accepting():
            self.idle_ms = 0
            return
        self.idle_ms += dt_ms
        if self.idle_ms >= IDLE_HINT_MS:
            self.show_movable = True

    def finish(self, why: Words | None = None) -> None:
        """The game is over (or the coach ended the try): nothing more is taken, and a click
        on the board is answered with `why` (if given)."""
        self._close_card()
        self.mode = Mode.FINISHED
        self.finished_why = why

    def sound(self, name: str) -> None:
        """A sound a coach asks for (a step learnt, a try won or lost)."""
        self.table.sound(name)

    def take_save(self) -> bool:
        """Whether an autosave is due now (once asked, it is no longer due)."""
        due, self.save_due = self.save_due, False
        return due

    # -----------------------------------------------------------------------------------------
    # Playing

    def click(self, cell: int) -> None:
        """A click (or Enter) on `cell`: choose, play, take back, or say why not."""
        self.idle_ms = 0
        if not self.accepting():
            self._click_while_busy(cell)
            return
        selected = self.picker.selected
        click = self.picker.click(cell, self.match.legal_actions(), self.picking_ransom)
        if click.result is Result.PLAY and click.action is not None:
            self.try_action(click.action, cell)
        elif click.result is Result.ILLEGAL:
            why = refusal(self.match.state, selected, cell)
            self.refuse(partial(narration.refusal_text, why), cell)
        else:
            self.refused = None
        self._choice_changed()

    def _choice_changed(self) -> None:
        """PIECE_CHOSEN while a piece is chosen outside a chain (and back to IDLE)."""
        if self.mode in (Mode.IDLE, Mode.PIECE_CHOSEN):
            self.mode = Mode.IDLE if self.picker.selected is None else Mode.PIECE_CHOSEN

    def _click_while_busy(self, cell: int) -> None:
        """A click the board cannot take yet: kept for when the view catches up (the person's
        own turn), or refused in words (the computer's turn, a question open)."""
        human = self.match.human_to_act
        if human and self.mode in PLAYING_MODES:
            self.queued = cell
            self.table.sound("menu_click")
        elif self.mode is Mode.QUESTION and human:
            self.refuse(partial(narration.refusal_text, Refusal.DECIDE_FIRST), cell)
        elif self.finished and self.finished_why is not None:
            self.refuse(self.finished_why, cell)
        elif not self.finished and not self.match.is_over:
            self.refuse(partial(tr, "refusal.wait"), cell)

    def drop(self, origin: int, target: int | None) -> bool:
        """A piece dragged from `origin` and let go on `target`: True if a step was tried."""
        if not self.accepting():
            return False
        action = self.picker.drop(origin, target, self.match.legal_actions())
        if action is None:
            return False
        self.try_action(action, target)
        return True

    def try_action(self, action: Action, cell: int | None = None) -> bool:
        """The person tries `action`: the coach judges it, then it is played; True if played.
        A refusal marks `cell` (or where the action ends)."""
        if action not in self.match.legal_actions():
            return False
        why = self.coach.judge(action)
        if why is not None:
            self.picker.clear()
            self._choice_changed()
            centre = self.match.state.geometry.centre
            self.refuse(why, cell if cell is not None else (action.cells or (centre,))[-1])
            return False
        self._play_now(action)
        return True

    def _play_now(self, action: Action) -> None:
        self._played(self.match.play(action))

    def play_arrived(self, action: Action) -> None:
        """Play an action decided elsewhere (an online game's server, the referee, sent it):
        the coach is not asked, and it is shown as the computer's are (IllegalActionError if
        the rules here do not allow it)."""
        self._close_card()
        self._play_now(action)

    def _played(self, played: Played) -> None:
        """After any action: the turn's choices forgotten, the view told, the coach told, the
        notices of what the person did not choose queued, the autosave due."""
        self.picker.clear()
        self.mode = Mode.IDLE
        self.queued = None
        self._forget_hint()
        self.refused, self.idle_ms, self.show_movable = None, 0, False
        self.table.show_played(played)
        chained = any(e.kind is EventKind.CHAIN for e in played.events)
        if chained and self.match.human_to_act:
            self.table.sound("chain")
            self.mode = Mode.CHAIN
            if played.after.rules.chain is Chain.SAME_PIECE:
                self.picker.selected = played.after.chain
        self._queue_notices(played)
        self.save_due = self.saving
        self.coach.played(played)

    def _queue_notices(self, played: Played) -> None:
        actor_is_computer = not self.match.seat(played.side).is_here  # or another computer's
        for event in played.events:
            if narration.notice_for(self.match, event) is None:
                continue
            answered_here = (
                event.kind in (EventKind.RANSOM, EventKind.OFFERED) and self.match.human_to_act
            )
            if (actor_is_computer or event.side != played.side) and not answered_here:
                self.notices.append(self._notice_card(event))

    def _notice_card(self, event: Event) -> Card:
        match = self.match

        def part(index: int) -> str:
            told = narration.notice_for(match, event)
            return told[index] if told is not None else ""

        return Card(
            partial(part, 0), partial(part, 1), ((partial(tr, "button.ok"), _nothing),), True
        )

    def tell(self, title: Words, body: Words) -> None:
        """A notice to show once the view is still (a file problem met during the game)."""
        self.notices.append(Card(title, body, ((partial(tr, "button.ok"), _nothing),), True))

    def drop_notices(self) -> None:
        """Forget the notices not shown yet (a lesson's step says itself what happened)."""
        self.notices.clear()

    def refuse(self, why: Words, cell: int) -> None:
        """Say why nothing happened: a sound, `cell` flashed, the reason in words, and the
        pieces that can move marked."""
        self.table.sound("illegal")
        self.table.flash_cell(cell)
        self.refused = (why, self.now + REFUSAL_MS)
        self.show_movable = True

    def say_no(self, why: Words) -> None:
        """A key with nothing to do here: its reason in words, no piece marked."""
        if self.mode in PLAYING_MODES:
            self.table.sound("illegal")
            self.refused = (why, self.now + REFUSAL_MS)

    @property
    def refusal_text(self) -> str:
        """The reason of the latest refused click, while it is shown."""
        if self.refused is None or self.now >= self.refused[1]:
            return ""
        return self.refused[0]()

    # -----------------------------------------------------------------------------------------
    # Cards

    def _open(self, card: Card) -> None:
        self.card = card
        self.mode = Mode.NOTICE if card.notice else Mode.QUESTION

    def _ask_decision(self) -> None:
        """A choice only the person can make (pass, accept or refuse, ask a ransom)."""
        match = self.match
        if narration.decision_for(match) is None:
            return
        kinds = {a.kind for a in match.legal_actions()}
        choices: list[tuple[Words, Callable[[], None]]] = []
        if act.ACCEPT in kinds:
            choices.append((partial(tr, "button.accept"), self._player(act.ACCEPT)))
            choices.append((partial(tr, "button.refuse"), self._player(act.REFUSE)))
        if act.RANSOM in kinds:
            choices.append((partial(tr, "button.ask_ransom"), self.start_ransom))
        if act.PASS in kinds:
            choices.append((partial(tr, "button.pass"), self._player(act.PASS)))

        def part(index: int) -> str:
            asked = narration.decision_for(match)
            return asked[index] if asked is not None else ""

        self._open(Card(partial(part, 0), partial(part, 1), tuple(choices), False))

    def _player(self, kind: str) -> Callable[[], None]:
        def play() -> None:
            self.try_action(Action(kind))

        return play

    def answer(self, choice: int, closing: Closing | None = None) -> None:
        """The card closed with its choice number `choice` (a key); `closing` keeps the
        presses it still owns."""
        card = self.card
        if card is None:
            return
        self._close_card()
        self.closing = closing
        card.choices[choice][1]()

    def answer_click(self, choice: int, at: Point) -> None:
        """The card closed by a click at `at`: a second click there is still the card's."""
        x, y = at[0] - DOUBLE_CLICK_PX, at[1] - DOUBLE_CLICK_PX
        area = (x, y, 2 * DOUBLE_CLICK_PX + 1, 2 * DOUBLE_CLICK_PX + 1)
        self.answer(choice, Closing(area, self.now + DOUBLE_CLICK_MS))

    def notice_timed_out(self, area: Area) -> None:
        """A notice standing at `area` closed by itself: clicks there are still its own."""
        self.answer(0, Closing(area, self.now + VANISHED_MS))

    def _close_card(self) -> None:
        if self.card is not None:
            self.card = None
            if self.mode in (Mode.QUESTION, Mode.NOTICE):
                self.mode = Mode.IDLE

    def swallows(self, where: Point) -> bool:
        """Whether a press at `where` belongs to a card that just closed there; a press
        elsewhere, or time, ends the card's hold (the person has moved on)."""
        if self.closing is None:
            return False
        x, y, width, height = self.closing.area
        inside = x <= where[0] < x + width and y <= where[1] < y + height
        if self.now >= self.closing.until or not inside:
            self.closing = None
            return False
        return True

    def start_ransom(self) -> None:
        """Ask a ransom: its cells are picked on the board."""
        self.picker.clear()
        self.mode = Mode.RANSOM

    def cancel_ransom(self) -> None:
        """Stop picking a ransom (the question is asked again)."""
        self.picker.clear()
        if self.mode is Mode.RANSOM:
            self.mode = Mode.IDLE

    # -----------------------------------------------------------------------------------------
    # Commands

    def request_hint(self) -> None:
        """Ask the computer's suggestion (it arrives in a later update). The first hint of a
        rated game is asked about first: taking it makes the game assisted, not rated."""
        allowed = self.accepting() or (self.mode is Mode.QUESTION and self.match.human_to_act)
        if not allowed:
            return
        if self.match.rated and not self.match.assisted and self.match.human_to_act:
            self._open(
                Card(
                    partial(tr, "assist.title"),
                    partial(tr, "assist.body"),
                    (
                        (partial(tr, "button.take_hint"), self._take_hint),
                        (partial(tr, "button.keep_rated"), _nothing),
                    ),
                    False,
                )
            )
            return
        self._take_hint()

    def _take_hint(self) -> None:
        """Ask the match for the hint (a decision card closed for the question is asked
        again by the next update)."""
        if self.match.request_hint():
            if not self.hint_wanted:
                self.hints_asked += 1
            self.hint_wanted = True
            self._collect_hint()

    def show_hint(self, hint: Hint) -> None:
        """A hint the coach found itself (a lesson's step, a challenge's tree)."""
        self.hint_wanted = False
        self.hint = hint
        self.table.sound("hint")

    def _collect_hint(self) -> None:
        if not self.hint_wanted or self.hint is not None:
            return
        action = self.match.hint
        if action is None:
            return
        state = self.match.state
        reason = hint_reason(state, action, self.match.hint_score)
        threat = answered_threat(state, action)
        words = partial(narration.hint_line, action, reason, state.size, threat)
        self.show_hint(Hint(action, words))

    def _forget_hint(self) -> None:
        self.hint, self.hint_wanted = None, False

    @property
    def can_replay(self) -> bool:
        """Whether the last turn can be shown again now: there is one, the view is still and
        no card waits."""
        return (
            bool(self.match.last_turn)
            and self.mode in REPLAY_MODES
            and self.card is None
            and not self.notices
            and not self.table.busy(self.now)
        )

    def replay(self) -> bool:
        """R: the last turn shown again from the position before it, so a fast computer's
        capture can be watched; nothing in the game changes (a chosen piece is put down).
        True if it was shown."""
        if not self.can_replay:
            return False
        self.picker.clear()
        self._choice_changed()
        self.table.show_again(tuple(self.match.last_turn))
        return True

    def undo(self) -> bool:
        """Take back a turn (against the computer, back to the person's own turn)."""
        return not self.finished and self.match.undo() and self._jumped()

    def redo(self) -> bool:
        """Play again what undo took back."""
        return not self.finished and self.match.redo() and self._jumped()

    def _jumped(self) -> bool:
        """The game went back or forth in its line: the turn starts afresh."""
        self._start_afresh()
        self.save_due = self.saving
        return True

    def _start_afresh(self) -> None:
        self.picker.clear()
        self.mode = Mode.IDLE
        self.card = None
        self.notices.clear()
        self._forget_hint()
        self.queued = self.refused = None
        self.idle_ms, self.show_movable = 0, False

    def reset(self, match: Match) -> None:
        """A new game in the same place (a lesson's step again, a challenge tried again)."""
        self.match.leave()
        self.match = match
        self._start_afresh()
        self.closing = None
        self.resign_wanted = False
        self.finished_why = None
        self.table.restarted()

    def play_answer(self, action: Action) -> None:
        """A coach's own answer for the side the person does not play (a lesson's Dark
        step), shown and told like any action played."""
        self._play_now(action)

    def end_turn(self) -> bool:
        """End a chain of captures (the coach judges it like any action)."""
        return self.accepting() and self.try_action(Action(act.END))

    def offer_end(self) -> bool:
        """Offer to end the game by count (seejeh)."""
        return self.accepting() and self.try_action(Action(act.OFFER))

    def place_rest(self) -> bool:
        """The computer places the rest of the person's pieces (undo gives them back). Between
        two people, the rest of both sides' pieces: one side's alone stopped at the other's
        turn, a single piece later, and the game looked stuck."""
        side = self.match.state.to_move
        if not (self.accepting() and self.match.place_rest_for(side)):
            return False
        if self.match.is_two_player:
            self.match.place_rest_for(opponent(side))
        self.picker.clear()
        self._choice_changed()
        self._forget_hint()
        return True

    def resign(self, person_seat: bool) -> None:
        """Give up: at once on the person's turn, or as soon as it comes (`person_seat`: a
        person plays this game)."""
        if self.match.is_over:
            return
        if self.match.human_to_act:
            self._close_card()
            self._play_now(Action(act.RESIGN))
        elif person_seat:
            self.resign_wanted = True


def _nothing() -> None:
    """A notice's OK: closing it is all."""
