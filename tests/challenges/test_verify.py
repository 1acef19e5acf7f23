"""The shipped challenges are proved, and the verifier names the file of a challenge with no
solution, with a wrong solution line, or with a second solution it does not list."""

import json
from collections import Counter

import pytest

from seega.challenges.journey import journey
from seega.storage.catalogue import CHALLENGES_DIR, load_challenges, load_setups
from seega.tools.challenges import main, verify_files

# Standard 5×5, Light to move: a5-b5 takes the last Dark piece, and nothing else wins.
WIN_IN_ONE = {
    "id": "hand-made-win",
    "start": "standard 5 W.BW./...../...../...../W.... w move 0 0 0",
    "goal": {"kind": "win", "number": 1},
    "par": 1,
    "grade": 1,
    "themes": ["endgame"],
    "source": "written by hand for the tests",
    "difficulty": {"depth": 1, "easy": True, "medium": True, "alternatives": 4},
    "solution": [{"play": "a5-b5"}],
}


def write(folder, name, data):
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_every_shipped_challenge_is_proved(capsys):
    assert main(["verify"]) == 0
    assert "verified" in capsys.readouterr().out


def test_the_shipped_challenges_cover_every_rule_set_two_sizes_and_every_goal():
    challenges, problems = load_challenges()
    assert problems == [] and len(challenges) >= 40
    assert set(Counter(c.rules.name for c in challenges)) == {
        "standard",
        "traditional",
        "lane",
        "seejeh",
        "sija",
    }
    assert {c.size for c in challenges} >= {5, 7}
    assert {c.goal.kind.value for c in challenges} == {"capture", "win", "keep", "block", "stall"}
    assert {"chain", "first-step", "removal", "ransom"} <= {t for c in challenges for t in c.themes}
    assert len(journey(challenges)) > len(challenges)


def test_the_set_up_loader_does_not_read_the_challenges():
    levels, problems = load_setups()
    assert problems == [] and all(level.id.count("-") == 1 for level in levels)
    assert CHALLENGES_DIR.parent.name == "levels"


def test_a_hand_made_challenge_passes(tmp_path, capsys):
    assert verify_files([write(tmp_path, "good.json", WIN_IN_ONE)]) == 0


@pytest.mark.parametrize(
    ("solution", "message"),
    [
        ([{"play": "a1-b1"}], "does not meet the goal"),
        ([{"play": "a5-a4"}], "does not meet the goal"),
        ([{"play": "a1-a3"}], "not legal"),
    ],
    ids=["wrong-line", "no-solution-listed", "illegal"],
)
def test_a_wrong_solution_line_fails_naming_the_file(tmp_path, capsys, solution, message):
    path = write(tmp_path, "wrong.json", {**WIN_IN_ONE, "solution": solution})
    assert verify_files([path]) == 1
    out = capsys.readouterr().out
    assert f"wrong.json: solution: '{solution[0]['play']}'" in out and message in out


def test_a_challenge_with_no_solution_fails(tmp_path, capsys):
    # Nothing Light can do takes a Dark piece here.
    start = "standard 5 W...B/...../...../...../....W w move 0 0 0"
    data = {**WIN_IN_ONE, "start": start, "solution": [{"play": "a5-b5"}]}
    assert verify_files([write(tmp_path, "none.json", data)]) == 1
    assert "none.json: solution: 'a5-b5' does not meet the goal" in capsys.readouterr().out


def test_a_second_solution_not_listed_fails(tmp_path, capsys):
    # Dark's last piece on b2 can be taken three ways: a3-a2, b4-b3 and a3-b3.
    start = "standard 5 ...../.W.../W..../.BW../.W... w move 0 0 0"
    data = {**WIN_IN_ONE, "start": start, "solution": [{"play": "a3-a2"}]}
    assert verify_files([write(tmp_path, "second.json", data)]) == 1
    out = capsys.readouterr().out
    assert "second.json: solution: 'b4-b3' also meets the goal and is not listed" in out
    every = [{"play": "a3-a2"}, {"play": "b4-b3"}, {"play": "a3-b3"}]
    assert verify_files([write(tmp_path, "both.json", {**data, "solution": every})]) == 0


def test_a_shorter_solution_fails_a_win_goal(tmp_path, capsys):
    data = {**WIN_IN_ONE, "goal": {"kind": "win", "number": 2}}
    assert verify_files([write(tmp_path, "slow.json", data)]) == 1
    assert "slow.json: the goal can be met in fewer than 2 moves" in capsys.readouterr().out


def test_a_missing_defence_fails(tmp_path, capsys):
    shipped = next(c for c in load_challenges()[0] if "replies" in c.solution[0])
    data = shipped.to_data()
    del data["solution"][0]["replies"][0]
    assert verify_files([write(tmp_path, "thin.json", data)]) == 1
    assert "thin.json: " in capsys.readouterr().out


def test_a_malformed_file_fails_naming_the_field(tmp_path, capsys):
    data = {**WIN_IN_ONE, "goal": {"kind": "fly", "number": 1}}
    assert verify_files([write(tmp_path, "odd.json", data)]) == 1
    assert "odd.json: field 'goal'" in capsys.readouterr().out


def test_the_documented_counts_are_those_of_the_shipped_challenges(capsys):
    assert main(["counts"]) == 0
    documented = (CHALLENGES_DIR.parent.parent / "docs" / "challenges.md").read_text("utf-8")
    for line in capsys.readouterr().out.splitlines():
        assert line in documented


def test_no_two_challenges_share_a_position_and_its_answer():
    challenges, _ = load_challenges()
    puzzles = [(c.start, c.solution[0]["play"]) for c in challenges]
    twice = {p for p in puzzles if puzzles.count(p) > 1}
    assert not twice, [c.id for c in challenges if (c.start, c.solution[0]["play"]) in twice]


def test_an_id_too_long_to_quote_is_refused_and_not_quoted(tmp_path):
    # Two files with one 480-character id: the second was reported "already used", quoting it.
    long_id = "0" * 480 + "-x"
    for name in ("a.json", "b.json"):
        write(tmp_path, name, {**WIN_IN_ONE, "id": long_id})
    found, problems = load_challenges(tmp_path)
    assert found == [] and len(problems) == 2
    assert all(
        "field 'id': at most 64" in problem.detail and long_id not in problem.detail
        for problem in problems
    )
