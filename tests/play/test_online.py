"""The online game's coach without a window or a network: a fake link feeds it the client's
events, a recording table stands for the board's view, and the frames' time is the clock."""

from seega.core import BLACK, WHITE, Action, legal_actions, parse_action
from seega.core import actions as act
from seega.core.state import new_game
from seega.game.factory import Pace
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.net.events import (
    ActionPlayed,
    GameShown,
    Link,
    LinkChanged,
    OpponentChanged,
    Refused,
    RematchOffered,
)
from seega.net.messages import Presence
from seega.net.messages import Refusal as NetRefusal
from seega.play.coach import Command
from seega.play.online import KEEP_WAITING_MS, OnlineGame, clock_words
from seega.play.session import TurnSession

STEP = 10  # ms of one frame
GRACE_MS = 180_000


class FakeLink:
    """What the coach sends, and the events the test queues for it."""

    def __init__(self):
        self.sent = []
        self.queued = []

    def play(self, action_text):
        self.sent.append(action_text)

    def resign(self):
        self.sent.append("resign!")

    def claim(self):
        self.sent.append("claim!")

    def rematch(self):
        self.sent.append("rematch!")

    def events(self):
        found, self.queued = self.queued, []
        return found

    def close(self):
        self.sent.append("close!")


class Table:
    """The board's view: `still` False holds the arrived actions, as an animation does."""

    def __init__(self):
        self.still = True
        self.shown = []
        self.sounds = []

    def busy(self, now_ms):
        return not self.still

    def show_played(self, played):
        self.shown.append(played.action)

    def sound(self, name):
        self.sounds.append(name)

    def flash_cell(self, cell):
        pass

    def game_over(self):
        raise AssertionError("the online scene shows the end, never the board")

    def restarted(self):
        self.shown.append("restarted")


class Board:
    """The online scene as the coach sees it."""

    def __init__(self, coach, table):
        self.session = TurnSession(coach.first, table, coach, saving=False)
        self.restarts = 0
        self.menus = 0

    def restart(self, match):
        self.restarts += 1
        self.session.reset(match)

    def menu(self):
        self.menus += 1


def shown(side=WHITE, actions=(), game="g1", opponent=Presence.HERE, grace_ms=0, size=5):
    start = new_game("standard", size)
    parsed = tuple(parse_action(text, size) for text in actions)
    return GameShown(game, side, start, parsed, 0, None, opponent, grace_ms)


def online(side=WHITE, actions=()):
    link = FakeLink()
    pace = Pace(InlineThinker(lambda state, *rest, **more: legal_actions(state)[0]), 0)
    coach = OnlineGame(link, shown(side, actions), pace)
    table = Table()
    board = Board(coach, table)
    coach.attach(board)
    return coach, board, link, table


def frames(coach, board, count=1):
    for _ in range(count):
        board.session.clock.advance(STEP)
        coach.update(STEP)
        board.session.update(STEP)


def test_the_persons_action_is_played_here_and_sent_in_notation():
    coach, board, link, _ = online(WHITE)
    board.session.try_action(parse_action("@a1", 5))
    assert link.sent == ["@a1"]
    assert board.session.match.played == [parse_action("@a1", 5)]


def test_the_opponents_action_arrives_from_the_server_and_waits_for_a_still_view():
    coach, board, link, table = online(BLACK)
    assert not board.session.accepting()  # Light, on the other computer, acts first
    table.still = False
    link.queued = [ActionPlayed(0, parse_action("@a1", 5), new_game("standard", 5), None)]
    frames(coach, board)
    assert board.session.match.played == []
    table.still = True
    frames(coach, board)
    assert table.shown == [parse_action("@a1", 5)]
    assert link.sent == []  # the opponent's action is never sent back


def test_a_click_on_the_opponents_turn_is_refused_in_words():
    coach, board, _, table = online(BLACK)
    board.session.click(0)
    assert "illegal" in table.sounds
    assert board.session.refusal_text == tr("refusal.wait")


def test_our_own_action_confirmed_by_the_server_is_not_played_twice():
    coach, board, link, table = online(WHITE)
    board.session.try_action(parse_action("@a1", 5))
    link.queued = [ActionPlayed(0, parse_action("@a1", 5), new_game("standard", 5), None)]
    frames(coach, board, 3)
    assert board.session.match.played == [parse_action("@a1", 5)]
    assert coach.confirmed == 1 and board.restarts == 0


def test_a_refused_action_is_taken_back_to_the_servers_line():
    coach, board, link, _ = online(WHITE, actions=("@a1",))  # Light places twice a turn
    board.session.try_action(parse_action("@b1", 5))
    link.queued = [Refused(NetRefusal.ILLEGAL, "not legal now")]
    frames(coach, board)
    assert [a.notation(5) for a in board.session.match.played] == ["@a1"]
    assert tr("online.refused", reason="not legal now") in coach.status()


