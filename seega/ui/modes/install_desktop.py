"""Add Seega to the Linux applications menu: `seega --install-desktop` (or `python3 main.py
--install-desktop`, or `Seega/Seega --install-desktop` from the release download), and take
it out again with `--uninstall-desktop`.

A desktop entry cannot use relative paths, so it is written on the player's machine: its
`Exec` is the absolute command of the launcher that ran it (the bundle's program, the wheel's
`seega` script, or this checkout's interpreter with main.py), and its icon goes into the
user's icon theme (hicolor), where every desktop looks an `Icon=seega` up. Both files are
written as every file of the game is (`files.write_atomically`: never through a link at their
names), readable by all as the menus that read them expect. After the game is moved, the
entry points nowhere: the next start says so (`stale_entry`).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO

import pygame

from seega.storage import files
from seega.storage.files import write_atomically
from seega.storage.paths import LOCATION, PROJECT_DIR, Location, Mode, xdg_data_home
from seega.ui.render.icon import app_icon

ICON_PX = 256
APP_ID = "seega"
DESKTOP_NAME = f"{APP_ID}.desktop"
# The wheel's window command (pyproject.toml's gui-scripts).
SCRIPT_NAME = "seega"
# Readable by everyone, as the menus and icon caches of other users' sessions expect.
FILE_MODE = 0o644
# Characters a launcher's path may not hold: an entry is one line per key, and GLib refuses
# an `Exec` with a `%` that is no field code, even doubled as the specification escapes it.
REFUSED_CHARACTERS = "%"
# A desktop file's string escapes (the specification's "Possible value types").
FILE_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
# The largest entry read back (`stale_entry`); ours is a few hundred bytes.
MAX_ENTRY_BYTES = 64 * 1024
# The systems with an XDG applications menu; elsewhere the command refuses, and says why.
MENU_SYSTEMS = ("linux", "freebsd", "openbsd", "netbsd")
WHY_NOT_HERE = (
    "--install-desktop adds Seega to the applications menu of Linux desktops only. "
    "On Windows, pin Seega.exe to Start (right-click it, then 'Pin to Start'); "
    "on macOS, drag Seega.app into Applications."
)


class DesktopError(Exception):
    """Why the entry cannot be written or removed, in words for the person who asked."""


def data_home(
    environ: Mapping[str, str] | None = None, home: Callable[[], Path] = Path.home
) -> Path:
    """The user's XDG data folder, which holds `applications/` and `icons/`."""
    return xdg_data_home(os.environ if environ is None else environ, home)


def entry_path(base: Path) -> Path:
    return base / "applications" / DESKTOP_NAME


def icon_path(base: Path) -> Path:
    return base / "icons" / "hicolor" / f"{ICON_PX}x{ICON_PX}" / "apps" / f"{APP_ID}.png"


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


def refused(command: list[str]) -> str | None:
    """Why `command` cannot be an entry's `Exec` (None: it can): a control character (a
    newline or tab would break the entry's line) or a `%`."""
    for argument in command:
        if any(c in REFUSED_CHARACTERS or not c.isprintable() for c in argument):
            return (
                f"The game's path {files.quoted(ascii(argument))} holds a control character "
                f"or a '%', which an applications menu entry cannot hold: move the game to a "
                f"folder whose path has none, then run --install-desktop again."
            )
    return None


def exec_line(command: list[str]) -> str:
    """`command` as the Desktop Entry Specification's `Exec` value: each argument quoted with
    `"`, `` ` ``, `$` and `\\` escaped inside, then every backslash doubled again (the file's
    own string escape). `refused` keeps out what cannot be written so."""
    arguments = []
    for argument in command:
        inner = "".join(f"\\{c}" if c in '"`$\\' else c for c in argument)
        arguments.append(f'"{inner}"')
    return " ".join(arguments).replace("\\", "\\\\")


