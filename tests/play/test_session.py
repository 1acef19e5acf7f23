"""The turn on the board driven without a window: each mode and transition of `TurnSession`,
with a table that records what the session shows and a computer that answers at once."""

import subprocess
import sys
from functools import partial

from seega import i18n
from seega.core import WHITE, Action, parse_action, parse_position
from seega.core import actions as act
from seega.core.refusals import Refusal
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play import narration
from seega.play.coach import Command, PlainGame
from seega.play.hud_model import CLOCK_LOW_S, clock_is_low
from seega.play.session import (
    DOUBLE_CLICK_MS,
    DOUBLE_CLICK_PX,
    VANISHED_MS,
    Mode,
    TurnSession,
)
from tests.play.turns import STEP, Table, at, first_legal, run

QUIET = "standard 5 ....B/...../...../.W.../W.... w move 0 0 0"
CAPTURE = "standard 5 ....B/...../...../WB.../..W.. w move 0 0 0"  # c1-c2 takes b2
BLOCKED = "standard 5 ....B/...../...../B..../WB... w move 0 0 0"  # Light must pass
CHAIN = "traditional 5 ....B/WW.../BB.../...../W.... w move 0 0 0"  # a1-a2, then a2-b2


class Refusing(PlainGame):
    """A coach that lets nothing through and shows no game-over screen."""

    def judge(self, action):
        return partial(tr, "lesson.why.other", task="")

    def finish(self):
        return False


def session_at(position, coach=None, seats=None, saving=False):
    start = parse_position(position)
    seats = seats or (Seat.human(), Seat.computer("easy"))
    thinker = InlineThinker(first_legal)
    match = Match.new(start.rules, start.size, seats, thinker, start=start, computer_delay_ms=0)
    table = Table()
    return TurnSession(match, table, coach or PlainGame(), saving), table


def test_choosing_a_piece_and_taking_it_back():
    session, _ = session_at(QUIET)
    assert session.mode is Mode.IDLE and session.accepting()
    session.click(at(session, "b2"))
    assert session.mode is Mode.PIECE_CHOSEN and session.picker.selected == at(session, "b2")
    session.click(at(session, "b2"))
    assert session.mode is Mode.IDLE and session.picker.selected is None


def test_a_step_is_played_shown_and_its_autosave_due():
    session, table = session_at(CAPTURE, saving=True)
    session.click(at(session, "c1"))
    session.click(at(session, "c2"))
    assert table.shown == [parse_action("c1-c2", 5)]
    assert session.mode is Mode.IDLE and session.take_save() and not session.take_save()


def test_a_refused_click_says_why_in_the_language_shown_and_flashes_its_cell():
    session, table = session_at(QUIET)
    session.click(at(session, "c3"))  # an empty cell nothing can reach
    assert table.flashed == [at(session, "c3")] and table.sounds == ["illegal"]
    english = session.refusal_text
    assert english and session.show_movable
    try:
        i18n.set_language("el")
        assert session.refusal_text not in ("", english)  # worded when shown
    finally:
        i18n.set_language("en")
    session.clock.advance(10_000)
    assert session.refusal_text == ""


def test_a_click_while_the_view_is_busy_waits_for_it():
    session, table = session_at(QUIET)
    table.still = False
    session.click(at(session, "b2"))
    assert session.queued == at(session, "b2") and session.picker.selected is None
    table.still = True
    run(session)
    assert session.queued is None and session.mode is Mode.PIECE_CHOSEN


def test_a_chain_is_its_own_mode_until_the_turn_ends():
    session, _ = session_at(CHAIN)
    session.click(at(session, "a1"))
    session.click(at(session, "a2"))
    assert session.mode is Mode.CHAIN and session.picker.selected == at(session, "a2")
    assert session.end_turn()
    assert session.mode is Mode.IDLE and session.match.played[-1] == Action(act.END)


def test_a_question_is_asked_and_its_double_click_belongs_to_it():
    session, table = session_at(BLOCKED)
    run(session)
    assert session.mode is Mode.QUESTION and not session.accepting()
    card = session.card
    assert [label() for label, _ in card.choices] == [tr("button.pass")]
    session.click(at(session, "a1"))  # the board waits for the answer
    assert session.refusal_text == narration.refusal_text(Refusal.DECIDE_FIRST)
    where = (900, 700)
    session.answer_click(0, where)
    assert table.shown[0] == Action(act.PASS) and session.card is None
    assert session.swallows(where) and session.swallows((where[0] + DOUBLE_CLICK_PX, where[1]))
    session.clock.advance(DOUBLE_CLICK_MS - 1)
    assert session.swallows(where)
    session.clock.advance(1)
    assert not session.swallows(where)


def test_a_press_elsewhere_ends_a_closed_cards_hold():
    session, _ = session_at(BLOCKED)
    run(session)
    where = (900, 700)
    session.answer_click(0, where)
    assert not session.swallows((where[0] + DOUBLE_CLICK_PX + 1, where[1]))  # moved on
    assert not session.swallows(where)


