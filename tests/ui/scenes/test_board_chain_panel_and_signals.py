"""The board screen, with real posted events: a chain's piece stays chosen, the panel keeps the
counter, the clock and the move list together, text wraps at its size, a challenge names the
player's colour and says what a failed try missed, a person's think clock warns once a turn,
the backdrop's stars keep clear of the coordinates, and a stop signal saves the game first."""

import signal
from dataclasses import replace

import pygame
import pytest

from seega.core import apply_action, parse_action, parse_position
from seega.game.match import MS_PER_SECOND, Match
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.hud_model import CLOCK_LOW_S
from seega.play.referee import Status
from seega.ui.play.board_scene import BOARD_AREA, PANEL_RECT, BoardScene
from seega.ui.render import board_view
from seega.ui.render.board_art import fit_layout
from seega.ui.render.effects import BANNER_HEIGHT_SHARE, Banner, banner_text
from seega.ui.render.hud import PROMPT_SIZE, hud_regions, hud_text_boxes
from seega.ui.render.text import fits, place
from seega.ui.scenes.challenge import ChallengeScene
from seega.ui.scenes.journey import JourneyScene
from seega.ui.services.routes import StageLink
from seega.ui.shell.audio import EFFECT_NAMES
from seega.ui.shell.loop import GameLoop
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.conftest import SteadyClock
from tests.ui.scenes.game_helpers import (
    cell,
    click_cell,
    first_legal,
    play_by_clicks,
    post_click,
    press,
    quick_computer,
    show_cursor,
    wait_until,
)
from tests.ui.scenes.game_scenes import TWO_PEOPLE, match_from

# Light's c2-c3 takes b3 (with a3) and may go on: c3-c4 takes d4 (with e4).
CHAIN = "traditional 5 B..../...BW/WB.../..W../....B w move 0 0 0"
# Quiet steps are possible at once (no capture in reach).
QUIET_START = "standard 5 W...B/...../...../...../B...W w move 0 0 0"
SIJA_QUIET = "sija 7 W.....B/......./......./......./......./......./B.....W w move 0 0 0"
THINK_S = 30
QUIET_LINK = StageLink(report=lambda result: None, next_stage=lambda: None)


def board_from(harness, position, seats=TWO_PEOPLE, think_time_s=0):
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    start = parse_position(position)
    match = Match.new(
        start.rules,
        start.size,
        seats,
        InlineThinker(first_legal),
        think_time_s=think_time_s,
        start=start,
        computer_delay_ms=0,
    )
    board = BoardScene(harness.context, match, saving=False)
    harness.start(board)
    wait_until(harness, board.accepting)
    return board


def listen(monkeypatch, context):
    """The names of the effects the scene asks for, in order (each also a real effect)."""
    heard = []

    def play(name):
        assert name in EFFECT_NAMES
        heard.append(name)

    monkeypatch.setattr(context.audio, "play", play)
    return heard


# A chain's piece --------------------------------------------------------------------------


def test_a_click_on_the_chaining_piece_keeps_it_chosen(harness):
    board = board_from(harness, CHAIN)
    click_cell(harness, board, cell("c2"))
    click_cell(harness, board, cell("c3"))
    wait_until(harness, board.accepting)
    assert board.match.state.chain == cell("c3") and board.session.picker.selected == cell("c3")
    click_cell(harness, board, cell("c3"))  # the natural click on the piece that goes on
    assert board.session.picker.selected == cell("c3") and board.session.refusal_text == ""
    click_cell(harness, board, cell("c4"))
    wait_until(harness, board.accepting)
    assert board.match.state.board[cell("b3")] == 0 and board.match.state.board[cell("d4")] == 0


