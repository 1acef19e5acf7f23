"""Font choice by script, bidi run splitting, and text rendering for Latin, Greek and Arabic."""

import unicodedata

import pygame
import pytest

from seega.ui.shell import fonts
from seega.ui.shell.fonts import ARABIC, GREEK, LATIN, Piece, render_text, script_of, split_runs

INK = (20, 20, 20)


@pytest.fixture(autouse=True)
def font_module():
    pygame.font.init()


@pytest.mark.parametrize(
    ("text", "script"),
    [
        ("Seega", LATIN),
        ("Σίγκα", GREEK),
        ("سيجة", ARABIC),
        ("12 نقطة", ARABIC),  # digits are neutral: the first letter decides
        ("c3 الخانة", LATIN),
        ("«Ναι» yes", GREEK),
        ("12:30", LATIN),
        ("", LATIN),
    ],
)
def test_script_of(text, script):
    assert script_of(text) == script


def test_plain_lines_are_one_piece():
    assert split_runs("Move c3 (x2)?") == [Piece("Move c3 (x2)?", False, False)]
    assert split_runs("لعبة السيجة") == [Piece("لعبة السيجة", True, True)]


def test_numbers_and_cell_names_in_an_arabic_line_keep_their_order():
    # Logical order: "cell c3 then d4"; visually the first word is rightmost.
    assert split_runs("الخانة c3 ثم d4") == [
        Piece("d4", False, False),
        Piece(" ثم ", True, True),
        Piece("c3", False, False),
        Piece("الخانة ", True, True),
    ]


def test_a_negative_number_in_an_arabic_line_keeps_its_minus_in_front():
    assert split_runs("النقاط: -102") == [
        Piece("-102", False, False),
        Piece("النقاط: ", True, True),
    ]
    assert split_runs("a7-b7 c2-c3") == [Piece("a7-b7 c2-c3", False, False)]


def test_placements_in_an_arabic_move_list_keep_their_at_signs():
    assert split_runs("الداكن @d3 @b4") == [
        Piece("@d3 @b4", False, False),
        Piece("الداكن ", True, True),
    ]


def test_arabic_indic_digits_read_left_to_right_in_the_arabic_face():
    assert split_runs("١٢ نقطة") == [Piece(" نقطة", True, True), Piece("١٢", True, False)]


def test_brackets_in_arabic_come_from_noto_sans_shaped_right_to_left():
    assert split_runs("قطعة (12)") == [
        Piece(")", False, True),
        Piece("12", False, False),
        Piece("(", False, True),
        Piece("قطعة ", True, True),
    ]


def test_latin_words_in_brackets_inside_an_arabic_line_keep_their_brackets():
    assert split_runs("تعذرت قراءة settings.json (not valid JSON)؛ حسنًا") == [
        Piece("؛ حسنًا", True, True),
        Piece("settings.json (not valid JSON)", False, False),
        Piece("تعذرت قراءة ", True, True),
    ]


def test_arabic_in_brackets_inside_an_arabic_line_stays_right_to_left():
    assert split_runs("ملء الشاشة (F11)") == [
        Piece(")", False, True),
        Piece("F11", False, False),
        Piece("(", False, True),
        Piece("ملء الشاشة ", True, True),
    ]


def test_an_arabic_word_inside_a_latin_line():
    assert split_runs("Seega (سيجة) game") == [
        Piece("Seega (", False, False),
        Piece("سيجة", True, True),
        Piece(") game", False, False),
    ]


def test_a_vowel_mark_stays_with_its_letter():
    assert split_runs("Seega بَ 5") == [
        Piece("Seega ", False, False),
        Piece("بَ", True, True),
        Piece(" 5", False, False),
    ]


@pytest.mark.parametrize(
    "text", ["Seega", "Σίγκα", "لعبة السيجة", "الخانة c3 ثم d4", "Seega (سيجة)", "١٢ نقطة"]
)
@pytest.mark.parametrize(("bold", "display"), [(False, False), (True, False), (True, True)])
def test_render_text_draws_something_for_each_script(text, bold, display):
    surface = render_text(text, 24, INK, bold=bold, display=display)
    assert surface.get_width() > 0 and surface.get_height() > 0
    inked = surface.get_bounding_rect()  # the area with any non-transparent pixel
    assert inked.width > surface.get_width() // 2


