"""The history database's tables, and a game's story as rows and back.

The database is an index of the journals (``docs/history.md``): every row is
derived from one journal file, and the whole of it can be rebuilt from the
games folder at any time.  ``files`` keys each journal by its absolute path
and gives it an integer ``id``, which every other table's rows carry: a path
is written once, not in every player's and scheme's row and key.  :data:`SCHEMA_VERSION` is
kept in ``PRAGMA user_version``; a database of another version is rebuilt
(older) or left alone (newer: another version of the app keeps it).

Nothing read back is trusted: :func:`stories_from_rows` checks every value's
type and range, and every game's rows against each other and against its
journal's size (seats 1 to :data:`MAX_SEATS` in order, life lines one point a
turn, no more turns, schemes, planes or rolls than the journal's bytes could
hold),
and raises :class:`IndexRowError` for anything this code never writes.  So
rows planted in the file cost at most what its journal's size allows.

Paths are bytes (``os.fsencode``): a journal whose name is not UTF-8 (a
Latin-1 ``partida-Ñ.jsonl``) is indexed like any other.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

import msgspec

from ...engine.header_notes import NightRef
from ...engine.planar_story import ChaosStory, PlanarStory, PlaneVisit, RollStory
from ...engine.story import ROLES, GameStory, LifeLine, OngoingSpan, SchemeSet, StoryPlayer
from ...engine.variants import Variant

__all__ = [
    "SCHEMA",
    "SCHEMA_VERSION",
    "DERIVED_TABLES",
    "TABLES",
    "IndexRowError",
    "IndexedGame",
    "create_tables",
    "dump_tables",
    "expected_schema",
    "clear_rows",
    "file_id",
    "file_key",
    "forget_rows",
    "has_orphans",
    "insert_story",
    "stories_from_rows",
]

#: The schema this code writes and reads (``PRAGMA user_version``); raise it with every change of the tables.
#: 6: the journals' integer ids in place of their paths in every table but ``files``.
SCHEMA_VERSION = 6

#: The tables, in the order they are created (``files`` first: every other row belongs to a file).
TABLES = ("files", "games", "players", "schemes", "ongoing")
#: The tables derived from the others' rows (:mod:`.tallies`), not from one journal each.
DERIVED_TABLES = ("tallies",)

#: The most seats a game has (every variant's table is smaller).
MAX_SEATS = 16
#: The fewest bytes an action line takes in a journal (``{"t":"x"}`` and its newline, rounded down).
MIN_ACTION_BYTES = 8
#: The most characters of one text value (a name, a reason, an id): far more than any journal holds.
MAX_TEXT = 4096
#: The most scheme ids of one deck.
MAX_DECK = 1000

SCHEMA = """
CREATE TABLE files (
    id INTEGER PRIMARY KEY,
    file BLOB NOT NULL UNIQUE,
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
    id INTEGER PRIMARY KEY,
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
    id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    team TEXT NOT NULL,
    colour TEXT,
    won INTEGER NOT NULL,
    deck TEXT NOT NULL,
    deck_name TEXT,
    deck_key TEXT,
    PRIMARY KEY (id, seat)
) WITHOUT ROWID;
CREATE TABLE schemes (
    id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    scheme TEXT NOT NULL,
    card INTEGER NOT NULL,
    again INTEGER NOT NULL,
    PRIMARY KEY (id, position)
) WITHOUT ROWID;
CREATE TABLE ongoing (
    id INTEGER NOT NULL,
    card INTEGER NOT NULL,
    scheme TEXT NOT NULL,
    seat INTEGER NOT NULL,
    set_turn INTEGER NOT NULL,
    abandoned_turn INTEGER,
    PRIMARY KEY (id, card)
) WITHOUT ROWID;
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

_EXPECTED: list[tuple[str, str, str, str | None]] | None = None


class IndexRowError(ValueError):
    """A row of the index that this code never writes.

    A wrong type, a value out of range, rows that disagree.
    """


def file_key(path: str | os.PathLike[str]) -> bytes:
    """The key of the journal at ``path`` in the index.

    Its absolute path as the system's bytes.
    """
    return os.fsencode(os.path.abspath(path))


def expected_schema() -> list[tuple[str, str, str, str | None]]:
    """Every object :data:`SCHEMA` makes, as ``sqlite_master`` lists it.

    ``(type, name, tbl_name, sql)``, sorted.

    A database listing anything else (a trigger, a view, another index or
    column, another type) is not this index.
    """
    global _EXPECTED
    if _EXPECTED is None:
        conn = sqlite3.connect(":memory:")
        try:
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            _EXPECTED = schema_of(conn)
        finally:
            conn.close()
    return list(_EXPECTED)


