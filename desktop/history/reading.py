"""Reading a journal for the history.

Safely (a regular file only, bounded), into a :class:`GameStory`.

The history never trusts what it reads (:func:`~archenemy.engine.safe_files.read_regular_file`):
a FIFO, a device or a folder named ``*.jsonl`` is not a game and is never
read; a file over :data:`~archenemy.engine.journal.MAX_JOURNAL_BYTES` is refused unread; a
damaged tail is dropped as the app drops it when it opens the game (the file
itself is never changed here: the history reads, it never writes a journal).
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import sys
from collections.abc import Mapping
from datetime import datetime
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import msgspec

from ...engine.catalogue import Catalogue
from ...engine.errors import ArchenemyError, JournalError
from ...engine.safe_files import FileTooLargeError, NotRegularFileError, read_regular_file
from ...engine.story import GameStory, LifeTrack, game_story, parse_time

if TYPE_CHECKING:
    from ...engine.journal import LoadedJournal

__all__ = [
    "FileSignature",
    "NotReadable",
    "content_hash",
    "error_of",
    "read_bytes",
    "read_story",
    "signature",
    "signature_of",
    "journal_signatures",
    "story_of",
]


class FileSignature(NamedTuple):
    """What tells, without reading it.

    Whether a journal may have changed since it was indexed.

    Its ``size`` (bytes), modification time and status-change time
    (``mtime_ns``, ``ctime_ns``) and ``inode``.  Any of them changed, and the
    journal's content hash is taken again: a file touched or copied back with
    the same bytes is not read again, an edit with its size and times
    restored still changed its ctime (only ``archenemy history --rebuild``
    reads every journal whatever its signature).  A tuple: ten thousand
    of them are made and compared at every sync.
    """

    size: int
    mtime_ns: int
    ctime_ns: int = 0
    inode: int = 0


class NotReadable(msgspec.Struct, frozen=True):
    """A journal the history could not read.

    ``reason`` is an engine error code (``not_a_journal``,
    ``journal_too_large``...) with ``detail`` its params as JSON
    (:func:`error_of` rebuilds the error), or ``os_error`` (``detail``: the
    system's message) or ``not_a_file``.
    """

    reason: str
    detail: str = ""


def _simple(params: Mapping[str, object]) -> dict[str, object]:
    return {k: v for k, v in params.items() if isinstance(v, (str, int)) and not isinstance(v, bool)}


def _not_readable(error: ArchenemyError) -> NotReadable:
    """``error`` kept as its code and its simple params.

    Its line, a nested cause's code and params.
    """
    params = _simple(error.params)
    line = getattr(error, "line", None)
    if isinstance(line, int):
        params["line"] = line
    cause = error.params.get("cause")
    if isinstance(cause, ArchenemyError):
        params["cause"] = {"code": cause.code, **_simple(cause.params)}
    return NotReadable(error.code, json.dumps(params, ensure_ascii=False, sort_keys=True))


def error_of(why: NotReadable) -> ArchenemyError | None:
    """The engine error a :class:`NotReadable` keeps (for its message).

    Or ``None`` for ``os_error``/``not_a_file``.
    """
    if why.reason in ("os_error", "not_a_file"):
        return None
    try:
        params = json.loads(why.detail) if why.detail else {}
    except ValueError:
        params = {}
    if not isinstance(params, dict):
        params = {}
    line = params.pop("line", None)
    cause = params.pop("cause", None)
    if isinstance(cause, dict) and isinstance(cause.get("code"), str):
        params["cause"] = ArchenemyError(cause.pop("code"), **{str(k): v for k, v in cause.items()})
    return JournalError(why.reason, line=line if isinstance(line, int) else None, **params)


# Whether journal_signatures can list and stat through the folder's descriptor.
_BY_DESCRIPTOR = (
    os.stat in os.supports_dir_fd
    and os.listdir in os.supports_fd
    and hasattr(os, "O_DIRECTORY")
    and hasattr(os, "O_CLOEXEC")
)


def journal_signatures(folder: Path) -> dict[bytes, tuple[int, int, int, int]]:
    """The regular ``*.jsonl`` files of ``folder`` and their signatures' numbers.

    By key (the journal's path as the system's bytes, as the index keys it:
    ``folder`` must be absolute and normalised), in the order of their
    names; each ``(size, mtime_ns, ctime_ns, inode)``, a plain tuple (ten
    thousand are made and compared at every sync; equal to its
    :class:`FileSignature`).  Links followed, as :func:`signature` follows
    them; a missing folder: none.

    Where the system allows it (not Windows) the folder is opened once, and
    listed and each journal ``stat``-ed through that descriptor: the system
    looks up one name a journal, not the folder's whole path again (a
    quarter less time at 10,000 journals), and every journal is of the one
    folder listed, even should it be replaced meanwhile.
    """
    where = os.fsencode(folder)
    if not _BY_DESCRIPTOR:
        return _signatures_by_path(where)
    found: dict[bytes, tuple[int, int, int, int]] = {}
    try:
        # O_DIRECTORY: anything else at that name (a FIFO) fails at once, never opened.
        fd = os.open(where, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return found
    try:
        # Names as the system's bytes (listed through a descriptor they come as str), sorted as bytes:
        # os.fsencode's own encoding, without its call per name.
        encoding, errors = sys.getfilesystemencoding(), sys.getfilesystemencodeerrors()
        encoded = [name.encode(encoding, errors) for name in os.listdir(fd)]
        names = sorted(n for n in encoded if n.endswith(b".jsonl") and not n.startswith(b"."))
        prefix = where if where.endswith(b"/") else where + b"/"
        look, regular = os.stat, stat.S_ISREG
        for name in names:
            try:
                info = look(name, dir_fd=fd)
            except (OSError, ValueError):
                continue
            if regular(info.st_mode):
                found[prefix + name] = (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)
    except OSError:
        return {}
    finally:
        os.close(fd)
    return found


def _signatures_by_path(where: bytes) -> dict[bytes, tuple[int, int, int, int]]:
    """:func:`journal_signatures` where a folder's descriptor cannot be used."""
    found: dict[bytes, tuple[int, int, int, int]] = {}
    try:
        with os.scandir(where) as entries:
            listed = [e for e in entries if e.name.endswith(b".jsonl") and not e.name.startswith(b".")]
    except OSError:
        return found
    # By name, the key read in C (a Python function per entry was ~1 ms at 10,000).
    listed.sort(key=attrgetter("name"))
    regular = stat.S_ISREG
    for entry in listed:
        try:
            info = entry.stat()
        except (OSError, ValueError):
            continue
        if regular(info.st_mode):
            found[entry.path] = (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)
    return found