def test_a_notice_holds_the_game_and_its_place_a_while_after_it_vanishes():
    seats = (Seat.computer("easy"), Seat.human())
    session, table = session_at(BLOCKED, seats=seats)
    # Light (the computer) is blocked: it passes, and Dark is told why.
    run(session, 3)
    assert table.shown and table.shown[0] == Action(act.PASS)
    assert session.mode is Mode.NOTICE and not session.accepting()
    assert session.card.notice and session.card.title() == tr("dialog.pass.title")
    run(session, 5)
    assert session.mode is Mode.NOTICE  # nothing moves on under a notice
    area = (800, 500, 400, 200)
    session.notice_timed_out(area)
    assert session.mode is Mode.IDLE and session.swallows((810, 510))
    session.clock.advance(VANISHED_MS)
    assert not session.swallows((810, 510))


def test_a_ransom_is_picked_on_the_board_or_called_off():
    session, _ = session_at(QUIET)
    session.start_ransom()
    assert session.mode is Mode.RANSOM and session.picking_ransom
    session.cancel_ransom()
    assert session.mode is Mode.IDLE


def test_the_coach_judges_every_tried_action():
    session, table = session_at(CAPTURE, coach=Refusing())
    session.click(at(session, "c1"))
    session.click(at(session, "c2"))
    assert table.shown == [] and session.match.played == []
    assert session.refusal_text == tr("lesson.why.other", task="")
    assert table.flashed == [at(session, "c2")] and session.mode is Mode.IDLE


def test_the_end_of_the_game_finishes_and_asks_the_coach_for_the_game_over_screen():
    for coach, screens in ((PlainGame(), 1), (Refusing(), 0)):
        session, table = session_at(CAPTURE, coach=coach)
        session.resign(person_seat=True)
        run(session)
        assert session.mode is Mode.FINISHED and not session.accepting()
        assert table.games_over == screens


def test_a_resignation_waits_for_the_persons_turn():
    seats = (Seat.computer("easy"), Seat.human())
    session, _ = session_at(CAPTURE, seats=seats)
    session.resign(person_seat=True)
    assert session.resign_wanted and not session.match.is_over
    run(session, 5)
    assert session.match.is_over and session.match.played[-1] == Action(act.RESIGN)


def test_a_hint_arrives_from_the_computer_and_is_forgotten_once_played():
    session, table = session_at(CAPTURE)
    session.request_hint()
    run(session)
    hint = session.hint
    assert hint is not None and hint.words().startswith(tr("button.hint"))
    assert "hint" in table.sounds and session.hints_asked == 1
    session.try_action(hint.action)
    assert session.hint is None and not session.hint_wanted


def test_a_new_match_starts_the_turn_afresh():
    session, _ = session_at(QUIET)
    session.click(at(session, "b2"))
    session.click(at(session, "c3"))
    fresh = Match.new(RULESETS["standard"], 5, session.match.seats, InlineThinker(first_legal))
    session.reset(fresh)
    assert session.mode is Mode.IDLE and session.picker.selected is None
    assert session.refused is None and session.hint is None


def test_the_board_commands_are_named_once():
    assert {c.value for c in Command} == {
        "hint",
        "undo",
        "redo",
        "end_turn",
        "offer_end",
        "place_rest",
        "cancel",
        "menu",
    }


def test_the_session_and_its_coaches_need_no_window():
    code = (
        "import sys, seega.play.session, seega.play.teacher, seega.play.referee,"
        " seega.play.picture, seega.play.offers; print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_change_of_player_is_announced_between_two_people_only():
    for seats, announced in (((Seat.human(), Seat.human()), True), (None, False)):
        session, _ = session_at(QUIET, seats=seats)
        session.click(at(session, "b2"))
        session.click(at(session, "b3"))
        played = session.match.last
        said = narration.change_of_player(session.match, played)
        assert said == (narration.turn_text(session.match) if announced else None)


# Sija keeps a think clock from the first step: Light to step.
SIJA_STEP = "sija 7 WBWB.WB/BW.WBWB/WB.BW.W/.WBWBWB/BWBW.BW/WBW.WBW/BWBWB.B w move 0 0 70"


def test_a_persons_low_think_time_sounds_once_a_turn_as_its_digits_turn_red():
    start = parse_position(SIJA_STEP)
    seats = (Seat.human(), Seat.human())
    match = Match.new("sija", 7, seats, InlineThinker(first_legal), think_time_s=12, start=start)
    table = Table()
    session = TurnSession(match, table, PlainGame(), saving=False)
    second = 1000 // STEP
    run(session, second)  # 11 s left
    assert "low_time" not in table.sounds and not clock_is_low(match.clock_ms)
    run(session, 3 * second)  # 10 s left, then less: the warning once
    assert table.sounds.count("low_time") == 1 and clock_is_low(match.clock_ms)
    while match.state.to_move == WHITE:  # Light's turn played out
        session.try_action(match.legal_actions()[0])
    assert match.clock_ms > CLOCK_LOW_S * 1000  # Dark's turn: a clock of its own
    run(session, 4 * second)
    assert clock_is_low(match.clock_ms) and table.sounds.count("low_time") == 2
