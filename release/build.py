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
  `seega-engine` (the text protocol, with a console) with everything they need, and the
  licence notices (release/licences.py); on macOS `out/bundle/Seega.app`, whose
  `Contents/MacOS` holds both programs;
- `out/Seega-VERSION-SYSTEM-MACHINE.zip` (Windows) or `.tar.gz` (Linux, macOS: the .app).

The smoke test starts the bundle as a player's machine would (on macOS the programs inside
Seega.app): an empty environment (no Python, no PATH), a fresh home folder, another working
folder, the dummy video and audio drivers; the window must draw 30 frames and exit 0, and the
player's data must land under that home folder only. It prints the bundle's size, its
libpython's, the oldest glibc it runs on (Linux) and its time to the first frame; the archive
must hold every licence notice. Standard library only: PyInstaller is run as a command.
The Linux menu entry is made on the player's machine: `Seega/Seega --install-desktop`.
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
import zipfile
from dataclasses import dataclass
from pathlib import Path

import compile as compiler  # release/compile.py, beside this file
import licences

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
# The versioned symbol names of the C library an ELF file asks for, e.g. b"GLIBC_2.34".
GLIBC_SYMBOL = re.compile(rb"GLIBC_2\.(\d+)")


def version() -> str:
    """The game's version, from its one home."""
    text = (PROJECT_DIR / "seega" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "([^"]+)"', text)
    if found is None:
        raise SystemExit("no __version__ in seega/__init__.py")
    return found[1]


@dataclass(frozen=True)
class Layout:
    """Where PyInstaller leaves a system's bundle: the folder packed into the archive, and the
    folder of its programs (inside the .app on macOS, which is what a player starts)."""

    packed: Path
    programs: Path
    suffix: str

    def program(self, name: str) -> Path:
        return self.programs / f"{name}{self.suffix}"


def layout(system: str = sys.platform, bundle_dir: Path = BUNDLE_DIR) -> Layout:
    """The bundle's layout on `system` (a `sys.platform` value)."""
    if system == "darwin":
        app = bundle_dir / f"{NAME}.app"
        return Layout(app, app / "Contents" / "MacOS", "")
    if system == "win32":
        return Layout(bundle_dir / NAME, bundle_dir / NAME, ".exe")
    return Layout(bundle_dir / NAME, bundle_dir / NAME, "")


def program(name: str) -> Path:
    return layout().program(name)


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
    packed = layout().packed
    # Links (the .app's, pygame's libraries) are counted once, as what they point at.
    size = sum(p.stat().st_size for p in packed.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"size: {size / 1e6:.1f} MB in {packed.relative_to(PROJECT_DIR)}")
    for library in sorted(packed.rglob("libpython*")):
        if library.is_file() and not library.is_symlink():
            print(f"size: {library.name} {library.stat().st_size / 1e6:.1f} MB")
    if not (WINDOWS or MACOS):
        print(f"glibc: needs {glibc_floor(packed)} or newer")
    print(
        f"start to first frame (and exit): median {starts[TIMING_RUNS // 2]:.2f} s "
        f"of {TIMING_RUNS} (fastest {starts[0]:.2f} s)"
    )


def glibc_floor(folder: Path) -> str:
    """The newest C library version any program or library of the bundle asks for: the
    oldest glibc the bundle starts on (the build system's, at most)."""
    newest = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            found = [int(minor) for minor in GLIBC_SYMBOL.findall(path.read_bytes())]
            newest = max([newest, *found])
    return f"glibc 2.{newest}"


def archive() -> Path:
    """Pack the system's folder (Seega.app on macOS) for the release page."""
    machine = platform.machine().lower() or "unknown"
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    stem = OUT_DIR / f"{NAME}-{version()}-{system}-{machine}"
    source = layout().packed
    if WINDOWS:
        return Path(shutil.make_archive(str(stem), "zip", BUNDLE_DIR, source.name))
    path = stem.with_name(stem.name + ".tar.gz")
    with tarfile.open(path, "w:gz") as packed:  # keeps the .app's links and the modes
        packed.add(source, arcname=source.name)
    return path


def archived_names(path: Path) -> list[str]:
    """The names of the files an archive holds."""
    if path.suffix == ".zip":
        with zipfile.ZipFile(path) as packed:
            return [name for name in packed.namelist() if not name.endswith("/")]
    with tarfile.open(path) as packed:
        return [member.name for member in packed.getmembers() if member.isfile()]


def missing_notices(names: list[str]) -> list[str]:
    """The licence notices (release/licences.py) an archive's file names lack."""
    wanted = [f"{licences.FOLDER}/{place}" for place in licences.notices()]
    return [notice for notice in wanted if not any(name.endswith(notice) for name in names)]


def check_notices(path: Path) -> None:
    """Stop unless the archive carries every licence notice; list them."""
    names = archived_names(path)
    missing = missing_notices(names)
    if missing:
        raise SystemExit(f"{path.name} lacks the licence notices {missing}")
    for name in sorted(name for name in names if f"/{licences.FOLDER}/" in name):
        print(f"licence: {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description="Build, test and pack the Seega bundle.")
    parser.add_argument("--no-archive", action="store_true", help="stop after the smoke test")
    parser.add_argument("--pure", action="store_true", help="bundle the source, not compiled")
    args = parser.parse_args()
    build(compiled=not args.pure)
    smoke_test(compiled=not args.pure)
    if not args.no_archive:
        packed = archive()
        print(f"archive: {packed} ({packed.stat().st_size / 1e6:.1f} MB)")
        check_notices(packed)


if __name__ == "__main__":
    main()
