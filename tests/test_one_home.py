"""One home for each fact (docs/architecture.md, "One home for each fact"), checked over every
module of the package:

- no module but `seega.core.players` (and the few that name levels as data: their presets,
  the ratings table, a challenge file's keys, the tools) writes a level's name: everything
  else reads the role it needs (`MASTER_LEVEL`, `LEARNING_LEVEL`...), so a longer ladder
  keeps working;
- a fact's name (a limit, a table, a role) is assigned in its home and nowhere else;
- the sides' words are tabled once (`SIDE_NAMES`, `SIDE_COLOURS`): no other table keyed by
  the sides, no `"light" if ... else "dark"`;
- the review's verdicts are words only in `seega.review.judge`;
- no module but the guarded path reads a file's text or parses JSON itself.

Each rule also runs over a small planted tree that breaks it, so a rule that cannot fail
fails its own test.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from seega.core import players
from seega.review.judge import Verdict
from tests.test_structure import PROJECT_DIR, all_modules, layer_of, planted_tree

# Modules that name levels as data: the list and its roles, each level's search preset, the
# ratings the ratings tool writes, and a challenge file's keys (which levels solve it).
LEVEL_NAMERS = {
    "seega.core.players",
    "seega.ai.presets",
    "seega.ai.ratings_table",
    "seega.challenges.schema",
}
# The tools are commands that measure chosen levels against each other.
LEVEL_NAMING_LAYERS = {"tools"}
# The roles of the levels: every name players.py gives a level.
ROLES = {
    name
    for name, value in vars(players).items()
    if name.isupper() and isinstance(value, str) and value in players.LEVELS
}
# A fact's name → the one module that assigns it.
HOMES = {
    "LEVELS": "seega.core.players",
    **dict.fromkeys(ROLES, "seega.core.players"),
    "MAX_RECORD_BYTES": "seega.core.record",
    "QUOTE_LIMIT": "seega.storage.files",
    "SHORT_QUOTE_LIMIT": "seega.storage.files",
    "MAX_NAME_TRIES": "seega.storage.files",
    "SIDE_NAMES": "seega.core.state",
    "SIDE_COLOURS": "seega.core.state",
}
SIDE_HOME = "seega.core.state"
SIDES = {"WHITE", "BLACK"}
SIDE_WORDS = {"white", "black", "light", "dark"}
VERDICT_HOME = "seega.review.judge"
# `best` and `result` also name other things (the hint's best action, a position's result).
VERDICT_WORDS = {verdict.value for verdict in Verdict} - {"best", "result"}
GUARDED_PATH = "seega.storage.files"
# The online protocol's one decoder of frames: JSON from the network, never from a file.
FRAME_DECODER = "seega.net.messages"
# Commands and the launcher read files they made themselves (a fuzz run's records, the
# requirements the first launch installs), outside the game's runtime.
OWN_FILE_LAYERS = {"tools", "launch"}
RAW_READS = {"read_text", "read_bytes"}
JSON_PARSES = {"load", "loads"}


def tree_of(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def texts(tree: ast.Module) -> Iterator[ast.Constant]:
    """Every string constant of a module but its docstrings."""
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
        ):
            yield node


def level_name_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A level's name written outside the modules that name levels as data."""
    return [
        f"{name}:{node.lineno} names the level '{node.value}'"
        for name, path in all_modules(root).items()
        if name not in LEVEL_NAMERS and layer_of(name) not in LEVEL_NAMING_LAYERS
        for node in texts(tree_of(path))
        if node.value in players.LEVELS
    ]


def assigned_names(tree: ast.Module) -> Iterator[tuple[str, int]]:
    """The names a module assigns at its top level, with their lines."""
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = [
                element
                for target in node.targets
                for element in (target.elts if isinstance(target, ast.Tuple) else [target])
            ]
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                yield target.id, node.lineno


def second_home_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A fact's name assigned outside its home."""
    return [
        f"{name}:{line} assigns {fact} (its home is {HOMES[fact]})"
        for name, path in all_modules(root).items()
        for fact, line in assigned_names(tree_of(path))
        if fact in HOMES and HOMES[fact] != name
    ]


def _is_side(node: ast.expr | None) -> bool:
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", None)
    return name in SIDES


