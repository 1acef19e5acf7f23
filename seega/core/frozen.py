"""The base of the frozen dataclasses of the rules and the search: pickled by their fields.

States, search results and hints cross to and from the game's worker process. A frozen
dataclass compiled by mypyc (release/compile.py) cannot be unpickled the default way, which
sets its fields one by one after making it and so meets the frozen class's refusal; pickled
as a call of its class with its fields, it reads back alike in both builds.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any


class Frozen:
    """Mixed into a frozen dataclass: `pickle` rebuilds it from its fields, in order."""

    __slots__ = ()

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        values = tuple(getattr(self, field.name) for field in fields(self))  # type: ignore[arg-type]
        return (type(self), values)
