"""The history index is a checked cache of the journals.

Hostile files never hang, invent or break it.

FIFOs and links at the database's names, planted triggers and views, rows no
journal holds, columns and types of another schema, a read-only file, a
journal whose name is not UTF-8, an index far heavier than its journals:
each is answered by a rebuild or an index in memory, within seconds, and
what is listed is what the journals hold.
"""

from __future__ import annotations

import io
import json
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.cli import main
from archenemy.desktop.history import index as index_module
from archenemy.desktop.history import reading
from archenemy.desktop.history.index import HistoryIndex, index_path
from archenemy.desktop.history.night import night_stories
from archenemy.engine.header_notes import NightRef

from support.games import CATALOGUE
from support.history import finished_game, start_of, write_game


def _index(games: Path, **kwargs) -> HistoryIndex:
    return HistoryIndex(games, None, CATALOGUE, **kwargs)


def _games(isolated: bool = True) -> Path:
    games = paths.games_dir()
    games.mkdir(parents=True, exist_ok=True)
    return games


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _within(seconds: float, call, *args):
    """``call(*args)`` in a thread.

    Fails the test when it is still running after ``seconds``.
    """
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(call(*args)), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{call.__name__} still waiting after {seconds} s"
    return result[0] if result else None


def _night_game(games: Path, name: str = "n1.jsonl") -> Path:
    game = finished_game(("Ana", "Ben", "Cat"), night=NightRef("2025-01-18-abc123", 1), winner="Ana")
    return write_game(games, name, game)


def _statistics_window_reads(games: Path):
    """What the Statistics window's reading thread reads of ``games``.

    Its figures and its game list.
    """
    from archenemy.desktop.statistics.reader import read_history

    sent: dict[str, object] = {}
    index = read_history(
        games,
        CATALOGUE,
        lambda game: game.file,
        figures=lambda figures: sent.setdefault("figures", figures),
        listed=lambda games, labels: sent.setdefault("listed", games),
    )
    if index is not None:
        index.close()
    return sent["figures"], sent["listed"]


# --- never through a FIFO or a link --------------------------------------------------------------------


@pytest.mark.timeout(60)
@pytest.mark.parametrize("suffix", ["-journal", "-wal", "-shm", ""])
def test_a_fifo_at_the_database_or_a_companion_hangs_nothing(isolated_user_dirs, suffix: str) -> None:
    games = _games()
    write_game(games, "a.jsonl", finished_game())
    _night_game(games)
    _index(games).close()
    db = index_path(games)
    fifo = db.with_name(db.name + suffix)
    if fifo.exists():
        fifo.unlink()
    os.mkfifo(fifo)
    code, out, err = _within(20, run, "history", "--json")
    assert code == 0 and len(json.loads(out)) == 2, err
    assert _within(20, run, "stats")[0] == 0
    figures, listed = _within(20, _statistics_window_reads, games)
    assert (figures.stats[""].games, len(listed), figures.skipped, figures.error) == (2, 2, 0, None)
    stories = _within(20, night_stories, games, NightRef("2025-01-18-abc123", 2))
    assert len(stories) == 1
    assert not fifo.exists() or not fifo.is_fifo()


def test_a_dangling_link_at_the_database_creates_nothing_at_its_target(isolated_user_dirs, tmp_path) -> None:
    games = _games()
    write_game(games, "a.jsonl", finished_game())
    db = index_path(games)
    target = tmp_path / "elsewhere" / "planted.sqlite3"
    target.parent.mkdir()
    db.symlink_to(target)
    with _index(games) as index:
        assert len(index.games()) == 1 and not index.in_memory
    assert not target.exists()
    assert db.is_file() and not db.is_symlink()


# --- exactly this schema, bounded -------------------------------------------------------------------


def _plant(db: Path, *statements: str) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    for statement in statements:
        conn.execute(statement)
    conn.close()


_ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"


