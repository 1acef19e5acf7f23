"""The committed release icons are what assets/generate_icons.py draws from the game icon."""

import importlib.util
import struct
from pathlib import Path

import pygame
import pytest

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
ICONS_DIR = ASSETS_DIR / "icons"


def _load_generator():
    spec = importlib.util.spec_from_file_location(
        "generate_icons", ASSETS_DIR / "generate_icons.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generate_icons = _load_generator()


def test_regenerating_gives_the_committed_bytes(tmp_path):
    made = generate_icons.write_icons(tmp_path)
    assert sorted(path.name for path in made) == sorted(p.name for p in ICONS_DIR.iterdir())
    for path in made:
        assert path.read_bytes() == (ICONS_DIR / path.name).read_bytes(), path.name


def test_the_linux_icon_is_the_games_icon():
    image = pygame.image.load(ICONS_DIR / "seega.png")
    assert image.get_size() == (generate_icons.LINUX_PX,) * 2


def test_the_windows_icon_lists_every_size():
    data = (ICONS_DIR / "seega.ico").read_bytes()
    _, kind, count = struct.unpack_from("<HHH", data)
    assert (kind, count) == (1, len(generate_icons.WINDOWS_PX))
    sides = [data[6 + 16 * index] or 256 for index in range(count)]
    assert sides == list(generate_icons.WINDOWS_PX)


@pytest.mark.parametrize("size", sorted(generate_icons.MACOS_TYPES))
def test_the_macos_icon_holds_each_size_as_a_png(size):
    data = (ICONS_DIR / "seega.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    where = data.index(generate_icons.MACOS_TYPES[size])
    assert data[where + 8 : where + 12] == b"\x89PNG"
