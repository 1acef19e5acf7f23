"""Practise your mistakes, with real posted events: the review of the typical game (Light
played by a person) offers its mistakes, a click makes them into challenges in the worker,
each stored challenge passes the verifier, the journey shows them in its own chapter, open,
and one solved there by clicks is still done after a restart."""

import pytest

from seega.challenges.journey import PERSONAL
from seega.challenges.verify import verify
from seega.game.practice_session import own_mistakes, people_sides
from seega.i18n import tr
from seega.storage.persistence import Storage
from seega.ui.scenes.challenge import ChallengeScene, Status
from seega.ui.scenes.journey import JourneyScene
from tests.ui.scenes.game_helpers import post_click, wait_until
from tests.ui.scenes.test_journey import by_clicks, solve
from tests.ui.scenes.typical_review import BLUNDER, review_after_the_blunder

PLAYERS = ("human", "computer hard")


@pytest.fixture
def reviewed(harness, monkeypatch):
    """The review of the typical game up to just after Light's blunder, complete."""
    scene = review_after_the_blunder(harness, monkeypatch, PLAYERS)
    harness.frames(1)
    return scene


def test_only_the_persons_mistakes_are_offered(harness, reviewed):
    mistakes = reviewed.mistakes()
    assert [m.judged.index for m in mistakes] == [BLUNDER]  # Light's blunder, Light a person
    assert reviewed.practise_button in reviewed.buttons.widgets
    assert reviewed.practise_button.text == tr("review.practise", count=1)
    judged = reviewed.session.review.judged
    line = reviewed.session.line
    assert own_mistakes(line, judged, people_sides(("computer medium", "human"))) == []
    assert own_mistakes(line, judged, people_sides(("human", "human"))) == mistakes
    assert people_sides(("computer medium", "computer hard")) == frozenset()


def test_mistakes_become_proved_challenges_in_the_journey_solved_by_clicks(harness, reviewed):
    scene = reviewed
    count = len(scene.mistakes())
    post_click(scene.practise_button.rect.center)
    harness.frames(1)
    assert scene.maker is not None and not scene.practise_button.enabled
    wait_until(harness, lambda: scene._practice_kept)
    made = scene.maker.made
    assert made
    bar = [box.text for box in scene.text_boxes()]
    assert tr("review.practise.made", made=len(made), count=count) in bar

    folder = harness.context.storage.directory
    stored = Storage(folder).load_practice()
    assert stored.problem is None and [c.id for c in stored.value] == [c.id for c in made]
    for challenge in stored.value:  # each proved again by the journey's verifier
        assert verify(challenge) == []

    harness.stack.pop()  # back out of the review, then into the journey
    journey = JourneyScene(harness.context)
    harness.start(journey)
    personal = [i for i, s in enumerate(journey.stages) if s.chapter == PERSONAL]
    assert [journey.stages[i].id for i in personal] == [c.id for c in made]
    assert all(journey.is_open(i) for i in personal)
    journey.choose(personal[0])
    harness.frames(1)
    heading = [box.text for box in journey.text_boxes()]
    assert any(tr("journey.personal") in text for text in heading)
    post_click(journey.stone_centres()[personal[0]])  # the chosen stone: play it
    harness.frames(2)
    challenge = harness.top
    assert isinstance(challenge, ChallengeScene) and challenge.stage.chapter == PERSONAL
    solve(harness, challenge, by_clicks)
    assert challenge.status is Status.SOLVED and challenge.stars == 3

    again = JourneyScene(harness.context)  # as after a restart of the app
    assert again.progress.stars(journey.stages[personal[0]].id) == 3
    assert Storage(folder).load_journey().value.done(journey.stages[personal[0]].id)
