"""A game in progress: who sits where, the game line for undo and redo, the clocks, the computer.

The game itself is a `GameLine` (seega.core.line: states, actions, events, the cursor that
undo and redo move, the record), the same one the text protocol uses. The match adds who sits
where, the think clock, the turns of undo against the computer, and asks a `Thinker` for
computer moves and hints off the UI thread. It never decides a rule. Time is injected: the
scene calls `advance(dt_ms)` once per update step; so is the computer's minimum delay.

    match = Match.new(STANDARD, 5, (Seat.human(), Seat.computer(FIRST_GAME_LEVEL)), thinker)
    played = match.play(action)          # a human's action, from the legal ones
    played = match.advance(dt_ms)        # the computer's action or a timeout, when one is due
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import Any

import seega
from seega.core import BLACK, PLACEMENT, WHITE, Action, GameState, legal_actions, new_game
from seega.core import actions as act
from seega.core.line import GameLine, Played
from seega.core.players import (
    HINT_LEVEL,
    LEVELS,
    PLACE_FOR_PERSON_LEVEL,
    Level,
    level_of,
    player_text,
)
from seega.core.record import GameRecord, RecordError
from seega.core.record import format_record as format_game_record
from seega.core.record import parse_record as parse_game_record
from seega.core.rulesets import RuleSet
from seega.game.ending import Ledger, ending_of, keep, new_game_id
from seega.game.worker import Choose, Chosen, Failed, Thinker, ThinkerError, next_request_id

# The computer's move is shown no sooner than this after its turn began (after the person's
# action has finished animating), so a person sees the board their action made before the
# answer changes it, even when the search answers at once.
COMPUTER_MIN_DELAY_MS = 700
# Under a think time the computer plans to answer this long before its clock runs out.
THINK_TIME_MARGIN_MS = 1500
# The levels' own budgets stay under this (seega.ai.presets); only a clock with less time left
# than this replaces the level's budget.
COMPUTER_THINK_CAP_MS = 3000
# "Place the rest for me": a person's remaining placements are made as PLACE_FOR_PERSON_LEVEL
# would make them (seega.core.players), each shown this soon after its turn began (the person
# asked for speed; every placement still animates), the computer's own placements meanwhile too.
PLACE_FOR_PERSON_DELAY_MS = 150
# Seconds per minute, for the sija score's whole minutes played (docs/rules.md §7).
MS_PER_MINUTE = 60_000
MS_PER_SECOND = 1000
# Key in the autosave's state object, and its value, so a foreign file is recognised.
SAVE_KIND = "seega-match"
# A saved game's id becomes part of a file name: letters and digits, at most this many.
MAX_GAME_ID = 32


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a human (`level` None) or the computer at `level`; `remote`: a
    person on another computer, whose actions arrive from the server, never from this board."""

    level: Level | None = None
    remote: bool = False

    @staticmethod
    def human() -> Seat:
        """A person at this device."""
        return Seat(None)

    @staticmethod
    def away() -> Seat:
        """A person on another computer (an online game's opponent)."""
        return Seat(None, remote=True)

    @staticmethod
    def computer(level: Level) -> Seat:
        """The computer at `level` (one of seega.core.players.LEVELS)."""
        if level not in LEVELS:
            raise ValueError(f"unknown computer level {level!r} ({', '.join(LEVELS)})")
        return Seat(level)

    @property
    def is_human(self) -> bool:
        """True for a person (here or on another computer)."""
        return self.level is None

    @property
    def is_here(self) -> bool:
        """True for a person at this board."""
        return self.level is None and not self.remote

    @property
    def player(self) -> str:
        """The game record's player text: `human` or `computer LEVEL`."""
        return player_text(self.level)

    @staticmethod
    def from_player(text: str) -> Seat:
        """The seat of a game record's player text (ValueError if it is not one)."""
        return Seat(level_of(text))


@dataclass
class _Ask:
    """An outstanding request to the thinker and the state it was asked about."""

    id: int
    state: GameState
    answer: Action | None = None
    score: int | None = None  # the search's score of the answer, for the side to act


