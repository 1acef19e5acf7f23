"""Where the game's own files are: the one place that knows how the game was started.

Seega runs three ways, and its assets (fonts, sounds) and `levels/` sit in a different place
in each:

- from a source checkout: `assets/` and `levels/` at the top of the repository;
- from an installed wheel (`pip install`, `pipx install`): the build maps both into the
  package as `seega/resources/` (pyproject.toml), since a wheel holds only packages;
- from a frozen bundle (PyInstaller, release/): beside the bundled modules, in the folder
  PyInstaller names `sys._MEIPASS`.

Every path is resolved from this file or from the bundle, never from the current directory:
a double-clicked program may start anywhere (on Windows even in System32). The player's own
files live elsewhere, in the system's data folder (seega.storage.persistence.data_dir).
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]
# The folder inside the package that an installed wheel carries the assets and levels in.
RESOURCES_NAME = "resources"
ASSETS_NAME = "assets"
LEVELS_NAME = "levels"


class Mode(enum.Enum):
    """How the game was started, which decides where its files are."""

    CHECKOUT = "checkout"
    INSTALLED = "installed"
    FROZEN = "frozen"


@dataclass(frozen=True)
class Location:
    """Where the game runs from: its mode and the folder holding `assets/` and `levels/`."""

    mode: Mode
    root: Path

    @property
    def assets(self) -> Path:
        return self.root / ASSETS_NAME

    @property
    def sounds(self) -> Path:
        return self.assets / "sounds"

    @property
    def fonts(self) -> Path:
        return self.assets / "fonts"

    @property
    def levels(self) -> Path:
        return self.root / LEVELS_NAME


def locate(system: object = sys, package_dir: Path = PACKAGE_DIR) -> Location:
    """The location of a game whose interpreter is `system` and whose package is `package_dir`.

    A frozen bundle sets `sys.frozen` and `sys._MEIPASS`; an installed wheel carries
    `seega/resources/`; anything else is a checkout, whose files are beside the package.
    """
    bundle = getattr(system, "_MEIPASS", None)
    if getattr(system, "frozen", False) and bundle:
        return Location(Mode.FROZEN, Path(bundle))
    resources = package_dir / RESOURCES_NAME
    if resources.is_dir():
        return Location(Mode.INSTALLED, resources)
    return Location(Mode.CHECKOUT, package_dir.parent)


LOCATION = locate()
# The checkout's top folder; meaningful only in Mode.CHECKOUT (the first-launch setup, the
# arena's git archives and the Linux menu entry of a checkout use it).
PROJECT_DIR = PACKAGE_DIR.parent
ASSETS_DIR = LOCATION.assets
SOUNDS_DIR = LOCATION.sounds
FONTS_DIR = LOCATION.fonts
LEVELS_DIR = LOCATION.levels

# Where the player's own copies of records go: the first of these in the home folder that
# exists (the home folder itself otherwise). A file dialog would ask; pygame has none.
EXPORT_FOLDERS = ("Downloads", "Documents")


def program_name(module: str, argv0: str | None = None) -> str:
    """How the player started this command, for its `usage:` line: an installed script or a
    bundle's program by its own name (`seega-engine`), a module of the package as
    `python3 -m MODULE`, any other script (main.py) as `python3 SCRIPT`."""
    path = Path(sys.argv[0] if argv0 is None else argv0)
    if path.suffix != ".py":
        return path.name.removesuffix(".exe")
    if path.resolve().is_relative_to(PACKAGE_DIR):
        return f"python3 -m {module}"
    return f"python3 {path.name}"


def xdg_data_home(environ: Mapping[str, str], home: Callable[[], Path]) -> Path:
    """The user's XDG data folder: `$XDG_DATA_HOME` when it is an absolute path (the XDG Base
    Directory Specification says to ignore a relative one), else `~/.local/share`. The home
    folder is asked for only then: a bare environment may have none."""
    named = environ.get("XDG_DATA_HOME", "")
    if named and Path(named).is_absolute():
        return Path(named)
    return home() / ".local" / "share"


def export_dir(home: Path | None = None) -> Path:
    """The folder an exported record is written to (see EXPORT_FOLDERS)."""
    home = Path.home() if home is None else home
    for name in EXPORT_FOLDERS:
        if (home / name).is_dir():
            return home / name
    return home
