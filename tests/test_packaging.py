"""The installable package: one version, the same requirements as a checkout, every file shipped.

The wheel itself is built and checked by .ci/run (release/check_wheel.py); here the checker is
shown to catch a forgotten file, and the entry point's quick answers are run for real.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import seega
from release import check_wheel
from seega.core import build
from seega.launch import bootstrap

PROJECT_DIR = Path(__file__).resolve().parent.parent
tomllib = pytest.importorskip("tomllib")  # Python 3.11+; the package is checked there


def project_table() -> dict[str, object]:
    with (PROJECT_DIR / "pyproject.toml").open("rb") as file:
        table: dict[str, object] = tomllib.load(file)["project"]
    return table


def test_the_version_has_one_home() -> None:
    with (PROJECT_DIR / "pyproject.toml").open("rb") as file:
        whole = tomllib.load(file)
    assert "version" in whole["project"]["dynamic"]
    assert whole["tool"]["hatch"]["version"]["path"] == "seega/__init__.py"
    assert f"Seega {seega.__version__}" == seega.PROGRAM


def test_the_package_asks_for_what_a_checkout_installs() -> None:
    project = project_table()
    assert project["dependencies"] == bootstrap.wanted_packages(bootstrap.GAME_REQUIREMENTS)
    game = bootstrap.wanted_packages(bootstrap.GAME_REQUIREMENTS)
    tools = bootstrap.wanted_packages(bootstrap.TEST_REQUIREMENTS)
    assert tools[: len(game)] == game  # the tools' file includes the game's first
    assert project["optional-dependencies"] == {"test": tools[len(game) :]}


def test_the_four_commands_are_declared() -> None:
    project = project_table()
    assert project["gui-scripts"] == {"seega": "seega.launch.entry:main"}
    assert project["scripts"] == {
        "seega-engine": "seega.protocol.engine:main",
        "seega-review": "seega.protocol.review:main",
        "seega-server": "seega.net.server:main",
    }


def test_the_wheel_check_sees_every_asset_set_up_and_challenge() -> None:
    expected = check_wheel.expected_files()
    challenges = sorted((PROJECT_DIR / "levels" / "challenges").glob("*.json"))
    assert challenges
    for path in challenges:
        assert f"seega/resources/levels/challenges/{path.name}" in expected
    assert "seega/resources/assets/fonts/OFL.txt" in expected
    assert "seega/resources/assets/sounds/music_loop.wav" in expected
    assert "seega/resources/levels/standard-5.json" in expected
    assert "seega/review/curve.json" in expected
    assert not any("__pycache__" in name for name in expected)


LICENCES = {
    "seega-0.1.0.dist-info/licenses/LICENSE",
    "seega-0.1.0.dist-info/licenses/assets/fonts/OFL.txt",
}


def test_the_wheel_check_names_a_forgotten_file() -> None:
    expected = check_wheel.expected_files() | LICENCES
    forgotten = "seega/resources/assets/sounds/capture.wav"
    assert check_wheel.missing_files(expected - {forgotten}) == [forgotten]
    assert check_wheel.missing_files(expected | {"seega-0.1.0.dist-info/RECORD"}) == []


def test_the_wheel_check_names_a_missing_licence() -> None:
    wheel = check_wheel.expected_files() | {"seega-0.1.0.dist-info/licenses/LICENSE"}
    assert check_wheel.missing_files(wheel) == ["*.dist-info/licenses/assets/fonts/OFL.txt"]


def test_the_wheel_leaves_out_the_commands_that_write_beside_themselves() -> None:
    expected = check_wheel.expected_files()
    assert not any(name.startswith("seega/tools/") for name in expected)
    assert check_wheel.unwanted_files(expected | {"seega/tools/arena.py"}) == [
        "seega/tools/arena.py"
    ]


def run_entry(*arguments: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    code = (
        "import sys; from seega.launch.entry import main; status = main(sys.argv[1:]);"
        "assert 'pygame' not in sys.modules, 'pygame was imported'; sys.exit(status)"
    )
    return subprocess.run(
        [sys.executable, "-c", code, *arguments],
        cwd=PROJECT_DIR,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_seega_version_answers_without_the_window() -> None:
    done = run_entry("--version")
    named = f"{seega.PROGRAM} ({build.build()})\n"
    assert (done.returncode, done.stdout) == (0, named), done.stderr


def test_seega_engine_speaks_the_protocol_without_pygame() -> None:
    done = run_entry("--engine", stdin="protocol_version\nquit\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("= 1\n")


def test_the_pypi_page_links_the_project_and_shows_the_readme_s_pictures() -> None:
    urls = project_table()["urls"]
    assert isinstance(urls, dict) and {"Homepage", "Source", "Issues"} <= set(urls)
    source = urls["Source"].removeprefix("https://github.com/")
    raw = f"https://raw.githubusercontent.com/{source}/main/"
    readme = (PROJECT_DIR / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert pictures
    for link in pictures:  # PyPI shows the README without the repository's files beside it
        assert link.startswith(raw), link
        assert (PROJECT_DIR / link.removeprefix(raw)).is_file(), link


def python_versions(text: str) -> list[str]:
    return re.findall(r'"(3\.\d+)"', text)


def test_the_python_range_is_one_range_everywhere() -> None:
    project = project_table()
    oldest = str(project["requires-python"]).removeprefix(">=")
    classified = [
        c.rsplit(" ", 1)[1]
        for c in project["classifiers"]
        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)
    ]
    assert classified[0] == oldest
    workflows = PROJECT_DIR / ".github" / "workflows"
    ci = (workflows / "ci.yml").read_text(encoding="utf-8")
    tested = python_versions(ci.split("python: [", 1)[1].split("]", 1)[0])
    assert tested == [oldest, classified[-1]]  # the oldest and the newest
    release = (workflows / "release.yml").read_text(encoding="utf-8")
    wheels = release.split("python: [", 1)[1].split("]", 1)[0]
    assert python_versions(wheels) == classified  # a compiled wheel for each
