"""An import finder that loads `seega`'s modules from their `.py` files only, so the pure
source runs even where compiled modules sit beside it (release/compile.py).

    python3 -m tests.source_only MODULE [ARGUMENTS]   # run MODULE as `-m` would, pure
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import runpy
import sys
from collections.abc import Sequence
from types import ModuleType


class SourceOnly(importlib.abc.MetaPathFinder):
    """Finds `seega.*` as source; the compiled modules beside it stay unseen."""

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("seega.") or path is None:
            return None
        source = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, source).find_spec(name, target)
            if spec is not None:
                return spec
        return None


def main(argv: Sequence[str]) -> None:
    if any(name.startswith("seega.") for name in sys.modules):
        raise SystemExit("seega was imported before its compiled modules could be hidden")
    sys.meta_path.insert(0, SourceOnly())
    sys.argv = [argv[0], *argv[1:]]
    runpy.run_module(argv[0], run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
