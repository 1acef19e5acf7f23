"""A game in progress: the match, the worker process the computer thinks in, the review in
progress, and the one factory that starts every kind of game."""