def exec_arguments(value: str) -> list[str]:
    """The command an `Exec` value runs (`exec_line`'s inverse): the file's string escapes
    read first, then the arguments split at spaces outside quotes; ValueError for a quote
    left open."""
    arguments: list[str] = []
    current: str | None = None
    quoted = False
    chars = iter(_unescaped(value))
    for c in chars:
        if quoted and c == "\\":
            current = f"{current}{next(chars, '')}"
        elif c == '"':
            quoted, current = not quoted, current or ""
        elif c == " " and not quoted:
            if current is not None:
                arguments.append(current)
            current = None
        else:
            current = f"{current or ''}{c}"
    if quoted:
        raise ValueError("a quote left open")
    return arguments if current is None else [*arguments, current]


def _unescaped(value: str) -> str:
    """A desktop file's string value with its escapes (`\\s`, `\\n`, `\\t`, `\\r`, `\\\\`) read."""
    out = []
    chars = iter(value)
    for c in chars:
        out.append(FILE_ESCAPES.get(next(chars, ""), "") if c == "\\" else c)
    return "".join(out)


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


def icon_png() -> bytes:
    """The icon, as the PNG file the theme holds."""
    pygame.init()
    stream = io.BytesIO()
    pygame.image.save(app_icon(ICON_PX), stream, "seega.png")
    return stream.getvalue()


def install(data: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the icon into the user's hicolor theme and the entry running `command` (this
    launcher's) into `applications/` of the XDG data folder (`data`); the files written.
    DesktopError, and nothing written, if the command cannot be an entry's."""
    base = data_home() if data is None else data
    command = launcher() if command is None else command
    why = refused(command)
    if why is not None:
        raise DesktopError(why)
    written: list[tuple[Path, str | bytes]] = [
        (icon_path(base), icon_png()),
        (entry_path(base), desktop_entry(command)),
    ]
    for path, content in written:
        try:
            write_atomically(path, content, FILE_MODE)
        except OSError as error:
            raise DesktopError(f"Could not write {path}: {files.words(error)}") from None
    return [entry_path(base), icon_path(base)]


def uninstall(data: Path | None = None) -> list[Path]:
    """Remove the entry and the icon `install` wrote; the files removed."""
    base = data_home() if data is None else data
    removed = []
    for path in (entry_path(base), icon_path(base)):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise DesktopError(f"Could not remove {path}: {files.words(error)}") from None
        removed.append(path)
    return removed


def stale_entry(data: Path | None = None) -> str | None:
    """The path the menu's entry starts that no longer exists (the game was moved or
    removed), or None: no entry, or one whose program is there."""
    base = data_home() if data is None else data
    try:
        text = files.read_text(entry_path(base), MAX_ENTRY_BYTES)
    except files.BadFile:
        return None
    for line in text.splitlines():
        if line.startswith("Exec="):
            try:
                arguments = exec_arguments(line.removeprefix("Exec="))
            except ValueError:  # not one we wrote
                return None
            gone = [a for a in arguments if os.path.isabs(a) and not os.path.exists(a)]
            return gone[0] if gone else None
    return None


def main(
    uninstalling: bool,
    system: str = sys.platform,
    data: Path | None = None,
    out: TextIO | None = None,
) -> int:
    """`--install-desktop` or `--uninstall-desktop`: what was done, or why not, on `out`
    (standard output; a dialog where there is none: Windows' `seega` has no console); the
    exit status."""
    stream = sys.stdout if out is None else out
    if not system.startswith(MENU_SYSTEMS):
        _say(WHY_NOT_HERE, stream)
        return 2
    try:
        if uninstalling:
            done = [f"Removed {path}" for path in uninstall(data)] or ["No entry to remove."]
        else:
            done = [f"Added {path}" for path in install(data)]
    except DesktopError as error:
        _say(str(error), stream)
        return 1
    _say("\n".join(done), stream)
    return 0


def _say(text: str, stream: TextIO | None) -> None:
    if stream is not None:
        print(text, file=stream)
        return
    with contextlib.suppress(pygame.error):  # no display either: nothing more can be done
        pygame.display.message_box("Seega", text, "info")
