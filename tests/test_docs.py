"""The documents in docs/ keep up with the code: commands, rule sets, position fields, values.

Each list is taken from the code (the engine's command table, the rule sets, the fields
`format_position` prints), never written out here, so a new command, rule set or field that
is not documented fails a test.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from seega.core import (
    RULESETS,
    Duty,
    GameState,
    Reason,
    apply_action,
    format_position,
    legal_actions,
    new_game,
)
from seega.core import position as position_module
from seega.protocol.engine import Engine

PROJECT_DIR = Path(__file__).resolve().parent.parent
DOCS_DIR = PROJECT_DIR / "docs"
# rules.md keeps the section numbers that code comments cite (`docs/rules.md §3`).
RULES_SECTIONS = {
    1: "Common ground",
    2: "The rule sets",
    3: "Capture shapes",
    4: "Chains",
    5: "A player who cannot step",
    6: "Seejeh extras",
    7: "Sija extras",
    8: "Notation",
}
# Random games that collect the optional fields actually printed, on top of those read from
# `format_position`'s source: enough to reach chains, duties and game ends in every rule set.
GAMES_PER_RULE_SET = 6
# References that would send a reader outside the repository: absolute paths, links up out
# of docs/, and the names of the notes these documents replace. (Position strings such as
# `..W../...` contain `../`, so only a Markdown link upwards counts.)
OUTSIDE_REFERENCES = (
    r"(?<![\w.])/(work|home|tmp|root|usr)/",
    r"\]\(\.\./",
    r"\bRULES\.md\b",
    r"\bPROTOCOL\.md\b",
    r"\bPYGAME_NOTES\b",
)
MAX_ACTIONS_PER_GAME = 400


def read(name: str) -> str:
    return (DOCS_DIR / name).read_text(encoding="utf-8")


def first_table(text: str) -> list[list[str]]:
    """The cells of each row of the first Markdown table in `text`, header first."""
    rows: list[list[str]] = []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("|"):
            if rows:
                break
            continue
        if not re.fullmatch(r"\|[\s|:-]*\|", line):  # not the |---|---| line
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def first_column_words(text: str) -> set[str]:
    """The first word in code of each row's first cell, in the first table of `text`."""
    return {word for row in first_table(text) if (word := first_code_word(row[0])) is not None}


def first_code_word(cell: str) -> str | None:
    """The first word of the first `code` span of a table cell: `newgame RULESET` → newgame."""
    match = re.match(r"`([^`\s]+)", cell)
    return match.group(1) if match else None


def section(text: str, heading: str, level: str = "##") -> str:
    """The text under a heading (`## heading` by default), up to the next heading."""
    pattern = rf"^{level} {re.escape(heading)}\n(.*?)(?=^#+ |\Z)"
    match = re.search(pattern, text, re.M | re.S)
    assert match, f"no section '{level} {heading}'"
    return match.group(1)


# ---------------------------------------------------------------------------------------------
# protocol.md


def engine_commands() -> set[str]:
    # The engine's command table, private on purpose: what `handle` dispatches on, so the
    # documented commands are checked against the ones that run, not a list kept beside them.
    commands = set(Engine()._commands)
    assert commands, "the engine has no command table to check against"
    return commands


def documented_commands() -> set[str]:
    """The commands in the first column of protocol.md's table of commands."""
    return first_column_words(section(read("protocol.md"), "Commands"))


def test_every_engine_command_is_in_the_protocol_table() -> None:
    missing = engine_commands() - documented_commands()
    assert not missing, f"docs/protocol.md does not document: {sorted(missing)}"


def test_the_protocol_table_documents_no_command_the_engine_lacks() -> None:
    extra = documented_commands() - engine_commands()
    assert not extra, f"docs/protocol.md documents unknown commands: {sorted(extra)}"


def test_every_engine_command_has_its_own_heading() -> None:
    headings = re.findall(r"^### (.+)$", read("protocol.md"), re.M)
    named = {word for heading in headings for word in re.findall(r"[a-z_]+", heading)}
    missing = engine_commands() - named
    assert not missing, f"no ### heading in docs/protocol.md for: {sorted(missing)}"


