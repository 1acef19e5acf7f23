"""The match: seats, undo/redo by turns, clocks, computer moves and hints through a thinker."""

import multiprocessing
import random
import threading
import time

import pytest

from seega.core import (
    BLACK,
    MOVEMENT,
    PLACEMENT,
    WHITE,
    Action,
    Reason,
    legal_actions,
    parse_action,
    parse_position,
)
from seega.core import actions as act
from seega.core.record import RecordError
from seega.core.rulesets import RULESETS
from seega.game.match import (
    COMPUTER_MIN_DELAY_MS,
    HINT_LEVEL,
    THINK_TIME_MARGIN_MS,
    Match,
    Seat,
    read_save,
)
from seega.game.worker import (
    Cancel,
    Choose,
    Chosen,
    InlineThinker,
    ProcessThinker,
    ThinkerError,
    ThreadThinker,
    _serve,  # private on purpose: the worker's loop, driven over a pipe without a process
)

STEP_MS = 5
# Sija's movement, Light to step: the think clock runs (placement is untimed).
SIJA_MOVEMENT = "sija 7 WBWB.WB/BW.WBWB/WB.BW.W/.WBWBWB/BWBW.BW/WBW.WBW/BWBWB.B w move 0 0 0"


def reloaded(record_text, saved, thinker):
    """The match an autosave describes, read as the window reads it (the factory's path)."""
    return Match.resume(read_save(record_text, saved), thinker)


def first_legal(state, level, movetime_ms=None, seed=None, max_depth=None):
    """A chooser that plays the first legal action (module level: it is sent to a process)."""
    return legal_actions(state)[0]


def seeded_random(state, level, movetime_ms=None, seed=None, max_depth=None):
    return random.Random(seed).choice(legal_actions(state))


class Recorder:
    """A chooser that remembers what it was asked."""

    def __init__(self):
        self.asked = []

    def __call__(self, state, level, movetime_ms=None, seed=None, max_depth=None):
        self.asked.append((level, movetime_ms, seed))
        return legal_actions(state)[-1]


def two_player(rules="standard", size=5):
    return Match.new(
        RULESETS[rules], size, (Seat.human(), Seat.human()), InlineThinker(first_legal)
    )


def place(match, *names):
    for name in names:
        match.play(parse_action("@" + name, match.state.size))


def run(match, ms):
    """Advance in update steps; return what was played."""
    played = []
    for _ in range(ms // STEP_MS):
        got = match.advance(STEP_MS)
        if got is not None:
            played.append(got)
    return played


def test_seats_round_trip_their_record_text():
    assert Seat.from_player(Seat.human().player) == Seat.human()
    assert Seat.from_player("computer hard") == Seat.computer("hard")
    with pytest.raises(ValueError):
        Seat.computer("impossible")


def test_undo_in_two_player_takes_back_one_whole_turn():
    match = two_player()
    place(match, "a1", "b1", "a2")  # white's turn (two), then one of black's
    assert match.state.to_move == BLACK
    assert match.undo()
    assert match.played == [parse_action("@a1", 5), parse_action("@b1", 5)]
    assert match.undo()
    assert match.played == []
    assert not match.undo()
    assert match.redo() and len(match.played) == 2
    assert match.redo() and len(match.played) == 3
    assert not match.can_redo


def test_playing_after_undo_forgets_redo():
    match = two_player()
    place(match, "a1", "b1")
    match.undo()
    place(match, "c1")
    assert not match.can_redo
    assert match.played == [parse_action("@c1", 5)]


def test_undo_against_the_computer_goes_back_to_the_humans_turn():
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("easy")), InlineThinker(first_legal)
    )
    assert not match.can_undo  # nothing of the human's to take back
    place(match, "a1", "b1")
    played = run(match, COMPUTER_MIN_DELAY_MS * 3)
    assert [p.side for p in played] == [BLACK, BLACK]
    assert match.state.to_move == WHITE
    assert match.undo()
    assert match.played == [] and match.state.to_move == WHITE
    assert match.redo() and len(match.played) == 4


def test_computer_moves_wait_the_minimum_delay():
    thinker = InlineThinker(first_legal)
    match = Match.new(RULESETS["standard"], 5, (Seat.computer("easy"), Seat.human()), thinker)
    assert match.computer_thinking
    played = run(match, COMPUTER_MIN_DELAY_MS - STEP_MS)
    assert played == []
    played = run(match, 2 * STEP_MS)
    assert len(played) == 1 and played[0].side == WHITE
    assert thinker.submitted == 2  # the second placement of the turn is asked at once...
    assert run(match, COMPUTER_MIN_DELAY_MS - 2 * STEP_MS) == []  # ...and shown after a delay


