"""Seega: the Egyptian capture game, with its rules engine, computer players and game window.

Importing this package must stay cheap: the text protocol starts in well under 0.3 s.
"""

# The one home of the version: the package build reads it (pyproject.toml), and the game
# shows it in `seega --version`, on the title screen, in crash logs and in kept records.
__version__ = "0.1.0"
PROGRAM = f"Seega {__version__}"
