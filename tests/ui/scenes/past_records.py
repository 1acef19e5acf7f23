"""Real records of short finished games, for the Past games and Continue tests."""

from seega.core import actions as act
from seega.core import legal_actions
from seega.game import factory
from seega.game.factory import Pace
from seega.game.match import Seat
from seega.game.worker import InlineThinker


def game_in_progress(rules, size, seats, actions):
    """A match `actions` first-legal actions into a game between `seats`."""
    match = factory.new_game(Pace(InlineThinker(), 0), rules, size, seats, seed=1)
    for _ in range(actions):
        match.play(legal_actions(match.state)[0])
    return match


def resigned_record(rules="standard", size=5, seats=None, actions=4):
    """The record of a game whose side to act resigned after `actions` actions."""
    match = game_in_progress(rules, size, seats or (Seat.human(), Seat.human()), actions)
    match.play(act.word(act.RESIGN))
    return match.record_text()


def set_position_record(rules, size, seats, actions):
    """The record of a game played on from the position `actions` actions into a game (as
    Play on starts one), resigned at once: kept, but never counted."""
    start = game_in_progress(rules, size, (Seat.human(), Seat.human()), actions).state
    match = factory.from_position(Pace(InlineThinker(), 0), start, seats)
    match.play(act.word(act.RESIGN))
    return match.record_text()
