"""The shape of the package, checked over every module (docs/architecture.md):

- everything that imports pygame lives in `seega.ui`; everything else imports only the
  standard library and `seega` (so the rules, the AI, the protocol and the turn on the board,
  `seega.play`, run on a bare Python);
- no import cycle anywhere in `seega`, counting imports inside functions and under
  `TYPE_CHECKING` too: when two modules need each other, a third thing is missing;
- the folders are layers: each imports only the layers below it (`ALLOWED`), the window's
  framework knows no game, the window's own floors import only downwards (`WINDOW_FLOORS`),
  no scene module imports another scene module, and only the window words sentences.

Each rule is also run over a small planted tree that breaks it, so a rule that cannot fail
fails its own test.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT_DIR = Path(__file__).resolve().parent.parent
PACKAGE_DIR = PROJECT_DIR / "seega"
UI_PACKAGE = "seega.ui"


# The layers (a folder of seega, or a top module) and what each may import besides itself.
# Bottom first: the rules, the search, then judging and puzzles, then a game in progress and
# what is kept (siblings), then the text interfaces, the tools and the window on top.
BELOW_GAME = {"core", "ai", "anim", "i18n", "review", "challenges"}
ALLOWED = {
    "core": set(),
    "ai": {"core"},
    "anim": set(),
    "i18n": set(),
    "review": {"core", "ai"},
    "challenges": {"core", "ai"},
    "game": {"core", "ai", "review", "challenges"},
    "storage": {"core", "ai", "review", "challenges"},
    # A turn on the board without pygame: the session, the coaches, the board's picture. The
    # online game's coach reads the network client's news, values of the standard library
    # (only those: `net_reach_violations`).
    "play": BELOW_GAME | {"game", "storage", "net"},
    "protocol": BELOW_GAME | {"game", "storage", "seega"},
    "tools": BELOW_GAME | {"game", "storage", "protocol", "net", "seega"},
    # The entry points sit on top: they start the window, the engine or the first-launch setup.
    "launch": BELOW_GAME | {"game", "storage", "protocol", "ui", "seega"},
    # Online play: the protocol, the referee and server, the window's client, the home
    # network's discovery. The window may import it; it imports neither the window nor tools
    # (the server's command reads its numbers through protocol's one bound on options).
    "net": BELOW_GAME | {"game", "storage", "protocol", "seega"},
    "ui": BELOW_GAME | {"game", "storage", "play", "net", "seega"},
    # The engine's command first passes over stale compiled modules (seega.launch.compiled).
    "engine": {"protocol", "launch"},
    "seega": set(),
}
# The package's root holds only the version: every layer may read it, and it imports nothing.
ROOT = "seega"
# The guarded path imports only the standard library: every layer that reads a file reads it
# through this module (the review its shipped curve), whatever its place; the core reads none.
GUARDED_PATH = "seega.storage.files"
NO_FILES = {"core"}
# The window's framework: the loop, scenes, display, sound and fonts, knowing no game.
SHELL = "seega.ui.shell"
SHELL_ALLOWED = ("seega.ui.shell", "seega.anim", "seega.i18n", "seega.storage.paths")
SCENES = "seega.ui.scenes"
# The window's own floors, bottom first: each imports only the floors below it. The framework,
# the look (which reads view models and never what makes them), the services every screen
# stands on (the context, the routes, the words for storage's problems), what the game screens
# share, the scenes, the other ways the window runs, and the composition root on top.
WINDOW_FLOORS = ("shell", "render", "services", "play", "scenes", "modes", "app")


def module_name(path: Path, root: Path = PROJECT_DIR) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def all_modules(root: Path = PROJECT_DIR) -> dict[str, Path]:
    return {module_name(path, root): path for path in sorted((root / "seega").rglob("*.py"))}


def imported_names(
    path: Path, root: Path = PROJECT_DIR, modules: dict[str, Path] | None = None
) -> list[str]:
    """Every module named by an import statement anywhere in the file (absolute names)."""
    modules = all_modules(root) if modules is None else modules
    name = module_name(path, root)
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


def import_graph(root: Path = PROJECT_DIR) -> dict[str, set[str]]:
    """Module → the seega modules it imports (a name that is not a module is dropped)."""
    modules = all_modules(root)
    return {
        name: {t for t in imported_names(path, root, modules) if t in modules} - {name}
        for name, path in modules.items()
    }


def layer_of(module: str) -> str:
    """`seega.core.rules` → `core`; a top module such as `seega.engine` is a layer of its own."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def layer_violations(graph: dict[str, set[str]]) -> list[str]:
    """Every import that reaches a layer its layer may not import."""
    return [
        f"{name} imports {target}"
        for name, targets in sorted(graph.items())
        for target in sorted(targets)
        if layer_of(target) not in (layer_of(name), ROOT)
        and layer_of(target) not in ALLOWED.get(layer_of(name), set())
        and not (target == GUARDED_PATH and layer_of(name) not in NO_FILES)
    ]


