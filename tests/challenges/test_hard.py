"""The hard challenges: the shipped set reaches the upper grades with forced wins of several
moves, the journey rises in grade within every chapter and keeps the hard ones for the last,
and the generator's hard pass finds a shipped hard win again from its start position."""

from seega.challenges.goals import GoalKind
from seega.challenges.journey import MASTERS, chapters, journey
from seega.challenges.schema import HARD_GRADE
from seega.core import parse_position
from seega.storage.catalogue import load_challenges
from seega.tools.mine import hard_candidates

CHALLENGES = load_challenges()[0]
HARD = [c for c in CHALLENGES if c.grade >= HARD_GRADE]


def test_the_shipped_challenges_reach_the_upper_grades_with_longer_wins():
    assert len(HARD) >= 15
    longer_wins = {c.goal.number for c in HARD if c.goal.kind is GoalKind.WIN}
    assert {2, 3} <= longer_wins or {3, 4} <= longer_wins


def test_every_chapter_rises_in_grade_and_the_last_holds_the_hard_ones():
    stages = journey(CHALLENGES)
    for chapter in chapters(stages):
        grades = [s.challenge.grade for s in stages if s.chapter == chapter and s.challenge]
        assert grades == sorted(grades), chapter
        if chapter == MASTERS:
            assert grades and min(grades) >= HARD_GRADE
        else:
            assert grades[0] <= 2 and max(grades) < HARD_GRADE, chapter
    hard_ids = {c.id for c in HARD}
    assert {s.id for s in stages if s.chapter == MASTERS and s.challenge} == hard_ids


def test_the_hard_pass_finds_a_shipped_win_again():
    shipped = min(
        (c for c in HARD if c.goal.kind is GoalKind.WIN and c.goal.number >= 2),
        key=lambda c: (c.size, c.goal.number, c.id),
    )
    found = [
        candidate
        for candidate in hard_candidates(parse_position(shipped.start), "a test", seed=1)
        if candidate.goal.kind is GoalKind.WIN
    ]
    assert [(c.goal, c.tree) for c in found] == [(shipped.goal, shipped.solution)]
