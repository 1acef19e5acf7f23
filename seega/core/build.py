"""Which build runs: the Python source (`pure`) or the compiled one (`compiled`).

The compiled build (`release/compile.py`) turns the rules and the search into extension
modules beside their `.py` files, which Python then loads instead. A bug report names the
build (`seega --version`, the engine's `status`), since the two must answer alike.
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES

from . import rules

PURE = "pure"
COMPILED = "compiled"


def build() -> str:
    """`compiled` when the rules engine was loaded from an extension module, else `pure`."""
    origin = rules.__file__ or ""
    return COMPILED if origin.endswith(tuple(EXTENSION_SUFFIXES)) else PURE


def named(program: str) -> str:
    """`program` with the build that runs, as `--version` and crash logs write it."""
    return f"{program} ({build()})"
