"""A turn on the board without pygame: the session and its modes, the coaches (a game's, a
lesson's teacher, a challenge's referee), the board's picture and the panel's model, and the
words of what happens. The window (`seega.ui`) draws these values; nothing here imports
pygame or the window (tests/test_structure.py)."""
