"""The compiled build answers as the pure source does (release/compile.py, docs/building.md).

Where compiled modules sit beside the source, this process runs them, and a second process
runs the pure source with them hidden (tests.source_only): for every rule set, the legal
actions along a game, perft counts and fixed-depth, fixed-seed searches must be identical.
Where none are built these tests skip, saying so.
"""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.machinery import ExtensionFileLoader
from pathlib import Path

import pytest

from release import compile as compiler
from seega.core import rules
from seega.core.build import COMPILED, PURE, build
from tests import compiled_answers

PROJECT_DIR = Path(__file__).resolve().parent.parent
compiled_only = pytest.mark.skipif(
    build() != COMPILED, reason="no compiled modules (python3 release/compile.py builds them)"
)


def run_answers(*runner: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-m", *runner, "tests.compiled_answers"],
        cwd=PROJECT_DIR,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    found: dict[str, object] = json.loads(done.stdout)
    return found


def test_the_build_is_named_by_what_python_loaded() -> None:
    from_extension = isinstance(rules.__spec__.loader, ExtensionFileLoader)
    assert build() == (COMPILED if from_extension else PURE)


@compiled_only
def test_the_compiled_modules_were_built_from_this_source() -> None:
    assert compiler.status() == "current", "the source changed: python3 release/compile.py"


@compiled_only
def test_the_compiled_build_answers_as_the_pure_source() -> None:
    pure = run_answers("tests.source_only")
    assert pure["build"] == PURE
    assert {"build": COMPILED, "answers": compiled_answers.answers()} == {
        "build": COMPILED,
        "answers": pure["answers"],
    }
