"""Every shipped challenge is solved through the real challenge scene by clicks, the tree's
first answer at each of the solver's turns: the scene's referee and the verifier agree, and
every kind of action a solution holds (steps, chains, removals, ransom answers, passes) can
be played on screen."""

import pytest

from seega.challenges.journey import journey
from seega.play.referee import Status
from seega.storage.catalogue import load_challenges
from seega.ui.scenes.challenge import ChallengeScene
from seega.ui.services.routes import StageLink
from tests.sweeps import sampled
from tests.ui.scenes.game_helpers import first_legal, quick_computer, wait_until
from tests.ui.scenes.test_journey import by_clicks, solve

STAGES = [stage for stage in journey(load_challenges()[0]) if stage.challenge is not None]
# The default run solves every this many-th challenge; the sweep solves them all.
SAMPLE_EVERY = 8


@pytest.mark.parametrize(
    "stage", sampled(STAGES, STAGES[::SAMPLE_EVERY]), ids=[stage.id for stage in STAGES]
)
def test_every_challenge_is_solved_on_screen(harness, monkeypatch, stage):
    results = []
    with quick_computer(harness.context, first_legal):
        scene = ChallengeScene(harness.context, stage, StageLink(results.append, lambda: None))
        harness.start(scene)
        wait_until(harness, lambda: scene.board.accepting() or scene.board.dialog is not None)
        solve(harness, scene, by_clicks)
    assert scene.referee.status is Status.SOLVED and results[0].stars == 3
