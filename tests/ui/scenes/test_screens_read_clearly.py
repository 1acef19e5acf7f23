"""The screens read clearly, driven by real events: the journey counts its stars, the buttons
hold their words in every language, larger text is a real step, New game uses its room."""

from dataclasses import replace

import pygame
import pytest

from seega.challenges.journey import MAX_STARS, StageResult
from seega.core.players import LEVELS
from seega.i18n import LANGUAGES, TABLES, tr
from seega.play.hud_model import HudModel, PlayerCard
from seega.ui.play.board_scene import PANEL_RECT, BoardScene
from seega.ui.render.hud import card_counts, hud_regions, hud_text_boxes
from seega.ui.render.text import fit_together, ink_rect, place
from seega.ui.render.theme import LAPIS_DARK, shade
from seega.ui.render.widgets import Button, OptionCycler
from seega.ui.scenes.how_to_play import IconButton
from seega.ui.scenes.journey import (
    SELECTION_RING,
    STAR_RADIUS,
    STONE_RADIUS,
    JourneyScene,
    reeds,
    star_layout,
)
from seega.ui.scenes.new_game import CHOICES, NewGameScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.shell import fonts
from tests.sweeps import LANGUAGE_AND_SIZE
from tests.ui.scenes.game_helpers import board_settled, wait_until
from tests.ui.scenes.game_scenes import YOU_AND_HARD, match_from
from tests.ui.scenes.test_text_fits import SCENES

# The journey ------------------------------------------------------------------------------


def test_the_journey_shows_its_star_totals_per_chapter_and_in_all(harness):
    scene = JourneyScene(harness.context)
    harness.start(scene)
    gained = {0: 3, 1: 2, 2: 1}
    for index, stars in gained.items():
        scene.record(scene.stages[index], StageResult(stars, 1, 0))
    last = len(scene.stages) - 1
    scene.record(scene.stages[last], StageResult(3, 1, 0))
    harness.frames(1)
    chapter = [i for i, s in enumerate(scene.stages) if s.chapter == scene.stage.chapter]
    total = sum(scene.progress.stars(stage.id) for stage in scene.stages)
    in_chapter = sum(scene.progress.stars(scene.stages[i].id) for i in chapter)
    assert total == 9 and in_chapter == 6
    expected = tr(
        "journey.stars",
        stars=in_chapter,
        most=MAX_STARS * len(chapter),
        total=total,
        total_most=MAX_STARS * len(scene.stages),
    )
    assert expected in [box.text for box in scene.text_boxes()]
    harness.key(pygame.K_PAGEDOWN)  # the next chapter: none of its stars won yet
    others = [i for i, s in enumerate(scene.stages) if s.chapter == scene.stage.chapter]
    won_there = sum(scene.progress.stars(scene.stages[i].id) for i in others)
    assert won_there == (3 if last in others else 0)
    expected = tr(
        "journey.stars",
        stars=won_there,
        most=MAX_STARS * len(others),
        total=total,
        total_most=MAX_STARS * len(scene.stages),
    )
    assert expected in [box.text for box in scene.text_boxes()]


def star_rects(scene):
    """{stone: its three stars' rectangles} of the chapter on show."""
    rects = {}
    for index, centre in scene.stone_centres().items():
        radius, centres = star_layout(centre, MAX_STARS, scene.stone_room())
        rects[index] = [
            pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius) for x, y in centres
        ]
    return rects


