"""The journey's scenes set up with their longest texts showing, for the fit tests."""

from dataclasses import replace

from seega.challenges.journey import PERSONAL, StageResult
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.labels import goal_text
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


class Unanswered:
    """A worker that never answers: the player's own challenges stay being checked."""

    def submit(self, request):
        pass

    def poll(self, kind):
        return []

    def cancel(self, request_id):
        pass

    def close(self):
        pass


def journey_checking(context):
    """The journey's own chapter with its longest challenge still being checked, and the
    notice saying that others were left out."""
    path = JourneyScene(context)
    stages = [i for i, stage in enumerate(path.stages) if stage.challenge is not None]
    longest = path.stages[max(stages, key=lambda i: len(" ".join(scene_lines(path, i))))]
    assert longest.challenge is not None
    context.storage.add_practice([replace(longest.challenge, id="mine-longest")])
    context.computer.use(Unanswered(), delay_ms=0)
    scene = JourneyScene(context)
    scene.chosen = next(i for i, stage in enumerate(scene.stages) if stage.chapter == PERSONAL)
    scene.notice = f"journey.json: {'x' * 60} {tr('journey.practice.failed', count=24)}"
    assert tr("journey.checking") in scene.info_lines()[1]
    return scene


def scene_lines(scene, index):
    scene.chosen = index
    return scene.info_lines()


def challenge(status):
    def build(context):
        context.computer.use(InlineThinker(first_legal), delay_ms=0)
        journey = JourneyScene(context)
        stage = max(
            (s for s in journey.stages if s.challenge is not None),
            key=lambda s: len(goal_text(s.challenge)),
        )
        scene = ChallengeScene(context, stage, QUIET_LINK)
        scene.referee.tries = 99
        if status == "failed":
            scene.referee.answer = "g6-g7 g7-f7 f7-e7 e7-e6"
            scene.referee._fail()  # private on purpose: the try ends failed without playing it out
            scene.show_status()
        elif status == "solved":
            scene.referee.hints = 1  # both missed stars told
            scene.referee._solve()  # private on purpose: solved at once, with these tries and hints
            scene.show_status()
        return scene

    return build


JOURNEY_SCENES = {
    "journey": journey_at_the_longest_stage,
    "journey_checking": journey_checking,
    "challenge": challenge("playing"),
    "challenge_failed": challenge("failed"),
    "challenge_solved": challenge("solved"),
}
