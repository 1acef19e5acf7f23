"""What the game keeps and reads: the guarded file path, where folders are, the stores in the
player's data folder, the archive of finished games and the reader of `levels/`."""