def test_runs_are_laid_side_by_side():
    whole = render_text("الخانة c3", 24, INK).get_width()
    parts = [render_text(part, 24, INK).get_width() for part in ("الخانة ", "c3")]
    assert whole == sum(parts)


@pytest.mark.parametrize("text", ["", "\u200d"])
def test_invisible_text_is_an_empty_line_of_the_right_height(text):
    surface = render_text(text, 24, INK)
    assert surface.get_size() == (0, fonts.get(24).get_height())


def test_get_caches_and_picks_the_face_by_script():
    assert fonts.get(20) is fonts.get(20)
    assert fonts.get(20) is not fonts.get(20, bold=True)
    assert fonts.get(20, script=ARABIC) is not fonts.get(20)
    with pytest.raises(ValueError, match="unknown script"):
        fonts.get(20, script="Cyrl")


@pytest.mark.parametrize("bold", [False, True])
def test_the_arabic_face_really_draws_its_listed_punctuation(bold):
    face = pygame.font.Font(fonts.FONTS_DIR / fonts.FACE_FILES[(False, True, bold)], 24)
    missing = pygame.image.tobytes(face.render("A", True, INK), "RGBA")  # Latin: not in it
    for char in fonts.ARABIC_FACE_PUNCTUATION:
        if unicodedata.category(char) == "Cf":  # joiners: invisible, nothing to compare
            assert face.size(char)[0] == 0
            continue
        drawn = pygame.image.tobytes(face.render(char, True, INK), "RGBA")
        assert drawn != missing, f"{char!r} is not in the Arabic face"


def test_every_face_file_and_the_licence_ship():
    for file_name in set(fonts.FACE_FILES.values()):
        assert (fonts.FONTS_DIR / file_name).is_file(), file_name
    assert "SIL OPEN FONT LICENSE" in (fonts.FONTS_DIR / "OFL.txt").read_text().upper()


LRI, PDI = "\u2066", "\u2069"


def test_isolated_moves_in_an_arabic_line_read_one_after_another_from_the_right():
    line = f"بعد {LRI}@c2{PDI}: {LRI}1. @d4{PDI} {LRI}2. c4-c3{PDI}؛ يأخذ الداكن {LRI}c2{PDI}."
    pieces = split_runs(line)
    assert pieces == [
        Piece(".", True, True),
        Piece("c2", False, False),
        Piece("؛ يأخذ الداكن ", True, True),
        Piece("2. c4-c3", False, False),
        Piece(" ", True, True),
        Piece("1. @d4", False, False),
        Piece(": ", True, True),
        Piece("@c2", False, False),
        Piece("بعد ", True, True),
    ]
    # Without the isolates the numbered line is one left-to-right run: "2." would be read first.
    plain = line.replace(LRI, "").replace(PDI, "")
    assert Piece("@c2: 1. @d4 2. c4-c3", False, False) in split_runs(plain)


def test_an_isolate_is_neutral_for_the_line_direction_and_its_marks_are_not_drawn():
    assert script_of(f"{LRI}c4-c3{PDI} خطوة") == ARABIC
    assert split_runs(f"Move {LRI}c3{PDI}") == [
        Piece("Move ", False, False),
        Piece("c3", False, False),
    ]
    assert fonts.isolates(f"a{LRI}b{PDI}c{PDI}{LRI}d") == [None, 1, 1, 1, None, None, 2, 2]


def test_a_line_with_nothing_right_to_left_is_cut_as_the_full_resolution_cuts_it():
    from seega.i18n import LANGUAGES, TABLES

    texts = {text for language in LANGUAGES for text in TABLES[language].values()}
    texts |= {"", "(c3) -5 @e5", "a\u2066b\u2069c", "x « y » z", "Cell d5 · 3"}
    for text in texts:
        for rtl in (False, True):
            assert fonts.split_runs(text, rtl) == fonts.resolved_runs(text, rtl), text
