"""`seega-server` as an operator meets it: the command in a checkout, a database it cannot use
refused with a message, a real run stopped by SIGTERM, and the systemd unit verified."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from seega.net.server import main
from tests.net.players import LOOPBACK, Player

PROJECT_DIR = Path(__file__).resolve().parents[2]
UNIT = PROJECT_DIR / "release" / "seega-server.service"
# Where the unit expects the installed command (its comment says how to put it there).
INSTALLED = "/opt/seega-server/bin/seega-server"
# A hang guard for the server process's start and stop.
PROCESS_WAIT_S = 30


def test_a_file_that_is_not_a_database_is_refused_with_its_name(tmp_path, capsys):
    bad = tmp_path / "games.sqlite3"
    bad.write_text("not a database\n" * 100)
    assert main(["--database", str(bad), "--port", "0"]) == 1
    assert str(bad) in capsys.readouterr().err


def test_the_command_serves_games_and_stops_cleanly_on_sigterm(tmp_path):
    command = [sys.executable, "-m", "seega.net.server", "--host", LOOPBACK, "--port", "0"]
    server = subprocess.Popen(
        [*command, "--database", str(tmp_path / "g.sqlite3")],
        cwd=PROJECT_DIR,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stderr is not None
        lines = [server.stderr.readline()]
        while "serving on ws://" not in lines[-1] and len(lines) < 10:
            lines.append(server.stderr.readline())
        line = lines[-1]
        assert "resumed 0 games" in lines[0] and "serving on ws://" in line, lines
        port = int(line.rsplit(":", 1)[1].split()[0])
        player = Player(f"ws://{LOOPBACK}:{port}")
        player.close()
        server.send_signal(signal.SIGTERM)
        assert server.wait(PROCESS_WAIT_S) == 0
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(PROCESS_WAIT_S)


def test_systemd_accepts_the_unit(tmp_path):
    """`systemd-analyze verify` on the unit as shipped, but for the command's path: it checks
    that the program exists, so the copy names this checkout's Python running the same module
    with the same options."""
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here (apt-get install systemd)")
    text = UNIT.read_text(encoding="utf-8")
    assert text.count(INSTALLED) == 1
    copy = tmp_path / UNIT.name
    copy.write_text(text.replace(INSTALLED, f"{sys.executable} -m seega.net.server"))
    result = subprocess.run(
        [analyze, "verify", str(copy)], capture_output=True, text=True, timeout=PROCESS_WAIT_S
    )
    assert result.returncode == 0, result.stderr
    assert UNIT.name not in result.stderr, result.stderr
