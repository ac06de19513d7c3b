"""The history index: an SQLite database (stdlib :mod:`sqlite3`) of the games folder's journals.

The journals are the only truth; the database is an index of them, kept in the
data folder beside the games folder (:func:`index_path`).  It is never
trusted:

- **rebuilt** from the journals when it is missing, damaged (not a database,
  truncated: ``PRAGMA quick_check``, any SQLite error while opening), or of an
  older schema (``PRAGMA user_version`` below :data:`SCHEMA_VERSION`); a file
  that is not a regular file (a FIFO, a folder) or not a database is set aside
  as ``history.sqlite3.damaged-<time>`` first, never opened for reading.
  A database of a *newer* schema belongs to a newer version of the app: it is
  left alone, and this run works on a private copy in memory.
- **brought up to date** by :meth:`HistoryIndex.sync`: a journal whose size or
  modification time changed is read again, a vanished one forgotten, so the
  index always answers for the journals as they are.  :meth:`HistoryIndex.note`
  (a game ended, was changed after its end, or was deleted) does the same for
  one file at once.

Concurrency: two copies of the app and the command line may use it at once.
The database is in WAL mode (readers never wait for the writer) with a busy
timeout of :data:`BUSY_SECONDS`; journals are read outside any transaction, and
each change is one short transaction.  When the database stays busy past the
timeout, or cannot be written at all (a read-only folder), the caller gets
:class:`HistoryBusyError` or works in memory: nothing waits longer, and nothing is
lost (the journals are untouched).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.safe_files import set_aside
from ...engine.story import GameStory
from ..precompiled import dataclass
from .reading import FileSignature, NotReadable, read_story, signature
from .schema import (
    SCHEMA_VERSION,
    TABLES,
    IndexedGame,
    create_tables,
    forget_rows,
    insert_story,
    stories_from_rows,
)

__all__ = ["BUSY_SECONDS", "INDEX_NAME", "HistoryBusyError", "HistoryIndex", "Skipped", "index_path"]

#: The database's file name, in the data folder (beside ``games/``).
INDEX_NAME = "history.sqlite3"
#: How long a connection waits for another copy's write before giving up (seconds).
BUSY_SECONDS = 2.0
# SQLite's primary result codes for a database another connection holds.
_BUSY_CODES = (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED


class HistoryBusyError(Exception):
    """The database stayed busy (another copy of the app writing) past :data:`BUSY_SECONDS`."""


@dataclass(frozen=True)
class Skipped:
    """A journal of the games folder the history could not read: its ``file`` and why (:class:`NotReadable`)."""

    file: str
    why: NotReadable


def index_path(games_dir: Path) -> Path:
    """Where the index of ``games_dir`` lives: beside it, ``<data folder>/history.sqlite3``."""
    return Path(os.path.abspath(games_dir)).parent / INDEX_NAME


def _busy(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return (code & 0xFF) in _BUSY_CODES
    return "locked" in str(exc) or "busy" in str(exc)


def _set_aside(path: Path) -> None:
    """Move a damaged database (or whatever sits at its path) aside, and drop its WAL and shared-memory files."""
    set_aside(path)
    for suffix in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            info = os.lstat(side)
            if stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode) or stat.S_ISFIFO(info.st_mode):
                os.unlink(side)


def _not_regular(path: Path) -> bool:
    """True when something that is not a regular file sits at ``path`` or at its WAL or shared-memory file."""
    for candidate in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        try:
            info = os.stat(candidate)
        except FileNotFoundError:
            continue
        except OSError:
            return True
        if not stat.S_ISREG(info.st_mode):
            return True
    return False


class HistoryIndex:
    """The index of ``games_dir``'s journals in the database at ``db_path`` (default :func:`index_path`).

    Use as a context manager or call :meth:`close`.  ``memory``: work on a
    private index in memory, built from the journals (when the file is busy or
    cannot be written).  Opening checks the
    database and rebuilds it when in doubt (see the module's docstring);
    :attr:`rebuilt` says whether it did, :attr:`in_memory` whether this run
    works without the file.  Raises :class:`HistoryBusyError` when another copy
    holds the database past :data:`BUSY_SECONDS`.  Single-threaded: one
    instance per thread.
    """

    def __init__(
        self,
        games_dir: Path,
        db_path: Path | None = None,
        catalogue: Catalogue | None = None,
        *,
        busy_seconds: float = BUSY_SECONDS,
        memory: bool = False,
    ) -> None:
        self.games_dir = Path(os.path.abspath(games_dir))
        self.db_path = Path(db_path) if db_path is not None else index_path(games_dir)
        self.catalogue = catalogue or load_catalogue()
        self.busy_seconds = busy_seconds
        self.rebuilt = False
        self.in_memory = False
        self.conn = self._memory() if memory else self._open()

    # ----- opening --------------------------------------------------------------
    def _connect(self, target: str) -> sqlite3.Connection:
        conn = sqlite3.connect(target, timeout=self.busy_seconds, isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout = {int(self.busy_seconds * 1000)}")
        return conn

    def _open(self) -> sqlite3.Connection:
        """A checked connection (see the module's docstring); rebuilds the index when in doubt."""
        try:
            self.db_path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self._memory()
        if _not_regular(self.db_path):
            _set_aside(self.db_path)
        try:
            conn = self._connect(str(self.db_path))
        except sqlite3.Error:
            return self._memory()
        try:
            status = self._check(conn)
        except sqlite3.Error as exc:
            conn.close()
            if _busy(exc):
                raise HistoryBusyError from exc
            status = "damaged"
        if status == "ok":
            return conn
        if status == "newer":
            conn.close()
            return self._memory()
        if status == "damaged":
            conn.close()
            _set_aside(self.db_path)
            try:
                conn = self._connect(str(self.db_path))
            except sqlite3.Error:
                return self._memory()
        return self._rebuild_into(conn)

    def _check(self, conn: sqlite3.Connection) -> str:
        """``ok``, ``newer``, ``rebuild`` (empty or older) or ``damaged``; raises :class:`sqlite3.Error`."""
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            return "newer"
        if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return "damaged"
        if version < SCHEMA_VERSION:
            return "rebuild"
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return "ok" if tables.issuperset(TABLES) else "damaged"

    def _memory(self) -> sqlite3.Connection:
        """A private index in memory for this run (the file cannot be used); built from the journals."""
        self.in_memory = True
        return self._rebuild_into(sqlite3.connect(":memory:", isolation_level=None))

    def _rebuild_into(self, conn: sqlite3.Connection) -> sqlite3.Connection:
        try:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("PRAGMA journal_mode = WAL")
            self.conn = conn
            self.rebuild()
        except HistoryBusyError:
            conn.close()
            raise
        except sqlite3.Error as exc:
            conn.close()
            if _busy(exc) and not self.in_memory:
                raise HistoryBusyError from exc
            if self.in_memory:
                raise
            return self._memory()
        return conn

    def close(self) -> None:
        """Close the database (idempotent)."""
        self.conn.close()

    def __enter__(self) -> HistoryIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- writing --------------------------------------------------------------
    @contextlib.contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``); :class:`HistoryBusyError` when another copy holds it too long."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if _busy(exc):
                raise HistoryBusyError from exc
            raise
        try:
            yield self.conn
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            raise
        try:
            self.conn.execute("COMMIT")
        except sqlite3.OperationalError as exc:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            if _busy(exc):
                raise HistoryBusyError from exc
            raise

    def _journals(self) -> dict[str, FileSignature]:
        """The regular ``*.jsonl`` files of the games folder and their signatures (a missing folder: none)."""
        found: dict[str, FileSignature] = {}
        try:
            names = sorted(self.games_dir.glob("*.jsonl"))
        except OSError:
            return found
        for path in names:
            sign = signature(path)
            if sign is not None:
                found[str(path)] = sign
        return found

    def _read(self, file: str, sign: FileSignature) -> tuple[FileSignature, GameStory | NotReadable]:
        return sign, read_story(Path(file), self.catalogue)

    def _store(self, conn: sqlite3.Connection, file: str, sign: FileSignature, story: GameStory | NotReadable) -> None:
        forget_rows(conn, file)
        if isinstance(story, NotReadable):
            conn.execute(
                "INSERT INTO files VALUES (?, ?, ?, 0, ?, ?)",
                (file, sign.size, sign.mtime_ns, story.reason, story.detail),
            )
            return
        conn.execute("INSERT INTO files VALUES (?, ?, ?, 1, NULL, NULL)", (file, sign.size, sign.mtime_ns))
        started, known = story.started, True
        if started is None:  # a header without its creation time: the file's time stands in
            started, known = datetime.fromtimestamp(sign.mtime_ns / 1e9).astimezone(), False
        insert_story(conn, file, story, started, known)

    def rebuild(self) -> None:
        """Build the index afresh from every journal of the games folder (one transaction)."""
        read = [(file, *self._read(file, sign)) for file, sign in self._journals().items()]
        with self._writing() as conn:
            create_tables(conn)
            for file, sign, story in read:
                self._store(conn, file, sign, story)
        self.rebuilt = True

    def sync(self) -> int:
        """Bring the index up to date with the games folder; returns how many files changed.

        Reads only journals whose size or modification time changed, and
        forgets journals that are gone.  Raises :class:`HistoryBusyError`.
        """
        known = {
            row[0]: FileSignature(row[1], row[2]) for row in self.conn.execute("SELECT file, size, mtime_ns FROM files")
        }
        present = self._journals()
        changed = [(file, sign) for file, sign in present.items() if known.get(file) != sign]
        gone = [file for file in known if file not in present]
        if not changed and not gone:
            return 0
        read = [(file, *self._read(file, sign)) for file, sign in changed]
        with self._writing() as conn:
            for file in gone:
                forget_rows(conn, file)
            for file, sign, story in read:
                self._store(conn, file, sign, story)
        return len(changed) + len(gone)

    def note(self, path: Path) -> bool:
        """Index the journal at ``path`` as it is now (read again), or forget it when it is gone.

        Only journals of the games folder are indexed (a game opened from
        elsewhere is not part of the history); returns False for any other.
        Raises :class:`HistoryBusyError`.
        """
        path = Path(os.path.abspath(path))
        if path.parent != self.games_dir or path.suffix != ".jsonl":
            return False
        file = str(path)
        sign = signature(path)
        if sign is None:
            with self._writing() as conn:
                forget_rows(conn, file)
            return True
        _, story = self._read(file, sign)
        with self._writing() as conn:
            self._store(conn, file, sign, story)
        return True

    # ----- reading --------------------------------------------------------------
    def games(self, *, finished: bool = True) -> list[IndexedGame]:
        """The indexed games, newest first: the finished ones (default), or every readable one."""
        return stories_from_rows(self.conn, "over = 1" if finished else "")

    def game(self, path: Path) -> IndexedGame | None:
        """The indexed game of the journal at ``path``, or ``None``."""
        found = stories_from_rows(self.conn, "file = ?", (str(Path(os.path.abspath(path))),))
        return found[0] if found else None

    def night(self, night_id: str) -> list[IndexedGame]:
        """The games of the night ``night_id``, finished or not, in their order in the night."""
        found = stories_from_rows(self.conn, "night_id = ?", (night_id,))
        return sorted(found, key=lambda g: g.story.night.game if g.story.night else 0)

    def skipped(self) -> list[Skipped]:
        """The journals of the games folder that could not be read, by file name."""
        rows = self.conn.execute("SELECT file, reason, detail FROM files WHERE readable = 0 ORDER BY file")
        return [Skipped(file, NotReadable(reason or "", detail or "")) for file, reason, detail in rows]

    def dump(self) -> dict[str, list[tuple[object, ...]]]:
        """Every row of every table, sorted: what two indexes of the same journals hold alike (for tests)."""
        return {table: sorted(self.conn.execute(f"SELECT * FROM {table}").fetchall(), key=repr) for table in TABLES}
