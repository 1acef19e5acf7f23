"""The screens of the game, each a `seega.ui.shell.scene.Scene`."""
