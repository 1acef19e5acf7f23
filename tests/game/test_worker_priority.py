"""The computer's worker lowers its own priority, on every system, so that the window's
drawing comes first."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from seega.game.worker import BELOW_NORMAL_PRIORITY_CLASS, WORKER_NICENESS

PROJECT_DIR = Path(__file__).resolve().parents[2]
# A fresh process lowers itself as the worker does, then says its priority before and after:
# Windows' priority class, or the Unix niceness.
PROBE = """
import sys
from seega.game.worker import lower_priority
if sys.platform == "win32":
    import ctypes
    kernel = ctypes.WinDLL("kernel32")
    def priority(): return kernel.GetPriorityClass(kernel.GetCurrentProcess())
else:
    import os
    def priority(): return os.getpriority(os.PRIO_PROCESS, 0)
before = priority()
lower_priority()
print(before, priority())
"""
NORMAL_PRIORITY_CLASS = 0x20


def test_the_worker_lowers_its_priority() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=PROJECT_DIR,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    before, after = map(int, done.stdout.split())
    if sys.platform == "win32":
        assert (before, after) == (NORMAL_PRIORITY_CLASS, BELOW_NORMAL_PRIORITY_CLASS)
    else:
        assert after == min(before + WORKER_NICENESS, 19)
