"""What the app's start reads of its games folder, without opening a game.

The start reopens the newest unfinished game (:meth:`~archenemy.desktop.
session.Session.resume_or_new`).  A group's history holds thousands of
finished games; opening each to learn that it is over took seconds, and even
a ``stat`` of each took 15 ms at 10,000, so the start trusts the history index
on a cheap check (:func:`scan_games`): the games folder's listing (names
only, never a ``stat``) holds as many journals as the index holds rows of
that folder.  Then every journal the index holds as finished is taken as
over, unopened and unstated; only the journals it holds as unfinished,
unreadable, marked stale (:func:`mark_stale`) or modified within
``recent_ns`` are looked at (``stat``, then opened newest first as before).
When the counts differ, or a journal the index holds is gone, the start also
reads the index's names and looks at each listed journal it does not know
(a game copied in is found before the first frame).  Without a usable index
(missing, another schema, busy, damaged) every journal is looked at, as
before.

What the cheap check cannot see (a journal rewritten in place by another
program, a rename, one journal added as another is removed) is found by the
full check, which runs in the background after the first paint at every
start (:meth:`~archenemy.desktop.session.Session.catch_up_history`: the
``stat`` of every journal, reading again each whose size, times or inode
changed; a damaged index is rebuilt there).  The app itself never writes to a
journal the index holds as finished without first marking it stale
(:func:`mark_stale`), so a crash after the write cannot hide the game from
the next start.

Nothing else here writes: the index is opened, read with two or three
queries and closed; its full check (``PRAGMA quick_check``) and every repair
are the background sync's (:class:`~.index.HistoryIndex`).  Qt-free.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine.safe_files import NotRegularFileError, file_kind

if TYPE_CHECKING:
    import sqlite3

__all__ = ["NIGHT_HOURS", "Signature", "StartScan", "mark_stale", "night_since_ns", "scan_games", "vouched_finished"]

#: A finished game modified less than this many hours ago may be a game night's last: reopened.
NIGHT_HOURS = 12

#: A journal's ``(size, mtime_ns, ctime_ns, inode)``, as the index's ``files`` table keeps it.
Signature = tuple[int, int, int, int]
#: How long the start (or a stale mark) waits for another copy's write to the index (seconds).
READ_SECONDS = 0.2
#: The ``mtime_ns`` of a row marked stale: no file has it, so the background sync reads the journal again.
STALE_MTIME_NS = -1
#: The rows of the folder's journals (a range of the paths' unique index).
_RANGE = "file >= ? AND file < ?"
#: The finished games' signatures, as the index's columns hold them.
_FINISHED = (
    f"SELECT substr(file, ?), size, mtime_ns, ctime_ns, inode FROM files WHERE {_RANGE} AND readable = 1 AND over = 1"
)
#: The rows the start looks at: not finished, unreadable, stale, or modified lately; a flag says finished.
_LOOKED_AT = (
    "SELECT substr(file, ?), size, mtime_ns, ctime_ns, inode, readable = 1 AND over = 1 FROM files "
    f"WHERE {_RANGE} AND (readable != 1 OR over != 1 OR mtime_ns >= ? OR mtime_ns < 0)"
)
_COUNT = (
    "SELECT count(*), max(CASE WHEN readable = 1 AND over = 1 AND mtime_ns >= 0 THEN mtime_ns END) "
    f"FROM files WHERE {_RANGE}"
)
_NAMES = f"SELECT substr(file, ?) FROM files WHERE {_RANGE}"


class StartScan:
    """The games folder as the start sees it.

    ``folder``: the games folder, absolute; ``journals``: the regular
    ``*.jsonl`` files the start looks at, newest first (modification time),
    each as its name (the system's bytes) and :data:`Signature`; ``others``:
    ``(path, why not)`` for a name looked at that is no game (a dangling
    link, a folder, a FIFO); ``finished``: the signatures of the finished
    games among them the index holds, by name, or ``None`` when the index
    cannot be used; ``trusted``: how many journals were taken as finished on
    the index's word, never looked at; ``doubt``: the cheap check failed
    (the counts differ, a journal the index holds is gone).  ``unvouched``
    counts the finished or unreadable journals the start opened after all
    (set by the session); :attr:`in_doubt` says whether the index needs
    bringing up to date.
    """

    __slots__ = (
        "doubt",
        "finished",
        "folder",
        "journals",
        "newest_finished_ns",
        "others",
        "recent_ns",
        "trusted",
        "unvouched",
    )

    def __init__(
        self,
        folder: Path,
        journals: list[tuple[bytes, Signature]],
        others: list[tuple[Path, OSError]],
        finished: dict[bytes, Signature] | None,
        trusted: int = 0,
        doubt: bool = False,
        recent_ns: int = 0,
        newest_finished_ns: int | None = None,
    ) -> None:
        self.folder = folder
        self.recent_ns = recent_ns
        self.newest_finished_ns = newest_finished_ns
        self.journals = journals
        self.others = others
        self.finished = finished
        self.trusted = trusted
        self.doubt = doubt
        self.unvouched = 0

    def path(self, name: bytes) -> Path:
        """The path of the journal named ``name`` in the folder."""
        return self.folder / os.fsdecode(name)

    def vouched(self, name: bytes, sign: Signature) -> bool:
        """True when the index holds ``name`` as finished, read as it is now."""
        return self.finished is not None and self.finished.get(name) == sign

    def to_open(self) -> Iterator[tuple[bytes, bool]]:
        """The journals the start opens, newest first, with a night's flag.

        Each name, and whether a game night may go on in it.
        The newest journal, modified since :attr:`recent_ns`, may be a game
        night's last game (opened even when finished); every other one the
        index vouches for as finished is skipped.
        """
        for index, (name, sign) in enumerate(self.journals):
            night = index == 0 and sign[1] >= self.recent_ns
            if night or not self.vouched(name, sign):
                yield name, night

    def finished_newer(self, name: bytes) -> bool:
        """True when a game the index holds as finished is newer than ``name``.

        By modification time.
        """
        mtime = next((sign[1] for other, sign in self.journals if other == name), None)
        if mtime is None:
            return False
        if self.newest_finished_ns is not None and self.newest_finished_ns > mtime:
            return True
        return any(sign[1] > mtime and self.vouched(other, sign) for other, sign in self.journals)

    @property
    def in_doubt(self) -> bool:
        """True when the index is unusable or a finished game may be missing.

        Or the cheap check failed (the counts differ, a journal is gone).
        """
        return self.finished is None or self.doubt or self.unvouched > 0

    @property
    def needs_check(self) -> bool:
        """True when the background's full check is due.

        Something was trusted, or doubted.
        """
        return self.trusted > 0 or self.in_doubt and bool(self.journals or self.others)


def _listing(where: bytes) -> tuple[list[bytes], int, list[bytes]] | None:
    """The folder ``where``'s names, its ``*.jsonl`` count, its hidden journals.

    ``None``: the folder cannot be read.  No ``stat``, and no loop over the
    names in Python: the names joined once, the journals counted by their
    ending (a name holds no NUL).
    """
    try:
        entries = os.listdir(where)
    except OSError:
        return None
    joined = b"\0" + b"\0".join(entries) + b"\0"
    hidden = []
    if joined.count(b"\0."):
        hidden = [name for name in entries if name.startswith(b".") and name.endswith(b".jsonl")]
    return entries, joined.count(b".jsonl\0"), hidden


def _looked_at(
    folder: Path, where: bytes, names: list[bytes] | set[bytes]
) -> tuple[list[tuple[bytes, Signature]], list[tuple[Path, OSError]], int]:
    """The ``stat`` of each of ``names``: journals newest first, others, gone.

    Regular journals as :attr:`StartScan.journals` holds them, the others as
    :attr:`StartScan.others` does (a dangling link among them), and how many
    names are gone.
    """
    journals: list[tuple[int, bytes, Signature]] = []
    others: list[tuple[Path, OSError]] = []
    gone = 0
    try:
        fd = os.open(where, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return [], [], len(names)
    try:
        for name in names:
            try:
                info = os.stat(name, dir_fd=fd)
            except FileNotFoundError as exc:
                if not _dangling(name, fd):
                    gone += 1
                    continue
                exc.filename = os.fsdecode(where + b"/" + name)
                others.append((folder / os.fsdecode(name), exc))
                continue
            except OSError as exc:
                exc.filename = os.fsdecode(where + b"/" + name)
                others.append((folder / os.fsdecode(name), exc))
                continue
            if stat.S_ISREG(info.st_mode):
                journals.append(
                    (info.st_mtime_ns, name, (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino))
                )
            else:
                kind = file_kind(info.st_mode) or "other"
                others.append((folder / os.fsdecode(name), NotRegularFileError(folder / os.fsdecode(name), kind)))
    finally:
        os.close(fd)
    return _newest_first([(name, sign) for _, name, sign in journals]), sorted(others, key=_name_of), gone


def _dangling(name: bytes, fd: int) -> bool:
    """Whether ``name`` is a link to nothing (rather than gone)."""
    try:
        os.lstat(name, dir_fd=fd)
    except OSError:
        return False
    return True


def _name_of(other: tuple[Path, OSError]) -> str:
    return other[0].name


def _newest_first(journals: list[tuple[bytes, Signature]]) -> list[tuple[bytes, Signature]]:
    """``journals`` by modification time, newest first; the same time by name."""
    journals.sort()
    journals.sort(key=lambda found: found[1][1], reverse=True)
    return journals


def night_since_ns(now: float | None = None) -> int:
    """The ``mtime_ns`` since which a finished game may be a night's last game."""
    return int(((time.time() if now is None else now) - NIGHT_HOURS * 3600) * 1e9)


def scan_games(folder: Path, recent_ns: int | None = None) -> StartScan:
    """The journals of ``folder`` the start looks at, and the index's word on them.

    See the module's docstring.  ``recent_ns``: a finished game modified at
    or after this time (nanoseconds since the epoch, as the index holds it)
    is looked at too, a game night's last game being reopened (default:
    :func:`night_since_ns`, :data:`NIGHT_HOURS` ago).  ``folder`` is
    made absolute (the index keys journals by absolute path).  A missing or
    unreadable folder has no games.  Never raises.
    """
    folder = Path(os.path.abspath(folder))
    where = os.fsencode(folder)
    recent_ns = night_since_ns() if recent_ns is None else recent_ns
    listing = _listing(where)
    if listing is None or not listing[1]:
        return StartScan(folder, [], [], {} if listing is not None else None, recent_ns=recent_ns)
    entries, journals_count, hidden = listing
    view = _index_view(folder, where + b"/", recent_ns, journals_count - len(hidden))
    if view is None:
        journals, others, _ = _looked_at(folder, where, [name for name in entries if name.endswith(b".jsonl")])
        return StartScan(folder, journals, others, None, doubt=True, recent_ns=recent_ns)
    rows, known, newest_finished_ns = view
    # Hidden names are never indexed: always looked at.
    looked = set(rows).union(hidden)
    doubt = known is not None
    if known is not None:
        looked.update(_unknown(entries, known))
    journals, others, gone = _looked_at(folder, where, looked)
    if gone and known is None:
        # A journal the index holds is gone (renamed?): those it does not know are looked for.
        doubt = True
        extra = _unknown(entries, _index_names(folder, where + b"/") or set()).difference(looked)
        more, other_more, _ = _looked_at(folder, where, extra)
        journals = _newest_first([*journals, *more])
        others = sorted([*others, *other_more], key=_name_of)
    finished = {name: sign for name, (sign, over) in rows.items() if over}
    trusted = max(journals_count - len(journals) - len(others), 0)
    return StartScan(
        folder,
        journals,
        others,
        finished,
        trusted=trusted,
        doubt=doubt,
        recent_ns=recent_ns,
        newest_finished_ns=newest_finished_ns,
    )


def _unknown(entries: list[bytes], known: set[bytes]) -> set[bytes]:
    """The journals named in ``entries`` that are not ``known`` (hidden ones apart)."""
    return {name for name in entries if name.endswith(b".jsonl") and not name.startswith(b".")}.difference(known)


def vouched_finished(games_dir: Path) -> dict[bytes, Signature] | None:
    """The finished games the index of ``games_dir`` holds: name to signature.

    ``None`` when the index cannot be used as it is: absent, not a regular
    file (never opened then), of another schema version or objects, busy past
    :data:`READ_SECONDS`, or failing to answer.  A row of another type is
    simply no match (a signature compares equal to the file's own only when
    its four numbers are those).
    """
    import sqlite3

    from .database_files import index_path

    folder = Path(os.path.abspath(games_dir))
    db = index_path(folder)
    conn = _connect(db) if _usable(db) else None
    if conn is None:
        return None
    prefix = os.fsencode(folder) + b"/"
    try:
        return {row[0]: row[1:] for row in conn.execute(_FINISHED, (len(prefix) + 1, *_bounds(prefix)))}
    except (sqlite3.Error, TypeError, ValueError):
        return None
    finally:
        conn.close()


def _usable(db: Path) -> bool:
    """Whether the index ``db`` and its companions are regular files.

    A missing companion is no objection; a missing database is.
    """
    from .database_files import COMPANIONS

    for name in (db, *(db.with_name(db.name + suffix) for suffix in COMPANIONS)):
        try:
            mode = os.lstat(name).st_mode
        except FileNotFoundError:
            if name == db:
                return False
            continue
        except OSError:
            return False
        if not stat.S_ISREG(mode):
            return False
    return True


def _connect(db: Path) -> sqlite3.Connection | None:
    """A connection to the index ``db`` of this schema, or ``None``."""
    import sqlite3

    from .schema import SCHEMA_VERSION, expected_schema, schema_of

    try:
        conn = sqlite3.connect(db, timeout=READ_SECONDS, isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        if conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION and schema_of(conn) == expected_schema():
            return conn
    except (sqlite3.Error, TypeError, ValueError):
        pass
    conn.close()
    return None


def _bounds(prefix: bytes) -> tuple[bytes, bytes]:
    """The keys of the files under ``prefix`` (ending in ``/``) lie between these two."""
    return prefix, prefix[:-1] + bytes([prefix[-1] + 1])


def _index_view(
    folder: Path, prefix: bytes, recent_ns: int, listed: int
) -> tuple[dict[bytes, tuple[Signature, bool]], set[bytes] | None, int | None] | None:
    """What the index of ``folder`` tells the start.

    The rows the start looks at, its names when in doubt, its newest
    finished game.
    ``None`` when it cannot be used (see :func:`vouched_finished`).  The
    rows: name to ``(signature, finished)``; the names (a set) only when the
    count is not ``listed`` (else ``None``: never read); the newest
    finished game's ``mtime_ns`` as the index holds it (``None``: none).
    """
    import sqlite3

    from .database_files import index_path

    db = index_path(folder)
    conn = _connect(db) if _usable(db) else None
    if conn is None:
        return None
    low, high = _bounds(prefix)
    try:
        count, newest = conn.execute(_COUNT, (low, high)).fetchone()
        rows = {
            row[0]: (row[1:5], bool(row[5]))
            for row in conn.execute(_LOOKED_AT, (len(prefix) + 1, low, high, recent_ns))
            if type(row[0]) is bytes
        }
        names = None if count == listed else {row[0] for row in conn.execute(_NAMES, (len(prefix) + 1, low, high))}
    except (sqlite3.Error, TypeError, ValueError):
        return None
    finally:
        conn.close()
    return rows, names, newest if type(newest) is int else None


def _index_names(folder: Path, prefix: bytes) -> set[bytes] | None:
    """Every name the index of ``folder`` holds, or ``None`` when it cannot be read."""
    import sqlite3

    from .database_files import index_path

    db = index_path(folder)
    conn = _connect(db) if _usable(db) else None
    if conn is None:
        return None
    try:
        return {row[0] for row in conn.execute(_NAMES, (len(prefix) + 1, *_bounds(prefix)))}
    except sqlite3.Error:
        return None
    finally:
        conn.close()


def mark_stale(path: Path) -> bool:
    """Have the index hold the journal at ``path`` as changed, before it is written.

    The app calls it before it writes to a game that is over (an undo after
    the end, a night's last game played on): the index may hold that
    journal as finished, and the start trusts such a row without a look
    (see the module's docstring).  The row's ``mtime_ns`` becomes
    :data:`STALE_MTIME_NS`: the start looks at the journal, the next sync
    reads it again; nothing else of the row changes, so every reader still
    finds it whole.  Best effort, waiting :data:`READ_SECONDS` at most: False
    when nothing was marked (no such row, no usable index, busy).  Never
    raises.
    """
    import sqlite3

    from .database_files import index_path

    path = Path(os.path.abspath(path))
    db = index_path(path.parent)
    conn = _connect(db) if _usable(db) else None
    if conn is None:
        return False
    try:
        done = conn.execute(
            "UPDATE files SET mtime_ns = ? WHERE file = ? AND readable = 1 AND over = 1",
            (STALE_MTIME_NS, os.fsencode(path)),
        )
        return bool(done.rowcount > 0)
    except sqlite3.Error:
        return False
    finally:
        conn.close()
