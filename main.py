"""Double-click entry point: prepares ./.venv on first launch, then opens the game window.

Every path is resolved from this file, so it runs from any working directory.
"""

import sys
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(PROJECT_DIR))

from seega.launch import compiled  # noqa: E402
from seega.launch.bootstrap import ensure_environment  # noqa: E402

if __name__ == "__main__":
    ensure_environment([str(PROJECT_DIR / "main.py"), *sys.argv[1:]])
    from seega.launch.entry import main  # noqa: E402

    sys.exit(main(sys.argv[1:]))
else:
    # The computer's worker process imports this file first (multiprocessing "spawn"): it
    # runs the build the window runs; the window has told about it.
    compiled.prefer_fresh(warn=False)
