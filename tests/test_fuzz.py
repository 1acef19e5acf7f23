"""Fuzzing (hypothesis): random and mutated protocol lines, positions, records, settings,
statistics, autosaves and level files. The engine never answers with an internal error and a
refusal changes nothing; the game's loaders never raise. `python3 -m seega.tools.fuzz` is the long
run of the same protocol checks."""

from __future__ import annotations

import contextlib
import json
import os
import random
import tempfile
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seega.challenges.journey import Progress, StageResult
from seega.challenges.lesson import LESSON_ORDER
from seega.core import format_position, parse_position
from seega.core.line import GameLine
from seega.core.record import parse_record
from seega.game.match import SAVE_KIND, Match, read_save
from seega.game.worker import InlineThinker
from seega.i18n import LANGUAGES
from seega.protocol.engine import Engine
from seega.review.analysis import ReviewSettings, judge_action
from seega.storage.archive import REVIEW_SUFFIX, Archive, ArchivedGame, read_record_file
from seega.storage.catalogue import CHALLENGES_DIR, load_challenges, load_setups
from seega.storage.journey import JOURNEY_FILE
from seega.storage.lessons import LESSONS_FILE
from seega.storage.persistence import (
    AUTOSAVE_FILE,
    SETTINGS_FILE,
    STATISTICS_FILE,
    Settings,
    Statistics,
    Storage,
    asdict,
)
from seega.storage.practice import PRACTICE_FILE
from seega.tools.fuzz import COMMANDS, LineMaker, Tally, check, mutate, run_worker
from seega.ui.app import wire_routes
from seega.ui.scenes.review import ReviewScene
from seega.ui.scenes.stats import VIEWS, StatsScene
from seega.ui.services.computer import Computer
from seega.ui.services.context import AppContext
from seega.ui.shell.audio import AudioBus, SilentOutput
from seega.ui.shell.display import Display
from tests.ui.scenes.conftest import Harness, WorkClock
from tests.ui.scenes.game_helpers import first_legal

FAST = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
POSITIONS = [
    "standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move 0 0 0",
    "seejeh 5 ....W/...../...../W..../BW... w move 0 0 0 duty=remove",
    "seejeh 5 W.B../...../..W../...../....B w move 0 0 0 history=c3:c1c2c2c3",
    "sija 7 WBWB.WB/BW.WBWB/WB.BW.W/.WBWBWB/BWBW.BW/WBW.WBW/BWBWB.B w move 0 0 70",
    "lane 5 ...../..W../...../...../..... b place 11 12 0",
]
RECORD = (
    "# Seega game record\nRules: standard\nSize: 5\nWhite: human\nBlack: computer easy\n"
    "Result: none\nReason: none\n\n1. white @c2 @d4\n2. black @b2 @a1\n"
)
mutated = st.builds(mutate, st.sampled_from([*POSITIONS, RECORD]), st.randoms())
lines = st.one_of(
    st.text(max_size=60),
    st.builds(lambda c, rest: f"{c} {rest}", st.sampled_from(COMMANDS), st.text(max_size=40)),
    st.builds(lambda text: f"setposition {text}", mutated),
    st.builds(
        mutate,
        st.sampled_from(["play c3", "newgame sija 7", "undo", "genmove easy 1"]),
        st.randoms(),
    ),
)


@FAST
@given(st.lists(lines, max_size=12), st.integers(0, 3))
def test_protocol_lines_never_cause_an_internal_error(tmp_path: Path, batch, start) -> None:
    engine = Engine(seed=1, files_in=tmp_path)
    engine.handle(f"setposition {POSITIONS[start]}")
    tally = Tally()
    for line in batch:
        check(engine, line, tally)
    assert (tally.internal_errors, tally.examples) == (0, [])


@FAST
@given(st.integers(0, 2**32))
def test_lines_made_from_the_game_keep_the_promises(tmp_path: Path, seed) -> None:
    rng = random.Random(seed)
    engine = Engine(seed=seed, files_in=tmp_path)
    maker = LineMaker(engine, tmp_path, rng)
    tally = Tally()
    for _ in range(40):
        check(engine, maker.line(), tally)
    assert tally.examples == []


