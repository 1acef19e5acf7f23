"""Two online boards, each a turn session coached by `OnlineGame` over the real client, through a
real server on loopback: what one person plays arrives on the other's board, the server
referees, a resignation ends both games alike, and the rematch swaps the colours."""

import random
import threading

from seega.core import WHITE, opponent, ruleset
from seega.core import actions as act
from seega.game.factory import Pace
from seega.game.worker import InlineThinker
from seega.net.client import Backoff, Client
from seega.net.events import GameShown, Invitation, Offer
from seega.net.messages import Colour
from seega.play.online import OnlineGame
from seega.play.session import TurnSession
from tests.net.players import FakeClock, running_server, url_of
from tests.play.test_online import Table

# A hang guard on the news from the clients' threads, as a count of short waits.
MAX_WAITS = 4000
WAIT_S = 0.005
QUICK = Backoff(first_ms=20, most_ms=100, attempts=100)
# Actions played before the side to act resigns: the whole placement and a few steps.
ACTIONS_BEFORE_RESIGNING = 30
STEP = 10  # ms of one frame


class Seat:
    """One window's online board without the window: a client, the coach, the session."""

    def __init__(self, client, shown):
        pace = Pace(InlineThinker(), 0)
        self.client = client
        self.coach = OnlineGame(client, shown, pace)
        self.table = Table()
        self.session = TurnSession(self.coach.first, self.table, self.coach, saving=False)
        self.coach.attach(self)

    def restart(self, match):
        self.session.reset(match)

    def menu(self):
        pass

    def frame(self):
        self.session.clock.advance(STEP)
        self.coach.update(STEP)
        self.session.update(STEP)


def wait_for(ready, seats=()):
    pause = threading.Event()
    for _ in range(MAX_WAITS):
        for seat in seats:
            seat.frame()
        if ready():
            return
        pause.wait(WAIT_S)
    raise AssertionError("the news never came")


def first_shown(client, found):
    def ready():
        for event in client.events():
            if isinstance(event, (Invitation, GameShown)):
                found.append(event)
        return any(isinstance(event, GameShown) for event in found)

    return ready


def test_two_boards_play_through_a_real_server_on_loopback(tmp_path):
    rng = random.Random(3)
    with running_server(tmp_path / "games.db", FakeClock()) as server:
        host = Client(url_of(server), backoff=QUICK)
        guest = None
        try:
            host.host(Offer(ruleset("standard"), 5, Colour.WHITE))
            host_news = []
            wait_for(
                lambda: (
                    any(isinstance(e, Invitation) for e in host_news)
                    or bool(host_news.extend(host.events()))
                )
            )
            [code] = [e.code for e in host_news if isinstance(e, Invitation)]
            guest = Client(url_of(server), backoff=QUICK)
            guest.join(code)
            guest_news = []
            wait_for(first_shown(guest, guest_news))
            wait_for(first_shown(host, host_news))
            light = Seat(host, next(e for e in host_news if isinstance(e, GameShown)))
            dark = Seat(guest, next(e for e in guest_news if isinstance(e, GameShown)))
            assert light.coach.side == WHITE and dark.coach.side == opponent(WHITE)
            seats = (light, dark)
            for _ in range(ACTIONS_BEFORE_RESIGNING):
                wait_for(lambda: any(s.session.accepting() for s in seats), seats)
                mover = next(s for s in seats if s.session.accepting())
                legal = [a for a in mover.session.match.legal_actions() if a.kind != act.OFFER]
                assert mover.session.try_action(rng.choice(legal))
            both = [seat.session.match for seat in seats]
            wait_for(lambda: all(len(m.played) == ACTIONS_BEFORE_RESIGNING for m in both), seats)
            assert dark.session.match.played == light.session.match.played
            wait_for(lambda: any(s.session.accepting() for s in seats), seats)
            loser = next(s for s in seats if s.session.accepting())
            winner = dark if loser is light else light
            loser.session.resign(True)
            wait_for(lambda: winner.session.match.is_over and winner.coach.over, seats)
            assert winner.session.match.state.outcome.winner == winner.coach.side
            assert light.session.match.played == dark.session.match.played
            wait_for(
                lambda: light.coach.record is not None and dark.coach.record is not None, seats
            )
            light.coach.rematch()
            dark.coach.rematch()
            wait_for(lambda: light.coach.side != WHITE and dark.coach.side == WHITE, seats)
            assert not light.session.match.is_over and light.session.match.played == []
        finally:
            for client in (host, guest):
                if client is not None:
                    client.close()
                    client.wait_closed(MAX_WAITS * WAIT_S)
