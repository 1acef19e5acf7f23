"""The review's judgement of constructed games whose verdicts are known (docs/review.md)."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import pytest

from seega.ai import analyse
from seega.core import (
    BLACK,
    WHITE,
    Action,
    GameState,
    apply_action,
    captured_cells,
    legal_actions,
    new_game,
    parse_position,
)
from seega.core import actions as act
from seega.core.line import GameLine
from seega.core.players import REVIEW_LEVEL
from seega.review import (
    GameReview,
    Judged,
    ReviewSettings,
    Verdict,
    judge,
    judge_action,
    review_line,
)
from seega.review.analysis import REVIEW_SEED, evaluate_position, worth

from .records import KNOWN, ROW_AT_RISK, ROW_TO_TAKE, line_of, record_text

# Shallow and without a clock: fast, and the same answer every run.
TEST_SETTINGS = ReviewSettings(depth=3, movetime_ms=None)


@pytest.mark.parametrize("name", list(KNOWN))
def test_known_actions_get_their_verdict(name: str) -> None:
    text, index, verdict = KNOWN[name]
    review = review_line(line_of(text), TEST_SETTINGS)
    assert review.judged[index].verdict == verdict


def test_a_blunder_names_the_better_action_with_its_captures() -> None:
    text, index, _ = KNOWN["misses a free capture of three"]
    judged = review_line(line_of(text), TEST_SETTINGS).judged[index]
    assert judged.better == "e1-e2xd2xc2xb2"
    assert judged.drop > 0.2


def test_the_engine_own_choice_is_best_and_names_no_better() -> None:
    line = line_of(record_text(ROW_TO_TAKE, "1. white e1-e2"))
    judged = review_line(line, TEST_SETTINGS).judged[0]
    assert (judged.verdict, judged.better, judged.drop) == ("best", None, 0.0)


def test_a_lone_legal_action_is_forced_and_not_judged() -> None:
    # Standard: Black a1 is walled in by White a2 and b1 and has no step: its only action is pass.
    state = parse_position("standard 5 ...../...../..W../W..../BW... b move 0 0 0")
    assert legal_actions(state) == (act.word(act.PASS),)
    judged = judge_action(state, act.word(act.PASS), TEST_SETTINGS)
    assert judged.verdict == "forced"
    assert judged.better is None and judged.accuracy is None and not judged.judged


def test_forced_actions_count_in_no_accuracy() -> None:
    forced = Judged(0, WHITE, "pass", "forced", None, 0, 0, 0, 0, 0.0, 0)
    review = GameReview(TEST_SETTINGS, 1, [forced])
    summary = review.summary(WHITE)
    assert summary.counts["forced"] == 1 and summary.accuracy is None


def _mirror_step(action: Action, size: int) -> Action:
    """The same step reflected left to right."""

    def flip(cell: int) -> int:
        row, column = divmod(cell, size)
        return row * size + (size - 1 - column)

    return Action(action.kind, tuple(flip(cell) for cell in action.cells))


@pytest.mark.parametrize("corner", ["@a1", "@e1", "@a5", "@e5"])
def test_equal_placements_are_never_called_worse_than_good(corner: str) -> None:
    state = new_game("standard", 5)
    judged = judge_action(state, act.parse_action(corner, 5), TEST_SETTINGS)
    assert judged.verdict in ("best", "good")


def test_the_mirror_of_the_best_step_in_a_symmetric_position_is_not_a_mistake() -> None:
    # Left-right symmetric: White a2/e2 against Black a3/e3 and b1/d1; c1 White.
    state = parse_position("standard 5 ...../...../B...B/W...W/.BWB. w move 0 0 0")
    best = judge_action(state, legal_actions(state)[0], TEST_SETTINGS)
    engine_choice = best.pv[0] if best.pv else None
    assert engine_choice is not None
    chosen = act.parse_action(engine_choice, 5)
    mirrored = _mirror_step(chosen, 5)
    assert mirrored in legal_actions(state)
    judged = judge_action(state, mirrored, TEST_SETTINGS)
    assert judged.verdict in ("best", "good")


def test_a_review_is_the_same_every_time() -> None:
    text = KNOWN["leaves three pieces to be taken"][0]
    first = review_line(line_of(text), TEST_SETTINGS).judged
    assert review_line(line_of(text), TEST_SETTINGS).judged == first


def test_the_graph_has_a_point_per_position_once_complete() -> None:
    text = KNOWN["leaves three pieces to be taken"][0]
    review = review_line(line_of(text), TEST_SETTINGS)
    points = review.points()
    assert len(points) == 3
    assert points[0] > 0 > points[-1]  # White stood better, then lost three pieces


def test_worth_sees_through_forced_actions_and_finished_games() -> None:
    state = parse_position(ROW_AT_RISK)
    after = apply_action(state, act.parse_action("e4-e5", 5))[0]
    assert worth(after, WHITE, TEST_SETTINGS, 2) < -200


def test_evaluate_position_reports_depth_and_line() -> None:
    found = evaluate_position(parse_position(ROW_TO_TAKE), TEST_SETTINGS)
    assert found.depth == 3 and found.score > 200
    assert found.pv[0] == act.parse_action("e1-e2", 5)


def test_judged_actions_survive_their_json_form() -> None:
    review = review_line(
        GameLine.from_record_text(KNOWN["misses a free capture of three"][0]), TEST_SETTINGS
    )
    for judged in review.judged:
        back = Judged.from_json(json.loads(json.dumps(judged.to_json())))
        # Read back from the file's words, the verdict is the enum's member again.
        assert back == judged and isinstance(back.verdict, Verdict)


@pytest.mark.parametrize("raw", [None, [], {"index": 0}, {**{"verdict": "awful"}}, "judged"])
def test_malformed_judged_json_is_refused(raw: object) -> None:
    with pytest.raises(ValueError):
        Judged.from_json(raw)


def test_the_played_side_of_the_comparison_agrees_with_the_search() -> None:
    """Judging an action through the position it leads to, one action shallower, gives the
    engine's own choice the worth its search gave it: over a whole game, never a drop that
    could make an equal action an inaccuracy."""
    line = GameLine.from_record_text(
        (Path(__file__).with_name("typical-standard-5.txt")).read_text(encoding="utf-8")
    )
    worst = 0.0
    for index in range(line.cursor):
        state = line.states[index]
        if len(legal_actions(state)) == 1:
            continue
        found = analyse(state, REVIEW_LEVEL, None, REVIEW_SEED, TEST_SETTINGS.depth)
        child = apply_action(state, found.action)[0]
        value = worth(child, state.to_move, TEST_SETTINGS, found.depth - 1)
        worst = max(worst, judge.drop(found.score, value))
    assert worst <= judge.thresholds().good


TYPICAL = Path(__file__).with_name("typical-standard-5.txt")
# The typical game's blunder: Light's second placement of turn 11 lets Dark's line take c2.
TYPICAL_BLUNDER = 21
WINDOW_DEPTH = ReviewSettings(depth=5, movetime_ms=None)
# Seeded placement position where Light's @a2 gives something away; the engine picks @d3, and
# @a3, nearer the played cell, is as good.
TIED = "standard 5 ..B.W/B.BWW/.B..B/.W..W/..BW. w place 6 6 0"


def test_a_blunder_carries_the_engines_answer_and_the_better_line() -> None:
    line = GameLine.from_record_text(TYPICAL.read_text(encoding="utf-8"))
    before = line.states[TYPICAL_BLUNDER]
    judged = judge_action(before, line.actions[TYPICAL_BLUNDER], WINDOW_DEPTH, TYPICAL_BLUNDER)
    assert (judged.played, judged.verdict) == ("@c2", "blunder")
    assert judged.reply == ("@d4", "@d5", "c4-c3", "d4-c4")
    assert judged.better_line[0] == "@d5" == judged.better and not judged.tied
    state = line.states[TYPICAL_BLUNDER + 1]
    for word in judged.reply:  # the answer is a legal line, and its last step takes c2
        state, events = apply_action(state, act.parse_action(word, 5))
    assert [state.geometry.names[c] for c in captured_cells(events)] == ["c2"]


def test_tied_actions_are_told_as_ties_and_the_nearest_is_shown() -> None:
    state = parse_position(TIED)
    played = act.parse_action("@a2", 5)
    judged = judge_action(state, played, TEST_SETTINGS)
    engine = analyse(state, REVIEW_LEVEL, None, REVIEW_SEED, TEST_SETTINGS.depth)
    assert judged.verdict == "inaccuracy" and engine.action.notation(5) == "@d3"
    assert judged.tied and judged.better == "@a3" == judged.better_line[0]
    tie = apply_action(state, act.parse_action("@a3", 5))[0]
    assert worth(tie, state.to_move, TEST_SETTINGS, engine.depth - 1) >= engine.score


def test_a_stored_review_without_lines_still_reads() -> None:
    old = {
        k: v
        for k, v in judge_action(parse_position(TIED), act.parse_action("@a2", 5), TEST_SETTINGS)
        .to_json()
        .items()
        if k not in ("reply", "better_line", "tied")
    }
    judged = Judged.from_json(old)
    assert judged.reply == () and judged.better_line == () and not judged.tied
    with pytest.raises(ValueError, match="line"):
        Judged.from_json({**old, "reply": [3]})


def _lopsided_game() -> tuple[GameState, list[Action]]:
    """A 5×5 standard game from the start: Light at a fixed depth against Dark playing at
    random (seeded): Dark loses every piece, most of them for nothing."""
    rng = Random(3)
    state = new_game("standard", 5)
    start, played = state, []
    while state.outcome is None:
        if state.to_move == WHITE:
            action = analyse(state, REVIEW_LEVEL, None, REVIEW_SEED, 2).action
        else:
            action = rng.choice(legal_actions(state))
        played.append(action)
        state = apply_action(state, action)[0]
    assert state.outcome.winner == WHITE and state.count(BLACK) == 0
    return start, played


def test_the_loser_of_a_lopsided_game_scores_low_and_its_give_aways_are_marked() -> None:
    state, played = _lopsided_game()
    review = GameReview(TEST_SETTINGS, len(played))
    for index, action in enumerate(played):
        review.judged.append(judge_action(state, action, TEST_SETTINGS, index))
        state = apply_action(state, action)[0]
    loser, winner = review.summary(BLACK), review.summary(WHITE)
    assert loser.accuracy is not None and winner.accuracy is not None
    assert loser.accuracy < 80 and loser.accuracy < winner.accuracy - 10
    given = [j for j in review.judged if j.side == BLACK and j.given]
    assert len(given) >= 4
    assert all(j.verdict in judge.SHOWN_WRONG and j.reply for j in given)
