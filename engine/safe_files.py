"""Files read and created without surprises.

The one way the app and the command line touch a file on disk.

**Reading.**  Every file the app or the command line reads from a folder a
user (or a stranger, or a broken sync) can write to goes through
:func:`read_regular_file`: saved games, their resume snapshots and lock
files, ``settings.json``, ``last-setup.json``, deck lists,
Game → Open, ``archenemy replay`` and ``archenemy deck check``.  It

- refuses what is not a regular file before reading a byte of it: a named
  pipe (FIFO) would block ``open()`` or ``read()`` until someone writes, a
  device such as ``/dev/zero`` never ends, a folder is not a file
  (:class:`NotRegularFileError`, its ``kind`` says which);
- opens the path non-blocking (``O_NONBLOCK``; ``O_NOCTTY``; a FIFO that
  appears between the check and the ``open()`` cannot block it) and checks
  again with ``fstat`` on the descriptor it opened;
- reads at most ``limit`` bytes and one more, whatever the file claims to be:
  a larger file is refused (:class:`FileTooLargeError`), never read whole;
- on request, refuses a link (``follow_links=False``: a link is not the file
  a cache or a private file wrote, ``O_NOFOLLOW``) and a file another user
  owns or may read or write (``private=True``, POSIX: :class:`NotPrivateFileError`).

Where a file in doubt is simply not there (an image cache, the share tokens),
:func:`read_regular_file_or_none` is the same read with ``None`` for every
refusal.

A file another library reads by itself (Qt's ``QLockFile`` reads its lock
file, ``QSettings`` its ``.ini``, the style sheet its images) is checked
first with :func:`check_regular_file`: that library is never handed a FIFO,
a device or a huge file.  A new kind of file (a roster, a history, an image
cache) reads through these two functions and nothing else.

**Parsing.**  :func:`loads_json` is :func:`json.loads` that refuses a key
given twice in one object (:class:`DuplicateKeyError`): a damaged or forged
file is damage, never "the last one wins".

**Writing.**  :func:`write_atomically` replaces a file all or nothing (a
temporary file only the user can read, fsynced, renamed over the name, the
folder fsynced): for a file only this process writes (settings, the roster,
a cache's files, a rewritten journal under its lock).  :func:`create_exclusive`
writes a new file all or nothing and never replaces a path that exists (a
temporary file, fsynced, then a hard link, which fails if the name is taken;
``O_EXCL`` where links are not supported).  :func:`copy_to_new_file` and
:func:`move_to_new_name` keep a copy or set a file aside under a name no
other file has; a damaged file is kept as ``<name>.damaged-<time>``
(:func:`damaged_name`, :func:`set_aside`).

Every function raises :class:`OSError` (the three typed errors above are
:class:`OSError` too, so a caller that already handles "cannot read this
file" handles them) or :class:`DuplicateKeyError` (a :class:`ValueError`,
as :func:`json.loads`' own errors).  ``docs/reliability.md`` lists the
promises and their tests.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = [
    "DuplicateKeyError",
    "FileTooLargeError",
    "NotPrivateFileError",
    "NotRegularFileError",
    "check_regular_file",
    "checked_descriptor",
    "copy_to_new_file",
    "create_exclusive",
    "damaged_name",
    "file_kind",
    "fsync_dir",
    "loads_json",
    "move_to_new_name",
    "open_regular",
    "read_regular_file",
    "read_regular_file_or_none",
    "set_aside",
    "write_atomically",
]

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NOCTTY = getattr(os, "O_NOCTTY", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
# Errors of os.link on a file system or platform without hard links: create with O_EXCL instead.
_NO_LINKS = {errno.EPERM, errno.EOPNOTSUPP, errno.ENOSYS, errno.EMLINK, errno.EXDEV, getattr(errno, "ENOTSUP", -1)}
# How many names :func:`copy_to_new_file` and :func:`move_to_new_name` try (``name``, ``name-2`` ... ``name-999``).
_MAX_NAMES = 999


class NotRegularFileError(OSError):
    """A path read as a file that is something else.

    ``kind``: ``directory``, ``fifo``, ``device``, ``socket``, ``link`` (only
    where links are not followed) or ``other``.

    An :class:`OSError` (``errno`` ``EISDIR`` for a folder, ``EINVAL``
    otherwise; ``filename`` is the path), so callers that handle an
    unreadable file handle it; front ends word it from ``kind``.
    """

    def __init__(self, path: Path | str, kind: str) -> None:
        code = errno.EISDIR if kind == "directory" else errno.EINVAL
        super().__init__(code, f"not a regular file ({kind})", str(path))
        self.kind = kind


class FileTooLargeError(OSError):
    """A file larger than its reader's ``limit`` (bytes).

    It was not read whole (``errno`` ``EFBIG``).
    """

    def __init__(self, path: Path | str, limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit} bytes", str(path))
        self.limit = limit


class NotPrivateFileError(OSError):
    """A file read as private that another user owns.

    Or one that others may read or write (``errno`` ``EACCES``).

    What only the user may see (a share token) is not used once others could
    have read it, nor trusted once others could have written it.
    """

    def __init__(self, path: Path | str) -> None:
        super().__init__(errno.EACCES, "not a private file of this user's", str(path))


class DuplicateKeyError(ValueError):
    """A JSON object that gives one ``key`` twice (:func:`loads_json`).

    Damage, never "the last one wins".
    """

    def __init__(self, key: str) -> None:
        super().__init__(f"duplicate key {key!r}")
        self.key = key


def file_kind(mode: int) -> str | None:
    """What a ``st_mode`` is when it is not a regular file.

    See :class:`NotRegularFileError`; ``None`` if it is.
    """
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "directory"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISLNK(mode):
        return "link"
    return "other"


def checked_descriptor(fd: int, path: Path | str) -> int:
    """``fd``, opened non-blocking on ``path``, once ``fstat`` shows a regular file.

    Returns it, blocking again.

    Anything else (a FIFO or a device swapped in after a check of the path)
    closes ``fd`` and raises :class:`NotRegularFileError`; another
    :class:`OSError` closes it too.
    """
    try:
        kind = file_kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise NotRegularFileError(path, kind)
        if _NONBLOCK:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_regular(path: Path | str, *, follow_links: bool = True) -> int:
    """A read-only descriptor on the regular file ``path``, never blocking on a FIFO.

    The path is checked with ``stat`` (``lstat`` when not ``follow_links``)
    before it is opened and the descriptor with ``fstat`` after
    (:func:`checked_descriptor`): anything but a regular file raises
    :class:`NotRegularFileError` (nothing was opened, or the descriptor is
    closed again).  With ``follow_links=False`` a link is refused (kind
    ``link``; one swapped in after the check fails the open, ``O_NOFOLLOW``).
    The caller closes the descriptor.  Raises :class:`OSError`.
    """
    info = os.stat(path) if follow_links else os.lstat(path)
    kind = file_kind(info.st_mode)
    if kind is not None:
        raise NotRegularFileError(path, kind)
    flags = os.O_RDONLY | _NONBLOCK | _NOCTTY | _CLOEXEC | _BINARY | (0 if follow_links else _NOFOLLOW)
    return checked_descriptor(os.open(path, flags), path)


def _check_private(fd: int, path: Path | str) -> None:
    """Raise :class:`NotPrivateFileError` unless ``fd``'s file is only this user's.

    The file must be this user's and only theirs (checked on POSIX only).
    """
    if os.name != "posix":
        return
    info = os.fstat(fd)
    if info.st_mode & 0o077 or info.st_uid != os.geteuid():
        raise NotPrivateFileError(path)


def read_regular_file(path: Path | str, limit: int, *, follow_links: bool = True, private: bool = False) -> bytes:
    """The bytes of the regular file ``path``.

    Never more than ``limit`` read, never a FIFO, device or folder.

    ``follow_links=False``: a link is refused (:func:`open_regular`).
    ``private``: the file must be this user's and closed to every other
    user (POSIX; elsewhere not checked).  Raises :class:`NotRegularFileError`,
    :class:`FileTooLargeError` (the file is over ``limit`` bytes, by its
    size or by what could be read), :class:`NotPrivateFileError` or another
    :class:`OSError` (missing, no permission, an I/O error).
    """
    fd = open_regular(path, follow_links=follow_links)
    try:
        if os.fstat(fd).st_size > limit:
            raise FileTooLargeError(path, limit)
        if private:
            _check_private(fd, path)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileTooLargeError(path, limit)
    return data


def read_regular_file_or_none(
    path: Path | str, limit: int, *, follow_links: bool = True, private: bool = False
) -> bytes | None:
    """:func:`read_regular_file`, or ``None`` for whatever it refuses; never raises.

    For a file that is an index or a cache of something else, where a file in
    doubt is as good as missing: missing, not a regular file, over ``limit``
    bytes, a link when not ``follow_links``, not private when ``private``,
    unreadable, or a path the system cannot take (a NUL byte).
    """
    try:
        return read_regular_file(path, limit, follow_links=follow_links, private=private)
    except (OSError, ValueError):
        return None


def check_regular_file(path: Path | str, limit: int, *, missing_ok: bool = True) -> None:
    """Check ``path`` before another library reads it by itself.

    A regular file of at most ``limit`` bytes.

    Returns when it is one (or is missing and ``missing_ok``); raises
    :class:`NotRegularFileError`, :class:`FileTooLargeError` or
    :class:`OSError` (``FileNotFoundError`` when missing and not
    ``missing_ok``; a link loop, no permission).  Nothing is opened: a FIFO is
    never waited on.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if missing_ok:
            return
        raise
    kind = file_kind(info.st_mode)
    if kind is not None:
        raise NotRegularFileError(path, kind)
    if info.st_size > limit:
        raise FileTooLargeError(path, limit)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value = dict(pairs)
    if len(value) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKeyError(key)
            seen.add(key)
    return value


