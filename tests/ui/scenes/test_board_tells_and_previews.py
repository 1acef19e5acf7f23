"""The board explains itself, with real posted events: clicks during an animation are kept,
refused clicks say why, every turn is told, the hint gives its reason, captures are previewed,
the last turn is marked whole, hesitation shows the pieces that can move."""

import pygame
import pytest

from seega.core import actions as act
from seega.core import legal_actions, parse_action, parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.marks import Marker
from seega.play.session import IDLE_HINT_MS
from seega.ui.play.board_scene import PANEL_RECT, BoardScene
from seega.ui.render.hud import hud_regions, tooltip_boxes
from tests.ui.scenes.game_helpers import board_settled, cell, chooser_of, click_cell, wait_until


def board_for(harness, position=None, seats=None, chooser=None, rules="standard"):
    seats = seats or (Seat.human(), Seat.human())
    start = parse_position(position) if position else None
    thinker = InlineThinker(chooser or chooser_of("pass"))
    match = Match.new(RULESETS[rules], 5, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    return board


def test_a_click_made_while_a_piece_still_animates_is_kept_and_played(harness):
    board = board_for(harness)
    click_cell(harness, board, cell("a1"))
    assert board.view.busy(board.now)  # the first piece is still dropping
    click_cell(harness, board, cell("b1"))  # ~16 ms later: kept, not lost
    assert board.session.queued == cell("b1")
    wait_until(harness, lambda: len(board.match.played) == 2)
    assert [a.notation(5) for a in board.match.played] == ["@a1", "@b1"]


def test_a_refused_click_says_why_in_words(harness):
    board = board_for(harness)
    click_cell(harness, board, cell("c3"))
    assert board.session.refusal_text == tr("refusal.centre")
    assert board.panel_model().prompt == tr("refusal.centre")
    position = "standard 5 B..../WB.../WW.../....B/..... w move 0 0 0"
    board = board_for(harness, position)
    click_cell(harness, board, cell("a5"))
    assert board.session.refusal_text == tr("refusal.not_yours")
    click_cell(harness, board, cell("a4"))  # boxed in by its own pieces and Black's
    assert board.session.refusal_text == tr("refusal.boxed_in")
    movable = [c for c, kinds in board.picture().markers.items() if Marker.MOVABLE in kinds]
    assert sorted(movable) == sorted({a.cells[0] for a in legal_actions(board.match.state)})


def test_clicking_during_the_computers_turn_says_to_wait(harness):
    seats = (Seat.human(), Seat.computer("hard"))
    board = board_for(harness, seats=seats, chooser=chooser_of("@e5"))
    board.match.computer_delay_ms = 10_000  # the computer holds its answer for a while
    click_cell(harness, board, cell("a1"))
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("b1"))
    wait_until(harness, lambda: not board.view.busy(board.now))
    assert board.match.computer_thinking
    click_cell(harness, board, cell("c1"))
    assert board.session.refusal_text == tr("refusal.wait")
    assert len(board.match.played) == 2


def test_a_capture_is_announced_with_its_cells_and_count(harness):
    position = "standard 5 ....B/...../.BW../W..../..... w move 0 0 0"
    board = board_for(harness, position)
    click_cell(harness, board, cell("a2"))
    click_cell(harness, board, cell("a3"))
    wait_until(harness, lambda: board_settled(board))
    news = board.panel_model().news
    assert news[-1] == tr("news.took_one.light", steps="a2-a3", cells="b3")


def test_the_computers_answer_is_told_and_its_whole_turn_marked(harness):
    seats = (Seat.human(), Seat.computer("easy"))
    paired = iter(["@e5", "@d5"])

    def place_pair(state, level, movetime_ms=None, seed=None, max_depth=None):
        return parse_action(next(paired), 5)

    board = board_for(harness, seats=seats, chooser=place_pair)
    for name in ("a1", "b1"):
        wait_until(harness, lambda: board.accepting())
        click_cell(harness, board, cell(name))
    wait_until(harness, lambda: len(board.match.played) == 4 and board_settled(board))
    news = board.panel_model().news
    assert news == (
        tr("news.placed.light", cells="a1, b1"),
        tr("news.placed.dark", cells="e5, d5"),
    )
    marked = [c for c, kinds in board.picture().markers.items() if Marker.LAST_MOVE in kinds]
    assert sorted(marked) == sorted([cell("e5"), cell("d5")])


