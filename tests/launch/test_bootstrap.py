"""The first-launch setup: only a checkout builds ./.venv, and offline it says what to install."""

from __future__ import annotations

from pathlib import Path

import pytest

from seega.launch import bootstrap
from seega.storage.paths import Location, Mode

PROJECT_DIR = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("mode", [Mode.FROZEN, Mode.INSTALLED])
def test_the_setup_never_runs_outside_a_checkout(mode: Mode, tmp_path: Path) -> None:
    # A requirements file that does not exist, outside the project: were the setup to look at
    # it at all (its stamp, its digest, pip), it would raise.
    absent = tmp_path / "requirements.txt"
    before = sorted(tmp_path.iterdir())
    bootstrap.ensure_environment(["main.py"], absent, Location(mode, tmp_path))
    assert sorted(tmp_path.iterdir()) == before


def test_a_checkout_is_set_up() -> None:
    # The same foreign file from a checkout: the setup does look at it (for its stamp, named
    # after its place in the project), which is how the test sees that it ran.
    with pytest.raises(ValueError, match="is not in the subpath"):
        bootstrap.ensure_environment(
            ["main.py"], Path("/nonexistent/requirements.txt"), Location(Mode.CHECKOUT, PROJECT_DIR)
        )


def test_the_game_asks_only_for_pygame_ce() -> None:
    assert bootstrap.wanted_packages(bootstrap.GAME_REQUIREMENTS) == ["pygame-ce>=2.5.7,<2.6"]


def test_the_tests_ask_for_the_game_and_their_tools() -> None:
    wanted = bootstrap.wanted_packages(bootstrap.TEST_REQUIREMENTS)
    assert wanted[0] == "pygame-ce>=2.5.7,<2.6"
    assert {line.split(">")[0] for line in wanted[1:]} >= {"pytest", "hypothesis", "mypy"}


def test_offline_the_setup_names_what_to_install(capsys: pytest.CaptureFixture[str]) -> None:
    bootstrap._explain_failure(bootstrap.GAME_REQUIREMENTS)
    said = capsys.readouterr().out
    assert "internet connection" in said
    assert "pygame-ce>=2.5.7,<2.6" in said
    assert f"pip install -r {bootstrap.GAME_REQUIREMENTS}" in said