def test_a_resume_plays_what_was_missed_and_rebuilds_a_line_that_went_elsewhere():
    coach, board, link, _ = online(BLACK, actions=("@a1",))
    link.queued = [shown(BLACK, ("@a1", "@e5", "@b1"))]  # missed while the link was down
    frames(coach, board, 3)
    assert [a.notation(5) for a in board.session.match.played] == ["@a1", "@e5", "@b1"]
    assert board.restarts == 0
    link.queued = [shown(BLACK, ("@a1", "@d5"))]  # the server holds another line
    frames(coach, board, 2)
    assert [a.notation(5) for a in board.session.match.played] == ["@a1", "@d5"]
    assert board.restarts == 1


def test_the_opponents_absence_counts_down_from_the_servers_grace_then_offers_the_claim():
    coach, board, link, _ = online(BLACK, actions=("@a1", "@e5", "@b1", "@d5"))  # Light's turn
    link.queued = [OpponentChanged(Presence.AWAY, 105_000, claimable=False)]
    frames(coach, board)
    assert coach.status() == tr("online.waiting", time="1:45")
    frames(coach, board, 1000)  # ten seconds of frames
    assert coach.status() == tr("online.waiting", time="1:35")
    assert not coach.claim_offered
    frames(coach, board, 9500)
    assert coach.claim_offered
    labels = [label for label, _, _ in coach.panel_buttons([])]
    assert labels[:2] == [tr("online.claim"), tr("online.keep_waiting")]
    coach.keep_waiting()
    assert not coach.claim_offered
    frames(coach, board, KEEP_WAITING_MS // STEP)
    assert coach.claim_offered
    coach.panel_buttons([])[0][1]()
    assert link.sent[-1] == "claim!"


def test_the_opponent_back_ends_the_wait():
    coach, board, link, _ = online(WHITE)
    link.queued = [OpponentChanged(Presence.AWAY, GRACE_MS, False)]
    frames(coach, board)
    link.queued = [OpponentChanged(Presence.HERE, 0, False)]
    frames(coach, board)
    assert coach.status() == "" and coach.away_until is None


def test_no_undo_online_said_where_undo_stood_and_undo_refused():
    coach, board, _, _ = online(WHITE)
    standard = [(tr("button.hint"), None, True), (tr("button.undo"), None, True)]
    standard += [(tr("button.redo"), None, False), (tr("button.menu"), None, True)]
    entries = coach.panel_buttons(standard)
    assert [(label, on) for label, _, on in entries] == [
        (tr("online.no_undo"), False),
        (tr("button.menu"), True),
    ]
    assert coach.command(Command.UNDO)
    assert board.session.refusal_text == tr("online.no_undo_why")
    assert coach.command(Command.MENU) and board.menus == 1


def test_while_the_link_is_down_the_person_waits_and_the_panel_says_so():
    coach, board, link, _ = online(WHITE)
    link.queued = [LinkChanged(Link.RETRYING, 500)]
    frames(coach, board)
    assert not board.session.try_action(parse_action("@a1", 5))
    assert link.sent == []
    assert coach.status() == tr("online.link_down")
    link.queued = [LinkChanged(Link.ONLINE)]
    frames(coach, board)
    assert board.session.try_action(parse_action("@a1", 5))


def test_a_resignation_goes_to_the_server_as_one():
    coach, board, link, _ = online(WHITE)
    board.session.resign(True)
    assert link.sent == ["resign!"]


def test_a_rematch_is_a_new_game_from_the_server_colours_swapped():
    coach, board, link, _ = online(WHITE)
    board.session.resign(True)
    frames(coach, board)
    assert coach.over
    coach.rematch()
    assert link.sent[-1] == "rematch!" and coach.status() == tr("online.rematch_asked")
    link.queued = [shown(BLACK, (), game="g2")]
    frames(coach, board)
    assert not coach.over and board.restarts == 1
    assert coach.side == BLACK and board.session.match.seat(BLACK).is_here
    assert board.session.match.seat(WHITE).remote


def test_the_clock_words_round_up_to_the_second():
    assert clock_words(105_000) == "1:45"
    assert clock_words(104_001) == "1:45"
    assert clock_words(0) == "0:00"


def test_a_second_action_is_sent_once_the_server_has_confirmed_the_first():
    coach, board, link, _ = online(WHITE)
    board.session.try_action(parse_action("@a1", 5))
    board.session.try_action(parse_action("@b1", 5))  # Light places twice a turn
    assert link.sent == ["@a1"]
    link.queued = [ActionPlayed(0, parse_action("@a1", 5), new_game("standard", 5), None)]
    frames(coach, board)
    assert link.sent == ["@a1", "@b1"]


def test_a_resignation_that_arrives_ends_the_game_here_too():
    coach, board, link, _ = online(BLACK)
    link.queued = [ActionPlayed(0, Action(act.RESIGN), new_game("standard", 5), None)]
    frames(coach, board, 2)
    assert board.session.match.state.outcome.winner == BLACK and coach.over


def test_a_rematch_the_opponent_asks_for_is_said_once_the_game_is_over():
    coach, board, link, _ = online(WHITE)
    board.session.resign(True)
    link.queued = [RematchOffered()]
    frames(coach, board)
    assert coach.status() == tr("online.rematch_offered")
