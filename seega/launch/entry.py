"""The `seega` command: the game window, or the text protocol with `--engine`.

One entry for every way the game is started (main.py in a checkout, the `seega` script of an
installed wheel, the frozen bundle), so each of them knows `--version` and `--engine`. Both
answer without pygame: its import prints a greeting on standard output, which would break the
protocol, and costs time the engine's quick start cannot spare.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Sequence

import seega
from seega.launch import compiled

# Before the first import of the core: stale compiled modules must never load.
compiled.prefer_fresh()

from seega.core import build  # noqa: E402
from seega.protocol import engine  # noqa: E402
from seega.storage.paths import program_name  # noqa: E402

ENGINE_FLAG = "--engine"
VERSION_FLAG = "--version"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game with `argv` (default: the command line); returns the exit status.

    `seega --engine [ENGINE OPTIONS]` speaks the text protocol (docs/protocol.md) instead.
    """
    # The computer thinks in a "spawn" worker process: in a frozen bundle that child is this
    # same executable, which must hand over to multiprocessing before anything else runs.
    multiprocessing.freeze_support()
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == [ENGINE_FLAG]:
        return engine.main(arguments[1:], prog=f"{program_name('seega')} {ENGINE_FLAG}")
    if arguments[:1] == [VERSION_FLAG]:
        print(build.named(seega.PROGRAM))
        return 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Imported here, not above: the two answers above must not load pygame.
    from seega.ui.app import main as window_main

    status: int = window_main(arguments)
    return status
