"""First-run setup: a private virtual environment in ./.venv with what a command needs.

Standard library only, so it runs on a bare Python 3.10+. `main.py` asks for the game's
requirements (GAME_REQUIREMENTS: pygame-ce alone), `python3 -m tests` for the test tools on
top (TEST_REQUIREMENTS, which includes the game's); `ensure_environment()` installs what is
missing and re-executes the command inside the environment. A stamp file per requirements
file remembers what was installed, so neither command reinstalls after the other.

Only a source checkout is set up so: an installed wheel got its packages from pip, and a
frozen bundle carries them inside, so neither ever builds an environment (there is no
requirements file to read, and a bundle cannot run `ensurepip`).
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import venv
from pathlib import Path, PureWindowsPath
from typing import NoReturn

from seega.storage.paths import LOCATION, PROJECT_DIR, Location, Mode

VENV_DIR = PROJECT_DIR / ".venv"
GAME_REQUIREMENTS = PROJECT_DIR / "requirements.txt"
TEST_REQUIREMENTS = PROJECT_DIR / "tests" / "requirements.txt"
# Set in the re-executed child so a broken install cannot loop forever.
REEXEC_MARK = "SEEGA_BOOTSTRAPPED"
# What a Windows console sends to every program in it: the game gets them itself.
CONSOLE_SIGNALS = ("SIGINT", "SIGBREAK")


def venv_python(windowed: bool = False) -> Path:
    """The interpreter inside the project's environment; on Windows `windowed` takes its
    pythonw.exe, which opens no console (the .pyw launcher's way of starting)."""
    if os.name == "nt":
        return VENV_DIR / "Scripts" / ("pythonw.exe" if windowed else "python.exe")
    return VENV_DIR / "bin" / "python"


def runs_windowed(executable: str = sys.executable) -> bool:
    """Whether this launcher runs without a console: Windows' pythonw, which a double-clicked
    .pyw starts, and which leaves `sys.stdout` and `sys.stderr` None."""
    return PureWindowsPath(executable).stem.lower() == "pythonw"


def _stamp(requirements: Path) -> Path:
    """Where the digest of an installed requirements file is kept, e.g.
    `.venv/seega-tests-requirements.sha256` for tests/requirements.txt."""
    name = "-".join(requirements.relative_to(PROJECT_DIR).with_suffix("").parts)
    return VENV_DIR / f"seega-{name}.sha256"


def _digest(requirements: Path) -> str:
    """The requirements file with the game's (which every file includes), as one digest."""
    files = sorted({GAME_REQUIREMENTS, requirements})
    return hashlib.sha256(b"".join(path.read_bytes() for path in files)).hexdigest()


def _installed(requirements: Path) -> bool:
    stamp = _stamp(requirements)
    return stamp.exists() and stamp.read_text() == _digest(requirements)


def _running_inside_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV_DIR.resolve()


def _say(message: str) -> None:
    print(f"[seega setup] {message}", flush=True)


def wanted_packages(requirements: Path) -> list[str]:
    """The requirement lines of a file and of the files it includes (`-r`), comments dropped."""
    wanted = []
    for raw in requirements.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line.startswith("-r"):
            wanted += wanted_packages(requirements.parent / line.removeprefix("-r").strip())
        elif line:
            wanted.append(line)
    return wanted


def _explain_failure(requirements: Path) -> None:
    """Say what to install by hand when the setup could not (offline, most often)."""
    _say("check your internet connection and start again, or install these yourself:")
    for package in wanted_packages(requirements):
        _say(f"    {package}")
    _say(f"e.g. python3 -m pip install -r {requirements}")
    _say("(a release download of Seega needs no Python and no connection at all)")


def _prepare(requirements: Path) -> None:
    if not venv_python().exists():
        _say(f"creating a private Python environment in {VENV_DIR} (first run only)")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV_DIR)
    name = requirements.relative_to(PROJECT_DIR)
    _say(f"installing the packages in {name}; this takes a minute once")
    command = [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check"]
    subprocess.run([*command, "-r", str(requirements)], check=True)
    _stamp(requirements).write_text(_digest(requirements))
    _say("ready")


def ensure_environment(
    command: list[str], requirements: Path = GAME_REQUIREMENTS, location: Location = LOCATION
) -> None:
    """Make sure `requirements` are installed, re-running `command` in ./.venv if needed.

    `command` is what follows the interpreter, e.g. `["main.py", "--demo"]` or `["-m", "tests"]`.
    Does nothing unless the game runs from a checkout (`location`).
    """
    if location.mode is not Mode.CHECKOUT:
        return
    if _running_inside_venv() and _installed(requirements):
        return
    if os.environ.get(REEXEC_MARK) and _running_inside_venv():
        return
    try:
        if not _installed(requirements):
            _prepare(requirements)
    except (OSError, subprocess.CalledProcessError) as error:
        _say(f"could not prepare the environment: {error}")
        _explain_failure(requirements)
        raise SystemExit(1) from error
    if _running_inside_venv():
        return
    game = str(venv_python(runs_windowed()))
    hand_over([game, *command], dict(os.environ, **{REEXEC_MARK: "1"}))


def hand_over(command: list[str], env: dict[str, str]) -> NoReturn:
    """Run `command` (an interpreter first) in the project folder instead of this launcher, so
    that whatever would stop the launcher stops the game, which saves as on closing its window.

    Where the system can (POSIX), the launcher becomes the game (exec): same process, so a
    `kill`, a Ctrl+C or a desktop ending the program reaches the game itself. Windows has no
    such exec (`os.execv` starts another process and ends this one: a console would return at
    once), so there the launcher waits for the game and ignores Ctrl+C and Ctrl+Break, which
    the console sends to the game too; the game's own handling then ends it cleanly.
    """
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:  # None under pythonw, which has no console to write to
            stream.flush()
    os.chdir(PROJECT_DIR)
    if os.name != "nt":
        os.execve(command[0], command, env)
    for name in CONSOLE_SIGNALS:
        signal.signal(getattr(signal, name), signal.SIG_IGN)
    raise SystemExit(subprocess.run(command, env=env).returncode)