@dataclass
class Match:
    """One game. Build with `Match.new()` or `Match.resume()`; see the module docstring.

    `think_time_ms` is the per-move clock (0 = off; only rule sets with think time use it).
    `seed` makes the computer's choices repeatable (each request gets `seed + ply`).
    `computer_delay_ms`: the computer's action is shown no sooner than this after its turn
    began (tests pass 0). `placing_for`: the people's sides whose remaining placements the
    computer makes (`place_rest_for`), as PLACE_FOR_PERSON_LEVEL would; `placed_for_people`:
    the indices of the line's actions it made so (a person's side, not the person's choice:
    the review does not grade them). `game_id` names the game in the record kept and the
    statistics; `from_start` False for a game from a set position (kept, not counted).
    `keep_in(ledger)`: the game keeps its own end there the moment it ends
    (seega.game.ending); `kept` is then where its record is. `assisted`: the person took a
    hint in this rated game, which then does not count in their rating (docs/records.md).
    """

    line: GameLine
    seats: tuple[Seat, Seat]
    thinker: Thinker
    think_time_ms: int = 0
    seed: int | None = None
    played_on: date = field(default_factory=date.today)
    computer_delay_ms: int = COMPUTER_MIN_DELAY_MS
    elapsed_ms: int = 0
    clock_ms: int = 0
    _redo_units: list[int] = field(default_factory=list)
    _computer: _Ask | None = None
    _waited_ms: int = 0
    _hint: _Ask | None = None
    placing_for: set[int] = field(default_factory=set)
    placed_for_people: set[int] = field(default_factory=set)
    game_id: str = field(default_factory=new_game_id)
    from_start: bool = True
    kept: Path | None = None
    _ledger: Ledger | None = None
    _ended: bool = False
    assisted: bool = False

    @classmethod
    def new(
        cls,
        rules: RuleSet,
        size: int,
        seats: tuple[Seat, Seat],
        thinker: Thinker,
        think_time_s: int = 0,
        seed: int | None = None,
        start: GameState | None = None,
        computer_delay_ms: int = COMPUTER_MIN_DELAY_MS,
        from_start: bool = True,
    ) -> Match:
        """A fresh game from the empty board, or from the set-up `start` (a challenge);
        `from_start` False: a game from a set position, which the statistics never count."""
        first = new_game(rules, size) if start is None else start
        think = think_time_s if first.rules.think_time else 0
        line = GameLine.starting_at(first)
        match = cls(line, seats, thinker, think * MS_PER_SECOND, seed, date.today())
        match.computer_delay_ms = computer_delay_ms
        match.clock_ms = match.think_time_ms
        match.from_start = from_start
        return match

    # -----------------------------------------------------------------------------------------
    # The game so far

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.line.state

    @property
    def played(self) -> list[Action]:
        """The actions from the start to now (the record; undone actions excluded)."""
        return self.line.played

    @property
    def last(self) -> Played | None:
        """The most recent action still in effect, or None at the start."""
        return self.line.last

    @property
    def last_turn(self) -> list[Played]:
        """The actions of the most recent turn in effect, oldest first (both placements, a
        step and its chain): what the board marks as just played."""
        if self.line.cursor == 0:
            return []
        start = self.line.turn_start(self.line.cursor)
        return [self.line.played_at(index) for index in range(start, self.line.cursor)]

    @property
    def is_over(self) -> bool:
        """True once the game has an outcome."""
        return self.state.outcome is not None

    def seat(self, side: int) -> Seat:
        """The seat of WHITE or BLACK."""
        return self.seats[side - 1]

    @property
    def to_act(self) -> Seat:
        """The seat of the side that acts next."""
        return self.seat(self.state.to_move)

    @property
    def human_to_act(self) -> bool:
        """True when a person at this board must act now (the game is not over, the computer
        does not place for them, and the side is not played on another computer)."""
        return not self.is_over and not self._computer_acts and not self.to_act.remote

    @property
    def remote_to_act(self) -> bool:
        """True when the person on another computer acts next (their action comes from the
        server)."""
        return not self.is_over and self.to_act.remote

    @property
    def _computer_acts(self) -> bool:
        """The computer makes the next action: its own, or a placement for a person."""
        return not self.to_act.is_human or self.placing_for_person

    @property
    def placing_for_person(self) -> bool:
        """The next action is a placement the computer makes for a person."""
        return self.state.phase == PLACEMENT and self.state.to_move in self.placing_for

    def can_place_rest_for(self, side: int) -> bool:
        """Whether the computer could take over `side`'s placements now: a person's side,
        in the placement phase, not already handed over."""
        placing = not self.is_over and self.state.phase == PLACEMENT
        return placing and self.seat(side).is_here and side not in self.placing_for

    def place_rest_for(self, side: int) -> bool:
        """Let the computer make the rest of `side`'s placements, as PLACE_FOR_PERSON_LEVEL
        would (undo gives them back); False when it cannot (see `can_place_rest_for`)."""
        if not self.can_place_rest_for(side):
            return False
        self.placing_for.add(side)
        self._hint = None
        self._ask_computer()
        return True

    @property
    def rated(self) -> bool:
        """Whether the game's result counts in the person's rating, hints aside: one person
        against the computer from the empty board."""
        people = [seat for seat in self.seats if seat.is_human]
        return self.from_start and len(people) == 1

    @property
    def is_two_player(self) -> bool:
        """Two people at this device."""
        return self.seats[0].is_here and self.seats[1].is_here

    @property
    def clock_running(self) -> bool:
        """The think clock counts down: think time is on and a step is awaited. Placement is
        untimed (docs/rules.md §2, a *Reading*): the clock starts with the first step."""
        return bool(self.think_time_ms) and not self.is_over and self.state.phase != PLACEMENT

    @property
    def minutes_played(self) -> int:
        """Whole minutes played (for the sija score)."""
        return self.elapsed_ms // MS_PER_MINUTE

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the side to act may take (from the rules engine)."""
        return legal_actions(self.state)

    # -----------------------------------------------------------------------------------------
    # Acting

    def play(self, action: Action) -> Played:
        """Apply `action` for the side to act (IllegalActionError if not legal); forgets redo.

        A resignation is an action like any other: the side to act resigns. When the computer
        is to act next, it is asked at once, so it thinks while the action is animated.
        """
        played = self._apply(action)
        self._ask_computer()
        return played

    def _apply(self, action: Action) -> Played:
        self.placed_for_people.discard(self.line.cursor)  # an undone action's place is retaken
        played = self.line.play(action)
        self._redo_units.clear()
        self._position_changed()
        self._keep_ending()
        return played

    def keep_in(self, ledger: Ledger) -> None:
        """Keep this game's end in `ledger` when it ends (at once if it is over already)."""
        self._ledger = ledger
        self._keep_ending()

    def _keep_ending(self) -> None:
        """The moment the game is over, its end is kept, once (seega.game.ending)."""
        if self._ledger is None or self._ended or not self.is_over:
            return
        self._ended = True
        record = self.record_text()
        players = (self.seats[0].player, self.seats[1].player)
        ending = ending_of(
            self.line,
            players,
            record,
            self.played_on,
            self.game_id,
            self.from_start,
            self.assisted,
        )
        self.kept = keep(ending, self.save_state(), self._ledger)

    def _position_changed(self) -> None:
        """A new position: the clocks restart and outstanding questions are stale."""
        self.clock_ms = self.think_time_ms
        self._cancel_questions()
        self._waited_ms = 0

    def _cancel_questions(self) -> None:
        for ask in (self._computer, self._hint):
            if ask is not None and ask.answer is None:
                self.thinker.cancel(ask.id)
        self._computer = None
        self._hint = None

    def leave(self) -> None:
        """The game is left (the scene showing it closed): the worker, shared by every game of
        the run, drops what it was still asked for this one."""
        self._cancel_questions()

    def count_time(self, dt_ms: int) -> None:
        """Add `dt_ms` to the time played (the scene counts all of it, animations included)."""
        if not self.is_over:
            self.elapsed_ms += dt_ms

    def advance(self, dt_ms: int) -> Played | None:
        """Let `dt_ms` pass: clocks run, the computer is asked and, when due, plays.

        Returns the action played by the computer or the timeout, if one happened. The scene
        calls this only while no animation holds the game back.
        """
        if self.is_over:
            return None
        self._collect()
        if self.clock_running:
            self.clock_ms -= dt_ms
            if self.clock_ms <= 0:
                return self.play(Action(act.TIMEOUT))
        if not self._computer_acts:
            return None
        self._waited_ms += dt_ms
        self._ask_computer()
        ask = self._computer
        if ask is not None and ask.answer is not None and self._waited_ms >= self._delay_ms:
            index, for_person = self.line.cursor, self.placing_for_person
            played = self.play(ask.answer)
            if for_person:
                self.placed_for_people.add(index)
            return played
        return None

    @property
    def _delay_ms(self) -> int:
        """How long the computer's action waits after its turn began."""
        if self.state.phase == PLACEMENT and self.placing_for:
            return min(self.computer_delay_ms, PLACE_FOR_PERSON_DELAY_MS)
        return self.computer_delay_ms

    def _ask_computer(self) -> None:
        """Send the position to the thinker if the computer is to act and was not asked yet."""
        if self._computer is None and not self.is_over and self._computer_acts:
            level = self.to_act.level or PLACE_FOR_PERSON_LEVEL
            self._computer = self._ask(level, self._movetime_ms())

    @property
    def computer_thinking(self) -> bool:
        """True while the computer is to act (or to place for a person) and has not yet."""
        return not self.is_over and self._computer_acts

    def _movetime_ms(self) -> int | None:
        """The computer's budget: its level's own (None), or less when the clock runs short."""
        budget = self.clock_ms - THINK_TIME_MARGIN_MS
        if not self.think_time_ms or budget >= COMPUTER_THINK_CAP_MS:
            return None
        return max(1, budget)

    def _ask(self, level: Level, movetime_ms: int | None) -> _Ask:
        ask = _Ask(next_request_id(), self.state)
        seed = None if self.seed is None else self.seed + self.line.cursor
        self.thinker.submit(Choose(ask.id, ask.state, level, movetime_ms, seed))
        return ask

    def _collect(self) -> None:
        """Take the thinker's answers; an answer to a question no longer asked, or computed
        for another position than the one asked, is dropped."""
        for got in self.thinker.poll(Chosen):
            for ask in (self._computer, self._hint):
                if ask is not None and ask.id == got.id and got.state == ask.state:
                    ask.answer = _checked(got, ask.state)
                    ask.score = got.score if isinstance(got, Chosen) else None

    # -----------------------------------------------------------------------------------------
    # Hints

    def request_hint(self) -> bool:
        """Ask for the hard level's suggestion for the person to act; False if none is due.
        A rated game becomes assisted (its record says so, and it does not count)."""
        if not self.human_to_act:
            return False
        self.assisted = self.assisted or self.rated
        if self._hint is None:
            self._hint = self._ask(HINT_LEVEL, None)
        return True

    @property
    def hint(self) -> Action | None:
        """The suggestion for the current position, once it has arrived."""
        self._collect()
        return self._hint.answer if self._hint is not None else None

    @property
    def hint_score(self) -> int | None:
        """The search's score of the hint (hundredths of a piece for the person to act), once
        it has arrived and when the computer gave one."""
        return self._hint.score if self._hint is not None else None

    # -----------------------------------------------------------------------------------------
    # Undo and redo

    def _undo_target(self) -> int | None:
        """Where undo goes: one turn back, or against the computer back to a human's turn."""
        if self.is_over or self.line.cursor == 0:
            return None
        cursor = self.line.cursor
        while cursor > 0:
            start = self.line.turn_start(cursor)
            if self.is_two_player or self.seat(self.line.states[start].to_move).is_here:
                return start
            cursor = start
        return None

    @property
    def can_undo(self) -> bool:
        """Whether undo would change anything."""
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        """Whether an undone turn can be played again."""
        return bool(self._redo_units) and not self.is_over

    def undo(self) -> bool:
        """Take back one turn (see `_undo_target`); False when there is nothing to undo."""
        target = self._undo_target()
        if target is None:
            return False
        self.placing_for.clear()  # an undo gives the person their placements back
        self._redo_units.append(self.line.cursor - target)
        self.line.go_to(target)
        self._position_changed()
        self._ask_computer()
        return True

    def redo(self) -> bool:
        """Play again what the last undo took back; False when there is nothing to redo."""
        if not self.can_redo:
            return False
        self.line.go_to(self.line.cursor + self._redo_units.pop())
        self._position_changed()
        self._ask_computer()
        return True

    # -----------------------------------------------------------------------------------------
    # Records and saves

    def record(self) -> GameRecord:
        """The game so far as a game record, naming the version of the game that played it."""
        white, black = (seat.player for seat in self.seats)
        think_s = self.think_time_ms // MS_PER_SECOND
        record = self.line.record(white, black, self.played_on, think_s)
        placed = frozenset(index for index in self.placed_for_people if index < self.line.cursor)
        return replace(
            record, program=seega.PROGRAM, placed_by_computer=placed, assisted=self.assisted
        )

    def record_text(self) -> str:
        """The game record as text (docs/rules.md §8)."""
        return format_game_record(self.record())

    def save_state(self) -> dict[str, Any]:
        """What the record does not hold, as JSON-able data for the autosave."""
        return {
            "kind": SAVE_KIND,
            "elapsed_ms": self.elapsed_ms,
            "clock_ms": self.clock_ms,
            "placing_for": sorted(self.placing_for),
            "game": self.game_id,
            "from_start": self.from_start,
        }

    @classmethod
    def resume(
        cls,
        game: SavedGame,
        thinker: Thinker,
        seed: int | None = None,
        computer_delay_ms: int = COMPUTER_MIN_DELAY_MS,
    ) -> Match:
        """The match of a save already read (`read_save`): nothing is replayed again."""
        record, line, saved, seats = game.record, game.line, game.saved, game.seats
        think_ms = (record.think_time_s or 0) * MS_PER_SECOND
        match = cls(line, seats, thinker, think_ms, seed, record.played_on, computer_delay_ms)
        match.elapsed_ms = _whole(saved.get("elapsed_ms"), 0)
        match.clock_ms = min(_whole(saved.get("clock_ms"), think_ms), think_ms) or think_ms
        placing = saved.get("placing_for")
        listed = placing if isinstance(placing, list) else []
        people = [side for side in (WHITE, BLACK) if match.seat(side).is_here]
        match.placing_for = {side for side in people if side in listed}
        match.placed_for_people = set(record.placed_by_computer)
        match.assisted = record.assisted
        match.game_id, match.from_start = game.game_id, game.from_start
        return match


