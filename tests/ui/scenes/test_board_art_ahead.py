"""New game draws the chosen board's costly art ahead, a drawing a frame, so the game's
first frame does not draw it cold (it was that frame's largest part)."""

from seega.ui.play.board_scene import BOARD_AREA, banner_texts
from seega.ui.render.board_art import board_image, fit_layout
from seega.ui.render.board_view import board_backdrop, costly_art
from seega.ui.render.effects import banner_image
from seega.ui.render.pieces import piece_image, shadow_image
from seega.ui.shell.display import LOGICAL_SIZE

CACHED_ART = (board_image, board_backdrop, banner_image, piece_image, shadow_image)
# One drawing a frame: the board, two pieces, the shadow, two banners, the room around.
FRAMES_TO_DRAW = 10


def misses():
    return [drawing.cache_info().misses for drawing in CACHED_ART]


def test_new_game_draws_the_chosen_boards_art_ahead(harness):
    for drawing in CACHED_ART:
        drawing.cache_clear()
    scene = harness.context.routes.new_game()
    harness.start(scene)
    harness.frames(FRAMES_TO_DRAW)
    before = misses()
    layout = fit_layout(scene.setup.size, BOARD_AREA)  # what the game's board then draws
    for draw in costly_art(layout, harness.context.settings.piece_style, banner_texts()):
        draw()
    board_backdrop(LOGICAL_SIZE)
    assert misses() == before
