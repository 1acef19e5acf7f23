"""Add Seega to the Linux applications menu: a .desktop entry with absolute paths and an icon.

Run as `python3 main.py --install-desktop`. A .desktop file cannot use relative paths, so it
is written on the player's machine, pointing at this checkout's main.py and interpreter.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from seega.storage.files import write_atomically
from seega.storage.paths import PROJECT_DIR
from seega.storage.persistence import data_dir
from seega.ui.render.icon import app_icon

ICON_PX = 256
DESKTOP_NAME = "seega.desktop"


def applications_dir() -> Path:
    """Where desktop entries for this user live (XDG)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "applications"


def desktop_entry(python: Path, main_py: Path, icon: Path) -> str:
    """The text of the .desktop file."""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Seega\n"
        "Comment=The Egyptian capture game\n"
        f'Exec="{python}" "{main_py}"\n'
        f"Path={main_py.parent}\n"
        f"Icon={icon}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n"
    )


def install(target_dir: Path | None = None) -> Path:
    """Write the icon into the data folder and the entry into `target_dir`; return its path."""
    icon_path = data_dir() / "seega-icon.png"
    icon_path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app_icon(ICON_PX), str(icon_path))
    entry_path = (target_dir or applications_dir()) / DESKTOP_NAME
    python = Path(sys.executable).resolve()
    write_atomically(entry_path, desktop_entry(python, PROJECT_DIR / "main.py", icon_path))
    entry_path.chmod(0o755)
    return entry_path
