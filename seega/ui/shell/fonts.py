"""The game's fonts, chosen by the script of the text, and text rendering with simple bidi.

pygame has no font fallback and no bidi (docs/pygame-notes.md): a font draws only its own
characters, and a line is shaped in one direction. So `render_text` chooses Noto Sans Arabic for
Arabic and Noto Sans for the rest, and cuts a mixed line into runs: Arabic runs are shaped right
to left, numbers and Latin words left to right, and the runs are laid out in bidi order (a
reduced form of the Unicode Bidirectional Algorithm that handles one level of embedding, which
is all a line of game text needs: "الخانة c3", "١٢ نقطة", "Seega (سيجة)"). Brackets are paired
first (rule N0), so "settings.json (not valid JSON)" inside an Arabic line keeps its brackets.
Left-to-right isolates (LRI ... PDI, `seega.i18n.isolated`) are honoured: what they hold reads
left to right as one unit, the line around sees that unit as a neutral, and several units in
an Arabic line follow one another right to left ("1. @d4", then "2. @d5" to its left); the
marks themselves are not drawn.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

import pygame

from seega.i18n import LEFT_TO_RIGHT_ISOLATE, POP_DIRECTIONAL_ISOLATE
from seega.storage.paths import FONTS_DIR

LATIN, GREEK, ARABIC = "Latn", "Grek", "Arab"
# (display face?, Arabic face?, bold?) -> file in assets/fonts. Display faces are for titles
# and come in bold only: Noto Serif Display for Latin and Greek, Noto Kufi Arabic for Arabic.
FACE_FILES = {
    (False, False, False): "NotoSans-Regular.ttf",
    (False, False, True): "NotoSans-Bold.ttf",
    (False, True, False): "NotoSansArabic-Regular.ttf",
    (False, True, True): "NotoSansArabic-Bold.ttf",
    (True, False, False): "NotoSerifDisplay-Bold.ttf",
    (True, False, True): "NotoSerifDisplay-Bold.ttf",
    (True, True, False): "NotoKufiArabic-Bold.ttf",
    (True, True, True): "NotoKufiArabic-Bold.ttf",
}
# Code point blocks drawn by the Arabic faces: Arabic, Arabic Supplement, Arabic Extended-A,
# and the two presentation-form blocks.
ARABIC_BLOCKS = (
    (0x0600, 0x06FF),
    (0x0750, 0x077F),
    (0x08A0, 0x08FF),
    (0xFB50, 0xFDFF),
    (0xFE70, 0xFEFF),
)
GREEK_BLOCKS = ((0x0370, 0x03FF), (0x1F00, 0x1FFF))
# What can make any part of a line read right to left: an Arabic letter, or an isolate mark. A
# line in a left-to-right paragraph with none of them is one left-to-right piece, found without
# resolving each character (most of a screen's text, and the costly part of fitting it).
RIGHT_TO_LEFT_CAUSES = re.compile(
    "["
    + "".join(f"{chr(first)}-{chr(last)}" for first, last in ARABIC_BLOCKS)
    + LEFT_TO_RIGHT_ISOLATE
    + POP_DIRECTIONAL_ISOLATE
    + "]"
)
# Written before a number to make it negative (the fonts lack U+2212, see the i18n README).
MINUS_SIGNS = frozenset("-–")
# Written before a cell in move notation: "@c3" places a piece there (docs/rules.md §8).
CELL_SIGNS = frozenset("@")
# Paired brackets (Unicode Bidi_Paired_Bracket), resolved as pairs (rule N0).
BRACKET_PAIRS = {"(": ")", "[": "]", "{": "}"}
# Punctuation that the Arabic faces draw themselves (read from their character maps), so it can
# stay inside an Arabic run; other punctuation, such as brackets and '?', comes from Noto Sans.
ARABIC_FACE_PUNCTUATION = frozenset(" !.,:-«»\u200c\u200d")

# The larger-text setting multiplies every text size by this: a step a reader notices (a
# quarter larger, the board's coordinates too) that the screens are laid out to hold at the
# default window size (the fit tests check every screen in every language at both sizes).
LARGER_TEXT_SCALE = 1.25

_cache: dict[tuple[str, int, str, bool], pygame.font.Font] = {}
_text_scale = [1.0]


def set_text_scale(scale: float) -> None:
    """Multiply the nominal text sizes of every screen by `scale` from now on."""
    if scale <= 0:
        raise ValueError("the text scale must be positive")
    _text_scale[0] = scale


def text_scale() -> float:
    """The factor from nominal text sizes to pixels (1.0, or LARGER_TEXT_SCALE)."""
    return _text_scale[0]


def scaled(size: int) -> int:
    """A nominal text size in pixels at the current text scale."""
    return max(1, round(size * _text_scale[0]))


def _in_blocks(char: str, blocks: tuple[tuple[int, int], ...]) -> bool:
    point = ord(char)
    return any(first <= point <= last for first, last in blocks)


def is_arabic(char: str) -> bool:
    """True for characters of the Arabic blocks (letters, Arabic-Indic digits, ، ؟ ...)."""
    return _in_blocks(char, ARABIC_BLOCKS)


def _is_strong_letter(char: str) -> bool:
    return char.isalpha()


def script_of(text: str) -> str:
    """The script of the first letter, "Arab", "Grek" or "Latn" ("Latn" when there is none).

    Digits and punctuation are neutral, and so is what an isolate holds (rule P2). The first
    letter also sets the line's direction."""
    for char, unit in zip(text, isolates(text), strict=True):
        if unit is None and _is_strong_letter(char):
            if is_arabic(char):
                return ARABIC
            return GREEK if _in_blocks(char, GREEK_BLOCKS) else LATIN
    return LATIN


