"""Every string fits its box at the default window size, in every language, at both text
sizes, with the real fonts: nothing is drawn outside its button, row or panel.

Scenes list their text with `text_boxes()`; add a scene to SCENES to cover it.
"""

from dataclasses import replace

import pygame
import pytest

from seega.core import RULESETS
from seega.core.players import LEVELS
from seega.game.match import Seat
from seega.i18n import LANGUAGES, keys_under, tr
from seega.storage.persistence import PEOPLE, RECENT_LIMIT, Autosave, GameResult, Statistics
from seega.ui.play import flow
from seega.ui.play.board_scene import BOARD_AREA, PANEL_RECT
from seega.ui.render.board_art import fit_layout
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.render.effects import BANNER_HEIGHT_SHARE, banner_text
from seega.ui.render.hud import (
    HudModel,
    PlayerCard,
    card_counts,
    hud_regions,
    hud_text_boxes,
)
from seega.ui.render.text import fits, fitted_paragraph, place
from seega.ui.scenes.game_over import BODY_SIZE as REASON_SIZE
from seega.ui.scenes.game_over import REASON_BAND, GameOverScene

# Private on purpose: the card lays out its reason's band with this helper; the test measures
# the very rectangle the card draws in, for every reason and language.
from seega.ui.scenes.game_over import _band as game_over_band
from seega.ui.scenes.how_to_play import TEXT_AREA, WIDE_TEXT_AREA, HowToPlayScene, page_boxes
from seega.ui.scenes.journey import JourneyScene
from seega.ui.scenes.settings import SettingsScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.routes import Routes
from seega.ui.shell import fonts
from seega.ui.shell.scene import Scene
from tests.sweeps import EVERY_LANGUAGE, LANGUAGE_AND_SIZE, TEXT_SIZES, spread
from tests.ui.scenes.fitting import label_sizes, overflows, shrunk_labels
from tests.ui.scenes.game_helpers import routed
from tests.ui.scenes.game_scenes import GAME_SCENES
from tests.ui.scenes.journey_scenes import JOURNEY_SCENES
from tests.ui.scenes.past_records import game_in_progress

SIDE_NAMES = ("light", "dark")
# Every button a dialog over the board can show.
DIALOG_BUTTONS = ("ok", "accept", "refuse", "ask_ransom", "pass")


def title_with_everything(context):
    """The title with every button (Continue too, with the line that says what it resumes)
    and a long notice showing."""
    match = game_in_progress("traditional", 9, (Seat.human(), Seat.computer("medium")), 61)
    context.storage.save_autosave(Autosave(match.save_state(), match.record_text()))
    context.notices.append(
        f"{tr('notice.file_unreadable', file='settings.json', reason='not valid JSON')} "
        f"{tr('notice.file_kept', name='settings.json.corrupt-20240517-093000')}"
    )
    actions = Routes(
        new_game=Scene,
        how_to_play=lambda rules: Scene(),
        read_save=lambda: flow.read_autosave(context),
        continue_game=lambda saved: Scene(),
        settings=Scene,
        statistics=Scene,
    )
    return TitleScene(routed(context, actions))


def settings_at_full_volume(context):
    """Settings with the widest values showing."""
    context.change_settings(sound_volume=100, music_volume=100)
    return SettingsScene(context)


def stats_showing(view, opponent="hard", asking=False):
    """The statistics in `view` with the widest rows: the longest rule set's largest board,
    a full history of games with the longest words."""

    def build(context):
        statistics = Statistics()
        for index in range(RECENT_LIMIT):
            result = ("white", "black", "draw")[index % 3]
            game = GameResult("2026-12-31", "traditional", 9, PEOPLE, result)
            statistics = statistics.with_result(game)
            level = LEVELS[index % len(LEVELS)]
            game = GameResult("2026-12-31", "traditional", 9, level, "loss")
            statistics = statistics.with_result(replace(game, size=1000))
        context.statistics = statistics.with_computer_game("medium", "draw")
        scene = StatsScene(context)
        scene.opponent, scene.rules = opponent, RULESETS["traditional"]
        scene.show_view(view)
        if asking:
            scene.ask_reset()
        return scene

    return build


def new_game_asking_to_replace(context):
    """New game over a saved game: the question before Start replaces it."""
    context.storage.save_autosave(Autosave(state={}, record=""))
    scene = GAME_SCENES["new_game"](context)
    scene.start()
    return scene


def new_game_asking_over_a_newer_save(context):
    """New game over a newer version's save: the question says it will be set aside."""
    path = context.storage.autosave.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 99}')
    scene = GAME_SCENES["new_game"](context)
    scene.start()
    assert scene.asking is not None and scene.asking.body == tr("dialog.replace.newer_body")
    return scene


