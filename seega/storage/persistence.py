"""Settings, statistics and the autosave as JSON files in the user's data folder.

Standard library only. Files are read and written through `seega.storage.files` only: reads are
size-capped and accept regular files only, writes are atomic (a kill mid-write leaves the
previous file intact; `Storage.clean_up` removes the temporary files such a kill leaves). A
file that cannot be used (bad JSON, too deep, too large, not a file, wrong types, values out
of range) never crashes the game: it is moved aside to `<name>.corrupt-<timestamp>`, defaults
are used, and the load result carries a `LoadProblem` the UI can show. A file that cannot be
opened (no permission) or that a newer version wrote is left as it is and never overwritten.
Unknown keys are ignored and missing keys take their defaults; older format versions are
brought up to date by `MIGRATIONS`. Failed writes and deletes return a message for the
player once per file, not once per attempt.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import MISSING, asdict, dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from seega.core.players import LEVELS
from seega.i18n import DEFAULT_LANGUAGE, LANGUAGES, system_language, tr
from seega.storage import files
from seega.storage.files import BadFile
from seega.storage.stamps import stamp_now

# Tests and portable installs point this at a folder of their own.
DATA_DIR_ENV = "SEEGA_DATA_DIR"
SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
AUTOSAVE_FILE = "autosave.json"
# Each file's format version, bumped when a later version changes the meaning of its keys;
# MIGRATIONS[(file, old)] then turns a file of format `old` into one of format `old + 1`.
# Statistics 2 adds `by_setup` (results per rule set, board size and opponent) and `recent`
# (the last games, newest first): a version 1 file keeps its totals per opponent and starts
# both empty, so nothing counted is lost.
FORMAT_VERSIONS = {SETTINGS_FILE: 1, STATISTICS_FILE: 2, AUTOSAVE_FILE: 1}
MIGRATIONS: dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]] = {
    (STATISTICS_FILE, 1): lambda raw: {**raw, "version": 2, "by_setup": [], "recent": []},
}
# The longest game's autosave is tens of kilobytes; anything near this is not one of ours.
MAX_FILE_BYTES = 1_000_000
# More games than anyone plays; larger counts come from an edited or damaged file.
MAX_COUNT = 10**9
# The history keeps this many games, newest first (as many as its table shows).
RECENT_LIMIT = 8
# The opponent of a two-player game, in statistics (the others are computer levels).
PEOPLE = "people"

# Animation durations are multiplied by these factors.
ANIMATION_SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.55}
# Sija per-move think time in seconds; 0 means off (docs/rules.md §2, default 60).
THINK_TIMES_S = (0, 30, 60, 120)
# "carved": ivory disc with a ring vs lapis square inset; "contrast": the same shapes in
# black and white with heavier outlines, for low vision.
PIECE_STYLES = ("carved", "contrast")
# When the player's pieces in danger are ringed: "auto" in the learning games (against the
# easy computer, in the journey's first chapter), or always, or never.
DANGER_MARKS = ("auto", "on", "off")
# The new-game screen's choices: against the computer or two people at this device; the
# person's colour, or a coin toss.
OPPONENTS = ("computer", "people")
COLOURS = ("light", "dark", "toss")

T = TypeVar("T")
Outcome = Literal["win", "loss", "draw"]
Side = Literal["light", "dark"]


@dataclass(frozen=True)
class Settings:
    """The player's preferences. Volumes are percentages 0..100."""

    sound_volume: int = 80
    music_volume: int = 60
    muted: bool = False
    animation_speed: str = "normal"
    show_legal_moves: bool = True
    sija_think_time_s: int = 60
    fullscreen: bool = False
    language: str = DEFAULT_LANGUAGE
    larger_text: bool = False
    piece_style: str = PIECE_STYLES[0]
    show_danger: str = DANGER_MARKS[0]
    # The new-game screen's last choices, offered again next time (a board is a level's id;
    # "" or an id no longer in levels/ offers the first one).
    last_opponent: str = OPPONENTS[0]
    last_level: str = "medium"
    last_colour: str = COLOURS[0]
    last_board: str = ""

    @property
    def animation_factor(self) -> float:
        """Multiply animation durations by this."""
        return ANIMATION_SPEED_FACTORS[self.animation_speed]

    def check(self) -> None:
        """Raise ValueError naming the first value out of its allowed range."""
        for name in ("sound_volume", "music_volume"):
            if not 0 <= getattr(self, name) <= 100:
                raise ValueError(f"{name} must be between 0 and 100")
        choices: dict[str, tuple[object, ...]] = {
            "animation_speed": tuple(ANIMATION_SPEED_FACTORS),
            "sija_think_time_s": THINK_TIMES_S,
            "language": LANGUAGES,
            "piece_style": PIECE_STYLES,
            "show_danger": DANGER_MARKS,
            "last_opponent": OPPONENTS,
            "last_level": LEVELS,
            "last_colour": COLOURS,
        }
        for name, allowed in choices.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(map(str, allowed))}")