def framework_violations(graph: dict[str, set[str]]) -> list[str]:
    """Imports by the window's framework of anything but itself and its few services."""
    return [
        f"{name} imports {target}"
        for name, targets in sorted(graph.items())
        if name.startswith(SHELL)
        for target in sorted(targets)
        if not any(
            target == allowed or target.startswith(allowed + ".") for allowed in SHELL_ALLOWED
        )
    ]


def window_floor(module: str) -> str | None:
    """`seega.ui.render.board_art` → `render`; `seega.ui.app` → `app`; None outside the window
    (and for the window's package itself)."""
    parts = module.split(".")
    if parts[:2] != ["seega", "ui"] or len(parts) < 3:
        return None
    return parts[2]


def window_floor_violations(graph: dict[str, set[str]]) -> list[str]:
    """Every import by a window module of a floor above its own."""
    return [
        f"{name} imports {target}"
        for name, targets in sorted(graph.items())
        if (floor := window_floor(name)) is not None
        for target in sorted(targets)
        if (up := window_floor(target)) is not None
        and up != floor
        and WINDOW_FLOORS.index(up) > WINDOW_FLOORS.index(floor)
    ]


def scene_violations(graph: dict[str, set[str]]) -> list[str]:
    """A scene module that imports another scene module (scenes reach each other by routes)."""
    return [
        f"{name} imports {target}"
        for name, targets in sorted(graph.items())
        if name.startswith(SCENES + ".")
        for target in sorted(targets)
        if target.startswith(SCENES + ".")
    ]


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


# Imported under TYPE_CHECKING only, for the type checker and the compiler to read (the mark
# of seega/core/native.py): nothing imports it when the game runs (tests/core/test_native.py).
COMPILER_ONLY = {"seega.core.native": {"mypy_extensions"}}
# Online play speaks WebSocket and multicast DNS (docs/online.md); the load and fuzz commands
# play against a server as clients do. The protocol's messages, the referee and the store
# stay on the standard library: the rules of an online game need no network to be checked.
NETWORK_LAYERS = {"net": {"websockets", "zeroconf"}, "tools": {"websockets"}}
STANDARD_NET = {
    "seega.net.messages",
    "seega.net.events",
    "seega.net.referee",
    "seega.net.store",
    "seega.net.codes",
}
# The layers below the window that may read online play's values, never its connections.
NET_VALUES_ONLY = {"play"}


def net_reach_violations(graph: dict[str, set[str]]) -> list[str]:
    """Imports of a network module (one that opens connections) by a pure layer."""
    return [
        f"{name} imports {target}"
        for name, targets in sorted(graph.items())
        if layer_of(name) in NET_VALUES_ONLY
        for target in sorted(targets)
        if layer_of(target) == "net" and target not in STANDARD_NET | {"seega.net"}
    ]


def test_the_pure_play_folder_reads_online_values_but_opens_no_connection():
    assert net_reach_violations(import_graph()) == []


