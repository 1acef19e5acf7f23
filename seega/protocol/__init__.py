"""The text interfaces: the engine protocol for other programs (docs/protocol.md) and the review
command. Standard library only."""
