"""A game on the home network: the offer's announcement decoded (and refused when it is not
one), and, on loopback only (mDNS bound to 127.0.0.1), a host's window serving its game and
advertising it, a guest's browser finding it, and the guest joining through it."""

from __future__ import annotations

import threading
import time

import pytest

from seega.core import ruleset
from seega.net import messages as msg
from seega.net.client import Client
from seega.net.events import GameShown, Invitation, Offer
from seega.net.lan import (
    LanBrowser,
    LanError,
    LanHost,
    LanOffer,
    decode_offer,
    offer_properties,
)
from tests.net.test_client import NEWS_WAIT_S, QUICK, of, wait_for

LOOPBACK = "127.0.0.1"


def encoded(properties: dict[str, str]) -> dict[bytes, bytes | None]:
    return {key.encode(): value.encode() for key, value in properties.items()}


def test_an_offers_announcement_reads_back_as_the_offer():
    properties = offer_properties(ruleset("sija"), 7, "Amira's laptop", "K7QM-3XPA-TR9D")
    offer = decode_offer(
        "Amira K7QM._seega._tcp.local.", ["192.168.1.20"], 8765, encoded(properties)
    )
    assert (offer.rules, offer.size, offer.host_name) == (ruleset("sija"), 7, "Amira's laptop")
    assert offer.code == "K7QM-3XPA-TR9D" and offer.url == "ws://192.168.1.20:8765"


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"version": str(msg.PROTOCOL_VERSION + 1)}, "protocol version"),
        ({"rules": "chess"}, "no such rule set"),
        ({"size": "9"}, "no such rule set"),
        ({"size": "seven"}, "no such rule set"),
        ({"code": None}, "no 'code'"),
    ],
)
def test_an_announcement_that_is_no_offer_is_refused(change, why):
    properties: dict[bytes, bytes | None] = encoded(offer_properties(ruleset("sija"), 7, "A", "C"))
    for key, value in change.items():
        properties[key.encode()] = None if value is None else value.encode()
    with pytest.raises(LanError, match=why):
        decode_offer("x._seega._tcp.local.", ["10.0.0.2"], 8765, properties)
    with pytest.raises(LanError, match="no address"):
        decode_offer("x", [], 8765, encoded(offer_properties(ruleset("sija"), 7, "A", "C")))


def test_a_guest_finds_the_hosts_game_on_the_network_and_joins_it():
    lan = LanHost(port=0, bind=LOOPBACK, interfaces=[LOOPBACK], address=LOOPBACK)
    host = Client(lan.start(), backoff=QUICK)
    browser = LanBrowser(interfaces=[LOOPBACK])
    guest: Client | None = None
    try:
        host.host(Offer(ruleset("standard"), 5, msg.Colour.TOSS))
        invitation, _ = wait_for(host, of(Invitation))
        assert isinstance(invitation, Invitation)
        lan.advertise(ruleset("standard"), 5, "Test host", invitation.code).join(NEWS_WAIT_S)
        deadline = time.monotonic() + NEWS_WAIT_S
        ours: list[LanOffer] = []
        while not ours and time.monotonic() < deadline:
            threading.Event().wait(0.01)
            # Only this host's offer: another test on this machine may advertise its own.
            ours = [offer for offer in browser.offers() if offer.code == invitation.code]
        [offer] = ours
        assert offer.host_name == "Test host" and offer.rules is ruleset("standard")
        guest = Client(offer.url, backoff=QUICK)
        guest.join(offer.code)
        shown, _ = wait_for(guest, of(GameShown))
        assert isinstance(shown, GameShown) and shown.start.size == 5
    finally:
        for client in (host, guest):
            if client is not None:
                client.close()
                client.wait_closed(NEWS_WAIT_S)
        browser.close()
        lan.stop().join(NEWS_WAIT_S)
