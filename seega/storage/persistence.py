"""Settings and statistics, and `Storage`: every file the game keeps in the user's
data folder, each through the one store (`seega.storage.store`).

Standard library only. The decoders here turn parsed JSON into the game's own values and trust
no field: a statistics row names a known rule set, a board size of that rule set, a known
opponent and a result that opponent can have, in text that can be drawn; a row that does not is
dropped and reported, the others kept. Unknown keys are ignored and missing keys take their
defaults; older format versions are brought up to date by each format's migrations.
Statistics are changed with `Storage.count_game`, applied to the file as it is on disk under its
lock, so two windows on one folder both count their games.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, asdict, dataclass, field, fields, replace
from datetime import date, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

from seega.challenges.daily import with_solved
from seega.challenges.journey import Progress
from seega.challenges.schema import Challenge
from seega.core.players import LEVELS
from seega.core.rulesets import RULESETS
from seega.core.state import BLACK, SIDE_COLOURS, SIDE_NAMES, WHITE
from seega.storage import files
from seega.storage.daily import DAILY_FILE, DAILY_FORMAT, Solved
from seega.storage.history import HISTORY_FILE, HISTORY_FORMAT, History, with_rating
from seega.storage.journey import JOURNEY_FILE, JOURNEY_FORMAT
from seega.storage.lessons import LESSONS_FILE, LESSONS_FORMAT
from seega.storage.online import ONLINE_FILE, ONLINE_FORMAT, KeptSeat
from seega.storage.paths import xdg_data_home
from seega.storage.practice import PRACTICE_FILE, PRACTICE_FORMAT, Practice, with_added
from seega.storage.saves import AUTOSAVE_FILE, AUTOSAVE_FORMAT, SAVES_FOLDER, SavedGames
from seega.storage.stamps import stamp_now
from seega.storage.store import CorruptFile, Decoded, FileFormat, Loaded, Store, WriteProblem

# Tests and portable installs point this at a folder of their own.
DATA_DIR_ENV = "SEEGA_DATA_DIR"
SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
# More games than anyone plays; larger counts come from an edited or damaged file.
MAX_COUNT = 10**9
# The history keeps this many games, newest first (as many as its table shows).
RECENT_LIMIT = 8
# More rows than every rule set, board and opponent together can fill: the rest of a list this
# long is counted as dropped without decoding it, so a file at its cap loads in milliseconds.
MAX_ROWS = 200
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
# The new-game screen's choices: against the computer, two people at this device, or a person
# on another computer; the person's side (its name, as records write it: the window shows
# Light and Dark), or a coin toss.
OPPONENTS = ("computer", "people", "online")
SIDE_CHOICES = (SIDE_NAMES[WHITE], SIDE_NAMES[BLACK], "toss")
# The server of games over the internet, as the player typed it (ws://host:port, wss://...,
# or host:port); NO_SERVER: the games of this network only. A longer text is no address.
NO_SERVER = ""
MAX_SERVER_CHARS = 200

T = TypeVar("T")
Outcome = Literal["win", "loss", "draw"]
Side = Literal["white", "black"]


@dataclass(frozen=True, kw_only=True)
class Settings:
    """The player's preferences. Volumes are percentages 0..100. The `language` is one the
    window speaks: storage keeps no list of them, the window names them (`check`)."""

    sound_volume: int = 80
    music_volume: int = 60
    muted: bool = False
    animation_speed: str = "normal"
    show_legal_moves: bool = True
    sija_think_time_s: int = 60
    fullscreen: bool = False
    language: str
    larger_text: bool = False
    piece_style: str = PIECE_STYLES[0]
    show_danger: str = DANGER_MARKS[0]
    # The new-game screen's last choices, offered again next time (a board is a level's id;
    # "" or an id no longer in levels/ offers the first one). The computer's level is not
    # among them: each visit offers the one suggested for the player's rating.
    last_opponent: str = OPPONENTS[0]
    last_colour: str = SIDE_CHOICES[0]
    last_board: str = ""
    # The computer places the people's pieces ("place the rest for me" from the start).
    last_place_for_me: bool = False
    # The title has asked once, at the first launch, whether to learn to play.
    lesson_offered: bool = False
    # The server of online games over the internet (NO_SERVER: this network only).
    online_server: str = NO_SERVER

    @property
    def animation_factor(self) -> float:
        """Multiply animation durations by this."""
        return ANIMATION_SPEED_FACTORS[self.animation_speed]

    def check(self, languages: Sequence[str]) -> None:
        """Raise ValueError naming the first value out of its allowed range (`languages`: the
        ones the window speaks)."""
        for name in ("sound_volume", "music_volume"):
            if not 0 <= getattr(self, name) <= MAX_VOLUME:
                raise ValueError(f"{name} must be between 0 and 100")
        choices: dict[str, tuple[object, ...]] = {
            "animation_speed": tuple(ANIMATION_SPEED_FACTORS),
            "sija_think_time_s": THINK_TIMES_S,
            "language": tuple(languages),
            "piece_style": PIECE_STYLES,
            "show_danger": DANGER_MARKS,
            "last_opponent": OPPONENTS,
            "last_colour": SIDE_CHOICES,
        }
        for name, allowed in choices.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(map(str, allowed))}")


@dataclass(frozen=True)
class Record:
    """Games against the computer at one level, from the player's side; `assisted` games (a
    hint taken) are counted apart, never as a win, loss or draw (they are not rated)."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    assisted: int = 0

    @property
    def games(self) -> int:
        """All games counted."""
        return self.wins + self.losses + self.draws


