"""Text boxes: fitting, alignment by reading direction, the larger-text scale, paragraphs, and
glyphs for every translated string."""

import pygame
import pytest

from seega import i18n
from seega.i18n import LANGUAGES, TABLES
from seega.ui.render import text
from seega.ui.render.text import MIN_FONT_SIZE, TextBox, fits, ink_rect, paragraph_boxes, place
from seega.ui.shell import fonts

INK = (20, 20, 20)


@pytest.fixture(autouse=True)
def font_module():
    pygame.font.init()


# A private-use character: no font has it, so it draws the "missing glyph" box.
NOT_A_GLYPH = "\ue000"


def missing_glyphs(sample: str) -> set[str]:
    """Characters of `sample` that the face drawing them lacks (they draw the missing-glyph
    box, as a private-use character does)."""
    missing = set()
    for piece in fonts.split_runs(sample):
        for bold in (False, True):
            face = fonts.get(20, bold, fonts.ARABIC if piece.arabic_face else fonts.LATIN)
            box = pygame.image.tobytes(face.render(NOT_A_GLYPH, True, INK), "RGBA")
            for char in set(piece.text) - {" "}:
                if pygame.image.tobytes(face.render(char, True, INK), "RGBA") == box:
                    missing.add(char)
    return missing


def test_the_glyph_check_notices_a_missing_glyph():
    assert missing_glyphs("Seega 中") == {"中"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translated_text_has_its_glyphs_in_the_shipped_fonts(code):
    assert {key: missing_glyphs(t) for key, t in TABLES[code].items() if missing_glyphs(t)} == {}


def test_a_long_text_shrinks_until_it_fits():
    box = TextBox("Mostrar jugadas legales", pygame.Rect(0, 0, 200, 40), 30, INK)
    size, _ = place(box)
    assert MIN_FONT_SIZE <= size < 30 and fits(box)


def test_a_text_that_cannot_fit_even_at_the_minimum_is_reported():
    assert not fits(TextBox("Estadísticas", pygame.Rect(0, 0, 30, 40), 30, INK))


def test_an_arabic_line_is_shrunk_to_keep_its_marks_inside_a_low_box():
    box = TextBox("إظهار الحركات المسموحة", pygame.Rect(0, 0, 600, 30), 30, INK)
    assert fits(box) and place(box)[0] < 30


def test_arabic_letters_sit_in_the_middle_of_their_box():
    box = TextBox("لعبة جديدة", pygame.Rect(0, 100, 300, 60), 30, INK)
    ink = ink_rect(box)
    assert abs(ink.centery - box.rect.centery) <= 5


def test_start_alignment_follows_the_reading_direction():
    area = pygame.Rect(100, 0, 400, 50)
    box = TextBox("Ok", area, 24, INK, align="start")
    assert place(box)[1].left == area.left
    i18n.set_language("ar")
    assert place(box)[1].right == area.right
    assert place(TextBox("Ok", area, 24, INK, align="end"))[1].left == area.left


def test_larger_text_scales_every_render():
    normal = text.render("Settings", 30, INK).get_width()
    fonts.set_text_scale(fonts.LARGER_TEXT_SCALE)
    larger = text.render("Settings", 30, INK).get_width()
    assert larger / normal == pytest.approx(fonts.LARGER_TEXT_SCALE, rel=0.08)


def test_fit_together_gives_neighbours_one_size():
    boxes = [
        TextBox("Ganan oscuras", pygame.Rect(0, 0, 110, 40), 28, INK),
        TextBox("Tablas", pygame.Rect(120, 0, 110, 40), 28, INK),
    ]
    together = text.fit_together(boxes)
    sizes = {place(box)[0] for box in together}
    assert len(sizes) == 1 and all(fits(box) for box in together)


@pytest.mark.parametrize("key", ["howto.common.capture", "howto.sija.blocked"])
@pytest.mark.parametrize("code", ["en", "el", "ar"])
def test_paragraphs_wrap_to_their_width(code, key):
    i18n.set_language(code)
    area = pygame.Rect(40, 40, 420, 400)
    boxes = paragraph_boxes(i18n.tr(key), area, 22, INK)
    assert len(boxes) > 1
    assert all(fits(box) and place(box)[0] == 22 for box in boxes)  # no line shrinks alone
    assert " ".join(box.text for box in boxes) == " ".join(i18n.tr(key).split())
    assert boxes[-1].rect.bottom <= area.bottom
