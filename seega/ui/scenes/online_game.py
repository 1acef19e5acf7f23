"""A game against a person on another computer: the board as between two people at one screen
(traces, danger rings, the move list, sound), coached by `OnlineGame` (seega/ui/play/online.py):
the person plays their own side, the opponent's actions arrive from the server and animate as
the computer's do. Each match keeps its end in Past games as it ends (no autosave: the server
holds the game in progress); the game's end shows the usual result card, whose Rematch asks the
server for a new game with the colours swapped. Leaving closes the connection.
"""

from __future__ import annotations

import pygame

from seega.game.match import Match
from seega.net.events import GameShown
from seega.play.online import OnlineGame
from seega.storage.online import KeptSeat
from seega.ui.play import flow
from seega.ui.play.board_scene import BoardScene
from seega.ui.render.text import TextBox
from seega.ui.services.context import AppContext
from seega.ui.services.online import Connection
from seega.ui.shell.scene import Scene


class OnlineGameScene(Scene):
    """See the module docstring."""

    def __init__(self, context: AppContext, connection: Connection, shown: GameShown) -> None:
        super().__init__()
        self.context = context
        self.connection = connection
        self.coach = OnlineGame(connection.line, shown, flow.pace(context))
        match = self.coach.first
        match.keep_in(flow.online_ledger(context))
        self.board = BoardScene(context, match, saving=False, coach=self.coach)
        self.coach.attach(self)
        self.end_shown = False
        self.seat_kept: str | None = None  # the token kept in the data folder

    def restart(self, match: Match) -> None:
        """The server's game on the board (a resume found it elsewhere, or a rematch)."""
        match.keep_in(flow.online_ledger(self.context))
        self.board.restart(match)
        self.end_shown = self.coach.over

    def menu(self) -> None:
        """The pause menu over the game (Resign gives it up through the server)."""
        if not self.board.session.finished:
            routes = self.context.routes
            self.stack.push(routes.pause(self.board.match, False, self.board.resign))

    def enter(self) -> None:
        self.board.enter()

    def exit(self) -> None:
        self.board.exit()
        self.connection.close()

    def update(self, dt_ms: int) -> None:
        self.coach.update(dt_ms)
        self.board.update(dt_ms)
        self._keep_seat()
        if self.coach.over and not self.end_shown and not self.board.busy(self.board.now):
            self.end_shown = True
            routes = self.context.routes
            self.stack.push(routes.online_over(self.board.match, self.coach.rematch))

    def _keep_seat(self) -> None:
        """The seat kept while the game goes on (a window killed takes it back when opened
        again: Join offers it), forgotten once the game is over."""
        storage, line = self.context.storage, self.connection.line
        if self.coach.over and self.seat_kept is not None:
            self.seat_kept = None
            self.context.tell(storage.forget_seat())
        elif not self.coach.over and line.token is not None and line.token != self.seat_kept:
            self.seat_kept = line.token
            self.context.tell(storage.save_seat(KeptSeat(line.url, line.token)))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.board.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)

    def text_boxes(self) -> list[TextBox]:
        """The board's texts (fit tests read these)."""
        return self.board.text_boxes()
