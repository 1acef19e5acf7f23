"""One moment of a game made into practice and started, from the result card or the review.

The moment (the position before an action of the person's, and its review) is proved in the
computer's worker like the review's "Practise my mistakes" (a PracticeMaker of one), so no
frame waits; the moment is known as soon as the review has judged it, so nothing waits for the
rest of the review either. A challenge proved is kept with the player's own (the journey's
"Your mistakes"), its result too, and played at once; when no goal can be proved from there
(a single answer provably better), the person plays on from that position instead.
"""

from __future__ import annotations

from seega.challenges.journey import Progress, Stage, StageResult, personal_stages
from seega.game.practice_session import Mistake, PracticeMaker
from seega.game.worker import Thinker
from seega.ui.services.context import AppContext
from seega.ui.services.routes import StageLink
from seega.ui.shell.scene import Scene


class MomentPractice:
    """See the module docstring: `source` is where the moment comes from (Mistake.source)."""

    def __init__(self, context: AppContext, thinker: Thinker, moment: Mistake, source: str) -> None:
        self.context = context
        self.moment = moment
        self.maker = PracticeMaker(thinker, [moment], [source])
        self.maker.start()

    def stop(self) -> None:
        """Drop the proof in flight (the scene that asked was left)."""
        self.maker.stop()

    def update(self) -> Scene | None:
        """The scene to play once the proof is in (None until then): the challenge, kept with
        the player's own, or a game on from the moment's position."""
        if not self.maker.update():
            return None
        if not self.maker.made:
            return self.context.routes.play_on(self.moment.before)
        challenge = self.maker.made[0]
        _, problem = self.context.storage.add_practice([challenge])
        self.context.tell(problem)
        stage = personal_stages([challenge])[0]
        link = StageLink(report=lambda result: self._record(stage, result), next_stage=_stay)
        return self.context.routes.stage(stage, link)

    def _record(self, stage: Stage, result: StageResult) -> None:
        """Keep the challenge's result in the journey's progress, as the journey would."""
        _, problem = self.context.storage.journey.update(
            lambda progress: progress.with_result(stage.id, result), Progress()
        )
        self.context.tell(problem)


def _stay() -> None:
    """After a practised moment the player goes back where they were: no next stage."""
