"""The window's ways onto the network for a game against a person on another computer: host
a game (on the server named in the settings, or served by this window for its home network
and advertised there), join one (from the home network's list, or by a typed code or address),
and the list of games offered nearby. Scenes get a `Network` (the real one from the
composition root, a fake in tests), so no scene opens a socket itself.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass
from typing import Protocol

from seega.net.client import Client
from seega.net.codes import CodeError, normal_code
from seega.net.events import NetEvent, Offer
from seega.net.lan import LanBrowser, LanHost, LanOffer

WS_SCHEMES = ("ws://", "wss://")
# A typed address without a port names the server's usual one.
DEFAULT_SCHEME = "ws://"


class Line(Protocol):
    """An online game's client, as the scenes use it (seega.net.client.Client): `url` the
    server's address, `token` the seat's resume token once the game has started."""

    url: str

    @property
    def token(self) -> str | None: ...

    def host(self, offer: Offer) -> None: ...
    def join(self, code: str) -> None: ...
    def play(self, action_text: str) -> None: ...
    def resign(self) -> None: ...
    def claim(self) -> None: ...
    def rematch(self) -> None: ...
    def events(self) -> list[NetEvent]: ...
    def close(self) -> None: ...


class Nearby(Protocol):
    """The games offered on the home network, seen live (seega.net.lan.LanBrowser)."""

    def offers(self) -> list[LanOffer]: ...
    def close(self) -> None: ...


class Advert(Protocol):
    """What the window serving a home network's game does besides serving it."""

    def advertise(self, code: str) -> None: ...
    def withdraw(self) -> None: ...
    def address(self) -> str: ...
    def stop(self) -> None: ...


@dataclass
class Connection:
    """An online game's client, and the server this window runs for its home network's game
    (None when the game is held elsewhere). Closed together, when the game is left."""

    line: Line
    served: Advert | None = None

    def close(self) -> None:
        """Leave the game: the client closes, and the served game (if any) stops."""
        self.line.close()
        if self.served is not None:
            self.served.stop()


class Network(Protocol):
    """How the scenes reach the network (`RealNetwork`; a fake in tests)."""

    def host(self, offer: Offer, server: str) -> Connection:
        """Offer a game on `server` (the settings' text; "" serves it here, for this
        network); the invitation arrives among the line's events."""
        ...

    def join(self, url: str, code: str) -> Connection:
        """Take the game `code` names on the server at `url`."""
        ...

    def nearby(self) -> Nearby:
        """Watch the games offered on this network."""
        ...

    def resume(self, url: str, token: str) -> Connection:
        """Take back a seat kept from an earlier run (the server shows the game again)."""
        ...


def server_url(text: str) -> str:
    """The WebSocket address of a typed server (`host:port` becomes `ws://host:port`)."""
    text = text.strip()
    return text if text.startswith(WS_SCHEMES) else DEFAULT_SCHEME + text


@dataclass(frozen=True)
class Target:
    """Where a typed invitation leads: the server's address and the code."""

    url: str
    code: str


def typed_target(text: str, offers: list[LanOffer], server: str) -> Target | None:
    """The game a typed text names: an address followed by a code, or a code offered on this
    network, or a code on the settings' server; None if it names none."""
    first, _, rest = text.strip().partition(" ")
    addressed = bool(rest.strip()) and _is_address(first)
    code = _normal_or_none(rest if addressed else text)
    if code is None:
        return None
    if addressed:
        return Target(server_url(first), code)
    near = next((offer for offer in offers if _normal_or_none(offer.code) == code), None)
    if near is not None:
        return Target(near.url, near.code)
    return Target(server_url(server), code) if server.strip() else None


def _is_address(word: str) -> bool:
    """A typed word names a server (no code holds a dot or a colon)."""
    return word.startswith(WS_SCHEMES) or ":" in word or "." in word


def _normal_or_none(code: str) -> str | None:
    """An offer's code as typed codes are compared (None: not a code)."""
    try:
        return normal_code(code)
    except CodeError:
        return None


class _Served:
    """The window's own server for a home network's game, advertised once its code is known."""

    def __init__(self, lan: LanHost, offer: Offer) -> None:
        self.lan = lan
        self.offer = offer

    def advertise(self, code: str) -> None:
        self.lan.advertise(self.offer.rules, self.offer.size, socket.gethostname(), code)

    def address(self) -> str:
        return f"{self.lan.address}:{self.lan.port}"

    def withdraw(self) -> None:
        self.lan.withdraw()

    def stop(self) -> None:
        self.lan.stop()


class RealNetwork:
    """The network as it is: the client library, the window's own server and mDNS."""

    def host(self, offer: Offer, server: str) -> Connection:
        served: _Served | None = None
        if server.strip():
            url = server_url(server)
        else:
            lan = LanHost()
            url = lan.start()
            served = _Served(lan, offer)
        client = Client(url)
        client.host(offer)
        return Connection(client, served)

    def join(self, url: str, code: str) -> Connection:
        client = Client(url)
        client.join(code)
        return Connection(client)

    def nearby(self) -> Nearby:
        return LanBrowser()

    def resume(self, url: str, token: str) -> Connection:
        return Connection(Client(url, token=token))
