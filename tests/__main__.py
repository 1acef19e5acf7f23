"""`python3 -m tests`: prepare ./.venv on first use, then run the whole test suite.

Extra arguments go to pytest, e.g. `python3 -m tests -k capture`.
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
sys.exit(pytest.main([str(PROJECT_DIR / "tests"), *sys.argv[1:]]))
