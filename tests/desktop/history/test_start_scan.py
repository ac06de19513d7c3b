"""The start trusts the history index on a cheap check; the full check follows.

A journal the index holds as finished is neither opened nor looked at
(``stat``) at the start while the folder's listing holds as many journals as
the index; each doubt (a journal added, removed, renamed, rewritten by
another program, the index damaged) is answered at the start where the
cheap check sees it and by the background's full check where it cannot, and
no game is lost.  The app marks a finished game stale before writing to it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from archenemy.desktop import resume
from archenemy.desktop import session as session_module
from archenemy.desktop.history import start_scan
from archenemy.desktop.history.index import HistoryIndex, index_path
from archenemy.desktop.history.start_scan import STALE_MTIME_NS, mark_stale, scan_games, vouched_finished
from archenemy.desktop.session import Session
from archenemy.engine.actions import NextStep, Undo
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


def _looked_at(monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """Every name the start's scan looks at (``stat``), in order."""
    looked: list[bytes] = []
    real = start_scan._looked_at

    def counted(folder, where, names):
        looked.extend(sorted(names))
        return real(folder, where, names)

    monkeypatch.setattr(start_scan, "_looked_at", counted)
    return looked


def _started(games: Path) -> Session:
    session = Session(games)
    session.resume_or_new()
    return session


def _checked_in_background(session: Session) -> None:
    """The full check after the first paint, waited for."""
    session.catch_up_history()
    assert session._history.flush(60)
    session.close()


def _indexed_names(games: Path) -> list[str]:
    with HistoryIndex(games) as index:
        return sorted(Path(game.file).name for game in index.games(finished=False, life=False))


def test_the_start_neither_opens_nor_looks_at_a_finished_journal_the_index_holds(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 30)
    opened, looked = _count_opens(monkeypatch), _looked_at(monkeypatch)
    session = _started(games)
    assert opened == [] and looked == []
    assert session.game is not None and not session.state.over and session.path.name.startswith("game-2")
    scan = session.start_scan
    assert scan is not None and scan.trusted == 30 and not scan.in_doubt and scan.needs_check
    session.close()


def test_an_unfinished_game_the_index_holds_is_looked_at_and_resumed(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 30)
    older = _unfinished(games, "game-old.jsonl", 900_000)
    with HistoryIndex(games) as index:
        index.sync()
    opened, looked = _count_opens(monkeypatch), _looked_at(monkeypatch)
    session = _started(games)
    assert looked == [b"game-old.jsonl"] and opened == [older]
    assert session.path == older and not session.start_scan.in_doubt
    session.close()


def test_a_journal_added_is_found_at_the_start_and_resumed(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 30)
    # Copied in from another machine, older than every finished game: the index does not know it.
    added = _unfinished(games, "game-copied.jsonl", 900_000)
    opened, looked = _count_opens(monkeypatch), _looked_at(monkeypatch)
    session = _started(games)
    assert looked == [b"game-copied.jsonl"] and opened == [added]
    assert session.path == added and session.start_scan.in_doubt
    _checked_in_background(session)
    assert "game-copied.jsonl" in _indexed_names(games)


def test_a_finished_journal_added_is_opened_once_then_shown_in_the_history(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 10)
    added = write_game(games, "game-copied.jsonl", finished_game(steps=2))
    os.utime(added, (900_000, 900_000))
    opened = _count_opens(monkeypatch)
    session = _started(games)
    assert opened == [added] and session.start_scan.in_doubt
    _checked_in_background(session)
    with HistoryIndex(games) as index:
        assert "game-copied.jsonl" in [Path(game.file).name for game in index.games(life=False)]
    opened.clear()
    again = _started(games)
    # Only the game the first start made (unfinished, indexed by the check) is opened: it is resumed.
    assert opened == [session.path] and again.path == session.path and not again.start_scan.in_doubt
    again.close()


def test_a_journal_removed_is_forgotten_by_the_background_check(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 10)
    (games / "game-004.jsonl").unlink()
    opened = _count_opens(monkeypatch)
    session = _started(games)
    assert opened == [] and session.start_scan.in_doubt and not session.state.over
    _checked_in_background(session)
    assert "game-004.jsonl" not in _indexed_names(games)
    again = _started(games)
    assert not again.start_scan.in_doubt
    again.close()


def test_an_unfinished_journal_renamed_is_found_under_its_new_name(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 10)
    older = _unfinished(games, "game-old.jsonl", 900_000)
    with HistoryIndex(games) as index:
        index.sync()
    renamed = games / "game-renamed.jsonl"
    older.rename(renamed)
    opened = _count_opens(monkeypatch)
    session = _started(games)
    # The same count, but the unfinished game the index holds is gone: its new name is looked for.
    assert opened == [renamed] and session.path == renamed and session.start_scan.in_doubt
    session.close()