@dataclass(frozen=True)
class Record:
    """Games against the computer at one level, from the player's side."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        """All games counted."""
        return self.wins + self.losses + self.draws


@dataclass(frozen=True)
class TwoPlayerRecord:
    """Games between two people at one screen."""

    light_wins: int = 0
    dark_wins: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        """All games counted."""
        return self.light_wins + self.dark_wins + self.draws


@dataclass(frozen=True)
class GameResult:
    """One finished game. `opponent` is a computer level or PEOPLE; `result` is win, loss or
    draw for the person against the computer, and light, dark or draw between two people."""

    played_on: str  # ISO date, e.g. 2026-05-17
    rules: str
    size: int
    opponent: str
    result: str


@dataclass(frozen=True)
class SetupRecord:
    """The games of one rule set, board size and opponent. Against the computer the counts
    are the person's wins and losses; between two people, Light's wins and Dark's wins."""

    rules: str
    size: int
    opponent: str
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        """All games counted."""
        return self.wins + self.losses + self.draws


# A game's result as a count of SetupRecord.
RESULT_COUNTS = {"win": "wins", "light": "wins", "loss": "losses", "dark": "losses"}
RESULT_COUNTS["draw"] = "draws"


@dataclass(frozen=True)
class Statistics:
    """Results per computer level, and of two-player games; per rule set, board size and
    opponent; and the last games played."""

    computer: Mapping[str, Record] = field(default_factory=lambda: {lv: Record() for lv in LEVELS})
    two_player: TwoPlayerRecord = TwoPlayerRecord()
    by_setup: tuple[SetupRecord, ...] = ()
    recent: tuple[GameResult, ...] = ()

    def setup(self, rules: str, size: int, opponent: str) -> SetupRecord:
        """The record of one rule set, board size and opponent (zeros if none was played)."""
        key = (rules, size, opponent)
        found = [r for r in self.by_setup if (r.rules, r.size, r.opponent) == key]
        return found[0] if found else SetupRecord(rules, size, opponent)

    def with_result(self, game: GameResult) -> Statistics:
        """These statistics plus `game` in its set-up's record and at the top of the
        history (which keeps RECENT_LIMIT games)."""
        if game.result not in RESULT_COUNTS:
            raise ValueError(f"unknown result {game.result!r}")
        record = self.setup(game.rules, game.size, game.opponent)
        count = RESULT_COUNTS[game.result]
        counted = replace(record, **{count: getattr(record, count) + 1})
        others = [r for r in self.by_setup if r != record]
        setups = tuple(sorted([*others, counted], key=lambda r: (r.rules, r.size, r.opponent)))
        return replace(self, by_setup=setups, recent=(game, *self.recent)[:RECENT_LIMIT])

    def against(self, level: str) -> Record:
        """The record against the computer at `level` (one of LEVELS)."""
        return self.computer.get(level, Record())

    def with_computer_game(self, level: str, outcome: Outcome) -> Statistics:
        """These statistics plus one finished game against the computer."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        counts = asdict(self.against(level))
        counts[{"win": "wins", "loss": "losses", "draw": "draws"}[outcome]] += 1
        return replace(self, computer={**self.computer, level: Record(**counts)})

    def with_two_player_game(self, winner: Side | None) -> Statistics:
        """These statistics plus one finished two-player game (`None` for a draw)."""
        name = {"light": "light_wins", "dark": "dark_wins", None: "draws"}[winner]
        counts = asdict(self.two_player)
        counts[name] += 1
        return replace(self, two_player=TwoPlayerRecord(**counts))


@dataclass(frozen=True)
class Autosave:
    """A game in progress: an opaque JSON-able `state` from the caller and its text record."""

    state: dict[str, Any]
    record: str


@dataclass(frozen=True)
class LoadProblem:
    """Why a file could not be used (`kind`: a reason name of `seega.storage.files`; `reason`: the
    detail, for logs and tests), and where the file was moved (None: left where it is)."""

    path: Path
    reason: str
    moved_to: Path | None
    kind: str = files.WRONG_SHAPE

    @property
    def message(self) -> str:
        """A sentence for the player, in the current language."""
        why = tr(f"file.problem.{self.kind}")
        message = tr("notice.file_unreadable", file=self.path.name, reason=why)
        if self.moved_to is None:
            return f"{message} {tr('notice.file_left')}"
        return f"{message} {tr('notice.file_kept', name=self.moved_to.name)}"


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A loaded value, with the problem met on the way if there was one."""

    value: T
    problem: LoadProblem | None = None


