"""The start skips the finished games the history index vouches for.

Unopened: a journal the index holds as finished, unchanged since, is never
read at the start; a changed one is opened alone; a damaged index has the
start open the games as before (the right game is shown) and is rebuilt in
the background.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from archenemy.desktop import resume
from archenemy.desktop import session as session_module
from archenemy.desktop.history.index import HistoryIndex, index_path
from archenemy.desktop.history.start_scan import scan_games, vouched_finished
from archenemy.desktop.session import Session
from archenemy.engine.actions import NextStep
from archenemy.engine.game import Game

from support.games import CATALOGUE
from support.history import finished_game, start_of, write_game


def _history(tmp_path: Path, count: int) -> Path:
    """A games folder of ``count`` finished games, each a minute newer, indexed."""
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    for n in range(count):
        path = write_game(games, f"game-{n:03}.jsonl", finished_game(steps=n % 4))
        os.utime(path, (1_000_000 + 60 * n, 1_000_000 + 60 * n))
    with HistoryIndex(games) as index:
        index.sync()
    return games


def _count_opens(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every journal the session or its snapshots read, in order."""
    opened: list[Path] = []
    read_journal, read_bytes = session_module.read_journal, resume.read_journal_bytes

    def counted_read(path, *args, **kwargs):
        opened.append(Path(path))
        return read_journal(path, *args, **kwargs)

    def counted_bytes(path, *args, **kwargs):
        opened.append(Path(path))
        return read_bytes(path, *args, **kwargs)

    monkeypatch.setattr(session_module, "read_journal", counted_read)
    monkeypatch.setattr(resume, "read_journal_bytes", counted_bytes)
    return opened


def _unfinished(games: Path, name: str, moment: float) -> Path:
    game = Game(start_of(("Archenemy", "Hero 1")), CATALOGUE)
    game.do(NextStep())
    path = games / name
    path.unlink(missing_ok=True)
    write_game(games, name, game)
    os.utime(path, (moment, moment))
    return path


def test_the_start_opens_no_finished_journal_the_index_vouches_for(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 30)
    opened = _count_opens(monkeypatch)
    session = Session(games)
    session.resume_or_new()
    assert opened == []
    assert session.game is not None and not session.state.over and session.path.name.startswith("game-2")
    assert session.start_scan is not None and not session.start_scan.in_doubt
    session.close()


def test_a_journal_changed_since_it_was_indexed_is_opened_alone(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 30)
    # An older game continued elsewhere (a synced folder): no longer the finished game the index holds.
    changed = _unfinished(games, "game-005.jsonl", 1_000_000 + 60 * 5)
    opened = _count_opens(monkeypatch)
    session = Session(games)
    session.resume_or_new()
    assert opened == [changed]
    assert session.path == changed and not session.state.over
    session.close()


def test_a_damaged_index_is_not_trusted_and_is_rebuilt_in_the_background(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 6)
    older = _unfinished(games, "game-old.jsonl", 900_000)
    db = index_path(games)
    db.write_bytes(b"not a database" * 100)
    assert vouched_finished(games) is None
    opened = _count_opens(monkeypatch)
    session = Session(games)
    session.resume_or_new()
    # The right game, found the old way: every newer journal opened.
    assert session.path == older and len(opened) == 7
    assert session.start_scan is not None and session.start_scan.in_doubt
    session.catch_up_history()
    assert session._history.flush(60)
    finished = vouched_finished(games)
    assert finished is not None and len(finished) == 6
    session.close()


def test_without_an_index_the_start_opens_a_bounded_number_of_games(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, session_module.UNVOUCHED_OPENS + 4)
    index_path(games).unlink()
    opened = _count_opens(monkeypatch)
    session = Session(games)
    session.resume_or_new()
    assert len(opened) == session_module.UNVOUCHED_OPENS
    # A new game: none of the newest was unfinished.
    assert not session.state.over and session.path.name.startswith("game-2")
    session.close()


def test_the_scan_lists_journals_newest_first_and_others_apart(tmp_path) -> None:
    games = _history(tmp_path, 3)
    (games / "folder.jsonl").mkdir()
    os.symlink(games / "nowhere", games / "dangling.jsonl")
    scan = scan_games(games)
    assert [name for name, _ in scan.journals] == [b"game-002.jsonl", b"game-001.jsonl", b"game-000.jsonl"]
    assert sorted(path.name for path, _ in scan.others) == ["dangling.jsonl", "folder.jsonl"]
    assert all(scan.vouched(name, sign) for name, sign in scan.journals)
