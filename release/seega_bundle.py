"""The frozen bundle's program: the same entry as every other way of starting Seega.

No first-launch setup here: the bundle carries Python and pygame-ce inside.
"""

import sys

from seega.launch.entry import main

if __name__ == "__main__":
    sys.exit(main())
