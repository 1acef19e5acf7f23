"""The release build, checked where it can be from any system: where each system's bundle keeps
its programs (the macOS .app included), the licence notices an archive must hold, the glibc
floor read off the bundle's files. The build itself runs in release.yml on every system."""

from __future__ import annotations

import ast
import importlib.util
import os
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
    places = [*build.licences.notices(), build.licences.LIBRARIES_NOTICE]
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


@pytest.fixture(scope="module")
def licences() -> ModuleType:
    return load("licences")


# A Linux bundle's libraries as PyInstaller lists them (pygame-ce's vendored ones keep their
# hashed names), Python's own extension modules, the game's compiled ones.
LINUX_BUNDLE = [
    "libSDL2-2-50d19f93.0.so.0.3200.10",
    "libwebp-0c3b7151.so.7.2.0",
    "libsharpyuv-f86ac02c.so.0.1.2",
    "libopus-ddd6afb9.so.0.11.1",
    "libvorbisfile-07b6198b.so.3.3.8",
    "libFLAC-e7027ec5.so.14.0.0",
    "libharfbuzz-672f7280.so.0.61430.0",
    "libbrotlidec-8e4a5025.so.1.2.0",
    "libfreetype-b83c5fb4.so.6.20.6",
    "libffi.so.8",
    "libbz2.so.1.0",
    "libpython3.11.so.1.0",
    "python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so",
    "pygame/base.cpython-311-x86_64-linux-gnu.so",
    "seega/compiled__mypyc.cpython-311-x86_64-linux-gnu.so",
]


def test_every_bundled_library_gets_its_notice(licences) -> None:
    found = licences.bundle_notices(LINUX_BUNDLE, ["seega", "pygame", "json", "pyimod01_archive"])
    text = found[licences.LIBRARIES_NOTICE]
    for name in ("libwebp", "Opus", "Vorbis", "FLAC", "HarfBuzz", "Brotli", "FreeType", "libffi"):
        assert f"\n{name}\n    Licence: " in text
    assert "bzip2" in text and "Redistribution and use in source and binary forms" in text
    assert "Permission is hereby granted, free of charge" in text  # MIT's text
    readme = found["README.txt"]
    assert "{" not in readme and "https://github.com/pygame-community/pygame-ce/tree/" in readme
    assert "mypyc/LICENSE" in found


def test_a_library_or_package_without_a_notice_stops_the_build(licences) -> None:
    assert licences.unnoticed(LINUX_BUNDLE, ["seega", "json"]) == []
    unknown = [*LINUX_BUNDLE, "libmystery-0123abcd.so.1", "mystery.dll"]
    assert licences.unnoticed(unknown, ["seega", "somepackage"]) == [
        "libmystery-0123abcd.so.1",
        "mystery.dll",
        "somepackage",
    ]
    with pytest.raises(SystemExit, match="no licence notice for libmystery"):
        licences.bundle_notices(unknown, ["seega"])


def test_a_bundled_package_ships_its_distribution_s_licence(licences, monkeypatch) -> None:
    monkeypatch.setitem(licences.PACKAGES, "pytest", "pytest")
    found = licences.bundle_notices(LINUX_BUNDLE, ["seega", "pytest"])
    assert found["pytest/LICENSE"].read_text(encoding="utf-8").strip()


def test_the_linux_bundle_leaves_the_c_plus_plus_and_gcc_runtimes_to_the_system(
    build, tmp_path: Path
) -> None:
    spec = (RELEASE_DIR / "seega.spec").read_text(encoding="utf-8")
    assert "build.left_out(" in spec
    assert build.left_out("libstdc++.so.6") and build.left_out("libgcc_s.so.1")
    assert not build.left_out("libSDL2-2-50d19f93.0.so.0.3200.10")
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "libstdc++.so.6").write_bytes(b"")
    (tmp_path / "_internal" / "libz.so.1").write_bytes(b"")
    assert build.system_libraries(tmp_path) == ["libstdc++.so.6"]


def test_the_smoke_test_reads_the_build_from_the_engine_s_status(build) -> None:
    status = "= phase=place to_move=white quiet=0 result=none build=compiled\n\n= \n"
    assert build.engine_build(status) == "build=compiled"
    assert build.engine_build("= phase=place\n") is None


def a_bundle(folder: Path, mtime: int, mode: int) -> Path:
    """A small bundle folder whose files carry `mtime` and `mode` (as another machine's
    checkout and umask would leave them)."""
    root = folder / "Seega"
    (root / "_internal").mkdir(parents=True)
    (root / "Seega").write_bytes(b"\x7fELF program")
    (root / "Seega").chmod(0o775)
    (root / "_internal" / "data.txt").write_text("data")
    (root / "_internal" / "data.txt").chmod(mode)
    for path in (root / "Seega", root / "_internal" / "data.txt", root / "_internal", root):
        os.utime(path, (mtime, mtime))
    return root


@pytest.mark.parametrize("suffix", [".tar.gz", ".zip"])
def test_two_builds_of_an_archive_are_the_same_bytes(build, tmp_path: Path, suffix) -> None:
    epoch = 1_700_000_000
    first = a_bundle(tmp_path / "one", 1_800_000_000, 0o664)
    second = a_bundle(tmp_path / "two", 1_900_000_000, 0o644)
    build.pack(first, tmp_path / f"one{suffix}", epoch)
    build.pack(second, tmp_path / f"two{suffix}", epoch)
    assert (tmp_path / f"one{suffix}").read_bytes() == (tmp_path / f"two{suffix}").read_bytes()
    if suffix == ".tar.gz":
        with tarfile.open(tmp_path / f"one{suffix}") as packed:
            members = packed.getmembers()
        assert [m.name for m in members] == [
            "Seega",
            "Seega/Seega",
            "Seega/_internal",
            "Seega/_internal/data.txt",
        ]
        assert {(m.mtime, m.uid, m.gid, m.uname, m.gname) for m in members} == {
            (epoch, 0, 0, "", "")
        }
        if os.name == "posix":  # Windows keeps no program bit on a file without .exe
            assert [oct(m.mode) for m in members] == ["0o755", "0o755", "0o755", "0o644"]


def test_the_archive_time_is_source_date_epoch(build) -> None:
    assert build.source_date_epoch({"SOURCE_DATE_EPOCH": "1700000000"}) == 1_700_000_000
