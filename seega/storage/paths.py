"""Where the game's own folders are, resolved from this file so any working directory works.

A double-clicked script may start anywhere (on Windows even in System32), so no path in the
game is relative to the current directory.
"""

from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parents[2]
ASSETS_DIR = PROJECT_DIR / "assets"
SOUNDS_DIR = ASSETS_DIR / "sounds"
FONTS_DIR = ASSETS_DIR / "fonts"
LEVELS_DIR = PROJECT_DIR / "levels"