@pytest.mark.timeout(60)
def test_a_planted_trigger_with_an_endless_query_is_dropped_before_anything_runs(isolated_user_dirs) -> None:
    games = _games()
    journal = write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    db = index_path(games)
    _plant(
        db,
        f"CREATE TRIGGER burn_delete AFTER DELETE ON games BEGIN {_ENDLESS}; END",
        f"CREATE TRIGGER burn_insert AFTER INSERT ON files BEGIN {_ENDLESS}; END",
        f"CREATE VIEW burn AS {_ENDLESS}",
    )
    # A change the sync writes.
    os.utime(journal, (1, 1))
    began = time.monotonic()
    code, out, _ = run("history", "--json")
    assert code == 0 and len(json.loads(out)) == 1
    assert time.monotonic() - began < 10
    with sqlite3.connect(db) as conn:
        kinds = {row[0] for row in conn.execute("SELECT type FROM sqlite_master")}
    assert kinds == {"table", "index"}


@pytest.mark.timeout(60)
def test_a_statement_that_runs_away_is_interrupted_and_the_index_rebuilt(isolated_user_dirs, monkeypatch) -> None:
    """The schema check passed (as if the trigger came after it).

    The progress handler still stops the query.
    """
    games = _games()
    journal = write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    db = index_path(games)
    _plant(db, f"CREATE TRIGGER burn AFTER DELETE ON games BEGIN {_ENDLESS}; END")
    planted = index_module.schema_of
    monkeypatch.setattr(index_module, "schema_of", lambda conn: index_module.expected_schema())
    journal.unlink()
    # New bytes: its rows are deleted, then written.
    write_game(games, "a.jsonl", finished_game(winner="Archenemy"))
    began = time.monotonic()
    with _index(games, budget_seconds=1.0) as index:
        index.sync()
        assert len(index.games()) == 1
    assert time.monotonic() - began < 10
    # The interrupted file kept aside.
    assert list(db.parent.glob("history.sqlite3.damaged-*"))
    with sqlite3.connect(db) as conn:
        assert [row for row in planted(conn) if row[0] == "trigger"] == []


@pytest.mark.parametrize(
    "how",
    ["other columns", "unknown variant", "wrong types", "infinity", "text in a number", "bad time", "planes"],
)
def test_rows_of_another_shape_are_rebuilt_never_an_internal_error(isolated_user_dirs, how: str) -> None:
    games = _games()
    game = finished_game(steps=6)
    write_game(games, "a.jsonl", game)
    _index(games).close()
    db = index_path(games)
    if how == "other columns":
        _plant(db, "DROP TABLE players", "CREATE TABLE players (file BLOB, seat TEXT, nick TEXT)")
    elif how == "unknown variant":
        _plant(db, "UPDATE games SET variant = 'no_such_variant'")
    elif how == "wrong types":
        _plant(db, "UPDATE players SET won = 'yes'")
    elif how == "infinity":
        _plant(db, "UPDATE games SET minutes = 1e999, started_utc = 1e999")
    elif how == "text in a number":
        _plant(db, "UPDATE games SET turns = 'many'")
    elif how == "planes":
        _plant(db, """UPDATE games SET planar = '{"visits": [[1, 99, [], "start"]], "rolls": [], "chaos": []}'""")
    else:
        _plant(db, "UPDATE games SET started = 'yesterday'")
    code, out, err = run("history", "--json")
    assert code == 0, err
    assert "Infinity" not in out and "internal error" not in err
    (listed,) = json.loads(out)
    assert listed["turns"] == game.state.turn and listed["planar"] is None
    assert run("stats", "--json")[0] == 0


