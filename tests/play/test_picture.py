"""The board's picture without a window: what the board shows of a turn is worked out from the
session alone (the marks, rings and crosses, the trace, the danger and the step that takes
the aimed piece, the hint's threat, the panel's prompt), and the painter makes it again only
when the position it was made from changes."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seega.core import (
    EMPTY,
    MOVEMENT,
    RULESETS,
    apply_action,
    legal_actions,
    new_game,
    opponent,
    parse_action,
    parse_position,
)
from seega.core.actions import STEP
from seega.core.captures import captured_by_step
from seega.core.threats import as_if_to_move
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.play.coach import Hint, PlainGame
from seega.play.marks import Marker, Ring
from seega.play.picture import Looks, Painter, Pointer, picture_of, position_of
from seega.play.session import TurnSession
from tests.play.turns import Table, at, first_legal

CAPTURE = "standard 5 ....B/...../...../WB.../..W.. w move 0 0 0"  # c1-c2 takes b2
# Dark's c5-c4 would take Light's b4 (closed by a4); d4-c4 blocks it.
THREATENED = "standard 5 ..B../BW.W./...../...../B...B w move 0 0 0"
# Sija keeps a think clock once the pieces move.
SIJA_MOVE = "sija 7 WBWB.WB/BW.WBWB/WB.BW.W/.WBWBWB/BWBW.BW/WBW.WBW/BWBWB.B w move 0 0 70"
GAMES = [(name, size) for name, rules in RULESETS.items() for size in rules.sizes]
LOOKS = Looks(legal_moves=True, danger="on", style="carved")
NOWHERE = Pointer()  # the mouse off the board, no cursor


def session_at(position, seats=None):
    start = parse_position(position)
    seats = seats or (Seat.human(), Seat.computer("easy"))
    thinker = InlineThinker(first_legal)
    match = Match.new(
        start.rules.name, start.size, seats, thinker, start=start, computer_delay_ms=0
    )
    return TurnSession(match, Table(), PlainGame(), saving=False)


def picture(session, looks=LOOKS, pointer=NOWHERE):
    return picture_of(session, position_of(session, looks, pointer))


def test_a_chosen_piece_marks_its_targets_and_the_aimed_step_previews_its_capture():
    session = session_at(CAPTURE)
    session.click(at(session, "c1"))
    aimed = picture(session, pointer=Pointer(hover=at(session, "c2")))
    assert aimed.selected == at(session, "c1")
    legal = {c for c, kinds in aimed.markers.items() if Marker.LEGAL in kinds}
    assert at(session, "c2") in legal and Marker.HOVER in aimed.markers[at(session, "c2")]
    assert aimed.crosses == (at(session, "b2"),)
    assert picture(session, pointer=Pointer(cursor=at(session, "d1"))).crosses == ()
    hidden = picture(session, looks=Looks(legal_moves=False), pointer=Pointer())
    assert not any(Marker.LEGAL in kinds for kinds in hidden.markers.values())


def test_a_capture_leaves_its_trace_and_marks_the_last_move():
    session = session_at(CAPTURE)
    assert picture(session).trace.ghosts == ()
    session.try_action(parse_action("c1-c2", 5))
    shown = picture(session)
    assert shown.trace.ghosts == ((at(session, "b2"), True),)
    assert Marker.LAST_MOVE in shown.markers[at(session, "c2")]
    assert shown.hud.moves and shown.hud.moves[-1].endswith("c1-c2xb2")


def test_the_aimed_piece_in_danger_shows_the_step_that_takes_it_and_says_so_first():
    session = session_at(THREATENED)
    plain = picture(session)
    assert set(plain.danger.pieces) == {at(session, "b4")} and plain.danger_step is None
    aimed = picture(session, pointer=Pointer(hover=at(session, "b4")))
    assert aimed.danger_step == (parse_action("c5-c4", 5), (at(session, "b4"),))
    assert aimed.danger_text == "In danger: Dark could take b4 with c5-c4."
    assert aimed.hud.prompt.startswith(aimed.danger_text)
    assert picture(session, looks=Looks(danger="off")).danger is None


def test_a_hint_glows_with_the_threat_it_answers():
    session = session_at(THREATENED)
    session.show_hint(Hint(parse_action("d4-c4", 5), lambda: "Hint: d4-c4."))
    shown = picture(session)
    assert shown.hint == parse_action("d4-c4", 5) and shown.glow == shown.hint.cells
    assert shown.threat is not None and shown.threat.step == parse_action("c5-c4", 5)
    assert Marker.HINT in shown.markers[at(session, "d4")]
    assert shown.hud.prompt == "Hint: d4-c4."


def test_a_refused_click_rings_its_cell_while_it_flashes():
    session = session_at(CAPTURE)
    assert picture(session, pointer=Pointer(flash=at(session, "a5"))).rings == {
        at(session, "a5"): Ring.REFUSED
    }
    assert picture(session).rings == {}


def test_the_painter_makes_a_picture_again_only_when_its_position_changes():
    session = session_at(CAPTURE)
    painter = Painter()
    first = painter.picture(session, LOOKS, Pointer())
    assert painter.picture(session, LOOKS, Pointer()) is first  # the same frame again
    hovered = painter.picture(session, LOOKS, Pointer(hover=at(session, "c1")))
    assert hovered is not first and Marker.HOVER in hovered.markers[at(session, "c1")]
    session.click(at(session, "c1"))
    chosen = painter.picture(session, LOOKS, Pointer(hover=at(session, "c1")))
    assert chosen is not hovered and chosen.selected == at(session, "c1")
    session.try_action(parse_action("c1-c2", 5))
    assert painter.picture(session, LOOKS, Pointer()).trace.ghosts  # a new position


def random_position(rules, size, seed):
    """A position some random actions into the movement phase (or wherever the game got)."""
    rng = random.Random(seed)
    state = new_game(rules, size)
    for _ in range(rng.randint(0, 60) + (size * size - 1)):
        legal = legal_actions(state)
        if state.is_over or not legal:
            break
        state = apply_action(state, rng.choice(legal))[0]
    return state


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 100_000))
def test_the_danger_rings_are_the_opponents_legal_captures(game, seed):
    state = random_position(*game, seed)
    seats = (Seat.human(), Seat.human())
    match = Match.new(state.rules.name, state.size, seats, InlineThinker(first_legal), start=state)
    found = picture(TurnSession(match, Table(), PlainGame(), saving=False)).danger
    if state.phase != MOVEMENT or state.is_over:
        assert not found or not found.pieces
        return
    side = state.to_move
    enemy = opponent(side)
    turn = as_if_to_move(state, enemy)
    expected = set()
    for action in legal_actions(turn):
        if action.kind == STEP:
            origin, target = action.cells
            stepped = list(turn.board)
            stepped[origin], stepped[target] = EMPTY, enemy
            expected |= set(captured_by_step(stepped, turn.rules, turn.geometry, target, enemy))
    assert set(found.pieces) == expected
    assert all(state.board[cell] == side for cell in found.pieces)


def test_a_running_clock_makes_a_new_picture_each_second_it_shows():
    start = parse_position(SIJA_MOVE)
    seats = (Seat.human(), Seat.human())
    match = Match.new("sija", 7, seats, InlineThinker(first_legal), think_time_s=30, start=start)
    session = TurnSession(match, Table(), PlainGame(), saving=False)
    painter = Painter()
    first = painter.picture(session, LOOKS, NOWHERE)
    match.advance(400)  # 29.6 s: still 30 on the clock
    assert painter.picture(session, LOOKS, NOWHERE) is first
    match.advance(700)  # 28.9 s: 29 shown
    assert painter.picture(session, LOOKS, NOWHERE).hud.clock_ms == match.clock_ms
