"""The Seega text protocol (docs/protocol.md) on standard input and output.

    python3 -m seega.engine [--no-files | --files-in FOLDER]

One command per line; each answer starts with `= ` or `? ` and ends with an empty line.
`Engine().handle(line)` answers one line, so the protocol can be driven in-process. A failed
command changes nothing: every handler checks everything before it touches the game.
Standard library only; it starts in well under 0.3 s.

`savegame` and `loadgame` go through `seega.storage.files`: regular files only, at most
MAX_RECORD_BYTES read, written through an exclusive temporary file beside the target, never
through a link, device or FIFO. A tournament manager passing untrusted input can turn them
off (`--no-files`) or confine them to one folder (`--files-in FOLDER`: PATH is then a name
inside it, and no link may lead out of it). Error answers are the engine's own words, never
file content, and quote at most `files.QUOTE_LIMIT` characters of what they were given.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import re
import sys
from collections.abc import Callable, Iterator, Sequence
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
from seega.core.build import build
from seega.core.line import GameLine
from seega.core.players import LEVELS, Level, level_named, level_of, player_text
from seega.core.record import MAX_RECORD_BYTES, format_record, parse_record
from seega.core.state import BLACK, SIDE_NAMES, WHITE, board_rows
from seega.protocol.options import MAX_MOVETIME_MS
from seega.storage import files
from seega.storage.paths import program_name

# The levels as the usage messages spell them: "easy, casual, ... or hard".
LEVEL_WORDS = f"{', '.join(LEVELS[:-1])} or {LEVELS[-1]}"

PROTOCOL_VERSION = "1"
ENGINE_NAME = "Seega"
# `evaluate MOVETIME_MS` searches as deep as the time allows, up to the hard level's limit.
EVALUATE_DEEPEST = 64
# Seeds handed to the computer players: any 32-bit value.
SEED_RANGE = 2**32
# `line N:` at the start of a record error.
LINE_NUMBER = re.compile(r"line (\d+)")
# No command is near this long (a position is a few hundred characters): the rest of such a
# line is skipped unread.
MAX_LINE_CHARS = 65_536
BYTE_ORDER_MARK = "\ufeff"
# How a file that cannot be read or written is described (the review command says the same).
FILE_PROBLEMS = {
    files.MISSING: "no such file",
    files.NOT_REGULAR: "not a regular file",
    files.TOO_LARGE: f"larger than {MAX_RECORD_BYTES} bytes, not a game record",
    files.NOT_TEXT: "not UTF-8 text",
}


class CommandError(ValueError):
    """A command the engine cannot carry out; the message is shown after `? `."""


class Engine:
    """One game driven by protocol lines: `handle(line)` returns the answer text."""

    def __init__(
        self, seed: int | None = None, files_allowed: bool = True, files_in: Path | None = None
    ) -> None:
        """`seed` makes the computer's choices repeatable (when its search has no clock);
        `files_allowed` False refuses savegame and loadgame; `files_in` confines them to a
        folder."""
        self.finished = False
        self._files_allowed = files_allowed
        self._files_in = None if files_in is None else os.path.realpath(files_in)
        self._rng = random.Random(seed)
        # The game, and beside each of its actions the computer level that chose it (None:
        # the action came from `play`).
        self._line = GameLine.starting_at(new_game())
        self._levels: list[Level | None] = []
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

    def snapshot(self) -> tuple[object, ...]:
        """Everything a command may change, as a value: equal snapshots before and after a
        refused command show that it changed nothing (the fuzz run checks this)."""
        line = self._line
        return (line.start, tuple(line.actions), line.cursor, tuple(self._levels), self.finished)

    def handle(self, line: str) -> str | None:
        """The answer to one line (without its closing empty line); None for an ignored line."""
        text = line.removeprefix(BYTE_ORDER_MARK).strip()
        if not text or text.startswith("#"):
            return None
        words = text.split()
        command = self._commands.get(words[0].lower())
        if command is None:
            known = " ".join(self._commands)
            return f"? unknown command '{files.quoted(words[0], 40)}' (known: {known})"
        rest = text[len(words[0]) :].strip()
        try:
            answer = command(words[1:], rest)
        except (ValueError, OSError) as error:  # every core error is a ValueError
            return "? " + files.quoted(" ".join(str(error).split()))
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
            "build": build(),
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

    def _computer(self, level: Level, movetime_ms: int | None) -> Action:
        if self.state.outcome is not None:
            raise CommandError("the game is over")
        # Imported on first use: the search modules are a large share of the start-up time.
        from seega.ai import choose_action

        seed = self._rng.randrange(SEED_RANGE)
        return choose_action(self.state, level, movetime_ms, seed=seed)

    def _commit(self, action: Action, level: Level | None) -> str:
        """Play `action` (IllegalActionError leaves the game as it was) and describe it."""
        played = self._line.play(action)
        self._levels.append(level)  # undo pops it: one level per action in effect
        return played.notation

    # -- records -----------------------------------------------------------------------------

    def _savegame(self, args: list[str], rest: str) -> str:
        if not args:
            raise CommandError("usage: savegame PATH")
        target = self._file_path(rest)
        white, black = (player_text(self._seat_level(side)) for side in (WHITE, BLACK))
        text = format_record(self._line.record(white, black))
        try:
            files.refuse_special(target)
            files.write_atomically(target, text, mode=files.umask_mode(), make_folder=False)
        except files.BadFile as error:
            why = FILE_PROBLEMS.get(error.reason, error.detail)
            raise CommandError(f"cannot write {_shown(target)}: {why}") from None
        except OSError as error:
            why = error.strerror or "the system refused"
            raise CommandError(f"cannot write {_shown(target)}: {why}") from None
        return ""

    def _file_path(self, text: str) -> Path:
        """The file a savegame or loadgame PATH names, within what the engine was allowed."""
        if not self._files_allowed:
            raise CommandError("file commands are turned off (--no-files)")
        if "\0" in text:
            raise CommandError("PATH cannot hold a NUL character")
        if self._files_in is None:
            try:
                return Path(text).expanduser()
            except RuntimeError:  # ~someone who does not exist here
                raise CommandError("PATH names the home folder of an unknown user") from None
        path = Path(text)
        inside = os.path.realpath(os.path.join(self._files_in, text))
        if (
            path.is_absolute()
            or ".." in path.parts
            or os.path.commonpath([self._files_in, inside]) != self._files_in
            or inside == self._files_in
        ):
            raise CommandError("PATH must name a file inside the files folder (--files-in)")
        return Path(self._files_in) / path

    def _seat_level(self, side: int) -> Level | None:
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
        path = self._file_path(rest)
        try:
            text = files.read_text(path, MAX_RECORD_BYTES, follow_link=False)
        except files.BadFile as error:
            why = FILE_PROBLEMS.get(error.reason, error.detail)
            raise CommandError(f"cannot read {_shown(path)}: {why}") from None
        try:
            record = parse_record(text)
        except (ValueError, RecursionError) as error:  # never quote the file: name the line
            where = LINE_NUMBER.match(str(error))
            at = f" (line {where.group(1)})" if where else ""
            raise CommandError(f"{_shown(path)} is not a valid game record{at}") from None
        line = GameLine.from_record(record)
        seats = {WHITE: level_of(record.white), BLACK: level_of(record.black)}
        self._line = line
        self._levels = [seats[played.side] for played in map(line.played_at, range(line.cursor))]
        return ""


def _no_arguments(command: str, args: list[str]) -> None:
    if args:
        raise CommandError(f"{command} takes no arguments")


def _whole_number(text: str, what: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise CommandError(f"{what} must be a whole number, not '{files.quoted(text, 20)}'")
    if len(text) > 12:
        raise CommandError(f"{what} is far too large")
    return int(text)


def _shown(path: Path) -> str:
    """A path as an error answer quotes it (long ones cut)."""
    return files.quoted(str(path), files.SHORT_QUOTE_LIMIT)


def _level_and_time(command: str, args: list[str]) -> tuple[Level, int | None]:
    if not 1 <= len(args) <= 2:
        raise CommandError(f"usage: {command} LEVEL [MOVETIME_MS] with LEVEL {LEVEL_WORDS}")
    try:
        level = level_named(args[0].lower())
    except ValueError:
        raise CommandError(
            f"unknown level '{files.quoted(args[0], 20)}' ({', '.join(LEVELS)})"
        ) from None
    if len(args) == 1:
        return level, None
    movetime_ms = _whole_number(args[1], "MOVETIME_MS")
    if not 1 <= movetime_ms <= MAX_MOVETIME_MS:
        raise CommandError(f"MOVETIME_MS must be from 1 to {MAX_MOVETIME_MS}")
    return level, movetime_ms


def build_parser(prog: str | None = None) -> argparse.ArgumentParser:
    """The engine's command line, named `prog` (default: as it was started)."""
    parser = argparse.ArgumentParser(
        prog=prog or program_name("seega.engine"),
        description="The Seega text protocol (docs/protocol.md).",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--no-files", action="store_true", help="refuse savegame and loadgame (untrusted input)"
    )
    where.add_argument(
        "--files-in",
        type=Path,
        metavar="FOLDER",
        help="savegame and loadgame only name files inside FOLDER",
    )
    return parser


