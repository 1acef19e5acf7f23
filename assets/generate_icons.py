"""Draw the release icons into assets/icons/ from the game's own icon (seega/ui/render/icon.py).

Each system wants its own container, all holding PNG images of the same drawing:

- `seega.png` (256 px): the Linux folder's .desktop entry;
- `seega.ico` (16 to 256 px): `Seega.exe` on Windows;
- `seega.icns` (16 to 1024 px): `Seega.app` on macOS.

ICO and ICNS are written here (both are a small header followed by PNG images), so making
them needs only pygame. The icon is drawn in code, so two runs give byte-identical files.

    python3 assets/generate_icons.py            # into assets/icons
    python3 assets/generate_icons.py --out DIR  # somewhere else
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent
ICONS_DIR = Path(__file__).resolve().parent / "icons"
if str(PROJECT_DIR) not in sys.path:
    sys.path.insert(0, str(PROJECT_DIR))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from seega.ui.render.icon import app_icon  # noqa: E402

LINUX_PX = 256
WINDOWS_PX = (16, 24, 32, 48, 64, 128, 256)
# The ICNS types that hold a PNG image, by their size in px.
MACOS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
MACOS_TYPES[1024] = b"ic10"
ICO_HEADER = struct.Struct("<HHH")
ICO_ENTRY = struct.Struct("<BBBBHHII")
ICNS_ENTRY = struct.Struct(">4sI")


def png_bytes(size: int) -> bytes:
    """The game's icon at `size` px as PNG file contents."""
    buffer = io.BytesIO()
    pygame.image.save(app_icon(size), buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(sizes: tuple[int, ...]) -> bytes:
    """A Windows icon file: a directory of PNG images (a 256 px entry is written as size 0)."""
    images = [png_bytes(size) for size in sizes]
    offset = ICO_HEADER.size + ICO_ENTRY.size * len(images)
    directory = [ICO_HEADER.pack(0, 1, len(images))]
    for size, image in zip(sizes, images, strict=True):
        side = size % 256
        directory.append(ICO_ENTRY.pack(side, side, 0, 0, 1, 32, len(image), offset))
        offset += len(image)
    return b"".join(directory + images)


def icns_bytes(types: dict[int, bytes]) -> bytes:
    """A macOS icon file: `icns` and its length, then each PNG image with its type and length."""
    body = b"".join(
        ICNS_ENTRY.pack(kind, ICNS_ENTRY.size + len(image)) + image
        for kind, image in ((kind, png_bytes(size)) for size, kind in sorted(types.items()))
    )
    return ICNS_ENTRY.pack(b"icns", ICNS_ENTRY.size + len(body)) + body


def write_icons(folder: Path) -> list[Path]:
    """Write the three files into `folder`; their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {
        "seega.png": png_bytes(LINUX_PX),
        "seega.ico": ico_bytes(WINDOWS_PX),
        "seega.icns": icns_bytes(MACOS_TYPES),
    }
    for name, contents in made.items():
        (folder / name).write_bytes(contents)
    return [folder / name for name in made]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS_DIR, help="output folder")
    for path in write_icons(parser.parse_args().out):
        print(path)


if __name__ == "__main__":
    main()
