"""Playing without a mouse: whole games from the title by keys alone, the board's cursor and
buttons, dialogs, the pause menu and the how-to-play pages."""

import random
from dataclasses import replace

import pygame
import pytest

from seega.core import Action, parse_action
from seega.core import actions as act
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import set_language, tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.how_to_play import HowToPlayScene
from seega.ui.scenes.new_game import NewGameScene
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.game_helpers import (
    board_settled,
    cell,
    click_cell,
    first_legal,
    focus_and_press,
    keys_to_cells,
    play_out,
    press,
    quick_computer,
    seeded_random,
    wait_until,
)


@pytest.fixture
def thinker(harness):
    with quick_computer(harness.context, seeded_random) as chosen:
        yield chosen


def focus_on(harness, group, label, key=pygame.K_DOWN):
    """Press `key` until the widget named `label` has the focus."""
    for _ in range(len(group.widgets) + 1):
        focused = group.focus
        if getattr(focused, "text", getattr(focused, "label", None)) == label:
            return
        press(harness, key)
    raise AssertionError(f"the focus never reached {label!r}")


def new_game_by_keys(harness):
    """From the title to the new game screen with the keyboard."""
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    title = TitleScene(harness.context)
    harness.start(title)
    focus_on(harness, title.menu, tr("menu.new_game"))
    press(harness, pygame.K_RETURN)
    assert isinstance(harness.top, NewGameScene)
    return harness.top


def start_by_keys(harness, new_game):
    focus_on(harness, new_game.menu, tr("button.start"))
    press(harness, pygame.K_RETURN)
    board = harness.top
    assert isinstance(board, BoardScene)
    return board


def test_two_players_play_a_whole_game_from_the_title_by_keyboard(harness, thinker):
    new_game = new_game_by_keys(harness)
    press(harness, pygame.K_RIGHT)  # Opponent: Computer → Two players
    board = start_by_keys(harness, new_game)
    assert board.match.is_two_player and board.match.state.size == 5
    over = play_out(harness, board, random.Random(5), by_keys=True)
    assert board.match.is_over and harness.context.statistics.two_player.games == 1
    wait_until(harness, lambda: over.elapsed_ms > 600)
    press(harness, pygame.K_ESCAPE)  # the result put away: the final board in view
    assert over.viewing_board and harness.top is over
    press(harness, pygame.K_ESCAPE)  # the result again
    assert not over.viewing_board
    focus_on(harness, over.menu, tr("button.menu"), key=pygame.K_TAB)
    press(harness, pygame.K_RETURN)  # to the title
    assert isinstance(harness.top, TitleScene)


@pytest.mark.sweep  # a whole game; the default run plays one from the title (above)
def test_a_whole_game_against_easy_by_keyboard(harness, thinker):
    new_game = new_game_by_keys(harness)
    focus_on(harness, new_game.menu, tr("newgame.level"))
    press(harness, pygame.K_RIGHT)  # Easy (a first game's) → Casual
    press(harness, pygame.K_LEFT)  # and back: the level chosen by key
    board = start_by_keys(harness, new_game)
    assert board.match.seats == (Seat.human(), Seat.computer("easy"))
    over = play_out(harness, board, random.Random(11), by_keys=True)
    assert isinstance(over, GameOverScene)
    assert harness.context.statistics.against("easy").games == 1
    assert over.menu.focus_visible and over.menu.focus.text == tr("button.play_again")
    press(harness, pygame.K_RIGHT, pygame.K_RETURN)  # the row's next button: Rematch
    assert isinstance(harness.top, BoardScene)
    assert harness.top.match.seats == (Seat.computer("easy"), Seat.human())


def two_player_board(harness, position=None, rules="standard", size=5):
    from seega.core import parse_position

    start = parse_position(position) if position else None
    seats = (Seat.human(), Seat.human())
    match = Match.new(RULESETS[rules], size, seats, InlineThinker(first_legal), start=start)
    board = BoardScene(harness.context, match)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    return board


