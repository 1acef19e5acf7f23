"""The kept seat of an online game: written and read back through the one store, forgotten at
the game's end, and a file that is not one set aside with its reason."""

import json

import pytest

from seega.storage.online import MAX_SEAT_TEXT, KeptSeat
from seega.storage.persistence import Storage

SEAT = KeptSeat("ws://192.0.2.7:8765", "d2hhdCBhIHRva2Vu")


def test_a_kept_seat_reads_back_and_is_forgotten(tmp_path):
    storage = Storage(tmp_path)
    assert storage.load_seat().value is None
    assert storage.save_seat(SEAT) is None
    assert Storage(tmp_path).load_seat().value == SEAT
    assert storage.forget_seat() is None
    assert Storage(tmp_path).load_seat().value is None


@pytest.mark.parametrize(
    "body",
    [
        {"url": "ws://192.0.2.7:8765"},
        {"url": "ws://192.0.2.7:8765", "token": 7},
        {"url": "ws://192.0.2.7:8765", "token": "x" * (MAX_SEAT_TEXT + 1)},
        {"url": "ws://host\n:1", "token": "t"},
        {"url": "", "token": "t"},
    ],
)
def test_a_seat_file_that_is_not_one_is_set_aside_with_its_reason(tmp_path, body):
    (tmp_path / "online.json").write_text(json.dumps({"version": 1, **body}), encoding="utf-8")
    loaded = Storage(tmp_path).load_seat()
    assert loaded.value is None
    assert loaded.problem is not None and loaded.problem.moved_to is not None
    assert not (tmp_path / "online.json").exists()