def schema_of(conn: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    """The objects of the database ``conn`` is on.

    As :func:`expected_schema` lists them; raises :class:`sqlite3.Error`.
    """
    rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    return sorted((str(t), str(n), str(b), s if s is None else str(s)) for t, n, b, s in rows)


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def create_tables(conn: sqlite3.Connection) -> None:
    """Drop every object the database holds and create :data:`SCHEMA`.

    Inside the caller's transaction.

    Triggers and views go first, so that nothing planted runs while the
    tables are dropped.
    """
    rows = conn.execute("SELECT type, name FROM sqlite_master").fetchall()
    order = {"trigger": 0, "view": 1, "index": 2, "table": 3}
    for kind, name in sorted(rows, key=lambda row: order.get(str(row[0]), 4)):
        if not isinstance(name, str) or name.startswith("sqlite_") or kind not in order:
            continue
        conn.execute(f"DROP {str(kind).upper()} IF EXISTS {_quoted(name)}")
    for statement in SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def file_id(conn: sqlite3.Connection, file: bytes) -> int | None:
    """The id of the journal ``file`` in ``files``, or ``None``.

    Raises :class:`IndexRowError` for an id that is not an integer.
    """
    found = conn.execute("SELECT id FROM files WHERE file = ?", (file,)).fetchone()
    if found is None:
        return None
    if type(found[0]) is not int:
        raise IndexRowError("a journal's id that is not an integer")
    return int(found[0])


def forget_rows(conn: sqlite3.Connection, file: bytes) -> int | None:
    """Delete every row of ``file`` (inside the caller's transaction).

    Returns the id it had (``None``: not indexed).
    """
    key = file_id(conn, file)
    if key is not None:
        clear_rows(conn, key)
        conn.execute("DELETE FROM files WHERE id = ?", (key,))
    return key


def clear_rows(conn: sqlite3.Connection, key: int) -> None:
    """Delete the rows of the id ``key`` in every table but ``files``.

    Inside the caller's transaction.
    """
    for table in TABLES[1:]:
        conn.execute(f"DELETE FROM {table} WHERE id = ?", (key,))


def dump_tables(conn: sqlite3.Connection) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table, sorted, a journal's path in place of its id.

    The ids are the order the journals were first indexed in: two indexes
    of the same journals hold the same rows but not always the same ids.
    """
    found = {table: sorted(conn.execute(f"SELECT * FROM {table}").fetchall(), key=repr) for table in DERIVED_TABLES}
    found["files"] = sorted((row[1:] for row in conn.execute("SELECT * FROM files")), key=repr)
    for table in TABLES[1:]:
        rows = conn.execute(f"SELECT files.file, {table}.* FROM {table} LEFT JOIN files USING (id)")
        found[table] = sorted(((row[0], *row[2:]) for row in rows), key=repr)
    return found


def forget_orphans(conn: sqlite3.Connection) -> int:
    """Delete every row that no readable journal of ``files`` holds; return how many.

    Inside the caller's transaction.
    """
    before = conn.total_changes
    for table in TABLES[1:]:
        conn.execute(f"DELETE FROM {table} WHERE id NOT IN (SELECT id FROM files WHERE readable = 1)")
    return conn.total_changes - before


def _counted(conn: sqlite3.Connection) -> bool:
    """Whether every table holds as many rows as the tallies counted for its games.

    The tables' counts (SQLite answers them from their b-trees) against the
    tallies' ``rows_`` sums, and the games against the readable journals:
    rows no journal holds are only ever planted or left by damage, and make
    them differ.
    """
    found = conn.execute(
        "SELECT (SELECT count(*) FROM files WHERE readable = 1), (SELECT count(*) FROM games), "
        "(SELECT count(*) FROM players), (SELECT count(*) FROM schemes), (SELECT count(*) FROM ongoing)"
    ).fetchone()
    sums = dict(
        conn.execute(
            "SELECT kind, sum(games) FROM tallies WHERE kind IN "
            "('rows_games', 'rows_players', 'rows_schemes', 'rows_ongoing') GROUP BY kind"
        ).fetchall()
    )
    counted = tuple(sums.get(kind, 0) for kind in ("rows_games", "rows_players", "rows_schemes", "rows_ongoing"))
    return found[0] == found[1] and tuple(found[1:]) == counted


def has_orphans(conn: sqlite3.Connection) -> bool:
    """True when some row belongs to no readable journal of ``files``.

    Looked for row by row (a query a table, ~25 ms at 10,000 games) only
    when the tables' counts are not the tallies'.
    """
    if _counted(conn):
        return False
    for table in TABLES[1:]:
        # Each journal's rows once (their key's first column), looked up in files.
        query = (
            f"SELECT 1 FROM (SELECT DISTINCT id FROM {table}) AS rows LEFT JOIN files "
            "ON files.id = rows.id AND files.readable = 1 WHERE files.id IS NULL LIMIT 1"
        )
        if conn.execute(query).fetchone() is not None:
            return True
    return False


def insert_story(conn: sqlite3.Connection, key: int, story: GameStory, started: datetime, known: bool) -> None:
    """Insert the rows of ``story``, the game of the journal whose id is ``key``.

    The game's ``started`` time; ``known``: from its header, not the file's.
    """
    conn.execute(
        "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            key,
            started.isoformat(),
            started.timestamp(),
            int(known),
            story.ended.isoformat() if story.ended else None,
            story.minutes,
            story.variant.value,
            int(story.over),
            int(story.draw),
            story.reason,
            story.turns,
            story.actions,
            story.night.id if story.night else None,
            story.night.game if story.night else None,
            json.dumps([[line.seat, line.team, list(line.points)] for line in story.life]),
            _planar_json(story.planar),
        ),
    )
    conn.executemany(
        "INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (key, p.seat, p.name, p.role, p.team, p.colour, int(p.won), json.dumps(p.deck), p.deck_name, p.deck_key)
            for p in story.players
        ],
    )
    conn.executemany(
        "INSERT INTO schemes VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(key, i, s.turn, s.seat, s.scheme, s.card, int(s.again)) for i, s in enumerate(story.set_in_motion)],
    )
    conn.executemany(
        "INSERT INTO ongoing VALUES (?, ?, ?, ?, ?, ?)",
        [(key, o.card, o.scheme, o.seat, o.set_turn, o.abandoned_turn) for o in story.ongoing],
    )


# ----- reading back, checked ---------------------------------------------------------------------------


def _int(value: object, low: int = 0, high: int = 2**53) -> int:
    if type(value) is not int or not low <= value <= high:
        raise IndexRowError(f"not an integer from {low} to {high}: {value!r:.40}")
    return value


def _flag(value: object) -> bool:
    return bool(_int(value, 0, 1))


def _text(value: object) -> str:
    if type(value) is not str or len(value) > MAX_TEXT:
        raise IndexRowError(f"not a text: {value!r:.40}")
    return value


def _optional_text(value: object) -> str | None:
    return None if value is None else _text(value)


def _time(value: object) -> datetime:
    try:
        found = datetime.fromisoformat(_text(value))
    except ValueError:
        raise IndexRowError(f"not a time: {value!r:.40}") from None
    if found.tzinfo is None:
        raise IndexRowError("a time without its offset")
    return found


def _json(value: object) -> Any:
    # msgspec's decoder: strict JSON (no NaN or Infinity), in C
    try:
        return msgspec.json.decode(_text_unbounded(value))
    except (msgspec.DecodeError, ValueError, RecursionError):
        raise IndexRowError("not the JSON this code writes") from None


def _text_unbounded(value: object) -> str:
    if type(value) is not str:
        raise IndexRowError(f"not a text: {value!r:.40}")
    return value


def _player(row: Sequence[object]) -> StoryPlayer:
    deck = _json(row[7])
    if not isinstance(deck, list) or len(deck) > MAX_DECK:
        raise IndexRowError("a deck that is not a list of scheme ids")
    role = _text(row[3])
    if role not in ROLES:
        raise IndexRowError(f"an unknown role: {role!r:.40}")
    return StoryPlayer(
        _int(row[1], 1, MAX_SEATS),
        _text(row[2]),
        role,
        _text(row[4]),
        _optional_text(row[5]),
        _flag(row[6]),
        tuple(_text(x) for x in deck),
        _optional_text(row[8]),
        _optional_text(row[9]),
    )


def _life(value: object, turns: int, seats: int) -> tuple[LifeLine, ...]:
    lines = _json(value)
    if not isinstance(lines, list) or len(lines) > seats + 1:
        raise IndexRowError("life lines that are not the game's")
    found = []
    for line in lines:
        if not (isinstance(line, list) and len(line) == 3 and isinstance(line[2], list)):
            raise IndexRowError("a life line of another shape")
        seat, team, points = line
        if type(team) is not bool or len(points) != turns + 1:
            raise IndexRowError("a life line of another length")
        found.append(LifeLine(_int(seat, 0, seats), team, tuple(_int(p, -(2**53), 2**53) for p in points)))
    return tuple(found)


def _planar_json(planar: PlanarStory | None) -> str | None:
    """A game's planar story as the ``planar`` column's JSON (``None``: no planes).

    ``{"visits": [[turn, seat, [plane ids], reason]...], "rolls": [[turn,
    seat, result, cost, paper]...], "chaos": [[turn, seat, plane]...]}``.
    """
    if planar is None:
        return None
    return json.dumps(
        {
            "visits": [[v.turn, v.seat, list(v.planes), v.reason] for v in planar.visits],
            "rolls": [[r.turn, r.seat, r.result, r.cost, r.paper] for r in planar.rolls],
            "chaos": [[c.turn, c.seat, c.plane] for c in planar.chaos],
        }
    )


def _rows_of(found: dict[str, Any], key: str, width: int, most: int) -> list[list[Any]]:
    rows = found.get(key)
    if not isinstance(rows, list) or len(rows) > most:
        raise IndexRowError(f"planar {key} that are not the game's")
    if not all(isinstance(row, list) and len(row) == width for row in rows):
        raise IndexRowError(f"planar {key} of another shape")
    return rows


def _planar(value: object, turns: int, seats: int, actions: int) -> PlanarStory | None:
    """The ``planar`` column read back, checked.

    At most four visits, rolls and chaos an action line, seats and turns
    the game's.
    """
    if value is None:
        return None
    found = _json(value)
    if not isinstance(found, dict) or set(found) != {"visits", "rolls", "chaos"}:
        raise IndexRowError("a planar story of another shape")
    most = 4 * (actions + 1)
    visits = []
    for turn, seat, planes, reason in _rows_of(found, "visits", 4, most):
        if not isinstance(planes, list) or len(planes) > 8:
            raise IndexRowError("a visit to planes that are not a list")
        visits.append(
            PlaneVisit(_int(turn, 1, turns), _int(seat, 0, seats), tuple(_text(p) for p in planes), _text(reason))
        )
    rolls = [
        RollStory(_int(turn, 1, turns), _int(seat, 0, seats), _text(result), _int(cost), _bool(paper))
        for turn, seat, result, cost, paper in _rows_of(found, "rolls", 5, most)
    ]
    chaos = [
        ChaosStory(_int(turn, 1, turns), _int(seat, 0, seats), _text(plane))
        for turn, seat, plane in _rows_of(found, "chaos", 3, most)
    ]
    return PlanarStory(tuple(visits), tuple(rolls), tuple(chaos))


def _bool(value: object) -> bool:
    if type(value) is not bool:
        raise IndexRowError(f"not true or false: {value!r:.40}")
    return value


class _Game:
    """One game's rows as they are read (see :func:`stories_from_rows`)."""

    __slots__ = ("row", "size", "players", "sets", "spans")

    def __init__(self, row: Sequence[object], size: int) -> None:
        self.row = row
        self.size = size
        self.players: list[StoryPlayer] = []
        self.sets: list[SchemeSet] = []
        self.spans: list[OngoingSpan] = []

    @property
    def actions(self) -> int:
        return _int(self.row[11], 0, self.size // MIN_ACTION_BYTES)

    def story(self, life: bool) -> GameStory:
        row, actions = self.row, self.actions
        turns = _int(row[10], 1, 2 * actions + 2)
        seats = len(self.players)
        if not 1 <= seats or [p.seat for p in self.players] != list(range(1, seats + 1)):
            raise IndexRowError("seats that are not 1 to n")
        if len(self.sets) > 8 * (actions + 1) or len(self.spans) > len(self.sets):
            raise IndexRowError("more schemes than the journal holds")
        night_id = _optional_text(row[12])
        night = NightRef(night_id, _int(row[13], 1)) if night_id is not None else None
        started_known = _flag(row[3])
        minutes = row[5]
        return GameStory(
            variant=_variant(row[6]),
            started=_time(row[1]) if started_known else None,
            ended=_time(row[4]) if row[4] is not None else None,
            minutes=None if minutes is None else _int(minutes),
            night=night,
            players=tuple(self.players),
            over=_flag(row[7]),
            winners=tuple(p.name for p in self.players if p.won),
            draw=_flag(row[8]),
            reason=_optional_text(row[9]),
            turns=turns,
            actions=actions,
            set_in_motion=tuple(self.sets),
            ongoing=tuple(self.spans),
            life=_life(row[14], turns, seats) if life else (),
            planar=_planar(row[15], turns, seats, actions),
        )


def _variant(value: object) -> Variant:
    try:
        return Variant(_text(value))
    except ValueError:
        raise IndexRowError(f"an unknown variant: {value!r:.40}") from None


def stories_from_rows(
    conn: sqlite3.Connection, where: str = "", params: Iterable[object] = (), *, life: bool = True
) -> list[IndexedGame]:
    """The games matching ``where`` (SQL on ``games`` and ``files``, or ``""``).

    Newest first.  ``life``: False leaves each story's life lines out
    (``()``: what the command line and the statistics never read).

    Only games of a readable journal in ``files`` are read, and every row is
    checked (see the module's docstring).  Raises :class:`sqlite3.Error` and
    :class:`IndexRowError`.
    """
    clause = f"AND ({where})" if where else ""
    selected = f"SELECT games.id FROM games JOIN files USING (id) WHERE files.readable = 1 {clause}"
    params = tuple(params)
    rows = conn.execute(
        "SELECT games.*, files.size, files.over, files.file FROM games JOIN files USING (id) "
        f"WHERE files.readable = 1 {clause} ORDER BY started_utc DESC, files.file DESC",
        params,
    ).fetchall()
    games: dict[int, _Game] = {}
    files: dict[int, bytes] = {}
    for row in rows:
        key, file = row[0], row[18]
        if type(key) is not int or type(file) is not bytes or key in games or row[17] != row[7]:
            raise IndexRowError("a game without its file, or ended in one and not the other")
        games[key] = _Game(row[:16], _int(row[16]))
        files[key] = file
    for r in conn.execute(f"SELECT * FROM players WHERE id IN ({selected}) ORDER BY id, seat", params):
        game = games.get(r[0])
        if game is None or len(game.players) >= MAX_SEATS:
            raise IndexRowError("a player without a game")
        game.players.append(_player(r))
    for r in conn.execute(f"SELECT * FROM schemes WHERE id IN ({selected}) ORDER BY id, position", params):
        game = games.get(r[0])
        if game is None or _int(r[1]) != len(game.sets) or len(game.sets) > 8 * (game.actions + 1):
            raise IndexRowError("a scheme without a game, or out of order")
        game.sets.append(SchemeSet(_int(r[2], 1), _int(r[3], 0, MAX_SEATS), _text(r[4]), _int(r[5]), _flag(r[6])))
    for r in conn.execute(f"SELECT * FROM ongoing WHERE id IN ({selected}) ORDER BY id, set_turn, card", params):
        game = games.get(r[0])
        if game is None or len(game.spans) >= 8 * (game.actions + 1):
            raise IndexRowError("an ongoing scheme without a game")
        abandoned = None if r[5] is None else _int(r[5], 1)
        game.spans.append(OngoingSpan(_int(r[1]), _text(r[2]), _int(r[3], 0, MAX_SEATS), _int(r[4], 1), abandoned))
    found = []
    for key, game in games.items():
        utc = game.row[2]
        if type(utc) is not float or not math.isfinite(utc):
            raise IndexRowError("a start that is no time")
        found.append(IndexedGame(os.fsdecode(files[key]), _time(game.row[1]), game.story(life)))
    return found


class IndexedGame:
    """A game as the index holds it: its journal, when it started, its story.

    ``file``: the journal's absolute path (``os.fsdecode``: a name that is
    not UTF-8 keeps its bytes as surrogates); ``started``: the header's
    ``created``, else the file's modification time; ``story``: its
    :class:`GameStory`.
    """

    __slots__ = ("file", "started", "story")

    def __init__(self, file: str, started: datetime, story: GameStory) -> None:
        self.file = file
        self.started = started
        self.story = story

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IndexedGame):
            return NotImplemented
        return (self.file, self.started, self.story) == (other.file, other.started, other.story)

    def __hash__(self) -> int:
        return hash((self.file, self.started))

    def __repr__(self) -> str:
        return f"IndexedGame({self.file!r}, {self.started.isoformat()!r})"