def _is_side_word(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in SIDE_WORDS


def side_table_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A table of the sides' words keyed by the sides, or a side's word chosen by a condition,
    outside the sides' home."""
    found = []
    for name, path in all_modules(root).items():
        if name == SIDE_HOME:
            continue
        for node in ast.walk(tree_of(path)):
            # Keyed by the sides, holding their words (a position's side letters are another fact).
            if isinstance(node, ast.Dict) and node.keys and all(map(_is_side, node.keys)):
                words = all(map(_is_side_word, node.values))
                found += [f"{name}:{node.lineno} tables the sides"] if words else []
            elif isinstance(node, ast.IfExp) and all(map(_is_side_word, (node.body, node.orelse))):
                found.append(f"{name}:{node.lineno} chooses a side's word")
    return found


def verdict_word_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A verdict written as a word outside the verdicts' enum."""
    return [
        f"{name}:{node.lineno} writes the verdict '{node.value}'"
        for name, path in all_modules(root).items()
        if name != VERDICT_HOME
        for node in texts(tree_of(path))
        if node.value in VERDICT_WORDS
    ]


def raw_read_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A file's text read, or JSON parsed, anywhere but through the guarded path."""
    found = []
    for name, path in all_modules(root).items():
        if name in (GUARDED_PATH, FRAME_DECODER) or layer_of(name) in OWN_FILE_LAYERS:
            continue
        for node in ast.walk(tree_of(path)):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            owner = getattr(node.func.value, "id", None)
            if node.func.attr in RAW_READS and owner != "files":
                found.append(f"{name}:{node.lineno} reads a file's {node.func.attr[5:]} itself")
            elif node.func.attr in JSON_PARSES and owner == "json":
                found.append(f"{name}:{node.lineno} parses JSON itself")
    return found


RULES: dict[str, Callable[[Path], list[str]]] = {
    "level names": level_name_violations,
    "second homes": second_home_violations,
    "side tables": side_table_violations,
    "verdict words": verdict_word_violations,
    "raw reads": raw_read_violations,
}


@pytest.mark.parametrize("rule", sorted(RULES))
def test_each_fact_has_one_home(rule):
    assert RULES[rule](PROJECT_DIR) == []


def test_the_roles_are_read_from_the_levels_module():
    assert {"MASTER_LEVEL", "LEARNING_LEVEL", "PLACE_FOR_PERSON_LEVEL", "HINT_LEVEL"} <= ROLES


# Each rule's planted violation: (rule, file, source, what the rule must report).
PLANTED = {
    "a level's name": (
        "level names",
        "play/traces.py",
        f'LEARNING = "{players.LEVELS[0]}"\n',
        [f"seega.play.traces:1 names the level '{players.LEVELS[0]}'"],
    ),
    "a level's name in a call": (
        "level names",
        "game/match.py",
        f'def hint(ask):\n    return ask("{players.LEVELS[-1]}")\n',
        [f"seega.game.match:2 names the level '{players.LEVELS[-1]}'"],
    ),
    "a second record limit": (
        "second homes",
        "protocol/engine.py",
        "MAX_RECORD_BYTES = 1_000_000\n",
        ["seega.protocol.engine:1 assigns MAX_RECORD_BYTES (its home is seega.core.record)"],
    ),
    "a second role": (
        "second homes",
        "challenges/journey.py",
        "FIRST, MASTER_LEVEL = 1, 2\n",
        ["seega.challenges.journey:1 assigns MASTER_LEVEL (its home is seega.core.players)"],
    ),
    "a redeclared side table": (
        "second homes",
        "protocol/review.py",
        "SIDE_NAMES: dict[int, str] = {}\n",
        ["seega.protocol.review:1 assigns SIDE_NAMES (its home is seega.core.state)"],
    ),
    "a table keyed by the sides": (
        "side tables",
        "ui/play/flow.py",
        'from seega.core import BLACK, WHITE\nWORDS = {WHITE: "light", BLACK: "dark"}\n',
        ["seega.ui.play.flow:2 tables the sides"],
    ),
    "a side's word by a condition": (
        "side tables",
        "ui/scenes/pause.py",
        'def word(side, core):\n    return "dark" if side == core.BLACK else "light"\n',
        ["seega.ui.scenes.pause:2 chooses a side's word"],
    ),
    "a verdict as a word": (
        "verdict words",
        "ui/scenes/review.py",
        'def bold(judged):\n    return judged.verdict == "blunder"\n',
        ["seega.ui.scenes.review:2 writes the verdict 'blunder'"],
    ),
    "a file read and parsed by hand": (
        "raw reads",
        "review/judge.py",
        "import json\n\ndef curve(path):\n    return json.loads(path.read_text())\n",
        [
            "seega.review.judge:4 parses JSON itself",
            "seega.review.judge:4 reads a file's text itself",
        ],
    ),
    "a file's text read by hand": (
        "raw reads",
        "storage/catalogue.py",
        "def text(path):\n    return path.read_text()\n",
        ["seega.storage.catalogue:2 reads a file's text itself"],
    ),
}


@pytest.mark.parametrize("case", sorted(PLANTED))
def test_each_rule_fails_on_a_planted_violation(tmp_path, case):
    rule, file, source, expected = PLANTED[case]
    (tmp_path / "seega" / file).parent.mkdir(parents=True, exist_ok=True)
    planted = planted_tree(tmp_path, {file: source})
    assert RULES[rule](planted) == expected
