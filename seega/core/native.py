"""What the compiled build reads in the source, written once for the modules that need it.

`release/compile.py` compiles the rules and the search with mypyc; the same `.py` files run
unchanged without it. `mypyc_attr(native_class=False)` keeps a class an ordinary Python class
in the compiled build (mypyc cannot make a fast class of a tuple subclass that keeps a
`__dict__`, as `GameState` does). The compiler reads the real decorator from
`mypy_extensions`, which is imported only while the source is checked or compiled; at run
time the mark does nothing, so neither build needs a package beyond the standard library.
This module stays Python in the compiled build: it is the one place where the two differ.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

Marked = TypeVar("Marked")

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*_attributes: object, **_flags: object) -> Callable[[Marked], Marked]:
        """The compiler's mark, read only by the compiler: the class is left as it is."""
        return lambda marked: marked
