"""A checkout's start passes over compiled modules older than the source (seega.launch.compiled).

A copy of the package gets a compiled module that cannot load and a stamp whose digest is not
the source's: the stamp is all the check reads, so no compiler is needed, and the module that
cannot load shows that the source ran instead.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from seega.launch import compiled

PACKAGE_DIR = Path(__file__).resolve().parent.parent.parent / "seega"
STALE_DIGEST = "0" * 64


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of the package with a compiled rules module (not a real one) and a stale stamp."""
    package = tmp_path / "seega"
    shutil.copytree(PACKAGE_DIR, package, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    shutil.copy(PACKAGE_DIR.parent / "main.py", tmp_path / "main.py")
    (package / "core" / f"rules{EXTENSION_SUFFIXES[0]}").write_bytes(b"not a compiled module")
    (package / compiled.STAMP_NAME).write_text(STALE_DIGEST + "\n", encoding="utf-8")
    return tmp_path


def run(project: Path, *arguments: str, given: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *arguments],
        cwd=project,
        input=given,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_version_runs_the_source_and_warns_when_the_compiled_modules_are_stale(checkout):
    started = "from seega.launch.entry import main; raise SystemExit(main(['--version']))"
    done = run(checkout, "-c", started)
    assert (done.returncode, done.stdout.split("(")[-1]) == (0, "pure)\n")
    assert done.stderr.splitlines() == [compiled.STALE_WARNING]


def test_the_engine_says_pure_when_the_compiled_modules_are_stale(checkout):
    done = run(checkout, "-m", "seega.engine", given="status\nquit\n")
    assert done.returncode == 0
    assert "build=pure" in done.stdout
    assert done.stderr.splitlines() == [compiled.STALE_WARNING]


def test_the_window_s_worker_runs_the_source_too_and_leaves_the_warning_to_the_window(checkout):
    # What multiprocessing's "spawn" does first in the worker: main.py run as __mp_main__.
    worker = (
        "import runpy; runpy.run_path('main.py', run_name='__mp_main__');"
        "from seega.core.build import build; print(build())"
    )
    done = run(checkout, "-c", worker)
    assert (done.returncode, done.stdout, done.stderr) == (0, "pure\n", "")


def test_a_stamp_of_the_source_as_it_is_is_not_stale(checkout):
    package = checkout / "seega"
    assert compiled.is_stale(package)
    (package / compiled.STAMP_NAME).write_text(compiled.source_digest(package), encoding="utf-8")
    assert not compiled.is_stale(package)


def test_compiled_modules_without_a_stamp_are_not_judged(checkout):
    # A wheel's compiled modules carry no stamp: they are the wheel's own build.
    package = checkout / "seega"
    (package / compiled.STAMP_NAME).unlink()
    assert not compiled.is_stale(package)


def test_an_edit_of_a_compiled_source_makes_the_stamp_stale(checkout):
    package = checkout / "seega"
    (package / compiled.STAMP_NAME).write_text(compiled.source_digest(package), encoding="utf-8")
    with (package / "core" / "rules.py").open("a", encoding="utf-8") as source:
        source.write("# edited\n")
    assert compiled.is_stale(package)


def test_a_process_that_loaded_the_core_already_keeps_its_build(checkout):
    # Passing over the compiled modules now would mix two builds in one process.
    told = io.StringIO()
    assert compiled.compiled_loaded()  # the test's own process has imported the core
    assert not compiled.prefer_fresh(checkout / "seega", warnings=told)
    assert (compiled.running_source(), told.getvalue()) == (False, "")