@dataclass(frozen=True)
class TwoPlayerRecord:
    """Games between two people at one screen."""

    white_wins: int = 0
    black_wins: int = 0
    draws: int = 0

    @property
    def games(self) -> int:
        """All games counted."""
        return self.white_wins + self.black_wins + self.draws


@dataclass(frozen=True)
class GameResult:
    """One finished game. `opponent` is a computer level or PEOPLE; `result` is win, loss or
    draw for the person against the computer, and white, black or draw between two people."""

    played_on: str  # ISO date, e.g. 2026-05-17
    rules: str
    size: int
    opponent: str
    result: str
    game: str = ""  # the game's id (seega.game.ending): a game is counted once
    assisted: bool = False  # a hint was taken: shown as assisted, not rated


@dataclass(frozen=True)
class SetupRecord:
    """The games of one rule set, board size and opponent. Against the computer the counts
    are the person's wins and losses (the rating is fitted from them), and `assisted` the
    games in which a hint was taken, counted apart; between two people, White's wins and
    Black's wins."""

    rules: str
    size: int
    opponent: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    assisted: int = 0

    @property
    def games(self) -> int:
        """All games counted."""
        return self.wins + self.losses + self.draws


# A game's result as the count it adds to: of a SetupRecord and of a Record against the
# computer (wins, losses and draws are the person's; between two people, White's and Black's),
# and of the two-player totals.
WHITE_WON, BLACK_WON, DRAW = SIDE_NAMES[WHITE], SIDE_NAMES[BLACK], "draw"
RESULT_COUNTS = {"win": "wins", WHITE_WON: "wins", "loss": "losses", BLACK_WON: "losses"}
RESULT_COUNTS[DRAW] = "draws"
TWO_PLAYER_COUNTS = {WHITE_WON: "white_wins", BLACK_WON: "black_wins", DRAW: "draws"}
# The results a game can have against the computer, and between two people.
COMPUTER_RESULTS = ("win", "loss", DRAW)
TWO_PLAYER_RESULTS = (WHITE_WON, BLACK_WON, DRAW)


def _no_games_against() -> dict[str, Record]:
    """A record of no games against each level (the statistics name the levels)."""
    return {level: Record() for level in LEVELS}


