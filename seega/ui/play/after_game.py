"""After a rated game: its review runs in the background under the result card, and the
person's worst moment is offered to practise as soon as the review has judged it.

The review is the review scene's own (`ReviewSession` in the computer's worker, one action at
a time, never blocking a frame), stored with the kept record as it goes, so "Review game"
afterwards goes on from where it got to. The worst moment so far (`worst_moment`: a mistake,
or in a clean game the action where a stronger one existed) is what "Practise this" plays; it
does not wait for the rest of the review.
"""

from __future__ import annotations

from seega.game.match import Match
from seega.game.practice_session import Mistake, game_source, people_sides, worst_moment
from seega.game.review_session import ReviewSession, line_so_far
from seega.play import narration
from seega.review.analysis import ReviewSettings
from seega.storage.archive import ArchivedGame
from seega.ui.play import keeping
from seega.ui.play.practising import MomentPractice
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene


class AfterGame:
    """See the module docstring: `kept` is the finished game's kept record."""

    def __init__(
        self, context: AppContext, match: Match, kept: ArchivedGame, settings: ReviewSettings
    ) -> None:
        self.context = context
        self.kept = kept
        self.settings = settings
        self.line = line_so_far(match.line)
        self.players = (match.seats[0].player, match.seats[1].player)
        self.sides = people_sides(self.players)
        self.placed = match.record().placed_by_computer
        self.turns = narration.turn_numbers(self.line)
        self.session = self._session()
        self.now: MomentPractice | None = None

    def _session(self) -> ReviewSession:
        """The review, going on from what is stored with the record."""
        return ReviewSession(
            self.line,
            self.context.computer.thinker(),
            self.settings,
            stored=keeping.stored_review(self.context, self.kept),
            on_complete=lambda review: self._store(),
            clock=self.context.work_clock,
        )

    def _store(self) -> None:
        keeping.store_review(self.context, self.kept, list(self.session.review.judged))

    def start(self) -> None:
        """Start (or go on with) the review."""
        self.session.start()

    def pause(self) -> None:
        """Stop for now (another scene takes the worker): what is judged is stored."""
        if self.now is not None:
            self.now.stop()
            self.now = None
        self.session.stop()
        if self.session.review.judged:
            self._store()

    def resume(self) -> None:
        """Go on from what is stored now (the review scene may have judged more meanwhile)."""
        self.session = self._session()
        self.start()

    @property
    def worst(self) -> Mistake | None:
        """The person's worst moment judged so far (None: none yet, or none at all)."""
        judged = self.session.review.judged
        return worst_moment(self.line, judged, self.sides, self.placed)

    @property
    def proving(self) -> bool:
        """Practise this was asked for and its challenge is being proved."""
        return self.now is not None

    def practise(self) -> None:
        """Make the worst moment so far a challenge (in the worker) and play it when proved."""
        moment = self.worst
        if moment is None or self.now is not None:
            return
        turn = self.turns[moment.judged.index][0]
        where = game_source(self.players, moment.judged.side, self.kept.record.played_on, turn)
        source = moment.source(turn, where)
        self.now = MomentPractice(self.context, self.session.thinker, moment, source)

    def update(self) -> Scene | None:
        """Collect the review's answers; the practice scene once its proof is in."""
        self.session.update()
        if self.now is None:
            return None
        scene = self.now.update()
        if scene is not None:
            self.now = None
        return scene
