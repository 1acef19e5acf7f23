"""The board shows why, with real posted events: the last turn's captures leave a trace that
clears at the next action, a capture past the immune centre draws its line, the trace and its
move-list entry light together, the pieces in danger are the opponent's legal captures, and a
hint draws its arrow beside the threat it answers."""

from functools import partial

import pygame

from seega.ai.hints import hint_reason
from seega.core import (
    BLACK,
    EMPTY,
    parse_action,
    parse_position,
)
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import LANGUAGES
from seega.play import narration
from seega.play.coach import Hint
from seega.ui.play.board_scene import PANEL_RECT, BoardScene
from seega.ui.render.hud import hud_regions, newest_move_rect
from seega.ui.render.theme import CARNELIAN, GOLD_DARK, GOLD_LIGHT, TURQUOISE
from seega.ui.shell import fonts
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import (
    board_settled,
    chooser_of,
    click_cell,
    play_by_clicks,
    wait_until,
)

# Light's b2-b3 takes d3 past Dark's immune centre piece on c3 (closed by e3).
PAST_THE_CENTRE = "standard 5 B...B/...../..BBW/.W.../..... w move 0 0 0"
# Light's a2-b2 takes b3 (closed by b4) on the side, away from the centre.
PLAIN_CAPTURE = "standard 5 B...B/.W.../.B.../W..../....B w move 0 0 0"
# Dark threatens c5-c4, taking b4 (closed by a4); Light's d4-c4 blocks it.
THREATENED = "standard 5 ..B../BW.W./...../...../B...B w move 0 0 0"


def board_for(harness, position, seats=None, chooser=None, start_frames=True):
    seats = seats or (Seat.human(), Seat.human())
    start = parse_position(position)
    thinker = InlineThinker(chooser or chooser_of("pass"))
    match = Match.new(
        start.rules.name, start.size, seats, thinker, start=start, computer_delay_ms=0
    )
    board = BoardScene(harness.context, match)
    harness.start(board)
    if start_frames:
        wait_until(harness, lambda: board_settled(board))
    return board


def at(board, name):
    return board.match.state.geometry.parse(name)


def pixel(board, name):
    harness_surface = pygame.display.get_surface()
    return tuple(harness_surface.get_at(board.view.layout.cell_center(at(board, name))))[:3]


def step(harness, board, text):
    play_by_clicks(harness, board, parse_action(text, board.match.state.size))
    wait_until(harness, lambda: board_settled(board) and not board.view.busy(board.now))
    harness.frames(2)


def test_a_capture_leaves_a_crossed_ghost_until_the_next_action(harness):
    board = board_for(harness, PLAIN_CAPTURE)
    step(harness, board, "a2-b2")
    trace = board.picture().trace
    assert trace.ghosts == ((at(board, "b3"), True),)
    assert set(trace.enclosers) == {at(board, "b2"), at(board, "b4")}
    assert trace.centre_lines == ()
    assert board.match.state.board[at(board, "b3")] == EMPTY
    assert pixel(board, "b3") == CARNELIAN  # the cross over the ghost
    step(harness, board, "a5-a4")  # Dark's answer takes nothing
    assert board.picture().trace.ghosts == ()
    assert pixel(board, "b3") != CARNELIAN


def test_a_capture_past_the_immune_centre_draws_its_line_through_the_centre(harness):
    board = board_for(harness, PAST_THE_CENTRE)
    step(harness, board, "b2-b3")
    trace = board.picture().trace
    assert trace.ghosts == ((at(board, "d3"), True),)
    names = ["b3", "c3", "d3", "e3"]
    assert trace.centre_lines == (tuple(at(board, n) for n in names),)
    assert board.match.state.board[at(board, "c3")] != EMPTY  # the centre piece stays
    assert pixel(board, "c3") == GOLD_LIGHT  # the line's bead on the immune centre


def hover(harness, pos):
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    harness.frames(1)