def test_every_status_field_is_documented() -> None:
    answer = Engine().handle("status")
    assert answer is not None and answer.startswith("= ")
    fields = {pair.partition("=")[0] for pair in answer[2:].split()}
    documented = first_column_words(section(read("protocol.md"), "status", level="###"))
    missing = fields - documented
    assert not missing, f"status fields missing from docs/protocol.md: {sorted(missing)}"


# ---------------------------------------------------------------------------------------------
# rules.md


def test_rules_keep_the_section_numbers_the_code_cites() -> None:
    headings = re.findall(r"^## (\d+)\. (.+)$", read("rules.md"), re.M)
    found = {int(number): title for number, title in headings}
    for number, title in RULES_SECTIONS.items():
        assert found.get(number, "").startswith(title), (
            f"docs/rules.md lacks '## {number}. {title}'"
        )


@pytest.mark.parametrize("name", list(RULESETS))
def test_every_rule_set_is_a_column_of_the_rule_set_table(name: str) -> None:
    rows = first_table(section(read("rules.md"), "2. The rule sets"))
    assert rows, "docs/rules.md §2 has no table"
    header = rows[0]
    assert name in header, f"'{name}' is not a column of the table in docs/rules.md §2"


# ---------------------------------------------------------------------------------------------
# position.md


def keys_in_format_position_source() -> set[str]:
    """The keys `format_position` appends as `extras.append(("key", ...))`, read from its code
    (its file, not `inspect`: the compiled build keeps no source)."""
    module = ast.parse((PROJECT_DIR / "seega" / "core" / "position.py").read_text("utf-8"))
    tree = next(
        node
        for node in module.body
        if isinstance(node, ast.FunctionDef) and node.name == format_position.__name__
    )
    keys = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "append"
            and node.args
            and isinstance(node.args[0], ast.Tuple)
            and isinstance(node.args[0].elts[0], ast.Constant)
        ):
            keys.add(node.args[0].elts[0].value)
    return keys


def printed_keys(state: GameState) -> set[str]:
    words = format_position(state).split()[position_module.FIXED_FIELDS :]
    return {word.partition("=")[0] for word in words}


def keys_printed_in_random_games() -> set[str]:
    rng = random.Random(2025)
    keys: set[str] = set()
    for name in RULESETS:
        for _ in range(GAMES_PER_RULE_SET):
            state = new_game(name)
            for _ in range(MAX_ACTIONS_PER_GAME):
                keys |= printed_keys(state)
                actions = legal_actions(state)
                if not actions:
                    break
                state, _ = apply_action(state, rng.choice(actions), validate=False)
            keys |= printed_keys(state)
    return keys


def documented_position_keys() -> set[str]:
    return first_column_words(section(read("position.md"), "Optional fields"))


def test_format_position_source_names_its_keys() -> None:
    # Guards the reading of the source below: a rewrite of format_position must not let the
    # key check pass with nothing to check.
    assert len(keys_in_format_position_source()) >= 5


def test_every_optional_position_key_is_documented() -> None:
    emitted = keys_in_format_position_source() | keys_printed_in_random_games()
    missing = emitted - documented_position_keys()
    assert not missing, f"docs/position.md does not document the fields: {sorted(missing)}"


def test_random_games_print_only_keys_found_in_the_source() -> None:
    unexpected = keys_printed_in_random_games() - keys_in_format_position_source()
    assert not unexpected, f"keys printed but not found in format_position: {sorted(unexpected)}"


def test_every_duty_and_reason_value_is_documented() -> None:
    text = read("position.md")
    values = [f"`{duty.value}`" for duty in Duty if duty.value] + [f"`{r.value}`" for r in Reason]
    missing = [value for value in values if value not in text]
    assert not missing, f"docs/position.md does not mention: {missing}"


# ---------------------------------------------------------------------------------------------
# The documents speak of the project only


@pytest.mark.parametrize("path", sorted(DOCS_DIR.glob("*.md")), ids=lambda p: p.name)
def test_documents_name_no_path_outside_the_project(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for pattern in OUTSIDE_REFERENCES:
        assert not re.search(pattern, text), f"{path.name} matches {pattern}"
