"""Where the game finds its files in each way it runs: a checkout, an installed wheel, a bundle."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from seega.storage import paths
from seega.storage.paths import LOCATION, Mode, export_dir, locate

PROJECT_DIR = Path(__file__).resolve().parents[2]


def test_the_tests_run_from_a_checkout_with_the_files_at_the_top() -> None:
    assert LOCATION.mode is Mode.CHECKOUT
    assert paths.ASSETS_DIR == PROJECT_DIR / "assets"
    assert (paths.FONTS_DIR / "OFL.txt").is_file()
    assert (paths.SOUNDS_DIR / "place.wav").is_file()
    assert (paths.LEVELS_DIR / "challenges").is_dir()


def test_an_installed_wheel_finds_its_files_inside_the_package(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "seega"
    (package / "resources" / "assets" / "fonts").mkdir(parents=True)
    (package / "resources" / "levels").mkdir()
    found = locate(SimpleNamespace(), package)
    assert found.mode is Mode.INSTALLED
    assert found.fonts == package / "resources" / "assets" / "fonts"
    assert found.sounds == package / "resources" / "assets" / "sounds"
    assert found.levels == package / "resources" / "levels"


def test_a_package_without_resources_is_a_checkout(tmp_path: Path) -> None:
    package = tmp_path / "clone" / "seega"
    package.mkdir(parents=True)
    found = locate(SimpleNamespace(), package)
    assert found.mode is Mode.CHECKOUT
    assert found.levels == tmp_path / "clone" / "levels"


def test_a_frozen_bundle_finds_its_files_in_the_bundle(tmp_path: Path) -> None:
    bundle = tmp_path / "Seega" / "_internal"
    package = bundle / "seega"
    (package / "resources").mkdir(parents=True)  # even beside a wheel's layout, frozen wins
    frozen = SimpleNamespace(frozen=True, _MEIPASS=str(bundle))
    found = locate(frozen, package)
    assert found.mode is Mode.FROZEN
    assert found.sounds == bundle / "assets" / "sounds"
    assert found.levels == bundle / "levels"


def test_frozen_without_a_bundle_folder_is_not_taken_for_a_bundle(tmp_path: Path) -> None:
    # Other freezers set sys.frozen without _MEIPASS; their files are not where PyInstaller's are.
    package = tmp_path / "seega"
    package.mkdir()
    assert locate(SimpleNamespace(frozen=True), package).mode is Mode.CHECKOUT


def test_an_exported_record_goes_to_downloads_else_documents_else_home(tmp_path: Path) -> None:
    assert export_dir(tmp_path) == tmp_path
    (tmp_path / "Documents").mkdir()
    assert export_dir(tmp_path) == tmp_path / "Documents"
    (tmp_path / "Downloads").mkdir()
    assert export_dir(tmp_path) == tmp_path / "Downloads"


def test_a_command_names_itself_as_it_was_started(tmp_path: Path) -> None:
    """`seega-engine --help` says `usage: seega-engine`, not the module it runs."""
    assert paths.program_name("seega.engine", "/venv/bin/seega-engine") == "seega-engine"
    assert paths.program_name("seega.engine", "C:/venv/Scripts/seega-engine.exe") == "seega-engine"
    module = str(paths.PACKAGE_DIR / "engine.py")
    assert paths.program_name("seega.engine", module) == "python3 -m seega.engine"
    script = str(tmp_path / "main.py")
    assert paths.program_name("seega", script) == "python3 main.py"
