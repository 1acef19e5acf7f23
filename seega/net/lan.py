"""A game on the home network with nothing to set up: the host's window serves the match itself
and says so by multicast DNS (`zeroconf`); a guest's window lists the games offered.

`LanHost` runs the same server as `seega-server` (seega/net/server.py) in a thread of the
host's process, listening on every interface, and advertises the offer as a service of type
`SERVICE_TYPE` whose properties name the rule set, the board, the host's name, the protocol's
version and the invitation's code. `LanBrowser` watches for those services and decodes each
into a `LanOffer` (`decode_offer`, which refuses what is not one), polled by the window like
the client's events. Registering and leaving the network take a moment (mDNS probes and says
goodbye), so both run off the window's thread.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceListener,
    Zeroconf,
)

from seega.core import RULESETS, RuleSet
from seega.storage.files import SHORT_QUOTE_LIMIT, quoted

from .messages import MAX_TEXT_CHARS, PROTOCOL_VERSION
from .server import DEFAULT_PORT, GameServer, ServerThread
from .store import IN_MEMORY

SERVICE_TYPE: Final = "_seega._tcp.local."
# Every interface: the guest is another computer of the home network.
ALL_INTERFACES: Final = "0.0.0.0"
LOOPBACK: Final = "127.0.0.1"
# The address mDNS itself sends to: the route to it names this computer's address on the
# home network (no packet is sent to find it).
MDNS_GROUP: Final = ("224.0.0.251", 5353)
# How long the browser asks a newly seen service for its address and properties.
INFO_WAIT_MS: Final = 3000
# A host's name is shown in a list: longer names are cut.
MAX_HOST_NAME_CHARS: Final = 40
# The properties of an offer (each a short text, as DNS TXT records are).
RULES_KEY: Final = "rules"
SIZE_KEY: Final = "size"
HOST_KEY: Final = "host"
VERSION_KEY: Final = "version"
CODE_KEY: Final = "code"


class LanError(ValueError):
    """A service that is not a Seega offer this game can join; the message says why."""


@dataclass(frozen=True)
class LanOffer:
    """A game offered on the home network: who, what, where, and the code to join it."""

    name: str  # the service's own name (unique on the network)
    host_name: str
    rules: RuleSet
    size: int
    address: str
    port: int
    code: str

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def offer_properties(rules: RuleSet, size: int, host_name: str, code: str) -> dict[str, str]:
    """What an offer's service says about it."""
    return {
        RULES_KEY: rules.name,
        SIZE_KEY: str(size),
        HOST_KEY: host_name[:MAX_HOST_NAME_CHARS],
        VERSION_KEY: str(PROTOCOL_VERSION),
        CODE_KEY: code,
    }


def decode_offer(
    name: str, addresses: list[str], port: int | None, properties: Mapping[bytes, bytes | None]
) -> LanOffer:
    """A service's announcement as an offer; LanError if it is not one this game can join
    (another protocol version, an unknown rule set or board, no address)."""
    texts: dict[str, str] = {}
    for key, value in properties.items():
        if value is None or len(value) > MAX_TEXT_CHARS:
            continue
        try:
            texts[key.decode("utf-8")] = value.decode("utf-8")
        except UnicodeDecodeError:
            continue
    missing = [
        key for key in (RULES_KEY, SIZE_KEY, HOST_KEY, VERSION_KEY, CODE_KEY) if key not in texts
    ]
    if missing:
        raise LanError(f"{quoted(name, SHORT_QUOTE_LIMIT)}: no '{missing[0]}'")
    if texts[VERSION_KEY] != str(PROTOCOL_VERSION):
        raise LanError(
            f"{quoted(name, SHORT_QUOTE_LIMIT)}: protocol version {quoted(texts[VERSION_KEY], 10)}"
        )
    rules = RULESETS.get(texts[RULES_KEY])
    size_text = texts[SIZE_KEY]
    if rules is None or not size_text.isdigit() or int(size_text) not in rules.sizes:
        raise LanError(f"{quoted(name, SHORT_QUOTE_LIMIT)}: no such rule set and board")
    if not addresses or port is None:
        raise LanError(f"{quoted(name, SHORT_QUOTE_LIMIT)}: no address")
    host_name = texts[HOST_KEY][:MAX_HOST_NAME_CHARS]
    return LanOffer(name, host_name, rules, int(size_text), addresses[0], port, texts[CODE_KEY])


