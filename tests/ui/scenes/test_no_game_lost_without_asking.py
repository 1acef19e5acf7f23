"""The game never loses a game without consent and says what is true: a new game over a saved
one, leaving a game with nothing played, remembered choices, resigning, the end of a game
put away to look at the board, settings from the pause menu, and the muted mark."""

from dataclasses import replace

import pygame
import pytest

from seega.core import parse_action
from seega.game.match import Seat
from seega.i18n import LANGUAGES, tr
from seega.storage.saves import Autosave
from seega.ui.play.board_scene import BoardScene
from seega.ui.render.widgets import OptionCycler
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import NewGameScene
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.settings import SettingsScene
from seega.ui.scenes.title import TitleScene
from tests.ui.scenes.game_helpers import (
    board_settled,
    first_legal,
    play_by_clicks,
    press,
    quick_computer,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.game_scenes import (
    SIJA_WIN,
    STANDARD_WIN,
    TWO_PEOPLE,
    YOU_AND_HARD,
    match_from,
)
from tests.ui.scenes.past_records import game_in_progress


@pytest.fixture(autouse=True)
def computer_picks_first_legal(harness):
    with quick_computer(harness.context, first_legal):
        yield


def open_title(harness):
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    title = TitleScene(harness.context)
    harness.start(title)
    harness.frames(60)  # the menu slides in
    return title


def open_new_game(harness):
    title = open_title(harness)
    harness.click(widget_centre(title.menu, tr("menu.new_game")))
    assert isinstance(harness.top, NewGameScene)
    return harness.top


def row(scene, label):
    return next(w for w in scene.menu.widgets if getattr(w, "label", None) == label)


def continue_enabled(title):
    return next(w for w in title.menu.widgets if w.text == tr("menu.continue")).enabled


# New game ---------------------------------------------------------------------------------


def saved_game(storage):
    """A real game in progress kept in its own save; its record's text."""
    match = game_in_progress("standard", 5, (Seat.human(), Seat.computer("easy")), 4)
    storage.saves.save(match.game_id, Autosave(match.save_state(), match.record_text()))
    return match.record_text()


def test_a_new_game_beside_a_saved_one_starts_at_once_and_keeps_it(harness, storage):
    kept = saved_game(storage)
    new_game = open_new_game(harness)
    harness.click(widget_centre(new_game.menu, tr("button.start")))
    assert isinstance(harness.top, BoardScene)  # nothing to replace: no question
    (slot,) = storage.saves.slots()
    assert storage.saves.load(slot.game_id).value.record == kept


def test_new_game_remembers_the_last_choices(harness, storage):
    new_game = open_new_game(harness)
    level = row(new_game, tr("newgame.level"))
    harness.click((level.control_rect.x + 10, level.control_rect.centery))  # Easy → Hard (round)
    opponent = row(new_game, tr("newgame.opponent"))
    harness.click((opponent.control_rect.right - 10, opponent.control_rect.centery))
    harness.click(widget_centre(new_game.menu, tr("button.start")))
    assert isinstance(harness.top, BoardScene) and harness.top.match.is_two_player
    saved = storage.load_settings(LANGUAGES, "en").value
    assert saved.last_opponent == "people"
    again = NewGameScene(harness.context)
    harness.start(again)
    assert row(again, tr("newgame.opponent")).value == "people"
    for _ in range(2):  # people → another computer → computer
        opponent = row(again, tr("newgame.opponent"))
        harness.click((opponent.control_rect.right - 10, opponent.control_rect.centery))
    assert row(again, tr("newgame.level")).value == "easy"  # the suggestion, on every visit


def test_enter_on_a_choice_starts_the_game_and_the_arrows_change_it(harness):
    new_game = open_new_game(harness)
    press(harness, pygame.K_DOWN)  # the focus on Level
    assert new_game.menu.focus.label == tr("newgame.level")
    press(harness, pygame.K_RIGHT)  # Easy (a first game's) → Casual
    press(harness, pygame.K_RETURN)
    assert isinstance(harness.top, BoardScene)
    assert harness.top.match.seats == (Seat.human(), Seat.computer("casual"))


def test_two_players_keeps_every_row_in_its_place(harness):
    """Rows that closed up made the next click, aimed at a row seen before the switch, land on
    another: the computer's rows leave their room empty instead."""
    new_game = open_new_game(harness)
    before = {w.label: w.rect.copy() for w in new_game.menu.widgets if isinstance(w, OptionCycler)}
    opponent = row(new_game, tr("newgame.opponent"))
    harness.click((opponent.control_rect.right - 10, opponent.control_rect.centery))
    rows = [w for w in new_game.menu.widgets if isinstance(w, OptionCycler)]
    assert [w.label for w in rows][:2] == [tr("newgame.opponent"), tr("newgame.rules")]
    assert [w.rect for w in rows] == [before[w.label] for w in rows]
    rules = row(new_game, tr("newgame.rules"))
    shown = rules.value
    harness.click((rules.control_rect.right - 10, rules.control_rect.centery))
    assert row(new_game, tr("newgame.rules")).value != shown  # the click changed the rules
    description = new_game.form_boxes()[1]  # beside the rows, level with the first
    assert description.rect.top == rows[0].rect.top
    assert not description.rect.colliderect(rows[0].rect)


# The pause menu ---------------------------------------------------------------------------


def board_with_pause(harness, seats=YOU_AND_HARD, play=0):
    """A new standard game with `play` of the person's actions played, the pause menu open."""
    title = open_title(harness)
    match = match_from("standard 5 ...../...../...../...../..... w place 12 12 0", seats)
    board = BoardScene(harness.context, match)
    harness.stack.push(board)
    harness.frames(2)
    for _ in range(play):
        wait_until(harness, lambda: board.accepting())
        play_by_clicks(harness, board, match.legal_actions()[0])
    wait_until(harness, lambda: board_settled(board))
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, PauseScene)
    return title, board, harness.top


