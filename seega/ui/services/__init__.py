"""What every scene and the game's shared screens stand on: the shared context, the routes
between scenes, the computer player's worker, and the window's words for what storage could not
do."""