def test_the_cursor_starts_at_the_centre_then_where_the_last_action_ended(harness, thinker):
    board = two_player_board(harness)
    press(harness, pygame.K_LEFT)
    assert board.cursor == cell("c3")  # the first arrow only shows it
    press(harness, pygame.K_LEFT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)
    assert board.match.played == [parse_action("@b1", 5)]
    wait_until(harness, lambda: board_settled(board))
    click_cell(harness, board, cell("e5"))  # the mouse hides the cursor
    assert board.cursor is None
    wait_until(harness, lambda: board_settled(board))
    press(harness, pygame.K_RETURN)
    assert board.cursor == cell("e5") and len(board.match.played) == 2


def test_tab_reaches_the_panels_buttons_and_an_arrow_comes_back(harness, thinker):
    board = two_player_board(harness)
    keys_to_cells(harness, board, [cell("a1")])
    wait_until(harness, lambda: board_settled(board))
    focus_and_press(harness, board.buttons, tr("button.undo"))
    assert board.match.played == []
    press(harness, pygame.K_RETURN)  # Enter stays with the focused button while it shows
    assert board.match.played == []
    press(harness, pygame.K_RIGHT)  # back on the board, the cursor where it was
    assert board.cursor == cell("a1") and not board.buttons.focus_visible
    press(harness, pygame.K_SPACE)
    assert board.match.played == [parse_action("@a1", 5)]


def test_a_ransom_and_its_answer_by_keys(harness, thinker):
    # Dark is shut in at the corner (sija): the dialog offers a ransom.
    position = "sija 7 ......W/......./......./......./W....../BW...../BBW.... b move 0 0 0"
    board = two_player_board(harness, position, rules="sija", size=7)
    wait_until(harness, lambda: board.dialog is not None)
    focus_and_press(harness, board.dialog.buttons, tr("button.ask_ransom"))
    assert board.session.picking_ransom
    keys_to_cells(harness, board, [cell(name, 7) for name in ("a1", "b2", "g7")])
    assert board.match.played[-1].kind == act.RANSOM
    wait_until(harness, lambda: board.dialog is not None)  # Light is asked
    press(harness, pygame.K_RIGHT, pygame.K_RETURN)  # Accept, Refuse: the arrow walks the row
    assert board.match.played[-1] == Action(act.REFUSE)


def test_h_hints_u_undoes_and_esc_pauses_with_a_keyboard_menu(harness, thinker):
    board = two_player_board(harness)
    press(harness, pygame.K_h)
    wait_until(harness, lambda: board.session.hint is not None)
    keys_to_cells(harness, board, [board.session.hint.action.cells[0]])
    wait_until(harness, lambda: board_settled(board))
    press(harness, pygame.K_u)
    assert board.match.played == []
    press(harness, pygame.K_ESCAPE)
    pause = harness.top
    assert isinstance(pause, PauseScene) and pause.menu.focus.text == tr("button.resume")
    focus_on(harness, pause.menu, tr("menu.how_to_play"))
    press(harness, pygame.K_RETURN)
    assert isinstance(harness.top, HowToPlayScene)
    press(harness, pygame.K_ESCAPE)
    focus_on(harness, pause.menu, tr("button.restart"))
    press(harness, pygame.K_RETURN)
    assert pause.asking is not None and pause.menu.focus.text == tr("button.yes")
    press(harness, pygame.K_ESCAPE)  # out of the question, then back to the game
    press(harness, pygame.K_ESCAPE)
    assert harness.top is board


@pytest.mark.parametrize("language", ["en", "ar"])
def test_how_to_play_pages_turn_with_arrows_and_page_keys(harness, language):
    set_language(language)
    try:
        scene = HowToPlayScene(harness.context, RULESETS["seejeh"])
        harness.start(scene)
        forward = pygame.K_LEFT if language == "ar" else pygame.K_RIGHT  # as a book opens
        press(harness, forward)
        assert scene.page == 1
        press(harness, pygame.K_PAGEDOWN, pygame.K_PAGEDOWN, forward)
        assert scene.page == 4 and scene.menu.focus.enabled  # Next gave the focus away
        press(harness, pygame.K_PAGEUP)
        assert scene.page == 3 and scene.rules.name == "seejeh"
        focus_on(harness, scene.menu, tr("newgame.rules"), key=pygame.K_UP)
        press(harness, forward)
        assert scene.rules.name != "seejeh" and scene.page == 3  # the same topic
    finally:
        set_language("en")
