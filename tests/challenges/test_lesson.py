"""The lessons' data and judge: every step's intended action is legal and does what the step
teaches, its wrong tries are refused for the reason told, and every sentence exists in every
language. The checks read the board and the core's results, not the judge's own helpers."""

import pytest

from seega.challenges.lesson import (
    ANY,
    LESSON_ORDER,
    LESSONS,
    Tried,
    decode_done,
    judge,
    next_lesson,
    shape_spares,
    spares_centre,
)
from seega.core import (
    BLACK,
    WHITE,
    Action,
    Reason,
    apply_action,
    captured_cells,
    legal_actions,
    parse_action,
)
from seega.core import actions as act
from seega.i18n import LANGUAGES, TABLES

STEPS = [
    pytest.param(lesson, step, id=f"{rules}-{step.name}")
    for rules, lesson in LESSONS.items()
    for step in lesson.steps
]


def played_through(step):
    """The states and the core's events of the step's intended actions, in order (the first
    legal action where any will do)."""
    state, seen = step.start(), []
    for word in step.plays:
        action = legal_actions(state)[0] if word == ANY else parse_action(word, state.size)
        after, events = apply_action(state, action)
        seen.append((state, action, after, events))
        state = after
    return seen


def test_the_standard_lesson_comes_first_and_every_rule_set_has_one():
    assert LESSON_ORDER[0] == "standard"
    assert (
        set(LESSON_ORDER) == set(LESSONS) == {"standard", "traditional", "lane", "seejeh", "sija"}
    )
    assert [step.name for step in LESSONS["standard"].steps] == [
        "place", "step", "capture", "line", "centre", "blocked", "stall"
    ]  # fmt: skip


@pytest.mark.parametrize(("lesson", "step"), STEPS)
def test_every_step_is_the_learners_and_its_actions_are_legal_and_intended(lesson, step):
    start = step.start()
    assert start.rules.name == lesson.rules and start.outcome is None
    assert start.to_move == WHITE  # the learner plays Light in every step
    for done, (state, action, _, _) in enumerate(played_through(step)):
        assert state.to_move == WHITE
        assert action in legal_actions(state)
        assert judge(state, step, done, action) is Tried.INTENDED


# What each step's intended actions do, read off the core's events and the board.
TAKES = {
    ("standard", "capture"): [{"b2"}],
    ("standard", "line"): [{"b2", "c2"}],
    ("standard", "centre"): [{"d3"}],
    ("standard", "stall"): [{"b2"}],
    ("traditional", "single"): [{"b4"}],
    ("traditional", "chain"): [{"a3"}, {"b3"}],
    ("lane", "centre"): [{"c3"}],
    ("seejeh", "series"): [{"b2", "d2"}],
    ("sija", "pair"): [{"b6", "c6"}],
    ("sija", "last"): [{"b2"}],
}


@pytest.mark.parametrize(("lesson", "step"), STEPS)
def test_every_step_does_what_it_teaches(lesson, step):
    seen = played_through(step)
    names = seen[0][0].geometry.names
    taken = [{names[c] for c in captured_cells(events)} for _, _, _, events in seen]
    assert taken == TAKES.get((lesson.rules, step.name), [set()] * len(seen))
    state, action, after, _ = seen[-1]
    key = (lesson.rules, step.name)
    if key == ("standard", "place"):
        assert after.count(WHITE) == 2 and after.to_move == BLACK
    if key == ("standard", "centre"):
        assert after.board[after.geometry.centre] == BLACK  # the centre piece stayed
    if key == ("standard", "blocked"):
        assert [a.kind for a in legal_actions(state)] == [act.PASS]
    if key == ("standard", "stall"):
        assert state.quiet == state.rules.stall_plies - 1 and after.quiet == 0
    if key == ("traditional", "chain"):
        assert seen[1][0].chain == seen[0][1].cells[1]  # the same piece goes on
    if key == ("traditional", "open"):
        assert not dark_can_step(state) and dark_can_step(after)
    if key == ("lane", "first"):
        assert action.cells[1] == state.geometry.centre
    if key in (("lane", "blocked"), ("sija", "last")):
        assert after.outcome is not None and after.outcome.winner == WHITE
    if key == ("lane", "blocked"):
        assert after.outcome.reason is Reason.BLOCKED
    if key == ("seejeh", "remove"):
        assert action.kind == act.REMOVE and not dark_can_step(state) and dark_can_step(after)