def test_the_trace_and_its_move_list_entry_light_together(harness):
    board = board_for(harness, PLAIN_CAPTURE)
    step(harness, board, "a2-b2")
    model = board.panel_model()
    moves = hud_regions(PANEL_RECT, model, board.hud_bottom()).moves
    newest = newest_move_rect(moves, model.moves)
    frame_edge = (newest.x - 3, newest.centery)  # the lit entry's frame
    hover(harness, (PANEL_RECT.centerx, PANEL_RECT.y + 4))
    assert not board.trace_lit
    assert tuple(pygame.display.get_surface().get_at(frame_edge))[:3] != GOLD_DARK
    hover(harness, board.view.layout.cell_center(at(board, "b3")))  # the ghost
    assert board.trace_lit
    assert tuple(pygame.display.get_surface().get_at(frame_edge))[:3] == GOLD_DARK
    hover(harness, board.view.layout.cell_center(at(board, "e5")))
    assert not board.trace_lit
    hover(harness, newest.center)  # the entry lights the trace
    assert board.trace_lit


def test_danger_is_ringed_and_its_step_told_on_hover(harness):
    harness.context.change_settings(show_danger="auto")
    board = board_for(harness, THREATENED, seats=(Seat.human(), Seat.computer("easy")))
    assert set(board.picture().danger.pieces) == {at(board, "b4")}
    hover(harness, board.view.layout.cell_center(at(board, "b4")))
    assert board.picture().danger_text == "In danger: Dark could take b4 with c5-c4."
    assert board.panel_model().prompt.startswith("In danger: Dark could take b4 with c5-c4.")


def test_a_hint_draws_its_arrow_and_the_threat_it_answers(harness):
    board = board_for(harness, THREATENED, chooser=chooser_of("d4-c4"))
    harness.key(pygame.K_h)
    wait_until(harness, lambda: board.session.hint is not None)
    harness.frames(2)
    threat = board.picture().threat
    assert threat is not None and threat.step == parse_action("c5-c4", 5)
    assert threat.taken == (at(board, "b4"),)
    hint_words = "Hint: d4-c4. Dark threatens c5-c4, taking b4; d4-c4 blocks it."
    assert board.session.hint.words() == hint_words
    layout = board.view.layout
    (x0, y0), (x1, y1) = layout.cell_center(at(board, "d4")), layout.cell_center(at(board, "c4"))
    surface = pygame.display.get_surface()
    assert tuple(surface.get_at(((x0 + x1) // 2, (y0 + y1) // 2)))[:3] == TURQUOISE
    click_cell(harness, board, at(board, "d4"))
    click_cell(harness, board, at(board, "c4"))
    wait_until(harness, lambda: board.session.hint is None)
    assert board.picture().threat is None


def test_the_threat_and_danger_sentences_fit_in_every_language_and_text_size(harness):
    board = board_for(harness, THREATENED, seats=(Seat.human(), Seat.computer("easy")))
    step = parse_action("d4-c4", 5)
    words = partial(
        narration.hint_line,
        step,
        hint_reason(board.match.state, step, None),
        5,
        board.picture().threat,
    )
    problems = []
    for language in LANGUAGES:
        for larger in (False, True):
            harness.context.change_settings(language=language, larger_text=larger)
            board.cursor = None
            hover(harness, board.view.layout.cell_center(at(board, "e1")))
            board.session.show_hint(Hint(step, words))  # worded in the language shown
            problems += overflows(board)
            board.session.hint = None
            hover(harness, board.view.layout.cell_center(at(board, "b4")))
            assert board.picture().danger_text
            problems += overflows(board)
    assert problems == []


def test_arabic_danger_and_threat_sentences_keep_each_cell_and_move_one_unit(harness):
    """In Arabic every cell and move of the board's sentences is an isolate, read in the
    sentence's order from the right, and the cells are listed with the Arabic comma (the
    plain text once showed "d2 ,c2"); English reads as before."""
    step = parse_action("e1-e2", 5)
    taken = (parse_action("@d2", 5).cells[0], parse_action("@c2", 5).cells[0])
    harness.context.change_settings(language="ar")
    sentence = narration.danger_line(BLACK, step, taken, 5)
    latin = [piece.text for piece in fonts.split_runs(sentence) if not piece.rtl]
    assert latin == ["e1-e2", "c2", "d2"]  # drawn from the right: d2, then c2, then the step
    assert "،" in sentence
    harness.context.change_settings(language="en")
    assert narration.danger_line(BLACK, step, taken, 5) == (
        "In danger: Dark could take d2, c2 with e1-e2."
    )
