"""What the tests of the turn on the board share: a table that records what a session shows,
a computer that answers at once, and the few steps every test takes."""

from seega.core import legal_actions, parse_action
from seega.game.factory import Pace
from seega.game.worker import InlineThinker

STEP = 10  # ms of one update


class Table:
    """Records what the session asks to show; `still` False holds input as an animation does."""

    def __init__(self):
        self.still = True
        self.shown = []
        self.sounds = []
        self.flashed = []
        self.games_over = 0
        self.restarts = 0

    def busy(self, now_ms):
        return not self.still

    def show_played(self, played):
        self.shown.append(played.action)

    def sound(self, name):
        self.sounds.append(name)

    def flash_cell(self, cell):
        self.flashed.append(cell)

    def game_over(self):
        self.games_over += 1

    def restarted(self):
        self.restarts += 1


def first_legal(state, level, movetime_ms=None, seed=None, max_depth=None):
    return legal_actions(state)[0]


def quick_pace():
    """A computer that plays the first legal action at once."""
    return Pace(InlineThinker(first_legal), 0)


def at(session, name):
    """The cell named `name` (e.g. "c3") on the session's board."""
    return parse_action("@" + name, session.match.state.size).cells[0]


def run(session, updates=1):
    """`updates` frames of STEP ms, as the board runs them: time passes, then the turn goes on."""
    for _ in range(updates):
        session.count_time(STEP)
        session.update(STEP)
