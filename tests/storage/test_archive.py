"""The records of finished games and their stored reviews (seega/storage/archive.py)."""

from __future__ import annotations

import json
from datetime import datetime
from itertools import count
from pathlib import Path

import pytest

from seega.core.line import GameLine
from seega.core.record import MAX_RECORD_BYTES
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.review.analysis import Judged
from seega.review.judge import Verdict
from seega.storage import files
from seega.storage.archive import NOT_A_RECORD, Archive, ArchiveError, read_record_file
from seega.storage.files import BadFile
from tests.review.records import KNOWN

GAME = KNOWN["captures and resets the stall count"][0]
OTHER = KNOWN["misses a free capture of three"][0]


def placements(count_: int) -> str:
    """The record of a game of `count_` placements, each the first legal one."""
    match = Match.new(RULESETS["standard"], 5, (Seat.human(), Seat.human()), InlineThinker())
    for _ in range(count_):
        match.play(match.legal_actions()[0])
    return match.record_text()


PLACEMENTS = placements(4)


def ticking() -> object:
    """A clock one second later at each call, so file names differ and sort by time."""
    seconds = count()
    return lambda: datetime(2026, 1, 1, 12, 0, 0).replace(second=next(seconds) % 60)


def test_kept_games_are_listed_newest_first(tmp_path: Path) -> None:
    archive = Archive(tmp_path, now=ticking())  # type: ignore[arg-type]
    older = archive.keep(GAME, "standard", 5)
    newer = archive.keep(OTHER, "standard", 5)
    listing = archive.listing()
    assert [game.path for game in listing.games] == [newer, older]
    assert listing.games[0].record.actions and not listing.set_aside


def test_games_kept_in_the_same_second_still_list_newest_first(tmp_path: Path) -> None:
    archive = Archive(tmp_path, now=lambda: datetime(2026, 1, 1, 12, 0, 0))
    paths = [archive.keep(text, "standard", 5) for text in (GAME, OTHER, GAME)]
    assert [game.path for game in archive.listing().games] == paths[::-1]


def test_a_corrupt_record_is_set_aside_and_the_rest_still_list(tmp_path: Path) -> None:
    archive = Archive(tmp_path, now=ticking())  # type: ignore[arg-type]
    good = archive.keep(GAME, "standard", 5)
    bad = archive.folder / "20260102-000000-standard-5.txt"
    bad.write_text("Rules: standard\n1. white nonsense\n", encoding="utf-8")
    binary = archive.folder / "20260103-000000-standard-5.txt"
    binary.write_bytes(b"\xff\xfe\x00 not text")
    listing = archive.listing()
    assert [game.path for game in listing.games] == [good]
    assert {problem.name for problem in listing.set_aside} == {bad.name, binary.name}
    assert not bad.exists() and not binary.exists()
    kept = sorted(p.name for p in archive.folder.iterdir() if ".corrupt-" in p.name)
    assert len(kept) == 2
    reasons = {problem.name: problem.reason for problem in listing.set_aside}
    assert reasons == {bad.name: NOT_A_RECORD, binary.name: files.NOT_TEXT}
    assert all(problem.detail for problem in listing.set_aside)
    assert archive.listing().set_aside == []  # set aside once, not reported again


def test_a_huge_file_is_not_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    path.write_text("#" * (MAX_RECORD_BYTES + 10), encoding="utf-8")
    with pytest.raises(ArchiveError):
        read_record_file(path)


def judgement_of(game, index: int, better: str | None = None) -> Judged:
    """A made-up judgement of action `index` of `game` (its own notation, side and place)."""
    played = GameLine.from_record(game.record).played_at(index)
    notation = played.action.notation(played.before.size)
    return Judged(
        index, played.before.to_move, notation, Verdict.FORCED, better, 0, 0, 0, 0, 0.0, 1
    )


def test_a_stored_review_comes_back_only_for_its_own_record(tmp_path: Path) -> None:
    archive = Archive(tmp_path, now=ticking())  # type: ignore[arg-type]
    archive.keep(PLACEMENTS, "standard", 5)
    game = archive.listing().games[0]
    assert archive.stored_review(game) == []
    judged = [judgement_of(game, 0), judgement_of(game, 1)]
    assert archive.store_review(game, judged) is None
    assert archive.stored_review(game) == judged
    game.path.write_text(OTHER, encoding="utf-8")  # the record changed: the review is stale
    changed = archive.listing().games[0]
    assert archive.stored_review(changed) == []


