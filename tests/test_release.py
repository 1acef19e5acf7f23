"""The release build, checked where it can be from any system: where each system's bundle keeps
its programs (the macOS .app included), the licence notices an archive must hold, the glibc
floor read off the bundle's files. The build itself runs in release.yml on every system."""

from __future__ import annotations

import ast
import importlib.util
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

import seega

PROJECT_DIR = Path(__file__).resolve().parent.parent
RELEASE_DIR = PROJECT_DIR / "release"


def load(script: str) -> ModuleType:
    """A script of release/, loaded as `python3 release/SCRIPT.py` runs it (release/ on the
    path, for its imports of its neighbours)."""
    sys.path.insert(0, str(RELEASE_DIR))
    try:
        spec = importlib.util.spec_from_file_location(
            f"release_{script}", RELEASE_DIR / f"{script}.py"
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # a dataclass looks its module up there
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(RELEASE_DIR))
    return module


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return load("build")


def spec_calls(kind: str) -> list[ast.Call]:
    """The calls of `kind` (EXE, COLLECT, BUNDLE) in release/seega.spec."""
    tree = ast.parse((RELEASE_DIR / "seega.spec").read_text(encoding="utf-8"))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == kind
    ]


def keyword(call: ast.Call, name: str) -> str:
    return ast.unparse(next(k.value for k in call.keywords if k.arg == name))


def test_the_spec_makes_the_two_programs_and_the_app_the_build_looks_for(build) -> None:
    assert sorted(keyword(call, "name") for call in spec_calls("EXE")) == ["'seega-engine'", "NAME"]
    (app,) = spec_calls("BUNDLE")
    assert keyword(app, "name") == "f'{NAME}.app'"
    assert build.NAME == "Seega"


def test_macos_packs_the_app_and_starts_the_programs_inside_it(build, tmp_path: Path) -> None:
    app = tmp_path / "Seega.app"
    macos = build.layout("darwin", tmp_path)
    assert macos.packed == app
    assert macos.program("Seega") == app / "Contents" / "MacOS" / "Seega"
    assert macos.program("seega-engine") == app / "Contents" / "MacOS" / "seega-engine"


@pytest.mark.parametrize(("system", "suffix"), [("win32", ".exe"), ("linux", "")])
def test_windows_and_linux_pack_the_folder(build, tmp_path: Path, system, suffix) -> None:
    folder = build.layout(system, tmp_path)
    assert folder.packed == folder.programs == tmp_path / "Seega"
    assert folder.program("Seega") == tmp_path / "Seega" / f"Seega{suffix}"


def test_an_archive_without_a_licence_notice_is_refused(build, tmp_path: Path) -> None:
    places = list(build.licences.notices())
    names = [f"Seega/_internal/licenses/{place}" for place in places]
    assert build.missing_notices(names) == []
    assert build.missing_notices(names[1:]) == [f"licenses/{places[0]}"]
    archive = tmp_path / "Seega.tar.gz"
    with tarfile.open(archive, "w:gz") as packed:
        packed.add(RELEASE_DIR / "notices" / "README.txt", arcname="Seega/licenses/README.txt")
    with pytest.raises(SystemExit, match="lacks the licence notices"):
        build.check_notices(archive)


def test_the_glibc_floor_is_the_newest_version_any_file_asks_for(build, tmp_path: Path) -> None:
    (tmp_path / "lib").mkdir()
    (tmp_path / "Seega").write_bytes(b"\x7fELF...GLIBC_2.17\x00GLIBC_2.34\x00")
    (tmp_path / "lib" / "libx.so").write_bytes(b"\x7fELF...GLIBC_2.28\x00")
    (tmp_path / "notes.txt").write_bytes(b"GLIBC_2.99 is only text here")
    assert build.glibc_floor(tmp_path) == "glibc 2.34"


def test_only_the_version_s_tag_may_be_released() -> None:
    check_tag = load("check_tag")
    assert check_tag.main([f"v{seega.__version__}"]) == 0
    assert check_tag.main([f"v{seega.__version__}.1"]) == 1
    assert check_tag.main([seega.__version__]) == 1
