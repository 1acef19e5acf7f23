"""The player's own mistakes of a reviewed game, made into proved challenges off the frame.

Whose mistakes: the people's. Against the computer that is the person's side; in a game of two
people, both sides (each may practise what either got wrong); a game between two computers has
none. Placements the computer made for a person who handed them over are not the person's.
Every mistake and blunder of those sides is sent to the computer's worker as a `Prove` request
(`seega.challenges.practice`), one at a time like the review's judgements, so no frame waits
for a proof; `update` collects the answers, and when the last is in, the session is done:
`made` holds the challenges that were proved, in game order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from seega.challenges.schema import Challenge
from seega.core import BLACK, WHITE, Action, GameState
from seega.core.line import GameLine
from seega.core.players import level_of
from seega.game.worker import Failed, Prove, Proved, Thinker, next_request_id
from seega.review.analysis import Judged
from seega.review.judge import Verdict

# The verdicts a player practises.
PRACTISED = (Verdict.MISTAKE, Verdict.BLUNDER)


@dataclass(frozen=True)
class Mistake:
    """One of the player's mistakes: the position before it, the action, and its review."""

    before: GameState
    action: Action
    judged: Judged

    def source(self, turn: int) -> str:
        """Where the challenge comes from, for its file: `review, turn 11: @c2 (blunder)`."""
        return f"review, turn {turn}: {self.judged.played} ({self.judged.verdict.value})"


def people_sides(players: tuple[str, str]) -> frozenset[int]:
    """The sides played by people (`players`: Light's and Dark's, as records write them)."""
    sides = (WHITE, BLACK)
    return frozenset(side for side, text in zip(sides, players, strict=True) if not level_of(text))


def own_mistakes(
    line: GameLine,
    judged: Sequence[Judged],
    sides: frozenset[int],
    placed_by_computer: frozenset[int] = frozenset(),
) -> list[Mistake]:
    """The mistakes and blunders of `sides` among the judged actions of `line`, in game order,
    but for the placements the computer made for a person (`placed_by_computer`, indices)."""
    found = []
    for index, review in enumerate(judged[: line.cursor]):
        chosen = review.side in sides and index not in placed_by_computer
        if review.verdict in PRACTISED and chosen:
            played = line.played_at(index)
            found.append(Mistake(played.before, played.action, review))
    return found


class PracticeMaker:
    """Proves `mistakes` one by one in the worker (see the module docstring); `turns[i]` is
    the game's turn number of mistake i, for its source."""

    def __init__(self, thinker: Thinker, mistakes: Sequence[Mistake], turns: Sequence[int]) -> None:
        self.thinker = thinker
        self.mistakes = list(mistakes)
        self.turns = list(turns)
        self.made: list[Challenge] = []
        self.answered = 0
        self._asked: int | None = None

    @property
    def done(self) -> bool:
        """Every mistake has had its answer."""
        return self.answered >= len(self.mistakes)

    def start(self) -> None:
        """Ask for the first proof."""
        self._ask_next()

    def stop(self) -> None:
        """Drop the proof in flight (the scene was left)."""
        if self._asked is not None:
            self.thinker.cancel(self._asked)
            self._asked = None

    def update(self) -> bool:
        """Collect the worker's answer and ask for the next; True once the last is in."""
        for got in self.thinker.poll(Proved):
            if got.id != self._asked:
                continue
            if isinstance(got, Failed):
                raise RuntimeError(f"proving a mistake failed:\n{got.error}")
            if got.challenge is not None:
                self.made.append(got.challenge)
            self.answered += 1
            self._asked = None
        self._ask_next()
        return self.done

    def _ask_next(self) -> None:
        if self._asked is not None or self.done:
            return
        mistake = self.mistakes[self.answered]
        self._asked = next_request_id()
        source = mistake.source(self.turns[self.answered])
        self.thinker.submit(Prove(self._asked, mistake.before, mistake.action, source))
