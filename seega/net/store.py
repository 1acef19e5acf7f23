"""The server's games in SQLite (the standard library's `sqlite3`), so a restart loses none.

A game is a row (its start, think time, seats' token digests, whether the guest came, its
result) and its actions are rows of their own, one per action, in the core's notation. Every
change is one transaction: an action and the result it brought are written together or not
at all, so the database always holds a game the rules can replay. At start the server reads
back every game still in progress (`in_progress`) and replays it through the referee.

The journal is SQLite's write-ahead log with `synchronous=NORMAL`: a commit is safe against
the server's process being killed, and costs no disk flush (only a power cut may lose the
last actions, never corrupt the file).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

# Changed whenever the tables change; a database of another version is refused at start.
SCHEMA_VERSION: Final = 1
# In memory: the server of a home network's game, which lives as long as the host's window.
IN_MEMORY: Final = ":memory:"

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL,
    start TEXT NOT NULL,
    think_s INTEGER NOT NULL,
    host_side INTEGER NOT NULL,
    white_key TEXT NOT NULL,
    black_key TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    joined INTEGER NOT NULL,
    result TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    game TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS games_in_progress ON games (result) WHERE result IS NULL;
"""


class StoreError(RuntimeError):
    """A database this server cannot use (another schema, not a database); says which."""


@dataclass(frozen=True)
class StoredGame:
    """A game as the database holds it: texts and numbers, decoded by the server's referee."""

    game_id: str
    code: str
    start: str
    think_s: int
    host_side: int
    keys: tuple[str, str]  # the white and black seats' token digests
    created_ms: int
    joined: bool
    actions: tuple[str, ...] = ()


class Store:
    """See the module docstring. `path` is a file, or IN_MEMORY."""

    def __init__(self, path: Path | str) -> None:
        try:
            self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA foreign_keys = ON")
            if str(path) != IN_MEMORY:
                self._db.execute("PRAGMA journal_mode = WAL")
                self._db.execute("PRAGMA synchronous = NORMAL")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise StoreError(f"{path}: a database of version {version}, not {SCHEMA_VERSION}")
            self._db.executescript(_SCHEMA)  # idempotent: every statement is IF NOT EXISTS
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{path}: {error}") from None

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)

    def add_game(self, game: StoredGame) -> None:
        """A new game (an invitation, or a rematch with both seats taken)."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)",
                (
                    game.game_id,
                    game.code,
                    game.start,
                    game.think_s,
                    game.host_side,
                    *game.keys,
                    game.created_ms,
                    int(game.joined),
                ),
            )

    def join(self, game_id: str, side: int, key: str) -> None:
        """The guest took its seat on `side` (1 white, 2 black) with a token of digest `key`."""
        column = ("white_key", "black_key")[side - 1]
        with self._transaction():
            self._db.execute(
                f"UPDATE games SET joined = 1, {column} = ? WHERE id = ?", (key, game_id)
            )

    def add_actions(
        self, game_id: str, first_ply: int, actions: Sequence[str], result: str | None
    ) -> None:
        """Actions played from `first_ply` on, and the result if they ended the game: one
        transaction."""
        with self._transaction():
            self._db.executemany(
                "INSERT INTO actions VALUES (?, ?, ?)",
                [(game_id, first_ply + i, action) for i, action in enumerate(actions)],
            )
            if result is not None:
                self._db.execute("UPDATE games SET result = ? WHERE id = ?", (result, game_id))

    def forget(self, game_id: str) -> None:
        """An invitation that expired unanswered: nothing of it is worth keeping."""
        with self._transaction():
            self._db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def in_progress(self) -> list[StoredGame]:
        """Every game without a result, with its actions in order."""
        rows = self._db.execute(
            "SELECT id, code, start, think_s, host_side, white_key, black_key, created_ms, joined"
            " FROM games WHERE result IS NULL ORDER BY created_ms"
        ).fetchall()
        games = []
        for game_id, code, start, think_s, host_side, white, black, created, joined in rows:
            actions = self._db.execute(
                "SELECT action FROM actions WHERE game = ? ORDER BY ply", (game_id,)
            ).fetchall()
            keys = (str(white), str(black))
            games.append(
                StoredGame(
                    str(game_id),
                    str(code),
                    str(start),
                    int(think_s),
                    int(host_side),
                    keys,
                    int(created),
                    bool(joined),
                    tuple(str(row[0]) for row in actions),
                )
            )
        return games

    def close(self) -> None:
        self._db.close()


class _Transaction:
    """BEGIN ... COMMIT, or ROLLBACK when the block raised (the connection is in autocommit
    mode, so each transaction is exactly what this encloses)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self._db.execute("ROLLBACK" if kind is not None else "COMMIT")
