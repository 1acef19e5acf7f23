"""The Seega text protocol (docs/protocol.md) on standard input and output.

    python3 -m seega.engine

One command per line; each answer starts with `= ` or `? ` and ends with an empty line.
`Engine().handle(line)` answers one line, so the protocol can be driven in-process. A failed
command changes nothing: every handler checks everything before it touches the game.
Standard library only; it starts in well under 0.3 s.
"""

from __future__ import annotations

import io
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

from seega import __version__
from seega.core import (
    RULESETS,
    Action,
    GameState,
    apply_action,
    captured_cells,
    format_position,
    legal_actions,
    new_game,
    parse_action,
    parse_position,
)
from seega.core.actions import recorded_notation
from seega.core.line import GameLine
from seega.core.players import LEVELS, level_of, player_text
from seega.core.record import format_record, parse_record
from seega.core.state import BLACK, SIDE_NAMES, WHITE, board_rows

PROTOCOL_VERSION = "1"
ENGINE_NAME = "Seega"
# An hour: longer thinking times are typing mistakes, not requests.
MAX_MOVETIME_MS = 3_600_000
# A 9×9 game of several thousand actions is a few tens of kilobytes; refuse anything huge.
MAX_RECORD_BYTES = 1_000_000
# `evaluate MOVETIME_MS` searches as deep as the time allows, up to the hard level's limit.
EVALUATE_DEEPEST = 64
# Seeds handed to the computer players: any 32-bit value.
SEED_RANGE = 2**32


class CommandError(ValueError):
    """A command the engine cannot carry out; the message is shown after `? `."""


