"""Build the one-folder bundle of Seega for this system, test it, and pack it for a release.

    python3 -m pip install -r release/requirements.txt   # once, in a build environment
    python3 release/build.py                              # bundle, smoke test, archive
    python3 release/build.py --pure                       # the same from the Python source

The bundle carries the compiled rules and search: the build first compiles them in place
(release/compile.py, which needs a C compiler) and leaves them there (`python3
release/compile.py --clean` removes them); `--pure` removes them and bundles the source.

The same command runs on Linux, Windows and macOS (.github/workflows/release.yml). It leaves
in `out/`:

- `out/bundle/Seega/`: the program `Seega` (`Seega.exe` on Windows, without a console) and
  `seega-engine` (the text protocol, with a console) with everything they need; on macOS
  also `out/bundle/Seega.app`; on Linux the folder also holds `seega.desktop` and its icon;
- `out/Seega-VERSION-SYSTEM-MACHINE.zip` (Windows) or `.tar.gz` (Linux, macOS).

The smoke test starts the bundle as a player's machine would: an empty environment (no
Python, no PATH), a fresh home folder, another working folder, the dummy video and audio
drivers; the window must draw 30 frames and exit 0, and the player's data must land under
that home folder only. It prints the bundle's size and its time to the first frame.
Standard library only: PyInstaller is run as a command.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

import compile as compiler  # release/compile.py, beside this file

PROJECT_DIR = Path(__file__).resolve().parent.parent
OUT_DIR = PROJECT_DIR / "out"
BUNDLE_DIR = OUT_DIR / "bundle"
WORK_DIR = OUT_DIR / "build"
SPEC = PROJECT_DIR / "release" / "seega.spec"
NAME = "Seega"
SMOKE_FRAMES = 30
# Each start of the timing is measured this many times; the middle one is reported.
TIMING_RUNS = 5
PROTOCOL_VERSION_ANSWER = "= 1"
WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"
DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Seega
Comment=The Egyptian capture game
Exec=sh -c '"$(dirname "%k")/Seega"'
Icon=seega
Terminal=false
Categories=Game;BoardGame;
"""


def version() -> str:
    """The game's version, from its one home."""
    text = (PROJECT_DIR / "seega" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "([^"]+)"', text)
    if found is None:
        raise SystemExit("no __version__ in seega/__init__.py")
    return found[1]


def folder() -> Path:
    return BUNDLE_DIR / NAME


def program(name: str) -> Path:
    return folder() / (f"{name}.exe" if WINDOWS else name)


