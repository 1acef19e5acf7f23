"""The stall limit is the game's horizon: the side behind plays for a capture before it, the
side ahead runs out the count; the staller models the opponents who play for the count."""

import pytest

from seega.ai import choose_action
from seega.ai.evaluate import Evaluator, StallEvaluator
from seega.core import BLACK, WHITE, Reason, apply_action, legal_actions, parse_position

# White (3 against 4) has two steps before the count loses: only c3-d3 sets up d3-e3, which
# takes e2 against e1 whatever Black answers.
BEHIND = "standard 5 B..../...B./W.W../...BB/....W w move 0 0 46 steps=20,20"
# White (4 against 3) can take d3 with b3-c3, but d4-d3 takes d2 back: the trade keeps the
# lead and resets the counter. Keeping every piece safe wins on count in ten plies.
AHEAD = "standard 5 W..../...B./.W.BW/...W./...B. w move 0 0 40 steps=20,20"
TRADE = "b3-c3"
# The staller, ahead, takes nothing that resets the counter it is running out.
FREE_CAPTURE = "standard 5 ....B/...B./...../.BW../W...W w move 0 0 0"


def _play_out(text, level, depth):
    """Both sides at `level` and `depth` until the game ends; the final state and the line."""
    state = parse_position(text)
    line = []
    while state.outcome is None:
        action = choose_action(state, level, seed=1, max_depth=depth)
        line.append(action.notation(state.size))
        state = apply_action(state, action)[0]
    return state, line


def test_behind_on_count_it_plays_the_capture_line_before_the_limit():
    state = parse_position(BEHIND)
    assert choose_action(state, "hard", seed=1, max_depth=4).notation(5) == "c3-d3"
    for _ in range(3):  # its step, Black's answer, its capture
        state = apply_action(state, choose_action(state, "hard", seed=1, max_depth=4))[0]
    assert state.outcome is None
    assert state.quiet == 0 and state.count(WHITE) == state.count(BLACK) == 3


def test_ahead_on_count_it_refuses_the_trade_and_wins_at_the_limit():
    state, line = _play_out(AHEAD, "hard", 5)
    assert line[0] != TRADE
    assert len(line) == 10
    assert state.outcome.winner == WHITE and state.outcome.reason is Reason.STALL
    assert (state.count(WHITE), state.count(BLACK)) == (4, 3)


@pytest.mark.parametrize("kind", [Evaluator, StallEvaluator])
def test_near_the_limit_a_reset_counter_is_worth_more_to_the_side_behind(kind):
    # The same material after a trade (quiet 0) against it standing near the limit (quiet 45).
    state = parse_position(AHEAD)
    near = state.replace(quiet=45)
    reset = state.replace(quiet=0)
    evaluator = kind(state.rules, state.size)
    assert evaluator.score(near) > evaluator.score(reset)
    as_black = [s.replace(to_move=BLACK) for s in (near, reset)]
    assert evaluator.score(as_black[0]) < evaluator.score(as_black[1])


def test_behind_near_the_limit_a_piece_is_worth_giving_to_reset_the_counter():
    # White 3 against 4 at quiet 46 rates below White 2 against 4 at quiet 0: the count would
    # lose anyway, a fresh counter gives fifty plies to win pieces back.
    standing = parse_position(BEHIND)
    given = standing.replace(board=tuple(0 if c == 10 else v for c, v in enumerate(standing.board)))
    assert given.count(WHITE) == 2
    evaluator = Evaluator(standing.rules, standing.size)
    assert evaluator.score(given.replace(quiet=0)) > evaluator.score(standing)


def test_the_staller_takes_a_free_piece_and_then_keeps_the_count():
    state = parse_position(FREE_CAPTURE)
    assert choose_action(state, "staller", seed=3, max_depth=3).notation(5) == "a1-a2"
    ahead = parse_position(AHEAD)
    assert choose_action(ahead, "staller", seed=1, max_depth=5).notation(5) != TRADE


def test_the_staller_keeps_its_pieces_out_of_reach():
    # Ahead, the staller loses no piece to the staller behind, and wins (on count or more).
    state = parse_position(AHEAD)
    while state.outcome is None:
        action = choose_action(state, "staller", seed=1, max_depth=4)
        state = apply_action(state, action)[0]
        assert state.count(WHITE) == 4
    assert state.outcome.winner == WHITE


def test_the_staller_is_an_arena_opponent_not_a_game_level():
    from seega.ai import PRESETS

    assert "staller" not in PRESETS
    assert choose_action(parse_position(AHEAD), "staller", seed=1, max_depth=1) in legal_actions(
        parse_position(AHEAD)
    )
