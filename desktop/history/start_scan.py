"""What the app's start reads of its games folder, without opening a game.

The start reopens the newest unfinished game (:meth:`~archenemy.desktop.
session.Session.resume_or_new`).  A group's history holds thousands of
finished games, and opening each to learn that it is over took seconds, so
the start asks the history index instead (:func:`vouched_finished`): a
journal the index holds as a finished game, whose size, modification time,
status-change time and inode are still those it was read with, is over and
is skipped unopened.  Anything else is opened as before: a journal the index
does not know or whose signature changed (work grows with what changed, never
with the whole history), and every journal when the index cannot be used
(missing, of another schema, locked, damaged: the start then has the index
brought up to date in the background, :attr:`StartScan.in_doubt`).

Nothing here writes: the index is opened, read with one query and closed;
its full check (``PRAGMA quick_check``) and every repair are the background
sync's (:class:`~.index.HistoryIndex`).  Qt-free.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ...engine.safe_files import NotRegularFileError, file_kind

__all__ = ["Signature", "StartScan", "scan_games", "vouched_finished"]

#: A journal's ``(size, mtime_ns, ctime_ns, inode)``, as the index's ``files`` table keeps it.
Signature = tuple[int, int, int, int]
#: How long the start waits for another copy's write to the index (seconds).
READ_SECONDS = 0.2
#: The finished games' signatures, as the index's columns hold them.
_QUERY = (
    "SELECT substr(file, ?), size, mtime_ns, ctime_ns, inode FROM files "
    "WHERE readable = 1 AND over = 1 AND substr(file, 1, ?) = ?"
)


class StartScan:
    """The games folder as the start sees it.

    ``folder``: the games folder, absolute; ``journals``: every regular
    ``*.jsonl`` file, newest first (modification time), each as its name
    (the system's bytes) and :data:`Signature`; ``others``: ``(path, why
    not)`` for a name that is no game (a dangling link, a folder, a FIFO);
    ``finished``: the signatures of the finished games the index vouches
    for, by name, or ``None`` when the index cannot be used.  ``unvouched``
    counts the finished or unreadable journals the start opened after all
    (set by the session); :attr:`in_doubt` says whether the index needs
    bringing up to date.
    """

    __slots__ = ("finished", "folder", "journals", "others", "unvouched")

    def __init__(
        self,
        folder: Path,
        journals: list[tuple[bytes, Signature]],
        others: list[tuple[Path, OSError]],
        finished: dict[bytes, Signature] | None,
    ) -> None:
        self.folder = folder
        self.journals = journals
        self.others = others
        self.finished = finished
        self.unvouched = 0

    def path(self, name: bytes) -> Path:
        """The path of the journal named ``name`` in the folder."""
        return self.folder / os.fsdecode(name)

    def vouched(self, name: bytes, sign: Signature) -> bool:
        """True when the index holds ``name`` as finished, read as it is now."""
        return self.finished is not None and self.finished.get(name) == sign

    @property
    def in_doubt(self) -> bool:
        """True when the index is unusable or some finished game may be missing."""
        return self.finished is None or self.unvouched > 0


def scan_games(folder: Path) -> StartScan:
    """The journals of ``folder`` newest first, and what the index vouches for.

    ``folder`` is made absolute (the index keys journals by absolute path).
    A missing or unreadable folder has no games.  Never raises.
    """
    folder = Path(os.path.abspath(folder))
    where = os.fsencode(folder)
    journals: list[tuple[int, bytes, Signature]] = []
    others: list[tuple[Path, OSError]] = []
    try:
        with os.scandir(where) as entries:
            names = sorted(e.name for e in entries if e.name.endswith(b".jsonl"))
        fd = os.open(where, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return StartScan(folder, [], [], None)
    try:
        for name in names:
            try:
                info = os.stat(name, dir_fd=fd)
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
    journals.sort(key=lambda found: found[0], reverse=True)
    finished = vouched_finished(folder) if journals else {}
    return StartScan(folder, [(name, sign) for _, name, sign in journals], others, finished)


def vouched_finished(games_dir: Path) -> dict[bytes, Signature] | None:
    """The finished games the index of ``games_dir`` holds: name to signature.

    ``None`` when the index cannot be used as it is: absent, not a regular
    file (never opened then), of another schema version or objects, busy past
    :data:`READ_SECONDS`, or failing to answer.  A row of another type is
    simply no match (a signature compares equal to the file's own only when
    its four numbers are those).
    """
    from .database_files import COMPANIONS, index_path

    db = index_path(games_dir)
    for name in (db, *(db.with_name(db.name + suffix) for suffix in COMPANIONS)):
        try:
            mode = os.lstat(name).st_mode
        except FileNotFoundError:
            if name == db:
                return None
            continue
        except OSError:
            return None
        if not stat.S_ISREG(mode):
            return None
    return _read_index(db, os.fsencode(os.path.abspath(games_dir)) + b"/")


def _read_index(db: Path, prefix: bytes) -> dict[bytes, Signature] | None:
    """The signatures of the index ``db``'s finished games under ``prefix``, by name."""
    import sqlite3

    from .schema import SCHEMA_VERSION, expected_schema, schema_of

    try:
        conn = sqlite3.connect(db, timeout=READ_SECONDS, isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        if conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            return None
        if schema_of(conn) != expected_schema():
            return None
        rows = conn.execute(_QUERY, (len(prefix) + 1, len(prefix), prefix))
        return {row[0]: row[1:] for row in rows}
    except (sqlite3.Error, TypeError, ValueError):
        return None
    finally:
        conn.close()
