"""An index an earlier version of the app wrote: rebuilt, never read.

Schemas 4 and 5 keyed every table by the journal's path; 4 had no tallies.
Such a file, whose rows agree with the journals' signatures, is rebuilt by
every opening that may build (the command line, the background sync), is
refused by an opening that may not (the Statistics window, which then has
its child build it), and is never trusted by the start.
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
from archenemy.desktop.history.index import HistoryIndex, IndexNotBuiltError, index_path
from archenemy.desktop.history.reading import signature
from archenemy.desktop.history.schema import SCHEMA_VERSION
from archenemy.desktop.history.start_scan import scan_games

from support.games import CATALOGUE
from support.history import finished_game, write_game

# The tables of schema 5 as the app wrote them (its very text: sqlite_master keeps it), keyed by path.
_SCHEMA_5 = """
CREATE TABLE files (
    file BLOB PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    ctime_ns INTEGER NOT NULL,
    inode INTEGER NOT NULL,
    hash BLOB NOT NULL,
    readable INTEGER NOT NULL,
    over INTEGER NOT NULL,
    reason TEXT,
    detail TEXT
);
CREATE TABLE games (
    file BLOB PRIMARY KEY,
    started TEXT NOT NULL,
    started_utc REAL NOT NULL,
    started_known INTEGER NOT NULL,
    ended TEXT,
    minutes INTEGER,
    variant TEXT NOT NULL,
    over INTEGER NOT NULL,
    draw INTEGER NOT NULL,
    reason TEXT,
    turns INTEGER NOT NULL,
    actions INTEGER NOT NULL,
    night_id TEXT,
    night_game INTEGER,
    life TEXT NOT NULL,
    planar TEXT
);
CREATE TABLE players (
    file BLOB NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    team TEXT NOT NULL,
    colour TEXT,
    won INTEGER NOT NULL,
    deck TEXT NOT NULL,
    deck_name TEXT,
    deck_key TEXT,
    PRIMARY KEY (file, seat)
);
CREATE TABLE schemes (
    file BLOB NOT NULL,
    position INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    scheme TEXT NOT NULL,
    card INTEGER NOT NULL,
    again INTEGER NOT NULL,
    PRIMARY KEY (file, position)
);
CREATE TABLE ongoing (
    file BLOB NOT NULL,
    card INTEGER NOT NULL,
    scheme TEXT NOT NULL,
    seat INTEGER NOT NULL,
    set_turn INTEGER NOT NULL,
    abandoned_turn INTEGER,
    PRIMARY KEY (file, card)
);
CREATE TABLE tallies (
    variant TEXT NOT NULL,
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    detail TEXT NOT NULL,
    number INTEGER NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    PRIMARY KEY (variant, kind, key, detail, number)
);
CREATE INDEX games_started ON games (over, started_utc);
CREATE INDEX games_night ON games (night_id);
CREATE INDEX players_name ON players (name COLLATE NOCASE);
"""


def _older_index(games: Path, version: int) -> Path:
    """The index of ``games`` as version ``version`` (4 or 5) wrote it, lying.

    Its journals' signatures are theirs, so nothing but the schema tells it
    from a true index; every game says it lasted 999 turns and was won by
    "Ghost".
    """
    db = index_path(games)
    db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.executescript(_SCHEMA_5 if version == 5 else _SCHEMA_5.replace("CREATE TABLE tallies", "CREATE TABLE t4"))
        if version == 4:
            conn.execute("DROP TABLE t4")
        for path in sorted(games.glob("*.jsonl")):
            key, sign = os.fsencode(path), signature(path)
            assert sign is not None
            conn.execute(
                "INSERT INTO files VALUES (?, ?, ?, ?, ?, x'00', 1, 1, NULL, NULL)",
                (key, sign.size, sign.mtime_ns, sign.ctime_ns, sign.inode),
            )
            conn.execute(
                "INSERT INTO games VALUES (?, '2025-01-18T20:15:03+01:00', 1737227703.0, 1, NULL, NULL, "
                "'archenemy', 1, 0, 'heroes_defeated', 999, 999, NULL, NULL, '[]', NULL)",
                (key,),
            )
            conn.execute(
                "INSERT INTO players VALUES (?, 1, 'Ghost', 'archenemy', 'archenemy', NULL, 1, '[]', NULL, NULL)",
                (key,),
            )
        conn.execute(f"PRAGMA user_version = {version}")
    finally:
        conn.close()
    return db


def _games_with_two(tmp: Path | None = None) -> tuple[Path, list[int]]:
    games = paths.games_dir() if tmp is None else tmp
    games.mkdir(parents=True, exist_ok=True)
    turns = []
    for number, steps in enumerate((4, 10)):
        game = finished_game(steps=steps)
        write_game(games, f"game-{number}.jsonl", game)
        turns.append(game.state.turn)
    return games, turns


def _version(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


@pytest.mark.parametrize("version", [4, 5])
def test_an_older_index_is_rebuilt_from_the_journals(tmp_path: Path, version: int) -> None:
    games, turns = _games_with_two(tmp_path / "data" / "games")
    db = _older_index(games, version)
    with HistoryIndex(games, None, CATALOGUE) as index:
        assert index.rebuilt and not index.in_memory
        assert index.sync() == 0
        found = index.games()
        assert sorted(g.story.turns for g in found) == sorted(turns)
        assert "Ghost" not in {p.name for g in found for p in g.story.players}
        assert index.statistics().games == 2
    assert _version(db) == SCHEMA_VERSION
    # Rebuilt in place: nothing set aside (the file was not damaged).
    assert not list(db.parent.glob("history.sqlite3.damaged-*"))


@pytest.mark.parametrize("version", [4, 5])
def test_the_commands_answer_from_an_older_index_rebuilt(isolated_user_dirs, version: int) -> None:
    games, turns = _games_with_two()
    db = _older_index(games, version)
    out, err = io.StringIO(), io.StringIO()
    assert main(["history", "--json"], out, err) == 0, err.getvalue()
    listed = json.loads(out.getvalue())
    assert sorted(g["turns"] for g in listed) == sorted(turns)
    assert "Ghost" not in {p["name"] for g in listed for p in g["players"]}
    assert _version(db) == SCHEMA_VERSION
    out = io.StringIO()
    assert main(["stats", "--json"], out, io.StringIO()) == 0
    assert json.loads(out.getvalue())["games"] == 2


@pytest.mark.parametrize("version", [4, 5])
def test_an_older_index_is_never_trusted_nor_read_where_it_cannot_be_built(tmp_path: Path, version: int) -> None:
    games, _ = _games_with_two(tmp_path / "data" / "games")
    db = _older_index(games, version)
    before = db.read_bytes()
    # The start: nothing trusted, every journal looked at (the full check rebuilds it after the paint).
    scan = scan_games(games, recent_ns=0)
    assert scan.finished is None and scan.trusted == 0 and scan.in_doubt
    assert len(scan.journals) == 2
    # The Statistics window's reading thread: not built there, so its child builds it.
    with pytest.raises(IndexNotBuiltError):
        HistoryIndex(games, None, CATALOGUE, full_check=False, build=False)
    assert db.read_bytes() == before
