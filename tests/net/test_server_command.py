"""`seega-server` as an operator meets it: the command in a checkout, a database it cannot use
refused with a message, a real run stopped by SIGTERM, one killed mid-game and started again
(the game resumes), its open files' limit, and the systemd unit verified."""

from __future__ import annotations

import asyncio
import gc
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from seega.net.events import ActionPlayed, GameShown, Link, LinkChanged
from seega.net.server import (
    FULL_COLLECTION_S,
    NO_AUTOMATIC_FULL_PASS,
    allow_open_files,
    collect_on_a_clock,
    main,
)
from tests.net.players import LOOPBACK, Player
from tests.net.test_client import hosted_and_joined, of, wait_for

resource = pytest.importorskip("resource")  # Unix: Windows counts no open files this way
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


def test_the_open_files_limit_is_only_ever_raised():
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert allow_open_files(8) == soft
    assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == soft


def start_server(database: Path, port: int) -> tuple[subprocess.Popen[str], int]:
    """`seega-server` in a process of its own; its port once it listens."""
    command = [sys.executable, "-m", "seega.net.server", "--host", LOOPBACK, "--port", str(port)]
    server = subprocess.Popen(
        [*command, "--database", str(database)], cwd=PROJECT_DIR, stderr=subprocess.PIPE, text=True
    )
    assert server.stderr is not None
    for _ in range(10):
        line = server.stderr.readline()
        if "serving on ws://" in line:
            return server, int(line.rsplit(":", 1)[1].split()[0])
    server.kill()
    raise AssertionError("the server did not start")


def test_a_server_killed_mid_game_resumes_it_when_started_again(tmp_path):
    """SIGKILL, not a polite stop: every action acknowledged was already in the database."""
    database = tmp_path / "games.sqlite3"
    server, port = start_server(database, 0)
    url = f"ws://{LOOPBACK}:{port}"
    host, guest, game = hosted_and_joined(url)
    again = None
    try:
        host.play("@a1")
        wait_for(guest, of(ActionPlayed))
        server.kill()
        server.wait(PROCESS_WAIT_S)
        wait_for(guest, lambda e: isinstance(e, LinkChanged) and e.link is Link.RETRYING)
        again, _ = start_server(database, port)
        for client in (host, guest):
            shown, _ = wait_for(client, of(GameShown))
            assert isinstance(shown, GameShown) and shown.game == game
            assert [action.notation(5) for action in shown.actions] == ["@a1"]
        host.play("@b1")
        played, _ = wait_for(guest, of(ActionPlayed))
        assert isinstance(played, ActionPlayed) and played.ply == 1
    finally:
        for client in (host, guest):
            client.close()
            client.wait_closed(PROCESS_WAIT_S)
        for process in (server, again):
            if process is not None and process.poll() is None:
                process.terminate()
                process.wait(PROCESS_WAIT_S)


def test_the_standalone_server_runs_the_full_collection_on_its_own_clock() -> None:
    # The collector's full pass, when the survivors' count called it, held a server of a
    # thousand games long enough to miss the load command's p99 goal (docs/online.md).
    waits: list[float] = []
    passes: list[int] = []
    saved = gc.get_threshold()

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) == 3:
            raise asyncio.CancelledError

    try:
        with pytest.raises(asyncio.CancelledError):
            asyncio.run(collect_on_a_clock(sleep, lambda: passes.append(1) or 0))
        assert gc.get_threshold()[2] == NO_AUTOMATIC_FULL_PASS
        assert gc.get_threshold()[:2] == saved[:2]  # the young generations as before
    finally:
        gc.set_threshold(*saved)
    assert waits == [FULL_COLLECTION_S] * 3 and len(passes) == 2