def build(compiled: bool) -> None:
    """Compile the hot path (or remove what was compiled), run PyInstaller on the spec, then
    add what the system's folder needs."""
    try:
        import PyInstaller  # noqa: F401  (only to say what is missing, before a long run)
    except ImportError:
        wanted = "python3 -m pip install -r release/requirements.txt"
        raise SystemExit(f"PyInstaller is missing: {wanted}") from None
    if compiled:
        made = compiler.compile_modules()
        print(f"compiled: {len(made)} extension files beside the source, bundled from there")
    else:
        compiler.clean()
    shutil.rmtree(BUNDLE_DIR, ignore_errors=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean"]
    paths = ["--distpath", str(BUNDLE_DIR), "--workpath", str(WORK_DIR), str(SPEC)]
    subprocess.run([*command, *paths], check=True, cwd=PROJECT_DIR)
    if not (WINDOWS or MACOS):
        (folder() / "seega.desktop").write_text(DESKTOP_ENTRY, encoding="utf-8")
        (folder() / "seega.desktop").chmod(0o755)
        shutil.copy(PROJECT_DIR / "assets" / "icons" / "seega.png", folder() / "seega.png")


def clean_environment(home: Path) -> dict[str, str]:
    """What a player's bare machine gives a program: a home folder, the dummy drivers, nothing
    else (no PATH, no Python variables)."""
    env = {"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if WINDOWS:  # Windows needs these to start any program; the data folder is APPDATA
        env |= {"SYSTEMROOT": os.environ["SYSTEMROOT"], "APPDATA": str(home / "AppData")}
    return env


def run_bundle(arguments: list[str], home: Path, stdin: str = "") -> tuple[str, float]:
    """Run a program of the bundle in a clean environment; its output and wall time in s."""
    with tempfile.TemporaryDirectory() as elsewhere:
        started = time.perf_counter()
        done = subprocess.run(
            arguments,
            env=clean_environment(home),
            cwd=elsewhere,
            input=stdin,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        took = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{arguments} exited {done.returncode}:\n{done.stdout}{done.stderr}")
    return done.stdout, took


def smoke_test(compiled: bool) -> None:
    """The same checks on every system; stops the build on the first failure."""
    with tempfile.TemporaryDirectory() as fresh:
        home = Path(fresh)
        shown, _ = run_bundle([str(program(NAME)), "--version"], home)
        expected = f"Seega {version()} ({'compiled' if compiled else 'pure'})"
        if shown.strip() != expected and not WINDOWS:  # no console on Windows
            raise SystemExit(f"--version said {shown!r}, not {expected!r}")
        print(f"smoke: --version says {expected}")
        _, took = run_bundle([str(program(NAME)), "--frames", str(SMOKE_FRAMES)], home)
        print(f"smoke: {SMOKE_FRAMES} frames drawn, exit 0, in {took:.2f} s")
        answer, _ = run_bundle([str(program("seega-engine"))], home, "protocol_version\nquit\n")
        if not answer.startswith(PROTOCOL_VERSION_ANSWER):
            raise SystemExit(f"seega-engine answered {answer!r}")
        print(f"smoke: seega-engine answers protocol_version with {answer.split()[1]}")
        if not WINDOWS:
            answer, _ = run_bundle([str(program(NAME)), "--engine"], home, "protocol_version\n")
            if not answer.startswith(PROTOCOL_VERSION_ANSWER):
                raise SystemExit(f"Seega --engine answered {answer!r}")
            print("smoke: Seega --engine answers protocol_version too")
        written = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
        print(f"smoke: files written under the fresh home: {written or 'none'}")
        starts = sorted(
            run_bundle([str(program(NAME)), "--frames", "1"], home)[1] for _ in range(TIMING_RUNS)
        )
    # Links (the .app's, pygame's libraries) are counted once, as what they point at.
    size = sum(p.stat().st_size for p in folder().rglob("*") if p.is_file() and not p.is_symlink())
    print(f"size: {size / 1e6:.1f} MB in {folder().relative_to(PROJECT_DIR)}")
    print(
        f"start to first frame (and exit): median {starts[TIMING_RUNS // 2]:.2f} s "
        f"of {TIMING_RUNS} (fastest {starts[0]:.2f} s)"
    )


def archive() -> Path:
    """Pack the system's folder (Seega.app on macOS) for the release page."""
    machine = platform.machine().lower() or "unknown"
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    stem = OUT_DIR / f"{NAME}-{version()}-{system}-{machine}"
    source = BUNDLE_DIR / f"{NAME}.app" if MACOS else folder()
    if WINDOWS:
        return Path(shutil.make_archive(str(stem), "zip", BUNDLE_DIR, source.name))
    path = stem.with_name(stem.name + ".tar.gz")
    with tarfile.open(path, "w:gz") as packed:  # keeps the .app's links and the modes
        packed.add(source, arcname=source.name)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description="Build, test and pack the Seega bundle.")
    parser.add_argument("--no-archive", action="store_true", help="stop after the smoke test")
    parser.add_argument("--pure", action="store_true", help="bundle the source, not compiled")
    args = parser.parse_args()
    build(compiled=not args.pure)
    smoke_test(compiled=not args.pure)
    if not args.no_archive:
        print(f"archive: {archive()}")


if __name__ == "__main__":
    main()