def signature(path: Path) -> FileSignature | None:
    """The signature of the regular file at ``path`` (links followed).

    Or ``None`` for anything else.
    """
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return signature_of(info)


def signature_of(info: os.stat_result) -> FileSignature | None:
    """The signature of a file whose ``stat`` is ``info``.

    ``None`` unless a regular file.
    """
    if not stat.S_ISREG(info.st_mode):
        return None
    return FileSignature(info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)


def content_hash(data: bytes) -> bytes:
    """The journal's content hash the index keeps: BLAKE2b of its bytes, 32 bytes."""
    return hashlib.blake2b(data, digest_size=32).digest()


def read_bytes(path: Path) -> bytes | NotReadable:
    """The bytes of the journal at ``path``, or why not.

    A regular file, at most the journal limit.
    """
    # Its limit's module imports the rules: loaded only when a journal is read.
    from ...engine.journal_reader import MAX_JOURNAL_BYTES

    try:
        return read_regular_file(path, MAX_JOURNAL_BYTES)
    except NotRegularFileError:
        return NotReadable("not_a_file")
    except FileTooLargeError:
        return NotReadable("journal_too_large")
    except OSError as exc:
        return NotReadable("os_error", exc.strerror or str(exc))
    # A path the system cannot take (a NUL byte)
    except ValueError:
        return NotReadable("not_a_file")


def read_story(path: Path, catalogue: Catalogue) -> GameStory | NotReadable:
    """The story of the journal at ``path``, read as the app opens a game.

    A damaged tail dropped.

    Never raises for what the file holds: a file that is not a journal, or
    cannot be read, is a :class:`NotReadable`.
    """
    data = read_bytes(path)
    return data if isinstance(data, NotReadable) else story_of(data, catalogue)


def story_of(data: bytes, catalogue: Catalogue) -> GameStory | NotReadable:
    """The story of a journal's bytes ``data`` (see :func:`read_story`).

    Never raises for what they hold.
    """
    # The journal's reader and the rules: loaded only when a journal is read (a sync with nothing
    # changed never needs them).
    from ...engine.journal import parse_journal, replay
    from ...engine.setup import initial_state

    try:
        loaded = parse_journal(data, strict=False, catalogue=catalogue)
        life = LifeTrack(initial_state(loaded.start))
        game = replay(loaded, catalogue, strict=False, after=life.note)
    except ArchenemyError as exc:
        return _not_readable(exc)
    except (ValueError, TypeError, KeyError, IndexError, RecursionError, OverflowError, MemoryError):
        return NotReadable("journal_bad_value")
    return game_story(game, _stamps(loaded), actions=len(loaded.actions), life=life)


def _stamps(loaded: LoadedJournal) -> tuple[datetime, ...]:
    """The time stamps of the loaded action lines, in line order.

    Those the reader kept (as the app writes them): a line the lenient read
    dropped has none.
    """
    kept = loaded.stamps
    if not kept:
        return ()
    numbers = {number for number, _ in loaded.actions}
    return tuple(
        stamp for number in sorted(kept) if number in numbers and (stamp := parse_time(kept[number])) is not None
    )
