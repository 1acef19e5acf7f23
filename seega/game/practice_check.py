"""The player's own challenges proved again before they are played, off the frame.

`practice.json` is only decoded when read (its shape checked); proving a kept challenge again
may take a large part of a second, so each is sent to the computer's worker as a `Verify`
request (`seega.game.worker`) and the journey shows its stage at once, marked as still being
checked. A challenge becomes playable only when the verifier's answer says it passed; one
that fails (a hand edit, a change of the rules) or whose check errs is never playable. While
a stage is played the checks still to come are held back (`hold`), so the stage's own
questions to the worker do not wait behind them, and asked again after (`ask`).
"""

from __future__ import annotations

from collections.abc import Sequence

from seega.challenges.schema import Challenge
from seega.game.worker import Thinker, Verified, Verify, next_request_id


class PracticeCheck:
    """The challenges of `challenges` proved again in the worker (see the module docstring):
    each is `checking` until its answer came, then `passed` or `failed`."""

    def __init__(self, thinker: Thinker, challenges: Sequence[Challenge]) -> None:
        self.thinker = thinker
        self.passed: set[str] = set()
        self.failed: set[str] = set()
        self._waiting = {challenge.id: challenge for challenge in challenges}
        self._asked: dict[int, str] = {}  # request id -> challenge id
        self.ask()

    def checking(self, challenge_id: str) -> bool:
        """Whether the challenge's answer has not come yet."""
        return challenge_id in self._waiting

    @property
    def done(self) -> bool:
        """Every challenge has had its answer."""
        return not self._waiting

    def ask(self) -> None:
        """Send the worker every challenge still waiting that it was not asked about."""
        asked = set(self._asked.values())
        for challenge in self._waiting.values():
            if challenge.id in asked:
                continue
            request_id = next_request_id()
            self._asked[request_id] = challenge.id
            state = challenge.start_state()
            self.thinker.submit(Verify(request_id, state, challenge))

    def hold(self) -> None:
        """Take back the requests still pending (the journey is covered or left)."""
        for request_id in self._asked:
            self.thinker.cancel(request_id)
        self._asked.clear()

    def update(self) -> bool:
        """Collect the answers that came; whether any did."""
        came = False
        for got in self.thinker.poll(Verified):
            asked = self._asked.pop(got.id, None)
            if asked is None:
                continue
            came = True
            del self._waiting[asked]
            if isinstance(got, Verified) and got.passed and got.challenge_id == asked:
                self.passed.add(asked)
            else:
                self.failed.add(asked)
        return came
