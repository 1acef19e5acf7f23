"""Persistence: data folder per platform, round trips, atomic writes, corrupt files set aside."""

import json
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from seega.i18n import LANGUAGES
from seega.storage import files, persistence
from seega.storage.persistence import (
    PEOPLE,
    RECENT_LIMIT,
    Autosave,
    GameResult,
    Settings,
    Statistics,
    Storage,
    data_dir,
)
from seega.storage.store import Decoded, FileFormat, Store

FIXED_NOW = datetime(2024, 5, 17, 9, 30, 0)


@pytest.fixture
def storage(tmp_path):
    return Storage(tmp_path / "data", now=lambda: FIXED_NOW)


def test_data_dir_override_wins_everywhere(tmp_path):
    env = {"SEEGA_DATA_DIR": str(tmp_path), "APPDATA": "C:/x", "XDG_DATA_HOME": "/x"}
    for platform in ("linux", "win32", "darwin"):
        assert data_dir(env, platform, lambda: Path("/home/u")) == tmp_path


def test_a_relative_xdg_data_home_is_ignored_as_the_specification_says(tmp_path):
    home = tmp_path / "home"
    found = data_dir({"XDG_DATA_HOME": "relative/data"}, "linux", lambda: home)
    assert found == home / ".local" / "share" / "seega"


def test_data_dir_per_platform():
    home = Path("/home/u")
    assert data_dir({}, "linux", lambda: home) == home / ".local/share/seega"
    assert data_dir({"XDG_DATA_HOME": "/xdg"}, "linux", lambda: home) == Path("/xdg/seega")
    assert data_dir({"APPDATA": "/roaming"}, "win32", lambda: home) == Path("/roaming/Seega")
    assert data_dir({}, "win32", lambda: home) == home / "AppData/Roaming/Seega"
    assert data_dir({}, "darwin", lambda: home) == home / "Library/Application Support/Seega"


@pytest.mark.parametrize(
    ("env", "platform", "expected"),
    [
        ({"SEEGA_DATA_DIR": "/chosen"}, "win32", Path("/chosen")),
        ({"SEEGA_DATA_DIR": "/chosen"}, "darwin", Path("/chosen")),
        ({"SEEGA_DATA_DIR": "/chosen"}, "linux", Path("/chosen")),
        ({"APPDATA": "/roaming"}, "win32", Path("/roaming/Seega")),
        ({"XDG_DATA_HOME": "/xdg"}, "linux", Path("/xdg/seega")),
    ],
)
def test_data_dir_needs_no_home_when_the_environment_says_where(
    env, platform, expected, monkeypatch
):
    def no_home() -> Path:
        """What `Path.home()` does in a bare environment (no HOME, no USERPROFILE)."""
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", no_home)
    assert data_dir(env, platform) == expected


def test_first_run_gives_defaults_in_the_requested_language(storage):
    loaded = storage.load_settings(LANGUAGES, "it")
    assert loaded.problem is None
    assert loaded.value == Settings(language="it")
    assert loaded.value.sija_think_time_s == 60


def test_settings_round_trip(storage):
    settings = Settings(sound_volume=20, muted=True, animation_speed="fast", language="el")
    assert storage.save_settings(settings) is None
    assert storage.load_settings(LANGUAGES, "en").value == settings
    assert settings.animation_factor < 1.0


def test_unknown_keys_ignored_and_missing_keys_defaulted(storage):
    storage.directory.mkdir(parents=True)
    (storage.directory / "settings.json").write_text('{"muted": true, "from_the_future": 3}')
    loaded = storage.load_settings(LANGUAGES, "en")
    assert loaded.problem is None
    assert loaded.value == Settings(muted=True, language="en")


def test_a_file_without_a_language_takes_the_first_run_language(storage):
    storage.directory.mkdir(parents=True)
    (storage.directory / "settings.json").write_text('{"muted": true}')
    loaded = storage.load_settings(LANGUAGES, "it")
    assert loaded.problem is None and loaded.value == Settings(muted=True, language="it")