def dark_can_step(state):
    """Some Dark piece has an empty cell beside it (read off the board)."""
    grid, board = state.geometry, state.board
    return any(
        board[cell] == BLACK and any(board[n] == 0 for n in grid.neighbours[cell])
        for cell in range(grid.cells)
    )


def centre_enclosed(state, step):
    """The centre holds a Dark piece with Light on both sides of it along the step's line."""
    grid, target = state.geometry, step.cells[1]
    board = list(state.board)
    board[step.cells[0]], board[target] = 0, WHITE
    centre = grid.centre
    beyond = 2 * centre - target  # the cell past the centre, seen from the target
    return board[centre] == BLACK and board[beyond] == WHITE and target in grid.neighbours[centre]


def test_the_centre_steps_wrong_try_is_refused_by_the_rules_for_the_centre_reason():
    step = LESSONS["standard"].steps[4]
    state = step.start()
    wrong = parse_action("c1-c2", 5)
    assert wrong in legal_actions(state)
    assert captured_cells(apply_action(state, wrong)[1]) == ()  # the core takes nothing
    assert centre_enclosed(state, wrong)  # though the centre piece is shut in
    assert spares_centre(state, wrong) and judge(state, step, 0, wrong) is Tried.CENTRE


def test_a_step_taking_nothing_is_told_so_and_a_refused_action_is_illegal():
    step = LESSONS["standard"].steps[2]
    state = step.start()
    assert judge(state, step, 0, parse_action("a2-a3", 5)) is Tried.NOTHING
    assert judge(state, step, 0, parse_action("b2-b3", 5)) is Tried.ILLEGAL  # Dark's piece
    assert judge(state, step, 0, Action(act.PASS)) is Tried.ILLEGAL


def test_the_stall_steps_wrong_try_ends_the_game_by_count():
    step = LESSONS["standard"].steps[6]
    state = step.start()
    wrong = parse_action("a2-a3", 5)
    after = apply_action(state, wrong)[0]
    assert after.outcome.reason is Reason.STALL and after.outcome.winner == BLACK
    assert judge(state, step, 0, wrong) is Tried.STALL


@pytest.mark.parametrize(
    ("rules", "name", "wrong", "run"),
    [
        ("traditional", "single", "d1-d2", 2),
        ("seejeh", "series", "d5-d4", 2),
        ("sija", "pair", "e1-e2", 3),
    ],
)
def test_a_line_the_capture_shape_spares_is_told_by_the_shape(rules, name, wrong, run):
    step = next(s for s in LESSONS[rules].steps if s.name == name)
    state = step.start()
    action = parse_action(wrong, state.size)
    assert captured_cells(apply_action(state, action)[1]) == ()
    grid, target = state.geometry, action.cells[1]
    ray = next(r for r in grid.rays[target] if state.board[r[0]] == BLACK)
    assert [state.board[c] for c in ray[: run + 1]] == [BLACK] * run + [WHITE]  # closed run
    assert shape_spares(state, action) and judge(state, step, 0, action) is Tried.SHAPE


def test_a_step_that_leaves_the_opponent_a_step_is_told_so():
    step = LESSONS["lane"].steps[2]
    state = step.start()
    assert judge(state, step, 0, parse_action("b1-c1", 5)) is Tried.LEAVES_A_STEP


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_step_and_every_reason_has_its_words_in_every_language(language):
    table = TABLES[language]
    for rules, lesson in LESSONS.items():
        for step in lesson.steps:
            for part in ("task", "done"):
                assert table[f"lesson.{rules}.{step.name}.{part}"].strip()
    reasons = [
        why.value for why in Tried if why not in (Tried.INTENDED, Tried.ILLEGAL, Tried.SHAPE)
    ]
    for reason in reasons:
        assert table[f"lesson.why.{reason}"].strip()
    for shape in ("single", "line_1_or_2", "alternating"):
        assert table[f"lesson.why.shape.{shape}"].strip()


def test_progress_decodes_known_lessons_and_drops_the_rest():
    assert decode_done(["lane", "standard"]) == (frozenset({"lane", "standard"}), 0)
    assert decode_done(["standard", "chess", 3, None]) == (frozenset({"standard"}), 3)
    assert decode_done("standard") == (frozenset(), 0)
    assert next_lesson(frozenset()) == "standard"
    assert next_lesson(frozenset({"standard", "traditional"})) == "lane"
    assert next_lesson(frozenset(LESSON_ORDER)) == "standard"