def beyond_the_standard_library(name: str) -> set[str]:
    """The packages besides the standard library that module `name` may import."""
    allowed = COMPILER_ONLY.get(name, set())
    if name not in STANDARD_NET:
        allowed = allowed | NETWORK_LAYERS.get(layer_of(name), set())
    return allowed


def outside_violations(root: Path = PROJECT_DIR) -> list[str]:
    """Every import of a package beyond the standard library by a module outside the window."""
    allowed = set(sys.stdlib_module_names) | {"seega"}
    return [
        f"{name} imports {target}"
        for name, path in all_modules(root).items()
        if not (name == UI_PACKAGE or name.startswith(UI_PACKAGE + "."))
        for target in imported_names(path, root)
        if target.split(".")[0] not in allowed | beyond_the_standard_library(name)
    ]


def test_only_the_ui_package_imports_anything_beyond_the_standard_library():
    assert outside_violations() == []


@pytest.mark.parametrize("source", ["import pygame\n", "from pygame import Rect\n"])
def test_pygame_in_the_pure_play_folder_fails_the_check(tmp_path, source):
    """The turn on the board (`seega/play`) is the folder that says "no pygame"."""
    planted = planted_tree(tmp_path, {"play/picture.py": source})
    assert outside_violations(planted) == [f"seega.play.picture imports {source.split()[1]}"]


def test_only_the_network_modules_may_import_the_network_packages():
    assert beyond_the_standard_library("seega.net.client") == {"websockets", "zeroconf"}
    assert beyond_the_standard_library("seega.net.messages") == set()
    assert beyond_the_standard_library("seega.net.referee") == set()
    assert beyond_the_standard_library("seega.game.match") == set()


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
    inside = {"core/rules.py": "def f():\n    from seega.ui import app\n", "ui/app.py": ""}
    planted = planted_tree(tmp_path, inside)
    assert "seega.ui.app" in import_graph(planted)["seega.core.rules"]


def test_every_layer_imports_only_the_layers_below_it():
    assert layer_violations(import_graph()) == []


def test_the_window_framework_knows_no_game():
    assert framework_violations(import_graph()) == []


def test_the_window_floors_import_only_downwards():
    assert window_floor_violations(import_graph()) == []


def test_every_window_module_is_on_a_floor():
    floors = {window_floor(name) for name in all_modules()} - {None}
    assert floors <= set(WINDOW_FLOORS)


def test_no_scene_module_imports_another_scene_module():
    assert scene_violations(import_graph()) == []


def test_the_guarded_path_imports_nothing_of_the_game():
    """Every layer may read through it only because it stands on nothing but the standard
    library."""
    assert import_graph()[GUARDED_PATH] == set()


# The layers that word sentences: the window, the words themselves, and the turn on the
# board (its prompts, refusals and panel lines are what the window shows, made without it).
WORDING_LAYERS = ("ui", "i18n", "play")


def wording_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A module outside the wording layers that imports `tr`: below the window, problems are
    data (a reason name, the system's words) and the window words them."""
    found = []
    for name, path in all_modules(root).items():
        if layer_of(name) in WORDING_LAYERS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom) and node.module == "seega.i18n":
                found += [f"{name} imports tr" for alias in node.names if alias.name == "tr"]
            elif isinstance(node, ast.ImportFrom) and node.module == "seega":
                found += [f"{name} imports i18n" for alias in node.names if alias.name == "i18n"]
    return found


def test_only_the_window_words_sentences():
    assert wording_violations() == []


def test_the_wording_rule_fails_on_a_planted_sentence(tmp_path):
    planted = planted_tree(tmp_path, {"storage/store.py": "from seega.i18n import tr\n"})
    assert wording_violations(planted) == ["seega.storage.store imports tr"]


