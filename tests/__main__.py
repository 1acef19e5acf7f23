"""`python3 -m tests`: prepare ./.venv on first use, then run the test suite.

Extra arguments go to pytest, e.g. `python3 -m tests -k capture` or `python3 -m tests tests/core`
(paths choose the tests; without one the whole suite runs). The tests run in one process
per core (pytest-xdist) unless the arguments choose (`-n 0` runs them in this process). The
exhaustive sweeps (every page in every language at both text sizes, thousands of random games,
deep perft; marked `sweep`, see tests/sweeps.py) run only with `--sweeps`, as CI runs them.
"""

import os
import sys
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT_DIR))

from seega.launch.bootstrap import TEST_REQUIREMENTS, ensure_environment  # noqa: E402

ensure_environment(["-m", "tests", *sys.argv[1:]], TEST_REQUIREMENTS)

import pytest  # noqa: E402

os.chdir(PROJECT_DIR)
arguments = sys.argv[1:]
# A worker that runs out of tests takes some of the other's: a few long tests (whole games,
# the monkey) then do not end the run on one core.
parallel = (
    []
    if any(a == "-n" or a.startswith("--numprocesses") for a in arguments)
    else ["-n", "auto", "--dist", "worksteal"]
)
# Paths among the arguments choose what runs (`python3 -m tests tests/storage`); none: all.
chosen = any(Path(a.split("::")[0]).exists() for a in arguments if not a.startswith("-"))
where = [] if chosen else [str(PROJECT_DIR / "tests")]
sys.exit(pytest.main([*where, *parallel, *arguments]))
