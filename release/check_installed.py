"""Install a built wheel as a player would and start it: `python3 release/check_installed.py WHEEL`.

A fresh virtual environment in a temporary folder gets the wheel (and pygame-ce from the
registry); then, from another folder, with the dummy video and audio drivers and a fresh data
folder, the game draws 30 frames and exits 0, `seega-engine` answers the protocol and names
itself in its usage line, `seega --version` names the version (not on Windows, where `seega`
has no console), and the package has not written into itself. Standard library only.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

FRAMES = 30
WINDOWS = sys.platform == "win32"
# Run from the installed package, never from a checkout's folder: the game's own entry.
PLAY = "import sys; from seega.launch.entry import main; sys.exit(main(sys.argv[1:]))"


def script(environment: Path, name: str) -> str:
    """A command installed into the environment, e.g. its python or seega-engine."""
    if WINDOWS:
        return str(environment / "Scripts" / f"{name}.exe")
    return str(environment / "bin" / name)


def run(command: list[str], cwd: Path, env: dict[str, str], stdin: str = "") -> str:
    """Run `command`; its output, or stop with what it said."""
    done = subprocess.run(
        command, cwd=cwd, env=env, input=stdin, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"{command} exited {done.returncode}:\n{done.stdout}{done.stderr}")
    return done.stdout


def files_in(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if "__pycache__" not in path.parts}


def check(wheel: Path) -> None:
    with tempfile.TemporaryDirectory() as temporary:
        place = Path(temporary)
        environment, elsewhere, data = place / "venv", place / "elsewhere", place / "data"
        elsewhere.mkdir()
        venv.EnvBuilder(with_pip=True).create(environment)
        python = script(environment, "python")
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env["SEEGA_DATA_DIR"] = str(data)
        install = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        run([*install, str(wheel.resolve())], elsewhere, env)
        where = run([python, "-c", "import seega; print(seega.__file__)"], elsewhere, env)
        package = Path(where.strip()).parent
        before = files_in(package)
        run([python, "-c", PLAY, "--frames", str(FRAMES)], elsewhere, env)
        print(f"installed: {FRAMES} frames drawn from the installed wheel, exit 0")
        engine = script(environment, "seega-engine")
        answer = run([engine], elsewhere, env, "protocol_version\nquit\n")
        if not answer.startswith("= 1"):
            raise SystemExit(f"seega-engine answered {answer!r}")
        usage = run([engine, "--help"], elsewhere, env).splitlines()[0]
        if not usage.startswith("usage: seega-engine "):
            raise SystemExit(f"seega-engine --help says {usage!r}")
        print(f"installed: seega-engine answers protocol_version; {usage.split(' [')[0]}")
        if not WINDOWS:
            shown = run([script(environment, "seega"), "--version"], elsewhere, env)
            print(f"installed: seega --version says {shown.strip()}")
        written = sorted(str(path.relative_to(package)) for path in files_in(package) - before)
        if written:
            raise SystemExit(f"the game wrote into its installed package: {written}")
        kept = sorted(path.name for path in files_in(data)) if data.exists() else []
        print(f"installed: nothing written into the package; the data folder holds {kept}")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python3 release/check_installed.py WHEEL", file=sys.stderr)
        return 2
    check(Path(argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