def test_the_hint_gives_its_reason(harness):
    position = "standard 5 ....B/...../.BW../W..../..... w move 0 0 0"
    board = board_for(harness, position, chooser=chooser_of("a2-a3"))
    harness.key(pygame.K_h)
    wait_until(harness, lambda: board.session.hint is not None)
    assert tr("hint.reason.captures", cells="b3", cell="b3") in board.session.hint.words()
    assert board.session.hint.words() in board.panel_model().prompt


def test_the_capture_a_step_would_make_is_previewed_on_hover_and_cursor(harness):
    position = "standard 5 ....B/...../.BW../W..../..... w move 0 0 0"
    board = board_for(harness, position)
    click_cell(harness, board, cell("a2"))
    layout = board.view.layout
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=layout.cell_center(cell("a3")), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    harness.frames(1)
    assert board.picture().crosses == (cell("b3"),)
    assert Marker.HOVER in board.picture().markers[cell("a3")]
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=layout.cell_center(cell("a1")), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    harness.frames(1)
    assert board.picture().crosses == ()  # a1 is a target too, and captures nothing


def test_hesitating_marks_the_pieces_that_can_move(harness):
    position = "standard 5 ....B/...../.BW../W..../..... w move 0 0 0"
    board = board_for(harness, position)
    assert not board.session.show_movable
    wait_until(harness, lambda: board.session.show_movable)
    assert board.session.idle_ms >= IDLE_HINT_MS
    movable = [c for c, kinds in board.picture().markers.items() if Marker.MOVABLE in kinds]
    assert sorted(movable) == sorted({cell("a2"), cell("c3")})


def test_the_stall_counter_shows_once_it_matters(harness):
    board = board_for(harness, "standard 5 ....B/...../.BW../W..../..... w move 0 0 0 ")
    assert board.panel_model().quiet is None
    board = board_for(harness, "standard 5 ....B/...../.BW../W..../..... w move 0 0 37")
    assert board.panel_model().quiet == (37, 50)


def test_traditional_last_placement_and_first_step_are_two_lines(harness):
    board = board_for(harness, rules="traditional")
    while board.match.state.phase == "place":
        board.match.play(legal_actions(board.match.state)[0])
    step = next(a for a in legal_actions(board.match.state) if a.kind == act.STEP)
    board.match.play(step)
    lines = board.picture().hud.moves
    assert lines[-1].endswith(step.notation(5)) and "@" not in lines[-1]


def test_the_pass_dialog_leaves_the_board_in_view_and_the_panel_says_why(harness):
    board = board_for(harness, "standard 5 WB.../B..../...../...../....B w move 0 0 0")
    wait_until(harness, lambda: board.dialog is not None)
    board_rect = board.view.layout.cell_rect(0).union(board.view.layout.cell_rect(24))
    assert not board.dialog.rect.colliderect(board_rect)
    assert board.panel_model().prompt == tr("prompt.pass")


@pytest.mark.parametrize("language", ["en", "es", "el", "it", "ar"])
def test_the_notation_legend_opens_over_the_move_list(harness, language):
    harness.context.change_settings(language=language, larger_text=True)
    board = board_for(harness, "standard 5 ....B/...../.BW../W..../..... w move 0 0 0")
    model = board.panel_model()
    moves = hud_regions(PANEL_RECT, model, board.hud_bottom()).moves
    assert board.legend_anchor(model) is None
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=moves.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    harness.frames(1)
    assert board.legend_anchor(model) == moves
    sheet, lines = tooltip_boxes(tr("moves.legend"), moves)
    assert harness.display.canvas.get_rect().contains(sheet) and sheet.bottom < moves.top
    assert all(sheet.contains(box.rect) for box in lines)
