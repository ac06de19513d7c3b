"""The games folder's journals and their signatures, as every sync lists them.

Listed through the folder's descriptor where the system allows it, else by
path: both give the same journals, in the same order, with the same numbers.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from archenemy.desktop.history import reading
from archenemy.desktop.history.reading import journal_signatures, signature


def _folder(tmp_path: Path) -> Path:
    games = tmp_path / "games"
    games.mkdir()
    for name in ("b.jsonl", "a.jsonl", "c.jsonl"):
        (games / name).write_text('{"format": "x"}\n', encoding="utf-8")
    # A name that is not UTF-8, a hidden journal, a file of another kind, a folder, links.
    (games / os.fsdecode(b"partida-\xd1.jsonl")).write_bytes(b"{}\n")
    (games / ".hidden.jsonl").write_text("{}\n", encoding="utf-8")
    (games / "notes.txt").write_text("x", encoding="utf-8")
    (games / "folder.jsonl").mkdir()
    (games / "link.jsonl").symlink_to(games / "a.jsonl")
    (games / "dangling.jsonl").symlink_to(games / "gone.jsonl")
    os.mkfifo(games / "fifo.jsonl")
    return games


@pytest.mark.parametrize("by_descriptor", [True, False])
def test_the_journals_and_their_signatures_whichever_way_they_are_listed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, by_descriptor: bool
) -> None:
    games = _folder(tmp_path)
    if by_descriptor and not reading._BY_DESCRIPTOR:
        pytest.skip("no directory descriptors here")
    monkeypatch.setattr(reading, "_BY_DESCRIPTOR", by_descriptor)
    found = journal_signatures(games)
    names = [b"a.jsonl", b"b.jsonl", b"c.jsonl", b"link.jsonl", b"partida-\xd1.jsonl"]
    assert list(found) == [os.fsencode(games) + b"/" + name for name in names]
    for key, numbers in found.items():
        assert numbers == tuple(signature(Path(os.fsdecode(key))))


def test_a_folder_that_is_not_one_has_no_journals(tmp_path: Path) -> None:
    assert journal_signatures(tmp_path / "missing") == {}
    os.mkfifo(tmp_path / "fifo")
    assert journal_signatures(tmp_path / "fifo") == {}
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert journal_signatures(tmp_path / "file") == {}
