"""The Linux menu entry: an absolute command of the launcher that ran it, however the game is
installed, and an icon in the user's theme; the entry passes desktop-file-validate."""

from __future__ import annotations

import io
import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from seega.i18n import tr
from seega.storage.paths import PROJECT_DIR, Location, Mode
from seega.ui import app
from seega.ui.modes import install_desktop
from seega.ui.modes.install_desktop import desktop_entry, exec_line, install, launcher
from tests.platforms import posix_only


def test_a_bundle_starts_its_own_program(tmp_path: Path) -> None:
    program = str(tmp_path / "Seega" / "Seega")
    assert launcher(Location(Mode.FROZEN, tmp_path), program, program) == [program]


def test_a_wheel_starts_the_seega_script_beside_its_interpreter(tmp_path: Path) -> None:
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "seega").write_text("#!/bin/sh\n")
    python = str(bin_dir / "python")
    found = launcher(Location(Mode.INSTALLED, tmp_path), python, "seega")
    assert found == [str(bin_dir / "seega")]


def test_a_wheel_without_a_script_there_starts_the_script_that_ran(tmp_path: Path) -> None:
    # pip install --user: the interpreter is the system's, the script in ~/.local/bin.
    script = tmp_path / "bin" / "seega"
    found = launcher(Location(Mode.INSTALLED, tmp_path), "/usr/bin/python3", str(script))
    assert found == [str(script)]


def test_a_checkout_starts_main_py_with_the_environment_s_own_interpreter(
    tmp_path: Path,
) -> None:
    # .venv/bin/python is a link to the base interpreter; resolving it would leave the
    # environment (and pygame-ce) behind.
    link = tmp_path / ".venv" / "bin" / "python"
    link.parent.mkdir(parents=True)
    link.symlink_to(shutil.which("python3") or "/usr/bin/python3")
    found = launcher(Location(Mode.CHECKOUT, PROJECT_DIR), str(link), "main.py")
    assert found == [str(link), str(PROJECT_DIR / "main.py")]


def test_exec_quotes_each_argument_as_the_specification_asks() -> None:
    assert exec_line(["/opt/my games/Seega"]) == '"/opt/my games/Seega"'
    assert exec_line(["/a/$x", '/b/"q"']) == '"/a/\\\\$x" "/b/\\\\"q\\\\""'


@pytest.mark.parametrize(
    "command",
    [["/opt/my games/Seega"], ["/a/$x", '/b/"q"', "/c/`d`", "/e\\f", "/ü/ünï/main.py"]],
)
def test_the_exec_line_reads_back_as_the_command(command: list[str]) -> None:
    assert install_desktop.exec_arguments(exec_line(command)) == command


def test_install_writes_the_entry_and_the_icon_into_the_data_folder(tmp_path: Path) -> None:
    before = os.umask(0o077)  # the mode is the entry's own, whatever the umask
    try:
        entry, icon = install(tmp_path)
    finally:
        os.umask(before)
    assert entry == tmp_path / "applications" / "seega.desktop"
    assert icon == tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "seega.png"
    assert icon.read_bytes().startswith(b"\x89PNG")
    text = entry.read_text(encoding="utf-8")
    assert "Icon=seega\n" in text
    assert f"Exec={exec_line(launcher())}\n" in text
    if os.name == "posix":
        assert [stat.S_IMODE(p.stat().st_mode) for p in (entry, icon)] == [0o644, 0o644]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    entry = tmp_path / install_desktop.DESKTOP_NAME
    entry.write_text(desktop_entry(["/opt/my games/Seega", "--data-dir", "/x/$y"]))
    checked = subprocess.run(
        ["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False
    )
    assert (checked.returncode, checked.stdout + checked.stderr) == (0, "")


@posix_only
def test_a_link_at_the_icon_s_name_is_replaced_never_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file")
    icon = install_desktop.icon_path(tmp_path / "data")
    icon.parent.mkdir(parents=True)
    icon.symlink_to(victim)
    install(tmp_path / "data")
    assert victim.read_text() == "someone else's file"
    assert not icon.is_symlink() and icon.read_bytes().startswith(b"\x89PNG")


def test_a_folder_that_cannot_be_written_is_told_not_raised(tmp_path: Path) -> None:
    # A file where the applications folder should be: no folder can be made there (root,
    # who runs some CI, writes into read-only folders, so a mode would not stop it).
    (tmp_path / "applications").write_text("")
    said = io.StringIO()
    assert install_desktop.main(False, "linux", tmp_path, said) == 1
    assert said.getvalue().startswith(f"Could not write {tmp_path / 'applications'}")


@pytest.mark.parametrize("odd", ["new\nline", "a\ttab", "100%", "bell\a"])
def test_a_path_an_entry_cannot_hold_is_refused_with_a_message(tmp_path: Path, odd: str) -> None:
    command = [f"/home/me/{odd}/Seega"]
    with pytest.raises(install_desktop.DesktopError, match="move the game to a folder"):
        install(tmp_path, command)
    assert list(tmp_path.iterdir()) == []


def test_a_relative_xdg_data_home_is_ignored(tmp_path: Path) -> None:
    home = tmp_path / "home"
    found = install_desktop.data_home({"XDG_DATA_HOME": "data"}, lambda: home)
    assert found == home / ".local" / "share"
    assert install_desktop.data_home({"XDG_DATA_HOME": "/xdg"}, lambda: home) == Path("/xdg")


def test_an_entry_left_by_a_moved_game_is_noticed_at_the_next_start(tmp_path: Path) -> None:
    program = tmp_path / "games" / "Seega" / "Seega"
    program.parent.mkdir(parents=True)
    program.write_text("")
    data = tmp_path / "data"
    install(data, [str(program)])
    assert install_desktop.stale_entry(data) is None
    assert app.desktop_notices("linux", data) == []
    program.parent.rename(tmp_path / "games" / "Seega-moved")
    assert install_desktop.stale_entry(data) == str(program)
    assert app.desktop_notices("linux", data) == [
        tr("notice.desktop_entry_gone", path=str(program))
    ]
    assert app.desktop_notices("win32", data) == []


def test_uninstall_removes_what_install_wrote(tmp_path: Path) -> None:
    said = io.StringIO()
    assert install_desktop.main(False, "linux", tmp_path, said) == 0
    assert install_desktop.main(True, "linux", tmp_path, said) == 0
    assert not any(p.is_file() for p in tmp_path.rglob("*"))
    assert install_desktop.main(True, "linux", tmp_path, said) == 0
    entry, icon = install_desktop.entry_path(tmp_path), install_desktop.icon_path(tmp_path)
    removed = [f"Removed {entry}", f"Removed {icon}", "No entry to remove."]
    assert said.getvalue().splitlines()[-3:] == removed


@pytest.mark.parametrize("system", ["win32", "darwin"])
@pytest.mark.parametrize("uninstalling", [False, True])
def test_windows_and_macos_are_told_why_not_and_nothing_is_written(
    tmp_path: Path, system: str, uninstalling: bool
) -> None:
    said = io.StringIO()
    assert install_desktop.main(uninstalling, system, tmp_path, said) == 2
    assert "Linux desktops only" in said.getvalue() and "Pin to Start" in said.getvalue()
    assert list(tmp_path.iterdir()) == []