def test_the_languages_a_saved_language_must_be_among_are_the_callers(storage):
    storage.save_settings(Settings(language="el"))
    assert storage.load_settings(("en", "el"), "en").value.language == "el"
    loaded = storage.load_settings(("en",), "en")
    assert loaded.value == Settings(language="en") and loaded.problem is not None


@pytest.mark.parametrize(
    "content",
    ["{not json", '["a list"]', '{"muted": "yes"}', '{"sound_volume": 250}', '{"language": "xx"}'],
)
def test_corrupt_settings_are_moved_aside_and_reported(storage, content):
    storage.directory.mkdir(parents=True)
    path = storage.directory / "settings.json"
    path.write_text(content)
    loaded = storage.load_settings(LANGUAGES, "es")
    assert loaded.value == Settings(language="es")
    assert loaded.problem is not None
    moved = storage.directory / "settings.json.corrupt-20240517-093000"
    assert loaded.problem.moved_to == moved
    assert moved.read_text() == content
    assert not path.exists()


def test_second_corrupt_file_in_the_same_second_gets_its_own_name(storage):
    storage.directory.mkdir(parents=True)
    for _ in range(2):
        (storage.directory / "settings.json").write_text("{")
        storage.load_settings(LANGUAGES, "en")
    names = sorted(p.name for p in storage.directory.iterdir())
    assert names == [
        "settings.json.corrupt-20240517-093000",
        "settings.json.corrupt-20240517-093000-2",
    ]


def test_non_utf8_file_is_reported(storage):
    storage.directory.mkdir(parents=True)
    (storage.directory / "statistics.json").write_bytes(b"\xff\xfe\x00garbage")
    loaded = storage.load_statistics()
    assert loaded.value == Statistics()
    assert loaded.problem is not None


def test_statistics_accumulate_and_round_trip(storage):
    stats = (
        Statistics()
        .with_computer_game("easy", "win")
        .with_computer_game("easy", "win")
        .with_computer_game("hard", "loss")
        .with_computer_game("medium", "draw")
        .with_two_player_game("black")
        .with_two_player_game(None)
    )
    assert stats.against("easy").wins == 2
    assert stats.against("hard").losses == 1
    assert stats.two_player.black_wins == 1 and stats.two_player.draws == 1
    assert stats.two_player.games == 2
    storage.save_statistics(stats)
    assert storage.load_statistics().value == stats
    with pytest.raises(ValueError):
        stats.with_computer_game("impossible", "win")


def test_results_per_set_up_and_the_history_round_trip(storage):
    games = [GameResult("2026-05-1" + str(day), "standard", 5, "easy", "win") for day in range(9)]
    stats = Statistics()
    for game in games:
        stats = stats.with_result(game)
    stats = stats.with_result(GameResult("2026-05-20", "sija", 7, PEOPLE, "black"))
    assert stats.setup("standard", 5, "easy").wins == 9
    assert stats.setup("sija", 7, PEOPLE).losses == 1  # Black's wins, between two people
    assert stats.setup("lane", 9, "hard").games == 0
    assert len(stats.recent) == RECENT_LIMIT and stats.recent[0].rules == "sija"
    storage.save_statistics(stats)
    assert json.loads((storage.directory / "statistics.json").read_text())["version"] == 3
    assert storage.load_statistics().value == stats
    with pytest.raises(ValueError):
        stats.with_result(GameResult("2026-05-20", "sija", 7, PEOPLE, "luck"))


def test_a_version_1_statistics_file_keeps_its_counts(storage):
    storage.directory.mkdir(parents=True)
    old = {
        "version": 1,
        "computer": {"easy": {"wins": 3, "losses": 1, "draws": 0}},
        "two_player": {"light_wins": 2, "dark_wins": 0, "draws": 1},
    }
    (storage.directory / "statistics.json").write_text(json.dumps(old))
    loaded = storage.load_statistics()
    assert loaded.problem is None
    assert loaded.value.against("easy").wins == 3 and loaded.value.two_player.games == 3
    assert loaded.value.two_player.white_wins == 2
    assert loaded.value.by_setup == () and loaded.value.recent == ()
    storage.save_statistics(
        loaded.value.with_result(GameResult("2026-05-20", "lane", 5, "easy", "loss"))
    )
    again = storage.load_statistics().value
    assert again.against("easy").wins == 3 and again.setup("lane", 5, "easy").losses == 1


