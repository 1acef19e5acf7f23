"""The game screen is composed, not inherited (docs/architecture.md): no class extends the
board scene to override one of its private methods; what a lesson or a challenge adds is a
coach passed in. Checked over every module, and over a planted class that breaks the rule."""

import ast
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent.parent / "seega"
BOARD = PACKAGE_DIR / "ui" / "play" / "board_scene.py"
BOARD_CLASS = "BoardScene"


def private_methods(tree: ast.Module, class_name: str) -> set[str]:
    """The names of `class_name`'s methods that start with one underscore."""
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return {
                item.name
                for item in node.body
                if isinstance(item, ast.FunctionDef)
                and item.name.startswith("_")
                and not item.name.startswith("__")
            }
    raise AssertionError(f"no class {class_name}")


def overrides(tree: ast.Module, base: str, private: set[str]) -> list[str]:
    """'Class._method' for each method of a class extending `base` that overrides one of the
    base's private methods."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases}
        if base not in bases:
            continue
        found += [
            f"{node.name}.{item.name}"
            for item in node.body
            if isinstance(item, ast.FunctionDef) and item.name in private
        ]
    return found


def test_no_class_overrides_a_private_method_of_the_board():
    private = private_methods(ast.parse(BOARD.read_text()), BOARD_CLASS)
    assert private  # the board keeps private methods: the rule has something to guard
    found = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        found += overrides(ast.parse(path.read_text()), BOARD_CLASS, private)
    assert found == []


def test_the_rule_finds_a_planted_override():
    private = private_methods(ast.parse(BOARD.read_text()), BOARD_CLASS)
    method = sorted(private)[0]
    planted = ast.parse(
        "from seega.ui.play import board_scene\n"
        f"class Teacher(board_scene.{BOARD_CLASS}):\n"
        f"    def {method}(self, *args):\n"
        "        return None\n"
    )
    assert overrides(planted, BOARD_CLASS, private) == [f"Teacher.{method}"]
