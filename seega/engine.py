"""`python3 -m seega.engine`: the text protocol's documented command (docs/protocol.md).

The protocol lives in `seega.protocol.engine`; this name stays because other programs, and the
arena's frozen copies of older commits, start the engine by it.
"""

import sys

from seega.launch import compiled

# Before the first import of the core: stale compiled modules must never load.
compiled.prefer_fresh()

from seega.protocol.engine import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