def test_older_files_naming_the_sides_light_and_dark_load_by_the_sides_names(storage):
    """Statistics 2 and settings 1 wrote what players see; the code names sides white and
    black, and reads those files with the words renamed, losing nothing."""
    storage.directory.mkdir(parents=True)
    game = {"played_on": "2026-05-20", "rules": "lane", "size": 5, "opponent": PEOPLE}
    old = {
        "version": 2,
        "two_player": {"light_wins": 2, "dark_wins": 1, "draws": 0},
        "by_setup": [{"rules": "lane", "size": 5, "opponent": PEOPLE, "losses": 1}],
        "recent": [{**game, "result": "dark"}, {**game, "result": "draw"}],
    }
    (storage.directory / "statistics.json").write_text(json.dumps(old))
    loaded = storage.load_statistics()
    assert loaded.problem is None
    assert (loaded.value.two_player.white_wins, loaded.value.two_player.black_wins) == (2, 1)
    assert [game.result for game in loaded.value.recent] == ["black", "draw"]
    assert loaded.value.setup("lane", 5, PEOPLE).losses == 1
    (storage.directory / "settings.json").write_text(
        json.dumps({"version": 1, "last_colour": "dark"})
    )
    settings = storage.load_settings(LANGUAGES, "en").value
    assert settings.last_colour == "black"


@pytest.mark.parametrize(
    "rows",
    [
        {"recent": {"not": "a list"}},
        {"recent": [{"played_on": "2026-05-20", "rules": "lane", "size": "5"}]},
        {
            "recent": [
                {"played_on": "d", "rules": "lane", "size": 5, "opponent": "easy", "result": "?"}
            ]
        },
        {"by_setup": [{"rules": "lane", "size": 5, "opponent": "easy", "wins": -2}]},
    ],
)
def test_bad_rows_of_a_version_2_file_are_corrupt(storage, rows):
    storage.directory.mkdir(parents=True)
    (storage.directory / "statistics.json").write_text(json.dumps({"version": 2, **rows}))
    loaded = storage.load_statistics()
    assert loaded.problem is not None and loaded.value == Statistics()


def test_negative_counts_are_corrupt(storage):
    storage.directory.mkdir(parents=True)
    (storage.directory / "statistics.json").write_text('{"computer": {"easy": {"wins": -1}}}')
    loaded = storage.load_statistics()
    assert loaded.problem is not None and "negative" in loaded.problem.reason


def test_autosave_round_trip_and_delete(storage):
    assert storage.load_autosave().value is None
    assert not storage.has_autosave()
    save = Autosave(state={"ruleset": "standard", "seats": ["human", "hard"]}, record="@c2 @d4")
    assert storage.save_autosave(save) is None
    assert storage.has_autosave()
    assert storage.load_autosave().value == save
    storage.delete_autosave()
    assert not storage.has_autosave()


def test_autosave_with_wrong_shape_is_reported(storage):
    storage.directory.mkdir(parents=True)
    (storage.directory / "autosave.json").write_text('{"state": [], "record": 3}')
    loaded = storage.load_autosave()
    assert loaded.value is None and loaded.problem is not None


def test_unserialisable_autosave_returns_a_message_and_keeps_the_old_file(storage):
    good = Autosave(state={"a": 1}, record="")
    storage.save_autosave(good)
    problem = storage.save_autosave(Autosave(state={"a": object()}, record=""))
    assert problem is not None and problem.file == "autosave.json" and problem.error
    assert storage.load_autosave().value == good
    assert [p.name for p in storage.directory.iterdir()] == ["autosave.json"]