@FAST
@given(mutated)
def test_a_position_is_refused_cleanly_or_round_trips(text) -> None:
    try:
        state = parse_position(text)
    except ValueError:
        return
    assert parse_position(format_position(state)) == state


@FAST
@given(mutated)
def test_a_record_is_refused_with_a_value_error_or_read(text) -> None:
    with contextlib.suppress(ValueError):
        parse_record(text)


def json_mutations(value: object) -> st.SearchStrategy[bytes]:
    """Mutated JSON texts of `value`, random bytes, and JSON values of the wrong shape."""
    text = json.dumps(value)
    return st.one_of(
        st.builds(lambda rng: mutate(text, rng).encode("utf-8", "replace"), st.randoms()),
        st.binary(max_size=80),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
            lambda inner: (
                st.lists(inner, max_size=3)
                | st.dictionaries(st.text(max_size=12), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(lambda v: json.dumps(v).encode()),
        st.sampled_from([b"[" * 50_000, b"1" * 5000, b"\xef\xbb\xbf" + text.encode()]),
    )


def fresh_folder(tmp_path: Path) -> Path:
    """A new folder for each example (hypothesis runs many in one test)."""
    return Path(tempfile.mkdtemp(dir=tmp_path))


SETTINGS = {"version": 1, **asdict(Settings(language="en"))}
STATISTICS = {"version": 1, "computer": {"easy": {"wins": 3}}, "two_player": {"draws": 1}}
AUTOSAVE = {"version": 1, "state": {"kind": SAVE_KIND, "elapsed_ms": 5}, "record": RECORD}


@FAST
@given(json_mutations(SETTINGS), json_mutations(STATISTICS), json_mutations(AUTOSAVE))
def test_the_game_loads_any_data_files(tmp_path: Path, settings_bytes, stats_bytes, save) -> None:
    folder = fresh_folder(tmp_path)
    for name, content in (
        (SETTINGS_FILE, settings_bytes),
        (STATISTICS_FILE, stats_bytes),
        (AUTOSAVE_FILE, save),
    ):
        (folder / name).write_bytes(content)
    storage = Storage(folder)
    storage.clean_up()
    first = [
        storage.load_settings(LANGUAGES, "en"),
        storage.load_statistics(),
        storage.load_autosave(),
    ]
    assert isinstance(first[0].value, Settings)
    statistics = first[1].value
    assert isinstance(statistics, Statistics)
    assert all(0 <= record.games <= 3 * 10**9 for record in statistics.computer.values())
    saved = first[2].value
    if saved is not None:
        with contextlib.suppress(ValueError):  # what Continue catches, reports and sets aside
            Match.resume(read_save(saved.record, saved.state), InlineThinker(first_legal))
    again = Storage(folder)  # the next start: the files set aside are gone, nothing new
    second = [again.load_settings(LANGUAGES, "en"), again.load_statistics(), again.load_autosave()]
    for before, after in zip(first, second, strict=True):
        assert after.problem is None or before.problem is not None


LEVEL = {
    "id": "standard-5",
    "name": "Standard 5×5",
    "description": "The usual game.",
    "rules": "standard",
    "size": 5,
    "start": POSITIONS[0],
}


@FAST
@given(st.lists(json_mutations(LEVEL), min_size=1, max_size=3))
def test_level_files_never_break_loading(tmp_path: Path, contents) -> None:
    folder = fresh_folder(tmp_path)
    for index, content in enumerate(contents):
        (folder / f"level-{index}.json").write_bytes(content)
    levels, problems = load_setups(folder)
    assert len(levels) + len(problems) == len(contents)
    for level in levels:
        level.start_state()


def test_the_long_run_command_counts_and_passes() -> None:
    tally = run_worker(3000, seed=11)
    assert tally.lines == 3000 and tally.refused > 0
    assert (tally.internal_errors, tally.violations) == (0, 0)


# ---------------------------------------------------------------------------------------------
# Journey progress, challenges, records and stored reviews, and the screens that show them

JOURNEY = {"version": 1, "stages": {"standard-capture-1": {"stars": 2, "tries": 1, "hints": 0}}}
SHIPPED_CHALLENGE = next(iter(sorted(CHALLENGES_DIR.glob("*.json")))).read_text(encoding="utf-8")
REVIEWED = (Path(__file__).parent / "review" / "typical-standard-5.txt").read_text(encoding="utf-8")
RECENT = {
    "version": 2,
    "computer": {"easy": {"wins": 1}},
    "two_player": {},
    "by_setup": [{"rules": "standard", "size": 5, "opponent": "easy", "wins": 1}],
    "recent": [
        {"date": "2026-12-01", "rules": "standard", "size": 5, "opponent": "easy", "result": "win"}
    ],
}
SCREENS = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@FAST
@given(json_mutations(JOURNEY))
def test_journey_progress_loads_from_any_file(tmp_path: Path, content) -> None:
    folder = fresh_folder(tmp_path)
    (folder / JOURNEY_FILE).write_bytes(content)
    first = Storage(folder).load_journey()
    assert all(1 <= result.stars <= 3 for result in first.value.results.values())
    second = Storage(folder).load_journey()  # told once: the next start meets no new problem
    assert second.problem is None or first.problem is not None


LESSONS = {"version": 1, "done": ["standard", "sija"]}


@FAST
@given(json_mutations(LESSONS))
def test_finished_lessons_load_from_any_file(tmp_path: Path, content) -> None:
    folder = fresh_folder(tmp_path)
    (folder / LESSONS_FILE).write_bytes(content)
    first = Storage(folder).load_lessons()
    assert first.value <= set(LESSON_ORDER)  # only lessons there are
    second = Storage(folder).load_lessons()  # told once: the next start meets no new problem
    assert second.problem is None or first.problem is not None


# What may sit at a lock's name: any bytes (a lock file is empty, but it is only a lock), a
# folder, a link (to nothing, or to a file elsewhere) or a FIFO.
ODD_LOCKS = st.one_of(
    st.binary(max_size=80),
    st.sampled_from(["folder", "dangling link", "link to a file", "fifo"]),
)


def put_at(path: Path, what: bytes | str) -> None:
    if isinstance(what, bytes):
        path.write_bytes(what)
    elif what == "folder":
        path.mkdir()
    elif what == "dangling link":
        path.symlink_to(path.with_name("nowhere"))
    elif what == "link to a file":
        path.with_name("elsewhere").write_text("mine")
        path.symlink_to(path.with_name("elsewhere"))
    else:
        os.mkfifo(path)


@FAST
@given(ODD_LOCKS)
def test_every_lock_file_whatever_sits_there_lets_the_change_through(tmp_path: Path, what):
    folder = fresh_folder(tmp_path)
    storage = Storage(folder)
    for name in (STATISTICS_FILE, JOURNEY_FILE, PRACTICE_FILE):
        put_at(folder / f"{name}.lock", what)
    counted, problem = storage.count_game(lambda known: known.with_two_player_game(None))
    assert problem is None and counted.two_player.draws == 1
    result = StageResult(2, 1, 0)
    _, problem = storage.journey.update(lambda p: p.with_result("a-stage", result), Progress())
    assert problem is None
    _, problem = storage.add_practice([])
    assert problem is None
    if what == "link to a file":
        assert (folder / "elsewhere").read_text() == "mine"  # never written through


# A personal challenge as the review's "Practise my mistakes" keeps it: a shipped lesson, renamed.
PRACTICE = {
    "version": 1,
    "challenges": [{**json.loads(SHIPPED_CHALLENGE), "id": "mine-0123456789ab"}],
}


@FAST
@given(json_mutations(PRACTICE))
def test_practice_challenges_load_from_any_file(tmp_path: Path, content) -> None:
    folder = fresh_folder(tmp_path)
    (folder / PRACTICE_FILE).write_bytes(content)
    first = Storage(folder).load_practice()
    # Loading decodes; proving each again is the Journey's, in the computer's worker, before a
    # stage can be played (tests/ui/scenes/test_journey_checks.py).
    assert all(c.id.startswith("mine-") for c in first.value)
    second = Storage(folder).load_practice()  # told once: the next start meets no new problem
    assert second.problem is None or first.problem is not None
    assert second.value == first.value or first.problem is not None


@FAST
@given(st.lists(json_mutations(json.loads(SHIPPED_CHALLENGE)), min_size=1, max_size=3))
def test_challenge_files_never_break_loading(tmp_path: Path, contents) -> None:
    folder = fresh_folder(tmp_path)
    for index, content in enumerate(contents):
        (folder / f"challenge-{index}.json").write_bytes(content)
    found, problems = load_challenges(folder)
    assert len(found) + len(problems) == len(contents)
    for challenge in found:
        challenge.start_state()
        assert all(len(problem.detail) < 400 for problem in problems)  # no file quoted at length


@FAST
@given(st.builds(mutate, st.just(REVIEWED), st.randoms()))
def test_records_never_break_the_archive(tmp_path: Path, text) -> None:
    folder = fresh_folder(tmp_path)
    archive = Archive(folder)
    archive.keep(text, "standard", 5)
    listing = archive.listing()
    assert len(listing.games) + len(listing.set_aside) == 1
    for game in listing.games:
        GameLine.from_record(game.record)
        assert read_record_file(game.path).record == game.record


def stored_review_of(archive: Archive) -> tuple[ArchivedGame, dict[str, object]]:
    """The archived typical game and the JSON of a real review of its first actions."""
    game = archive.listing().games[0]
    line = GameLine.from_record(game.record)
    judged = [judge_action(line.states[i], line.played_at(i).action, QUICK, i) for i in range(6)]
    assert archive.store_review(game, judged) is None
    path = game.path.with_name(game.path.name + REVIEW_SUFFIX)
    return game, json.loads(path.read_text(encoding="utf-8"))


QUICK = ReviewSettings(depth=1)


@pytest.fixture
def harness_factory(tmp_path: Path):
    """Makes a window harness over a fresh data folder, once per example; the examples share
    one computer player, as the scenes of one window do, closed at the end."""
    pygame.init()
    display = Display(window_size=(1280, 800))
    computer = Computer()

    def make() -> tuple[Harness, Path]:
        folder = fresh_folder(tmp_path)
        storage = Storage(folder)
        loaded = storage.load_settings(LANGUAGES, "en")
        audio = AudioBus(SilentOutput())
        statistics = storage.load_statistics().value
        context = AppContext(
            storage,
            loaded.value,
            statistics,
            audio,
            display,
            computer=computer,
            work_clock=WorkClock(),
        )
        wire_routes(context)
        return Harness(context, display), folder

    yield make
    computer.close()
    pygame.event.clear()


@SCREENS
@given(st.data())
def test_stored_reviews_are_checked_and_their_screen_draws(harness_factory, data) -> None:
    harness, folder = harness_factory()
    archive = Archive(folder)
    archive.keep(REVIEWED, "standard", 5)
    game, raw = stored_review_of(archive)
    content = data.draw(json_mutations(raw))
    game.path.with_name(game.path.name + REVIEW_SUFFIX).write_bytes(content)
    kept = archive.stored_review(archive.listing().games[0])
    line = GameLine.from_record(game.record)
    for judged in kept:  # whatever the loader accepted is the record's own action, checked
        assert judged.played == line.played_at(judged.index).action.notation(5)
    scene = ReviewScene(harness.context, line, (game.record.white, game.record.black), game)
    harness.start(scene)
    harness.frames(3)
    scene.draw(harness.display.canvas)


@SCREENS
@given(json_mutations(RECENT))
def test_any_accepted_statistics_file_draws_every_view(harness_factory, content) -> None:
    harness, folder = harness_factory()
    (folder / STATISTICS_FILE).write_bytes(content)
    harness.context.statistics = Storage(folder).load_statistics().value
    scene = StatsScene(harness.context)
    harness.start(scene)
    for view in VIEWS:
        scene.show_view(view)
        harness.frames(2)
        scene.draw(harness.display.canvas)
