"""Other ways the window runs: the demo, review mode, the showcase of pictures, and the desktop
entry installer."""
