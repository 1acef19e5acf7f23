"""Translations: every key in every language, the same placeholders, English fallback, the
current language, right-to-left order and the system's language."""

import ast
import re
from pathlib import Path

import pytest

from seega import i18n
from seega.i18n import LANGUAGES, TABLES, tr

OTHER_LANGUAGES = [code for code in LANGUAGES if code != "en"]


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_every_key_is_in_every_language_and_nothing_else(code):
    assert i18n.missing_keys(code) == set()
    assert i18n.extra_keys(code) == set()


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_placeholders_are_the_same_in_every_language(code):
    different = [
        key
        for key, english in TABLES["en"].items()
        if i18n.placeholders(TABLES[code][key]) != i18n.placeholders(english)
    ]
    assert different == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_text_is_empty_or_padded(code):
    assert [key for key, text in TABLES[code].items() if text != text.strip() or not text] == []


def test_tr_fills_parameters_in_the_current_language():
    assert tr("hud.on_board", count=12) == "On board: 12"
    i18n.set_language("es")
    assert tr("hud.on_board", count=12) == "En el tablero: 12"
    assert i18n.current_language() == "es" and not i18n.is_rtl()
    i18n.set_language("ar")
    assert tr("menu.quit") == "خروج" and i18n.is_rtl()


def test_a_missing_key_falls_back_to_english_and_is_listed(monkeypatch):
    monkeypatch.delitem(TABLES["el"], "menu.quit")
    i18n.set_language("el")
    assert tr("menu.quit") == "Quit"
    assert i18n.missing_keys("el") == {"menu.quit"}


def test_a_key_english_lacks_is_an_error():
    with pytest.raises(KeyError, match="menu.qiut"):
        tr("menu.qiut")


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="klingon"):
        i18n.set_language("klingon")
    assert i18n.current_language() == "en"


def test_language_names_are_written_in_their_own_language():
    assert set(i18n.LANGUAGE_NAMES) == set(LANGUAGES)
    assert i18n.LANGUAGE_NAMES["el"] == "Ελληνικά" and i18n.LANGUAGE_NAMES["ar"] == "العربية"


def test_reading_order_reverses_rows_for_right_to_left():
    assert i18n.reading_order(["accept", "refuse"]) == ["accept", "refuse"]
    i18n.set_language("ar")
    assert i18n.reading_order(["accept", "refuse"]) == ["refuse", "accept"]


def test_keys_under_lists_a_namespace_in_table_order():
    page = i18n.keys_under("howto.sija.")
    assert page[0] == "howto.sija.source" and "howto.sija.score" in page
    assert all(key.startswith("howto.sija.") for key in page)


@pytest.mark.parametrize("rules", ["standard", "traditional", "lane", "seejeh", "sija"])
def test_every_rule_set_has_a_name_a_summary_and_a_how_to_play_page(rules):
    for key in (f"rules.{rules}.name", f"rules.{rules}.summary", f"howto.{rules}.capture"):
        assert key in TABLES["en"]
    safeguards = [key for key in i18n.keys_under(f"howto.{rules}.") if key.endswith("safeguard")]
    # docs/rules.md §2: every rule set except standard has a stall rule that is not in its source.
    assert len(safeguards) == (0 if rules == "standard" else 1)


@pytest.mark.parametrize(
    ("env", "system", "expected"),
    [
        ({"LANG": "es_ES.UTF-8"}, None, "es"),
        ({"LC_ALL": "el_GR.UTF-8", "LANG": "it_IT"}, None, "el"),
        ({"LANGUAGE": "it:en", "LANG": "en_GB.UTF-8"}, None, "it"),
        ({"LANGUAGE": "de:ar", "LANG": "de_DE.UTF-8"}, None, "ar"),
        ({"LANG": "C.UTF-8"}, "ar_EG", "ar"),
        ({}, "Italian_Italy", "it"),
        ({}, "Greek_Greece", "el"),
        ({"LANG": "es-MX"}, None, "es"),
        ({"LANG": "de_DE.UTF-8"}, "de_DE", "en"),
        ({"LANG": "et_EE.UTF-8"}, None, "en"),  # Estonian is not Spanish
        ({}, None, "en"),
    ],
)
def test_system_language(env, system, expected):
    assert i18n.system_language(env, lambda: system) == expected


def test_system_language_survives_an_unreadable_locale():
    def broken():
        raise ValueError("unknown locale: xx")

    assert i18n.system_language({}, broken) == "en"


def test_arabic_lines_never_put_two_numbers_around_an_operator():
    """Read right to left, '240 + 4' shows as '4 + 240': a formula must keep every number
    next to words, so that it reads the same whichever way the eye goes. (A board size such
    as '7×7' reads the same both ways.)"""
    joined = re.compile(r"\d\s+[-+–×]\s+\d")
    arabic = TABLES["ar"]
    assert [key for key, text in arabic.items() if joined.search(text)] == []


# The suffixes of a sentence written once per side (`hud.turn.light`, `hud.turn.dark`): the
# code names the stem and adds the side.
SIDE_FORMS = (".light", ".dark")


def words_the_code_names(package: Path) -> tuple[set[str], set[str]]:
    """Every text constant of the code outside seega/i18n, and its f-strings as patterns: a
    placeholder stands for one segment of a key (`f"level.{level}"` names `level.easy`)."""
    literals: set[str] = set()
    patterns: set[str] = set()
    for path in package.rglob("*.py"):
        if "i18n" in path.relative_to(package).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # The text pieces of an f-string are constants too, but not whole keys.
        pieces = {
            id(part)
            for node in ast.walk(tree)
            if isinstance(node, ast.JoinedStr)
            for part in node.values
        }
        for node in ast.walk(tree):
            if id(node) in pieces:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and isinstance(node.values[0], ast.Constant):
                patterns.add("".join(_piece(part) for part in node.values))
    return literals, patterns


def _piece(part: ast.expr) -> str:
    if isinstance(part, ast.Constant) and isinstance(part.value, str):
        return re.escape(part.value)
    return "[^.]+"


def unused_keys(keys: set[str], literals: set[str], patterns: set[str]) -> set[str]:
    """The keys no code can reach: not named whole, nor by an f-string, nor under a named
    prefix (`keys_under("howto.keys.")`, or an f-string ending in a dot), nor as the side
    form of a named stem."""

    def reached(key: str) -> bool:
        stem = next((key[: -len(s)] for s in SIDE_FORMS if key.endswith(s)), None)
        return (
            key in literals
            or stem in literals
            or any(key.startswith(text) for text in literals if text.endswith("."))
            or any(
                re.fullmatch(pattern, key)
                or (stem is not None and re.fullmatch(pattern, stem))
                or (pattern.endswith(r"\.") and re.match(pattern, key))
                for pattern in patterns
            )
        )

    return {key for key in keys if not reached(key)}


def test_every_key_is_used_by_the_code():
    literals, patterns = words_the_code_names(Path(i18n.__file__).resolve().parent.parent)
    assert unused_keys(set(TABLES["en"]), literals, patterns) == set()


def test_the_unused_key_finder_finds_a_planted_key():
    literals, patterns = {"hud.turn", "menu.quit", "rules."}, {r"level\.[^.]+", r"howto\.[^.]+\."}
    keys = {"hud.turn.light", "menu.quit", "rules.standard", "level.easy", "howto.lane.step"}
    planted = {"howto.gone", "level.easy.extra"}
    assert unused_keys(keys | planted, literals, patterns) == planted
