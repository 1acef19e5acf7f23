"""The composition root: a short real run of the loop, the crash log, and a real process that
a signal ends."""

import io
import os
import selectors
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from seega.i18n import tr
from seega.ui import app
from tests.platforms import posix_only

PROJECT_DIR = Path(__file__).resolve().parents[2]
# The real game in a child process (headless), saying "running" once its loop draws frames.
CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
from seega.i18n import tr
from seega.ui import app
from tests.platforms import posix_only
from seega.ui.shell import loop

first_frame = loop.GameLoop.frame
said = []


def frame(self, dt_ms):
    if not said:
        print("running", flush=True)
        said.append(True)
    return first_frame(self, dt_ms)


loop.GameLoop.frame = frame
sys.exit(app.main(sys.argv[2:]))
"""
# Starting pygame and the title takes a second or two on a busy machine; ending is quick.
START_TIMEOUT_S = 60
END_TIMEOUT_S = 10


def test_runs_a_few_frames_and_exits_cleanly(tmp_path):
    assert app.main(["--frames", "5", "--data-dir", str(tmp_path)]) == 0


def test_crash_writes_a_log_and_returns_failure(tmp_path, monkeypatch, capsys):
    def explode(args):
        raise RuntimeError("boom")

    monkeypatch.setattr(app, "run", explode)
    assert app.main(["--data-dir", str(tmp_path)]) == 1
    logs = list(tmp_path.glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text()
    assert "RuntimeError: boom" in text and "pygame-ce" in text
    assert str(logs[0]) in capsys.readouterr().err


def test_a_crash_without_a_home_folder_logs_to_the_fallback(tmp_path):
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    path = app.write_crash_log(no_home, ValueError("boom"), fallback=tmp_path)
    assert path.parent == tmp_path and "ValueError: boom" in path.read_text()


def test_parser_is_extensible():
    parser = app.build_parser()
    parser.add_argument("--replay", action="store_true")
    assert parser.parse_args(["--replay", "--frames", "3"]).frames == 3


def _start_game(data_dir):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [sys.executable, "-c", CHILD, str(PROJECT_DIR), "--data-dir", str(data_dir)]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True)
    with selectors.DefaultSelector() as selector:
        selector.register(child.stdout, selectors.EVENT_READ)
        ready = selector.select(START_TIMEOUT_S)
    assert ready and child.stdout.readline().strip() == "running"
    return child


@posix_only  # and Windows' selectors cannot wait on a pipe
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_ends_the_running_game_cleanly(tmp_path, signum):
    child = _start_game(tmp_path)
    try:
        child.send_signal(signum)
        assert child.wait(END_TIMEOUT_S) == 0
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


class Shown:
    """Stands for the system's message box: what it was asked to show."""

    def __init__(self) -> None:
        self.dialogs: list[tuple[str, str, str]] = []

    def __call__(self, title: str, message: str, kind: str) -> None:
        self.dialogs.append((title, message, kind))


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_a_crash_without_a_console_is_told_in_a_dialog(system: str) -> None:
    # pythonw and the windowed Windows program have no standard error at all; Finder gives
    # an app one that no person reads.
    for stream in (None, io.StringIO()):
        shown = Shown()
        app.tell_crash("A report was written to: C:\\x\\crash.log", stream, system, {}, shown)
        assert shown.dialogs == [
            (tr("app.name"), "A report was written to: C:\\x\\crash.log", "error")
        ]


def test_a_crash_with_a_console_or_without_a_display_is_told_there_only() -> None:
    shown, said = Shown(), io.StringIO()
    app.tell_crash("report at /x", said, "linux", {}, shown)
    app.tell_crash("report at /x", None, "win32", {"SDL_VIDEODRIVER": "dummy"}, shown)
    assert (shown.dialogs, said.getvalue()) == ([], "report at /x\n")
