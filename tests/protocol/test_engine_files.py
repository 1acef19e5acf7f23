"""The engine's file commands and its process: regular files only, bounded reads, no writing
through links, confined or disabled file access, bounded error answers in the engine's own
words, a byte-order mark accepted, clean exits on a closed pipe and on Ctrl-C."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from seega.core import WHITE, parse_position
from seega.protocol.engine import MAX_LINE_CHARS, Engine
from seega.storage.files import QUOTE_LIMIT
from tests.platforms import posix_only
from tests.protocol.test_engine_protocol import PROJECT_DIR, fails, ok

# Seejeh, 5×5: black at a1 is walled in by white; white at e5 can still move.
SEEJEH_BLACK_BLOCKED = "seejeh 5 ....W/...../...../W..../BW... b move 0 0 0"
PYTHON_WORDING = ("invalid literal", "int_max_str_digits", "Traceback", "internal error")


def played_engine() -> Engine:
    engine = Engine(seed=3)
    ok(engine, "newgame standard 5")
    ok(engine, "genmove easy")
    return engine


@posix_only
@pytest.mark.timeout(10)
def test_loadgame_refuses_a_device_at_once() -> None:
    assert fails(Engine(), "loadgame /dev/zero") == "cannot read /dev/zero: not a regular file"


@posix_only
@pytest.mark.timeout(10)
def test_loadgame_refuses_a_fifo_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "link").symlink_to("/dev/zero")
    assert "not a regular file" in fails(Engine(), f"loadgame {tmp_path / 'pipe'}")
    assert "not a regular file" in fails(Engine(), f"loadgame {tmp_path / 'link'}")


@posix_only
def test_an_unknown_users_home_is_an_ordinary_refusal() -> None:
    engine = played_engine()
    for command in ("loadgame", "savegame"):
        assert "unknown user" in fails(engine, f"{command} ~nosuchuser-seega/x.txt")


def test_savegame_never_writes_through_a_link_at_the_temporary_name(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("precious")
    (tmp_path / "game.txt.part").symlink_to(victim)
    ok(played_engine(), f"savegame {tmp_path / 'game.txt'}")
    assert victim.read_text() == "precious"
    assert (tmp_path / "game.txt").read_text().startswith("# Seega game record")
    leftovers = [p.name for p in tmp_path.iterdir()]
    assert sorted(leftovers) == ["game.txt", "game.txt.part", "victim"]


@posix_only
def test_savegame_refuses_to_replace_links_and_special_files(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("precious")
    (tmp_path / "link.txt").symlink_to(victim)
    os.mkfifo(tmp_path / "pipe.txt")
    engine = played_engine()
    for name in ("link.txt", "pipe.txt"):
        assert fails(engine, f"savegame {tmp_path / name}").endswith(": not a regular file")
    assert victim.read_text() == "precious"
    assert (tmp_path / "link.txt").is_symlink() and not (tmp_path / "pipe.txt").is_file()


def test_savegame_gives_an_ordinary_file_mode(tmp_path: Path) -> None:
    ok(played_engine(), f"savegame {tmp_path / 'game.txt'}")
    mask = os.umask(0)
    os.umask(mask)
    assert (tmp_path / "game.txt").stat().st_mode & 0o777 == 0o666 & ~mask


def test_loadgame_never_quotes_the_file(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("admin:x:0:0:hunter2-hash-1234\nsecond line\n")
    answer = fails(Engine(), f"loadgame {secret}")
    assert "hunter2" not in answer and "admin" not in answer
    assert answer.endswith("is not a valid game record (line 1)")


def test_a_byte_order_mark_starts_a_command_and_a_record(tmp_path: Path) -> None:
    engine = played_engine()
    ok(engine, "\ufeffstatus")
    ok(engine, f"savegame {tmp_path / 'game.txt'}")
    path = tmp_path / "game.txt"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    other = Engine()
    ok(other, f"loadgame {path}")
    assert other.state == engine.state


def test_error_answers_are_bounded_and_in_the_engines_words() -> None:
    engine = Engine()
    huge = "x" * 1_000_000
    for line in (
        huge,
        f"play {huge}",
        f"setposition {huge}",
        f"newgame standard {'9' * 5000}",
        f"genmove easy {'9' * 5000}",
        "newgame standard ²",
        "genmove easy ³",
        f"setposition standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move 0 0 {'9' * 5000}",
        f"setposition standard {'5' * 5000} x w move 0 0 0",
    ):
        answer = fails(engine, line)
        assert len(answer) <= 2 * QUOTE_LIMIT, line[:40]
        assert not any(words in answer for words in PYTHON_WORDING), answer


def test_file_commands_can_be_turned_off(tmp_path: Path) -> None:
    engine = Engine(files_allowed=False)
    for command in ("savegame", "loadgame"):
        assert "turned off" in fails(engine, f"{command} {tmp_path / 'game.txt'}")
    assert not list(tmp_path.iterdir())


def test_file_commands_can_be_confined_to_a_folder(tmp_path: Path) -> None:
    inside = tmp_path / "games"
    inside.mkdir()
    (tmp_path / "outside.txt").write_text("")
    (inside / "escape.txt").symlink_to(tmp_path / "outside.txt")
    (inside / "up").symlink_to(tmp_path)
    engine = Engine(seed=3, files_in=inside)
    ok(engine, "newgame standard 5")
    ok(engine, "genmove easy")
    ok(engine, "savegame game.txt")
    assert (inside / "game.txt").is_file()
    other = Engine(files_in=inside)
    ok(other, "loadgame game.txt")
    for name in (
        str(tmp_path / "outside.txt"),
        "../outside.txt",
        "escape.txt",
        "up/outside.txt",
        ".",
    ):
        for command in ("savegame", "loadgame"):
            assert "files folder" in fails(engine, f"{command} {name}"), (command, name)
    assert (tmp_path / "outside.txt").read_text() == ""


def test_setposition_refuses_histories_that_are_not_steps_of_a_piece() -> None:
    base = "seejeh 5 W.B../...../..W../...../....B w move 0 0 0"
    engine = Engine()
    ok(engine, f"setposition {base} history=c3:c2c3")
    for history in (
        "b2:b1b2",  # no piece on b2
        "c3:a1c3",  # not a step to a neighbour
        "c3:c1c2d2c3",  # a second step that does not start where the first ended
        "c3:c2c3c3c2c2c3c3c2c2c3",  # five steps: more than are kept
        "c3:c3c2",  # the last step does not end on the entry's cell
        "c3:c2c3,c3:c4c3",  # the same cell twice
    ):
        fails(engine, f"setposition {base} history={history}")
    ok(engine, f"setposition {base} history=c3:c1c2c2c3")


def test_setposition_refuses_a_removal_duty_when_nobody_is_blocked() -> None:
    engine = Engine()
    ok(engine, f"setposition {SEEJEH_BLACK_BLOCKED}")
    assert "duty=remove" in ok(engine, "position")
    fails(engine, "setposition seejeh 5 ....W/...../...../W..../B.... w move 0 0 0 duty=remove")
    removing = SEEJEH_BLACK_BLOCKED.replace(" b move", " w move")
    assert parse_position(f"{removing} duty=remove").to_move == WHITE


# `python3 -m seega.engine` as a terminal starts it, listening to Ctrl+C: a shell starts its
# background jobs with SIGINT ignored, Python keeps an ignore it inherits, and a suite run in the
# background would hand it on to the engine.
AS_FROM_A_TERMINAL = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('seega.engine', run_name='__main__', alter_sys=True)"
)


def engine_process(*args: str, from_terminal: bool = False) -> subprocess.Popen[bytes]:
    start = ["-c", AS_FROM_A_TERMINAL] if from_terminal else ["-m", "seega.engine"]
    return subprocess.Popen(
        [sys.executable, *start, *args],
        cwd=PROJECT_DIR,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


@pytest.mark.timeout(30)
def test_a_closed_output_pipe_ends_the_engine_quietly() -> None:
    process = engine_process()
    assert process.stdout is not None and process.stdin is not None
    process.stdout.close()
    _, err = process.communicate(b"name\n" * 20_000)
    assert process.returncode == 0 and err == b""


@posix_only
@pytest.mark.timeout(30)
def test_ctrl_c_ends_the_engine_quietly() -> None:
    process = engine_process(from_terminal=True)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"name\n")
    process.stdin.flush()
    assert process.stdout.readline() == b"= Seega\n"
    time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    # Wait with the input still open: closing it first raced the signal against the end of
    # input, and under load the engine sometimes saw the end first.
    assert process.wait(timeout=20) == 130
    assert process.stderr is not None and b"Traceback" not in process.stderr.read()
    process.stdin.close()
    process.stdout.close()
    process.stderr.close()


@pytest.mark.timeout(30)
def test_the_process_takes_a_byte_order_mark_and_refuses_an_endless_line() -> None:
    process = engine_process("--no-files")
    lines = b"\xef\xbb\xbfname\n" + b"y" * (3 * MAX_LINE_CHARS) + b"\nversion\nloadgame x\n"
    out, err = process.communicate(lines, timeout=20)
    answers = out.decode().split("\n\n")
    assert answers[0] == "= Seega"
    assert answers[1] == f"? the line is longer than {MAX_LINE_CHARS} characters"
    assert answers[2].startswith("= ") and "turned off" in answers[3]
    assert err == b""


def test_loadgame_never_follows_a_link_at_its_target(tmp_path: Path) -> None:
    """A link to a good record is refused too: the promise is never a link at the target."""
    engine = played_engine()
    ok(engine, f"savegame {tmp_path / 'real.txt'}")
    (tmp_path / "link.txt").symlink_to(tmp_path / "real.txt")
    assert "not a regular file" in fails(Engine(), f"loadgame {tmp_path / 'link.txt'}")
    ok(Engine(), f"loadgame {tmp_path / 'real.txt'}")
