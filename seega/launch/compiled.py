"""Whether a checkout's compiled modules still match its source, and the pure source when not.

`release/compile.py` compiles seega/core and seega/ai into extension modules beside their
`.py` files and stamps them with one digest of the sources compiled. A checkout never
recompiles by itself, so after an edit Python would still load the old compiled code: the
entry points call `prefer_fresh()` before their first import of the core, which then finds
the `.py` files first and says once how to rebuild. Standard library only, and it imports
nothing of the game: it must run before any compiled module is loaded.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType
from typing import TextIO

PACKAGE_DIR = Path(__file__).resolve().parent.parent
# The hot path: every position the search visits is listed, applied and scored here.
COMPILED_PACKAGES = ("core", "ai")
# Stay Python: the compiler's mark must do nothing at run time (seega/core/native.py), and a
# compiled package's `__init__` runs before Python gives the package its path, so it could
# not import a module left Python (the packages' own code runs once per search, not per node).
INTERPRETED = ("core/native.py", "core/__init__.py", "ai/__init__.py")
# The digest of the sources the compiled modules were built from, written only by a build in
# place: a wheel's or a bundle's compiled modules carry none and are never judged here.
STAMP_NAME = "compiled.sha256"
STALE_WARNING = (
    "seega: the compiled modules are older than the source, so the pure source runs;"
    " rebuild them with `python3 release/compile.py` or remove them with"
    " `python3 release/compile.py --clean`"
)


def sources(package_dir: Path = PACKAGE_DIR) -> list[Path]:
    """The modules compiled, in a fixed order."""
    interpreted = {package_dir / name for name in INTERPRETED}
    found = [path for name in COMPILED_PACKAGES for path in (package_dir / name).rglob("*.py")]
    return sorted(path for path in found if path not in interpreted)


def source_digest(package_dir: Path = PACKAGE_DIR) -> str:
    """One digest of every compiled module's name (from the project's folder) and text."""
    digest = hashlib.sha256()
    for path in sources(package_dir):
        digest.update(path.relative_to(package_dir.parent).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def compiled_files(folder: Path = PACKAGE_DIR) -> list[Path]:
    """The extension modules under `folder` (the package holds no others)."""
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file() and path.name.endswith(tuple(EXTENSION_SUFFIXES))
    )


def is_stale(package_dir: Path = PACKAGE_DIR) -> bool:
    """True when a build in place left compiled modules whose stamp is not the source's now."""
    stamp = package_dir / STAMP_NAME
    if getattr(sys, "frozen", False) or not stamp.is_file() or not compiled_files(package_dir):
        return False
    return stamp.read_text(encoding="utf-8").strip() != source_digest(package_dir)


class SourceFirst(importlib.abc.MetaPathFinder):
    """Finds `seega.*` as source; the compiled modules beside it stay unseen."""

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("seega.") or path is None:
            return None
        source = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, source).find_spec(name, target)
            if spec is not None:
                return spec
        return None


def compiled_loaded() -> bool:
    """Whether a module of the compiled packages was imported already (as whichever build):
    passing over the compiled modules from then on would mix the two builds."""
    packages = tuple(f"seega.{name}" for name in COMPILED_PACKAGES)
    return any(
        name == package or name.startswith(f"{package}.")
        for name in sys.modules
        for package in packages
    )


def running_source() -> bool:
    """Whether `seega`'s modules are found as source from now on."""
    return any(isinstance(finder, SourceFirst) for finder in sys.meta_path)


def prefer_fresh(
    package_dir: Path = PACKAGE_DIR, warn: bool = True, warnings: TextIO | None = None
) -> bool:
    """Run the pure source when the compiled modules are stale; whether they were.

    Warns once, on standard error (`warnings` stands in for it), unless `warn` is False: a
    worker process the window starts runs as the window does and leaves the telling to it.
    """
    if running_source():
        return True
    if compiled_loaded() or not is_stale(package_dir):
        return False
    sys.meta_path.insert(0, SourceFirst())
    if warn:
        print(STALE_WARNING, file=warnings or sys.stderr)
    return True