def test_a_read_only_database_works_in_memory_every_run(isolated_user_dirs, monkeypatch) -> None:
    """Root writes anywhere, so the file is opened read-only by SQLite itself.

    ``mode=ro``.
    """
    games = _games()
    write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    connect = HistoryIndex._connect

    def read_only(self, target: str):
        if target == ":memory:":
            return connect(self, target)
        conn = sqlite3.connect(f"file:{target}?mode=ro", uri=True, isolation_level=None)
        conn.set_progress_handler(self._interrupt, 2000)
        return conn

    monkeypatch.setattr(HistoryIndex, "_connect", read_only)
    # A change the sync must write.
    write_game(games, "b.jsonl", finished_game(winner="Archenemy"))
    for _ in range(2):
        code, out, err = run("history", "--json")
        assert code == 0 and len(json.loads(out)) == 2, err
    assert run("history", "--rebuild")[0] == 0


# --- every row tied to a journal present now --------------------------------------------------------


def test_rows_no_journal_holds_are_forgotten_and_never_listed(isolated_user_dirs) -> None:
    games = _games()
    real = _night_game(games)
    _index(games).close()
    db = index_path(games)
    # Ids no journal of the folder has, ten of them given rows of journals that are gone.
    invented = [(1000 + n,) for n in range(200_000)]
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO games SELECT ?, started, started_utc, started_known, ended, minutes, variant, over, draw, "
        "reason, turns, actions, night_id, night_game + 1, life, planar FROM games LIMIT 1",
        invented,
    )
    conn.executemany(
        "INSERT INTO files SELECT ?, ?, size, mtime_ns, ctime_ns, inode, hash, readable, over, reason, detail "
        "FROM files LIMIT 1",
        [(key, os.fsencode(str(games / f"ghost-{key}.jsonl"))) for (key,) in invented[:10]],
    )
    conn.executemany(
        "INSERT INTO players SELECT ?, seat, 'Ghost', role, team, colour, 1, deck, deck_name, deck_key FROM players "
        "WHERE name != 'Ghost'",
        invented[:1000],
    )
    conn.execute("COMMIT")
    conn.close()
    began = time.monotonic()
    stories = night_stories(games, NightRef("2025-01-18-abc123", 99))
    assert time.monotonic() - began < 10
    assert len(stories) == 1 and "Ghost" not in {p.name for s in stories for p in s.players}
    code, out, _ = run("history", "--json")
    assert [g["file"] for g in json.loads(out)] == [str(real)]
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (1,)
        assert conn.execute("SELECT count(*) FROM players WHERE name = 'Ghost'").fetchone() == (0,)


def test_rows_invented_for_a_present_journal_are_refused(isolated_user_dirs) -> None:
    games = _games()
    write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    db = index_path(games)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO players SELECT id, ?, 'Ghost', role, team, colour, 1, deck, deck_name, deck_key FROM players "
        "LIMIT 1",
        [(seat,) for seat in range(100, 20_100)],
    )
    conn.execute("COMMIT")
    conn.close()
    with _index(games) as index:
        index.sync()
        (game,) = index.games()
    assert [p.name for p in game.story.players] == ["Archenemy", "Hero 1", "Hero 2", "Hero 3"]


def test_an_index_far_heavier_than_its_journals_is_set_aside_unread(isolated_user_dirs, monkeypatch) -> None:
    games = _games()
    write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    db = index_path(games)
    _plant(
        db,
        "INSERT INTO files VALUES (NULL, x'00', 0, 0, 0, 0, x'', 0, 0, 'padding', " + "printf('%.*c', 3000000, 'x'))",
    )
    monkeypatch.setattr(index_module, "INDEX_SLACK_BYTES", 1 << 20)
    with _index(games) as index:
        index.sync()
        assert len(index.games()) == 1
    assert list(db.parent.glob("history.sqlite3.damaged-*"))
    assert db.stat().st_size < 1 << 20


def test_a_rebuild_gives_back_the_space_of_what_it_dropped(isolated_user_dirs) -> None:
    games = _games()
    for number in range(30):
        write_game(games, f"g{number}.jsonl", finished_game(steps=40))
    _index(games).close()
    db = index_path(games)
    before = db.stat().st_size
    for number in range(1, 30):
        (games / f"g{number}.jsonl").unlink()
    code, _, _ = run("history", "--rebuild")
    assert code == 0
    fresh = HistoryIndex(games, db.with_name("fresh.sqlite3"), CATALOGUE)
    fresh.close()
    assert db.stat().st_size <= db.with_name("fresh.sqlite3").stat().st_size < before