class Engine:
    """One game driven by protocol lines: `handle(line)` returns the answer text."""

    def __init__(self, seed: int | None = None) -> None:
        """`seed` makes the computer's choices repeatable (when its search has no clock)."""
        self.finished = False
        self._rng = random.Random(seed)
        # The game, and beside each of its actions the computer level that chose it (None:
        # the action came from `play`).
        self._line = GameLine.starting_at(new_game())
        self._levels: list[str | None] = []
        self._commands: dict[str, Callable[[list[str], str], str]] = {
            "protocol_version": self._protocol_version,
            "name": self._name,
            "version": self._version,
            "rulesets": self._rulesets,
            "newgame": self._newgame,
            "position": self._position,
            "setposition": self._setposition,
            "legal": self._legal,
            "play": self._play,
            "genmove": self._genmove,
            "suggest": self._suggest,
            "undo": self._undo,
            "status": self._status,
            "board": self._board,
            "savegame": self._savegame,
            "loadgame": self._loadgame,
            "quit": self._quit,
            "evaluate": self._evaluate,
        }

    @property
    def state(self) -> GameState:
        """The current position."""
        return self._line.state

    def handle(self, line: str) -> str | None:
        """The answer to one line (without its closing empty line); None for an ignored line."""
        text = line.strip()
        if not text or text.startswith("#"):
            return None
        words = text.split()
        command = self._commands.get(words[0].lower())
        if command is None:
            known = " ".join(self._commands)
            return f"? unknown command '{words[0]}' (known: {known})"
        rest = text[len(words[0]) :].strip()
        try:
            answer = command(words[1:], rest)
        except (ValueError, OSError) as error:  # every core error is a ValueError
            return "? " + " ".join(str(error).split())
        return "= " + answer

    # -- information -------------------------------------------------------------------------

    def _protocol_version(self, args: list[str], rest: str) -> str:
        _no_arguments("protocol_version", args)
        return PROTOCOL_VERSION

    def _name(self, args: list[str], rest: str) -> str:
        _no_arguments("name", args)
        return ENGINE_NAME

    def _version(self, args: list[str], rest: str) -> str:
        _no_arguments("version", args)
        return __version__

    def _rulesets(self, args: list[str], rest: str) -> str:
        _no_arguments("rulesets", args)
        return " ".join(RULESETS)

    def _position(self, args: list[str], rest: str) -> str:
        _no_arguments("position", args)
        return format_position(self.state)

    def _legal(self, args: list[str], rest: str) -> str:
        _no_arguments("legal", args)
        return " ".join(action.notation(self.state.size) for action in legal_actions(self.state))

    def _status(self, args: list[str], rest: str) -> str:
        _no_arguments("status", args)
        state = self.state
        outcome = state.outcome
        fields = {
            "phase": "over" if outcome else state.phase.value,
            "to_move": SIDE_NAMES[state.to_move],
            "white_board": state.count(WHITE),
            "white_hand": state.hands[0],
            "black_board": state.count(BLACK),
            "black_hand": state.hands[1],
            "quiet": state.quiet,
            "result": outcome.result if outcome else "none",
            "reason": outcome.reason.value if outcome else "none",
        }
        return " ".join(f"{key}={value}" for key, value in fields.items())

    def _board(self, args: list[str], rest: str) -> str:
        _no_arguments("board", args)
        state = self.state
        size = state.size
        rows = board_rows(state.board, size)
        lines = [f"{size - index}  " + " ".join(row) for index, row in enumerate(rows)]
        lines.append("   " + " ".join(chr(ord("a") + col) for col in range(size)))
        return "\n" + "\n".join(lines)

    # -- starting and changing the game ------------------------------------------------------

    def _newgame(self, args: list[str], rest: str) -> str:
        if not 1 <= len(args) <= 2:
            raise CommandError("usage: newgame RULESET [SIZE]")
        size = _whole_number(args[1], "SIZE") if len(args) == 2 else None
        self._start(new_game(args[0].lower(), size))
        return ""

    def _setposition(self, args: list[str], rest: str) -> str:
        if not args:
            raise CommandError("usage: setposition POSITION")
        self._start(parse_position(rest))
        return ""

    def _play(self, args: list[str], rest: str) -> str:
        if not args:
            raise CommandError("usage: play ACTION")
        return self._commit(parse_action(rest, self.state.size), None)

    def _genmove(self, args: list[str], rest: str) -> str:
        level, movetime_ms = _level_and_time("genmove", args)
        action = self._computer(level, movetime_ms)
        return self._commit(action, level)

    def _suggest(self, args: list[str], rest: str) -> str:
        level, movetime_ms = _level_and_time("suggest", args)
        action = self._computer(level, movetime_ms)
        _, events = apply_action(self.state, action)
        return recorded_notation(action, captured_cells(events), self.state.size)

    def _evaluate(self, args: list[str], rest: str) -> str:
        """`score=N depth=D pv=ACTIONS`: the review's judgement of the position (docs/review.md)."""
        if len(args) > 1:
            raise CommandError("usage: evaluate [MOVETIME_MS]")
        if self.state.outcome is not None:
            raise CommandError("the game is over")
        # Imported on first use, like the computer players: the search is slow to import.
        from seega.review.analysis import ReviewSettings, evaluate_position
        from seega.review.judge import proven

        settings = ReviewSettings()
        if args:
            movetime_ms = _whole_number(args[0], "MOVETIME_MS")
            if not 1 <= movetime_ms <= MAX_MOVETIME_MS:
                raise CommandError(f"MOVETIME_MS must be from 1 to {MAX_MOVETIME_MS}")
            settings = ReviewSettings(EVALUATE_DEEPEST, movetime_ms)
        found = evaluate_position(self.state, settings)
        size = self.state.size
        pv = " ".join(action.notation(size) for action in found.pv)
        return f"score={proven(found.score) or found.score} depth={found.depth} pv={pv}"

    def _undo(self, args: list[str], rest: str) -> str:
        _no_arguments("undo", args)
        if not self._line.cursor:
            raise CommandError("nothing to undo")
        self._line.go_to(self._line.cursor - 1)
        self._levels.pop()
        return ""

    def _quit(self, args: list[str], rest: str) -> str:
        self.finished = True
        return ""

    def _start(self, state: GameState) -> None:
        self._line = GameLine.starting_at(state)
        self._levels = []

    def _computer(self, level: str, movetime_ms: int | None) -> Action:
        if self.state.outcome is not None:
            raise CommandError("the game is over")
        # Imported on first use: the search modules are a large share of the start-up time.
        from seega.ai import choose_action

        seed = self._rng.randrange(SEED_RANGE)
        return choose_action(self.state, level, movetime_ms, seed=seed)

    def _commit(self, action: Action, level: str | None) -> str:
        """Play `action` (IllegalActionError leaves the game as it was) and describe it."""
        played = self._line.play(action)
        self._levels.append(level)  # undo pops it: one level per action in effect
        return played.notation

    # -- records -----------------------------------------------------------------------------

    def _savegame(self, args: list[str], rest: str) -> str:
        if not args:
            raise CommandError("usage: savegame PATH")
        white, black = (player_text(self._seat_level(side)) for side in (WHITE, BLACK))
        text = format_record(self._line.record(white, black))
        target = Path(rest).expanduser()
        partial = target.with_name(target.name + ".part")
        try:
            partial.write_text(text, encoding="utf-8")
            os.replace(partial, target)
        except OSError as error:
            partial.unlink(missing_ok=True)
            raise CommandError(f"cannot write {target}: {error.strerror}") from None
        return ""

    def _seat_level(self, side: int) -> str | None:
        """The computer level that chose every action of `side`, if one did; else None."""
        chosen = {
            level
            for state, level in zip(self._line.states, self._levels, strict=False)
            if state.to_move == side
        }
        return chosen.pop() if len(chosen) == 1 else None

    def _loadgame(self, args: list[str], rest: str) -> str:
        if not args:
            raise CommandError("usage: loadgame PATH")
        path = Path(rest).expanduser()
        try:
            if path.stat().st_size > MAX_RECORD_BYTES:
                raise CommandError(f"{path.name} is too large to be a game record")
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise CommandError(f"cannot read {path}: {error.strerror}") from None
        except UnicodeDecodeError:
            raise CommandError(f"{path.name} is not UTF-8 text") from None
        try:
            record = parse_record(text)
        except ValueError as error:
            raise CommandError(f"{path.name} {error}") from None
        line = GameLine.from_record(record)
        seats = {WHITE: level_of(record.white), BLACK: level_of(record.black)}
        self._line = line
        self._levels = [seats[played.side] for played in map(line.played_at, range(line.cursor))]
        return ""


