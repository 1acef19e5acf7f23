"""Game records (docs/rules.md §8): a text file a person can read, replayed through the rules.

A record is header lines `Key: value`, then one line per turn: the turn number, the side and
its actions, steps written with their captures for reading (captures are ignored on reading,
the rules derive them):

    # Seega game record
    Rules: standard
    Size: 5
    White: human
    Black: computer hard
    Date: 2025-11-29
    Result: white
    Reason: capture

    1. white @a1 @b1
    2. black @e5 @d5
    ...
    13. white c2-c3xc4 c4-c5xd5

`Start:` (a position string) appears when the game did not start from the empty board,
`Think time:` (seconds, 0 = off) under a rule set with think time, and `Program:` (e.g.
`Seega 0.1.0`) when the writer names itself, as the game does in the records it keeps.
`Placed by computer:` numbers the actions (from 1) that the computer placed for a person who
handed their placements over: a person's side, but not the person's choice.
Timeouts and resignations are actions. Reading is all-or-nothing: `parse_record` replays the
whole game and checks the stated result, and any problem raises RecordError naming the line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import TypeVar

from . import actions as act
from .actions import Action, NotationError, parse_action, recorded_notation
from .frozen import Frozen
from .players import level_of
from .position import RESULT_WINNERS, PositionError, parse_position
from .rules import IllegalActionError, apply_action
from .rulesets import RULESETS
from .state import SIDE_NAMES, Event, GameState, Outcome, Reason, captured_cells, new_game

TITLE = "# Seega game record"
NO_RESULT = "none"  # Result and Reason of a game still going on (as in the protocol's status)
# A 9×9 game of several thousand actions is a few tens of kilobytes: a file larger than this
# is not a record, and every reader of records (the archive, the engine's loadgame, the review
# command) refuses it unread.
MAX_RECORD_BYTES = 1_000_000
# Longer than any think time offered (docs/rules.md §2: off/30/60/120 s), short of absurd.
MAX_THINK_TIME_S = 3600
SIDES = {name: side for side, name in SIDE_NAMES.items()}

# Header keys as written, in the order they are written.
RULES_KEY = "Rules"
SIZE_KEY = "Size"
WHITE_KEY = "White"
BLACK_KEY = "Black"
DATE_KEY = "Date"
RESULT_KEY = "Result"
REASON_KEY = "Reason"
START_KEY = "Start"
THINK_KEY = "Think time"
PROGRAM_KEY = "Program"
PLACED_KEY = "Placed by computer"
# A program's name and version, e.g. "Seega 0.1.0"; anything longer is not one.
MAX_PROGRAM_CHARS = 100
REQUIRED_KEYS = (RULES_KEY, SIZE_KEY, WHITE_KEY, BLACK_KEY, DATE_KEY, RESULT_KEY, REASON_KEY)
ALL_KEYS = (*REQUIRED_KEYS, START_KEY, THINK_KEY, PROGRAM_KEY, PLACED_KEY)

TURN_LINE = re.compile(r"(\d+)\.\s+(\S+)\s*(.*)")
HEADER_LINE = re.compile(r"([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)")


# No game runs to a billion turns: a longer number is not a turn number.
MAX_TURN_DIGITS = 9


class RecordError(ValueError):
    """A record that is malformed, tampered with, or does not replay; the message says where."""


class _FieldError(RecordError):
    """A bad header value; `key` names the header line it comes from."""

    def __init__(self, key: str, problem: str) -> None:
        super().__init__(f"{key}: {problem}")
        self.key = key


@dataclass(frozen=True)
class GameRecord(Frozen):
    """One game: who played, when, how it ended, and every action in order.

    `outcome` is None for a game still going on. `start` is a position string when the game
    did not start from the empty board. `think_time_s` is the per-move think time (0 = off)
    under a rule set that has one. `program` names the program that wrote the record, with its
    version. Players are `human` or `computer LEVEL` (seega.core.players). `placed_by_computer`: the
    indices (from 0) of the placements the computer made for a person (`Placed by computer`
    counts them from 1). Construction checks every field (RecordError).
    """

    rules: str
    size: int
    white: str
    black: str
    played_on: date
    outcome: Outcome | None
    actions: tuple[Action, ...] = ()
    start: str | None = None
    think_time_s: int | None = None
    program: str | None = None
    placed_by_computer: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        _check_fields(self)

    def start_state(self) -> GameState:
        """The position the game started from."""
        if self.start is None:
            return new_game(self.rules, self.size)
        return parse_position(self.start)


def _check_fields(record: GameRecord) -> None:
    if record.rules not in RULESETS:
        raise _FieldError(RULES_KEY, f"unknown rule set '{record.rules}' ({', '.join(RULESETS)})")
    rules = RULESETS[record.rules]
    if record.size not in rules.sizes:
        offered = ", ".join(map(str, rules.sizes))
        raise _FieldError(SIZE_KEY, f"{rules.name} is played on sizes {offered}")
    for key, text in ((WHITE_KEY, record.white), (BLACK_KEY, record.black)):
        try:
            level_of(text)
        except ValueError as error:
            raise _FieldError(key, str(error)) from None
    if record.start is not None:
        try:
            start = parse_position(record.start)
        except PositionError as error:
            raise _FieldError(START_KEY, str(error)) from None
        if (start.rules.name, start.size) != (rules.name, record.size):
            raise _FieldError(START_KEY, f"the position is not a {rules.name} {record.size} game")
    if record.think_time_s is not None:
        if not rules.think_time:
            raise _FieldError(THINK_KEY, f"{rules.name} has no think time")
        if not 0 <= record.think_time_s <= MAX_THINK_TIME_S:
            raise _FieldError(THINK_KEY, f"must be 0 (off) to {MAX_THINK_TIME_S} seconds")
    if record.program is not None:
        program = record.program
        if not program or program != program.strip() or not program.isprintable():
            raise _FieldError(PROGRAM_KEY, "must be a name on one line, like 'Seega 0.1.0'")
        if len(program) > MAX_PROGRAM_CHARS:
            raise _FieldError(PROGRAM_KEY, f"longer than {MAX_PROGRAM_CHARS} characters")
    if any(not 0 <= index < len(record.actions) for index in record.placed_by_computer):
        count = len(record.actions)
        raise _FieldError(PLACED_KEY, f"must number actions of the game, 1 to {count}")


# ---------------------------------------------------------------------------------------------
# Replaying


def _numbered(record: GameRecord) -> list[str]:
    """Where each action is, for messages about a record that was not read from text."""
    return [f"action {number}" for number in range(1, len(record.actions) + 1)]


def _replay(
    record: GameRecord, where: Sequence[str], sides: Sequence[int] | None, result_at: str
) -> tuple[list[GameState], list[tuple[Event, ...]]]:
    """Replay to every state and each action's events; `where[i]` locates action i in
    messages, `sides[i]` is who must play it."""
    states = [record.start_state()]
    events: list[tuple[Event, ...]] = []
    for index, action in enumerate(record.actions):
        state = states[-1]
        text = action.notation(record.size)
        if sides is not None and sides[index] != state.to_move:
            raise RecordError(
                f"{where[index]}: '{text}' is written for {SIDE_NAMES[sides[index]]}, "
                f"but {SIDE_NAMES[state.to_move]} is to act"
            )
        try:
            state, happened = apply_action(state, action)
        except IllegalActionError as error:
            raise RecordError(f"{where[index]}: {error}") from None
        if index in record.placed_by_computer:
            _check_placed_for_person(record, states[-1], action, where[index])
        states.append(state)
        events.append(happened)
    final = states[-1].outcome
    if final != record.outcome:
        raise RecordError(
            f"{result_at}: the record states {_describe(record.outcome)}, "
            f"but the game replays to {_describe(final)}"
        )
    return states, events


def _check_placed_for_person(
    record: GameRecord, before: GameState, action: Action, where: str
) -> None:
    """An action listed in `Placed by computer` is a placement of a side a person played."""
    player = (record.white, record.black)[before.to_move - 1]
    if action.kind != act.PLACE or level_of(player) is not None:
        raise RecordError(
            f"{where}: '{action.notation(record.size)}' is listed in '{PLACED_KEY}', "
            "but it is not a placement of a side a person played"
        )


def _describe(outcome: Outcome | None) -> str:
    if outcome is None:
        return "a game still going on"
    return f"result {outcome.result} by {outcome.reason.value}"


# ---------------------------------------------------------------------------------------------
# Writing

T = TypeVar("T")


def format_record(record: GameRecord) -> str:
    """The record as text (ends with a newline); `parse_record` reads it back equal.

    The game is replayed to write each step's captures; RecordError if it does not replay.
    """
    states, events = _replay(record, _numbered(record), None, RESULT_KEY)
    lines = [TITLE, *(f"{key}: {value}" for key, value in _header_values(record)), ""]
    played = zip(record.actions, states, events, strict=False)
    notations = [
        (before.to_move, recorded_notation(action, captured_cells(happened), record.size))
        for action, before, happened in played
    ]
    return "\n".join([*lines, *turn_lines(notations)]) + "\n"


def in_runs(items: Iterable[T], key: Callable[[T], object]) -> list[list[T]]:
    """`items` in order, cut into runs of equal `key`: the one way actions are grouped into
    turns. A record's turn lines run by the side to act (`turn_lines`); the game line's turns by
    the side and the phase (`GameLine.turns`: the last placer's first step is a turn of its own).
    """
    runs: list[list[T]] = []
    last: object = None
    for item in items:
        now = key(item)
        if not runs or now != last:
            runs.append([])
            last = now
        runs[-1].append(item)
    return runs


def turn_lines(actions: Iterable[tuple[int, str]]) -> list[str]:
    """A record's turn lines (docs/records.md) from each action's side and text, in order: a
    new line each time the side to act changes, numbered from 1. The record and the review
    command write theirs here."""
    return [
        f"{number}. {SIDE_NAMES[run[0][0]]} {' '.join(text for _, text in run)}"
        for number, run in enumerate(in_runs(actions, _side_of), start=1)
    ]


def _side_of(action: tuple[int, str]) -> int:
    return action[0]


def _header_values(record: GameRecord) -> list[tuple[str, str]]:
    outcome = record.outcome
    values = [
        (RULES_KEY, record.rules),
        (SIZE_KEY, str(record.size)),
        (WHITE_KEY, record.white),
        (BLACK_KEY, record.black),
        (DATE_KEY, record.played_on.isoformat()),
        (RESULT_KEY, outcome.result if outcome else NO_RESULT),
        (REASON_KEY, outcome.reason.value if outcome else NO_RESULT),
    ]
    if record.start is not None:
        values.append((START_KEY, record.start))
    if record.think_time_s is not None:
        values.append((THINK_KEY, str(record.think_time_s)))
    if record.program is not None:
        values.append((PROGRAM_KEY, record.program))
    if record.placed_by_computer:
        numbers = " ".join(str(index + 1) for index in sorted(record.placed_by_computer))
        values.append((PLACED_KEY, numbers))
    return values


# ---------------------------------------------------------------------------------------------
# Reading


def parse_record(text: str) -> GameRecord:
    """Read a record and check it completely: every field, every action, the stated result.

    All or nothing: the game is replayed through the rules, and any problem raises
    RecordError whose message starts with `line N:`. Blank lines and `#` comments are ignored,
    and so is a byte-order mark before the first line (some editors write one).
    """
    headers: dict[str, tuple[int, str]] = {}
    turns: list[tuple[int, int, str]] = []  # (line number, side, the actions' text)
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        turn = TURN_LINE.fullmatch(line)
        if turn:
            turns.append(_turn(number, turn, len(turns) + 1))
        elif turns:
            raise RecordError(f"line {number}: expected a turn like '3. white c2-c3', not '{line}'")
        else:
            key, value = _header(number, line, headers)
            headers[key] = (number, value)
    end = turns[0][0] if turns else len(text.splitlines())
    for key in REQUIRED_KEYS:
        if key not in headers:
            raise RecordError(f"line {end}: the header has no '{key}:' line")
    try:
        record = _record_from_header(headers, turns)
    except _FieldError as error:
        raise RecordError(f"line {headers[error.key][0]}: {error}") from None
    where = [f"line {number}" for number, _, text in turns for _ in _words(text)]
    sides = [side for _, side, text in turns for _ in _words(text)]
    _replay(record, where, sides, f"line {headers[RESULT_KEY][0]}: {RESULT_KEY}")
    return record


def _turn(number: int, match: re.Match[str], expected: int) -> tuple[int, int, str]:
    written, side, actions = match.groups()
    # A turn number longer than any game is refused before int() meets thousands of digits.
    if len(written) > MAX_TURN_DIGITS or int(written) != expected:
        raise RecordError(f"line {number}: turn {expected} expected here, not turn {written}")
    if side.lower() not in SIDES:
        raise RecordError(f"line {number}: the side must be white or black, not '{side}'")
    if not actions:
        raise RecordError(f"line {number}: turn {written} has no actions")
    return number, SIDES[side.lower()], actions


def _header(number: int, line: str, seen: dict[str, tuple[int, str]]) -> tuple[str, str]:
    match = HEADER_LINE.fullmatch(line)
    if not match:
        raise RecordError(
            f"line {number}: expected a header 'Key: value' or a turn like "
            f"'1. white @a1 @b1', not '{line}'"
        )
    written, value = match.groups()
    known = {key.lower(): key for key in ALL_KEYS}
    key = known.get(" ".join(written.lower().split()))
    if key is None:
        raise RecordError(
            f"line {number}: unknown header '{written}' (known: {', '.join(ALL_KEYS)})"
        )
    if key in seen:
        raise RecordError(f"line {number}: '{key}' is already given on line {seen[key][0]}")
    return key, value.strip()


def _record_from_header(
    headers: dict[str, tuple[int, str]], turns: list[tuple[int, int, str]]
) -> GameRecord:
    values = {key: value for key, (_, value) in headers.items()}
    rules = values[RULES_KEY].lower()
    size = _whole_number(SIZE_KEY, values[SIZE_KEY])
    try:
        played_on = date.fromisoformat(values[DATE_KEY])
    except ValueError:
        raise _FieldError(DATE_KEY, f"'{values[DATE_KEY]}' is not a date like 2025-11-29") from None
    think = values.get(THINK_KEY)
    placed = values.get(PLACED_KEY, "").split()
    record = GameRecord(
        rules=rules,
        size=size,
        white=" ".join(values[WHITE_KEY].lower().split()),
        black=" ".join(values[BLACK_KEY].lower().split()),
        played_on=played_on,
        outcome=_outcome(values[RESULT_KEY].lower(), values[REASON_KEY].lower()),
        start=values.get(START_KEY),
        think_time_s=None if think is None else _whole_number(THINK_KEY, think),
        program=values.get(PROGRAM_KEY),
    )
    actions = []
    for number, _, text in turns:
        for word in _words(text):
            try:
                actions.append(parse_action(word, size))
            except NotationError as error:
                raise RecordError(f"line {number}: {error}") from None
    by_computer = frozenset(_whole_number(PLACED_KEY, word) - 1 for word in placed)
    return replace(record, actions=tuple(actions), placed_by_computer=by_computer)


def _words(text: str) -> list[str]:
    """The actions of a turn line; `ransom b2:d4,e5` is one action written with a space."""
    words: list[str] = []
    for word in text.split():
        if words and words[-1].lower() == "ransom":
            words[-1] += " " + word
        else:
            words.append(word)
    return words


def _whole_number(key: str, text: str) -> int:
    if not text.isdigit():
        raise _FieldError(key, f"'{text}' is not a whole number")
    return int(text)


def _outcome(result: str, reason: str) -> Outcome | None:
    if result == NO_RESULT:
        if reason != NO_RESULT:
            raise _FieldError(REASON_KEY, f"a game still going on has reason {NO_RESULT}")
        return None
    if result not in RESULT_WINNERS:
        raise _FieldError(RESULT_KEY, f"'{result}' is not white, black, draw or {NO_RESULT}")
    try:
        return Outcome(RESULT_WINNERS[result], Reason(reason))
    except ValueError:
        reasons = ", ".join(r.value for r in Reason)
        raise _FieldError(REASON_KEY, f"'{reason}' is not one of {reasons}") from None