# --- the content hash ----------------------------------------------------------------------------------


def test_an_edit_with_size_and_times_restored_is_caught_by_its_ctime(isolated_user_dirs) -> None:
    games = _games()
    path = write_game(games, "a.jsonl", finished_game(("Ana", "Ben")))
    with _index(games) as index:
        assert index.games()[0].story.players[0].name == "Ana"
    info = path.stat()
    data = path.read_bytes()
    path.write_bytes(data.replace(b'"Ana"', b'"Eva"'))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert path.stat().st_size == info.st_size and path.stat().st_mtime_ns == info.st_mtime_ns
    with _index(games) as index:
        assert index.sync() == 1
        assert index.games()[0].story.players[0].name == "Eva"


def test_a_journal_touched_with_the_same_bytes_is_not_read_again(isolated_user_dirs, monkeypatch) -> None:
    games = _games()
    path = write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    os.utime(path, (12345, 12345))
    replayed: list[bytes] = []
    story_of = index_module.story_of
    monkeypatch.setattr(index_module, "story_of", lambda data, cat: replayed.append(data) or story_of(data, cat))
    with _index(games) as index:
        # The new signature is kept.
        assert index.sync() == 1
        assert replayed == [] and len(index.games()) == 1
        assert index.sync() == 0
    assert reading.signature(path) is not None


# --- a name that is not UTF-8 -----------------------------------------------------------------------


def test_a_journal_whose_name_is_not_utf8_is_listed_everywhere(isolated_user_dirs) -> None:
    games = _games()
    plain = write_game(games, "a.jsonl", finished_game())
    latin = os.fsdecode(os.fsencode(str(games)) + b"/partida-\xd1.jsonl")
    os.rename(write_game(games, "b.jsonl", finished_game(winner="Archenemy")), latin)
    broken = os.fsdecode(os.fsencode(str(games)) + b"/rota-\xe9.jsonl")
    Path(broken).write_bytes(b"\x00 not a journal")
    for args in (("history",), ("history", "--rebuild"), ("stats",)):
        code, out, err = run(*args)
        assert code == 0 and "internal error" not in err, err
    code, out, err = run("history", "--json")
    assert code == 0
    # Valid UTF-8 text.
    out.encode("utf-8")
    files = sorted(os.fsencode(g["file"]) for g in json.loads(out))
    assert files == sorted([os.fsencode(str(plain)), os.fsencode(latin)])
    assert "rota-\\xe9.jsonl" in err
    code, out, _ = run("history", "--csv")
    assert code == 0 and "partida-\\xd1.jsonl" in out
    figures, listed = _statistics_window_reads(games)
    assert (figures.stats[""].games, len(listed), figures.skipped, figures.error) == (2, 2, 1, None)


def test_a_night_of_an_unfinished_game_still_reads_when_the_index_fails(isolated_user_dirs, monkeypatch) -> None:
    """An SQLite error on a read (any code) is answered by a rebuild, not raised."""
    games = _games()
    _night_game(games)
    write_game(games, "going.jsonl", __import__("archenemy.engine.game", fromlist=["Game"]).Game(
        start_of(("Ana", "Ben")), CATALOGUE))  # fmt: skip
    _index(games).close()
    calls = {"n": 0}
    stories_from_rows = index_module.stories_from_rows

    def failing_once(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 1:
            raise sqlite3.DatabaseError("database disk image is malformed")
        return stories_from_rows(*args, **kwargs)

    monkeypatch.setattr(index_module, "stories_from_rows", failing_once)
    stories = night_stories(games, NightRef("2025-01-18-abc123", 2))
    assert len(stories) == 1 and calls["n"] == 2
