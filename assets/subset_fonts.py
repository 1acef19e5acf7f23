"""Cut the Noto fonts down to the characters the game writes, into assets/fonts/.

Not part of the game: run it by hand after changing the character ranges. It needs Debian's
`fonts-noto-core` (the source fonts) and fonttools (`pip install fonttools`).

    python3 assets/subset_fonts.py [--source /usr/share/fonts/truetype/noto]

Every OpenType layout feature is kept (GSUB/GPOS: Arabic joining forms, ligatures, mark
placement, kerning), so HarfBuzz shapes the subsets exactly as it shapes the full fonts.
Hinting instructions are kept too, for crisp small text.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

DEFAULT_SOURCE = Path("/usr/share/fonts/truetype/noto")
FONTS_DIR = Path(__file__).resolve().parent / "fonts"

# Inclusive code point ranges. Each font keeps only those of its own characters that fall here.
BASIC_LATIN = (0x0020, 0x007E)  # ASCII: letters, digits, punctuation
LATIN_1 = (0x00A0, 0x00FF)  # accented letters of Western European languages, « » × ·
GREEK = (0x0370, 0x03FF)
ARABIC = (0x0600, 0x06FF)  # letters, Arabic-Indic digits, Arabic comma and question mark
ARABIC_PRESENTATION_A = (0xFB50, 0xFDFF)
ARABIC_PRESENTATION_B = (0xFE70, 0xFEFF)
GENERAL_PUNCTUATION = (0x2000, 0x206F)  # dashes, quotes, ellipsis, bidi marks, ZWJ / ZWNJ
MINUS_SIGN = (0x2212, 0x2212)
# HarfBuzz draws a dotted circle under a mark that has no letter to sit on.
DOTTED_CIRCLE = (0x25CC, 0x25CC)

TEXT_RANGES = (BASIC_LATIN, LATIN_1, GREEK, GENERAL_PUNCTUATION, MINUS_SIGN, DOTTED_CIRCLE)
ARABIC_RANGES = (
    BASIC_LATIN,
    LATIN_1,
    ARABIC,
    ARABIC_PRESENTATION_A,
    ARABIC_PRESENTATION_B,
    GENERAL_PUNCTUATION,
    DOTTED_CIRCLE,
)

# File name -> character ranges. Same names as the sources: the subsets are
# the same fonts, with fewer characters (Noto declares no Reserved Font Name).
FONTS = {
    "NotoSans-Regular.ttf": TEXT_RANGES,
    "NotoSans-Bold.ttf": TEXT_RANGES,
    "NotoSansArabic-Regular.ttf": ARABIC_RANGES,
    "NotoSansArabic-Bold.ttf": ARABIC_RANGES,
    # Title faces: a high-contrast serif for Latin and Greek, geometric Kufic for Arabic.
    "NotoSerifDisplay-Bold.ttf": TEXT_RANGES,
    "NotoKufiArabic-Bold.ttf": ARABIC_RANGES,
}


def code_points(ranges: tuple[tuple[int, int], ...]) -> list[int]:
    return [point for first, last in ranges for point in range(first, last + 1)]


def subset_font(source: Path, target: Path, ranges: tuple[tuple[int, int], ...]) -> None:
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = True
    options.glyph_names = False
    # Keep the source's timestamps so running the script twice gives the same bytes.
    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=code_points(ranges))
    subsetter.subset(font)
    font.save(target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="Noto .ttf folder")
    args = parser.parse_args()
    FONTS_DIR.mkdir(exist_ok=True)
    for name, ranges in FONTS.items():
        target = FONTS_DIR / name
        subset_font(args.source / name, target, ranges)
        print(f"{target}: {target.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
