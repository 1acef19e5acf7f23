"""The bundle's second program, `seega-engine`: the text protocol with a console.

The window's executable has no console on Windows, so there `Seega.exe --engine` could not
read or write; this one can, on every system.
"""

import sys

from seega.protocol.engine import main

if __name__ == "__main__":
    sys.exit(main())
