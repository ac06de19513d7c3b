"""The history index: an SQLite database (stdlib :mod:`sqlite3`) of the journals.

The journals are the only truth; the database is a cache of them, kept in the
data folder beside the games folder (:func:`index_path`), and checked before
anything in it is believed:

- **Opened only as regular files**: the database and its companions are
  looked at first (:mod:`.database_files`), never opened through a link or
  as a FIFO.
- **Exactly this schema** (``sqlite_master`` as :data:`~.schema.SCHEMA`
  makes it: no trigger, no view), else every object is dropped and the index
  rebuilt; a file that fails ``PRAGMA quick_check`` is set aside and rebuilt;
  a *newer* schema is left alone and this run works in memory.  An opening
  that only reads may leave ``quick_check`` (34 ms on a 20 MB index) to
  later (``full_check=False``: the command line, the Statistics window's
  first figures): it checks the file's header and size
  (:func:`~.database_files.header_in_order`) instead, and runs the full check
  before its first write (:meth:`HistoryIndex.check`; the Statistics window
  runs it in its reading thread once its figures are shown).  A page
  damaged since is still found by SQLite as it is read: every failure is
  answered as below.
- **Every row tied to a journal present now**: :meth:`HistoryIndex.sync`
  hashes a journal whose size, ``mtime_ns``, ctime or inode changed, reads it
  only when its bytes did, and deletes every row no readable journal holds;
  rows read back are checked (:func:`~.schema.stories_from_rows`); the file
  weighs at most four times its journals plus :data:`INDEX_SLACK_BYTES`.
- **Bounded**: a progress handler interrupts an operation after
  :data:`STATEMENT_SECONDS`; a value is at most :data:`MAX_VALUE_BYTES`.
- **Every failure answered**: set aside and rebuilt, or (unwritable) in
  memory; no exception of the database reaches the caller but
  :class:`HistoryBusyError`.  ``docs/history.md`` says it at length.

Concurrency: two copies of the app and the command line may use it at once.
The database is in WAL mode (readers never wait for the writer) with a busy
timeout of :data:`BUSY_SECONDS`; journals are read outside any transaction, and
each change is one short transaction.  When the database stays busy past the
timeout the caller gets :class:`HistoryBusyError` (it then works in memory):
nothing waits longer, and nothing is lost (the journals are untouched).

Between the checks and SQLite's own ``open`` another program could still put
a FIFO at a companion's name; the window is the two system calls apart.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from operator import itemgetter
from pathlib import Path
from typing import TypeVar

import msgspec

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.story import GameStory
from . import tallies
from .database_files import (
    INDEX_NAME,
    MAX_INDEX_BYTES,
    files_in_order,
    header_in_order,
    index_path,
    set_index_aside,
    weight,
)
from .listing import Listed, listing_of
from .pool import Progress, read_journal, read_journals
from .reading import (
    FileSignature,
    NotReadable,
    content_hash,
    journal_signatures,
    read_bytes,
    signature,
    story_of,
)
from .schema import (
    SCHEMA_VERSION,
    IndexedGame,
    IndexRowError,
    clear_rows,
    create_tables,
    dump_tables,
    expected_schema,
    file_key,
    forget_orphans,
    forget_rows,
    has_orphans,
    insert_story,
    schema_of,
    stories_from_rows,
)
from .stats import Statistics

__all__ = [
    "BUSY_SECONDS",
    "INDEX_NAME",
    "MAX_INDEX_BYTES",
    "HistoryBusyError",
    "HistoryIndex",
    "IndexNotBuiltError",
    "Skipped",
    "index_path",
]

#: How long a connection waits for another copy's write before giving up (seconds).
BUSY_SECONDS = 2.0
#: What the database and its WAL may weigh beyond four times the journals' bytes.
INDEX_SLACK_BYTES = 16 << 20
#: How many times the journals' bytes the database and its WAL may weigh, beyond the slack.
INDEX_PER_JOURNAL_BYTE = 4
#: The longest an operation's statements may run (seconds) before the progress handler interrupts them.
STATEMENT_SECONDS = 30.0
#: The largest single value (``SQLITE_LIMIT_LENGTH``, bytes): a game's life lines are a few hundred KB at most.
MAX_VALUE_BYTES = 64 << 20
# SQLite's primary result codes: another connection holds the database; it cannot be written.
# SQLITE_BUSY, SQLITE_LOCKED.
_BUSY_CODES = (5, 6)
# SQLITE_PERM, READONLY, IOERR, FULL, CANTOPEN.
_UNWRITABLE_CODES = (3, 8, 10, 13, 14)
_T = TypeVar("_T")


class HistoryBusyError(Exception):
    """The database stayed busy past :data:`BUSY_SECONDS`.

    Another copy of the app was writing.
    """


class IndexNotBuiltError(Exception):
    """The index would have to be built here, and the caller said not to.

    ``HistoryIndex(..., build=False)``: the file is missing, damaged, of
    another schema or unusable (it would be built in memory).  The caller has
    it built elsewhere (the Statistics window: a child process).
    """


class _UnwritableError(Exception):
    """A write the database refused for good (read-only, full).

    This run goes on in memory.
    """


class Skipped(msgspec.Struct, frozen=True):
    """A journal of the games folder the history could not read.

    Its ``file`` and why (:class:`NotReadable`).
    """

    file: str
    why: NotReadable


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _busy(exc: sqlite3.Error) -> bool:
    code = _code(exc)
    if code is not None:
        return code in _BUSY_CODES
    return "locked" in str(exc) or "busy" in str(exc)


def _unwritable(exc: sqlite3.Error) -> bool:
    code = _code(exc)
    return code in _UNWRITABLE_CODES if code is not None else "readonly" in str(exc)


class HistoryIndex:
    """The index of ``games_dir``'s journals in the database at ``db_path``.

    Default :func:`index_path`.

    Use as a context manager or call :meth:`close`.  ``memory``: work on a
    private index in memory, built from the journals (when the file is busy).
    Opening checks the database and rebuilds it when in doubt (see the
    module's docstring); :attr:`rebuilt` says whether it did,
    :attr:`in_memory` whether this run works without the file.  Read after
    :meth:`sync`: only then is every row tied to a journal present now.
    Raises :class:`HistoryBusyError` when another copy holds the database
    past ``busy_seconds``; ``budget_seconds`` bounds each operation's
    statements.  Single-threaded: one instance per thread.

    ``workers``: how many processes read the journals of a rebuild
    (:func:`~.pool.read_journals`; 1, the default: this one alone);
    ``progress`` is called with how many journals a rebuild or a sync has
    read and how many it reads, as it goes.

    ``full_check``: False leaves ``PRAGMA quick_check`` to the first write
    or to :meth:`check` (the header checked instead, see the module's
    docstring).  ``build``: False raises :class:`IndexNotBuiltError` where
    the index would be built here (opening, recovering), nothing replayed.
    """

    def __init__(
        self,
        games_dir: Path,
        db_path: Path | None = None,
        catalogue: Catalogue | None = None,
        *,
        busy_seconds: float = BUSY_SECONDS,
        budget_seconds: float = STATEMENT_SECONDS,
        memory: bool = False,
        workers: int = 1,
        progress: Progress | None = None,
        full_check: bool = True,
        build: bool = True,
    ) -> None:
        self.games_dir = Path(os.path.abspath(games_dir))
        self.full_check = full_check
        self.build = build
        # Whether this connection's file passed quick_check (or was built by this run).
        self._checked = False
        self.workers = workers
        self.progress = progress
        self.db_path = Path(db_path) if db_path is not None else index_path(games_dir)
        # Loaded when a journal is read (a sync that finds nothing changed reads none).
        self._catalogue = catalogue
        self.busy_seconds = busy_seconds
        self.budget_seconds = budget_seconds
        self.rebuilt = False
        self.in_memory = False
        self._until = float("inf")
        self.conn = self._memory() if memory else self._open()

    @property
    def catalogue(self) -> Catalogue:
        """The catalogue journals are replayed with (the default one unless given)."""
        if self._catalogue is None:
            self._catalogue = load_catalogue()
        return self._catalogue

    # ----- opening --------------------------------------------------------------
    def _connect(self, target: str) -> sqlite3.Connection:
        conn = sqlite3.connect(target, timeout=self.busy_seconds, isolation_level=None)
        try:
            conn.set_progress_handler(self._interrupt, 2000)
            conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_seconds * 1000)}")
            conn.execute("PRAGMA trusted_schema = OFF")
        except BaseException:
            conn.close()
            raise
        return conn

    def _interrupt(self) -> int:
        """SQLite's progress handler.

        Non-zero (interrupt) once the operation's budget is spent.
        """
        return int(time.monotonic() > self._until)

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        """Journals read inside: the time they take is not the statements' budget.

        The budget bounds SQLite's statements; replaying journals is not one.
        """
        began = time.monotonic()
        try:
            yield
        finally:
            self._until += time.monotonic() - began

    @contextlib.contextmanager
    def _budget(self) -> Iterator[None]:
        """The statements inside run for at most :attr:`budget_seconds` in all.

        Nested budgets keep the outer.
        """
        outer = self._until
        self._until = min(outer, time.monotonic() + self.budget_seconds)
        try:
            yield
        finally:
            self._until = outer

    def _open(self) -> sqlite3.Connection:
        """A checked connection (see the module's docstring).

        Rebuilds the index when in doubt.
        """
        self._checked = False
        try:
            self.db_path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return self._memory()
        if not files_in_order(self.db_path):
            return self._memory()
        try:
            conn = self._connect(str(self.db_path))
        except sqlite3.Error:
            return self._memory()
        try:
            with self._budget():
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
            if not set_index_aside(self.db_path):
                return self._memory()
            try:
                conn = self._connect(str(self.db_path))
            except sqlite3.Error:
                return self._memory()
        return self._rebuild_into(conn)

    def _check(self, conn: sqlite3.Connection) -> str:
        """``ok``, ``newer``, ``rebuild`` (empty, older or another schema) or ``damaged``.

        Raises :class:`sqlite3.Error`.
        """
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if type(version) is not int:
            return "damaged"
        if version > SCHEMA_VERSION:
            return "newer"
        if version < SCHEMA_VERSION or schema_of(conn) != expected_schema():
            return "rebuild"
        if not self.full_check:
            return "ok" if header_in_order(self.db_path) else "damaged"
        try:
            self._full_check(conn)
        except IndexRowError:
            return "damaged"
        return "ok"

    def check(self) -> bool:
        """Run the full check the opening left to later; False when the file failed it.

        ``PRAGMA quick_check``: a file that fails it is set aside and the
        index built again (:class:`IndexNotBuiltError` when ``build`` is
        False).  True at once for an index this run built or checked, or in
        memory.  Raises :class:`HistoryBusyError`.
        """
        if self._checked or self.in_memory:
            return True
        try:
            with self._budget():
                self._full_check()
        except IndexRowError as exc:
            self._recover(exc)
            return False
        except sqlite3.Error as exc:
            if _busy(exc):
                raise HistoryBusyError from exc
            self._recover(exc)
            return False
        return True

    def _full_check(self, conn: sqlite3.Connection | None = None) -> None:
        """``PRAGMA quick_check`` of the file (``conn``: the one being opened).

        Raises :class:`IndexRowError` when it fails.
        """
        if (conn or self.conn).execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise IndexRowError("the index failed its check")
        self._checked = True

    def _memory(self) -> sqlite3.Connection:
        """A private index in memory for this run (the file cannot be used).

        Built from the journals.
        """
        self.in_memory = True
        return self._rebuild_into(self._connect(":memory:"))

    def _rebuild_into(self, conn: sqlite3.Connection) -> sqlite3.Connection:
        """Build the index afresh on ``conn``.

        A file that fails is set aside once, then memory.
        """
        if not self.build:
            conn.close()
            raise IndexNotBuiltError
        try:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("PRAGMA journal_mode = WAL")
            self.conn = conn
            self._rebuild()
        except HistoryBusyError:
            conn.close()
            raise
        except (sqlite3.Error, IndexRowError, _UnwritableError) as exc:
            conn.close()
            if isinstance(exc, sqlite3.Error) and _busy(exc) and not self.in_memory:
                raise HistoryBusyError from exc
            if self.in_memory:
                raise
            if isinstance(exc, _UnwritableError) or not set_index_aside(self.db_path):
                return self._memory()
            try:
                again = self._connect(str(self.db_path))
                self.conn = again
                self._rebuild()
            except HistoryBusyError:
                raise
            except (sqlite3.Error, IndexRowError, _UnwritableError):
                with contextlib.suppress(sqlite3.Error):
                    self.conn.close()
                return self._memory()
            return again
        return conn

    def close(self) -> None:
        """Close the database (idempotent)."""
        self.conn.close()

    def __enter__(self) -> HistoryIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- when the database fails ------------------------------------------------
    def _answer(self, operation: Callable[[], _T]) -> _T:
        """``operation()``, and when the database fails it.

        The index rebuilt (or in memory), then once more.
        """
        try:
            with self._budget():
                return operation()
        except HistoryBusyError:
            raise
        except (sqlite3.Error, IndexRowError, _UnwritableError) as exc:
            if isinstance(exc, sqlite3.Error) and _busy(exc):
                raise HistoryBusyError from exc
            if self.in_memory:
                raise
            self._recover(exc)
        with self._budget():
            return operation()

    def _recover(self, exc: Exception) -> None:
        """Answer ``exc``: work in memory, or set the file aside and build it again.

        A file that cannot be written is left as it is and this run works in
        memory; any other failure sets the file aside and builds it again.
        """
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
        if isinstance(exc, _UnwritableError) or (isinstance(exc, sqlite3.Error) and _unwritable(exc)):
            self.conn = self._memory()
        elif not set_index_aside(self.db_path):
            self.conn = self._memory()
        else:
            self.conn = self._open()

    # ----- writing --------------------------------------------------------------
    @contextlib.contextmanager
    def _writing(self, check: bool = True) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``).

        The file's full check first, when the opening left it to later
        (``check``: False for a rebuild, which replaces every row).  Raises
        :class:`HistoryBusyError` when another copy holds it too long,
        ``_UnwritableError`` when the file cannot be written,
        :class:`IndexRowError` when the file failed its check, and any other
        :class:`sqlite3.Error`.
        """
        if check and not self._checked and not self.in_memory:
            self._full_check()
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._write_error(exc) from exc
        try:
            yield self.conn
        except BaseException as exc:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise self._write_error(exc) from exc
            raise
        try:
            self.conn.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            raise self._write_error(exc) from exc

    def _write_error(self, exc: sqlite3.Error) -> Exception:
        if _busy(exc):
            return HistoryBusyError()
        if _unwritable(exc):
            return _UnwritableError(str(exc))
        return exc

    def _store(
        self,
        conn: sqlite3.Connection,
        file: bytes,
        sign: FileSignature,
        digest: bytes,
        story: GameStory | NotReadable,
        tally: tallies.Tally | None = None,
    ) -> None:
        """Store the rows of ``file``'s journal, replacing those it had.

        ``tally``: a rebuild's, which gathers every game's counts (else the
        table's are updated here).
        """
        if tally is None:
            tallies.forget(conn, file)
        # The journal keeps its id (a new journal gets the next one, never another's).
        kept = forget_rows(conn, file) if tally is None else None
        stamp = (kept, file, sign.size, sign.mtime_ns, sign.ctime_ns, sign.inode, digest)
        if isinstance(story, NotReadable):
            conn.execute(
                "INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)", (*stamp, story.reason, story.detail)
            )
            return
        cursor = conn.execute(
            "INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, NULL)", (*stamp, int(story.over))
        )
        key = cursor.lastrowid
        if type(key) is not int:
            raise IndexRowError("a journal stored without an id")
        if kept is None and tally is None:
            # Rows left under a new id (planted, or by damage) are not this game's.
            clear_rows(conn, key)
        started, known = story.started, True
        if started is None:
            # A header without its creation time: the file's time stands in.
            started, known = datetime.fromtimestamp(sign.mtime_ns / 1e9).astimezone(), False
        insert_story(conn, key, story, started, known)
        if tally is None:
            tallies.add(conn, tallies.contributions(story))
        else:
            tallies.contributions(story, tally)

    def rebuild(self) -> None:
        """Build the index afresh from every journal, then compact it.

        Every journal of the games folder, in one transaction.

        Every journal is read, whatever its signature.  Raises
        :class:`HistoryBusyError`.
        """
        self._answer(self._rebuild)

    def _rebuild(self) -> None:
        journals = journal_signatures(self.games_dir)
        with self._reading():
            stories = read_journals(
                [Path(os.fsdecode(file)) for file in journals],
                self.catalogue,
                workers=self.workers,
                progress=self.progress,
            )
        read = [
            (file, FileSignature(*sign), *story) for (file, sign), story in zip(journals.items(), stories, strict=True)
        ]
        with self._budget(), self._writing(check=False) as conn:
            create_tables(conn)
            tally: tallies.Tally = {}
            for file, sign, digest, story in read:
                self._store(conn, file, sign, digest, story, tally)
            tallies.write(conn, tally)
        self.rebuilt = True
        self._checked = True
        if not self.in_memory:
            # A rebuilt file keeps the pages it had: given back, and the WAL emptied (best effort).
            with contextlib.suppress(sqlite3.Error), self._budget():
                self.conn.execute("VACUUM")
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def _known(self) -> dict[bytes, tuple[int, int, int, int]]:
        """Every journal the index holds, and its signature's four numbers.

        Checked values; a plain tuple each, as :func:`~.reading.journal_signatures` gives the
        folder's: the two are compared as dictionaries at every sync.
        """
        # One row in ten thousand of another type is found by SQLite, not by a loop here.
        bad = self.conn.execute(
            "SELECT 1 FROM files WHERE typeof(file) != 'blob' OR typeof(hash) != 'blob' OR typeof(size) != 'integer'"
            " OR typeof(mtime_ns) != 'integer' OR typeof(ctime_ns) != 'integer' OR typeof(inode) != 'integer' LIMIT 1"
        ).fetchone()
        if bad is not None:
            raise IndexRowError("a journal's row of another type")
        rows = self.conn.execute("SELECT file, size, mtime_ns, ctime_ns, inode FROM files")
        return {row[0]: row[1:] for row in rows}

    def _hash(self, file: bytes) -> bytes | None:
        """The content hash the index holds for ``file``, or ``None``.

        Its type checked by :meth:`_known`.
        """
        found = self.conn.execute("SELECT hash FROM files WHERE file = ?", (file,)).fetchone()
        return found[0] if found is not None else None

    def sync(self) -> int:
        """Bring the index up to date with the games folder.

        Returns how many journals changed.

        Takes the content hash of the journals whose signature changed and
        reads again those whose bytes did; forgets journals that are gone and
        every row no readable journal holds (see the module's docstring).
        Raises :class:`HistoryBusyError`.
        """
        present = journal_signatures(self.games_dir)
        limit = INDEX_SLACK_BYTES + INDEX_PER_JOURNAL_BYTE * sum(map(itemgetter(0), present.values()))
        if not self.in_memory and weight(self.db_path) > limit:
            self._recover(IndexRowError("the index weighs more than its journals allow"))
            if self.rebuilt:
                return len(present)
        return self._answer(lambda: self._sync(present))

    def pending(self) -> bool:
        """Whether :meth:`sync` would change anything; nothing is read or written.

        A journal new, gone or of another signature, a row no journal holds,
        an index heavier than its journals allow.  Raises
        :class:`HistoryBusyError`.
        """
        present = journal_signatures(self.games_dir)
        limit = INDEX_SLACK_BYTES + INDEX_PER_JOURNAL_BYTE * sum(map(itemgetter(0), present.values()))
        if not self.in_memory and weight(self.db_path) > limit:
            return True
        return self._answer(lambda: self._known() != present or has_orphans(self.conn))

    def _changed(
        self,
        present: dict[bytes, tuple[int, int, int, int]],
        known: dict[bytes, tuple[int, int, int, int]],
    ) -> list[tuple[bytes, FileSignature, bytes, GameStory | NotReadable | None]]:
        """The journals whose signature changed: read again when their bytes did.

        ``None`` in place of the story: the same bytes (only the signature is new).
        """
        moved = [(file, FileSignature(*sign)) for file, sign in present.items() if known.get(file) != sign]
        changed: list[tuple[bytes, FileSignature, bytes, GameStory | NotReadable | None]] = []
        for done, (file, sign) in enumerate(moved, 1):
            old = self._hash(file) if file in known else None
            data = read_bytes(Path(os.fsdecode(file)))
            digest = b"" if isinstance(data, NotReadable) else content_hash(data)
            if old is not None and digest and digest == old:
                # The same bytes (touched, copied back): only the signature is new, nothing is replayed.
                changed.append((file, sign, digest, None))
            else:
                found = data if isinstance(data, NotReadable) else story_of(data, self.catalogue)
                changed.append((file, sign, digest, found))
            if self.progress is not None:
                self.progress(done, len(moved))
        return changed

    def _sync(self, present: dict[bytes, tuple[int, int, int, int]]) -> int:
        known = self._known()
        if known == present:
            # Nothing new, gone or changed (one comparison in C, not a look-up per journal): only orphans to forget.
            if not has_orphans(self.conn):
                return 0
        with self._reading():
            changed = self._changed(present, known)
        gone = [file for file in known if file not in present]
        if not changed and not gone and not has_orphans(self.conn):
            return 0
        with self._writing() as conn:
            for file in gone:
                tallies.forget(conn, file)
                forget_rows(conn, file)
            for file, sign, digest, outcome in changed:
                if outcome is None:
                    conn.execute(
                        "UPDATE files SET size = ?, mtime_ns = ?, ctime_ns = ?, inode = ? WHERE file = ?",
                        (sign.size, sign.mtime_ns, sign.ctime_ns, sign.inode, file),
                    )
                else:
                    self._store(conn, file, sign, digest, outcome)
            if forget_orphans(conn):
                # Rows no journal holds were counted: counted again from the rows left.
                tallies.write(conn, tallies.recount(conn))
        return len(changed) + len(gone)

    def note(self, path: Path) -> bool:
        """Index the journal at ``path`` as it is now (read again).

        Or forget it when it is gone.

        Only journals of the games folder are indexed (a game opened from
        elsewhere is not part of the history); returns False for any other.
        Raises :class:`HistoryBusyError`.
        """
        path = Path(os.path.abspath(path))
        if path.parent != self.games_dir or path.suffix != ".jsonl":
            return False
        file = file_key(path)
        sign = signature(path)
        if sign is None:

            def forget() -> None:
                with self._writing() as conn:
                    tallies.forget(conn, file)
                    forget_rows(conn, file)

            self._answer(forget)
            return True
        digest, story = read_journal(path, self.catalogue)

        def store() -> None:
            with self._writing() as conn:
                self._store(conn, file, sign, digest, story)

        self._answer(store)
        return True

    # ----- reading --------------------------------------------------------------
    def games(self, *, finished: bool = True, life: bool = True) -> list[IndexedGame]:
        """The indexed games, newest first.

        The finished ones (default), or every readable one; ``life``: False
        leaves their life lines out (``()``, cheaper to read).
        """
        where = "games.over = 1" if finished else ""
        return self._answer(lambda: stories_from_rows(self.conn, where, life=life))

    def game(self, path: Path) -> IndexedGame | None:
        """The indexed game of the journal at ``path``, or ``None``."""
        found = self._answer(lambda: stories_from_rows(self.conn, "files.file = ?", (file_key(path),)))
        return found[0] if found else None

    def night(self, night_id: str) -> list[IndexedGame]:
        """The games of the night ``night_id``, finished or not.

        In their order in the night.
        """
        found = self._answer(lambda: stories_from_rows(self.conn, "night_id = ?", (night_id,)))
        return sorted(found, key=lambda g: g.story.night.game if g.story.night else 0)

    def listing(self, *, finished: bool = True) -> list[Listed]:
        """The indexed games as a game list shows them, newest first (:mod:`.listing`).

        The finished ones (default), or every readable one; no story is read.
        """
        return self._answer(lambda: listing_of(self.conn, finished))

    def statistics(self, variant: str = "") -> Statistics:
        """The statistics of the finished games of ``variant`` (``""``: every variant).

        What :func:`~.stats.compute_statistics` gives for the stories of
        :meth:`games`, from the index's tallies (:mod:`.tallies`): counted
        again from the rows, and kept when the file can be written, when
        they are not to be believed.
        """
        return self._answer(lambda: self._statistics(variant))

    def _statistics(self, variant: str) -> Statistics:
        found, recounted = tallies.read_statistics(self.conn, variant)
        if recounted is not None:
            with contextlib.suppress(HistoryBusyError, _UnwritableError), self._writing() as conn:
                tallies.write(conn, recounted)
        return found

    def skipped(self) -> list[Skipped]:
        """The journals of the games folder that could not be read, by file name."""
        return self._answer(self._skipped)

    def _skipped(self) -> list[Skipped]:
        found = []
        for file, reason, detail in self.conn.execute(
            "SELECT file, reason, detail FROM files WHERE readable = 0 ORDER BY file"
        ):
            if type(file) is not bytes or not isinstance(reason, str) or not isinstance(detail, (str, type(None))):
                raise IndexRowError("an unreadable journal's row of another type")
            found.append(Skipped(os.fsdecode(file), NotReadable(reason, detail or "")))
        return found

    def dump(self) -> dict[str, list[tuple[object, ...]]]:
        """Every row of every table, sorted.

        What two indexes of the same journals hold alike (for tests).
        """
        return dump_tables(self.conn)
