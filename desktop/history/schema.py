"""The history database's tables, and a :class:`GameStory` as rows and back.

The database is an index of the journals (``docs/history.md``): every row is
derived from one journal file, keyed by its absolute path, and the whole of it
can be rebuilt from the games folder at any time.  :data:`SCHEMA_VERSION` is
kept in ``PRAGMA user_version``; a database of another version is rebuilt
(older) or left alone (newer: another version of the app keeps it).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from datetime import datetime

from ...engine.header_notes import NightRef
from ...engine.story import GameStory, LifeLine, OngoingSpan, SchemeSet, StoryPlayer
from ...engine.variants import Variant

#: The schema this code writes and reads (``PRAGMA user_version``); raise it with every change of the tables.
SCHEMA_VERSION = 1

#: The tables, in the order they are created (``files`` first: every other row belongs to a file).
TABLES = ("files", "games", "players", "schemes", "ongoing")

SCHEMA = """
CREATE TABLE files (
    file TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    readable INTEGER NOT NULL,
    reason TEXT,
    detail TEXT
);
CREATE TABLE games (
    file TEXT PRIMARY KEY,
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
    life TEXT NOT NULL
);
CREATE TABLE players (
    file TEXT NOT NULL,
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
    file TEXT NOT NULL,
    position INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    scheme TEXT NOT NULL,
    card INTEGER NOT NULL,
    again INTEGER NOT NULL,
    PRIMARY KEY (file, position)
);
CREATE TABLE ongoing (
    file TEXT NOT NULL,
    card INTEGER NOT NULL,
    scheme TEXT NOT NULL,
    seat INTEGER NOT NULL,
    set_turn INTEGER NOT NULL,
    abandoned_turn INTEGER,
    PRIMARY KEY (file, card)
);
CREATE INDEX games_started ON games (over, started_utc);
CREATE INDEX games_night ON games (night_id);
CREATE INDEX players_name ON players (name COLLATE NOCASE);
"""


def create_tables(conn: sqlite3.Connection) -> None:
    """Drop whatever tables the database holds and create :data:`SCHEMA` (inside the caller's transaction)."""
    names = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for name in names:
        if not name.startswith("sqlite_"):
            conn.execute(f'DROP TABLE IF EXISTS "{name}"')
    for statement in SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def forget_rows(conn: sqlite3.Connection, file: str) -> None:
    """Delete every row of ``file`` (inside the caller's transaction)."""
    for table in TABLES:
        conn.execute(f"DELETE FROM {table} WHERE file = ?", (file,))


def insert_story(conn: sqlite3.Connection, file: str, story: GameStory, started: datetime, known: bool) -> None:
    """Insert the rows of ``story`` (the game's ``started`` time; ``known``: from its header, not the file's)."""
    conn.execute(
        "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            file,
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
        ),
    )
    conn.executemany(
        "INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (file, p.seat, p.name, p.role, p.team, p.colour, int(p.won), json.dumps(p.deck), p.deck_name, p.deck_key)
            for p in story.players
        ],
    )
    conn.executemany(
        "INSERT INTO schemes VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(file, i, s.turn, s.seat, s.scheme, s.card, int(s.again)) for i, s in enumerate(story.set_in_motion)],
    )
    conn.executemany(
        "INSERT INTO ongoing VALUES (?, ?, ?, ?, ?, ?)",
        [(file, o.card, o.scheme, o.seat, o.set_turn, o.abandoned_turn) for o in story.ongoing],
    )


def _time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def stories_from_rows(conn: sqlite3.Connection, where: str = "", params: Iterable[object] = ()) -> list[IndexedGame]:
    """The games matching ``where`` (an SQL condition on ``games``, or ``""``), newest first.

    Raises :class:`sqlite3.Error` (and :class:`ValueError` for rows no version of this code wrote).
    """
    clause = f"WHERE {where}" if where else ""
    rows = conn.execute(f"SELECT * FROM games {clause} ORDER BY started_utc DESC, file DESC", tuple(params)).fetchall()
    files = [row[0] for row in rows]
    players: dict[str, list[StoryPlayer]] = {f: [] for f in files}
    sets: dict[str, list[SchemeSet]] = {f: [] for f in files}
    spans: dict[str, list[OngoingSpan]] = {f: [] for f in files}
    for r in conn.execute("SELECT * FROM players ORDER BY file, seat"):
        if r[0] in players:
            deck = tuple(str(x) for x in json.loads(r[7]))
            players[r[0]].append(StoryPlayer(r[1], r[2], r[3], r[4], r[5], bool(r[6]), deck, r[8], r[9]))
    for r in conn.execute("SELECT * FROM schemes ORDER BY file, position"):
        if r[0] in sets:
            sets[r[0]].append(SchemeSet(r[2], r[3], r[4], r[5], bool(r[6])))
    for r in conn.execute("SELECT * FROM ongoing ORDER BY file, set_turn, card"):
        if r[0] in spans:
            spans[r[0]].append(OngoingSpan(r[1], r[2], r[3], r[4], r[5]))
    found = []
    for row in rows:
        file = row[0]
        story = GameStory(
            variant=Variant(row[6]),
            started=_time(row[1]) if row[3] else None,
            ended=_time(row[4]),
            minutes=row[5],
            night=NightRef(row[12], row[13]) if row[12] is not None else None,
            players=tuple(players[file]),
            over=bool(row[7]),
            winners=tuple(p.name for p in players[file] if p.won),
            draw=bool(row[8]),
            reason=row[9],
            turns=row[10],
            actions=row[11],
            set_in_motion=tuple(sets[file]),
            ongoing=tuple(spans[file]),
            life=tuple(LifeLine(int(s), bool(t), tuple(int(x) for x in pts)) for s, t, pts in json.loads(row[14])),
        )
        found.append(IndexedGame(file, datetime.fromisoformat(row[1]), story))
    return found


class IndexedGame:
    """A game as the index holds it: its journal ``file`` (absolute path), when it ``started`` (the header's
    ``created``, else the file's modification time) and its :class:`GameStory`."""

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
