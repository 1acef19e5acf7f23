"""Every numeric option of every command is capped by the one helper (seega/protocol/options.py):
a value out of range is refused with the range named, before any work starts."""

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "seega"
COMMAND_FOLDERS = ("protocol", "tools", "launch")
HUGE = "9" * 23


def numeric_options():
    """(module, option, type's source) for every add_argument with a `type=` of a command."""
    found = []
    for folder in COMMAND_FOLDERS:
        for path in sorted((PACKAGE / folder).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not (
                    isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "add_argument"
                ):
                    continue
                kind = next((k.value for k in node.keywords if k.arg == "type"), None)
                names = [a.value for a in node.args if isinstance(a, ast.Constant)]
                if kind is not None and names and names[0].startswith("--"):
                    module = f"seega.{folder}.{path.stem}"
                    found.append((module, names[0], ast.unparse(kind)))
    return found


def test_no_command_reads_a_bare_number():
    bare = [(m, o) for m, o, kind in numeric_options() if kind in ("int", "float")]
    assert bare == []


@pytest.mark.parametrize(
    ("module", "option"),
    [(m, o) for m, o, kind in numeric_options() if kind.startswith(("whole", "number"))],
)
def test_every_numeric_option_refuses_a_huge_value(module, option, capsys):
    main = importlib.import_module(module).main
    with pytest.raises(SystemExit) as stopped:
        main([option, HUGE])
    assert stopped.value.code == 2
    assert "from" in capsys.readouterr().err.splitlines()[-1]  # the range is named


def test_the_review_command_refuses_an_endless_movetime(tmp_path, capsys):
    from seega.protocol import review

    with pytest.raises(SystemExit):
        review.build_parser().parse_args([str(tmp_path / "game.txt"), "--movetime", HUGE])
    assert "must be from 1 to 3600000" in capsys.readouterr().err