def _load(file_name: str, size: int, script: str, rtl: bool) -> pygame.font.Font:
    # pygame Font objects carry their script and direction, so each combination gets its own
    # object; sharing one would leak an Arabic caller's settings into a Latin one.
    key = (file_name, size, script, rtl)
    font = _cache.get(key)
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(FONTS_DIR / file_name, size)
        font.set_script(script)
        font.set_direction(pygame.DIRECTION_RTL if rtl else pygame.DIRECTION_LTR)
        _cache[key] = font
    return font


def get(
    size: int, bold: bool = False, script: str = LATIN, display: bool = False
) -> pygame.font.Font:
    """The font for `script` at `size` pixels, cached; Arabic fonts come set right to left.

    `display` picks the title face. For text that may mix scripts use `render_text`.
    """
    if script not in (LATIN, GREEK, ARABIC):
        raise ValueError(f"unknown script {script!r}; expected 'Latn', 'Grek' or 'Arab'")
    arabic = script == ARABIC
    return _load(FACE_FILES[(display, arabic, bold)], size, script, rtl=arabic)


class Piece(NamedTuple):
    """A stretch of text shaped in one go: one face, one direction."""

    text: str
    arabic_face: bool
    rtl: bool


def _direction(char: str) -> bool | None:
    """True for right-to-left letters, False for left-to-right letters and all digits (numbers
    read left to right even in Arabic), None for neutrals (spaces, punctuation)."""
    if char.isdigit():
        return False
    if _is_strong_letter(char):
        return is_arabic(char)
    return None


def _bracket_pairs(text: str) -> list[tuple[int, int]]:
    """(opening, closing) positions of matched brackets, by opening position (rule BD16)."""
    pairs, stack = [], []
    for index, char in enumerate(text):
        if char in BRACKET_PAIRS:
            stack.append(index)
        elif char in BRACKET_PAIRS.values():
            for depth in range(len(stack) - 1, -1, -1):
                if BRACKET_PAIRS[text[stack[depth]]] == char:
                    pairs.append((stack[depth], index))
                    del stack[depth:]
                    break
    return sorted(pairs)


def _resolve_brackets(text: str, strong: list[bool | None], paragraph_rtl: bool) -> None:
    """Give each bracket pair one direction (rule N0): the line's if the brackets hold text of
    that direction; else the direction inside, when the text before the pair has it too."""
    for opening, closing in _bracket_pairs(text):
        inside = {d for d in strong[opening + 1 : closing] if d is not None}
        if not inside:
            continue
        before = next((d for d in reversed(strong[:opening]) if d is not None), paragraph_rtl)
        if paragraph_rtl in inside or before == paragraph_rtl:
            strong[opening] = strong[closing] = paragraph_rtl
        else:
            strong[opening] = strong[closing] = not paragraph_rtl


def _mark_prefix_signs(text: str, strong: list[bool | None]) -> None:
    """A sign that starts a left-to-right word reads with it: a minus before a number, "@"
    before a cell ("-102" and "@c3" inside an Arabic line, not "102-" and "c3@"). A hyphen
    between letters or digits, as in "c2-c3", is left alone."""
    for index, char in enumerate(text[:-1]):
        following = strong[index + 1]
        starts_number = char in MINUS_SIGNS and text[index + 1].isdigit()
        starts_cell = char in CELL_SIGNS and following is False
        if (starts_number or starts_cell) and (index == 0 or not text[index - 1].isalnum()):
            strong[index] = False


def isolates(text: str) -> list[int | None]:
    """For each character, the number (from 1) of the left-to-right isolate it is part of, its
    marks included; None outside one. An isolate left open runs to the end of the line; a
    closing mark with none open, or an opening one inside an isolate, is part of no pair."""
    units: list[int | None] = []
    if LEFT_TO_RIGHT_ISOLATE not in text:  # the common case: nothing to track
        return [None] * len(text)
    current: int | None = None
    opened = 0
    for char in text:
        if char == LEFT_TO_RIGHT_ISOLATE and current is None:
            opened += 1
            current = opened
            units.append(current)
        elif char == POP_DIRECTIONAL_ISOLATE and current is not None:
            units.append(current)
            current = None
        else:
            units.append(current)
    return units


