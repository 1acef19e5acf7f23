"""The one time-stamp format of the data folder: set-aside files and record names carry it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

STAMP_FORMAT = "%Y%m%d-%H%M%S"
# How many characters a stamp of STAMP_FORMAT has, e.g. 20261201-143005.
STAMP_LENGTH = len("20261201-143005")


def stamp_now(now: Callable[[], datetime] = datetime.now) -> str:
    """The current moment as file names write it."""
    return now().strftime(STAMP_FORMAT)
