"""How-to-play pages: every example replays through the rules and shows what it is for."""

import pytest

from seega.core import RULESETS, apply_action, parse_action, parse_position
from seega.core.rulesets import Blocked, CaptureShape, Chain
from seega.i18n import LANGUAGES, set_language, tr
from seega.ui.scenes.how_to_play import HowToPlayScene
from seega.ui.scenes.rules_text import pages

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


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_example_replays_and_shows_its_rule(name):
    common, controls, first, second = pages(name)
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
        assert tr(f"howto.{name}.safeguard") in pages(name)[3].paragraphs


@pytest.mark.parametrize("language", LANGUAGES)
def test_how_to_play_draws_in_every_language(harness, language):
    set_language(language)
    try:
        scene = HowToPlayScene(harness.context, "sija")
        harness.start(scene)
        for _ in range(len(scene.pages)):
            harness.frames(12)
            scene.turn_page(+1)
    finally:
        set_language("en")