def test_enter_on_the_chaining_piece_keeps_it_chosen(harness):
    board = board_from(harness, CHAIN)
    click_cell(harness, board, cell("c2"))
    click_cell(harness, board, cell("c3"))
    wait_until(harness, board.accepting)
    show_cursor(harness, board)
    board.cursor = cell("c3")
    press(harness, pygame.K_RETURN)
    assert board.session.picker.selected == cell("c3") and board.session.refusal_text == ""
    press(harness, pygame.K_UP, pygame.K_RETURN)
    wait_until(harness, board.accepting)
    assert board.match.state.board[cell("d4")] == 0


def test_outside_a_chain_a_second_click_still_takes_the_choice_back(harness):
    board = board_from(harness, QUIET_START)
    click_cell(harness, board, cell("a5"))
    assert board.session.picker.selected == cell("a5")
    click_cell(harness, board, cell("a5"))
    assert board.session.picker.selected is None


# The panel: counter, clock and move list together -----------------------------------------


def panel_parts(board):
    model = board.panel_model()
    return model, hud_regions(PANEL_RECT, model, board.hud_bottom())


def test_the_counter_shows_from_the_first_quiet_step_and_the_list_stays(harness):
    board = board_from(harness, QUIET_START)
    assert board.panel_model().quiet is None
    play_by_clicks(harness, board, parse_action("a5-a4", 5))
    wait_until(harness, board.accepting)
    model, parts = panel_parts(board)
    assert model.quiet == (1, 50) and parts.quiet is not None
    for step in ("a1-a2", "a4-a3", "e5-e4"):
        play_by_clicks(harness, board, parse_action(step, 5))
        wait_until(harness, board.accepting)
    model, parts = panel_parts(board)
    assert model.quiet == (4, 50)
    assert parts.moves is not None and parts.quiet is not None
    listed = [box.text for box in hud_text_boxes(PANEL_RECT, model, board.hud_bottom())]
    assert model.moves[-1] in listed and model.moves[-2] in listed


def test_in_sija_the_clock_counter_and_list_stand_together(harness):
    board = board_from(harness, SIJA_QUIET, think_time_s=THINK_S)
    for step in ("a7-a6", "a1-a2", "a6-a5"):
        play_by_clicks(harness, board, parse_action(step, 7))
        wait_until(harness, board.accepting)
    model, parts = panel_parts(board)
    assert parts.clock is not None and parts.quiet is not None and parts.moves is not None
    assert parts.turn.contains(parts.clock)  # the side to act's time, in its turn plaque
    listed = [box.text for box in hud_text_boxes(PANEL_RECT, model, board.hud_bottom())]
    assert model.moves[-1] in listed and model.moves[-2] in listed


def test_a_stall_challenge_keeps_its_goal_the_counter_and_the_list(harness):
    journey = JourneyScene(harness.context)
    stage = next(s for s in journey.stages if s.challenge and s.challenge.goal.kind == "stall")
    with quick_computer(harness.context, first_legal):
        scene = ChallengeScene(harness.context, stage, QUIET_LINK)
        harness.start(scene)
        wait_until(harness, scene.board.accepting)
        # Private on purpose: the solution tree's turns that work from here, the referee's own.
        entry = scene.referee._node[0]
        first = parse_action(entry["play"].split()[0], scene.referee.start.size)
        play_by_clicks(harness, scene.board, first)
        wait_until(
            harness, lambda: scene.board.accepting() or scene.referee.status is not Status.PLAYING
        )
    model, parts = panel_parts(scene.board)
    assert parts.goal is not None and parts.quiet is not None
    assert parts.goal.bottom <= scene.board.hud_bottom() and not parts.goal.colliderect(parts.quiet)
    shown = [box.text for box in scene.text_boxes()]
    assert any(tr("challenge.moves_left", count=scene.referee.left) in text for text in shown)


# Text wraps at its size -------------------------------------------------------------------


