"""Run a module with `seega`'s modules loaded from their `.py` files only, so the pure source
runs even where compiled modules sit beside it (release/compile.py).

    python3 -m tests.source_only MODULE [ARGUMENTS]   # run MODULE as `-m` would, pure
"""

from __future__ import annotations

import runpy
import sys
from collections.abc import Sequence

from seega.launch.compiled import SourceFirst, compiled_loaded


def main(argv: Sequence[str]) -> None:
    if compiled_loaded():
        raise SystemExit("seega was imported before its compiled modules could be hidden")
    sys.meta_path.insert(0, SourceFirst())
    sys.argv = [argv[0], *argv[1:]]
    runpy.run_module(argv[0], run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