def module_worker_violations(root: Path = PROJECT_DIR) -> list[str]:
    """A window module that keeps a worker (a thinker) in a module-level name: the computer
    player of a window is held by its context (`AppContext.computer`), nowhere else."""
    found = []
    for name, path in all_modules(root).items():
        if not name.startswith(UI_PACKAGE + "."):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for statement in tree.body:
            if not isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                continue
            named = {node.id for node in ast.walk(statement) if isinstance(node, ast.Name)}
            named |= {node.attr for node in ast.walk(statement) if isinstance(node, ast.Attribute)}
            if any(word.lower().endswith("thinker") for word in named):
                found.append(f"{name} keeps a worker at line {statement.lineno}")
    return found


def test_no_window_module_keeps_a_worker_of_its_own():
    assert module_worker_violations() == []


@pytest.mark.parametrize(
    "source",
    [
        "from seega.game.worker import Thinker\n_shared: list[Thinker] = []\n",
        "from seega.game import worker\nWORKER = worker.start_thinker()\n",
    ],
)
def test_the_worker_rule_fails_on_a_planted_module_worker(tmp_path, source):
    planted = planted_tree(tmp_path, {"ui/play/flow.py": source})
    assert module_worker_violations(planted) == ["seega.ui.play.flow keeps a worker at line 2"]


# The board's views lay out and draw the board's picture (`seega.play.picture`) and turn events
# into the session's calls: they import nothing the picture is made from, neither the rules'
# questions (legal actions, captures, threats) nor the makers of the picture's parts.
BOARD_VIEWS = (
    "seega.ui.play.board_scene",
    "seega.ui.play.board_display",
    "seega.ui.scenes.lesson",
    "seega.ui.scenes.challenge",
)
PICTURE_SOURCES = ("seega.core.captures", "seega.core.threats", "seega.ai.hints")
PICTURE_MAKERS = {
    "legal_actions",
    "apply_action",
    "captured_cells",
    "capture_targets",
    "capture_lines",
    "board_after_step",
    "in_danger",
    "threats",
    "answered_threat",
    "hint_reason",
    "trace_of",
    "danger",
    "danger_on",
    "preview_captures",
    "picture_of",
    "hud_model",
    "move_lines",
    "danger_line",
    # the makers' modules, imported whole
    "captures",
    "hints",
    "traces",
    "picture",
}


def picture_violations(root: Path = PROJECT_DIR) -> list[str]:
    """Every import by a board view of what the board's picture is made from."""
    found = []
    for name, path in all_modules(root).items():
        if name not in BOARD_VIEWS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom) and node.module in PICTURE_SOURCES:
                found.append(f"{name} imports {node.module}")
            elif isinstance(node, ast.ImportFrom):
                found += [
                    f"{name} imports {alias.name}"
                    for alias in node.names
                    if alias.name in PICTURE_MAKERS
                ]
            elif isinstance(node, ast.Import):
                found += [
                    f"{name} imports {alias.name}"
                    for alias in node.names
                    if alias.name in PICTURE_SOURCES
                ]
    return found


def test_the_board_views_draw_the_picture_and_compute_none_of_it():
    assert picture_violations() == []


@pytest.mark.parametrize(
    "source, found",
    [
        ("from seega.core import legal_actions\n", "legal_actions"),
        ("from seega.ai.hints import Threat\n", "seega.ai.hints"),
        ("from seega.play import traces\n", "traces"),
        ("from seega.play.picture import hud_model\n", "hud_model"),
        ("import seega.core.threats\n", "seega.core.threats"),
    ],
)
def test_the_picture_rule_fails_on_a_view_that_computes(tmp_path, source, found):
    """A board view that works out what the picture holds (a danger, a preview, a trace)."""
    planted = planted_tree(tmp_path, {"ui/play/board_scene.py": source})
    assert picture_violations(planted) == [f"seega.ui.play.board_scene imports {found}"]


def test_every_layer_is_named_in_the_table():
    assert {layer_of(name) for name in all_modules()} <= set(ALLOWED)