def home_address() -> str:
    """This computer's address on the home network (loopback when it has none)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(MDNS_GROUP)
            return str(probe.getsockname()[0])
        except OSError:
            return LOOPBACK


class LanHost:
    """The host's side: the server in a thread, then the offer advertised.

    `interfaces` are where mDNS speaks (every interface by default; loopback in tests);
    `address` the address advertised (found by `home_address` by default).
    """

    def __init__(
        self,
        database: Path | str = IN_MEMORY,
        *,
        port: int = DEFAULT_PORT,
        bind: str = ALL_INTERFACES,
        interfaces: list[str] | None = None,
        address: str | None = None,
    ) -> None:
        self.database = database
        self.port = port
        self.bind = bind
        self.interfaces = interfaces
        self.address = address or home_address()
        self._thread: ServerThread | None = None
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._withdrawn = False
        self._lock = threading.Lock()

    def start(self) -> str:
        """Serve (on the port asked, or any free one if it is taken); the URL the host's own
        client connects to."""
        try:
            self._thread = ServerThread(GameServer(self.database), self.bind, self.port)
            self.port = self._thread.start()
        except OSError:
            self._thread = ServerThread(GameServer(self.database), self.bind, 0)
            self.port = self._thread.start()
        return f"ws://{LOOPBACK}:{self.port}"

    def advertise(self, rules: RuleSet, size: int, host_name: str, code: str) -> threading.Thread:
        """Announce the offer (in a thread, returned: mDNS probes for about a second first)."""
        with self._lock:
            self._withdrawn = False
        info = ServiceInfo(
            SERVICE_TYPE,
            f"{_service_label(host_name, code)}.{SERVICE_TYPE}",
            addresses=[socket.inet_aton(self.address)],
            port=self.port,
            properties=offer_properties(rules, size, host_name, code),
        )
        worker = threading.Thread(target=self._register, args=(info,), daemon=True)
        worker.start()
        return worker

    def _register(self, info: ServiceInfo) -> None:
        zeroconf = _zeroconf(self.interfaces)
        zeroconf.register_service(info, allow_name_change=True)
        with self._lock:
            withdrawn = self._withdrawn
            if not withdrawn:
                self._zeroconf, self._info = zeroconf, info
        if withdrawn:  # withdrawn while mDNS was still probing: undone at once
            _unregister(zeroconf, info)

    def withdraw(self) -> threading.Thread:
        """Stop advertising (the guest came, or the host left); the game goes on. Saying
        goodbye on the network takes a moment: it is done in a thread (returned)."""
        with self._lock:
            zeroconf, info = self._zeroconf, self._info
            self._zeroconf = self._info = None
            self._withdrawn = True
        worker = threading.Thread(target=_unregister, args=(zeroconf, info), daemon=True)
        worker.start()
        return worker

    def stop(self) -> threading.Thread:
        """Withdraw the offer and stop serving, in a thread (returned): the server closes its
        connections politely, which may take a second."""
        withdrawing = self.withdraw()
        server, self._thread = self._thread, None

        def stop_all() -> None:
            withdrawing.join()
            if server is not None:
                server.stop()

        worker = threading.Thread(target=stop_all, daemon=True)
        worker.start()
        return worker


def _unregister(zeroconf: Zeroconf | None, info: ServiceInfo | None) -> None:
    if zeroconf is not None and info is not None:
        zeroconf.unregister_service(info)
    if zeroconf is not None:
        zeroconf.close()


class LanBrowser:
    """The guest's side: the offers seen on the home network, polled with `offers()`."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self._offers: dict[str, LanOffer] = {}
        self._lock = threading.Lock()
        self._zeroconf = _zeroconf(interfaces)
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, _Listener(self))

    def offers(self) -> list[LanOffer]:
        """The games offered now, by host name."""
        with self._lock:
            return sorted(self._offers.values(), key=lambda offer: (offer.host_name, offer.name))

    def seen(self, zeroconf: Zeroconf, name: str) -> None:
        """A service appeared or changed: asked for its details, kept if it is an offer."""
        info = zeroconf.get_service_info(SERVICE_TYPE, name, INFO_WAIT_MS)
        if info is None:
            return
        try:
            offer = decode_offer(
                name, info.parsed_addresses(IPVersion.V4Only), info.port, info.properties
            )
        except LanError:
            return
        with self._lock:
            self._offers[name] = offer

    def gone(self, name: str) -> None:
        """A service left the network."""
        with self._lock:
            self._offers.pop(name, None)

    def close(self) -> None:
        self._browser.cancel()
        self._zeroconf.close()


class _Listener(ServiceListener):
    def __init__(self, browser: LanBrowser) -> None:
        self.browser = browser

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser.seen(zc, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser.seen(zc, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.browser.gone(name)


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    chosen: list[str] | InterfaceChoice = InterfaceChoice.All if interfaces is None else interfaces
    return Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)


def _service_label(host_name: str, code: str) -> str:
    """A service's instance name: the host's name and the code's first group (two hosts of one
    name on a network still differ)."""
    clean = "".join(ch for ch in host_name if ch.isprintable() and ch != ".")[:MAX_HOST_NAME_CHARS]
    return f"{clean or 'Seega'} {code.split('-')[0]}"
