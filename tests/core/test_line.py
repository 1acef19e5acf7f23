"""The game line shared by the match, the protocol and the review: play, cursor, cut, record."""

import random

import pytest

from seega.core import IllegalActionError, legal_actions, new_game, parse_action, parse_position
from seega.core.line import GameLine
from seega.core.record import format_record, parse_record


def random_line(seed, actions=40, rules="standard"):
    rng = random.Random(seed)
    line = GameLine.starting_at(new_game(rules))
    while line.cursor < actions and line.state.outcome is None:
        line.play(rng.choice(legal_actions(line.state)))
    return line


def test_each_action_keeps_the_states_around_it_and_its_events():
    line = random_line(1)
    for index in range(line.cursor):
        played = line.played_at(index)
        assert played.before == line.states[index] and played.after == line.states[index + 1]
        assert played.side == played.before.to_move
        assert played.events == line.events[index]


def test_going_back_then_playing_cuts_what_lay_ahead():
    line = random_line(2)
    line.go_to(10)
    assert line.ahead == 30 and line.state == line.states[10]
    different = next(a for a in legal_actions(line.state) if a != line.actions[10])
    line.play(different)
    assert line.cursor == 11 and line.ahead == 0 and len(line.states) == 12


def test_an_illegal_action_changes_nothing():
    line = random_line(3, actions=5)
    before = (list(line.states), line.cursor)
    with pytest.raises(IllegalActionError):
        line.play(parse_action("@c3", 5))  # the centre is never placed on
    assert (line.states, line.cursor) == before


def test_the_cursor_stays_on_the_line():
    line = random_line(4, actions=3)
    with pytest.raises(ValueError):
        line.go_to(4)
    with pytest.raises(ValueError):
        line.go_to(-1)


def test_a_step_is_written_with_what_it_captured():
    start = parse_position("standard 5 ....B/...../.BW../W..../..... w move 0 0 0")
    line = GameLine.starting_at(start)
    played = line.play(parse_action("a2-a3", 5))
    assert played.captured == (start.geometry.parse("b3"),)
    assert played.notation == "a2-a3xb3"
    quiet = line.play(parse_action("e5-e4", 5))
    assert quiet.captured == () and quiet.notation == "e5-e4"


def test_the_record_replays_to_the_same_line():
    line = random_line(5, actions=60)
    line.go_to(50)  # the record holds what is in effect
    record = line.record("human", "computer hard")
    again = GameLine.from_record(parse_record(format_record(record)))
    assert again.states == line.states[:51] and again.actions == line.played


def test_a_line_from_a_set_up_records_its_start():
    start = parse_position("standard 5 WB.../...../...../...../..... w move 0 0 0")
    line = GameLine.starting_at(start)
    assert line.record("human", "human").start is not None
    assert GameLine.starting_at(new_game()).record("human", "human").start is None
