"""The next step offered to a person: a few wins in a row up, several losses in a row down."""

from seega.core.players import STEP_DOWN_LOSSES, STEP_UP_WINS, next_step


def test_a_few_wins_in_a_row_offer_the_level_above():
    assert next_step("easy", ["win"] * STEP_UP_WINS) == ("medium", STEP_UP_WINS)
    assert next_step("medium", ["win"] * 5 + ["loss"]) == ("hard", 5)
    assert next_step("easy", ["win"] * (STEP_UP_WINS - 1) + ["loss", "win"]) is None
    assert next_step("hard", ["win"] * 8) is None  # nothing above hard


def test_several_losses_in_a_row_offer_the_level_below():
    assert next_step("hard", ["loss"] * STEP_DOWN_LOSSES) == ("medium", STEP_DOWN_LOSSES)
    assert next_step("medium", ["loss"] * (STEP_DOWN_LOSSES - 1)) is None
    assert next_step("easy", ["loss"] * 8) is None  # nothing below easy


def test_a_draw_or_no_game_offers_nothing():
    assert next_step("medium", []) is None
    assert next_step("medium", ["draw"] * 6) is None
    assert next_step("medium", ["draw", "win", "win", "win"]) is None