def test_a_stale_answer_after_undo_is_dropped():
    thinker = InlineThinker(seeded_random)
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("easy")), thinker, seed=3
    )
    place(match, "a1", "b1")
    match.advance(STEP_MS)  # black's question is asked
    match.undo()
    assert not match.computer_thinking
    assert run(match, COMPUTER_MIN_DELAY_MS * 2) == []  # the answer arrives and is dropped
    assert match.played == []


def test_computer_requests_carry_level_and_seed_per_ply():
    recorder = Recorder()
    match = Match.new(
        RULESETS["standard"],
        5,
        (Seat.computer("medium"), Seat.human()),
        InlineThinker(recorder),
        seed=10,
    )
    run(match, COMPUTER_MIN_DELAY_MS * 3)
    assert recorder.asked[:2] == [("medium", None, 10), ("medium", None, 11)]


def test_hint_is_hards_suggestion_for_the_current_position_only():
    recorder = Recorder()
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.human()), InlineThinker(recorder)
    )
    assert match.request_hint()
    hint = match.hint
    assert hint == legal_actions(match.state)[-1]
    assert recorder.asked == [(HINT_LEVEL, None, None)]
    match.play(hint)
    assert match.hint is None


def sija_movement(seats, think_time_s, thinker):
    start = parse_position(SIJA_MOVEMENT)
    return Match.new(RULESETS["sija"], 7, seats, thinker, think_time_s=think_time_s, start=start)


def test_placement_is_untimed():
    match = Match.new(
        RULESETS["sija"],
        7,
        (Seat.human(), Seat.human()),
        InlineThinker(first_legal),
        think_time_s=30,
    )
    assert not match.clock_running
    assert run(match, 100_000) == [] and match.clock_ms == 30_000


def test_think_time_runs_out_and_a_timeout_is_recorded():
    match = sija_movement((Seat.human(), Seat.human()), 30, InlineThinker(first_legal))
    assert match.clock_ms == 30_000 and match.clock_running
    assert run(match, 29_995) == []
    played = run(match, 10)
    assert played[0].action == Action(act.TIMEOUT)
    assert match.state.outcome.winner == BLACK
    assert match.state.outcome.reason is Reason.TIMEOUT


def test_think_time_restarts_after_each_action_and_is_off_elsewhere():
    match = sija_movement((Seat.human(), Seat.human()), 60, InlineThinker(first_legal))
    run(match, 10_000)
    assert match.clock_ms == 50_000
    match.play(legal_actions(match.state)[0])
    assert match.clock_ms == 60_000
    other = Match.new(
        RULESETS["standard"],
        5,
        (Seat.human(), Seat.human()),
        InlineThinker(first_legal),
        think_time_s=60,
    )
    assert other.think_time_ms == 0
    assert run(other, 200_000) == []
    other.count_time(200_000)
    assert other.minutes_played == 3


def test_computer_budget_shrinks_only_when_the_clock_runs_short():
    recorder = Recorder()
    match = sija_movement((Seat.computer("hard"), Seat.human()), 30, InlineThinker(recorder))
    run(match, STEP_MS * 2)
    assert recorder.asked[0][:2] == ("hard", None)  # the level's own budget fits the clock
    match._position_changed()  # private on purpose: as a new position does, without playing one
    match.clock_ms = THINK_TIME_MARGIN_MS + 500
    run(match, 2 * STEP_MS)  # asked on the first step, answered on the next poll
    assert recorder.asked[-1][1] == 500 - STEP_MS


def test_save_and_load_restore_the_game_exactly():
    match = Match.new(
        RULESETS["standard"],
        5,
        (Seat.human(), Seat.computer("hard")),
        InlineThinker(seeded_random),
        seed=1,
    )
    while match.state.phase != MOVEMENT:
        if match.human_to_act:
            match.play(legal_actions(match.state)[0])
        run(match, COMPUTER_MIN_DELAY_MS * 2)
    match.elapsed_ms = 123_456
    loaded = reloaded(match.record_text(), match.save_state(), InlineThinker(first_legal))
    assert loaded.state == match.state
    assert loaded.seats == match.seats
    assert loaded.elapsed_ms == 123_456
    assert loaded.can_undo


def test_a_foreign_or_broken_save_raises_a_record_error():
    match = two_player()
    with pytest.raises(RecordError):
        reloaded(match.record_text(), {"kind": "other"}, InlineThinker())
    with pytest.raises(RecordError):
        reloaded("not a record", match.save_state(), InlineThinker())


