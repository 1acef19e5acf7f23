"""Two real game windows on one data folder each finish a game, at the same time, through the
game's own entry and scenes (`tests/ui/window_driver.py` posts the person's events): both
results are counted in the statistics and both records are kept."""

import os
import subprocess
import sys
from pathlib import Path

from seega.core.players import FIRST_GAME_LEVEL
from seega.storage.archive import Archive
from seega.storage.persistence import Storage

PROJECT_DIR = Path(__file__).resolve().parents[2]
WINDOW_TIMEOUT_S = 180


def test_two_windows_finishing_games_on_one_folder_both_count(tmp_path):
    folder, go = tmp_path / "data", tmp_path / "go"
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    windows = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.ui.window_driver", str(folder), str(go)],
            cwd=PROJECT_DIR,
            env=environment,
        )
        for _ in range(2)
    ]
    go.touch()
    assert [window.wait(WINDOW_TIMEOUT_S) for window in windows] == [0, 0]
    loaded = Storage(folder).load_statistics()
    assert loaded.problem is None
    # Each window resigned against the computer at the first game's level (neither had a rated
    # game): two losses, both kept.
    assert loaded.value.against(FIRST_GAME_LEVEL).losses == 2
    assert [game.result for game in loaded.value.recent] == ["loss", "loss"]
    assert len(Archive(folder).listing().games) == 2
