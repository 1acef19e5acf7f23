"""Refuse to release a tag that does not name the game's version: `python3 release/check_tag.py
TAG` exits 0 only for `v` followed by `__version__` (seega/__init__.py), e.g. v0.1.0.

Run first by .github/workflows/release.yml, so a release never ships a version other than the
one its programs report. Standard library only.
"""

from __future__ import annotations

import sys

from build import version


def expected_tag() -> str:
    return f"v{version()}"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python3 release/check_tag.py TAG", file=sys.stderr)
        return 2
    if argv[0] != expected_tag():
        print(f"the tag {argv[0]} is not the version's tag {expected_tag()}", file=sys.stderr)
        return 1
    print(f"the tag {argv[0]} names the version {version()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