def _resolve_directions(text: str, paragraph_rtl: bool) -> list[bool]:
    """Each character's direction: an isolate's left to right (its Arabic letters aside) and
    neutral to the text around it; brackets by pairs, signs with the words they start, then a
    neutral takes the direction of the strong characters on both sides when they agree, else
    the line's (rules N0-N2, simplified)."""
    units = isolates(text)
    strong = [None if unit else _direction(char) for char, unit in zip(text, units, strict=True)]
    _resolve_brackets(text, strong, paragraph_rtl)
    _mark_prefix_signs(text, strong)
    resolved: list[bool] = []
    for index, direction in enumerate(strong):
        if units[index]:
            resolved.append(_direction(text[index]) is True)
        elif resolved and unicodedata.category(text[index]) == "Mn":
            # A combining mark (an Arabic vowel sign) stays with its letter (rule W1).
            resolved.append(resolved[-1])
        elif direction is not None:
            resolved.append(direction)
        else:
            before = next((d for d in reversed(strong[:index]) if d is not None), paragraph_rtl)
            after = next((d for d in strong[index + 1 :] if d is not None), paragraph_rtl)
            resolved.append(before if before == after else paragraph_rtl)
    return resolved


def _uses_arabic_face(char: str, rtl: bool) -> bool:
    return is_arabic(char) or (rtl and char in ARABIC_FACE_PUNCTUATION)


def split_runs(text: str, paragraph_rtl: bool | None = None) -> list[Piece]:
    """`text` cut into pieces in visual order, left to right. The line reads right to left
    if its first letter is Arabic, unless `paragraph_rtl` says otherwise (a wrapped line takes
    the direction of its whole paragraph)."""
    if paragraph_rtl is None:
        paragraph_rtl = script_of(text) == ARABIC
    if not paragraph_rtl and RIGHT_TO_LEFT_CAUSES.search(text) is None:
        return [Piece(text, False, False)] if text else []
    return resolved_runs(text, paragraph_rtl)


def resolved_runs(text: str, paragraph_rtl: bool) -> list[Piece]:
    """`split_runs` worked out character by character, whatever the text holds."""
    directions = _resolve_directions(text, paragraph_rtl)
    # Pieces in logical order, each with the isolate it belongs to (None: none).
    logical: list[tuple[Piece, int | None]] = []
    for char, rtl, unit in zip(text, directions, isolates(text), strict=True):
        if char in (LEFT_TO_RIGHT_ISOLATE, POP_DIRECTIONAL_ISOLATE):
            continue  # honoured above, never drawn
        arabic_face = _uses_arabic_face(char, rtl)
        if logical and (logical[-1][0].arabic_face, logical[-1][0].rtl, logical[-1][1]) == (
            arabic_face,
            rtl,
            unit,
        ):
            last = logical[-1][0]
            logical[-1] = (last._replace(text=last.text + char), unit)
        else:
            logical.append((Piece(char, arabic_face, rtl), unit))
    # Group pieces of one direction (an isolate is a group of its own); a right-to-left group
    # shows its pieces in reverse.
    groups: list[list[Piece]] = []
    keys: list[tuple[bool, int | None]] = []
    for piece, unit in logical:
        key = (piece.rtl, unit)
        if groups and keys[-1] == key:
            groups[-1].append(piece)
        else:
            groups.append([piece])
            keys.append(key)
    if paragraph_rtl:
        groups.reverse()
    return [piece for group in groups for piece in (reversed(group) if group[0].rtl else group)]


def _piece_font(piece: Piece, size: int, bold: bool, display: bool) -> pygame.font.Font:
    script = ARABIC if piece.arabic_face else script_of(piece.text)
    file_name = FACE_FILES[(display, piece.arabic_face, bold)]
    return _load(file_name, size, script, piece.rtl)


def render_text(
    text: str,
    size: int,
    colour: pygame.typing.ColorLike,
    bold: bool = False,
    display: bool = False,
    paragraph_rtl: bool | None = None,
) -> pygame.Surface:
    """`text` drawn antialiased on a transparent surface, each run in the right font and
    direction, the runs on one baseline. `display` uses the title faces; `paragraph_rtl`
    as in `split_runs`."""
    rendered = []
    for piece in split_runs(text, paragraph_rtl):
        font = _piece_font(piece, size, bold, display)
        # pygame refuses to render invisible text (a lone zero-width joiner): skip it.
        if font.size(piece.text)[0] > 0:
            rendered.append((font.render(piece.text, True, colour), font.get_ascent()))
    if not rendered:
        return pygame.Surface((0, get(size, bold, display=display).get_height()), pygame.SRCALPHA)
    baseline = max(ascent for _, ascent in rendered)
    width = sum(surface.get_width() for surface, _ in rendered)
    height = max(baseline - ascent + surface.get_height() for surface, ascent in rendered)
    line = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for surface, ascent in rendered:
        line.blit(surface, (x, baseline - ascent))
        x += surface.get_width()
    return line
