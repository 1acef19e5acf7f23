"""A hint names everything its action does and what the opponent can take after it."""

from functools import partial

import pygame
import pytest

from seega.ai.hints import Why, answered_threat, hint_reason
from seega.core import parse_action, parse_position
from seega.game.match import Seat
from seega.i18n import LANGUAGES, tr
from seega.play import narration
from seega.play.coach import Hint
from seega.ui.play.board_scene import PANEL_RECT
from seega.ui.render.hud import hud_regions
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import wait_until
from tests.ui.scenes.test_board_traces_danger_and_threats import board_for
from tests.ui.scenes.typical_review import BLUNDER, review_after_the_blunder

# Dark threatens d3-d4 taking c4; Light's c4-d4 blocks it, takes d3 as it arrives, and leaves
# Dark's b4-c4 taking d4.
BLOCKS_AND_TAKES = "standard 5 ...BW/.BW.B/WW.BW/W..W./WWW.. w move 0 0 46 steps=46,46 ate=8,2"


def test_a_hint_that_blocks_a_threat_also_says_what_it_takes_and_leaves():
    """'c4-d4 blocks it' did not say the step also takes a piece, nor what Dark takes next."""
    state = parse_position(BLOCKS_AND_TAKES)
    hint = parse_action("c4-d4", 5)
    reason = hint_reason(state, hint, None)
    threat = answered_threat(state, hint)
    assert threat is not None and reason.taken and reason.exposed is not None
    names = state.geometry.names
    line = narration.hint_line(hint, reason, 5, threat)
    _, step, taken = reason.exposed
    taken_names = ", ".join(names[cell] for cell in taken)
    assert narration.threat_line(threat, "c4-d4", 5) in line
    assert tr("hint.reason.captures", cells=names[reason.taken[0]]) in line
    assert tr("danger.step.dark", taken=taken_names, threat=step.notation(5)) in line


def test_a_hint_that_gives_a_piece_says_what_it_wins_for_it():
    state = parse_position("standard 5 WWBBW/WBBWW/BB.WW/BWWBB/BBWWB w move 0 0 0")
    hint = parse_action("d3-c3", 5)
    line = narration.hint_line(hint, hint_reason(state, hint, 0), 5)
    assert line.endswith("It gives d4, but takes c4, b4 next.")
    assert "In danger" not in line


def test_a_placement_hint_says_why_its_cell():
    state = parse_position("standard 5 ...../...../...../...../..... w place 12 12 0")
    reason = hint_reason(state, parse_action("@e5", 5), None)
    assert reason.why is Why.CORNER
    line = narration.hint_line(parse_action("@e5", 5), reason, 5)
    assert line.endswith(tr("hint.reason.corner"))
    assert line.startswith("Hint: a piece on e5.") and "@" not in line  # words, not notation


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_long_hint_fits_the_board_panel(harness, language):
    harness.context.change_settings(language=language)
    board = board_for(harness, BLOCKS_AND_TAKES)
    state = board.match.state
    hint = parse_action("c4-d4", 5)
    problems = []
    for larger in (False, True):
        harness.context.change_settings(language=language, larger_text=larger)
        reason, threat = hint_reason(state, hint, None), answered_threat(state, hint)
        board.session.show_hint(Hint(hint, partial(narration.hint_line, hint, reason, 5, threat)))
        problems += overflows(board)
    assert problems == []


def test_a_good_action_in_the_review_says_why(harness, monkeypatch):
    """A review's 'Good' said nothing; now a few words follow it, as a hint would say them."""
    scene = review_after_the_blunder(harness, monkeypatch, ("human", "computer hard"))
    said = 0
    for cursor in range(BLUNDER):
        scene.go_to(cursor)
        judged, played = scene.session.judged, scene.session.played
        if judged.verdict not in ("best", "good"):
            continue
        reason = hint_reason(scene.session.state, played.action, None)
        texts = [box.text for box in scene.text_boxes()]
        words = narration.why_words(reason, 5)
        if reason.why in (Why.BEST, Why.ONLY_ACTION):
            assert words not in texts
        else:
            assert words in texts
            said += 1
            for language in LANGUAGES:  # the longest reasons fit the info line
                for larger in (False, True):
                    harness.context.change_settings(language=language, larger_text=larger)
                    assert overflows(scene) == []
            harness.context.change_settings(language="en", larger_text=False)
    assert said > 0


def test_the_hint_leaves_the_move_list_in_view(harness):
    """A shown hint says what to do: the ordinary prompt after it made the panel's text so
    long that the move list gave way to it. H pressed, as a player would."""
    harness.context.change_settings(larger_text=True)
    board = board_for(harness, BLOCKS_AND_TAKES, seats=(Seat.human(), Seat("easy")))
    harness.key(pygame.K_h)
    wait_until(harness, lambda: board.session.hint is not None)
    harness.frames(1)
    model = board.panel_model()
    assert model.prompt == board.session.hint.words()
    assert hud_regions(PANEL_RECT, model, board.hud_bottom()).moves is not None
