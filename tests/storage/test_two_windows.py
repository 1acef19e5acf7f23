"""Two copies of the game on one data folder lose nothing: each counts its finished games into
the statistics as they are on disk at that moment (under the file's lock), and records kept in
the same second get names of their own. Two real processes, started together."""

import subprocess
import sys
from pathlib import Path

from seega.storage.archive import Archive
from seega.storage.persistence import Storage

PROJECT_DIR = Path(__file__).resolve().parents[2]
GAMES_EACH = 40
RECORDS_EACH = 100
CHILD_TIMEOUT_S = 120
# Each child waits for this file, so both write at the same time.
GO = "go"
CHILD = """
import sys, time
from datetime import datetime
from pathlib import Path
from seega.storage.archive import Archive
from seega.storage.persistence import Storage
from tests.storage.test_two_windows import RECORD
folder, what, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
while not (folder / "go").exists():
    time.sleep(0.001)
if what == "games":
    storage = Storage(folder)
    for _ in range(count):
        storage.count_game(lambda statistics: statistics.with_two_player_game("white"))
else:
    moment = datetime(2026, 1, 1, 12, 0, 0)
    archive = Archive(folder, lambda: moment)
    for _ in range(count):
        archive.keep(RECORD, "standard", 5)
"""
RECORD = (
    "# Seega game record\nRules: standard\nSize: 5\nWhite: human\nBlack: human\n"
    "Date: 2026-01-01\nResult: none\nReason: none\n\n1. white @a1\n"
)


def both(folder: Path, what: str, count: int) -> None:
    """Run two children doing `what` `count` times each, at the same moment."""
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(folder), what, str(count)], cwd=PROJECT_DIR
        )
        for _ in range(2)
    ]
    (folder / GO).touch()
    assert [child.wait(CHILD_TIMEOUT_S) for child in children] == [0, 0]


def test_two_processes_finishing_games_on_one_folder_both_count(tmp_path):
    tmp_path.mkdir(exist_ok=True)
    both(tmp_path, "games", GAMES_EACH)
    loaded = Storage(tmp_path).load_statistics()
    assert loaded.problem is None
    assert loaded.value.two_player.white_wins == 2 * GAMES_EACH


def test_two_processes_keeping_records_in_the_same_second_keep_them_all(tmp_path):
    both(tmp_path, "records", RECORDS_EACH)
    records = list((tmp_path / "games").glob("*.txt"))
    assert len(records) == 2 * RECORDS_EACH
    assert all(path.read_text() == RECORD for path in records)
    assert len(Archive(tmp_path).listing().games) == 2 * RECORDS_EACH