def read_lines(source: io.TextIOBase) -> Iterator[str | None]:
    """The lines of `source`; None stands for a line longer than MAX_LINE_CHARS."""
    while True:
        line = source.readline(MAX_LINE_CHARS)
        if not line:
            return
        if len(line) == MAX_LINE_CHARS and not line.endswith("\n"):
            while (rest := source.readline(MAX_LINE_CHARS)) and not rest.endswith("\n"):
                pass  # skip the rest of the line, a piece at a time
            yield None
            continue
        yield line


def answer_line(engine: Engine, line: str | None) -> str | None:
    """The engine's answer, or `? ...` for a line too long (None) or an internal error."""
    if line is None:
        return f"? the line is longer than {MAX_LINE_CHARS} characters"
    try:
        return engine.handle(line)
    except Exception as error:  # a bug must not end a tournament: report it and go on
        return f"? internal error ({type(error).__name__})"


def main(argv: Sequence[str] | None = None, prog: str | None = None) -> int:
    """Answer protocol lines from standard input until `quit` or the end of input; a closed
    output pipe or Ctrl-C ends it quietly. `prog` names the command in its messages."""
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    if args.files_in is not None and not args.files_in.is_dir():
        parser.error(f"--files-in: {args.files_in} is not a folder")
    source = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8-sig", errors="replace")
    sink = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    engine = Engine(files_allowed=not args.no_files, files_in=args.files_in)
    try:
        for line in read_lines(source):
            answer = answer_line(engine, line)
            if answer is None:
                continue
            sink.write(answer + "\n\n")
            sink.flush()
            if engine.finished:
                break
    except BrokenPipeError:
        # Nobody reads any more: point stdout at nothing so the exit flush cannot complain.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        return 130  # the usual status after Ctrl-C, without a traceback
    return 0


if __name__ == "__main__":
    sys.exit(main())
