"""The journey's scenes set up with their longest texts showing, for the fit tests."""

from seega.challenges.journey import StageResult
from seega.game.worker import InlineThinker
from seega.ui.play import flow
from seega.ui.play.labels import goal_text
from seega.ui.scenes.challenge import ChallengeScene
from seega.ui.scenes.journey import JourneyScene
from seega.ui.services.routes import StageLink
from tests.ui.scenes.game_helpers import first_legal

QUIET_LINK = StageLink(report=lambda result: None, next_stage=lambda: None)


def journey_at_the_longest_stage(context):
    """The journey with its longest stage text chosen, and a notice showing."""
    scene = JourneyScene(context)
    scene.record(scene.stages[0], StageResult(3, 1, 0))
    scene.notice = "journey.json: " + "x" * 120
    longest = max(range(len(scene.stages)), key=lambda i: len(" ".join(scene_lines(scene, i))))
    scene.chosen = longest
    return scene


def scene_lines(scene, index):
    scene.chosen = index
    return scene.info_lines()


def challenge(status):
    def build(context):
        flow.use_thinker(InlineThinker(first_legal), delay_ms=0)
        journey = JourneyScene(context)
        stage = max(
            (s for s in journey.stages if s.challenge is not None),
            key=lambda s: len(goal_text(s.challenge)),
        )
        scene = ChallengeScene(context, stage, QUIET_LINK)
        scene.tries = 99
        if status == "failed":
            scene.answer = "g6-g7 g7-f7 f7-e7 e7-e6"
            scene._fail()
        elif status == "solved":
            scene._solve()
        return scene

    return build


JOURNEY_SCENES = {
    "journey": journey_at_the_longest_stage,
    "challenge": challenge("playing"),
    "challenge_failed": challenge("failed"),
    "challenge_solved": challenge("solved"),
}
