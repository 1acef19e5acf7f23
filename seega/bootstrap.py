"""First-run setup: a private virtual environment in ./.venv with requirements.txt installed.

Standard library only, so it runs on a bare Python 3.10+. `main.py` and `python3 -m tests`
call `ensure_environment()`, which re-executes the current command inside the environment
once it is ready; a stamp file remembers which requirements were installed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

from seega.paths import PROJECT_DIR

VENV_DIR = PROJECT_DIR / ".venv"
REQUIREMENTS = PROJECT_DIR / "requirements.txt"
STAMP = VENV_DIR / "seega-requirements.sha256"
# Set in the re-executed child so a broken install cannot loop forever.
REEXEC_MARK = "SEEGA_BOOTSTRAPPED"


def venv_python() -> Path:
    """The interpreter inside the project's environment."""
    if os.name == "nt":
        return VENV_DIR / "Scripts" / "python.exe"
    return VENV_DIR / "bin" / "python"


def _requirements_digest() -> str:
    return hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()


def _running_inside_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV_DIR.resolve()


def _say(message: str) -> None:
    print(f"[seega setup] {message}", flush=True)


def _prepare() -> None:
    if not venv_python().exists():
        _say(f"creating a private Python environment in {VENV_DIR} (first run only)")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV_DIR)
    _say("installing requirements (pygame-ce, pytest, ...); this takes a minute once")
    command = [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check"]
    subprocess.run([*command, "-r", str(REQUIREMENTS)], check=True)
    STAMP.write_text(_requirements_digest())
    _say("ready")


def ensure_environment(command: list[str]) -> None:
    """Make sure requirements are installed, re-running `command` in ./.venv if needed.

    `command` is what follows the interpreter, e.g. `["main.py", "--demo"]` or `["-m", "tests"]`.
    """
    if _running_inside_venv() and STAMP.exists() and STAMP.read_text() == _requirements_digest():
        return
    if os.environ.get(REEXEC_MARK) and _running_inside_venv():
        return
    try:
        if not (STAMP.exists() and STAMP.read_text() == _requirements_digest()):
            _prepare()
    except (OSError, subprocess.CalledProcessError) as error:
        _say(f"could not prepare the environment: {error}")
        _say("check your internet connection, or install the packages in requirements.txt yourself")
        raise SystemExit(1) from error
    if _running_inside_venv():
        return
    env = dict(os.environ, **{REEXEC_MARK: "1"})
    result = subprocess.run([str(venv_python()), *command], env=env, cwd=PROJECT_DIR)
    raise SystemExit(result.returncode)
