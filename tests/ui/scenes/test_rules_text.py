"""How-to-play pages: every example replays through the rules and shows what it is for."""

import pygame
import pytest

from seega.core import RULESETS, apply_action, legal_actions, parse_action, parse_position
from seega.core.rulesets import Blocked, CaptureShape, Chain
from seega.i18n import keys_under, set_language, tr
from seega.play.rules_text import pages
from seega.ui.scenes.how_to_play import HowToPlayScene
from tests.sweeps import EVERY_LANGUAGE

# What each blocked rule's example must show happening.
BLOCKED_SHOWS = {
    Blocked.PASSES: "passed",
    Blocked.OPPONENT_OPENS: "passed",
    Blocked.LOSES: "ended",
    Blocked.OPPONENT_REMOVES: "removed",
    Blocked.SIJA: "accepted",
}


def replay(example):
    state = parse_position(example.position)
    events = []
    for text in example.actions:
        state, happened = apply_action(state, parse_action(text, state.size))
        events += happened
    return state, [event.kind for event in events]


def captured_cells(example):
    """The names of the cells whose pieces the example's actions capture, in order."""
    state = parse_position(example.position)
    names = state.geometry.names
    taken = []
    for text in example.actions:
        state, happened = apply_action(state, parse_action(text, state.size))
        taken += [names[c] for e in happened if e.kind == "captured" for c in e.cells]
    return tuple(taken)


def all_examples(name):
    return [example for page in pages(name) for example in page.examples]


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_example_captures_what_it_says_it_shows(name):
    for example in all_examples(name):
        assert captured_cells(example) == example.captures, example


@pytest.mark.parametrize("name", list(RULESETS))
def test_the_capture_examples_are_first_steps_that_obey_the_centre_rule(name):
    """Lane's page says the first step must enter the centre: its examples do."""
    rules = RULESETS[name]
    _, _, _, first, _ = pages(name)
    for example in first.examples[:2]:
        state = parse_position(example.position)
        assert state.steps == (0, 0)  # the first step of the movement
        step = parse_action(example.actions[0], state.size)
        if rules.first_step_enters_centre:
            assert step.cells[1] == state.geometry.centre
        assert step in legal_actions(state)


def test_the_controls_page_lists_every_key():
    controls = " ".join(pages("standard")[1].paragraphs)
    for key in ("Arrows", "Enter", "Space", "Tab", "Esc", "H:", "U or Ctrl+Z", "Ctrl+Y", "E:"):
        assert key in controls
    assert "M:" in controls and "F11" in controls


def test_the_notation_has_a_page_of_its_own():
    notation = pages("sija")[2]
    said = " ".join(notation.paragraphs)
    for written in ("@e3", "b2-b3", "b2-b3xb4", "xc4", "ransom a1:b2,g7", "pass", "end"):
        assert written in said
    for written in ("offer", "accept", "refuse", "resign", "timeout"):
        assert written in said
    assert not notation.examples


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_example_replays_and_shows_its_rule(name):
    common, controls, _, first, second = pages(name)
    rules = RULESETS[name]
    placement, between = common.examples
    state, kinds = replay(placement)
    assert kinds == ["placed"] * len(placement.actions) and state.phase == "place"
    _, kinds = replay(between)
    assert "captured" not in kinds  # stepping between two enemies is safe
    capture, spared = first.examples[:2]
    assert "captured" in replay(capture)[1]
    if rules.capture is not CaptureShape.LINE:
        assert "captured" not in replay(spared)[1]
    if rules.chain is not Chain.NONE:
        assert replay(first.examples[2])[1].count("captured") == 2
    (blocked,) = second.examples
    assert BLOCKED_SHOWS[rules.blocked] in replay(blocked)[1]
    assert not controls.examples


def test_the_pages_mark_rules_added_as_safeguards():
    for name in ("traditional", "lane", "seejeh", "sija"):
        assert tr(f"howto.{name}.safeguard") in pages(name)[4].paragraphs


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_how_to_play_draws_in_every_language(harness, language):
    set_language(language)
    try:
        scene = HowToPlayScene(harness.context, "sija")
        harness.start(scene)
        visited = []
        for _ in range(len(scene.pages)):
            harness.frames(12)
            shown = [box.text for box in scene.text_boxes()]
            visited.append(scene.page)
            assert scene.pages[scene.page].title in shown  # the page's own heading is drawn
            scene.turn_page(+1)
        assert visited == list(range(len(scene.pages)))  # every page was drawn in turn
        assert tr("howto.heading.rules", rules=tr("rules.sija.name")) in {
            page.title for page in scene.pages
        }
    finally:
        set_language("en")


def test_the_controls_and_notation_pages_are_reached_by_keys(harness):
    scene = HowToPlayScene(harness.context, "standard")
    harness.start(scene)
    harness.key(pygame.K_RIGHT)  # the next page
    shown = " ".join(box.text for box in scene.text_boxes())
    assert scene.pages[scene.page].title == tr("howto.heading.controls")
    for key in keys_under("howto.keys."):
        assert tr(key).split(":")[0] in shown  # e.g. "F11", "U or Ctrl+Z"
    harness.key(pygame.K_RIGHT)
    shown = " ".join(box.text for box in scene.text_boxes())
    assert scene.pages[scene.page].title == tr("howto.heading.notation")
    assert "b2-b3xb4" in shown and "ransom a1:b2,g7" in shown
