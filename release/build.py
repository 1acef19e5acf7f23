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
import gzip
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

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
# The earliest time a zip can hold (1980-01-01): an earlier SOURCE_DATE_EPOCH is raised to it.
ZIP_EPOCH = 315532800
# Libraries the Linux bundle takes from the system, never from the build machine: the user's
# GL driver (Mesa's swrast and LLVM) loads the C++ runtime too, and finding an older bundled
# copy first it fails ("GLIBCXX_3.4.30 not found"). Every Linux system has both; the spec
# leaves them out, the smoke test checks.
LEFT_OUT = ("libstdc++.so", "libgcc_s.so")
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
    # One hash seed: PyInstaller writes base_library.zip in the order of a set, which Python's
    # random string hashing changes from run to run (the same files in another order).
    fixed = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run([*command, *paths], check=True, cwd=PROJECT_DIR, env=fixed)


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
        answer, _ = run_bundle([str(program("seega-engine"))], home, "status\nquit\n")
        wanted = f"build={'compiled' if compiled else 'pure'}"
        if engine_build(answer) != wanted:
            raise SystemExit(f"seega-engine's status says {engine_build(answer)!r}, not {wanted}")
        print(f"smoke: seega-engine's status says {wanted}")
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
    if not (WINDOWS or MACOS):
        carried = system_libraries(packed)
        if carried:
            raise SystemExit(f"the bundle carries the system's own {carried}")
        print(f"smoke: started without its own {' or '.join(LEFT_OUT)} (the system's load)")
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


def engine_build(status: str) -> str | None:
    """The `build=` field of the engine's `status` answer (None: it has none)."""
    return next((field for field in status.split() if field.startswith("build=")), None)


def left_out(name: str) -> bool:
    """Whether a library of this file name is one the bundle must take from the system."""
    return name.startswith(LEFT_OUT)


def system_libraries(folder: Path) -> list[str]:
    """The libraries in `folder` that the bundle must leave to the system (LEFT_OUT)."""
    return sorted(path.name for path in folder.rglob("*") if left_out(path.name))


def glibc_floor(folder: Path) -> str:
    """The newest C library version any program or library of the bundle asks for: the
    oldest glibc the bundle starts on (the build system's, at most)."""
    newest = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            found = [int(minor) for minor in GLIBC_SYMBOL.findall(path.read_bytes())]
            newest = max([newest, *found])
    return f"glibc 2.{newest}"


def archive(epoch: int | None = None) -> Path:
    """Pack the system's folder (Seega.app on macOS) for the release page, the same bytes
    from the same files (`pack`)."""
    machine = platform.machine().lower() or "unknown"
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    stem = OUT_DIR / f"{NAME}-{version()}-{system}-{machine}"
    path = stem.with_name(stem.name + (".zip" if WINDOWS else ".tar.gz"))
    pack(layout().packed, path, source_date_epoch() if epoch is None else epoch)
    return path


def source_date_epoch(environ: dict[str, str] | None = None) -> int:
    """The time every archived file is given: `SOURCE_DATE_EPOCH` (reproducible-builds.org),
    else the last commit's."""
    env = os.environ if environ is None else environ
    if env.get("SOURCE_DATE_EPOCH"):
        return int(env["SOURCE_DATE_EPOCH"])
    command = ["git", "log", "-1", "--format=%ct"]
    return int(
        subprocess.run(command, cwd=PROJECT_DIR, capture_output=True, text=True, check=True).stdout
    )


def pack(source: Path, path: Path, epoch: int) -> None:
    """Pack the folder `source` into `path` (.zip or .tar.gz) as the same bytes wherever the
    same files are packed: in name order, every time `epoch`, no owner, modes 0755 (folders
    and programs) or 0644, and no time or name in the gzip header. Links stay links."""
    items = [source, *sorted(source.rglob("*"), key=lambda p: p.relative_to(source).as_posix())]
    names = [
        PurePosixPath(source.name, item.relative_to(source).as_posix()).as_posix() for item in items
    ]
    if path.suffix == ".zip":
        stamp = time.gmtime(max(epoch, ZIP_EPOCH))[:6]
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as packed:
            for item, name in zip(items, names, strict=True):
                folder = item.is_dir()
                info = zipfile.ZipInfo(name + "/" if folder else name, stamp)
                info.create_system = 3  # Unix: the modes below are read
                kind = stat.S_IFDIR if folder else stat.S_IFREG
                info.external_attr = (kind | _neutral_mode(item)) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                packed.writestr(info, b"" if folder else item.read_bytes())
        return
    with (
        path.open("wb") as raw,
        gzip.GzipFile("", "wb", 9, raw, mtime=epoch) as zipped,
        tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as packed,
    ):
        for item, name in zip(items, names, strict=True):
            member = packed.gettarinfo(item, arcname=name)
            member.mtime, member.uid, member.gid = epoch, 0, 0
            member.uname = member.gname = ""
            member.mode = _neutral_mode(item)
            if member.isreg():
                with item.open("rb") as content:
                    packed.addfile(member, content)
            else:
                packed.addfile(member)


def _neutral_mode(item: Path) -> int:
    """0755 for a folder or a program, 0644 for any other file, whatever the umask was."""
    info = item.lstat()
    runs = stat.S_ISDIR(info.st_mode) or info.st_mode & stat.S_IXUSR
    return 0o755 if runs else 0o644


def archived_names(path: Path) -> list[str]:
    """The names of the files an archive holds."""
    if path.suffix == ".zip":
        with zipfile.ZipFile(path) as packed:
            return [name for name in packed.namelist() if not name.endswith("/")]
    with tarfile.open(path) as packed:
        return [member.name for member in packed.getmembers() if member.isfile()]


def missing_notices(names: list[str]) -> list[str]:
    """The licence notices (release/licences.py) an archive's file names lack."""
    places = [*licences.notices(), licences.LIBRARIES_NOTICE]
    wanted = [f"{licences.FOLDER}/{place}" for place in places]
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
