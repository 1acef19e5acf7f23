"""The frozen bundle's program: the same entry as every other way of starting Seega.

No first-launch setup here: the bundle carries Python and pygame-ce inside.

`Seega --check-network` is the build's smoke test of online play (release/build.py): the
online client and the home network's discovery are inside, and TLS works (a wss:// address,
docs/online.md); it says what it found and exits.
"""

import os
import ssl
import sys
from collections.abc import Callable, Mapping

from seega.launch.entry import main

NETWORK_CHECK = "--check-network"
# Where systems keep their certificate authorities in one file (Debian and Ubuntu, Fedora and
# RHEL, openSUSE, RHEL's extracted store, Arch, Alpine and macOS). The bundled OpenSSL looks
# only where the build system keeps them (Debian's /usr/lib/ssl on Linux, the Python
# framework's folder on macOS), which most players' systems lack: without this, no server's
# certificate would be trusted and every wss:// address would fail.
AUTHORITY_FILES = (
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/ca-bundle.pem",
    "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",
    "/etc/ssl/cert.pem",
)


def authorities_file(
    environ: Mapping[str, str], default: str, exists: Callable[[str], bool]
) -> str | None:
    """The system's certificate authorities' file for OpenSSL to read (SSL_CERT_FILE), when
    its own `default` is missing and the person named none; None: nothing to change."""
    if "SSL_CERT_FILE" in environ or "SSL_CERT_DIR" in environ or exists(default):
        return None
    return next((path for path in AUTHORITY_FILES if exists(path)), None)


def check_network() -> int:
    """Open a TLS context as the client does for wss://; name what was found (no console on
    Windows: the exit status says it there). Imported here, not at the top, where every
    start would pay for them (0.3 s measured in Debian 12); the spec collects them (NETWORK)."""
    import seega.net.client
    import seega.net.lan

    context = ssl.create_default_context()
    authorities = context.cert_store_stats()["x509_ca"]
    modules = ", ".join(module.__name__ for module in (seega.net.client, seega.net.lan))
    if sys.stdout is not None:
        print(f"network: {modules}; {ssl.OPENSSL_VERSION}; {authorities} authorities trusted")
    return 0


if __name__ == "__main__":
    if sys.platform != "win32":  # Windows' Python reads the system's own store
        default = ssl.get_default_verify_paths().openssl_cafile
        found = authorities_file(os.environ, default, os.path.isfile)
        if found is not None:
            os.environ["SSL_CERT_FILE"] = found
    sys.exit(check_network() if sys.argv[1:] == [NETWORK_CHECK] else main())
