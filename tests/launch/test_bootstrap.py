"""The first-launch setup: only a checkout builds ./.venv, and offline it says what to install."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from seega.launch import bootstrap
from seega.storage.paths import Location, Mode
from tests.platforms import posix_only

PROJECT_DIR = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("mode", [Mode.FROZEN, Mode.INSTALLED])
def test_the_setup_never_runs_outside_a_checkout(mode: Mode, tmp_path: Path) -> None:
    # A requirements file that does not exist, outside the project: were the setup to look at
    # it at all (its stamp, its digest, pip), it would raise.
    absent = tmp_path / "requirements.txt"
    before = sorted(tmp_path.iterdir())
    bootstrap.ensure_environment(["main.py"], absent, Location(mode, tmp_path))
    assert sorted(tmp_path.iterdir()) == before


def test_a_checkout_is_set_up() -> None:
    # The same foreign file from a checkout: the setup does look at it (for its stamp, named
    # after its place in the project), which is how the test sees that it ran.
    with pytest.raises(ValueError, match="is not in the subpath"):
        bootstrap.ensure_environment(
            ["main.py"], Path("/nonexistent/requirements.txt"), Location(Mode.CHECKOUT, PROJECT_DIR)
        )


def test_the_game_asks_only_for_pygame_ce_and_the_online_packages() -> None:
    assert bootstrap.wanted_packages(bootstrap.GAME_REQUIREMENTS) == [
        "pygame-ce>=2.5.7,<2.6",
        "websockets>=15,<18",
        "zeroconf>=0.131,<1",
    ]


def test_the_tests_ask_for_the_game_and_their_tools() -> None:
    wanted = bootstrap.wanted_packages(bootstrap.TEST_REQUIREMENTS)
    assert wanted[0] == "pygame-ce>=2.5.7,<2.6"
    assert {line.split(">")[0] for line in wanted[1:]} >= {"pytest", "hypothesis", "mypy"}


def test_offline_the_setup_names_what_to_install(capsys: pytest.CaptureFixture[str]) -> None:
    # Private on purpose: what the first launch prints when pip fails, without running pip.
    bootstrap._explain_failure(bootstrap.GAME_REQUIREMENTS)
    said = capsys.readouterr().out
    assert "internet connection" in said
    assert "pygame-ce>=2.5.7,<2.6" in said
    assert f"pip install -r {bootstrap.GAME_REQUIREMENTS}" in said


# The game as the launcher hands over to it: it says "ready", then waits; a SIGTERM makes it
# save (here: say "saved") and end with status 0, as the real game's loop does.
GAME = """
import signal, sys

def stop(signum, frame):
    print("saved", flush=True)
    sys.exit(0)

signal.signal(signal.SIGTERM, stop)
print("ready", flush=True)
sys.stdin.readline()
"""
# The launcher: hands over to the game as main.py does once .venv is ready.
LAUNCHER = """
import os, sys
sys.path.insert(0, sys.argv[1])
from seega.launch import bootstrap
bootstrap.hand_over([sys.executable, "-c", sys.argv[2]], dict(os.environ))
"""


@posix_only
def test_a_signal_to_the_launcher_reaches_the_game() -> None:
    """`kill` of `python3 main.py` must end the game cleanly, not leave it running."""
    command = [sys.executable, "-c", LAUNCHER, str(PROJECT_DIR), GAME]
    launcher = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert launcher.stdout is not None
    assert launcher.stdout.readline().strip() == "ready"
    launcher.send_signal(signal.SIGTERM)
    said, _ = launcher.communicate()  # closing its input also ends a game left running
    assert (launcher.returncode, said.strip()) == (0, "saved")


# The launcher as pythonw runs it (a double-clicked .pyw on Windows): no console, so
# `sys.stdout` and `sys.stderr` are None; the game it hands over to writes a file to say it ran.
WINDOWED_LAUNCHER = """
import os, sys
sys.path.insert(0, sys.argv[1])
from seega.launch import bootstrap
sys.stdout = sys.stderr = None
game = "import sys; open(sys.argv[1], 'w').write('played')"
bootstrap.hand_over([sys.executable, "-c", game, sys.argv[2]], dict(os.environ))
"""


def test_a_launcher_without_a_console_hands_over_to_the_game(tmp_path: Path) -> None:
    played = tmp_path / "played"
    command = [sys.executable, "-c", WINDOWED_LAUNCHER, str(PROJECT_DIR), str(played)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert played.read_text() == "played"


@pytest.mark.parametrize(
    ("executable", "windowed"),
    [
        ("C:\\Python313\\pythonw.exe", True),
        ("C:\\Python313\\python.exe", False),
        ("/usr/bin/python3", False),
    ],
)
def test_only_pythonw_is_taken_for_a_launcher_without_a_console(
    executable: str, windowed: bool
) -> None:
    assert bootstrap.runs_windowed(executable) is windowed
