"""The player's own mistakes of a reviewed game, made into proved challenges off the frame.

Whose mistakes: the people's. Against the computer that is the person's side; in a game of two
people, both sides (each may practise what either got wrong); a game between two computers has
none. Placements the computer made for a person who handed them over are not the person's.
Every mistake and blunder of those sides is sent to the computer's worker as a `Prove` request
(`seega.challenges.practice`), one at a time like the review's judgements, so no frame waits
for a proof; `update` collects the answers, and when the last is in, the session is done:
`made` holds the challenges that were proved, in game order.

After every game the person's worst moment is offered alone (`worst_moment`): their mistake
with the largest drop, or in a clean game the action where a stronger one existed; its
challenge's source names the game and move it came from (`GameSource`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from seega.challenges.practice import PERSON, GameSource
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

    def source(self, turn: int, game: GameSource | None = None) -> str:
        """Where the challenge comes from, for its file: `review, turn 11: @c2 (blunder)`, or
        with the game it was played in, `game 2026-12-04 easy turn 11: @c2 (blunder)`."""
        if game is not None:
            return game.text(self.judged.played, self.judged.verdict.value)
        return f"review, turn {turn}: {self.judged.played} ({self.judged.verdict.value})"


def game_source(players: tuple[str, str], side: int, played_on: date, turn: int) -> GameSource:
    """The game and move a moment of `side`'s comes from (`players` as records write them)."""
    other = players[BLACK - 1] if side == WHITE else players[WHITE - 1]
    return GameSource(played_on, level_of(other) or PERSON, turn)


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


def moment_at(
    line: GameLine,
    judged: Sequence[Judged],
    index: int,
    sides: frozenset[int],
    placed_by_computer: frozenset[int] = frozenset(),
) -> Mistake | None:
    """Action `index` as a moment to practise: judged already, chosen by one of `sides` (not
    placed for them by the computer) and worse than an action the engine names; else None."""
    if not 0 <= index < min(len(judged), line.cursor):
        return None
    review = judged[index]
    chosen = review.side in sides and index not in placed_by_computer
    if not chosen or not review.judged or review.better is None or review.drop <= 0:
        return None
    played = line.played_at(index)
    return Mistake(played.before, played.action, review)


def worst_moment(
    line: GameLine,
    judged: Sequence[Judged],
    sides: frozenset[int],
    placed_by_computer: frozenset[int] = frozenset(),
) -> Mistake | None:
    """The moment (`moment_at`) that lost most against the engine's better action among those
    judged so far: a mistake when there is one, and in a clean game the action where a
    stronger one existed; the earliest of equal losses. None while every judged action of
    `sides` was the best (or forced, or a result)."""
    worst: Mistake | None = None
    for index in range(min(len(judged), line.cursor)):
        moment = moment_at(line, judged, index, sides, placed_by_computer)
        if moment is not None and (worst is None or moment.judged.drop > worst.judged.drop):
            worst = moment
    return worst


class PracticeMaker:
    """Proves `mistakes` one by one in the worker (see the module docstring); `sources[i]` is
    where mistake i comes from, for its challenge's file (`Mistake.source`)."""

    def __init__(
        self, thinker: Thinker, mistakes: Sequence[Mistake], sources: Sequence[str]
    ) -> None:
        self.thinker = thinker
        self.mistakes = list(mistakes)
        self.sources = list(sources)
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
        source = self.sources[self.answered]
        self.thinker.submit(Prove(self._asked, mistake.before, mistake.action, source))
