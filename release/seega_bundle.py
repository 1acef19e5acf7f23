"""The frozen bundle's program: the same entry as every other way of starting Seega.

No first-launch setup here: the bundle carries Python and pygame-ce inside.

`Seega --check-network` is the build's smoke test of online play (release/build.py): the
online client and the home network's discovery are inside, and TLS works (a wss:// address,
docs/online.md); it says what it found and exits.
"""

import ssl
import sys

import seega.net.client
import seega.net.lan
from seega.launch.entry import main

NETWORK_CHECK = "--check-network"


def check_network() -> int:
    """Open a TLS context as the client does for wss://; name what was found (no console on
    Windows: the exit status says it there)."""
    context = ssl.create_default_context()
    authorities = context.cert_store_stats()["x509_ca"]
    modules = ", ".join(module.__name__ for module in (seega.net.client, seega.net.lan))
    if sys.stdout is not None:
        print(f"network: {modules}; {ssl.OPENSSL_VERSION}; {authorities} authorities trusted")
    return 0


if __name__ == "__main__":
    sys.exit(check_network() if sys.argv[1:] == [NETWORK_CHECK] else main())
