"""The player's own challenges (`practice.json`) through the one store: newest first, one per
id, capped; entries that do not decode dropped (proving them again is the journey's, off the
frame); a newer version left alone; two processes adding at once both keep theirs."""

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from seega.storage.catalogue import CHALLENGES_DIR, load_challenges
from seega.storage.persistence import Storage
from seega.storage.practice import MAX_KEPT, PRACTICE_FILE, with_added

PROJECT_DIR = Path(__file__).resolve().parents[2]
ADDED_EACH = 10
CHILD_TIMEOUT_S = 120
LESSON = "standard-5-capture-1"
CHILD = """
import sys, time
from pathlib import Path
from seega.storage.persistence import Storage
from tests.storage.test_practice_store import personal
folder, name = Path(sys.argv[1]), sys.argv[2]
while not (folder / "go").exists():
    time.sleep(0.001)
storage = Storage(folder)
for number in range(int(sys.argv[3])):
    storage.add_practice([personal(f"mine-{name}-{number}")])
"""


def personal(challenge_id):
    """A shipped lesson kept as a personal challenge under `challenge_id`."""
    lesson = next(c for c in load_challenges()[0] if c.id == LESSON)
    return replace(lesson, id=challenge_id)


def test_new_challenges_come_first_once_each_and_the_oldest_go_past_the_cap():
    old = tuple(personal(f"mine-old-{n}") for n in range(MAX_KEPT))
    again = personal("mine-old-5")
    kept = with_added(old, [personal("mine-new"), again, again])
    assert [c.id for c in kept[:2]] == ["mine-new", "mine-old-5"]
    assert len(kept) == MAX_KEPT and len({c.id for c in kept}) == MAX_KEPT
    assert "mine-old-23" not in {c.id for c in kept}  # the oldest went


def test_saved_challenges_load_again_and_bad_entries_are_dropped_and_told(tmp_path):
    """A challenge that decodes is kept unproved (its proof is checked before play)."""
    storage = Storage(tmp_path)
    kept, problem = storage.add_practice([personal("mine-a"), personal("mine-b")])
    assert problem is None and Storage(tmp_path).load_practice().value == kept
    raw = json.loads((tmp_path / PRACTICE_FILE).read_text(encoding="utf-8"))
    broken = {**raw["challenges"][0], "id": "mine-broken", "solution": [{"play": "a1-a2"}]}
    shipped = json.loads((CHALLENGES_DIR / f"{LESSON}.json").read_text(encoding="utf-8"))
    raw["challenges"] += [broken, shipped, {"id": "mine-x"}]  # unproved, not personal, malformed
    (tmp_path / PRACTICE_FILE).write_text(json.dumps(raw), encoding="utf-8")
    loaded = Storage(tmp_path).load_practice()
    assert [c.id for c in loaded.value] == ["mine-a", "mine-b", "mine-broken"]
    assert loaded.problem is not None and loaded.problem.moved_to is not None  # kept aside
    assert Storage(tmp_path).load_practice().problem is None  # the good ones written back


def test_a_file_of_a_newer_version_is_left_alone(tmp_path):
    text = json.dumps({"version": 2, "challenges": [], "future": True})
    (tmp_path / PRACTICE_FILE).write_text(text, encoding="utf-8")
    storage = Storage(tmp_path)
    loaded = storage.load_practice()
    assert loaded.value == () and loaded.problem is not None
    assert loaded.problem.moved_to is None
    _, problem = storage.add_practice([personal("mine-a")])
    assert problem is not None
    assert (tmp_path / PRACTICE_FILE).read_text(encoding="utf-8") == text


def test_two_processes_adding_at_once_keep_every_challenge(tmp_path):
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), name, str(ADDED_EACH)], cwd=PROJECT_DIR
        )
        for name in ("a", "b")
    ]
    (tmp_path / "go").touch()
    assert [child.wait(CHILD_TIMEOUT_S) for child in children] == [0, 0]
    loaded = Storage(tmp_path).load_practice()
    assert loaded.problem is None
    expected = {f"mine-{name}-{n}" for name in ("a", "b") for n in range(ADDED_EACH)}
    assert {c.id for c in loaded.value} == expected
