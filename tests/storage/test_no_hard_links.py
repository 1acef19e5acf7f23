"""Record creation where the file system has no hard links (some network and FAT drives):
`files.write_new` falls back to an exclusive create, which must still never write over a
name that is taken, by a file or a link, nor leave its temporary file behind. Forced on this
system by making `os.link` refuse as such a file system does."""

from datetime import datetime

import pytest

from seega.storage import files
from seega.storage.archive import Archive
from seega.storage.files import orphans, write_new

RECORD = (
    "# Seega game record\nRules: standard\nSize: 5\nWhite: human\nBlack: human\n"
    "Date: 2026-01-01\nResult: none\nReason: none\n\n1. white @a1\n"
)


@pytest.fixture(params=[PermissionError, NotImplementedError])
def no_hard_links(request, monkeypatch):
    refused = []

    def refuse(*args, **kwargs):
        refused.append(args)
        raise request.param("hard links are not supported here")

    monkeypatch.setattr(files.os, "link", refuse)
    return refused


def test_a_free_name_is_written_whole(tmp_path, no_hard_links):
    path = tmp_path / "games" / "a.txt"
    write_new(path, RECORD)
    assert no_hard_links  # the link was tried and refused: the fallback wrote it
    assert path.read_text(encoding="utf-8") == RECORD
    assert orphans(path.parent) == []


def test_a_taken_name_is_never_written_over(tmp_path, no_hard_links):
    path = tmp_path / "a.txt"
    path.write_text("first", encoding="utf-8")
    with pytest.raises(FileExistsError):
        write_new(path, RECORD)
    assert path.read_text(encoding="utf-8") == "first"
    assert orphans(tmp_path) == []


def test_a_link_at_the_name_is_neither_followed_nor_replaced(tmp_path, no_hard_links):
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("someone else's", encoding="utf-8")
    path = tmp_path / "a.txt"
    try:
        path.symlink_to(elsewhere)
    except OSError:  # Windows without the right to make links
        pytest.skip("links cannot be made here")
    with pytest.raises(FileExistsError):
        write_new(path, RECORD)
    assert path.is_symlink() and elsewhere.read_text(encoding="utf-8") == "someone else's"


def test_the_name_taken_between_the_check_and_the_create_is_not_written_over(
    tmp_path, monkeypatch, no_hard_links
):
    path = tmp_path / "a.txt"
    # Private on purpose: the step between writing the temporary file and renaming it, where
    # another window's write is slipped in; no public call stops there.
    real_written_beside = files._written_beside

    def another_window_comes_first(target, text, mode):
        temporary = real_written_beside(target, text, mode)
        target.write_text("the other window's", encoding="utf-8")
        return temporary

    monkeypatch.setattr(files, "_written_beside", another_window_comes_first)
    with pytest.raises(FileExistsError):
        write_new(path, RECORD)
    assert path.read_text(encoding="utf-8") == "the other window's"
    assert orphans(tmp_path) == []


def test_records_kept_in_one_second_all_get_names_of_their_own(tmp_path, no_hard_links):
    moment = datetime(2026, 1, 1, 12, 0, 0)
    archive = Archive(tmp_path, lambda: moment)
    kept = [archive.keep(RECORD, "standard", 5) for _ in range(5)]
    assert len(set(kept)) == 5
    assert all(path.read_text(encoding="utf-8") == RECORD for path in kept)
    assert orphans(archive.folder) == []
