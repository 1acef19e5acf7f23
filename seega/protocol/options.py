"""The one bound on every number a command takes: each numeric option of the engine, the review
command and the tools is read by `whole` or `number`, which refuse what is out of its range
with a message naming the range (argparse prints it and exits), so no option can ask for a
search without end, a million workers or a number thousands of digits long.

Standard library only.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

# The protocol's longest think: an hour per action (docs/protocol.md).
MAX_MOVETIME_MS = 3_600_000
# Deeper than any search finishes; the search's own table stops far sooner.
MAX_DEPTH = 64
# More games, lines or positions than any measurement needs.
MAX_COUNT = 10_000_000
# More processes than any machine the tools run on has cores.
MAX_JOBS = 256
# Seeds are whole numbers a random generator takes at once.
MAX_SEED = 2**63 - 1
# The largest board of any rule set is far below this.
MAX_SIZE = 99
# A TCP port (the online server's `--port`; 0 lets the system choose a free one).
MAX_PORT = 65535
# A benchmark pass from a millisecond (the shortest a clock measures well) to an hour (the
# longest anyone waits for).
MIN_SECONDS = 0.001
MAX_SECONDS = 3600.0
# A number written with more characters than this is refused before it is converted.
MAX_DIGITS = 40


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`."""

    def read(text: str) -> int:
        stripped = text.strip()
        try:
            if len(stripped) > MAX_DIGITS:
                raise ValueError(stripped)
            value = int(stripped)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"expected a whole number from {low} to {high}"
            ) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}")
        return value

    return read


def number(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a number (a fraction allowed) from `low` to `high`."""

    def read(text: str) -> float:
        stripped = text.strip()
        try:
            if len(stripped) > MAX_DIGITS:
                raise ValueError(stripped)
            value = float(stripped)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number from {low} to {high}") from None
        if not low <= value <= high:  # also refuses nan
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}")
        return value

    return read
