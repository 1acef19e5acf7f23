"""Starting the game: the first-launch setup of a source checkout."""
