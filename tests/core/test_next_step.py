"""The next step offered to a person: a few wins in a row one rung up the ladder, several
losses in a row one rung down."""

from itertools import pairwise

from seega.core.players import LEVELS, STEP_DOWN_LOSSES, STEP_UP_WINS, next_step


def test_a_few_wins_in_a_row_offer_the_rung_above():
    assert next_step("easy", ["win"] * STEP_UP_WINS) == (LEVELS[1], STEP_UP_WINS)
    assert next_step("medium", ["win"] * 5 + ["loss"]) == ("tough", 5)
    assert next_step("easy", ["win"] * (STEP_UP_WINS - 1) + ["loss", "win"]) is None
    assert next_step("hard", ["win"] * 8) is None  # nothing above hard


def test_several_losses_in_a_row_offer_the_rung_below():
    assert next_step("hard", ["loss"] * STEP_DOWN_LOSSES) == ("fierce", STEP_DOWN_LOSSES)
    assert next_step("medium", ["loss"] * (STEP_DOWN_LOSSES - 1)) is None
    assert next_step("easy", ["loss"] * 8) is None  # nothing below easy


def test_the_ladder_is_walked_one_rung_at_a_time():
    for below, above in pairwise(LEVELS):
        assert next_step(below, ["win"] * 9) == (above, 9)
        assert next_step(above, ["loss"] * 9) == (below, 9)


def test_a_draw_or_no_game_offers_nothing():
    assert next_step("medium", []) is None
    assert next_step("medium", ["draw"] * 6) is None
    assert next_step("medium", ["draw", "win", "win", "win"]) is None