def test_save_and_leave_with_nothing_played_says_nothing_is_saved(harness, storage):
    title, _, pause = board_with_pause(harness)
    harness.click(widget_centre(pause.menu, tr("button.save_leave")))
    assert pause.asking == (tr("dialog.leave.title"), tr("dialog.leave_unsaved.body"))
    harness.click(widget_centre(pause.menu, tr("button.yes")))
    assert isinstance(harness.top, TitleScene)
    assert not continue_enabled(harness.top)


def test_save_and_leave_after_an_action_leaves_at_once_and_keeps_the_game(harness, storage):
    _, _, pause = board_with_pause(harness, play=1)
    harness.click(widget_centre(pause.menu, tr("button.save_leave")))
    assert isinstance(harness.top, TitleScene)  # the button said it: no second question
    assert continue_enabled(harness.top)


def test_a_question_s_panel_is_as_tall_as_what_it_holds(harness):
    """The resign question stands in a panel that ends below its buttons, as the menu's does,
    not in the menu's tall panel left mostly empty."""
    _, _, pause = board_with_pause(harness, play=1)
    menu_foot = pause.panel().bottom - pause.menu.widgets[-1].rect.bottom
    menu_height = pause.panel().height
    harness.click(widget_centre(pause.menu, tr("button.resign")))
    assert pause.asking is not None
    assert pause.panel().bottom - pause.menu.widgets[-1].rect.bottom == menu_foot
    assert pause.panel().height < menu_height


def test_the_resign_question_defaults_to_no(harness):
    _, board, pause = board_with_pause(harness, play=1)
    harness.click(widget_centre(pause.menu, tr("button.resign")))
    assert pause.asking[0] == tr("dialog.resign.title")
    assert pause.menu.focus.text == tr("button.no")
    press(harness, pygame.K_RETURN)  # a stray Enter keeps playing
    assert pause.asking is None and not board.match.is_over


def test_between_two_people_the_resign_question_names_the_side(harness):
    _, board, pause = board_with_pause(harness, seats=TWO_PEOPLE, play=1)
    assert board.match.state.to_move == 1  # Light placed one piece and places the second
    harness.click(widget_centre(pause.menu, tr("button.resign")))
    assert pause.asking[0] == tr("dialog.resign_side.light") == "Light resigns?"


def test_the_pause_menu_opens_the_settings_and_comes_back(harness):
    _, _, pause = board_with_pause(harness)
    harness.click(widget_centre(pause.menu, tr("menu.settings")))
    assert isinstance(harness.top, SettingsScene)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is pause


# The end of a game ------------------------------------------------------------------------


def finished_game(harness, position_and_step, seats):
    """A board one step from the end; the step played by a click; the game-over screen."""
    position, step = position_and_step
    match = match_from(position, seats)
    board = BoardScene(harness.context, match, saving=False)
    harness.start(board)
    wait_until(harness, lambda: board.accepting())
    play_by_clicks(harness, board, parse_action(step, match.state.size))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    over = harness.top
    wait_until(harness, lambda: over.elapsed_ms > 600)  # the panel has popped in
    return board, over


def test_the_result_can_be_put_away_to_see_the_final_board(harness):
    open_title(harness)
    board, over = finished_game(harness, STANDARD_WIN, TWO_PEOPLE)
    harness.frames(1)
    panel_centre = over.panel().center
    with_result = harness.display.canvas.get_at(panel_centre)
    harness.click(widget_centre(over.menu, tr("button.view_board")))
    assert over.viewing_board and harness.top is over
    harness.stack.draw(harness.display.canvas)
    under = harness.display.canvas.get_at(panel_centre)
    board.draw(harness.display.canvas)
    assert under == harness.display.canvas.get_at(panel_centre) != with_result
    harness.key(pygame.K_ESCAPE)  # Esc brings the result back, never the title
    assert not over.viewing_board and harness.top is over
    harness.key(pygame.K_ESCAPE)
    assert over.viewing_board
    harness.click(widget_centre(over.bar, tr("button.menu")))
    assert isinstance(harness.top, TitleScene)


def test_the_final_board_shows_one_menu_button(harness):
    """With the result put away, the bar's Menu is the only one: the finished board's own
    buttons, all of them off, are gone from its panel."""
    open_title(harness)
    board, over = finished_game(harness, STANDARD_WIN, TWO_PEOPLE)
    harness.click(widget_centre(over.menu, tr("button.view_board")))
    harness.frames(2)
    assert board.buttons.widgets == []
    shown = [box.text for box in board.text_boxes() + over.bar.text_boxes()]
    assert shown.count(tr("button.menu")) == 1


def test_taking_every_piece_is_told_as_such(harness):
    _, over = finished_game(harness, STANDARD_WIN, YOU_AND_HARD)
    said = " ".join(box.text for box in over.text_boxes())
    assert tr("result.why.capture_all.light") == "Light took every Dark piece."
    assert "Light took every Dark piece." in said and "too few" not in said
    assert over.next_game_notes() == (tr("result.again.same"), tr("result.again.you_dark"))


def test_the_sija_one_piece_loss_is_told_as_such(harness):
    _, over = finished_game(harness, SIJA_WIN, TWO_PEOPLE)
    said = " ".join(box.text for box in over.text_boxes())
    assert tr("result.why.capture_one.light") in said
    assert over.next_game_notes()[1] == tr("result.again.people") == "Dark's player takes Light"