@dataclass(frozen=True)
class Statistics:
    """Results per computer level, and of two-player games; per rule set, board size and
    opponent; and the last games played."""

    computer: Mapping[str, Record] = field(default_factory=lambda: _no_games_against())
    two_player: TwoPlayerRecord = TwoPlayerRecord()
    by_setup: tuple[SetupRecord, ...] = ()
    recent: tuple[GameResult, ...] = ()

    def setup(self, rules: str, size: int, opponent: str) -> SetupRecord:
        """The record of one rule set, board size and opponent (zeros if none was played)."""
        key = (rules, size, opponent)
        found = [r for r in self.by_setup if (r.rules, r.size, r.opponent) == key]
        return found[0] if found else SetupRecord(rules, size, opponent)

    def with_game(self, game: GameResult) -> Statistics:
        """These statistics plus one finished game, counted once: in its opponent's totals,
        its set-up's record and the history. A game whose id is in the history already was
        counted (before a kill, say): the statistics are left as they are."""
        if game.game and any(game.game == counted.game for counted in self.recent):
            return self
        if game.assisted and game.opponent != PEOPLE:
            return self.with_assisted(game)
        if game.opponent == PEOPLE:
            winner = None if game.result == "draw" else game.result
            counted = self.with_two_player_game(winner)  # type: ignore[arg-type]
        else:
            counted = self.with_computer_game(game.opponent, game.result)  # type: ignore[arg-type]
        return counted.with_result(game)

    def with_assisted(self, game: GameResult) -> Statistics:
        """These statistics plus an assisted game against the computer: counted apart in its
        level's and its set-up's records (so never rated), and at the top of the history."""
        level = self.against(game.opponent)
        computer = {
            **self.computer,
            game.opponent: replace(level, assisted=counted_once_more(level.assisted)),
        }
        record = self.setup(game.rules, game.size, game.opponent)
        counted = replace(record, assisted=counted_once_more(record.assisted))
        return replace(self, computer=computer)._with_setup(record, counted, game)

    def with_result(self, game: GameResult) -> Statistics:
        """These statistics plus `game` in its set-up's record and at the top of the
        history (which keeps RECENT_LIMIT games)."""
        if game.result not in RESULT_COUNTS:
            raise ValueError(f"unknown result {game.result!r}")
        record = self.setup(game.rules, game.size, game.opponent)
        count = RESULT_COUNTS[game.result]
        more: dict[str, Any] = {count: counted_once_more(getattr(record, count))}
        counted = replace(record, **more)
        return self._with_setup(record, counted, game)

    def _with_setup(
        self, record: SetupRecord, counted: SetupRecord, game: GameResult
    ) -> Statistics:
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
        name = RESULT_COUNTS[outcome]
        counts[name] = counted_once_more(counts[name])
        return replace(self, computer={**self.computer, level: Record(**counts)})

    def with_two_player_game(self, winner: Side | None) -> Statistics:
        """These statistics plus one finished two-player game (`None` for a draw)."""
        name = TWO_PLAYER_COUNTS[winner or "draw"]
        counts = asdict(self.two_player)
        counts[name] = counted_once_more(counts[name])
        return replace(self, two_player=TwoPlayerRecord(**counts))


def data_dir(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Callable[[], Path] | None = None,
) -> Path:
    """The folder for Seega's files: `$SEEGA_DATA_DIR`, else the platform's usual place.

    The home folder is asked for only when the environment does not say where (`APPDATA`,
    `XDG_DATA_HOME`): a program started with a bare environment may have none, and
    `Path.home()` then raises.
    """
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    find_home = Path.home if home is None else home
    if env.get(DATA_DIR_ENV):
        return Path(env[DATA_DIR_ENV])
    if platform.startswith("win"):
        return Path(env.get("APPDATA") or find_home() / "AppData" / "Roaming") / "Seega"
    if platform == "darwin":
        return find_home() / "Library" / "Application Support" / "Seega"
    return xdg_data_home(env, find_home) / "seega"


