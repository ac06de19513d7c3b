"""Rebuilding the history index on every core.

A rebuild read by a process pool equals one read serially, reports its
progress in order, and an interrupted rebuild leaves the old index (or
none), never a half one.
"""

from __future__ import annotations

import concurrent.futures
import io
import sqlite3
from pathlib import Path

import pytest

from archenemy.desktop.history import index as index_module
from archenemy.desktop.history import pool
from archenemy.desktop.history.index import HistoryIndex, index_path
from archenemy.engine.game import Game

from support.games import CATALOGUE
from support.history import finished_game, start_of, write_game


def _folder(tmp_path: Path, count: int = 7) -> Path:
    """A games folder: finished games, one going on, one unreadable, one not UTF-8."""
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    for number in range(count):
        write_game(games, f"game-{number}.jsonl", finished_game(steps=3 * number))
    write_game(games, "going-on.jsonl", Game(start_of(("A", "B")), CATALOGUE))
    (games / "garbage.jsonl").write_bytes(b"\x00\x01 not a journal")
    write_game(games, "partida-\udcd1.jsonl", finished_game(steps=5))
    return games


def _rebuilt(games: Path, db: Path, workers: int, progress: list[tuple[int, int]] | None = None) -> HistoryIndex:
    index = HistoryIndex(
        games,
        db,
        CATALOGUE,
        workers=workers,
        progress=(lambda d, t: progress.append((d, t))) if progress is not None else None,
    )
    index.rebuild()
    return index


@pytest.mark.timeout(120)
def test_an_index_rebuilt_by_a_pool_equals_one_rebuilt_serially(tmp_path: Path, monkeypatch) -> None:
    games = _folder(tmp_path)
    monkeypatch.setattr(pool, "POOL_FROM", 1)
    monkeypatch.setattr(pool, "CHUNK", 2)
    used: list[int] = []
    real = concurrent.futures.ProcessPoolExecutor

    def counted(*args, **kwargs):
        used.append(kwargs["max_workers"])
        return real(*args, **kwargs)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", counted)
    with (
        _rebuilt(games, tmp_path / "serial.sqlite3", 1) as serial,
        _rebuilt(games, tmp_path / "pool.sqlite3", 2) as pooled,
    ):
        assert used == [2, 2]
        assert pooled.dump() == serial.dump()
        assert [(g.file, g.story) for g in pooled.games()] == [(g.file, g.story) for g in serial.games()]
        assert len(pooled.games()) == 8 and [s.why.reason for s in pooled.skipped()] == ["journal_binary"]


def test_a_pool_that_cannot_start_leaves_the_reading_to_this_process(tmp_path: Path, monkeypatch) -> None:
    games = _folder(tmp_path, count=3)
    monkeypatch.setattr(pool, "POOL_FROM", 1)

    def refused(*args, **kwargs):
        raise OSError("no process can be spawned")

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", refused)
    with _rebuilt(games, tmp_path / "a.sqlite3", 2) as pooled, _rebuilt(games, tmp_path / "b.sqlite3", 1) as serial:
        assert pooled.dump() == serial.dump()


def test_a_rebuild_reports_its_progress_in_order(tmp_path: Path) -> None:
    games = _folder(tmp_path, count=4)
    progress: list[tuple[int, int]] = []
    total = len(list(games.glob("*.jsonl")))
    # Built when first opened, then again when asked
    with _rebuilt(games, tmp_path / "a.sqlite3", 1, progress):
        assert progress == [(done, total) for done in range(1, total + 1)] * 2


def test_a_sync_reports_the_journals_it_reads_again(tmp_path: Path) -> None:
    games = _folder(tmp_path, count=2)
    progress: list[tuple[int, int]] = []
    with HistoryIndex(games, None, CATALOGUE, progress=lambda d, t: progress.append((d, t))) as index:
        progress.clear()
        write_game(games, "new.jsonl", finished_game(steps=2))
        assert index.sync() == 1
    assert progress == [(1, 1)]


def _rows(db: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT file, turns FROM games JOIN files USING (id) ORDER BY file").fetchall()


@pytest.mark.parametrize("where", ["reading", "writing"])
def test_an_interrupted_rebuild_leaves_the_old_index(tmp_path: Path, monkeypatch, where: str) -> None:
    games = _folder(tmp_path, count=3)
    db = index_path(games)
    with HistoryIndex(games, None, CATALOGUE) as index:
        before = index.dump()
    old = _rows(db)
    for number in range(3, 6):
        write_game(games, f"game-{number}.jsonl", finished_game(steps=number))
    calls = [0]

    def interrupted(*args, **kwargs):
        calls[0] += 1
        if calls[0] == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    if where == "reading":
        real = pool.read_journal
        monkeypatch.setattr(pool, "read_journal", interrupted)
    else:
        real = index_module.insert_story
        monkeypatch.setattr(index_module, "insert_story", interrupted)
    index = HistoryIndex(games, None, CATALOGUE)
    with pytest.raises(KeyboardInterrupt):
        index.rebuild()
    index.close()
    assert _rows(db) == old
    monkeypatch.undo()
    with HistoryIndex(games, None, CATALOGUE) as again:
        assert again.dump() == before and not again.rebuilt
        assert again.sync() == 3 and len(again.games()) == 3 + 3 + 1


def test_a_first_build_interrupted_leaves_no_index(tmp_path: Path, monkeypatch) -> None:
    games = _folder(tmp_path, count=3)
    calls = [0]
    real = index_module.insert_story

    def interrupted(*args, **kwargs):
        calls[0] += 1
        if calls[0] == 2:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(index_module, "insert_story", interrupted)
    with pytest.raises(KeyboardInterrupt):
        HistoryIndex(games, None, CATALOGUE)
    with sqlite3.connect(index_path(games)) as conn:
        assert conn.execute("SELECT name FROM sqlite_master").fetchall() == []
    monkeypatch.undo()
    with HistoryIndex(games, None, CATALOGUE) as index:
        assert index.rebuilt and len(index.games()) == 4


def test_history_sync_progress_prints_read_and_total_lines(isolated_user_dirs) -> None:
    from archenemy.desktop import paths
    from archenemy.desktop.cli import main

    games = paths.games_dir()
    games.mkdir(parents=True)
    for number in range(3):
        write_game(games, f"g{number}.jsonl", finished_game(steps=number))
    out, err = io.StringIO(), io.StringIO()
    assert main(["history", "--sync", "--progress"], out, err) == 0
    assert (out.getvalue(), err.getvalue()) == ("1 3\n2 3\n3 3\n", "")


def test_games_read_without_their_life_lines_are_the_same_games_otherwise(tmp_path: Path) -> None:
    import msgspec

    games = _folder(tmp_path, count=3)
    with HistoryIndex(games, None, CATALOGUE) as index:
        full, light = index.games(), index.games(life=False)
    assert all(g.story.life for g in full) and all(g.story.life == () for g in light)
    assert [(g.file, msgspec.structs.replace(g.story, life=())) for g in full] == [(g.file, g.story) for g in light]