def _no_arguments(command: str, args: list[str]) -> None:
    if args:
        raise CommandError(f"{command} takes no arguments")


def _whole_number(text: str, what: str) -> int:
    if not text.isdigit():
        raise CommandError(f"{what} must be a whole number, not '{text}'")
    return int(text)


def _level_and_time(command: str, args: list[str]) -> tuple[str, int | None]:
    if not 1 <= len(args) <= 2:
        raise CommandError(f"usage: {command} LEVEL [MOVETIME_MS] with LEVEL easy, medium or hard")
    level = args[0].lower()
    if level not in LEVELS:
        raise CommandError(f"unknown level '{args[0]}' (easy, medium, hard)")
    if len(args) == 1:
        return level, None
    movetime_ms = _whole_number(args[1], "MOVETIME_MS")
    if not 1 <= movetime_ms <= MAX_MOVETIME_MS:
        raise CommandError(f"MOVETIME_MS must be from 1 to {MAX_MOVETIME_MS}")
    return level, movetime_ms


def main() -> int:
    """Answer protocol lines from standard input until `quit` or the end of input."""
    source = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    sink = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    engine = Engine()
    for line in source:
        try:
            answer = engine.handle(line)
        except Exception as error:  # a bug must not end a tournament: report it and go on
            answer = f"? internal error ({type(error).__name__}): {' '.join(str(error).split())}"
        if answer is None:
            continue
        sink.write(answer + "\n\n")
        sink.flush()
        if engine.finished:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
