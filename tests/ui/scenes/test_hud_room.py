"""The side panel keeps every line it holds in view at both text sizes: when room runs short
the move list gives way, never the sentence telling what the last turns did."""

import pytest

from seega.core import parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.ui.play.board_scene import PANEL_RECT, BoardScene
from seega.ui.render.hud import hud_regions, hud_text_boxes
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.game_helpers import board_settled, cell, chooser_of, click_cell, wait_until

# Light steps g1-g2 on a 7×7 board; the computer's c4-c3 takes b3, d3 and c2.
THREE_TAKEN = "standard 7 .....WW/......./......./..B..../BW.WB../..W..../..B...W w move 0 0 0"


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_the_capture_sentence_stays_in_view_and_the_move_list_gives_way(
    harness, language, larger_text
):
    """In Greek at the larger text size the news band ("Dark moved c4-c3 and took 3
    pieces") was dropped to keep two lines of the move list; now the list gives way, and
    nothing drawn reaches the buttons."""
    harness.context.change_settings(language=language, larger_text=larger_text)
    seats = (Seat.human(), Seat.computer("easy"))
    thinker = InlineThinker(chooser_of("c4-c3"))
    start = parse_position(THREE_TAKEN)
    match = Match.new(RULESETS["standard"], 7, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("g1", 7))
    click_cell(harness, board, cell("g2", 7))
    wait_until(harness, lambda: len(board.match.played) == 2 and board_settled(board))
    model = board.panel_model()
    took = model.news[-1]
    assert "c4-c3" in took and "3" in took
    parts = hud_regions(PANEL_RECT, model, board.hud_bottom())
    assert parts.news is not None
    boxes = hud_text_boxes(PANEL_RECT, model, board.hud_bottom())
    shown = " ".join(box.text for box in boxes if parts.news.contains(box.rect))
    assert set(took.split()) <= set(shown.split())
    for box in boxes:
        assert box.rect.bottom <= board.hud_bottom(), box.text
