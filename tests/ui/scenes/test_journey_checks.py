"""The player's own challenges in the journey: shown at once, proved again in the computer's
worker rather than in a frame, playable only once they pass; one that fails is left out."""

import json

from seega.challenges.journey import PERSONAL
from seega.game.worker import Failed, Verify, answer
from seega.i18n import tr
from seega.storage.practice import PRACTICE_FILE
from tests.storage.test_practice_store import personal
from tests.ui.scenes.game_helpers import first_legal, wait_until


def answers_kind(got, kind):
    """Whether `got` is an answer of `kind`, as the real backends sort them."""
    return isinstance(got, kind) or (isinstance(got, Failed) and got.kind is kind)


class HeldThinker:
    """A worker that keeps every request until `release`, then answers them all (in the
    caller's thread, as the worker process would)."""

    def __init__(self):
        self.requests = []
        self.answers = []

    def submit(self, request):
        self.requests.append(request)

    def release(self, count=None):
        """Answer the first `count` requests (all of them by default)."""
        count = len(self.requests) if count is None else count
        self.answers += [answer(request, first_legal) for request in self.requests[:count]]
        self.requests = self.requests[count:]

    def poll(self, kind):
        mine = [got for got in self.answers if answers_kind(got, kind)]
        self.answers = [got for got in self.answers if not answers_kind(got, kind)]
        return mine

    def cancel(self, request_id):
        self.requests = [r for r in self.requests if r.id != request_id]

    def close(self):
        self.requests = []


def write_practice(folder, broken_ids=("mine-broken",)):
    good = personal("mine-good").to_data()
    broken = [
        {**personal(broken_id).to_data(), "solution": [{"play": "a1-a2"}]}
        for broken_id in broken_ids
    ]
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": 1, "challenges": [good, *broken]})
    (folder / PRACTICE_FILE).write_text(text, encoding="utf-8")


def personal_ids(journey):
    return [stage.id for stage in journey.stages if stage.chapter == PERSONAL]


def test_own_challenges_are_shown_at_once_checked_in_the_worker_and_played_once_passed(harness):
    write_practice(harness.context.storage.directory)
    held = HeldThinker()
    harness.context.computer.use(held, 0)
    journey = harness.context.routes.journey()
    harness.start(journey)
    wait_until(harness, lambda: journey.loaded)
    harness.frames(2)

    # Shown, but not playable while the worker has not answered: no proof ran in a frame.
    assert personal_ids(journey) == ["mine-good", "mine-broken"]
    assert [(type(r), r.challenge.id) for r in held.requests] == [
        (Verify, "mine-good"),
        (Verify, "mine-broken"),
    ]
    first = next(i for i, s in enumerate(journey.stages) if s.chapter == PERSONAL)
    assert journey.checking(first) and not journey.is_open(first)
    journey.choose(first)
    assert tr("journey.checking") in journey.info_lines()[1]

    held.release()
    harness.frames(1)
    assert personal_ids(journey) == ["mine-good"]  # the one that failed is never playable
    good = next(i for i, s in enumerate(journey.stages) if s.id == "mine-good")
    assert journey.is_open(good) and not journey.checking(good)
    assert tr("journey.practice.failed", count=1) in journey.notice


def test_a_stage_played_meanwhile_holds_the_checks_and_leaving_drops_them(harness):
    write_practice(harness.context.storage.directory)
    held = HeldThinker()
    harness.context.computer.use(held, 0)
    journey = harness.context.routes.journey()
    harness.start(journey)
    wait_until(harness, lambda: journey.loaded)
    assert len(held.requests) == 2
    journey.choose(0)
    journey.play()  # the first stage: its questions to the worker do not wait behind checks
    harness.frames(1)
    assert harness.top is not journey and held.requests == []
    harness.stack.pop()
    harness.frames(1)
    assert [r.challenge.id for r in held.requests] == ["mine-good", "mine-broken"]
    journey.back()
    harness.frames(1)
    assert held.requests == []


def test_the_notice_counts_every_challenge_left_out_once(harness):
    write_practice(harness.context.storage.directory, ("mine-broken-1", "mine-broken-2"))
    held = HeldThinker()
    harness.context.computer.use(held, 0)
    journey = harness.context.routes.journey()
    harness.start(journey)
    wait_until(harness, lambda: journey.loaded)
    for _ in range(3):  # the answers come one a frame
        held.release(1)
        harness.frames(1)
    assert personal_ids(journey) == ["mine-good"]
    assert journey.notice == tr("journey.practice.failed", count=2)
