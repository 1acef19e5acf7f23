"""Seega: the Egyptian capture game, with its rules engine, computer players and game window.

Importing this package must stay cheap: the text protocol starts in well under 0.3 s.
"""

__version__ = "0.1.0"
