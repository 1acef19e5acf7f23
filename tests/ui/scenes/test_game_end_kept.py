"""A game keeps its own end the moment it ends: closing the window during the final animation
(before any game-over screen) loses neither the counted result nor the record."""

import pygame

from seega.core import parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.storage.archive import Archive
from seega.storage.persistence import Storage
from seega.ui.play.board_scene import BoardScene
from tests.ui.scenes.game_helpers import chooser_of

# Dark (the computer) steps a5-b5 and takes Light's last piece (c5, between b5 and d5).
DARK_WINS = "standard 5 B.WB./...../...../...../B.... b move 0 0 0"


def test_closing_the_window_during_the_final_animation_keeps_the_game(harness):
    start = parse_position(DARK_WINS)
    seats = (Seat.human(), Seat.computer("easy"))
    thinker = InlineThinker(chooser_of("a5-b5"))
    match = Match.new(RULESETS["standard"], 5, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match, saving=True)
    harness.start(board)
    for _ in range(100):
        harness.frames(1)
        if match.is_over:
            break
    assert match.is_over and board.view.busy(board.now)  # the capture is still animating
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert not harness.frames(1)  # the window closes: every scene exits
    folder = harness.context.storage.directory
    assert Storage(folder).load_statistics().value.against("easy").losses == 1
    assert len(Archive(folder).listing().games) == 1
    assert not Storage(folder).has_autosave()