@pytest.mark.parametrize("language", ["en", "ar"])
def test_journey_stars_are_large_and_clear_of_the_reeds_stones_and_text(harness, language):
    harness.context.change_settings(language=language)
    scene = JourneyScene(harness.context)
    harness.start(scene)
    stems = [
        pygame.Rect(min(a[0], b[0]), a[1], abs(a[0] - b[0]) + 3, b[1] - a[1]) for a, b in reeds()
    ]
    ring = STONE_RADIUS + SELECTION_RING
    problems, radii = [], []
    for chapter in scene.chapters:
        scene.choose(next(i for i, s in enumerate(scene.stages) if s.chapter == chapter))
        stones = scene.stone_centres()
        stars = star_rects(scene)
        texts = [box.rect for box in scene.text_boxes()]
        for index, rects in stars.items():
            radii.append(rects[0].width // 2)
            others = [r for other, group in stars.items() if other != index for r in group]
            for rect in rects:
                near_stone = any(
                    pygame.Vector2(rect.center).distance_to(centre) < ring + rect.width / 2
                    for centre in stones.values()
                )
                if near_stone or rect.collidelist(stems + texts + others) >= 0:
                    problems.append((chapter, index, rect))
    assert problems == [] and min(radii) >= 10
    for room in (57, 200):  # two under one, and in a row
        assert [len(star_layout((600, 300), count, room)[1]) for count in range(4)] == [0, 1, 2, 3]
    assert STAR_RADIUS >= 14  # where the stones stand apart: half again the old stars


# Buttons and headings in every language ---------------------------------------------------

# A button's words keep at least this far (px) from its left and right edges.
BUTTON_MARGIN = 12


def scene_buttons(scene):
    board = getattr(scene, "board", None)  # a lesson or a challenge draws over its board
    if board is not None:
        yield from scene_buttons(board)
    for name in ("menu", "buttons"):
        group = getattr(scene, name, None)
        for widget in group.widgets if group is not None else ():
            if isinstance(widget, Button) and not isinstance(widget, IconButton):
                yield widget


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_every_button_holds_its_words_with_a_margin(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    cramped = []
    for name, build in SCENES.items():
        scene = build(harness.context)
        harness.start(scene)
        for button in scene_buttons(scene):
            for box in button.text_boxes():
                ink = ink_rect(box)
                room = min(ink.left - button.rect.left, button.rect.right - ink.right)
                if box.text and room < BUTTON_MARGIN:
                    cramped.append(f"{name}: {box.text!r} {room} px")
        harness.stack.pop()
        harness.stack.apply_requests()
    assert cramped == []


# Statistics' column headings are drawn at least this large (px) in every language.
READABLE_HEADING_PX = 20


@pytest.mark.parametrize("larger_text", [False, True], ids=["normal", "larger"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_statistics_headings_stay_readable(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    scene = StatsScene(harness.context)
    harness.start(scene)
    small = []
    for view in ("totals", "setups", "recent", "rating"):
        scene.show_view(view)
        for rows, top, widths in scene.tables():
            headings, _, _ = scene.table_cells(rows, top, widths)
            for box in fit_together(headings):  # as drawn: a table's headings share one size
                if box.text and (px := fonts.scaled(place(box)[0])) < READABLE_HEADING_PX:
                    small.append((view, box.text, px))
    assert small == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_computer_s_name_takes_one_line_on_its_card(harness, language):
    """At the normal size (larger text takes two lines where one is too narrow)."""
    harness.context.change_settings(language=language)
    bottom = PANEL_RECT.bottom - 2 * 60  # two rows of buttons
    wrapped = []
    for level in LEVELS:
        name = tr("hud.player.computer", level=tr(f"level.{level}"))
        card = PlayerCard(name, False, 12, 0, 12, active=True, thinking=True)
        model = HudModel("", "", (card, replace(card, active=False)), "", None, "")
        area = hud_regions(PANEL_RECT, model, bottom).cards[0]
        boxes = hud_text_boxes(PANEL_RECT, model, bottom)
        lines = [b for b in boxes if area.contains(b.rect) and b.text != card_counts(card)]
        if len(lines) != 1:
            wrapped.append([line.text for line in lines])
    assert wrapped == []


def test_greek_has_one_word_for_pieces():
    greek = " ".join(text for text in TABLES["el"].values() if isinstance(text, str)).lower()
    assert "κομμάτ" in greek and "πιόν" not in greek


# Larger text ------------------------------------------------------------------------------


def coordinate_plaques(surface, layout):
    """The bounding box of the coordinates' dark plaques under the board."""
    plaque = shade(LAPIS_DARK, 0.6)
    strip = pygame.Rect(layout.outer_rect.x, layout.outer_rect.bottom, layout.outer_rect.width, 60)
    found = [
        (x, y)
        for x in range(strip.left, strip.right)
        for y in range(strip.top, min(strip.bottom, surface.get_height()))
        if tuple(surface.get_at((x, y)))[:3] == plaque
    ]
    ys = [y for _, y in found]
    return max(ys) - min(ys) + 1


def test_larger_text_is_a_real_step_and_the_coordinates_grow_with_it(harness):
    assert fonts.LARGER_TEXT_SCALE >= 1.25
    match = match_from(
        "standard 7 ......./......./......./......./......./......./....... w place 24 24 0",
        YOU_AND_HARD,
    )
    board = BoardScene(harness.context, match, saving=False)
    harness.start(board)
    wait_until(harness, lambda: board_settled(board))
    harness.frames(2)
    normal = coordinate_plaques(harness.display.canvas, board.view.layout)
    normal_px = fonts.scaled(board.view.coordinate_size())
    harness.context.change_settings(larger_text=True)  # as the pause menu's settings do
    harness.frames(2)
    larger = coordinate_plaques(harness.display.canvas, board.view.layout)
    larger_px = fonts.scaled(board.view.coordinate_size())
    assert fonts.text_scale() >= 1.25 and larger_px >= 1.2 * normal_px
    assert larger >= normal + 4  # drawn larger on the screen, not only meant to be


# New game ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("language", "larger_text"), LANGUAGE_AND_SIZE)
def test_new_game_sets_the_rule_set_and_levels_beside_the_choices(harness, language, larger_text):
    harness.context.change_settings(language=language, larger_text=larger_text)
    scene = NewGameScene(harness.context)
    harness.start(scene)
    harness.frames(1)
    rows = [w for w in scene.menu.widgets if isinstance(w, OptionCycler)]
    column = scene.form_boxes()[1:]
    assert all(row.rect.width == CHOICES.width for row in rows)
    assert column[0].rect.top == rows[0].rect.top  # side by side, from the top
    assert not any(box.rect.colliderect(row.rect) for box in column for row in rows)
    texts = [box.text for box in column]
    assert tr("level.hard") in texts and tr("newgame.rating") in texts
    # The room under the rows holds the chosen board; the column reaches as far down.
    assert scene.preview is not None
    board_bottom = scene.preview.layout.outer_rect.bottom
    assert board_bottom > rows[-1].rect.bottom
    assert column[-1].rect.bottom > (rows[-1].rect.bottom + CHOICES.bottom) // 2
