"""The review shows why, with real posted events: the typical game's blunder is drawn with the
engine's answer as numbered marks and told in a sentence beside the better action; the review
numbers turns as the game does; the graph says what it shows."""

import pygame
import pytest

from seega.core import parse_action
from seega.core.line import GameLine
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.i18n import LANGUAGES, tr
from seega.play import narration
from seega.ui.render import review_art
from seega.ui.scenes import review
from seega.ui.shell import fonts
from tests.ui.scenes.fitting import overflows
from tests.ui.scenes.game_helpers import press
from tests.ui.scenes.typical_review import BLUNDER, TYPICAL, review_after_the_blunder

PLAYERS = ("computer medium", "computer hard")


@pytest.fixture
def typical_review(harness, monkeypatch):
    """The review of the typical game up to just after its blunder, complete."""
    return review_after_the_blunder(harness, monkeypatch, PLAYERS)


def test_the_blunder_is_drawn_with_its_line_and_told_in_a_sentence(harness, typical_review):
    scene = typical_review
    press(harness, pygame.K_PAGEDOWN, pygame.K_PAGEDOWN, pygame.K_RIGHT)
    assert scene.session.cursor == BLUNDER
    judged = scene.session.judged
    assert judged.verdict == "blunder" and judged.reply == ("@d4", "@d5", "c4-c3", "d4-c4")
    texts = [box.text for box in scene.text_boxes()]
    heading = f"Turn 11 of 11 · Light · {tr('review.played', action='@c2')} · Blunder"
    assert heading in texts
    assert "After @c2: 1. @d4 2. @d5 3. c4-c3 4. d4-c4; Dark takes c2." in texts
    assert any(text.endswith(tr("review.better", action="@d5")) for text in texts)
    harness.frames(1)
    surface = pygame.display.get_surface()
    layout = scene.layout
    cell = layout.cell_rect(parse_action("@d4", 5).cells[0])
    offset = round(layout.cell_px * review_art.BADGE_OFFSET_SHARE)
    badge = (cell.centerx + offset - 9, cell.centery - offset)  # the square "1" of the answer
    assert tuple(surface.get_at(badge))[:3] == review_art.PLAYED_COLOUR
    step = parse_action("d4-c4", 5)
    (x0, y0), (x1, y1) = (layout.cell_center(c) for c in step.cells)
    assert tuple(surface.get_at(((x0 + x1) // 2 - 9, (y0 + y1) // 2)))[:3] == (
        review_art.PLAYED_COLOUR
    )


def test_the_review_numbers_turns_as_the_game_does(harness, typical_review):
    scene = typical_review
    line = scene.session.line
    match = Match.new(RULESETS["standard"], 5, (Seat.human(), Seat.human()), None, start=line.start)
    for action in line.actions:
        match.play(action)
    game_lines = narration.move_lines(match)
    numbers = narration.turn_numbers(line)
    for index, (turn, opens) in enumerate(numbers):
        notation = line.played_at(index).notation
        words = game_lines[turn - 1].split()  # '11.', 'Light', '@b5', '@c2'
        assert words[0] == f"{turn}." and notation in words[2:]
        assert opens == (words[2] == notation)
    press(harness, pygame.K_HOME, pygame.K_PAGEDOWN, pygame.K_PAGEDOWN)
    rows = [box.text for box in scene.list_boxes()]
    assert "11. Light  @b5" in rows
    assert f"{review.TURN_INDENT}@c2" in rows  # the second placement, under its turn


def test_the_graph_says_what_is_up_and_where_movement_begins(harness, typical_review):
    texts = [box.text for box in typical_review.text_boxes()]
    assert tr("review.graph.sides") in texts and tr("review.graph.phase") in texts


def test_the_blunder_and_its_line_fit_in_every_language_and_text_size(harness, typical_review):
    scene = typical_review
    scene.go_to(BLUNDER)
    problems = []
    for language in LANGUAGES:
        for larger in (False, True):
            harness.context.change_settings(language=language, larger_text=larger)
            problems += overflows(scene)
    assert problems == []


def test_the_arabic_blunder_sentence_reads_its_numbered_line_in_order(harness):
    """Each move of the line is one unit, the units in the sentence's order: the first move
    rightmost, as an Arabic reader starts (the plain sentence ran "1. … 4." left to right)."""
    line = GameLine.from_record_text(TYPICAL.read_text(encoding="utf-8"))
    played = line.played_at(BLUNDER)
    reply = ("@d4", "@d5", "c4-c3", "d4-c4")
    harness.context.change_settings(language="ar")
    sentence = narration.reply_line(played.notation, played.side, played.after, reply)
    latin = [piece.text for piece in fonts.split_runs(sentence) if not piece.rtl]
    assert latin == ["4. d4-c4", "3. c4-c3", "2. @d5", "1. @d4", "c2", "@c2"]
    harness.context.change_settings(language="en")
    english = narration.reply_line(played.notation, played.side, played.after, reply)
    assert english == "After @c2: 1. @d4 2. @d5 3. c4-c3 4. d4-c4; Dark takes c2."


def test_the_arabic_numbered_line_ends_the_sentence_with_nothing_glued_to_its_last_number(
    harness,
):
    """A numbered move is a left-to-right unit, its number at its left edge: punctuation after
    the line touched the last number, which read '.4' beside the semicolon. The line now
    ends the sentence, with no mark after it."""
    line = GameLine.from_record_text(TYPICAL.read_text(encoding="utf-8"))
    played = line.played_at(BLUNDER)
    harness.context.change_settings(language="ar")
    for reply in (("@d4", "@d5", "c4-c3", "d4-c4"), ("@d4", "@d5")):  # with a capture, without
        sentence = narration.reply_line(played.notation, played.side, played.after, reply)
        pieces = fonts.split_runs(sentence)
        assert pieces[0].text == f"{len(reply)}. {reply[-1]}"  # the leftmost, alone
