"""The pure core never imports pygame (STYLE.md: the pygame line)."""

import ast
import subprocess
import sys
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
PURE = [
    "seega/core",
    "seega/ai",
    "seega/anim",
    "seega/i18n",
    "seega/match.py",
    "seega/thinker.py",
    "seega/persistence.py",
    "seega/files.py",
    "seega/fuzz.py",
    "seega/bench_core.py",
    "seega/bench_ai.py",
    "seega/arena.py",
    "seega/engine.py",
    "seega/bootstrap.py",
]


def _pure_files():
    for entry in PURE:
        path = PROJECT_DIR / entry
        if path.is_dir():
            yield from sorted(path.rglob("*.py"))
        elif path.exists():
            yield path


def test_pure_modules_import_only_the_standard_library_and_seega():
    allowed = set(sys.stdlib_module_names) | {"seega"}
    offenders = []
    for path in _pure_files():
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            offenders += [f"{path}: {n}" for n in names if n.split(".")[0] not in allowed]
    assert not offenders


def test_importing_the_core_and_ai_loads_no_pygame():
    code = (
        "import sys, seega.core, seega.core.record, seega.ai, seega.anim;"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    subprocess.run([sys.executable, "-c", code], cwd=PROJECT_DIR, check=True)
