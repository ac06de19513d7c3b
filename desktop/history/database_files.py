"""The history index's files on disk, checked before SQLite opens any of them.

SQLite opens the database and its ``-journal``, ``-wal`` and ``-shm``
companions by name, following links and waiting on a FIFO.  So before every
opening :func:`files_in_order` looks at each name with ``lstat`` (nothing is
opened): a link, a FIFO, a folder or a device at the database's name, or a
database over :data:`MAX_INDEX_BYTES`, sets the index aside
(:func:`set_index_aside`, as ``history.sqlite3.damaged-<time>``); at a
companion's name it is removed.  :func:`weight` is what the index weighs
against its journals.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ...engine.safe_files import set_aside

__all__ = [
    "COMPANIONS",
    "INDEX_NAME",
    "MAX_INDEX_BYTES",
    "files_in_order",
    "header_in_order",
    "index_path",
    "set_index_aside",
    "weight",
]

#: The database's file name, in the data folder (beside ``games/``).
INDEX_NAME = "history.sqlite3"
#: The largest database opened at all (bytes): a bigger one is set aside unread.
MAX_INDEX_BYTES = 1 << 30
#: SQLite's files beside the database.
COMPANIONS = ("-journal", "-wal", "-shm")
#: The first bytes of every SQLite database file (its header's magic string).
SQLITE_MAGIC = b"SQLite format 3\x00"
#: The length of an SQLite database file's header (bytes).
HEADER_BYTES = 100


def index_path(games_dir: Path) -> Path:
    """Where the index of ``games_dir`` lives.

    Beside it, ``<data folder>/history.sqlite3``.  Here, not in
    :mod:`.index`: the start asks it of every games folder holding a journal,
    and the index module (sqlite3, hashlib, the readers) costs ~12 ms to load.
    """
    return Path(os.path.abspath(games_dir)).parent / INDEX_NAME


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None


def _remove_companion(path: Path, info: os.stat_result) -> bool:
    """Remove what sits at a companion's name (a folder is set aside).

    False when it cannot be.
    """
    try:
        if stat.S_ISDIR(info.st_mode):
            return set_aside(path) is not None
        os.unlink(path)
    except OSError:
        return False
    return True


def set_index_aside(path: Path) -> bool:
    """Move a damaged database aside and drop its companions; False if stuck.

    Whatever sits at the database's name is moved, never opened.
    """
    if os.path.lexists(path) and set_aside(path) is None:
        return False
    for suffix in COMPANIONS:
        side = path.with_name(path.name + suffix)
        info = _lstat(side)
        if info is not None and not _remove_companion(side, info):
            return False
    return True


def files_in_order(path: Path) -> bool:
    """Make the database and its companions regular files or absent (see the module).

    False when it cannot.

    A link, a FIFO, a folder or a device at the database's name, or a
    database over :data:`MAX_INDEX_BYTES`, sets the whole index aside; at a
    companion's name it is removed.  Nothing is opened.
    """
    try:
        info = _lstat(path)
        if info is not None and (not stat.S_ISREG(info.st_mode) or info.st_size > MAX_INDEX_BYTES):
            return set_index_aside(path)
        for suffix in COMPANIONS:
            side = path.with_name(path.name + suffix)
            found = _lstat(side)
            if found is None:
                continue
            if not stat.S_ISREG(found.st_mode) and not _remove_companion(side, found):
                return False
            if stat.S_ISREG(found.st_mode) and found.st_size > MAX_INDEX_BYTES:
                return set_index_aside(path)
    except OSError:
        return False
    return True


def weight(path: Path) -> int:
    """The bytes of the database and its WAL (0 for what is not there)."""
    total = 0
    for candidate in (path, path.with_name(path.name + "-wal")):
        info = _lstat(candidate)
        if info is not None:
            total += info.st_size
    return total


def header_in_order(path: Path) -> bool:
    """Whether the database file's header is SQLite's and its size whole pages.

    The cheap check of an opening that does not run ``PRAGMA quick_check``
    (see :class:`~.index.HistoryIndex`): the first 16 bytes are SQLite's
    magic string, the page size (bytes 16-17, big-endian, 1 meaning 65,536)
    a power of two from 512, and the file's size a whole number of pages
    (SQLite only ever writes and truncates whole pages).  An absent or empty
    file is in order (SQLite makes a new database).  The file is opened
    without following a link or waiting on a FIFO, and must be regular.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return False
        if info.st_size == 0:
            return True
        head = os.read(fd, HEADER_BYTES)
    except OSError:
        return False
    finally:
        os.close(fd)
    if len(head) < HEADER_BYTES or not head.startswith(SQLITE_MAGIC):
        return False
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    return page >= 512 and not page & (page - 1) and info.st_size % page == 0