def test_a_corrupt_stored_review_is_set_aside(tmp_path: Path) -> None:
    archive = Archive(tmp_path, now=ticking())  # type: ignore[arg-type]
    path = archive.keep(GAME, "standard", 5)
    game = archive.listing().games[0]
    review = path.with_name(path.name + ".review.json")
    review.write_text("{not json", encoding="utf-8")
    assert archive.stored_review(game) == []
    assert not review.exists()


@pytest.mark.parametrize(
    "spoil",
    [
        {"better": "not an action"},
        {"better": "c3"},  # an action, but not a legal one there (the centre)
        {"played": "a1"},  # another action than the record's
        {"index": 7},
        {"played": "\ud800"},  # text that cannot be drawn
        {"pv": ["zz"]},
    ],
)
def test_a_judgement_that_is_not_of_its_record_is_dropped_with_the_rest(
    tmp_path: Path, spoil: dict[str, object]
) -> None:
    archive = Archive(tmp_path, now=ticking())  # type: ignore[arg-type]
    archive.keep(PLACEMENTS, "standard", 5)
    game = archive.listing().games[0]
    judged = [judgement_of(game, index) for index in range(3)]
    store = archive.review_store(game)
    raw = json.loads(store.form.text(judged))
    raw["judged"][1] = {**raw["judged"][1], **spoil}
    store.path.write_text(json.dumps(raw), encoding="utf-8")
    loaded = store.load([])
    assert loaded.value == judged[:1] and loaded.problem is not None
    assert list(archive.folder.glob("*.review.json.corrupt-*"))
    assert archive.stored_review(game) == judged[:1]  # the kept part was written back


def test_two_archives_keeping_in_the_same_second_never_overwrite(tmp_path: Path) -> None:
    moment = datetime(2026, 1, 1, 12, 0, 0)
    first, second = Archive(tmp_path, lambda: moment), Archive(tmp_path, lambda: moment)
    paths = [archive.keep(GAME, "standard", 5) for archive in (first, second, first, second)]
    assert len(set(paths)) == 4 and all(path.read_text() == GAME for path in paths)


def test_a_file_where_the_games_folder_should_be_is_set_aside_and_the_record_kept(tmp_path):
    from seega.game.ending import Ending
    from seega.storage.ledger import FolderSetAside, GameLedger
    from seega.storage.persistence import Storage

    (tmp_path / "games").write_text("not a folder")
    told = []
    ledger = GameLedger(Storage(tmp_path), told.append)
    ending = Ending(
        "abc123",
        PLACEMENTS,
        RULESETS["standard"],
        5,
        datetime(2026, 1, 1).date(),
        None,
        "draw",
        True,
    )
    kept = ledger.keep_record(ending)
    assert kept is not None and kept.parent.is_dir() and kept.read_text() == PLACEMENTS
    assert [game.path for game in Archive(tmp_path).listing().games] == [kept]
    (moved,) = tmp_path.glob("games.corrupt-*")
    assert moved.read_text() == "not a folder"
    assert told == [FolderSetAside("games", moved.name)]  # said, the window words it


def test_a_newer_versions_stored_review_is_never_replaced(tmp_path: Path) -> None:
    archive = Archive(tmp_path)
    game = read_record_file(archive.keep(PLACEMENTS, "standard", 5))
    path = archive.review_store(game).path
    newer = json.dumps({"format": 99, "record": game.fingerprint, "judged": [], "more": 1})
    path.write_text(newer)
    judged = [Judged(0, 1, "@a1", Verdict.FORCED, None, 0, 0, 0, 0, 0.0, 1)]
    assert archive.store_review(game, judged) is not None  # refused, and said
    assert path.read_text() == newer


def test_a_record_that_cannot_be_opened_is_named_and_comes_back_once_readable(
    tmp_path, monkeypatch
):
    archive = Archive(tmp_path)
    path = archive.keep(PLACEMENTS, "standard", 5)
    readable = files.read_text

    def permission_denied(target, limit, follow_link=True):  # a mode-000 slip, even for root
        raise BadFile(files.UNREADABLE, "Permission denied")

    monkeypatch.setattr(files, "read_text", permission_denied)
    listing = archive.listing()
    assert listing.games == [] and [bad.moved_to for bad in listing.set_aside] == [None]
    assert (listing.set_aside[0].name, listing.set_aside[0].reason) == (path.name, files.UNREADABLE)
    monkeypatch.setattr(files, "read_text", readable)
    assert [game.path for game in archive.listing().games] == [path]
