"""Check that a built wheel holds every file the game reads: `python3 release/check_wheel.py WHEEL`.

The repository keeps the fonts, the sounds and `levels/` (set-ups and challenges) at the top;
pyproject.toml maps them into the package as `seega/resources/`. A file forgotten by that
mapping would only show when a player's installed game looked for it, so the file list of the
wheel is compared with the checkout: every module and data file of `seega/`, every shipped
asset, set-up and challenge, and the licence notices. `seega/tools` must be absent: its
commands write beside themselves (the ratings table, new challenges), which an installed
package must not do; they run from a checkout. Standard library only (it runs before
anything is installed).
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
# Commands for the checkout only (pyproject.toml's exclude).
LEFT_OUT = ("seega/tools/",)
# The licence notices (pyproject.toml's license-files), kept in the wheel's .dist-info/licenses.
LICENCES = ("LICENSE", "assets/fonts/OFL.txt")


def _shipped(name: str) -> bool:
    path = Path(name)
    left_out = name.startswith(LEFT_OUT)
    return not (
        left_out or NOT_SHIPPED_PARTS & set(path.parts) or path.suffix in NOT_SHIPPED_SUFFIXES
    )


def expected_files(project: Path = PROJECT_DIR) -> set[str]:
    """Every name the wheel must hold, from the checkout's folders."""
    names = set()
    for source, target in SHIPPED.items():
        for path in (project / source).rglob("*"):
            name = f"{target}/{path.relative_to(project / source).as_posix()}"
            if path.is_file() and _shipped(name):
                names.add(name)
    return names


def missing_files(wheel_names: Iterable[str], project: Path = PROJECT_DIR) -> list[str]:
    """What the checkout ships and the wheel lacks (licences as `*.dist-info/...`), sorted."""
    names = set(wheel_names)
    licences = {
        f"*.dist-info/licenses/{licence}"
        for licence in LICENCES
        if not any(name.endswith(f".dist-info/licenses/{licence}") for name in names)
    }
    return sorted(expected_files(project) - names | licences)


def unwanted_files(wheel_names: Iterable[str]) -> list[str]:
    """What the wheel carries and must not (the checkout's commands), sorted."""
    return sorted(name for name in wheel_names if name.startswith(LEFT_OUT))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python3 release/check_wheel.py WHEEL", file=sys.stderr)
        return 2
    with zipfile.ZipFile(argv[0]) as wheel:
        names = wheel.namelist()
    missing = missing_files(names)
    unwanted = unwanted_files(names)
    for name in missing:
        print(f"missing from the wheel: {name}")
    for name in unwanted:
        print(f"left out of the wheel, yet there: {name}")
    counts = f"{len(missing)} missing, {len(unwanted)} unwanted"
    print(f"{len(names)} files in {Path(argv[0]).name}; {counts}")
    return 1 if missing or unwanted else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
