"""The Linux menu entry: an absolute command of the launcher that ran it, however the game is
installed, and an icon in the user's theme; the entry passes desktop-file-validate."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from seega.storage.paths import PROJECT_DIR, Location, Mode
from seega.ui.modes import install_desktop
from seega.ui.modes.install_desktop import desktop_entry, exec_line, install, launcher


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
    assert exec_line(["/a/$x", "/b/100%"]) == '"/a/\\\\$x" "/b/100%%"'


def test_install_writes_the_entry_and_the_icon_into_the_data_folder(tmp_path: Path) -> None:
    entry, icon = install(tmp_path)
    assert entry == tmp_path / "applications" / "seega.desktop"
    assert icon == tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "seega.png"
    assert icon.read_bytes().startswith(b"\x89PNG")
    text = entry.read_text(encoding="utf-8")
    assert "Icon=seega\n" in text
    assert f"Exec={exec_line(launcher())}\n" in text


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    entry = tmp_path / install_desktop.DESKTOP_NAME
    entry.write_text(desktop_entry(["/opt/my games/Seega", "--data-dir", "/x/$y"]))
    checked = subprocess.run(
        ["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False
    )
    assert (checked.returncode, checked.stdout + checked.stderr) == (0, "")
