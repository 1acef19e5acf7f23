"""The choice of the moment to practise after a game, without a window: the person's worst
judged action (a mistake first; in a clean game the action where a stronger one existed),
never the computer's nor a placement the computer made for them, and where it came from."""

from datetime import date

from seega.challenges.practice import PERSON, GameSource
from seega.core import WHITE, legal_actions, parse_position
from seega.core.line import GameLine
from seega.game.practice_session import game_source, moment_at, worst_moment
from seega.review.analysis import Judged
from seega.review.judge import Verdict

YOU_LIGHT = frozenset({WHITE})


# Mid-game: the sides step in turn (the first legal step of each takes nothing).
MIDGAME = "standard 5 WBWB./BW.WB/WB.BW/.WBWB/BWBW. w move 0 0 30"


def _line(actions=8):
    line = GameLine.starting_at(parse_position(MIDGAME))
    for _ in range(actions):
        line.play(legal_actions(line.states[line.cursor])[0])
    sides = [line.played_at(i).before.to_move for i in range(actions)]
    assert all(one != other for one, other in zip(sides[:-1], sides[1:], strict=True))
    return line


def _judged(line, verdicts):
    """Judgements of the line's actions: (verdict, drop) each, a better action where lost."""
    found = []
    for index, (verdict, drop) in enumerate(verdicts):
        played = line.played_at(index)
        better = None if verdict in ("best", "forced") else "@e5"
        side = played.before.to_move
        found.append(Judged(index, side, "@a1", Verdict(verdict), better, 0, 0, 0, 0, drop, 3))
    return found


def test_the_worst_moment_is_the_persons_largest_loss():
    line = _line()
    judged = _judged(
        line,
        [("good", 0.02), ("blunder", 0.5), ("mistake", 0.15), ("good", 0.01)] + [("best", 0.0)] * 4,
    )
    sides = frozenset({judged[0].side})
    worst = worst_moment(line, judged, sides)
    assert worst is not None and worst.judged.index == 2  # the blunder was the other side's
    assert worst.before == line.played_at(2).before and worst.action == line.played_at(2).action


def test_a_clean_game_offers_the_action_where_a_stronger_one_existed():
    line = _line()
    judged = _judged(line, [("best", 0.0), ("best", 0.0), ("good", 0.03), ("best", 0.0)])
    worst = worst_moment(line, judged, frozenset({judged[0].side}))
    assert worst is not None and worst.judged.index == 2


def test_no_moment_while_every_action_was_the_best_or_forced():
    line = _line()
    judged = _judged(line, [("best", 0.0), ("forced", 0.0), ("best", 0.0)])
    assert worst_moment(line, judged, frozenset({judged[0].side})) is None


def test_placements_made_for_the_person_and_the_computers_actions_are_never_offered():
    line = _line()
    judged = _judged(line, [("mistake", 0.15), ("blunder", 0.4), ("good", 0.02)])
    person = frozenset({judged[0].side})
    assert moment_at(line, judged, 1, person) is None  # the computer's
    assert moment_at(line, judged, 0, person, frozenset({0})) is None  # placed for them
    worst = worst_moment(line, judged, person, frozenset({0}))
    assert worst is not None and worst.judged.index == 2
    assert moment_at(line, judged, 5, person) is None  # not judged yet


def test_the_source_names_the_game_and_move_and_reads_back():
    played_on = date(2026, 12, 4)
    source = game_source(("human", "computer easy"), WHITE, played_on, 14)
    assert source == GameSource(played_on, "easy", 14)
    text = source.text("@c2", "blunder")
    assert text == "game 2026-12-04 easy turn 14: @c2 (blunder)"
    assert GameSource.parse(text) == source
    assert game_source(("human", "human"), WHITE, played_on, 3).opponent == PERSON
    assert GameSource.parse("review, turn 11: @c2 (blunder)") is None
    assert GameSource.parse("game 2026-13-40 easy turn 1: @a1 (good)") is None
