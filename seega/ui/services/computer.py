"""The computer player of one window: one worker for the whole run, started on first use.

`AppContext.computer` holds it; the composition root (`seega.ui.app`) closes it at exit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from seega.game.match import COMPUTER_MIN_DELAY_MS
from seega.game.worker import Thinker, start_thinker


@dataclass
class Computer:
    """The worker the games ask for the computer's actions, and how long after its turn began
    an action is shown (`delay_ms`). `start` makes the worker when first needed."""

    start: Callable[[], Thinker] = start_thinker
    delay_ms: int = COMPUTER_MIN_DELAY_MS
    _thinker: Thinker | None = field(default=None, init=False, repr=False)

    def thinker(self) -> Thinker:
        """The worker, started now if it was not yet."""
        if self._thinker is None:
            self._thinker = self.start()
        return self._thinker

    def use(self, thinker: Thinker, delay_ms: int = COMPUTER_MIN_DELAY_MS) -> None:
        """Use `thinker` from now on (the one before is closed), its actions shown `delay_ms`
        after the turn began: tests give a deterministic thinker with no delay."""
        self.close()
        self._thinker = thinker
        self.delay_ms = delay_ms

    def close(self) -> None:
        """Stop the worker; the next game that needs one starts a new one."""
        if self._thinker is not None:
            thinker, self._thinker = self._thinker, None
            thinker.close()
