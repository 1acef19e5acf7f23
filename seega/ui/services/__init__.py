"""What every scene and the game's shared screens stand on: the shared context, the routes
between scenes, and the window's words for what storage could not do."""