class CorruptFile(BadFile):
    """The content of a data file does not have the expected shape."""

    def __init__(self, detail: str) -> None:
        super().__init__(files.WRONG_SHAPE, detail)


def data_dir(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The folder for Seega's files: `$SEEGA_DATA_DIR`, else the platform's usual place."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    if env.get(DATA_DIR_ENV):
        return Path(env[DATA_DIR_ENV])
    if platform.startswith("win"):
        return Path(env.get("APPDATA") or home / "AppData" / "Roaming") / "Seega"
    if platform == "darwin":
        return home / "Library" / "Application Support" / "Seega"
    return Path(env.get("XDG_DATA_HOME") or home / ".local" / "share") / "seega"


def _decode_flat(cls: type[T], raw: object) -> T:
    """Build dataclass `cls` from a JSON object whose values have the defaults' exact types."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    defaults = cls()
    values = {}
    for item in fields(cls):  # type: ignore[arg-type]
        if item.name in raw:
            expected = type(getattr(defaults, item.name))
            if type(raw[item.name]) is not expected:
                raise CorruptFile(f"{item.name} should be {expected.__name__}")
            values[item.name] = raw[item.name]
    return cls(**values)


def _check_counts(record: Record | TwoPlayerRecord | SetupRecord) -> None:
    counts = [n for n in asdict(record).values() if isinstance(n, int)]
    if any(count < 0 for count in counts):
        raise CorruptFile("negative game count")
    if any(count > MAX_COUNT for count in counts):
        raise CorruptFile(f"a game count above {MAX_COUNT}")


def decode_settings(raw: object) -> Settings:
    """Settings from parsed JSON; CorruptFile if a value has the wrong type or range."""
    settings = _decode_flat(Settings, raw)
    try:
        settings.check()
    except ValueError as error:
        raise CorruptFile(str(error)) from error
    return settings


def decode_statistics(raw: object) -> Statistics:
    """Statistics from parsed JSON; CorruptFile if the shape is wrong."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    computer_raw = raw.get("computer", {})
    if not isinstance(computer_raw, dict):
        raise CorruptFile("computer should be an object")
    computer = {level: _decode_flat(Record, computer_raw.get(level, {})) for level in LEVELS}
    two_player = _decode_flat(TwoPlayerRecord, raw.get("two_player", {}))
    by_setup = tuple(_decode_row(SetupRecord, row) for row in _rows(raw, "by_setup"))
    recent = tuple(_decode_row(GameResult, row) for row in _rows(raw, "recent"))
    records: list[Record | TwoPlayerRecord | SetupRecord] = [*computer.values(), two_player]
    for record in [*records, *by_setup]:
        _check_counts(record)
    if any(game.result not in RESULT_COUNTS for game in recent):
        raise CorruptFile("unknown result in recent")
    return Statistics(computer, two_player, by_setup, recent[:RECENT_LIMIT])


# The field types of the rows of a statistics file (annotations are strings here).
ROW_FIELD_TYPES: dict[str, type] = {"str": str, "int": int}


def _rows(raw: dict[str, Any], name: str) -> list[object]:
    """A list of objects of a version 2 file (missing in version 1: empty)."""
    rows = raw.get(name, [])
    if not isinstance(rows, list):
        raise CorruptFile(f"{name} should be a list")
    return rows


def _decode_row(cls: type[T], raw: object) -> T:
    """A dataclass with no defaults for some fields, from a JSON object of exact types."""
    if not isinstance(raw, dict):
        raise CorruptFile(f"{cls.__name__} should be an object")
    values = {}
    for item in fields(cls):  # type: ignore[arg-type]
        expected = ROW_FIELD_TYPES[str(item.type)]
        if item.name in raw and type(raw[item.name]) is expected:
            values[item.name] = raw[item.name]
        elif item.default is MISSING:
            raise CorruptFile(f"{cls.__name__} needs {item.name} ({expected.__name__})")
    return cls(**values)


def decode_autosave(raw: object) -> Autosave:
    """An autosave from parsed JSON; CorruptFile if the shape is wrong."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    state, record = raw.get("state"), raw.get("record")
    if not isinstance(state, dict) or not isinstance(record, str):
        raise CorruptFile("an autosave needs a state object and a record text")
    return Autosave(state=state, record=record)


def upgraded(raw: object, name: str) -> dict[str, Any]:
    """The object of data file `name` brought to its FORMAT_VERSIONS entry (a missing version
    counts as current); CorruptFile for a bad version, BadFile(NEWER_VERSION) for one this
    game cannot know."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    current = FORMAT_VERSIONS[name]
    version = raw.get("version", current)
    if type(version) is not int or version < 1:
        raise CorruptFile("version should be a whole number from 1")
    if version > current:
        raise BadFile(files.NEWER_VERSION, f"format version {version}")
    for older in range(version, current):
        raw = MIGRATIONS[(name, older)](raw)
    return raw


# Files the game writes; a kill mid-write may leave their temporary files behind.
DATA_FILES = (SETTINGS_FILE, STATISTICS_FILE, AUTOSAVE_FILE)
# Reasons for which a file is left where it is (and never overwritten) instead of set aside.
LEFT_ALONE = (files.UNREADABLE, files.NEWER_VERSION)


class Storage:
    """The game's files in one folder. `now` names moved-aside files (injected by tests)."""

    def __init__(self, directory: Path, now: Callable[[], datetime] = datetime.now) -> None:
        self.directory = directory
        self._now = now
        self._failing: set[str] = set()  # files whose last write or delete failed (told once)
        self._left: set[str] = set()  # files that could not be read: never overwritten

    def _stamp(self) -> str:
        return stamp_now(self._now)

    def clean_up(self) -> None:
        """Remove temporary files left by a write that was killed (call once, at start)."""
        files.remove_orphans(self.directory, DATA_FILES)

    def set_aside(self, name: str) -> Path | None:
        """Move the unusable file `name` out of the way; where it went, or None."""
        return files.set_aside(self.directory / name, self._stamp())

    def _load(self, name: str, decode: Callable[[object], T], default: T) -> Loaded[T]:
        path = self.directory / name
        try:
            return Loaded(decode(upgraded(files.read_json(path, MAX_FILE_BYTES), name)))
        except BadFile as error:
            if error.reason == files.MISSING:
                return Loaded(default)
            if error.reason in LEFT_ALONE:
                self._left.add(name)
                return Loaded(default, LoadProblem(path, error.detail, None, error.reason))
            problem = LoadProblem(path, error.detail, self.set_aside(name), error.reason)
            return Loaded(default, problem)
        except (ValueError, RecursionError) as error:  # a decoder's own check
            problem = LoadProblem(path, str(error), self.set_aside(name))
            return Loaded(default, problem)

    def _failed(self, name: str, message: str) -> str | None:
        """`message` the first time `name` fails; None while it keeps failing."""
        if name in self._failing:
            return None
        self._failing.add(name)
        return message

    def _save(self, name: str, payload: dict[str, Any]) -> str | None:
        """Write `payload` with its format version; a readable error message on failure."""
        if name in self._left:
            return self._failed(name, tr("notice.save_failed", file=name, error=tr("notice.left")))
        try:
            version = FORMAT_VERSIONS[name]
            text = json.dumps({"version": version, **payload}, indent=2, ensure_ascii=False)
            files.write_atomically(self.directory / name, text + "\n")
        except (OSError, TypeError, ValueError, RecursionError) as error:
            return self._failed(name, tr("notice.save_failed", file=name, error=_words(error)))
        self._failing.discard(name)
        return None

    def load_settings(self, language: str | None = None) -> Loaded[Settings]:
        """The saved settings; for a first run, defaults in `language` (else the system's)."""
        default = Settings(language=language or system_language())
        return self._load(SETTINGS_FILE, decode_settings, default)

    def save_settings(self, settings: Settings) -> str | None:
        """Save; returns an error message for the player if the disk refused."""
        return self._save(SETTINGS_FILE, asdict(settings))

    def load_statistics(self) -> Loaded[Statistics]:
        """The saved statistics, or zeros."""
        return self._load(STATISTICS_FILE, decode_statistics, Statistics())

    def save_statistics(self, statistics: Statistics) -> str | None:
        """Save; returns an error message for the player if the disk refused."""
        computer = {level: asdict(record) for level, record in statistics.computer.items()}
        payload = {
            "computer": computer,
            "two_player": asdict(statistics.two_player),
            "by_setup": [asdict(record) for record in statistics.by_setup],
            "recent": [asdict(game) for game in statistics.recent],
        }
        return self._save(STATISTICS_FILE, payload)

    def load_autosave(self) -> Loaded[Autosave | None]:
        """The game in progress, or None when there is none."""
        return self._load(AUTOSAVE_FILE, decode_autosave, None)

    def save_autosave(self, autosave: Autosave) -> str | None:
        """Save the game in progress; returns an error message if it could not be saved."""
        return self._save(AUTOSAVE_FILE, {"state": autosave.state, "record": autosave.record})

    def has_autosave(self) -> bool:
        """Whether a game in progress was saved (its content is checked only on load); False
        when the folder cannot even be looked into."""
        try:
            return (self.directory / AUTOSAVE_FILE).is_file()
        except OSError:
            return False

    def delete_autosave(self) -> str | None:
        """Forget the game in progress (after it ended); a message for the player if the file
        could not be removed (the first time only)."""
        try:
            (self.directory / AUTOSAVE_FILE).unlink(missing_ok=True)
        except OSError as error:
            return self._failed(AUTOSAVE_FILE, tr("notice.delete_failed", error=_words(error)))
        self._failing.discard(AUTOSAVE_FILE)
        return None

    def write_crash_log(self, text: str) -> Path:
        """Write a crash report next to the data files and return its path; a second crash in
        the same second gets a name of its own (`-2`, `-3`...)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        stamp = self._stamp()
        counter = 1
        while True:
            suffix = stamp if counter == 1 else f"{stamp}-{counter}"
            path = self.directory / f"crash-{suffix}.log"
            try:
                with path.open("x", encoding="utf-8") as stream:
                    stream.write(text)
            except FileExistsError:
                counter += 1
                continue
            return path


def _words(error: BaseException) -> str:
    """An error for the player: the system's words, without a (temporary) file name."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__
