"""Settings, statistics and the autosave as JSON files in the user's data folder.

Standard library only. Writes are atomic (a temporary file, fsync, `os.replace`), so a crash
mid-write leaves the previous file intact. A file that cannot be read back (bad JSON, wrong
types, values out of range) never crashes the game: it is moved aside to
`<name>.corrupt-<timestamp>`, defaults are used, and the load result carries a `LoadProblem`
the UI can show. Unknown keys are ignored and missing keys take their defaults, so files
written by older or newer versions of the game still load.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import MISSING, asdict, dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from seega.core.players import LEVELS
from seega.i18n import DEFAULT_LANGUAGE, LANGUAGES, system_language, tr

# Tests and portable installs point this at a folder of their own.
DATA_DIR_ENV = "SEEGA_DATA_DIR"
SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
AUTOSAVE_FILE = "autosave.json"
# Bumped only if a later version changes the meaning of an existing key.
FORMAT_VERSION = 1
# Statistics 2 adds `by_setup` (results per rule set, board size and opponent) and `recent`
# (the last games, newest first). A version 1 file reads as version 2 with both empty: its
# totals per opponent stay where they were, so nothing counted is lost.
STATISTICS_VERSION = 2
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
    """Why a file could not be used, and where the unreadable file was moved."""

    path: Path
    reason: str
    moved_to: Path | None

    @property
    def message(self) -> str:
        """A sentence for the player, in the current language."""
        message = tr("notice.file_unreadable", file=self.path.name, reason=self.reason)
        if self.moved_to is None:
            return message
        return f"{message} {tr('notice.file_kept', name=self.moved_to.name)}"


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """A loaded value, with the problem met on the way if there was one."""

    value: T
    problem: LoadProblem | None = None


class CorruptFile(ValueError):
    """The content of a data file does not have the expected shape."""


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
    if any(isinstance(n, int) and n < 0 for n in asdict(record).values()):
        raise CorruptFile("negative game count")


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


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` so that readers see the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class Storage:
    """The game's files in one folder. `now` names moved-aside files (injected by tests)."""

    def __init__(self, directory: Path, now: Callable[[], datetime] = datetime.now) -> None:
        self.directory = directory
        self._now = now

    def _stamp(self) -> str:
        return self._now().strftime("%Y%m%d-%H%M%S")

    def _move_aside(self, path: Path) -> Path | None:
        target = path.with_name(f"{path.name}.corrupt-{self._stamp()}")
        counter = 2
        while target.exists():
            target = path.with_name(f"{path.name}.corrupt-{self._stamp()}-{counter}")
            counter += 1
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target

    def _load(self, name: str, decode: Callable[[object], T], default: T) -> Loaded[T]:
        path = self.directory / name
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Loaded(default)
        except (OSError, UnicodeDecodeError) as error:
            reason = "not readable text" if isinstance(error, UnicodeDecodeError) else str(error)
            return Loaded(default, LoadProblem(path, reason, self._move_aside(path)))
        try:
            return Loaded(decode(json.loads(text)))
        except (json.JSONDecodeError, CorruptFile) as error:
            reason = "not valid JSON" if isinstance(error, json.JSONDecodeError) else str(error)
            return Loaded(default, LoadProblem(path, reason, self._move_aside(path)))

    def _save(
        self, name: str, payload: dict[str, Any], version: int = FORMAT_VERSION
    ) -> str | None:
        """Write `payload` with its format version; a readable error message on failure."""
        try:
            text = json.dumps({"version": version, **payload}, indent=2, ensure_ascii=False)
            write_atomically(self.directory / name, text + "\n")
        except (OSError, TypeError, ValueError) as error:
            return tr("notice.save_failed", file=name, error=error)
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
        return self._save(STATISTICS_FILE, payload, STATISTICS_VERSION)

    def load_autosave(self) -> Loaded[Autosave | None]:
        """The game in progress, or None when there is none."""
        return self._load(AUTOSAVE_FILE, decode_autosave, None)

    def save_autosave(self, autosave: Autosave) -> str | None:
        """Save the game in progress; returns an error message if it could not be saved."""
        return self._save(AUTOSAVE_FILE, {"state": autosave.state, "record": autosave.record})

    def has_autosave(self) -> bool:
        """Whether a game in progress was saved (its content is checked only on load)."""
        return (self.directory / AUTOSAVE_FILE).is_file()

    def delete_autosave(self) -> None:
        """Forget the game in progress (after it ended)."""
        (self.directory / AUTOSAVE_FILE).unlink(missing_ok=True)

    def write_crash_log(self, text: str) -> Path:
        """Write a crash report next to the data files and return its path."""
        path = self.directory / f"crash-{self._stamp()}.log"
        write_atomically(path, text)
        return path