def test_a_refusal_wraps_at_the_prompt_size_inside_its_frame(harness):
    board = board_from(harness, QUIET_START)
    click_cell(harness, board, cell("c3"))  # an empty cell: refused in words
    model, parts = panel_parts(board)
    assert model.refused and board.session.refusal_text
    lines = [
        box
        for box in hud_text_boxes(PANEL_RECT, model, board.hud_bottom())
        if parts.prompt.contains(box.rect)
    ]
    assert lines and all(place(box)[0] == PROMPT_SIZE for box in lines)
    assert all(parts.prompt.inflate(-8, -8).contains(box.rect) for box in lines)
    assert all(fits(box) for box in lines)


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_long_turns_wrap_in_the_move_list(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    board = board_from(harness, QUIET_START)
    long_turn = f"99. {tr('side.light')}  g6-g7xf7xe7 e7-e6xe5xe4 e4-e3xd3xc3 c3-c2xb2"
    model = replace(board.panel_model(), moves=(long_turn,))
    parts = hud_regions(PANEL_RECT, model, board.hud_bottom())
    listed = [
        box
        for box in hud_text_boxes(PANEL_RECT, model, board.hud_bottom())
        if parts.moves is not None and parts.moves.contains(box.rect)
    ]
    assert len(listed) >= 2 and all(fits(box) for box in listed)
    assert " ".join(box.text for box in listed).split() == long_turn.split()


# A challenge names the colour and says what went wrong -------------------------------------


def dark_challenge_stage(journey):
    return next(s for s in journey.stages if s.challenge and s.challenge.start_state().to_move == 2)


def test_a_stage_played_as_dark_says_so_and_names_its_opponent(harness):
    journey = JourneyScene(harness.context)
    stage = dark_challenge_stage(journey)
    with quick_computer(harness.context, first_legal):
        scene = ChallengeScene(harness.context, stage, QUIET_LINK)
        harness.start(scene)
        harness.frames(2)
    assert scene.referee.side_banner() == tr("challenge.banner.dark") == "Challenge: you play Dark"
    banners = [e.text for e in scene.board.view.effects if isinstance(e, Banner)]
    assert tr("challenge.banner.dark") in banners
    names = [card.name for card in scene.board.panel_model().cards]
    assert names == [tr("challenge.opponent"), tr("hud.player.you", side=tr("side.dark"))]


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_the_colour_banners_fit_over_every_board(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    for size in (5, 7, 9):
        layout = fit_layout(size, BOARD_AREA)
        band = (layout.grid_rect.width, round(layout.cell_px * BANNER_HEIGHT_SHARE))
        for side in ("light", "dark"):
            assert fits(banner_text(tr(f"challenge.banner.{side}"), *band))


def test_a_failed_capture_try_says_nothing_was_taken(harness):
    journey = JourneyScene(harness.context)
    stage = next(s for s in journey.stages if s.challenge and s.challenge.goal.kind == "capture")
    with quick_computer(harness.context, first_legal):
        scene = ChallengeScene(harness.context, stage, QUIET_LINK)
        harness.start(scene)
        wait_until(harness, scene.board.accepting)
        state = scene.board.match.state
        quiet = next(
            a
            for a in scene.board.match.legal_actions()
            if a.kind == "step" and not captures(state, a)
        )
        play_by_clicks(harness, scene.board, quiet)
        wait_until(harness, lambda: scene.referee.status is Status.FAILED)
    said = " ".join(box.text for box in scene.text_boxes())
    wanted = stage.challenge.goal.number
    assert tr("challenge.miss.nothing_taken", wanted=wanted) in said
    assert "No piece was taken" in said
    assert scene.board.match.state.quiet == 2  # the rules count the quiet steps...
    assert scene.board.panel_model().quiet is None  # ...but no stall can come in one move


def captures(state, action):
    return apply_action(state, action)[0].ate != state.ate


# The think clock warns ---------------------------------------------------------------------


def test_the_clock_says_it_runs_before_the_first_step(harness):
    empty = "sija 7 ......./......./......./......./......./......./....... w place 24 24 0"
    board = board_from(harness, empty, think_time_s=THINK_S)
    assert tr("hud.clock_note", seconds=THINK_S) in board.panel_model().prompt
    play_by_clicks(harness, board, board.match.legal_actions()[0])
    assert tr("hud.clock_note", seconds=THINK_S) in board.panel_model().prompt  # still placing


def test_low_time_turns_the_clock_red_and_sounds_once_a_turn(harness, monkeypatch):
    heard = listen(monkeypatch, harness.context)
    board = board_from(harness, SIJA_QUIET, think_time_s=THINK_S)
    assert tr("hud.clock_note", seconds=THINK_S) not in board.panel_model().prompt  # it runs
    frames_to_low = (THINK_S - CLOCK_LOW_S) * 10 - 5  # frames of 100 ms
    for _ in range(frames_to_low):
        harness.loop.frame(100)
    assert "low_time" not in heard
    model = board.panel_model()
    calm = [box.colour for box in hud_text_boxes(PANEL_RECT, model, 700) if ":" in box.text]
    for _ in range(10):
        harness.loop.frame(100)
    assert heard.count("low_time") == 1
    model = board.panel_model()
    assert model.clock_running and model.clock_ms <= CLOCK_LOW_S * MS_PER_SECOND
    low = [box.colour for box in hud_text_boxes(PANEL_RECT, model, 700) if ":" in box.text]
    assert calm and low and calm != low  # the digits change colour
    for _ in range(40):
        harness.loop.frame(100)
    assert heard.count("low_time") == 1  # once a turn
    play_by_clicks(harness, board, parse_action("a7-a6", 7))
    wait_until(harness, board.accepting)
    for _ in range(frames_to_low + 10):
        harness.loop.frame(100)
    assert heard.count("low_time") == 2  # the next person's turn warns again


# The room around the board ----------------------------------------------------------------

# Around each coordinate this much stays clear of the backdrop's stars (px).
CLEAR_OF_STARS_PX = 3


def board_picture(harness, size):
    hand = (size * size - 1) // 2
    position = f"standard {size} " + "/".join(["." * size] * size) + f" w place {hand} {hand} 0"
    match = match_from(position, TWO_PEOPLE)
    board = BoardScene(harness.context, match, saving=False)
    picture = pygame.Surface(harness.display.canvas.get_size())
    board.draw(picture)
    return board, picture


@pytest.mark.parametrize("size", [5, 7, 9])
def test_no_star_of_the_backdrop_touches_a_coordinate(harness, monkeypatch, size):
    board, starry = board_picture(harness, size)
    monkeypatch.setattr(board_view, "_star", lambda *args: None)
    board_view.board_backdrop.cache_clear()
    try:
        _, starless = board_picture(harness, size)
    finally:
        board_view.board_backdrop.cache_clear()
    letters, numbers = board.view.coordinate_labels()
    touched = []
    for _, rect in letters + numbers:
        around = rect.inflate(2 * CLEAR_OF_STARS_PX, 2 * CLEAR_OF_STARS_PX)
        if any(
            starry.get_at((px, py)) != starless.get_at((px, py))
            for px in range(around.left, around.right)
            for py in range(around.top, around.bottom)
        ):
            touched.append(rect.topleft)
    assert touched == []


# A stop signal mid-game --------------------------------------------------------------------


class SignallingClock(SteadyClock):
    """Frames of 16 ms; the given signal arrives during the tick of frame `at`."""

    def __init__(self, signum, at):
        self.signum, self.at, self.ticks = signum, at, 0

    def tick(self, fps):
        self.ticks += 1
        if self.ticks == self.at:
            signal.raise_signal(self.signum)
        return 16


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_mid_game_saves_the_game_first(harness, signum):
    board = board_from(harness, QUIET_START)
    board.session.saving = True
    post_click(board.view.layout.cell_center(cell("a5")))
    post_click(board.view.layout.cell_center(cell("a4")))
    loop = GameLoop(harness.stack, harness.display, SignallingClock(signum, at=3))
    loop.run(max_frames=100)
    assert harness.stack.is_empty and loop.stop_requested
    saved = harness.context.storage.load_autosave().value
    assert saved is not None and "a5-a4" in saved.record
