"""The challenges command names a file it cannot read, in counts as in verify, and goes on."""

from seega.storage.catalogue import CHALLENGES_DIR
from seega.tools.challenges import count_files


def test_counts_names_a_bad_challenge_file_and_counts_the_others(tmp_path, capsys):
    shipped = sorted(CHALLENGES_DIR.glob("*.json"))[:2]
    bad = tmp_path / "broken.json"
    bad.write_text('{"id": "broken", "rules": ')
    assert count_files([*shipped, bad]) == 1
    printed = capsys.readouterr().out
    assert "broken.json: " in printed and "2 challenges (1 unreadable)" in printed