def planted_tree(root: Path, files: dict[str, str]) -> Path:
    """A small seega tree under `root`: the layers' packages, plus `files` (path → source)."""
    for package in (
        "",
        *ALLOWED,
        "ui",
        "ui/shell",
        "ui/render",
        "ui/services",
        "ui/play",
        "ui/scenes",
    ):
        folder = root / "seega" / package
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "__init__.py").touch()
    for name, source in files.items():
        (root / "seega" / name).write_text(source, encoding="utf-8")
    return root


PLANTED = {
    "core imports ai": ("core/rules.py", "from seega.ai import search\n", layer_violations),
    "ai imports game": ("ai/search.py", "import seega.game.match\n", layer_violations),
    "review imports storage": (
        "review/judge.py",
        "from seega.storage import archive\n",
        layer_violations,
    ),
    "the core reads a file": (
        "core/rules.py",
        "from seega.storage import files\n",
        layer_violations,
    ),
    "challenges imports protocol": (
        "challenges/prove.py",
        "from seega.protocol import engine\n",
        layer_violations,
    ),
    "game imports storage": (
        "game/match.py",
        "from seega.storage import archive\n",
        layer_violations,
    ),
    "storage imports ui": ("storage/files.py", "from seega.ui import app\n", layer_violations),
    "storage imports the words": (
        "storage/persistence.py",
        "from seega.i18n import LANGUAGES\n",
        layer_violations,
    ),
    "ui imports tools": ("ui/app.py", "from seega.tools import arena\n", layer_violations),
    "net imports ui": ("net/client.py", "from seega.ui import app\n", layer_violations),
    "net imports tools": ("net/server.py", "from seega.tools import load\n", layer_violations),
    "the pure play folder imports the window": (
        "play/session.py",
        "from seega.ui.render import hud\n",
        layer_violations,
    ),
    "the pure play folder imports the network client": (
        "play/session.py",
        "from seega.net import client\n",
        net_reach_violations,
    ),
    "the pure play folder imports the protocol": (
        "play/session.py",
        "from seega.protocol import engine\n",
        layer_violations,
    ),
    "a relative import upwards": ("core/rules.py", "from ..ui import app\n", layer_violations),
    "an import inside a function": (
        "core/rules.py",
        "def later():\n    from seega.tools import arena\n",
        layer_violations,
    ),
    "the framework imports the game": (
        "ui/shell/loop.py",
        "from seega.game import match\n",
        framework_violations,
    ),
    "the look imports what the game screens share": (
        "ui/render/why_art.py",
        "from seega.ui.play.flow import pace\n",
        window_floor_violations,
    ),
    "the services import a scene": (
        "ui/services/routes.py",
        "from seega.ui.scenes import pause\n",
        window_floor_violations,
    ),
    "a scene imports the composition root": (
        "ui/scenes/board.py",
        "from seega.ui import app\n",
        window_floor_violations,
    ),
    "a scene imports a scene": (
        "ui/scenes/board.py",
        "from seega.ui.scenes import pause\n",
        scene_violations,
    ),
}


@pytest.mark.parametrize("case", sorted(PLANTED))
def test_each_rule_fails_on_a_planted_violation(tmp_path, case):
    path, source, rule = PLANTED[case]
    targets = {
        "ai/search.py": "",
        "game/match.py": "",
        "storage/files.py": "",
        "storage/archive.py": "",
        "protocol/engine.py": "",
        "tools/arena.py": "",
        "ui/app.py": "",
        "ui/scenes/pause.py": "",
        "ui/scenes/board.py": "",
        "ui/play/flow.py": "",
        "net/client.py": "",
    }
    planted = planted_tree(tmp_path, {**targets, path: source})
    assert len(rule(import_graph(planted))) == 1


