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

__all__ = ["COMPANIONS", "INDEX_NAME", "MAX_INDEX_BYTES", "files_in_order", "index_path", "set_index_aside", "weight"]

#: The database's file name, in the data folder (beside ``games/``).
INDEX_NAME = "history.sqlite3"
#: The largest database opened at all (bytes): a bigger one is set aside unread.
MAX_INDEX_BYTES = 1 << 30
#: SQLite's files beside the database.
COMPANIONS = ("-journal", "-wal", "-shm")


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
