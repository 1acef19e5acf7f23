"""Check that a built wheel holds every file the game reads: `python3 release/check_wheel.py WHEEL`.

The repository keeps the fonts, the sounds and `levels/` (set-ups and challenges) at the top;
pyproject.toml maps them into the package as `seega/resources/`. A file forgotten by that
mapping would only show when a player's installed game looked for it, so the file list of the
wheel is compared with the checkout: every module and data file of `seega/`, every shipped
asset, set-up and challenge. Standard library only (it runs before anything is installed).
"""

from __future__ import annotations

import sys
import zipfile
from collections.abc import Iterable
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
# Checkout folder -> where the wheel carries it (the force-include table of pyproject.toml).
SHIPPED = {
    "assets/fonts": "seega/resources/assets/fonts",
    "assets/sounds": "seega/resources/assets/sounds",
    "levels": "seega/resources/levels",
    "seega": "seega",
}
# Made by Python, the tools or the compiler (release/compile.py: extension modules and their
# stamp) while working in a checkout, never shipped from it: the platform wheel compiles its
# own (release/hatch_build.py).
NOT_SHIPPED_PARTS = {"__pycache__"}
NOT_SHIPPED_SUFFIXES = {".pyc", ".so", ".pyd", ".sha256"}


def _shipped(path: Path) -> bool:
    return not (NOT_SHIPPED_PARTS & set(path.parts) or path.suffix in NOT_SHIPPED_SUFFIXES)


def expected_files(project: Path = PROJECT_DIR) -> set[str]:
    """Every name the wheel must hold, from the checkout's folders."""
    names = set()
    for source, target in SHIPPED.items():
        for path in (project / source).rglob("*"):
            relative = path.relative_to(project / source)
            if path.is_file() and _shipped(relative):
                names.add(f"{target}/{relative.as_posix()}")
    return names


def missing_files(wheel_names: Iterable[str], project: Path = PROJECT_DIR) -> list[str]:
    """What the checkout ships and the wheel lacks, sorted."""
    return sorted(expected_files(project) - set(wheel_names))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python3 release/check_wheel.py WHEEL", file=sys.stderr)
        return 2
    with zipfile.ZipFile(argv[0]) as wheel:
        names = wheel.namelist()
    missing = missing_files(names)
    for name in missing:
        print(f"missing from the wheel: {name}")
    print(f"{len(names)} files in {Path(argv[0]).name}; {len(missing)} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