def test_a_resignation_ends_the_game_and_blocks_undo():
    match = two_player()
    place(match, "a1")
    match.play(Action(act.RESIGN))
    assert match.state.outcome.winner == BLACK
    assert not match.can_undo and not match.can_redo
    assert match.advance(STEP_MS) is None


def test_a_failing_or_cheating_chooser_is_reported():
    def broken(state, level, **_):
        raise ZeroDivisionError("boom")

    match = Match.new(
        RULESETS["standard"], 5, (Seat.computer("easy"), Seat.human()), InlineThinker(broken)
    )
    with pytest.raises(ThinkerError, match="ZeroDivisionError"):
        run(match, 20)

    def cheat(state, level, **_):
        return Action(act.PLACE, (state.geometry.centre,))

    match = Match.new(
        RULESETS["standard"], 5, (Seat.computer("easy"), Seat.human()), InlineThinker(cheat)
    )
    with pytest.raises(ThinkerError, match="illegal"):
        run(match, 20)


def test_thread_thinker_answers_off_the_callers_thread():
    thinker = ThreadThinker(first_legal)
    match = two_player()
    thinker.submit(Choose(7, match.state, "easy"))
    answers = []
    while not answers:  # as long as the thread takes (the suite's hang guard ends a hang)
        answers += thinker.poll(Chosen)
        time.sleep(0.001)
    thinker.close()
    assert answers == [Chosen(7, match.state, legal_actions(match.state)[0])]


def test_process_thinker_is_one_worker_reused_and_shut_down_cleanly():
    thinker = ProcessThinker(first_legal)
    state = two_player().state
    try:
        thinker.start()
        worker = thinker._process  # private on purpose: the one worker process must be reused
        for request_id in (1, 2, 3):
            thinker.submit(Choose(request_id, state, "easy"))
        answers = []
        while len(answers) < 3:  # as long as the process takes (the hang guard ends a hang)
            answers += thinker.poll(Chosen)
            time.sleep(0.005)
        assert [a.id for a in answers] == [1, 2, 3]
        assert thinker._process is worker
    finally:
        thinker.close()
    assert not worker.is_alive()


def test_a_game_from_a_set_up_position_saves_and_loads_from_there():
    start = parse_position("standard 5 ...../...../...../W.BW./B.... w move 0 0 0")
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.human()), InlineThinker(), start=start
    )
    match.play(parse_action("a2-b2", 5))
    loaded = reloaded(match.record_text(), match.save_state(), InlineThinker())
    assert loaded.line.start == start and loaded.state == match.state


class Mailbox:
    """A thinker that answers only what the test posts, as the worker of a whole run would."""

    def __init__(self):
        self.requests = []
        self.posted = []
        self.cancelled = []

    def submit(self, request):
        self.requests.append(request)

    def poll(self, kind):
        posted, self.posted = self.posted, []
        return posted

    def cancel(self, request_id):
        self.cancelled.append(request_id)

    def close(self):
        pass


def computer_first(thinker, size=5):
    return Match.new(
        RULESETS["standard"],
        size,
        (Seat.computer("hard"), Seat.human()),
        thinker,
        computer_delay_ms=0,
    )


def test_two_games_of_one_run_never_share_a_request_id():
    mailbox = Mailbox()
    first, second = computer_first(mailbox), computer_first(mailbox)
    run(first, 10)
    run(second, 10)
    assert len({request.id for request in mailbox.requests}) == len(mailbox.requests) == 2


def test_a_left_game_cancels_its_question_and_drops_its_late_answer():
    mailbox = Mailbox()
    match = computer_first(mailbox)
    run(match, 10)
    asked = mailbox.requests[-1].id
    match.leave()
    assert mailbox.cancelled == [asked]
    mailbox.posted.append(Chosen(asked, match.state, legal_actions(match.state)[0]))
    assert run(match, 10) == []  # the cancelled question's answer is not played
    assert mailbox.requests[-1].id != asked  # (advanced again, the match asks afresh)


def test_an_answer_about_another_position_is_dropped_not_played_or_raised():
    mailbox = Mailbox()
    match = computer_first(mailbox, size=7)
    run(match, 10)
    asked = mailbox.requests[-1]
    elsewhere = two_player().state  # a 5x5 board: its action may be illegal here, or legal
    for action in legal_actions(elsewhere)[:3]:
        mailbox.posted.append(Chosen(asked.id, elsewhere, action))
    assert run(match, 10) == []
    assert match.computer_thinking and not match.played
    mailbox.posted.append(Chosen(asked.id, asked.state, legal_actions(asked.state)[5]))
    assert [got.action for got in run(match, 10)] == [legal_actions(asked.state)[5]]


