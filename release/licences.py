"""The licence notices every bundle carries, from one list: `release/seega.spec` puts them into
the bundle's `licenses/` folder, `release/build.py` checks that the archive holds them.

The texts are taken from what is being shipped: the game's own files, pygame-ce's LGPL as its
package installs it, and the licence of the Python that runs the build (which the bundle
carries). Standard library only.
"""

from __future__ import annotations

import importlib.util
import sys
import sysconfig
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
FOLDER = "licenses"


def _python_licence() -> Path:
    """Python's LICENSE.txt: beside the standard library on Linux and macOS, at the top of the
    installation on Windows."""
    places = [Path(sysconfig.get_path("stdlib")), Path(sys.base_prefix)]
    for place in places:
        if (place / "LICENSE.txt").is_file():
            return place / "LICENSE.txt"
    raise SystemExit(f"no LICENSE.txt of Python in {', '.join(map(str, places))}")


def _pygame_licence() -> Path:
    """pygame-ce's LGPL, in its package (found without importing it, which would greet)."""
    spec = importlib.util.find_spec("pygame")
    if spec is None or spec.origin is None:
        raise SystemExit(
            "pygame-ce is not installed: python3 -m pip install -r release/requirements.txt"
        )
    found = Path(spec.origin).parent / "docs" / "generated" / "LGPL.txt"
    if not found.is_file():
        raise SystemExit(f"pygame-ce's licence is not at {found}")
    return found


def notices() -> dict[str, Path]:
    """Each notice's place inside `licenses/` -> the file it is copied from."""
    return {
        "README.txt": PROJECT_DIR / "release" / "notices" / "README.txt",
        "seega/LICENSE": PROJECT_DIR / "LICENSE",
        "fonts/OFL.txt": PROJECT_DIR / "assets" / "fonts" / "OFL.txt",
        "pygame-ce/LGPL.txt": _pygame_licence(),
        "python/LICENSE.txt": _python_licence(),
    }
