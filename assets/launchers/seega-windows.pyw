"""Double-click launcher for Windows (.pyw runs without a console window).

It finds main.py two folders up from itself, so it works wherever the game folder is put.
"""

import runpy
import sys
from pathlib import Path

MAIN = Path(__file__).resolve().parent.parent.parent / "main.py"
sys.argv = [str(MAIN), *sys.argv[1:]]
runpy.run_path(str(MAIN), run_name="__main__")