def test_importing_the_pure_package_loads_no_pygame():
    code = (
        "import sys, seega.core, seega.core.record, seega.ai, seega.anim, seega.protocol.engine,"
        " seega.game.match, seega.storage.persistence, seega.play.session, seega.play.coach;"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    subprocess.run([sys.executable, "-c", code], cwd=PROJECT_DIR, check=True)


# A match is built by its constructors; only the factory (and the match itself) calls them.
MATCH_BUILDERS = ("Match.new(", "Match.resume(")
FACTORY_HOMES = ("seega.game.factory", "seega.game.match")


def factory_violations(root: Path = PROJECT_DIR) -> list[str]:
    """Every module outside the factory that builds a match itself."""
    return [
        f"{name} calls {builder}"
        for name, path in all_modules(root).items()
        if name not in FACTORY_HOMES
        for builder in MATCH_BUILDERS
        if builder in path.read_text(encoding="utf-8")
    ]


def test_every_game_starts_through_the_one_factory():
    """New games and continued ones alike (tests may build matches their own way)."""
    assert factory_violations() == []


@pytest.mark.parametrize("builder", MATCH_BUILDERS)
def test_the_factory_rule_fails_on_a_planted_match(tmp_path, builder):
    source = f"def later(game, thinker):\n    return {builder}game, thinker)\n"
    planted = planted_tree(tmp_path, {"ui/app.py": source})
    assert factory_violations(planted) == [f"seega.ui.app calls {builder}"]


# Values across the middle (docs/architecture.md): a rule set and a level cross the game, the
# turn on the board and the window as themselves (`RuleSet`, `Level`); their names are for the
# edges: records, settings, statistics and the protocol (core, storage, protocol), and the
# i18n keys, built where a word is looked up. A parameter of these layers that holds a rule
# set or a level by name is a name travelling where the value should.
VALUE_LAYERS = ("seega.game", "seega.play", "seega.ui")
VALUE_PARAMETERS = {"rules", "ruleset", "rule_set", "rules_name", "level", "level_name"}
# Where a name is still the right thing to take, and why: none today. An entry names the
# function ("module:function") and says why it stands at an edge.
NAME_EDGES: dict[str, str] = {}


def _names_a_str(annotation: ast.expr | None) -> bool:
    """`str`, `str | None`, `Optional[str]`... as written (annotations are strings or names)."""
    if annotation is None:
        return False
    text = annotation.value if isinstance(annotation, ast.Constant) else ast.unparse(annotation)
    return "str" in {
        part.strip() for part in str(text).replace("[", "|").replace("]", "|").split("|")
    }


def name_parameter_violations(root: Path = PROJECT_DIR) -> list[str]:
    """Every parameter of the middle layers named for a rule set or a level and typed `str`."""
    found = []
    for name, path in all_modules(root).items():
        if not name.startswith(VALUE_LAYERS):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            arguments = node.args
            for argument in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]:
                edge = f"{name}:{node.name}"
                if (
                    argument.arg in VALUE_PARAMETERS
                    and _names_a_str(argument.annotation)
                    and edge not in NAME_EDGES
                ):
                    found.append(f"{edge} takes {argument.arg} as a name")
    return found


def test_rule_sets_and_levels_cross_the_middle_as_values():
    assert name_parameter_violations() == []


@pytest.mark.parametrize(
    ("path", "source", "expected"),
    [
        (
            "game/factory.py",
            "def new_game(rules: str, size: int) -> None: ...\n",
            "seega.game.factory:new_game takes rules as a name",
        ),
        (
            "play/session.py",
            "class Seat:\n    def computer(self, level: str | None) -> None: ...\n",
            "seega.play.session:computer takes level as a name",
        ),
        (
            "ui/scenes/lesson.py",
            "def opened(*, rules_name: 'str') -> None: ...\n",
            "seega.ui.scenes.lesson:opened takes rules_name as a name",
        ),
    ],
)
def test_a_rule_set_or_a_level_passed_by_name_fails_the_check(tmp_path, path, source, expected):
    planted = planted_tree(tmp_path, {path: source})
    assert name_parameter_violations(planted) == [expected]