SCENES = {
    "new_game_asking": new_game_asking_to_replace,
    "new_game_asking_newer": new_game_asking_over_a_newer_save,
    "title": title_with_everything,
    "settings": settings_at_full_volume,
    "stats": StatsScene,
    "stats_setups": stats_showing("setups"),
    "stats_setups_people": stats_showing("setups", PEOPLE),
    "stats_recent": stats_showing("recent"),
    "stats_rating": stats_showing("rating"),
    "stats_reset": stats_showing("totals", asking=True),
    "how_to_play": lambda context: HowToPlayScene(context, RULESETS["sija"]),
    **GAME_SCENES,
    **JOURNEY_SCENES,
}


@pytest.mark.parametrize(("name", "language", "larger_text"), spread(SCENES, LANGUAGES, TEXT_SIZES))
def test_every_string_fits_its_box(harness, name, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    scene = SCENES[name](harness.context)
    harness.start(scene)
    assert overflows(scene) == []


@pytest.mark.parametrize(("name", "language"), spread(SCENES, LANGUAGES))
def test_larger_text_never_shrinks_a_label_below_its_normal_size(harness, name, language):
    sizes = []
    for larger_text in (False, True):
        harness.context.change_settings(language=language, larger_text=larger_text)
        scene = SCENES[name](harness.context)
        harness.start(scene)
        sizes.append(label_sizes(scene))
        harness.stack.pop()
        harness.stack.apply_requests()
    assert shrunk_labels(*sizes) == []


def test_the_check_catches_text_drawn_outside_its_box(harness):
    scene = StatsScene(harness.context)
    harness.start(scene)
    back = next(w for w in scene.menu.widgets if getattr(w, "text", "") == "Back")
    back.rect.width = 60  # "Back" cannot fit a 60 px button
    assert any("'Back'" in problem for problem in overflows(scene))


def test_title_notice_wraps_instead_of_shrinking_to_nothing(harness):
    title = title_with_everything(harness.context)
    harness.start(title)
    harness.frames(1)
    lines = [box for box in title.text_boxes() if box.rect.colliderect(title.notice_rect())]
    assert len(lines) == 2 and pygame.Rect(title.notice_rect()).contains(lines[-1].rect)


@pytest.mark.parametrize(
    ("rules", "language", "larger_text"), spread(RULESETS, LANGUAGES, TEXT_SIZES)
)
def test_every_how_to_play_page_fits(harness, rules, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    problems = []
    scene = HowToPlayScene(harness.context, RULESETS[rules])
    harness.start(scene)
    for page in scene.pages:
        problems += overflows(scene)
        area = TEXT_AREA if page.examples else WIDE_TEXT_AREA
        if page_boxes(page.paragraphs, area)[-1].rect.bottom > area.bottom:
            problems.append(f"{page.title!r} runs below its area")
        scene.turn_page(+1)
    assert problems == []


def hud_models():
    """Side panel contents covering every name, turn, prompt and status text, each prompt
    with a hint in front (the longest a prompt gets)."""
    levels = [tr("hud.player.computer", level=tr(f"level.{name}")) for name in LEVELS]
    sides = [tr("hud.player.side", side=tr(f"side.{side}"), number=9) for side in SIDE_NAMES]
    yours = [tr("hud.player.you", side=tr(f"side.{side}")) for side in SIDE_NAMES]
    names = [*yours, *levels, *sides]
    turns = [tr(key) for key in keys_under("hud.turn.") + keys_under("result.")[:5]]
    phases = [tr(key) for key in keys_under("hud.phase.")]
    prompts = [tr(key) for key in keys_under("prompt.") + keys_under("hud.thinking.")]
    prefix = f"{tr('button.hint')}: g6-g7xf7xe7. "
    for index, prompt in enumerate(prompts):
        card = PlayerCard(names[index % len(names)], False, 40, 0, 39, active=True)
        other = PlayerCard(names[(index + 1) % len(names)], True, 40, 40, 0, active=False)
        yield HudModel(
            title=tr("hud.title", rules=tr("rules.traditional.name"), size=9),
            phase=phases[index % len(phases)],
            cards=(card, other),
            turn=turns[index % len(turns)],
            turn_dark=index % 2 == 0,
            prompt=f"{tr('hud.hint_wait')} {prefix}{prompt}",
            clock_ms=9_000,
            clock_running=index % 2 == 0,  # ticking, or waiting for the first step
            quiet=(99, 100),
            moves=(f"99. {tr('side.light')}  g6-g7xf7xe7 e7-e6xe5xe4",),
        )


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_side_panel_text_fits(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    bottom = PANEL_RECT.bottom - 2 * 60  # two rows of buttons
    problems = []
    for model in hud_models():
        boxes = hud_text_boxes(PANEL_RECT, model, bottom)
        problems += [box.text for box in boxes if not (fits(box) and PANEL_RECT.contains(box.rect))]
        problems += overlapping(boxes)
    assert problems == []


# A player's name on its card is never drawn smaller than this (px): a name too long for
# one line at it takes two lines instead (with larger text, two lines a little below the
# nominal size, still larger on the screen than at the normal size).
LEGIBLE_NAME_SIZE = 22


def card_names():
    """Every name a player's card shows."""
    levels = [tr("hud.player.computer", level=tr(f"level.{name}")) for name in LEVELS]
    sides = [tr("hud.player.side", side=tr(f"side.{side}"), number=2) for side in SIDE_NAMES]
    yours = [tr("hud.player.you", side=tr(f"side.{side}")) for side in SIDE_NAMES]
    return [*yours, *levels, *sides]


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_player_name_stays_legible_on_its_card(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    bottom = PANEL_RECT.bottom - 2 * 60
    too_small = []
    for name in card_names():
        card = PlayerCard(name, False, 12, 0, 12, active=True, thinking=True)
        model = HudModel("", "", (card, replace(card, active=False)), "", None, "")
        area = hud_regions(PANEL_RECT, model, bottom).cards[0]
        counts = card_counts(card)
        lines = [
            box
            for box in hud_text_boxes(PANEL_RECT, model, bottom)
            if area.contains(box.rect) and box.text != counts
        ]
        shown = " ".join(box.text for box in lines)
        assert shown.replace("·", "").split() == name.replace("·", "").split()
        too_small += [
            (box.text, px)
            for box in lines
            if (px := fonts.scaled(place(box)[0])) < LEGIBLE_NAME_SIZE
        ]
    assert too_small == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_larger_text_never_shrinks_a_side_panel_label(harness, language):
    """The names, counts, turn and clock of the panel (not the wrapped prompt or move list,
    which take more lines instead)."""
    bottom = PANEL_RECT.bottom - 2 * 60
    sizes = []
    for larger_text in (False, True):
        harness.context.change_settings(language=language, larger_text=larger_text)
        shown = {}
        for model in hud_models():
            parts = hud_regions(PANEL_RECT, model, bottom)
            labelled = [*parts.cards, parts.turn, parts.header]
            for box in hud_text_boxes(PANEL_RECT, model, bottom):
                if any(area.contains(box.rect) for area in labelled):
                    shown[box.text] = fonts.scaled(place(box)[0])
        sizes.append(shown)
    assert shrunk_labels(*sizes) == []


def overlapping(boxes):
    """Pairs of boxes that overlap (text drawn over text)."""
    return [
        f"{first.text!r} overlaps {second.text!r}"
        for index, first in enumerate(boxes)
        for second in boxes[index + 1 :]
        if first.rect.colliderect(second.rect)
    ]


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_dialog_fits_over_the_board(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    cells = {"cell": "g7", "own": "g7", "first": "f6", "second": "e5", "light": 40, "dark": 40}
    titles = [tr(key) for key in keys_under("dialog.") if key.endswith(".title")]
    bodies = [tr(key, **cells) for key in keys_under("dialog.") if not key.endswith(".title")]
    labels = sorted((tr(f"button.{name}") for name in DIALOG_BUTTONS), key=len)[-2:]
    problems = []
    for index, body in enumerate(bodies):
        choices = [Choice(label, lambda: None) for label in labels]
        dialog = Dialog(titles[index % len(titles)], body, choices, BOARD_AREA, 0)
        if not BOARD_AREA.contains(dialog.rect):
            problems.append(f"{body!r}: the dialog leaves the board")
        for box in dialog.text_boxes():
            if not (fits(box) and dialog.rect.contains(box.rect)):
                problems.append(box.text)
        problems += overlapping(dialog.text_boxes())
    assert problems == []


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_banner_over_the_board_fits_its_band(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    texts = [tr("hud.phase.placement"), tr("hud.banner.movement")]
    texts += [tr(key) for key in keys_under("hud.turn.")]
    problems = []
    for size in (5, 7, 9):
        layout = fit_layout(size, BOARD_AREA)
        band = (layout.grid_rect.width, round(layout.cell_px * BANNER_HEIGHT_SHARE))
        problems += [(size, text) for text in texts if not fits(banner_text(text, *band))]
    assert problems == []


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_reason_a_game_ended_fits_the_result(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    panel = GameOverScene._panel()  # private on purpose: the card's panel with no step offered
    band = game_over_band(panel, *REASON_BAND)
    problems = []
    for key in keys_under("result.why."):
        lines = fitted_paragraph(tr(key, limit=100), band, REASON_SIZE, (0, 0, 0), align="center")
        if lines[-1].rect.bottom > band.bottom or not all(fits(line) for line in lines):
            problems.append(key)
    assert problems == []


# A journey stage's heading keeps nearly its full size (28) in every language.
LEGIBLE_HEADING_SIZE = 26


@pytest.mark.parametrize("language", EVERY_LANGUAGE)
def test_every_journey_stage_heading_stays_large(harness, language):
    harness.context.change_settings(language=language)
    scene = JourneyScene(harness.context)
    too_small = []
    for index in range(len(scene.stages)):
        scene.chosen = index
        title = scene._info_boxes()[0]  # private on purpose: the stage card's text as laid out
        if (size := place(title)[0]) < LEGIBLE_HEADING_SIZE:
            too_small.append((title.text, size))
    assert too_small == []