def _decode_flat(cls: type[T], raw: object, defaults: T) -> T:
    """Build dataclass `cls` from a JSON object whose values have the exact types of those in
    `defaults`, which also fill the keys it lacks."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    values = {}
    for item in fields(cls):  # type: ignore[arg-type]
        if item.name in raw:
            expected = type(getattr(defaults, item.name))
            if type(raw[item.name]) is not expected:
                raise CorruptFile(f"{item.name} should be {expected.__name__}")
            values[item.name] = raw[item.name]
    return cls(**{**vars(defaults), **values})


def counted_once_more(count: int) -> int:
    """`count` plus one game, saturating at MAX_COUNT: a count the game writes is always one
    it reads back."""
    return min(count + 1, MAX_COUNT)


def _check_counts(record: Record | TwoPlayerRecord | SetupRecord) -> None:
    counts = [n for n in vars(record).values() if isinstance(n, int)]
    if any(count < 0 for count in counts):
        raise CorruptFile("negative game count")
    if any(count > MAX_COUNT for count in counts):
        raise CorruptFile(f"a game count above {MAX_COUNT}")


def decode_settings(raw: object, languages: Sequence[str], first_run: Settings) -> Settings:
    """Settings from parsed JSON, the keys it lacks taken from `first_run`; CorruptFile if a
    value has the wrong type or range, or the language is not among `languages`."""
    settings = _decode_flat(Settings, raw, first_run)
    try:
        settings.check(languages)
    except ValueError as error:
        raise CorruptFile(str(error)) from error
    if not files.encodes(settings.last_board):
        raise CorruptFile("last_board is not text")
    server = settings.online_server
    if len(server) > MAX_SERVER_CHARS or not files.encodes(server) or not server.isprintable():
        raise CorruptFile(f"online_server is not an address of at most {MAX_SERVER_CHARS} chars")
    return settings


def decode_statistics(raw: object) -> Decoded[Statistics]:
    """Statistics from parsed JSON, and how many rows were dropped; CorruptFile if the totals
    are unusable. A row (a set-up's record, a recent game) must name a rule set, a board size
    of it, an opponent and a result the game knows, in text that can be drawn."""
    if not isinstance(raw, dict):
        raise CorruptFile("expected a JSON object")
    computer_raw = raw.get("computer", {})
    if not isinstance(computer_raw, dict):
        raise CorruptFile("computer should be an object")
    computer: dict[str, Record] = {
        level: _decode_flat(Record, computer_raw.get(level, {}), Record()) for level in LEVELS
    }
    two_player = _decode_flat(TwoPlayerRecord, raw.get("two_player", {}), TwoPlayerRecord())
    totals: list[Record | TwoPlayerRecord] = [*computer.values(), two_player]
    for record in totals:
        _check_counts(record)
    by_setup = _kept_rows(raw, "by_setup", SetupRecord, _check_setup)
    recent = _kept_rows(raw, "recent", GameResult, _check_game)
    setups = _first_of_each(by_setup.value)
    dropped = by_setup.dropped + recent.dropped + len(by_setup.value) - len(setups)
    statistics = Statistics(computer, two_player, setups, recent.value[:RECENT_LIMIT])
    return Decoded(statistics, dropped)


# The field types of the rows of a statistics file (annotations are strings here).
ROW_FIELD_TYPES: dict[str, type] = {"str": str, "int": int, "bool": bool}
# A recent game's date: ISO, as `date.isoformat` writes it.
DATE_LENGTH = len("2026-05-17")


def _rows(raw: dict[str, Any], name: str) -> list[object]:
    """A list of objects of a version 2 file (missing in version 1: empty)."""
    rows = raw.get(name, [])
    if not isinstance(rows, list):
        raise CorruptFile(f"{name} should be a list")
    return rows


def _kept_rows(
    raw: dict[str, Any], name: str, cls: type[T], check: Callable[[T], None]
) -> Decoded[tuple[T, ...]]:
    """The rows of list `name` that decode and pass `check`, and how many did not."""
    kept: list[T] = []
    rows = _rows(raw, name)
    for row in rows[:MAX_ROWS]:
        try:
            value = _decode_row(cls, row)
            check(value)
        except ValueError:
            continue
        kept.append(value)
    return Decoded(tuple(kept), len(rows) - len(kept))


def _check_known(rules: str, size: int, opponent: str) -> None:
    """ValueError unless the rule set, its board size and the opponent are the game's own."""
    known = RULESETS.get(rules)
    if known is None or size not in known.sizes:
        raise ValueError("unknown rule set or board size")
    if opponent != PEOPLE and opponent not in LEVELS:
        raise ValueError("unknown opponent")


def _check_setup(record: SetupRecord) -> None:
    _check_known(record.rules, record.size, record.opponent)
    _check_counts(record)


def _check_game(game: GameResult) -> None:
    _check_known(game.rules, game.size, game.opponent)
    allowed = TWO_PLAYER_RESULTS if game.opponent == PEOPLE else COMPUTER_RESULTS
    if game.result not in allowed:
        raise ValueError("unknown result")
    try:
        date.fromisoformat(game.played_on)
    except ValueError:
        raise ValueError("not a date") from None
    if len(game.played_on) != DATE_LENGTH:
        raise ValueError("not a date")


def _first_of_each(records: tuple[SetupRecord, ...]) -> tuple[SetupRecord, ...]:
    """One record per rule set, board size and opponent (a repeated one is dropped)."""
    seen: dict[tuple[str, int, str], SetupRecord] = {}
    for record in records:
        seen.setdefault((record.rules, record.size, record.opponent), record)
    return tuple(seen.values())


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


def _encode_statistics(statistics: Statistics) -> dict[str, Any]:
    return {
        "computer": {level: asdict(record) for level, record in statistics.computer.items()},
        "two_player": asdict(statistics.two_player),
        "by_setup": [asdict(record) for record in statistics.by_setup],
        "recent": [asdict(game) for game in statistics.recent],
    }


# Each file's format: its version is bumped when a later version changes the meaning of its
# keys, with a migration from the one before. Statistics 2 adds `by_setup` (results per rule
# set, board size and opponent) and `recent` (the last games, newest first): a version 1 file
# keeps its totals per opponent and starts both empty, so nothing counted is lost. Statistics
# 3 and settings 2 name the sides as the code and the records do (white, black), where the
# versions before wrote what players see (light, dark): their files are read with the words
# renamed, so nothing counted or chosen is lost.
SETTINGS_VERSION = 2
# The sides' words of the versions before, and the names that replace them.
OLD_SIDE_WORDS = {SIDE_COLOURS[side]: SIDE_NAMES[side] for side in (WHITE, BLACK)}
OLD_TWO_PLAYER_KEYS = {f"{old}_wins": f"{new}_wins" for old, new in OLD_SIDE_WORDS.items()}


def _renamed_side(value: object) -> object:
    """A side's word of an older file as the side's name; any other value as it is."""
    return OLD_SIDE_WORDS.get(value, value) if isinstance(value, str) else value


def _settings_sides_named(raw: dict[str, Any]) -> dict[str, Any]:
    """Settings 1 → 2: the colour last chosen by its side's name."""
    if "last_colour" not in raw:
        return {**raw, "version": 2}
    return {**raw, "version": 2, "last_colour": _renamed_side(raw["last_colour"])}


def _statistics_sides_named(raw: dict[str, Any]) -> dict[str, Any]:
    """Statistics 2 → 3: the two-player wins and the recent games' results by the sides'
    names (a row of the wrong shape is left for the decoder to drop)."""
    upgraded = {**raw, "version": 3}
    two_player = raw.get("two_player")
    if isinstance(two_player, dict):
        upgraded["two_player"] = {
            OLD_TWO_PLAYER_KEYS.get(key, key): value for key, value in two_player.items()
        }
    recent = raw.get("recent")
    if isinstance(recent, list):
        upgraded["recent"] = [
            {**row, "result": _renamed_side(row.get("result"))}
            if isinstance(row, dict) and "result" in row
            else row
            for row in recent
        ]
    return upgraded


# The largest volume, a percentage (`Settings.check`).
MAX_VOLUME = 100


def settings_format(languages: Sequence[str], first_run: Settings) -> FileFormat[Settings]:
    """The settings file read back knowing the languages the window speaks and what a first
    run starts with (see `decode_settings`)."""
    return FileFormat(
        SETTINGS_VERSION,
        lambda raw: Decoded(decode_settings(raw, languages, first_run)),
        asdict,
        {1: _settings_sides_named},
        caps={
            "sound_volume": MAX_VOLUME,
            "music_volume": MAX_VOLUME,
            "online_server": MAX_SERVER_CHARS,
        },
    )


STATISTICS_FORMAT: FileFormat[Statistics] = FileFormat(
    3,
    decode_statistics,
    _encode_statistics,
    {
        1: lambda raw: {**raw, "version": 2, "by_setup": [], "recent": []},
        2: _statistics_sides_named,
    },
    caps={"count": MAX_COUNT, "recent": RECENT_LIMIT},
)

# The folders where the game writes; a kill mid-write may leave temporary files in them.
GAMES_FOLDER = "games"


class Storage:
    """The game's files in one folder, each through its store. `now` names moved-aside files
    (injected by tests)."""

    def __init__(self, directory: Path, now: Callable[[], datetime] = datetime.now) -> None:
        self.directory = directory
        self._now = now
        # Saving needs no languages: the window names them when it loads the settings, and
        # `load_settings` makes the store anew then (this one's reading is never used).
        unread = settings_format((), Settings(language=""))
        self.settings = Store(directory / SETTINGS_FILE, unread, now)
        self.statistics = Store(directory / STATISTICS_FILE, STATISTICS_FORMAT, now)
        self.saves = SavedGames(directory, directory / AUTOSAVE_FILE, now)
        self.journey = Store(directory / JOURNEY_FILE, JOURNEY_FORMAT, now)
        self.lessons = Store(directory / LESSONS_FILE, LESSONS_FORMAT, now)
        self.practice = Store(directory / PRACTICE_FILE, PRACTICE_FORMAT, now)
        self.daily = Store(directory / DAILY_FILE, DAILY_FORMAT, now)
        self.history = Store(directory / HISTORY_FILE, HISTORY_FORMAT, now)
        self.online = Store(directory / ONLINE_FILE, ONLINE_FORMAT, now)

    def folder_usable(self) -> bool:
        """Whether the data folder is a folder, or is missing (made at the first write). Anything
        else at its name is the person's and is never moved: the window refuses to start."""
        return self.directory.is_dir() or not os.path.lexists(self.directory)

    def formats(self) -> dict[str, FileFormat[Any]]:
        """Every versioned file of the data folder by its name (the games in progress by their
        folder's; a record's stored review aside: the archive's), each with its format."""
        stores: tuple[Store[Any], ...] = (
            self.settings,
            self.statistics,
            self.journey,
            self.lessons,
            self.practice,
            self.daily,
            self.history,
            self.online,
        )
        return {**{store.path.name: store.form for store in stores}, SAVES_FOLDER: AUTOSAVE_FORMAT}

    def clean_up(self) -> None:
        """Remove temporary files left by writes that were killed (call once, at start)."""
        files.remove_orphans(self.directory)
        files.remove_orphans(self.directory / GAMES_FOLDER)
        files.remove_orphans(self.saves.folder)

    def set_aside(self, name: str) -> Path | None:
        """Move the unusable file `name` out of the way; where it went, or None."""
        return files.set_aside(self.directory / name, stamp_now(self._now))

    def load_settings(self, languages: Sequence[str], language: str) -> Loaded[Settings]:
        """The saved settings, whose language must be one of `languages` (the window's; a file
        naming another is unusable); for a first run, and the keys a file lacks, defaults in
        `language`."""
        first_run = Settings(language=language)
        form = settings_format(languages, first_run)
        self.settings = Store(self.directory / SETTINGS_FILE, form, self._now)
        return self.settings.load(first_run)

    def save_settings(self, settings: Settings) -> WriteProblem | None:
        """Save (the last change wins, never a torn file); why not if the disk refused."""
        return self.settings.save(settings)

    def load_statistics(self) -> Loaded[Statistics]:
        """The saved statistics, or zeros."""
        return self.statistics.load(Statistics())

    def save_statistics(self, statistics: Statistics) -> WriteProblem | None:
        """Replace the statistics (resetting them); why not if the disk refused."""
        return self.statistics.save(statistics)

    def count_game(
        self, change: Callable[[Statistics], Statistics]
    ) -> tuple[Statistics, WriteProblem | None]:
        """Apply `change` (one finished game) to the statistics as they are on disk now, under
        their lock: another window's games are kept. The new statistics, and why not if
        they could not be saved."""
        return self.statistics.update(change, Statistics())

    def load_journey(self) -> Loaded[Progress]:
        """The journey's progress, or none yet."""
        return self.journey.load(Progress())

    def load_lessons(self) -> Loaded[frozenset[str]]:
        """The rule sets whose lesson the player has finished, or none yet."""
        return self.lessons.load(frozenset[str]())

    def save_lessons(self, done: frozenset[str]) -> WriteProblem | None:
        """Save the finished lessons; why not if they could not be (or may not be)."""
        return self.lessons.save(done)

    def load_seat(self) -> Loaded[KeptSeat | None]:
        """The seat of the online game in progress, if one is kept."""
        return self.online.load(None)

    def save_seat(self, seat: KeptSeat) -> WriteProblem | None:
        """Keep the online game's seat; why not if it could not be."""
        return self.online.save(seat)

    def forget_seat(self) -> WriteProblem | None:
        """The online game ended or was left: its seat is no longer kept."""
        return self.online.delete()

    def load_practice(self) -> Loaded[Practice]:
        """The player's own challenges (made from reviewed games), newest first."""
        return self.practice.load(())

    def add_practice(self, new: Sequence[Challenge]) -> tuple[Practice, WriteProblem | None]:
        """Add challenges made from a review to those on disk now, under their lock (another
        window's additions are kept); all of them, and why not if they could not be saved."""
        return self.practice.update(lambda practice: with_added(practice, new), ())

    def load_daily(self) -> Loaded[Solved]:
        """The days the daily puzzle was solved, newest first."""
        return self.daily.load(())

    def solve_daily(self, day: date) -> tuple[Solved, WriteProblem | None]:
        """Count `day`'s puzzle solved (once a day), on the file as it is now, under its lock;
        every day solved, and why not if it could not be saved."""
        return self.daily.update(lambda solved: with_solved(solved, day), ())

    def load_history(self) -> Loaded[History]:
        """The rating after each rated game, per rule set, oldest first."""
        return self.history.load({})

    def add_rating(self, rules: str, rating: int) -> tuple[History, WriteProblem | None]:
        """Keep the rating after a rated game of `rules`, on the file as it is now, under its
        lock; the whole history, and why not if it could not be saved."""
        return self.history.update(lambda history: with_rating(history, rules, rating), {})

    def write_crash_log(self, text: str) -> Path:
        """Write a crash report next to the data files and return its path; a second crash in
        the same second gets a name of its own (`-2`, `-3`...)."""
        path = self.directory / f"crash-{stamp_now(self._now)}.log"
        return files.write_first_free(files.numbered(path), text, files.umask_mode())
