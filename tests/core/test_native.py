"""The two builds' one difference in the source (seega/core/native.py) and the build's name."""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

from seega.core import WHITE, Outcome, Reason, build, geometry, legal_actions, new_game
from seega.core.line import GameLine
from seega.core.native import mypyc_attr

PROJECT_DIR = Path(__file__).resolve().parent.parent.parent


def test_the_rules_and_the_search_import_without_the_compilers_package() -> None:
    code = (
        "import sys; sys.modules['mypy_extensions'] = None;"
        "import seega.ai, seega.core.build; print(seega.core.build.build())"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=PROJECT_DIR,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in (build.PURE, build.COMPILED)


def test_the_compilers_mark_leaves_a_class_as_it_is() -> None:
    class Plain:
        pass

    assert mypyc_attr(native_class=False)(Plain) is Plain


def test_the_program_is_named_with_its_build() -> None:
    assert build.named("Seega 0.1.0") in ("Seega 0.1.0 (pure)", "Seega 0.1.0 (compiled)")


def test_frozen_values_cross_processes_alike_in_both_builds() -> None:
    # The worker process gets states and sends back results: pickled, in either build.
    state = new_game("standard", 5)
    played = GameLine.starting_at(state).play(legal_actions(state)[0])
    ended = Outcome(WHITE, Reason.CAPTURE)
    for value in (ended, geometry(7), played, state.replace(outcome=ended)):
        assert pickle.loads(pickle.dumps(value)) == value