def test_a_finished_journal_renamed_is_trusted_then_shown_under_its_new_name(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 10)
    (games / "game-003.jsonl").rename(games / "game-renamed.jsonl")
    opened, looked = _count_opens(monkeypatch), _looked_at(monkeypatch)
    session = _started(games)
    # The cheap check cannot see it (as many journals as rows): nothing is opened, no game lost.
    assert opened == [] and looked == [] and not session.start_scan.in_doubt
    _checked_in_background(session)
    names = _indexed_names(games)
    assert "game-renamed.jsonl" in names and "game-003.jsonl" not in names


def test_a_journal_rewritten_by_another_program_is_read_again_by_the_background_check(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 30)
    # An older game continued elsewhere (a synced folder): no longer the finished game the index holds.
    changed = _unfinished(games, "game-005.jsonl", 1_000_000 + 60 * 5)
    opened = _count_opens(monkeypatch)
    session = _started(games)
    # Trusted at this start (the index's word, unlooked) ...
    assert opened == [] and session.path != changed
    session.path.unlink()
    _checked_in_background(session)
    # ... read again after the first paint, so the next start resumes it.
    assert b"game-005.jsonl" not in vouched_finished(games)
    opened.clear()
    again = _started(games)
    assert again.path == changed and not again.state.over and opened == [changed]
    again.close()


def test_a_damaged_index_is_not_trusted_and_is_rebuilt_in_the_background(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 6)
    older = _unfinished(games, "game-old.jsonl", 900_000)
    db = index_path(games)
    db.write_bytes(b"not a database" * 100)
    assert vouched_finished(games) is None
    opened = _count_opens(monkeypatch)
    session = _started(games)
    # The right game, found the old way: every newer journal opened.
    assert session.path == older and len(opened) == 7
    assert session.start_scan is not None and session.start_scan.in_doubt
    _checked_in_background(session)
    finished = vouched_finished(games)
    assert finished is not None and len(finished) == 6


def test_without_an_index_the_start_opens_a_bounded_number_of_games(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, session_module.UNVOUCHED_OPENS + 4)
    index_path(games).unlink()
    opened = _count_opens(monkeypatch)
    session = _started(games)
    assert len(opened) == session_module.UNVOUCHED_OPENS
    # A new game: none of the newest was unfinished.
    assert not session.state.over and session.path.name.startswith("game-2")
    session.close()


def test_the_scan_lists_journals_newest_first_and_others_apart(tmp_path) -> None:
    games = _history(tmp_path, 3)
    (games / "folder.jsonl").mkdir()
    os.symlink(games / "nowhere", games / "dangling.jsonl")
    scan = scan_games(games, recent_ns=0)
    # Every finished game is modified "lately" (since the epoch): looked at, and vouched for.
    assert [name for name, _ in scan.journals] == [b"game-002.jsonl", b"game-001.jsonl", b"game-000.jsonl"]
    assert sorted(path.name for path, _ in scan.others) == ["dangling.jsonl", "folder.jsonl"]
    assert all(scan.vouched(name, sign) for name, sign in scan.journals)


def test_a_finished_game_written_to_is_marked_stale_first_and_resumed_after_a_crash(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 5)
    session = Session(games)
    session.open_file(games / "game-004.jsonl")
    assert session.state.over
    marked: list[int] = []
    append = session._writer.append

    def write(*args, **kwargs):
        # What the index holds when the line is written.
        marked.append(_mtime_of(games, "game-004.jsonl"))
        return append(*args, **kwargs)

    monkeypatch.setattr(session._writer, "append", write)
    # A crash before the background thread indexes it again.
    monkeypatch.setattr(session._history, "note", lambda path: None)
    assert session.perform(Undo()) and not session.state.over
    assert marked == [STALE_MTIME_NS]
    session.close()
    again = _started(games)
    assert again.path == games / "game-004.jsonl" and not again.state.over
    again.close()


def test_a_stale_mark_changes_nothing_without_a_finished_row(tmp_path) -> None:
    games = _history(tmp_path, 2)
    assert not mark_stale(games / "game-unknown.jsonl")
    index_path(games).unlink()
    assert not mark_stale(games / "game-001.jsonl")
    assert not index_path(games).exists()


def _mtime_of(games: Path, name: str) -> int:
    import sqlite3

    conn = sqlite3.connect(index_path(games))
    try:
        return conn.execute("SELECT mtime_ns FROM files WHERE file = ?", (os.fsencode(games / name),)).fetchone()[0]
    finally:
        conn.close()


def test_a_hidden_journal_is_looked_at_and_leaves_the_counts_trusted(tmp_path, monkeypatch) -> None:
    games = _history(tmp_path, 10)
    # The index never holds a hidden name: not counted, always looked at.
    hidden = _unfinished(games, ".game-hidden.jsonl", 900_000)
    opened, looked = _count_opens(monkeypatch), _looked_at(monkeypatch)
    session = _started(games)
    assert looked == [b".game-hidden.jsonl"] and opened == [hidden] and session.path == hidden
    assert session.start_scan.trusted == 10 and not session.start_scan.in_doubt
    session.close()
