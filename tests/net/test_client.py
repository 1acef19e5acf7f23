"""The window's client against a real server on loopback: its methods return at once, its news
arrives through `events()` in the core's values, and after a drop (here the server itself
restarted on the same database) it reconnects by itself and resumes its seat."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from seega.core import WHITE, ruleset
from seega.net import messages as msg
from seega.net.client import Backoff, Client
from seega.net.codes import INVITATION_MS
from seega.net.events import (
    ActionPlayed,
    GameEnded,
    GameShown,
    Invitation,
    Link,
    LinkChanged,
    NetEvent,
    Offer,
    OpponentChanged,
    Refused,
    RematchOffered,
)
from seega.net.server import GameServer, ServerThread
from tests.net.players import LOOPBACK, UNLIMITED, FakeClock, running_server, url_of

# A hang guard for news from the client's thread, never a measure of speed.
NEWS_WAIT_S = 10.0
# Tries again quickly: the tests' server comes back in milliseconds.
QUICK = Backoff(first_ms=20, most_ms=100, attempts=100)


# Events polled but not yet looked at, per client (a poll may bring several at once).
_BACKLOG: dict[Client, list[NetEvent]] = {}


def wait_for(client: Client, wanted: Callable[[NetEvent], bool]) -> tuple[NetEvent, list[NetEvent]]:
    """Poll `client` as the window does until an event is `wanted`; it and everything before
    (what came after it waits for the next call)."""
    backlog = _BACKLOG.setdefault(client, [])
    seen: list[NetEvent] = []
    deadline = time.monotonic() + NEWS_WAIT_S
    pause = threading.Event()
    while time.monotonic() < deadline:
        backlog += client.events()
        while backlog:
            event = backlog.pop(0)
            seen.append(event)
            if wanted(event):
                return event, seen
        pause.wait(0.005)
    raise AssertionError(f"no such event; saw {seen}")


def of(kind: type) -> Callable[[NetEvent], bool]:
    return lambda event: isinstance(event, kind)


def hosted_and_joined(url: str) -> tuple[Client, Client, str]:
    host = Client(url, backoff=QUICK)
    host.host(Offer(ruleset("standard"), 5, msg.Colour.WHITE))
    shown, _ = wait_for(host, of(GameShown))
    invitation, _ = wait_for(host, of(Invitation))
    assert isinstance(shown, GameShown) and isinstance(invitation, Invitation)
    assert shown.side == WHITE and shown.opponent is msg.Presence.WAITING
    guest = Client(url, backoff=QUICK)
    guest.join(invitation.code)
    joined, _ = wait_for(guest, of(GameShown))
    assert isinstance(joined, GameShown) and joined.start == shown.start
    came, _ = wait_for(host, of(OpponentChanged))
    assert isinstance(came, OpponentChanged) and came.presence is msg.Presence.HERE
    return host, guest, shown.game


def test_host_join_and_play_through_the_clients_events(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        host, guest, _ = hosted_and_joined(url_of(server))
        host.play("@a1")
        played, _ = wait_for(guest, of(ActionPlayed))
        assert isinstance(played, ActionPlayed) and played.ply == 0
        assert played.action.notation(5) == "@a1" and played.state.board[0] == WHITE
        wait_for(host, of(ActionPlayed))
        host.play("@a1")  # taken: the rules refuse it
        refused, _ = wait_for(host, of(Refused))
        assert isinstance(refused, Refused) and refused.reason is msg.Refusal.ILLEGAL
        guest.resign()
        host.play("@b1")
        ended, _ = wait_for(host, of(GameEnded))
        assert isinstance(ended, GameEnded) and ended.outcome.winner == WHITE
        assert ended.record.startswith("# Seega game record")
        guest.rematch()
        wait_for(host, of(RematchOffered))
        host.rematch()
        again, _ = wait_for(host, of(GameShown))
        assert isinstance(again, GameShown) and again.side != WHITE and again.actions == ()
        for client in (host, guest):
            client.close()
            assert client.wait_closed(NEWS_WAIT_S)
            assert client.link is Link.CLOSED


def test_a_client_reconnects_by_itself_and_resumes_after_a_server_restart(tmp_path):
    database = tmp_path / "g.sqlite3"
    clock = FakeClock()
    first = ServerThread(GameServer(database, clock=clock, limits=UNLIMITED), LOOPBACK)
    port = first.start()
    url = f"ws://{LOOPBACK}:{port}"
    host, guest, game = hosted_and_joined(url)
    host.play("@a1")
    wait_for(guest, of(ActionPlayed))
    first.stop()
    retrying, _ = wait_for(guest, lambda e: isinstance(e, LinkChanged) and e.link is Link.RETRYING)
    again = ServerThread(GameServer(database, clock=clock, limits=UNLIMITED), LOOPBACK, port)
    again.start()
    try:
        for client in (host, guest):
            shown, seen = wait_for(client, of(GameShown))
            assert isinstance(shown, GameShown) and shown.game == game
            assert [a.notation(5) for a in shown.actions] == ["@a1"]
            assert LinkChanged(Link.ONLINE) in seen
        host.play("@b1")  # the ply follows the game shown again
        played, _ = wait_for(guest, of(ActionPlayed))
        assert isinstance(played, ActionPlayed) and played.ply == 1
    finally:
        for client in (host, guest):
            client.close()
            client.wait_closed(NEWS_WAIT_S)
        again.stop()


def test_a_client_that_finds_no_server_gives_up_after_its_tries():
    client = Client(f"ws://{LOOPBACK}:9", backoff=Backoff(first_ms=1, most_ms=2, attempts=3))
    gave_up, seen = wait_for(
        client, lambda e: isinstance(e, LinkChanged) and e.link is Link.GAVE_UP
    )
    waits = [e.retry_ms for e in seen if isinstance(e, LinkChanged) and e.link is Link.RETRYING]
    assert waits == [1, 2, 2]
    assert client.wait_closed(NEWS_WAIT_S)


def test_the_backoff_doubles_up_to_its_most():
    backoff = Backoff(first_ms=500, most_ms=8000, attempts=10)
    assert [backoff.wait_ms(n) for n in range(1, 7)] == [500, 1000, 2000, 4000, 8000, 8000]


def test_after_its_invitation_expired_a_host_may_offer_again(tmp_path):
    clock = FakeClock()
    with running_server(tmp_path / "g.sqlite3", clock) as server:
        host = Client(url_of(server), backoff=QUICK)
        offer = Offer(ruleset("standard"), 5, msg.Colour.BLACK)
        host.host(offer)
        first, _ = wait_for(host, of(Invitation))
        clock.advance(INVITATION_MS)
        server.call(server.server.hub.sweep)
        expired, _ = wait_for(host, of(Refused))
        assert isinstance(expired, Refused) and expired.reason is msg.Refusal.UNKNOWN_CODE
        host.host(offer)
        second, _ = wait_for(host, of(Invitation))
        assert isinstance(first, Invitation) and isinstance(second, Invitation)
        assert second.code != first.code
        host.close()
        assert host.wait_closed(NEWS_WAIT_S)