def loads_json(text: str | bytes) -> Any:
    """:func:`json.loads`.

    Refusing an object that gives a key twice (:class:`DuplicateKeyError`).

    Raises what :func:`json.loads` raises (:class:`ValueError`,
    :class:`RecursionError` for absurd nesting) and :class:`DuplicateKeyError`.
    """
    return json.loads(text, object_pairs_hook=_no_duplicates)


def fsync_dir(directory: Path | str) -> None:
    """Make a new name in ``directory`` durable.

    Best effort: a file system that cannot is left as it is.
    """
    try:
        fd = os.open(directory, os.O_RDONLY | _CLOEXEC)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        view = view[written:]


def _create_with_excl(path: Path, data: bytes) -> None:
    """``path`` created with ``O_EXCL`` and filled (removed again on failure).

    Where hard links are not supported.
    """
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _CLOEXEC | _BINARY, 0o600)
    try:
        _write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        try:
            os.unlink(path)
        except OSError:
            pass
        raise
    os.close(fd)


def write_atomically(path: Path | str, data: str | bytes, *, make_folder: bool = True) -> None:
    """Replace ``path`` with ``data`` through a temporary file and a rename.

    All or nothing; text is written as UTF-8.

    The folder is created if needed (unless not ``make_folder``: a file
    rewritten where it stands); the temporary file (``.<name>.<random>.tmp``
    in the same folder, which only the user can read, and so the new file) is
    fsynced before the rename and the folder after it.  This replaces what is
    at ``path``: for a file only this process writes; a file that must never
    replace another is made with :func:`create_exclusive`.  Raises
    :class:`OSError` (``path`` is then as it was, and no temporary file is
    left).
    """
    path = Path(path)
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def create_exclusive(path: Path | str, data: bytes) -> None:
    """Create ``path`` holding ``data``, all or nothing.

    And never over an existing path.

    ``data`` goes to a temporary file in the same folder (only the user can
    read it), fsynced, which is then hard-linked to ``path``: the link fails
    with :class:`FileExistsError` if anything is there, so two writers can
    never both believe they created ``path``.  Where hard links are not
    supported the file is created with ``O_EXCL`` and written in place.  The
    folder is fsynced.  Raises :class:`FileExistsError` or another
    :class:`OSError` (no temporary file is left).
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)
        except FileExistsError:
            raise
        except OSError as exc:
            if exc.errno not in _NO_LINKS:
                raise
            _create_with_excl(path, data)
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
    fsync_dir(path.parent)


def _new_names(path: Path) -> Iterator[Path]:
    yield path
    for n in range(2, _MAX_NAMES + 1):
        yield path.with_name(f"{path.name}-{n}")


def copy_to_new_file(data: bytes, path: Path | str) -> Path:
    """Write ``data`` to a new file named ``path``, or ``<path>-2``, ``-3``.

    The first name no file has.

    Never replaces a file (:func:`create_exclusive`); returns the name used.
    Raises :class:`OSError` (``FileExistsError`` when every name is taken).
    """
    for candidate in _new_names(Path(path)):
        try:
            create_exclusive(candidate, data)
        except FileExistsError:
            continue
        return candidate
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))


def move_to_new_name(source: Path | str, path: Path | str) -> Path:
    """Rename ``source`` to ``path``, or ``<path>-2``, ``-3``.

    The first name no file has; returns it.

    Never replaces a file: a hard link to the new name (which fails if it is
    taken), then the old name removed; where hard links are not supported, a
    rename to a name that was free just before.  Raises :class:`OSError`.
    """
    source = Path(source)
    # a link to a link's target would move the target: a link is renamed
    linking = not source.is_symlink()
    for candidate in _new_names(Path(path)):
        if not linking:
            if os.path.lexists(candidate):
                continue
            os.rename(source, candidate)
            return candidate
        try:
            os.link(source, candidate)
        except FileExistsError:
            continue
        except OSError as exc:
            if exc.errno not in _NO_LINKS:
                raise
            linking = False
            if os.path.lexists(candidate):
                continue
            os.rename(source, candidate)
            return candidate
        os.unlink(source)
        fsync_dir(candidate.parent)
        return candidate
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))


def damaged_name(path: Path | str) -> Path:
    """The name a damaged ``path`` is kept under.

    ``<name>.damaged-<YYYYmmdd-HHMMSS>`` (local time), beside it.
    """
    path = Path(path)
    return path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")


def set_aside(path: Path | str) -> Path | None:
    """Rename a damaged ``path`` to :func:`damaged_name`.

    With ``-2``, ``-3``... when taken: nothing is ever replaced
    (:func:`move_to_new_name`).  Returns the new name, or ``None`` if it cannot be
    renamed (missing, no permission).
    """
    try:
        return move_to_new_name(path, damaged_name(path))
    except OSError:
        return None
