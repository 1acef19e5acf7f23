"""Practise your mistakes, with real posted events: the review of the typical game (Light
played by a person) offers its mistakes, a click makes them into challenges in the worker,
each stored challenge passes the verifier, the journey shows them in its own chapter, open,
and one solved there by clicks is still done after a restart."""

import pytest

from seega.challenges.journey import PERSONAL
from seega.challenges.practice import proved_goal
from seega.challenges.verify import verify
from seega.core import WHITE, parse_action
from seega.game.practice_session import Mistake, own_mistakes, people_sides
from seega.i18n import tr
from seega.play.referee import Status
from seega.storage.persistence import Storage
from seega.ui.scenes.challenge import ChallengeScene
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
    wait_until(harness, lambda: scene.practice_kept)
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
    wait_until(harness, lambda: all(journey.is_open(i) for i in personal))  # proved again
    journey.choose(personal[0])
    harness.frames(1)
    heading = [box.text for box in journey.text_boxes()]
    assert any(tr("journey.personal") in text for text in heading)
    post_click(journey.stone_centres()[personal[0]])  # the chosen stone: play it
    harness.frames(2)
    challenge = harness.top
    assert isinstance(challenge, ChallengeScene) and challenge.stage.chapter == PERSONAL
    solve(harness, challenge, by_clicks)
    assert challenge.referee.status is Status.SOLVED and challenge.referee.stars == 3

    again = JourneyScene(harness.context)  # as after a restart of the app
    assert again.progress.stars(journey.stages[personal[0]].id) == 3
    assert Storage(folder).load_journey().value.done(journey.stages[personal[0]].id)


def test_placements_the_computer_made_for_the_person_are_not_theirs(harness, monkeypatch):
    """Placement 'By the computer': the blunder was the computer's choice, so it is not
    graded, counted in Light's accuracy, or offered to practise."""
    placed = frozenset(range(0, BLUNDER + 1, 2)) | frozenset({BLUNDER})
    scene = review_after_the_blunder(harness, monkeypatch, PLAYERS, placed)
    harness.frames(1)
    assert scene.mistakes() == []
    assert scene.practise_button.text == tr("review.practise", count=0)
    assert not scene.practise_button.enabled
    scene.go_to(BLUNDER)
    texts = [box.text for box in scene.text_boxes()]
    assert tr("review.verdict.placed_for_you") in texts
    assert tr("review.verdict.blunder") not in texts
    assert any(tr("review.verdict.placed_for_you") in text for text in texts[:8])  # info line
    light = scene.session.review.summary(WHITE, placed)
    assert light.counts["blunder"] == 0


def test_a_mistake_that_makes_no_challenge_says_why(harness, reviewed):
    """The proved answer in place of a mistake: no goal that it misses, no challenge."""
    blunder = reviewed.mistakes()[0]
    _, tree, _ = proved_goal(blunder.before, blunder.action)
    answer = parse_action(tree[0]["play"], 5)
    unprovable = Mistake(blunder.before, answer, blunder.judged)
    reviewed.mistakes = lambda: [blunder, unprovable]
    post_click(reviewed.practise_button.rect.center)
    wait_until(harness, lambda: reviewed.practice_kept)
    assert len(reviewed.maker.made) == 1
    bar = [box.text for box in reviewed.text_boxes()]
    assert tr("review.practise.unmade", made=1, count=2) in bar
    assert reviewed.practise_button not in reviewed.buttons.widgets  # the bar has its room