@dataclass(frozen=True)
class SavedGame:
    """A game in progress read back from its autosave: the record, checked by replaying it,
    its line (the position now), and the saved state of the match."""

    record: GameRecord
    line: GameLine
    saved: dict[str, Any]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """Who plays Light and Dark."""
        return Seat.from_player(self.record.white), Seat.from_player(self.record.black)

    @property
    def is_over(self) -> bool:
        """Whether the saved game had ended (a kill came before its end was all kept)."""
        return self.line.state.outcome is not None

    def keep_in(self, ledger: Ledger) -> Path | None:
        """Keep the end of a saved game that had ended, as the match would have
        (seega.game.ending: what was kept already is not kept twice)."""
        record = self.record
        ending = ending_of(
            self.line,
            (record.white, record.black),
            format_game_record(record),
            record.played_on,
            self.game_id,
            self.from_start,
            record.assisted,
        )
        return keep(ending, self.saved, ledger)

    @cached_property
    def game_id(self) -> str:
        """The game's id (a save from before games had one gets a fresh one, once)."""
        saved = self.saved.get("game")
        if not isinstance(saved, str) or len(saved) > MAX_GAME_ID:
            return new_game_id()
        return saved if saved.isascii() and saved.isalnum() else new_game_id()

    @property
    def from_start(self) -> bool:
        """Whether the game began on the empty board (a save without the key did)."""
        return self.saved.get("from_start") is not False

    @cached_property
    def turn(self) -> int:
        """The number of the turn being played now, from 1 (the one the next action is in);
        worked out once (a screen asks for it every frame)."""
        line = self.line
        started = len(line.turns())
        if line.cursor == 0:
            return 1
        now, before = line.states[line.cursor], line.states[line.cursor - 1]
        same_turn = (now.to_move, now.phase) == (before.to_move, before.phase)
        return started if same_turn else started + 1


def read_save(record_text: str, saved: dict[str, Any]) -> SavedGame:
    """Read an autosave's record and state (the slow part of resuming: the record is
    replayed and checked); RecordError (a ValueError) if they are unusable."""
    if saved.get("kind") != SAVE_KIND:
        raise RecordError("the save does not describe a game in progress")
    record = parse_game_record(record_text)  # replays and checks every action
    return SavedGame(record, GameLine.from_record(record), saved)


def _whole(value: object, default: int) -> int:
    """A non-negative int from saved data, else `default` (a hand-edited save still loads)."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return default


def _checked(got: Chosen | Failed, state: GameState) -> Action:
    """The thinker's action, after making sure the search worked and chose a legal action
    (the answer is to this very question: a failure here is the search's own bug)."""
    if isinstance(got, Failed):
        raise ThinkerError(f"the computer player failed:\n{got.error}")
    if got.action not in legal_actions(state):
        raise ThinkerError(f"the computer player chose an illegal action: {got.action}")
    return got.action
