"""The licence notices every bundle carries, generated from what the bundle holds:
`release/seega.spec` hands over the bundle's libraries and Python packages (`bundle_notices`)
and puts each notice into the bundle's `licenses/` folder; a library or package without a
notice here stops the build, naming it; `release/build.py` checks that the archive holds them.

The texts are taken from what is being shipped where it carries them (the game's own files,
pygame-ce's LGPL, the Python that runs the build, the licence files of the Python packages
installed for the build, mypy's for mypyc's runtime); the C libraries that come inside
pygame-ce's wheel carry none, so LIBRARIES names each one's licence, holders and source, and
`licenses/libraries.txt` gathers them with the standard texts of those licences (STANDARD).
Standard library only.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import platform
import re
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePath

PROJECT_DIR = Path(__file__).resolve().parent.parent
FOLDER = "licenses"
NOTICES_DIR = PROJECT_DIR / "release" / "notices"
# The notices of the C libraries, one file (written into the build's work folder).
LIBRARIES_NOTICE = "libraries.txt"


@dataclass(frozen=True)
class Library:
    """A C library a bundle may carry: the file names it has on any system (`files`, a regular
    expression matched at the start of the file's name), its licence's short name (SPDX),
    its copyright holders and where its source is."""

    name: str
    files: str
    licence: str
    holders: str
    source: str


# Every shared library a bundle of Linux, Windows or macOS has been seen to carry, beside
# Python's own and pygame-ce's extension modules. The versions are pygame-ce's release's
# (its source at the tag of the version in licenses/README.txt names them).
LIBRARIES = (
    Library("SDL 2", r"(lib)?SDL2[-.]", "Zlib", "Sam Lantinga", "https://libsdl.org"),
    Library("SDL_image", r"(lib)?SDL2_image", "Zlib", "Sam Lantinga", "https://libsdl.org"),
    Library("SDL_mixer", r"(lib)?SDL2_mixer", "Zlib", "Sam Lantinga", "https://libsdl.org"),
    Library("SDL_ttf", r"(lib)?SDL2_ttf", "Zlib", "Sam Lantinga", "https://libsdl.org"),
    Library(
        "libwebp",
        r"lib(webp|webpdemux|webpmux|sharpyuv)[-.]",
        "BSD-3-Clause",
        "Google Inc.",
        "https://chromium.googlesource.com/webm/libwebp",
    ),
    Library(
        "Opus",
        r"libopus(file)?[-.]",
        "BSD-3-Clause",
        "Xiph.Org Foundation and others",
        "https://opus-codec.org",
    ),
    Library("Ogg", r"libogg[-.]", "BSD-3-Clause", "Xiph.Org Foundation", "https://xiph.org/ogg"),
    Library(
        "Vorbis",
        r"libvorbis(enc|file)?[-.]",
        "BSD-3-Clause",
        "Xiph.Org Foundation",
        "https://xiph.org/vorbis",
    ),
    Library(
        "FLAC",
        r"libFLAC[-.]",
        "BSD-3-Clause",
        "Josh Coalson, Xiph.Org Foundation",
        "https://xiph.org/flac",
    ),
    Library(
        "HarfBuzz",
        r"(lib)?harfbuzz[-.]",
        "MIT-Modern-Variant",
        "Behdad Esfahbod, Google, Red Hat and others",
        "https://github.com/harfbuzz/harfbuzz",
    ),
    Library(
        "Brotli",
        r"libbrotli(common|dec|enc)[-.]",
        "MIT",
        "the Brotli authors (Google Inc.)",
        "https://github.com/google/brotli",
    ),
    Library(
        "FreeType",
        r"libfreetype[-.]",
        "FTL",
        "The FreeType Project (www.freetype.org): portions of this software are copyright "
        "the FreeType Project; all rights reserved",
        "https://freetype.org",
    ),
    Library(
        "libffi",
        r"libffi[-.]",
        "MIT",
        "Anthony Green, Red Hat, Inc. and others",
        "https://github.com/libffi/libffi",
    ),
    Library(
        "bzip2", r"libbz2[-.]", "bzip2-1.0.6", "Julian R Seward", "https://sourceware.org/bzip2"
    ),
    Library(
        "zlib", r"(libz|zlib1?)[-.]", "Zlib", "Jean-loup Gailly and Mark Adler", "https://zlib.net"
    ),
    Library(
        "libpng",
        r"libpng\d*[-.]",
        "libpng-2.0",
        "the PNG Reference Library authors",
        "http://www.libpng.org",
    ),
    Library(
        "libjpeg-turbo",
        r"libjpeg[-.]",
        "IJG AND BSD-3-Clause AND Zlib",
        "the Independent JPEG Group, the libjpeg-turbo Project",
        "https://libjpeg-turbo.org",
    ),
    Library(
        "libtiff",
        r"libtiff[-.]",
        "libtiff",
        "Sam Leffler, Silicon Graphics, Inc.",
        "https://libtiff.gitlab.io/libtiff",
    ),
    Library(
        "WavPack", r"libwavpack[-.]", "BSD-3-Clause", "David Bryant", "https://www.wavpack.com"
    ),
    Library(
        "libxmp",
        r"libxmp[-.]",
        "MIT",
        "Claudio Matsuoka and Hipolito Carraro Jr",
        "https://xmp.sourceforge.net",
    ),
    Library(
        "PortMidi",
        r"(lib)?portmidi[-.]",
        "MIT",
        "Ross Bencina, Phil Burk, Roger B. Dannenberg",
        "https://github.com/PortMidi/portmidi",
    ),
    Library(
        "mpg123", r"libmpg123[-.]", "LGPL-2.1-only", "the mpg123 project", "https://mpg123.org"
    ),
    Library(
        "libsndfile",
        r"libsndfile[-.]",
        "LGPL-2.1-or-later",
        "Erik de Castro Lopo",
        "https://libsndfile.github.io/libsndfile",
    ),
    Library(
        "FluidSynth",
        r"libfluidsynth[-.]",
        "LGPL-2.1-or-later",
        "Peter Hanappe and others",
        "https://www.fluidsynth.org",
    ),
    Library(
        "ALSA library",
        r"libasound[-.]",
        "LGPL-2.1-or-later",
        "Jaroslav Kysela and others",
        "https://www.alsa-project.org",
    ),
    Library(
        "libmodplug",
        r"libmodplug[-.]",
        "LicenseRef-Public-Domain",
        "Olivier Lapicque (public domain)",
        "https://github.com/Konstanty/libmodplug",
    ),
    Library(
        "Game_Music_Emu",
        r"libgme[-.]",
        "LGPL-2.1-or-later",
        "Shay Green and others",
        "https://github.com/libgme/game-music-emu",
    ),
    Library("XZ Utils", r"liblzma[-.]", "0BSD", "the XZ Utils authors", "https://tukaani.org/xz"),
    Library(
        "Expat",
        r"libexpat[-.]",
        "MIT",
        "Thai Open Source Software Center Ltd, Clark Cooper and others",
        "https://libexpat.github.io",
    ),
    Library(
        "mpdecimal",
        r"libmpdec[-.]",
        "BSD-2-Clause",
        "Stefan Krah",
        "https://www.bytereef.org/mpdecimal",
    ),
    Library(
        "libuuid",
        r"libuuid[-.]",
        "BSD-3-Clause",
        "Theodore Ts'o and others (util-linux)",
        "https://github.com/util-linux/util-linux",
    ),
    Library(
        "ncurses",
        r"lib(ncursesw?|tinfo|panelw?)[-.]",
        "X11",
        "Thomas E. Dickey, Free Software Foundation, Inc.",
        "https://invisible-island.net/ncurses",
    ),
    Library(
        "SQLite",
        r"(lib)?sqlite3[-.]",
        "LicenseRef-Public-Domain",
        "D. Richard Hipp (public domain)",
        "https://sqlite.org",
    ),
    Library(
        "OpenSSL",
        r"lib(crypto|ssl)[-.]",
        "Apache-2.0",
        "The OpenSSL Project Authors",
        "https://www.openssl.org",
    ),
    Library(
        "Tcl/Tk",
        r"(lib)?t(cl|k)\d",
        "TCL",
        "the Regents of the University of California and others",
        "https://www.tcl.tk",
    ),
)
# Libraries no notice is owed for here: Python's own (its licence is python/LICENSE.txt), the
# game's own compiled modules (seega/LICENSE with mypyc's runtime), pygame-ce's modules
# (pygame-ce/LGPL.txt), and the system's and its compiler's runtimes, which a program may
# always use (Windows' C runtime, the GCC runtime libraries' exception).
COVERED = re.compile(
    r"(lib)?python3|python3\d*\.dll|(vcruntime|msvcp|ucrtbase|api-ms-win-)|"
    r"libgcc_s|libstdc\+\+|libwinpthread|libgomp|base_library\.zip"
)
# Python packages that come with notices of their own: the distribution whose licence file
# the notice copies (None: a package of ours or of a notice listed in `notices`).
PACKAGES: dict[str, str | None] = {
    "seega": None,
    "pygame": None,
    "websockets": "websockets",
    "zeroconf": "zeroconf",
    "ifaddr": "ifaddr",
    # What the compiled modules and the standard typing back-ports bring in.
    "mypy_extensions": "mypy_extensions",
    "typing_extensions": "typing_extensions",
}
# The modules PyInstaller adds to start the bundle, and Python's own build-time module.
PYINSTALLER_MODULES = ("pyimod", "pyi_", "_pyi_", "_sysconfigdata")
# A shared library or extension module, as its file is named on Linux, macOS or Windows.
SHARED = re.compile(r".*\.(so(\.[0-9.]+)?|dylib|dll|pyd)$")


def _python_licence() -> Path:
    """Python's LICENSE.txt: beside the standard library on Linux and macOS, at the top of the
    installation on Windows."""
    places = [Path(sysconfig.get_path("stdlib")), Path(sys.base_prefix)]
    for place in places:
        if (place / "LICENSE.txt").is_file():
            return place / "LICENSE.txt"
    raise SystemExit(f"no LICENSE.txt of Python in {', '.join(map(str, places))}")


def _pygame_licence() -> Path:
    """pygame-ce's LGPL, in its package (found without importing it, which would greet)."""
    spec = importlib.util.find_spec("pygame")
    if spec is None or spec.origin is None:
        raise SystemExit(
            "pygame-ce is not installed: python3 -m pip install -r release/requirements.txt"
        )
    found = Path(spec.origin).parent / "docs" / "generated" / "LGPL.txt"
    if not found.is_file():
        raise SystemExit(f"pygame-ce's licence is not at {found}")
    return found


def distribution_licence(name: str) -> Path:
    """The licence file the installed distribution `name` ships in its metadata."""
    try:
        files = importlib.metadata.distribution(name).files or []
    except importlib.metadata.PackageNotFoundError:
        raise SystemExit(f"{name} is bundled but not installed: no licence to ship") from None
    found = [f for f in files if re.match(r"(LICEN[CS]E|COPYING)", f.name, re.IGNORECASE)]
    if not found:
        raise SystemExit(f"{name}'s distribution carries no licence file")
    return Path(str(found[0].locate()))


def readme() -> str:
    """licenses/README.txt: what each notice covers, with the versions and source addresses
    of what this build bundles."""
    template = (NOTICES_DIR / "README.txt").read_text(encoding="utf-8")
    version = re.search(
        r'__version__ = "([^"]+)"', (PROJECT_DIR / "seega" / "__init__.py").read_text()
    )
    return template.format(
        seega_version=version[1] if version else "unknown",
        mypy_version=importlib.metadata.version("mypy"),
        pygame_version=importlib.metadata.version("pygame-ce"),
        python_version=platform.python_version(),
    )


def notices() -> dict[str, Path | str]:
    """The notices every bundle carries: each one's place inside `licenses/` -> the file it is
    copied from, or the text written."""
    return {
        "README.txt": readme(),
        "seega/LICENSE": PROJECT_DIR / "LICENSE",
        "mypyc/LICENSE": distribution_licence("mypy"),  # the compiled modules' runtime
        "fonts/OFL.txt": PROJECT_DIR / "assets" / "fonts" / "OFL.txt",
        "pygame-ce/LGPL.txt": _pygame_licence(),
        "python/LICENSE.txt": _python_licence(),
    }


def library_of(file_name: str) -> Library | None:
    """The library a shared library's file is, by its name (None: none listed)."""
    return next((lib for lib in LIBRARIES if re.match(lib.files, file_name)), None)


def unnoticed(binaries: Iterable[str], packages: Iterable[str]) -> list[str]:
    """What a bundle holds that no notice covers: shared libraries (their paths inside the
    bundle) and top-level Python packages that are neither the standard library's nor
    PyInstaller's own (its bootloader's licence asks no notice)."""
    missing = []
    for place in binaries:
        path = PurePath(place)
        if not SHARED.match(path.name) or COVERED.match(path.name):
            continue
        if path.parts[0] in PACKAGES or "lib-dynload" in path.parts or ".cpython-" in path.name:
            continue  # an extension module: its package's notice covers it
        if library_of(path.name) is None:
            missing.append(place)
    for package in packages:
        ours = package in PACKAGES or package in sys.stdlib_module_names
        if not ours and not package.startswith(PYINSTALLER_MODULES):
            missing.append(package)
    return missing


def bundle_notices(binaries: Iterable[str], packages: Iterable[str]) -> dict[str, Path | str]:
    """Every notice the bundle holding `binaries` (paths inside it) and `packages` (top-level
    Python packages) needs: place inside `licenses/` -> the file copied, or the text written.
    SystemExit naming what has none."""
    binaries, packages = sorted(set(binaries)), sorted(set(packages))
    missing = unnoticed(binaries, packages)
    if missing:
        listed = ", ".join(missing)
        raise SystemExit(f"no licence notice for {listed}: add it to release/licences.py")
    found: dict[str, Path | str] = dict(notices())
    for package in packages:
        distribution = PACKAGES.get(package)
        if distribution is not None:
            found[f"{package}/LICENSE"] = distribution_licence(distribution)
    libraries = sorted(
        {lib for name in binaries if (lib := library_of(PurePath(name).name))},
        key=lambda lib: lib.name.lower(),
    )
    found[LIBRARIES_NOTICE] = libraries_text(libraries)
    return found


def libraries_text(libraries: Iterable[Library]) -> str:
    """The notice of the C libraries: each one's licence, holders and source, then the
    standard text of each licence named."""
    chosen = list(libraries)
    lines = [
        "The libraries inside this download, with their licences and sources",
        "=" * 67,
        "",
    ]
    for lib in chosen:
        lines += [lib.name, f"    Licence: {lib.licence}", f"    Copyright: {lib.holders}"]
        lines += [f"    Source: {lib.source}", ""]
    named = sorted({part for lib in chosen for part in lib.licence.split(" AND ")})
    for licence in named:
        text = STANDARD.get(licence)
        if text is not None:
            lines += ["-" * 67, licence, "", text.strip(), ""]
    return "\n".join(lines) + "\n"


def standard_texts() -> dict[str, str]:
    """The standard licence texts kept in release/notices/standard/ (SPDX name -> text)."""
    folder = NOTICES_DIR / "standard"
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.txt"))}


STANDARD = standard_texts()
