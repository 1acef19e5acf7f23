"""Test-wide setup: headless SDL drivers before pygame can start, the project on sys.path,
every test starting in English at the normal text size, and the sweeps left out unless asked
for (`--sweeps`, or a `-m` expression that names them; see tests/sweeps.py)."""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PROJECT_DIR = Path(__file__).resolve().parent.parent
if str(PROJECT_DIR) not in sys.path:
    sys.path.insert(0, str(PROJECT_DIR))


def pytest_addoption(parser):
    parser.addoption(
        "--sweeps",
        action="store_true",
        help="also run the exhaustive sweeps (the tests marked sweep; tests/sweeps.py)",
    )


def pytest_collection_modifyitems(config, items):
    """Without `--sweeps` or a `-m` expression of its own, a run leaves the sweeps out."""
    if config.getoption("--sweeps") or config.getoption("markexpr"):
        return
    swept = [item for item in items if item.get_closest_marker("sweep") is not None]
    if swept:
        config.hook.pytest_deselected(items=swept)
        items[:] = [item for item in items if item.get_closest_marker("sweep") is None]


@pytest.fixture(autouse=True)
def english_at_normal_text_size():
    """The language and the text scale are process-wide; no test inherits another's."""
    from seega import i18n

    i18n.set_language("en")
    fonts = sys.modules.get("seega.ui.shell.fonts")  # not imported by the pure-core tests
    if fonts is not None:
        fonts.set_text_scale(1.0)
    yield
    i18n.set_language("en")
    if "seega.ui.shell.fonts" in sys.modules:
        sys.modules["seega.ui.shell.fonts"].set_text_scale(1.0)
