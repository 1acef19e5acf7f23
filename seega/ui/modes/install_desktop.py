"""Add Seega to the Linux applications menu: `seega --install-desktop` (or `python3 main.py
--install-desktop`, or `Seega/Seega --install-desktop` from the release download).

A desktop entry cannot use relative paths, so it is written on the player's machine: its
`Exec` is the absolute command of the launcher that ran it (the bundle's program, the wheel's
`seega` script, or this checkout's interpreter with main.py), and its icon goes into the
user's icon theme (hicolor), where every desktop looks an `Icon=seega` up.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from seega.storage.files import write_atomically
from seega.storage.paths import LOCATION, PROJECT_DIR, Location, Mode
from seega.ui.render.icon import app_icon

ICON_PX = 256
APP_ID = "seega"
DESKTOP_NAME = f"{APP_ID}.desktop"
# The wheel's window command (pyproject.toml's gui-scripts).
SCRIPT_NAME = "seega"


def data_home(environ: dict[str, str] | None = None, home: Callable[[], Path] = Path.home) -> Path:
    """The user's XDG data folder, which holds `applications/` and `icons/`."""
    env = os.environ if environ is None else environ
    return Path(env.get("XDG_DATA_HOME") or home() / ".local" / "share")


def launcher(
    location: Location = LOCATION,
    python: str = sys.executable,
    argv0: str = sys.argv[0],
) -> list[str]:
    """The absolute command that starts this game as it is installed.

    `python` is never resolved: in a virtual environment (the checkout's .venv, pipx's) its
    link is what makes the environment's packages visible.
    """
    if location.mode is Mode.FROZEN:
        return [python]  # the bundle's own program
    if location.mode is Mode.INSTALLED:
        beside = Path(python).parent / SCRIPT_NAME  # a virtual environment's or pipx's
        return [str(beside if beside.is_file() else Path(argv0).absolute())]
    return [python, str(PROJECT_DIR / "main.py")]


def exec_line(command: list[str]) -> str:
    """`command` as the Desktop Entry Specification's `Exec` value: each argument quoted with
    `"`, `` ` ``, `$` and `\\` escaped inside, `%` doubled (it starts field codes), then every
    backslash doubled again (the file's own string escape)."""
    arguments = []
    for argument in command:
        inner = "".join(f"\\{c}" if c in '"`$\\' else c for c in argument.replace("%", "%%"))
        arguments.append(f'"{inner}"')
    return " ".join(arguments).replace("\\", "\\\\")


def desktop_entry(command: list[str]) -> str:
    """The text of the .desktop file that runs `command`."""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Seega\n"
        "Comment=The Egyptian capture game\n"
        f"Exec={exec_line(command)}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n"
    )


def install(data: Path | None = None) -> list[Path]:
    """Write the icon into the user's hicolor theme and the entry into `applications/` of the
    XDG data folder (`data`); return the files written."""
    base = data_home() if data is None else data
    icon_path = base / "icons" / "hicolor" / f"{ICON_PX}x{ICON_PX}" / "apps" / f"{APP_ID}.png"
    icon_path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app_icon(ICON_PX), str(icon_path))
    entry_path = base / "applications" / DESKTOP_NAME
    entry_path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(entry_path, desktop_entry(launcher()))
    return [entry_path, icon_path]
