"""An opening that only reads checks the file's header, not every page.

``PRAGMA quick_check`` (40 ms at 10,000 games) runs before the first write,
or when the caller asks (the Statistics window, in its reading thread); a page
damaged since is found by SQLite as it is read, and answered by a rebuild.
"""

from __future__ import annotations

import io
import json
import os
import sqlite3
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.cli import main
from archenemy.desktop.history.database_files import header_in_order
from archenemy.desktop.history.index import HistoryIndex, IndexNotBuiltError, index_path
from archenemy.desktop.history.schema import IndexRowError

from support.games import CATALOGUE
from support.history import finished_game, write_game


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _games(count: int) -> Path:
    games = paths.games_dir()
    games.mkdir(parents=True, exist_ok=True)
    for number in range(count):
        write_game(games, f"g{number:03}.jsonl", finished_game(("Ana", "Ben", f"Player {number}"), steps=number % 7))
    return games


def _one_file(games: Path) -> Path:
    """The index of ``games``, written whole into its file (no WAL), and its path."""
    with HistoryIndex(games, None, CATALOGUE) as index:
        index.sync()
        index.conn.execute("PRAGMA journal_mode = DELETE")
    return index_path(games)


def _full_checks(monkeypatch) -> list[bool]:
    ran: list[bool] = []
    real = HistoryIndex._full_check

    def counted(self, conn=None) -> None:
        ran.append(True)
        real(self, conn)

    monkeypatch.setattr(HistoryIndex, "_full_check", counted)
    return ran


def test_reading_commands_leave_the_full_check_to_the_first_write(isolated_user_dirs, monkeypatch) -> None:
    games = _games(3)
    _one_file(games)
    ran = _full_checks(monkeypatch)
    for command in ("history", "stats"):
        assert run(command)[0] == 0
    assert ran == []
    # A new game: the sync writes, and checks the file first.
    write_game(games, "new.jsonl", finished_game(winner="Archenemy"))
    code, out, _ = run("history", "--json")
    assert code == 0 and len(json.loads(out)) == 4
    assert ran == [True]
    # The app's background child checks every time.
    assert run("history", "--sync")[0] == 0
    assert ran == [True, True]


def test_a_damaged_page_is_found_when_read_and_the_index_rebuilt(isolated_user_dirs) -> None:
    games = _games(40)
    expected = run("history", "--json")[1]
    db = _one_file(games)
    data = bytearray(db.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    assert len(data) // page > 8
    # Every page but the first (the header and the schema) overwritten: the header is in order.
    noise = os.urandom(len(data) - page)
    data[page:] = noise
    db.write_bytes(bytes(data))
    assert header_in_order(db)
    code, out, err = run("history", "--json")
    assert code == 0 and "internal error" not in err, err
    assert out == expected
    assert list(db.parent.glob("history.sqlite3.damaged-*"))
    assert run("stats")[0] == 0


@pytest.mark.parametrize("how", ["a partial page", "another header", "a FIFO"])
def test_a_file_not_in_order_is_set_aside_at_a_light_opening(isolated_user_dirs, how: str) -> None:
    games = _games(2)
    db = _one_file(games)
    if how == "a partial page":
        with db.open("ab") as file:
            file.write(b"\0" * 100)
    elif how == "another header":
        data = bytearray(db.read_bytes())
        data[16:18] = (1000).to_bytes(2, "big")
        db.write_bytes(bytes(data))
    else:
        db.unlink()
        os.mkfifo(db)
    assert not header_in_order(db)
    with HistoryIndex(games, None, CATALOGUE, full_check=False) as index:
        assert index.rebuilt and len(index.games()) == 2
    assert list(db.parent.glob("history.sqlite3.damaged-*"))


def test_an_index_that_must_be_built_is_not_built_when_told_not_to(isolated_user_dirs) -> None:
    games = _games(2)
    with pytest.raises(IndexNotBuiltError):
        HistoryIndex(games, None, CATALOGUE, full_check=False, build=False)
    db = _one_file(games)
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA user_version = 1")
    with pytest.raises(IndexNotBuiltError):
        HistoryIndex(games, None, CATALOGUE, full_check=False, build=False)


def test_the_check_left_to_later_sets_a_damaged_file_aside(isolated_user_dirs, monkeypatch) -> None:
    games = _games(2)
    db = _one_file(games)
    with HistoryIndex(games, None, CATALOGUE, full_check=False) as index:
        assert index.check()
    real = HistoryIndex._full_check
    failed: list[bool] = []

    def damaged(self, conn=None) -> None:
        if not failed:
            failed.append(True)
            raise IndexRowError("the index failed its check")
        real(self, conn)

    monkeypatch.setattr(HistoryIndex, "_full_check", damaged)
    with HistoryIndex(games, None, CATALOGUE, full_check=False) as index:
        assert not index.check()
        # Set aside and built again; this one passed its check.
        assert index.rebuilt and index.check() and len(index.games()) == 2
    assert list(db.parent.glob("history.sqlite3.damaged-*"))


def test_pending_says_whether_a_sync_would_change_anything(isolated_user_dirs) -> None:
    games = _games(3)
    _one_file(games)

    def pending() -> bool:
        with HistoryIndex(games, None, CATALOGUE, full_check=False, build=False) as index:
            return index.pending()

    assert not pending()
    first = games / "g000.jsonl"
    info = first.stat()
    os.utime(first, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
    assert pending()
    with HistoryIndex(games, None, CATALOGUE) as index:
        assert index.sync() == 1
    assert not pending()
    write_game(games, "new.jsonl", finished_game())
    assert pending()
    with HistoryIndex(games, None, CATALOGUE) as index:
        index.sync()
    assert not pending()
    first.unlink()
    assert pending()


def test_rows_no_journal_holds_are_found_by_the_tables_counts(isolated_user_dirs) -> None:
    games = _games(3)
    db = _one_file(games)
    with sqlite3.connect(db) as conn:
        conn.execute("INSERT INTO ongoing VALUES (x'00', 1, 'a-scheme', 1, 1, NULL)")
    with HistoryIndex(games, None, CATALOGUE, full_check=False, build=False) as index:
        assert index.pending()
    with HistoryIndex(games, None, CATALOGUE) as index:
        assert index.sync() == 0
        assert index.conn.execute("SELECT count(*) FROM ongoing WHERE id = x'00'").fetchone() == (0,)
        assert not index.pending()


def test_the_game_list_loads_no_catalogue_when_nothing_changed(isolated_user_dirs, monkeypatch) -> None:
    """The game list names no card, and a sync that reads no journal replays none."""
    from archenemy.desktop.cli import history as cli_history
    from archenemy.desktop.history import index as index_module

    _games(2)
    assert run("history")[0] == 0
    loaded: list[str] = []
    for module in (cli_history, index_module):
        real = module.load_catalogue
        monkeypatch.setattr(module, "load_catalogue", lambda *a, real=real: loaded.append("x") or real(*a))
    code, out, _ = run("history")
    assert code == 0 and out.count("\n") == 4
    assert loaded == []
    assert run("stats")[0] == 0
    assert loaded == ["x"]
