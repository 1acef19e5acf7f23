"""The player's own challenges proved again before they are played, off the frame.

`practice.json` is only decoded when read (its shape checked); proving a kept challenge again
may take a large part of a second, so each is sent to the computer's worker as a VERIFY
request (`seega.game.worker`) and the journey shows its stage at once, marked as still being
checked. A challenge becomes playable only when the verifier's answer says it passed; one
that fails (a hand edit, a change of the rules) or whose check errs is never playable.
"""

from __future__ import annotations

from collections.abc import Sequence

from seega.challenges.schema import Challenge
from seega.game.worker import VERIFY, Request, Thinker, next_request_id


class PracticeCheck:
    """Every challenge of `challenges` sent to be verified at once; `update` collects the
    answers. A challenge id is `checking` until its answer came, then `passed` or `failed`."""

    def __init__(self, thinker: Thinker, challenges: Sequence[Challenge]) -> None:
        self.thinker = thinker
        self.passed: set[str] = set()
        self.failed: set[str] = set()
        self._asked: dict[int, str] = {}  # request id -> challenge id
        for challenge in challenges:
            request_id = next_request_id()
            self._asked[request_id] = challenge.id
            request = Request(
                request_id, challenge.start_state(), "", kind=VERIFY, challenge=challenge
            )
            thinker.submit(request)

    def checking(self, challenge_id: str) -> bool:
        """Whether the challenge's answer has not come yet."""
        return challenge_id in self._asked.values()

    @property
    def done(self) -> bool:
        """Every challenge has had its answer."""
        return not self._asked

    def update(self) -> bool:
        """Collect the answers that came; whether any did."""
        came = False
        for got in self.thinker.poll(VERIFY):
            asked = self._asked.pop(got.id, None)
            if asked is None:
                continue
            came = True
            answered_this = got.challenge is not None and got.challenge.id == asked
            if got.error is None and answered_this:
                self.passed.add(asked)
            else:
                self.failed.add(asked)
        return came

    def stop(self) -> None:
        """Drop the checks still pending (the journey was left)."""
        for request_id in self._asked:
            self.thinker.cancel(request_id)
        self._asked.clear()
