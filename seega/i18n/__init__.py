"""Every word the player reads, in English, Spanish, Greek, Italian and Arabic.

Standard library only. `tr("menu.new_game")` gives the text for a key in the current language
(`set_language("el")`); `{name}` parameters are filled from keyword arguments:
`tr("hud.on_board", count=12)`. A key missing from a language falls back to English, and
`missing_keys(code)` lists such gaps for the tests. The tables are Python modules, one per
language (`seega/i18n/en.py` ...); keys are grouped in namespaces described in README.md.

Arabic is written right to left: `is_rtl()` tells layouts to mirror, `reading_order()`
turns a row of buttons listed in reading order into their order on screen, left to right, and
`isolated()` keeps a piece of notation one unit inside an Arabic sentence.
"""

from __future__ import annotations

import contextlib
import locale
import os
import string
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from seega.i18n import ar, el, en, es, it

LANGUAGES = ("en", "es", "el", "it", "ar")
DEFAULT_LANGUAGE = "en"
# Each language by its own name: the language menu must be readable whatever is chosen.
LANGUAGE_NAMES = {
    "en": "English",
    "es": "Español",
    "el": "Ελληνικά",
    "it": "Italiano",
    "ar": "العربية",
}
RIGHT_TO_LEFT = frozenset({"ar"})
TABLES: dict[str, Mapping[str, str]] = {
    "en": en.TEXTS,
    "es": es.TEXTS,
    "el": el.TEXTS,
    "it": it.TEXTS,
    "ar": ar.TEXTS,
}
# Windows reports locales by English name ("Spanish_Spain"), not by ISO code.
WINDOWS_LANGUAGE_NAMES = {
    "english": "en",
    "spanish": "es",
    "greek": "el",
    "italian": "it",
    "arabic": "ar",
}
# Where the system's language is read, most specific first (gettext's order).
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

T = TypeVar("T")
_current = [DEFAULT_LANGUAGE]


def set_language(code: str) -> None:
    """Speak `code` (one of LANGUAGES) from now on; ValueError for any other code."""
    if code not in TABLES:
        raise ValueError(f"unknown language {code!r}; expected one of {', '.join(LANGUAGES)}")
    _current[0] = code


def current_language() -> str:
    """The code of the language in use."""
    return _current[0]


def is_rtl() -> bool:
    """True when the current language is written right to left (layouts mirror)."""
    return _current[0] in RIGHT_TO_LEFT


# Unicode's left-to-right isolate and its end (LRI, PDI): the text between reads left to right
# as one unit, which the line around it places as a single neutral mark.
LEFT_TO_RIGHT_ISOLATE = "\u2066"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def isolated(text: str) -> str:
    """`text` (move notation, a cell, a numbered move) as one left-to-right unit in a
    right-to-left language, so that several of them in an Arabic sentence read one after
    another in the sentence's direction; unchanged in the others. The renderer honours the
    isolate and draws no mark for it."""
    if not is_rtl():
        return text
    return f"{LEFT_TO_RIGHT_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"


def tr(key: str, **params: object) -> str:
    """The text of `key` in the current language (English if the language lacks it), with
    `{name}` placeholders filled from `params`. KeyError for a key English does not have."""
    text = TABLES[_current[0]].get(key)
    if text is None:
        text = TABLES[DEFAULT_LANGUAGE].get(key)
        if text is None:
            raise KeyError(f"no text for {key!r}")
    return text.format_map(params) if params else text


def keys_under(prefix: str) -> list[str]:
    """The keys starting with `prefix`, in the order of the English table (e.g. the
    paragraphs of one how-to-play page: `keys_under("howto.sija.")`)."""
    return [key for key in TABLES[DEFAULT_LANGUAGE] if key.startswith(prefix)]


def reading_order(items: Sequence[T]) -> list[T]:
    """`items` given in reading order, as they stand on screen from left to right: reversed
    for a right-to-left language (a dialog's first choice is rightmost in Arabic)."""
    return list(reversed(items)) if is_rtl() else list(items)


def missing_keys(code: str) -> set[str]:
    """Keys English has and `code` lacks (each would show in English)."""
    return set(TABLES[DEFAULT_LANGUAGE]) - set(TABLES[code])


def extra_keys(code: str) -> set[str]:
    """Keys `code` has that English does not (never shown: a typo or a leftover)."""
    return set(TABLES[code]) - set(TABLES[DEFAULT_LANGUAGE])


def placeholders(text: str) -> set[str]:
    """The `{name}` parameters a text expects."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _code_of(locale_text: str) -> str | None:
    """The game's language in a locale name like "el_GR.UTF-8", "es:en" or "Arabic_Egypt"."""
    for entry in locale_text.split(":"):
        name = entry.strip().lower().replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
        code = WINDOWS_LANGUAGE_NAMES.get(name, name)
        if code in TABLES:
            return code
    return None


def system_language(
    environ: Mapping[str, str] | None = None,
    locale_name: Callable[[], str | None] = lambda: locale.getlocale()[0],
) -> str:
    """The system's language if the game speaks it (LANGUAGES), else English."""
    env = os.environ if environ is None else environ
    candidates = [env.get(name, "") for name in LOCALE_VARIABLES]
    with contextlib.suppress(ValueError):  # an unparsable locale string in the environment
        candidates.append(locale_name() or "")
    for name in candidates:
        code = _code_of(name)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE
