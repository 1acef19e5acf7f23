"""Commands that measure and make the game: arena, benchmarks, fuzz, the challenge miner, the
review curve fit. They are run, never imported by the game."""
