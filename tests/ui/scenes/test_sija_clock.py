"""Sija's think time: placing is untimed, the clock starts with the first step and says so,
and a time that runs out is told right for both sides (docs/rules.md §2)."""

from dataclasses import replace

import pytest

from seega.game.match import MS_PER_SECOND
from seega.i18n import tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from tests.ui.scenes.game_helpers import first_legal, play_by_clicks, quick_computer, wait_until
from tests.ui.scenes.game_scenes import SIJA_MIDGAME, TWO_PEOPLE, YOU_AND_HARD, match_from

THINK_S = 30
EMPTY_SIJA = "sija 7 ......./......./......./......./......./......./....... w place 24 24 0"


@pytest.fixture(autouse=True)
def computer_picks_first_legal(harness):
    with quick_computer(harness.context, first_legal):
        yield


def sija_board(harness, position, seats):
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    match = match_from(position, seats, think_time_s=THINK_S)
    board = BoardScene(harness.context, match, saving=False)
    harness.start(board)
    return board


def test_placing_is_untimed_and_the_clock_says_it_waits(harness):
    board = sija_board(harness, EMPTY_SIJA, TWO_PEOPLE)
    wait_until(harness, lambda: board.accepting())
    play_by_clicks(harness, board, board.match.legal_actions()[0])
    for _ in range(2 * THINK_S * 10):  # twice the think time, in frames of 100 ms
        harness.loop.frame(100)
    assert not board.match.is_over and not board.match.clock_running
    model = board.panel_model()
    assert model.clock_ms == THINK_S * MS_PER_SECOND and not model.clock_running
    assert tr("hud.clock_note", seconds=THINK_S) in model.prompt  # said before it runs
    assert "from the first step: 30 s" in tr("hud.clock_note", seconds=THINK_S)


def test_a_step_starts_the_clock_and_running_out_loses_on_time(harness):
    board = sija_board(harness, SIJA_MIDGAME, YOU_AND_HARD)
    assert board.match.clock_running and board.panel_model().clock_running
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    over = harness.top
    said = [box.text for box in over.text_boxes()]
    assert tr("result.you_lose") in said
    assert tr("result.why.timeout.dark") in said  # Light's think time ran out: Dark wins
    assert tr("result.why.timeout.dark") == "Light's think time ran out: Dark wins on time."


def test_between_two_people_the_winner_on_time_is_named(harness):
    board = sija_board(harness, SIJA_MIDGAME, TWO_PEOPLE)
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    said = [box.text for box in harness.top.text_boxes()]
    assert board.match.state.outcome.winner == 2
    assert tr("result.dark_wins") in said and tr("result.why.timeout.dark") in said
