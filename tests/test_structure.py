"""The shape of the package, checked over every module (docs/architecture.md):

- everything that imports pygame lives in `seega.ui`; everything else imports only the
  standard library and `seega` (so the rules, the AI and the protocol run on a bare Python);
- no import cycle anywhere in `seega`, counting imports inside functions and under
  `TYPE_CHECKING` too: when two modules need each other, a third thing is missing.
"""

import ast
import subprocess
import sys
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
PACKAGE_DIR = PROJECT_DIR / "seega"
UI_PACKAGE = "seega.ui"


def module_name(path: Path) -> str:
    parts = path.relative_to(PROJECT_DIR).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE_DIR.rglob("*.py"))}


def imported_names(path: Path) -> list[str]:
    """Every module named by an import statement anywhere in the file (absolute names)."""
    modules = all_modules()
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # `from package import module` names the module; any other name is an
            # attribute of `base`, which is then what is imported.
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.append(submodule if submodule in modules else base)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module → the seega modules it imports (a name that is not a module is dropped)."""
    modules = all_modules()
    return {
        name: {target for target in imported_names(path) if target in modules} - {name}
        for name, path in modules.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_only_the_ui_package_imports_anything_beyond_the_standard_library():
    allowed = set(sys.stdlib_module_names) | {"seega"}
    offenders = [
        f"{name} imports {target}"
        for name, path in all_modules().items()
        if not (name == UI_PACKAGE or name.startswith(UI_PACKAGE + "."))
        for target in imported_names(path)
        if target.split(".")[0] not in allowed
    ]
    assert offenders == []


def test_the_ui_package_is_where_pygame_is_used():
    users = {
        name
        for name, path in all_modules().items()
        if any(target.split(".")[0] == "pygame" for target in imported_names(path))
    }
    assert users, "the window must use pygame somewhere"
    assert all(name.startswith(UI_PACKAGE + ".") for name in users)


def test_no_import_cycle_in_the_package():
    found = cycles(import_graph())
    assert not found, "modules that import each other: " + "; ".join(map(", ".join, found))


def test_the_cycle_finder_sees_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_relative_and_in_function_imports_are_edges(tmp_path):
    graph = import_graph()
    # core/__init__ imports its modules relatively; the app imports a scene module.
    assert "seega.core.rules" in graph["seega.core"]
    assert "seega.ui.scenes.title" in graph["seega.ui.app"]


def test_importing_the_pure_package_loads_no_pygame():
    code = (
        "import sys, seega.core, seega.core.record, seega.ai, seega.anim, seega.protocol.engine,"
        " seega.game.match, seega.storage.persistence;"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    subprocess.run([sys.executable, "-c", code], cwd=PROJECT_DIR, check=True)
