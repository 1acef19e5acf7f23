"""The screens of the game, each a `seega.shell.scene.Scene`."""