def test_written_file_is_versioned_json(storage):
    storage.save_settings(Settings(language="en"))
    data = json.loads((storage.directory / "settings.json").read_text())
    assert data["version"] == persistence.SETTINGS_VERSION
    assert data["sija_think_time_s"] == 60


def test_failed_replace_leaves_old_file_and_no_temporary(storage, monkeypatch):
    storage.save_settings(Settings(music_volume=10, language="en"))

    def refuse(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", refuse)
    problem = storage.save_settings(Settings(music_volume=90, language="en"))
    assert problem is not None and problem.error is not None and "disk full" in problem.error
    monkeypatch.undo()
    assert storage.load_settings(LANGUAGES, "en").value.music_volume == 10
    assert [p.name for p in storage.directory.iterdir()] == ["settings.json"]


def test_save_into_an_unwritable_place_reports(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    message = Storage(blocker / "sub").save_settings(Settings(language="en"))
    assert message is not None


def test_crash_log(storage):
    path = storage.write_crash_log("Traceback ...")
    assert path.name == "crash-20240517-093000.log"
    assert path.read_text() == "Traceback ..."


@pytest.mark.parametrize(
    "row",
    [
        {"rules": "chess"},  # a rule set the game does not know
        {"size": 6},  # a board size the rule set is not played on
        {"opponent": "grandmaster"},  # a level the game does not know
        {"result": "light"},  # a two-player result against the computer
        {"played_on": "\ud800"},  # text that cannot be drawn
        {"played_on": "yesterday"},
    ],
)
def test_a_recent_game_the_game_cannot_show_is_dropped_and_the_rest_kept(storage, row):
    good = {"played_on": "2026-01-02", "rules": "standard", "size": 5, "opponent": "easy"}
    good["result"] = "win"
    raw = {"version": 2, "recent": [good, {**good, **row}]}
    storage.directory.mkdir(parents=True, exist_ok=True)
    (storage.directory / "statistics.json").write_text(json.dumps(raw))
    loaded = storage.load_statistics()
    assert loaded.problem is not None and loaded.problem.moved_to is not None
    assert [game.rules for game in loaded.value.recent] == ["standard"]
    assert storage.load_statistics().problem is None  # the rows kept were written back


def test_a_finished_game_is_counted_once_everywhere() -> None:
    """`with_game` adds one game to the opponent's totals, the set-up's record and the history."""
    win = GameResult("2026-12-01", "standard", 5, "easy", "win")
    draw = GameResult("2026-12-01", "lane", 7, PEOPLE, "draw")
    counted = Statistics().with_game(win).with_game(draw)
    assert counted.against("easy").games == 1 and counted.against("easy").wins == 1
    assert counted.two_player.games == 1 and counted.two_player.draws == 1
    assert counted.setup("standard", 5, "easy").wins == 1
    assert counted.setup("lane", 7, PEOPLE).draws == 1
    assert counted.recent == (draw, win)


def test_a_store_never_writes_what_it_would_refuse_to_read(tmp_path):
    words = FileFormat(1, lambda raw: Decoded(raw["words"]), lambda value: {"words": value})
    small = replace(words, limit=2_000)
    store = Store(tmp_path / "words.json", small)
    many = [f"word {n}" for n in range(150)]
    assert len(json.dumps({"words": many}, indent=2)) > small.limit  # indented: over the cap
    assert store.save(many) is None  # written compact, under it
    assert store.load([]).value == many
    assert store.save(many * 2) is not None  # over even compact: refused, and said
    assert store.load([]).value == many


def test_a_refused_count_still_shows_every_game_on_disk(tmp_path, monkeypatch):
    from seega.storage import lock

    storage = Storage(tmp_path)
    for _ in range(3):
        storage.count_game(lambda known: known.with_two_player_game("white"))

    def read_only(path, *args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(lock, "exclusive", read_only)
    shown, problem = storage.count_game(lambda known: known.with_two_player_game("black"))
    assert problem is not None  # refused, and said
    assert (shown.two_player.white_wins, shown.two_player.black_wins) == (3, 1)
    assert storage.load_statistics().value.two_player.games == 3
