"""The README's pictures come from the real scenes: the command draws all of them."""

import pygame

from seega.ui.modes import showcase
from seega.ui.shell.display import LOGICAL_SIZE


def test_every_picture_is_drawn_at_the_canvas_size(harness, tmp_path):
    context = harness.context
    made = showcase.make_pictures(tmp_path, context, harness.display, context.routes.title)
    assert [path.name for path in made] == [
        "title.jpg",
        "game.jpg",
        "how_to_play.jpg",
        "journey.jpg",
        "challenge.jpg",
        "game_arabic.jpg",
    ]
    for path in made:
        assert pygame.image.load(str(path)).get_size() == LOGICAL_SIZE


def test_the_sample_game_is_in_movement_with_captures_and_white_to_step():
    game = showcase.sample_game(showcase.InlineThinker())
    assert game.state.phase == "move" and game.state.to_move == 1
    assert sum(game.state.ate) > 0
