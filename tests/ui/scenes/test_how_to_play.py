"""How to play: every example replays through the rules and shows what it is for; the pages
keep their topic when the rule set changes, and the examples pause and step by keys and
buttons, slower at the slow speed."""

import pygame
import pytest

from seega.core import RULESETS, apply_action, legal_actions, parse_action, parse_position
from seega.core.rulesets import Blocked, CaptureShape, Chain
from seega.i18n import keys_under, set_language, tr
from seega.play.rules_text import page_of_topic, pages
from seega.ui.play import example_player
from seega.ui.render.widgets import OptionCycler
from seega.ui.scenes.how_to_play import HowToPlayScene, IconButton
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
    return [example for page in pages(RULESETS[name]) for example in page.examples]


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_example_captures_what_it_says_it_shows(name):
    for example in all_examples(name):
        assert captured_cells(example) == example.captures, example


@pytest.mark.parametrize("name", list(RULESETS))
def test_the_capture_examples_are_first_steps_that_obey_the_centre_rule(name):
    """Lane's page says the first step must enter the centre: its examples do."""
    rules = RULESETS[name]
    _, _, _, first, _ = pages(RULESETS[name])
    for example in first.examples[:2]:
        state = parse_position(example.position)
        assert state.steps == (0, 0)  # the first step of the movement
        step = parse_action(example.actions[0], state.size)
        if rules.first_step_enters_centre:
            assert step.cells[1] == state.geometry.centre
        assert step in legal_actions(state)


def test_the_controls_page_lists_every_key():
    controls = " ".join(pages(RULESETS["standard"])[1].paragraphs)
    for key in ("Arrows", "Enter", "Space", "Tab", "Esc", "H:", "U or Ctrl+Z", "Ctrl+Y", "E:"):
        assert key in controls
    assert "M:" in controls and "F11" in controls


def test_the_notation_has_a_page_of_its_own():
    notation = pages(RULESETS["sija"])[2]
    said = " ".join(notation.paragraphs)
    for written in ("@e3", "b2-b3", "b2-b3xb4", "xc4", "ransom a1:b2,g7", "pass", "end"):
        assert written in said
    for written in ("offer", "accept", "refuse", "resign", "timeout"):
        assert written in said
    assert not notation.examples


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_example_replays_and_shows_its_rule(name):
    common, controls, _, first, second = pages(RULESETS[name])
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
        assert tr(f"howto.{name}.safeguard") in pages(RULESETS[name])[4].paragraphs


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_how_to_play_draws_in_every_language(harness, language):
    set_language(language)
    try:
        scene = HowToPlayScene(harness.context, RULESETS["sija"])
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
    scene = HowToPlayScene(harness.context, RULESETS["standard"])
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


# How to play ------------------------------------------------------------------------------


def open_how_to_play(harness, rules="standard"):
    scene = HowToPlayScene(harness.context, RULESETS[rules])
    harness.start(scene)
    harness.frames(1)
    return scene


def change_rule_set_by_keys(harness, scene):
    """Up from the page buttons to the rule set chooser, then Right: the next rule set."""
    while not isinstance(scene.menu.focus, OptionCycler):
        harness.key(pygame.K_UP)
    harness.key(pygame.K_RIGHT)


@pytest.mark.parametrize("topic", ["notation", "rules", "more_rules"])
def test_how_to_play_keeps_its_topic_when_the_rule_set_changes(harness, topic):
    scene = open_how_to_play(harness)
    while scene.pages[scene.page].topic != topic:
        harness.key(pygame.K_PAGEDOWN)
    change_rule_set_by_keys(harness, scene)
    assert scene.rules.name != "standard"
    assert scene.pages[scene.page].topic == topic
    assert scene.page > 0


def test_a_rule_set_without_the_topic_opens_the_nearest_page(harness):
    scene = open_how_to_play(harness)
    fewer = tuple(page for page in scene.pages if page.topic != "more_rules")
    assert fewer[page_of_topic(fewer, "more_rules")].topic == "rules"
    assert fewer[page_of_topic(fewer, "controls")].topic == "controls"


def shown_board(scene):
    return scene.player.view.board


def test_the_examples_pause_and_step_back_and_forth_by_keys_and_buttons(harness):
    scene = open_how_to_play(harness)  # page 1 has examples: placement, then a step
    player = scene.player
    start = shown_board(scene)
    harness.key(pygame.K_p)
    assert player.paused
    harness.frames(200)  # 3.2 s: paused, nothing moves
    assert shown_board(scene) == start and player.steps_played == 0
    harness.key(pygame.K_PERIOD)
    assert player.steps_played == 1 and shown_board(scene) == player.state.board
    forward = next(w for w in scene.menu.widgets if getattr(w, "icon", "") == "forward")
    harness.click(forward.rect.center)
    assert player.steps_played == 2
    back = next(w for w in scene.menu.widgets if getattr(w, "icon", "") == "back")
    harness.click(back.rect.center)
    harness.key(pygame.K_COMMA)
    assert player.steps_played == 0 and shown_board(scene) == start
    harness.key(pygame.K_COMMA)  # before the first example: the last one, at its end
    assert player.index == len(player.examples) - 1
    assert player.steps_played == len(player.example.actions)
    middle = next(w for w in scene.menu.widgets if getattr(w, "icon", "") in ("play", "pause"))
    assert middle.icon == "play"
    harness.click(middle.rect.center)
    assert not player.paused and middle.icon == "pause"


def frames_until_first_step(harness, scene):
    for frame in range(1, 1000):
        harness.frames(1)
        if scene.player.steps_played:
            return (frame + 1) * 16  # opening the scene drew one frame
    raise AssertionError("the example never stepped")


def test_the_examples_step_slowly_and_slower_at_the_slow_speed(harness):
    normal = frames_until_first_step(harness, open_how_to_play(harness))
    harness.context.change_settings(animation_speed="slow")
    slow = frames_until_first_step(harness, open_how_to_play(harness))
    assert normal >= example_player.START_HOLD_MS >= 1600
    assert slow >= 1.5 * normal


def test_icon_controls_show_no_words_and_appear_only_with_examples(harness):
    scene = open_how_to_play(harness)
    icons = [w for w in scene.menu.widgets if isinstance(w, IconButton)]
    assert [w.icon for w in icons] == ["back", "pause", "forward"]
    harness.key(pygame.K_PAGEDOWN)  # the keys' page has no examples
    assert not any(isinstance(w, IconButton) for w in scene.menu.widgets)
