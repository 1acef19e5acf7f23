"""Compile the rules engine and the search with mypyc, from the same Python source.

    python3 -m pip install -r release/compile-requirements.txt   # once: mypy and setuptools
    python3 release/compile.py           # compile seega/core and seega/ai in place
    python3 release/compile.py --check   # do the compiled modules match the source?
    python3 release/compile.py --clean   # remove them: the pure source runs again

The compiled modules are extension files beside the `.py` files (`rules.cpython-311-...so`,
`.pyd` on Windows) and one shared library, `seega/compiled__mypyc...`; Python loads them in
place of the source, so `python3 main.py`, the engine and the tests then run compiled
(`seega --version` says which build runs). They are built for the Python that runs this
command and are never committed (.gitignore). A checkout never compiles by itself: after a
change to seega/core or seega/ai, compile again or clean, or the old compiled code runs
(the test suite says so: tests/test_compiled.py compares the stamp written here).

`release/build.py` bundles the compiled modules; the platform wheels are built with the
same list (release/hatch_build.py). Needs a C compiler.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
PACKAGE_DIR = PROJECT_DIR / "seega"
# The hot path: every position the search visits is listed, applied and scored here.
COMPILED_PACKAGES = ("core", "ai")
# Stay Python: the compiler's mark must do nothing at run time (seega/core/native.py), and a
# compiled package's `__init__` runs before Python gives the package its path, so it could
# not import a module left Python (the packages' own code runs once per search, not per node).
INTERPRETED = ("core/native.py", "core/__init__.py", "ai/__init__.py")
# The shared library every compiled module calls into: seega/compiled__mypyc.<suffix>.
GROUP = "seega.compiled"
# The digest of the sources the compiled modules were built from.
STAMP = PACKAGE_DIR / "compiled.sha256"
WORK_DIR = PROJECT_DIR / "out" / "compile"


def sources() -> list[Path]:
    """The modules compiled, in a fixed order."""
    interpreted = {PACKAGE_DIR / name for name in INTERPRETED}
    found = [path for name in COMPILED_PACKAGES for path in (PACKAGE_DIR / name).rglob("*.py")]
    return sorted(path for path in found if path not in interpreted)


def source_digest() -> str:
    """One digest of every compiled module's name and text."""
    digest = hashlib.sha256()
    for path in sources():
        digest.update(path.relative_to(PROJECT_DIR).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def compiled_files(folder: Path = PACKAGE_DIR) -> list[Path]:
    """The extension modules under `folder` (the package holds no others)."""
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file() and path.name.endswith(tuple(EXTENSION_SUFFIXES))
    )


def compile_modules(build_lib: Path | None = None, work: Path = WORK_DIR) -> list[Path]:
    """Compile `sources()` in place (`build_lib` None) or into `build_lib`; the files made.
    `work` holds the C source and the object files. In place also writes the stamp the test
    suite compares with the source.
    """
    try:
        from mypyc.build import mypycify
        from setuptools import Distribution
    except ImportError:
        wanted = "python3 -m pip install -r release/compile-requirements.txt"
        raise SystemExit(f"mypyc or setuptools is missing: {wanted}") from None
    if build_lib is None:
        clean()
    # Taken before compiling: a source edited while the compiler runs then reads stale.
    compiled_from = source_digest()
    os.chdir(PROJECT_DIR)  # mypyc names the modules by their paths
    names = [path.relative_to(PROJECT_DIR).as_posix() for path in sources()]
    extensions = mypycify(names, opt_level="3", group_name=GROUP, target_dir=str(work / "c"))
    distribution = Distribution({"name": "seega", "ext_modules": extensions})
    command = distribution.get_command_obj("build_ext")
    command.inplace = build_lib is None
    command.build_lib = str(build_lib or work / "lib")
    command.build_temp = str(work / "temp")
    distribution.run_command("build_ext")
    if build_lib is None:
        STAMP.write_text(compiled_from + "\n", encoding="utf-8")
        return compiled_files()
    return compiled_files(build_lib)


def clean() -> list[Path]:
    """Remove the compiled modules and the stamp from the package; what was removed."""
    removed = [*compiled_files(), *([STAMP] if STAMP.exists() else [])]
    for path in removed:
        path.unlink()
    shutil.rmtree(WORK_DIR, ignore_errors=True)
    return removed


def status() -> str:
    """`none`, `current` (built from the source as it is) or `stale`."""
    if not compiled_files():
        return "none"
    stamped = STAMP.read_text(encoding="utf-8").strip() if STAMP.exists() else ""
    return "current" if stamped == source_digest() else "stale"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 release/compile.py", description="Compile seega/core and seega/ai."
    )
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument("--clean", action="store_true", help="remove the compiled modules")
    choice.add_argument("--check", action="store_true", help="exit 1 if they are stale")
    args = parser.parse_args(argv)
    if args.clean:
        removed = clean()
        print(f"removed {len(removed)} files: the pure source runs")
        return 0
    if args.check:
        found = status()
        print(f"compiled modules: {found}")
        return 1 if found == "stale" else 0
    made = compile_modules()
    print(f"compiled {len(sources())} modules into {len(made)} extension files beside the source")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
