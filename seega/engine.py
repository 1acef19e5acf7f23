"""`python3 -m seega.engine`: the text protocol's documented command (docs/protocol.md).

The protocol lives in `seega.protocol.engine`; this name stays because other programs, and the
arena's frozen copies of older commits, start the engine by it.
"""

import sys

from seega.protocol.engine import main

if __name__ == "__main__":
    sys.exit(main())
