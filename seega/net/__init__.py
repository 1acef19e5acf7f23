"""Online play (docs/online.md): the protocol's messages, the referee, the server and its store,
the window's client, and the home network's discovery. Never imported by an offline game."""