def test_the_worker_never_searches_a_request_cancelled_before_its_turn():
    ours, theirs = multiprocessing.Pipe()
    state = two_player().state
    for message in (
        Choose(1, state, "easy"),
        Choose(2, state, "easy"),
        Cancel(2),
        Choose(3, state, "easy"),
    ):
        ours.send(message)
    searched = Recorder()
    serving = threading.Thread(target=_serve, args=(theirs, searched))
    serving.start()
    answers = [ours.recv(), ours.recv()]
    ours.send(None)
    serving.join(5)
    assert [got.id for got in answers] == [1, 3] and len(searched.asked) == 2
    assert all(got.state == state for got in answers)


def test_a_backend_hands_out_no_answer_to_a_cancelled_request():
    thinker = InlineThinker(first_legal)
    state = two_player().state
    thinker.submit(Choose(1, state, "easy"))
    thinker.submit(Choose(2, state, "easy"))
    thinker.cancel(1)
    assert [got.id for got in thinker.poll(Chosen)] == [2]


# Place the rest for me ---------------------------------------------------------------------


def _advance_until(match, done, step_ms=STEP_MS, limit=100_000):
    for _ in range(limit):
        if done():
            return
        match.advance(step_ms)
    raise AssertionError("the match never got there")


def test_the_computer_places_the_rest_of_a_person_s_pieces_as_medium_and_quickly():
    recorder = Recorder()
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("hard")), InlineThinker(recorder)
    )
    place(match, "a1")
    assert match.place_rest_for(WHITE)
    assert not match.human_to_act and match.computer_thinking and match.placing_for_person
    assert not match.place_rest_for(WHITE)  # already handed over
    waited = []
    _advance_until(match, lambda: len(match.played) > 1)
    for _ in range(200):  # the next placement comes after the short beat
        if match.advance(STEP_MS) is not None:
            break
        waited.append(STEP_MS)
    _advance_until(match, lambda: match.state.phase == MOVEMENT)
    assert match.state.hands == (0, 0)
    assert sum(waited) < COMPUTER_MIN_DELAY_MS
    levels = {level for level, *_ in recorder.asked}
    assert levels == {"medium", "hard"}  # the person's placements as medium, hard's its own
    assert match.human_to_act  # movement is the person's again


def test_only_a_person_s_placements_can_be_handed_over():
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("easy")), InlineThinker(first_legal)
    )
    assert not match.place_rest_for(BLACK)  # the computer's own side
    start = parse_position("standard 5 WBWB./BW.WB/WB.BW/.WBWB/BWBW. w move 0 0 30")
    people = (Seat.human(), Seat.human())
    moving = Match.new(RULESETS["standard"], 5, people, InlineThinker(first_legal), start=start)
    assert not moving.place_rest_for(WHITE)  # placement is over


def test_undo_gives_the_placements_back_and_a_save_keeps_the_hand_over():
    match = two_player()
    place(match, "a1", "b1")
    assert match.place_rest_for(BLACK)
    saved = reloaded(match.record_text(), match.save_state(), InlineThinker(first_legal))
    assert saved.placing_for == {BLACK}
    foreign = {**match.save_state(), "placing_for": "everyone"}
    assert reloaded(match.record_text(), foreign, InlineThinker()).placing_for == set()
    assert match.undo() and match.placing_for == set() and match.human_to_act


def test_the_record_names_the_placements_the_computer_made_for_the_person():
    """The review must not grade them as the person's (the person did not choose them)."""
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("easy")), InlineThinker(first_legal)
    )
    place(match, "a1")
    assert match.place_rest_for(WHITE)
    _advance_until(match, lambda: match.state.phase == MOVEMENT)
    record = match.record()
    people = {i for i in range(len(record.actions)) if match.line.states[i].to_move == WHITE}
    assert record.placed_by_computer == people - {0}  # a1 was the person's own
    saved = reloaded(match.record_text(), match.save_state(), InlineThinker(first_legal))
    assert saved.record().placed_by_computer == record.placed_by_computer
    assert match.undo() and match.undo()  # back into placement; the person places again
    cursor = match.line.cursor
    assert cursor in match.placed_for_people and match.state.phase == PLACEMENT
    place(match, match.legal_actions()[0].notation(5)[1:])
    assert cursor not in match.record().placed_by_computer
