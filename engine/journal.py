"""The save file: a JSON Lines journal of the game's actions.

See ``docs/journal-format.md``.

Line 1 is a header (format name and version, variant, deck mode, players,
every scheme deck's recorded order, the starting player:
:mod:`archenemy.engine.journal_header`); each following line is one action as
:func:`~archenemy.engine.actions.action_to_json` writes it, appended, flushed
and fsynced as it is applied.  The file only grows: undo and redo are
appended like any other action, so a crash can never leave it half-rewritten.

This module writes: a new journal all or nothing and never over an existing
file (:meth:`JournalWriter.create`, through
:func:`~archenemy.engine.safe_files.create_exclusive`: two copies of the app
can never share one file), appends all or nothing and never past
:data:`MAX_JOURNAL_BYTES`, the most the reader reads (:class:`JournalWriter`),
and after a recovery keeps a copy of the original under a name no other file
has before it rewrites the file (:func:`recover_file`), so a good save is
never overwritten by a bad one.  Reading, recovery mode, the
limits on hostile files and replaying are :mod:`archenemy.engine.journal_reader`'s;
every name of both is importable from here, and so is
:func:`~archenemy.engine.safe_files.write_atomically` (a whole file replaced).
``docs/reliability.md`` lists the promises and their tests.

Only this module, the reader and :mod:`~archenemy.engine.safe_files` touch files (the header is values only).
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import journal_reader, safe_files
from .actions import Action, action_to_json
from .errors import JournalError
from .journal_header import (
    ACTION_TYPES_BY_VERSION,
    FORMAT_NAME,
    FORMAT_VERSION,
    SAME_RULES_SINCE,
    header_from_json,
    header_to_json,
    header_version,
)
from .journal_reader import (
    MAX_JOURNAL_BYTES,
    MAX_JSON_INT,
    LoadedJournal,
    journal_start,
    parse_journal,
    plain_json,
    read_journal,
    read_journal_bytes,
    replay,
)
from .safe_files import (
    checked_descriptor,
    copy_to_new_file,
    create_exclusive,
    damaged_name,
    read_regular_file,
    write_atomically,
)
from .setup import GameStart

__all__ = [
    "ACTION_TYPES_BY_VERSION",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_JOURNAL_BYTES",
    "MAX_JSON_INT",
    "SAME_RULES_SINCE",
    "JournalReplacedError",
    "JournalWriter",
    "LoadedJournal",
    "header_from_json",
    "header_to_json",
    "header_version",
    "journal_start",
    "journal_text",
    "parse_journal",
    "read_journal",
    "read_journal_bytes",
    "recover_file",
    "replay",
    "write_atomically",
]


class JournalReplacedError(OSError):
    """The journal a :class:`JournalWriter` appends to is no longer at its path.

    Removed, moved or replaced.

    Nothing was written: an action appended to a file no longer at its path
    would be lost.  ``errno`` is ``ENOENT`` when nothing is at the path,
    ``ESTALE`` when another file is.
    """

    def __init__(self, path: Path, missing: bool) -> None:
        code = errno.ENOENT if missing else errno.ESTALE
        super().__init__(code, "the save file is no longer at its path", str(path))


def _replace_atomically(path: Path, data: bytes) -> None:
    """A journal rewritten where it stands.

    All or nothing (its folder is never made again): the writer's clean-up
    after a failed truncation.  Raises :class:`OSError`.
    """
    safe_files.write_atomically(path, data, make_folder=False)


def _action_object(action: Action, origin: str | None, at: str | None = None) -> dict[str, Any]:
    """The JSON object of one action line.

    The action, its ``origin`` when a phone sent it, its time ``at``.
    """
    value = action_to_json(action)
    if origin is not None:
        value["origin"] = origin
    if at is not None:
        value["at"] = at
    return value


def journal_text(
    start: GameStart,
    actions: list[Action],
    origins: Sequence[str | None] | None = None,
    stamps: Sequence[str | None] | None = None,
) -> str:
    """The full text of a journal for ``start`` and ``actions``.

    ``origins``: each action's origin, in order (see :attr:`LoadedJournal.origins`); ``stamps``: each action
    line's time stamp ``at`` (:attr:`LoadedJournal.stamps`); none by default.  Raises :class:`ValueError` when
    either is not as long as ``actions``.
    """
    origins = origins if origins is not None else [None] * len(actions)
    stamps = stamps if stamps is not None else [None] * len(actions)
    lines = [json.dumps(header_to_json(start), ensure_ascii=False)]
    lines += [
        json.dumps(_action_object(a, o, at), ensure_ascii=False)
        for a, o, at in zip(actions, origins, stamps, strict=True)
    ]
    return "\n".join(lines) + "\n"


def recover_file(path: Path, loaded: LoadedJournal) -> Path | None:
    """Keep a copy of the original and rewrite ``path`` with the loaded lines.

    Done after a recovery.

    Returns the copy's path (``<name>.damaged-<time>``, or ``…-2``, ``…-3``:
    a name no file has, never one replaced), or ``None`` when nothing was
    dropped.  The rewrite is atomic.  Raises :class:`OSError` (the copy is
    made first: the original is never lost).
    """
    if not loaded.recovered:
        return None
    path = Path(path)
    # bounded again: it may have grown since
    original = read_regular_file(path, MAX_JOURNAL_BYTES)
    backup = copy_to_new_file(original, damaged_name(path))
    actions = [a for _, a in loaded.actions]
    write_atomically(path, journal_text(loaded.start, actions, loaded.origin_list(), loaded.stamp_list()))
    return backup


def _line_bytes(action: Action, origin: str | None = None, at: str | None = None) -> bytes:
    """The journal line of ``action`` as UTF-8 bytes, newline included.

    With its ``origin`` and time ``at``.

    Refuses (``journal_bad_value``, no line) what the reader would refuse: a
    lone surrogate or an integer beyond :data:`MAX_JSON_INT`, so the app never
    writes a line it cannot read back.
    """
    value = _action_object(action, origin, at)
    if not plain_json(value):
        raise JournalError("journal_bad_value")
    return (json.dumps(value, ensure_ascii=False) + "\n").encode("utf-8")


def _read_at(fd: int, offset: int, size: int) -> bytes:
    """Up to ``size`` bytes of ``fd`` from ``offset``.

    Appends with ``O_APPEND`` ignore the position.  Raises :class:`OSError`.
    """
    os.lseek(fd, offset, os.SEEK_SET)
    chunks = []
    while size > 0:
        chunk = os.read(fd, min(size, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


class JournalWriter:
    """Appends actions to a journal file, all or nothing.

    Each fsynced before it returns.

    Each line goes out in unbuffered :func:`os.write` calls on a descriptor
    opened with ``O_APPEND``, then :func:`os.fsync`.  If any of it fails (a
    full disk, an I/O error, a file system turned read-only) the file is
    truncated back to its length before the action and the error is raised:
    nothing of a refused action stays on disk or in a buffer to be written
    later.  If even the truncation fails, the writer remembers it
    (:attr:`clean` is False) and truncates first at the next append (which
    fails if it still cannot) and again at :meth:`close`, so a refused action
    is never followed by an accepted one on disk.

    Before each append the writer checks that its file is still the one at
    its path (:class:`JournalReplacedError` otherwise: an action written to a
    file that was removed or replaced would be lost), and that the line keeps
    the file within ``limit`` (:data:`MAX_JOURNAL_BYTES` by default, what the
    reader reads: ``journal_full`` otherwise, nothing written).
    """

    def __init__(self, path: Path, fd: int, limit: int | None = None) -> None:
        self.path = Path(path)
        self._fd: int | None = fd
        info = os.fstat(fd)
        self._identity = (info.st_dev, info.st_ino)
        # The file's length after the last action that was written whole.
        self._length = info.st_size
        # True while bytes of a refused action may still be on disk.
        self._dirty = False
        # The start whose current header replaces line 1 before the first append (:meth:`upgrade_before_appending`).
        self._upgrade: GameStart | None = None
        #: The largest the file may grow, in bytes: the reader's limit (read when the writer opens).
        self.limit = limit if limit is not None else journal_reader.MAX_JOURNAL_BYTES

    @classmethod
    def create(
        cls,
        path: Path,
        start: GameStart,
        actions: list[Action] | None = None,
        origins: Sequence[str | None] | None = None,
        stamps: Sequence[str | None] | None = None,
    ) -> JournalWriter:
        """Create a new journal and open it for appending.

        It holds the header and ``actions`` with their ``origins`` and time
        ``stamps``.

        The folder is created if needed.  All or nothing, and never over an
        existing path (:func:`~archenemy.engine.safe_files.create_exclusive`): raises
        :class:`FileExistsError` when ``path`` exists (its file is left as it
        is), or another :class:`OSError`.
        """
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        create_exclusive(path, journal_text(start, actions or [], origins, stamps).encode("utf-8"))
        return cls.open(path)

    @classmethod
    def open(cls, path: Path) -> JournalWriter:
        """Open an existing, well-formed journal for appending.  Raises :class:`OSError`.

        The path is opened non-blocking and must be a regular file
        (:class:`~archenemy.engine.safe_files.NotRegularFileError` otherwise).
        A last line that lost only its final newline in a crash is whole (it
        loads); the newline is added first so the next action starts a line.
        A file of an older format version: see :meth:`upgrade_before_appending`.
        """
        # a FIFO put at the path cannot block the open
        nonblocking = getattr(os, "O_NONBLOCK", 0)
        flags = os.O_RDWR | os.O_APPEND | nonblocking | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
        fd = checked_descriptor(os.open(path, flags | getattr(os, "O_CLOEXEC", 0)), path)
        try:
            writer = cls(path, fd)
            if 0 < writer._length < writer.limit and _read_at(fd, writer._length - 1, 1) != b"\n":
                writer._write_all(b"\n")
        except BaseException:
            os.close(fd)
            raise
        return writer

    @classmethod
    def continuing(cls, path: Path, loaded: LoadedJournal) -> JournalWriter:
        """Open ``path``, from which ``loaded`` was read (and recovered, if it was).

        To go on with its game.

        A file of an older format version gets the current header before its
        first new line (:meth:`upgrade_before_appending`); a recovered one was
        rewritten with it already (:func:`recover_file`).  Raises :class:`OSError`.
        """
        writer = cls.open(path)
        if header_version(loaded.start) < FORMAT_VERSION and not loaded.recovered:
            writer.upgrade_before_appending(loaded.start)
        return writer

    def upgrade_before_appending(self, start: GameStart) -> None:
        """The file is of an older format version.

        Before the first append, line 1 becomes ``start``'s header of
        :data:`FORMAT_VERSION`.

        What the app appends may be of a newer type and follows the current
        rules, so the file must say so first; a line of a newer type under an
        older version is damage (``journal_action_version``).  The other lines
        stay as they are, byte for byte; until the first append nothing
        changes (:meth:`_upgrade_header`).
        """
        self._upgrade = start

    @property
    def closed(self) -> bool:
        """True once :meth:`close` was called."""
        return self._fd is None

    @property
    def clean(self) -> bool:
        """True unless bytes of a refused action may still be in the file.

        They may be when a truncation failed.
        """
        return not self._dirty

    @property
    def room(self) -> int:
        """How many more bytes the file may take before :attr:`limit`."""
        return max(0, self.limit - self._length)

    def append(self, action: Action, origin: str | None = None, at: str | None = None) -> None:
        """Append one action line and fsync it, or leave the file as it was.

        The line names the player whose phone sent it, if any.  ``at``: the
        line's optional time stamp (informative, see ``docs/journal-format.md``:
        local time as ``YYYY-MM-DDTHH:MM:SS±hhmm``).

        Raises :class:`OSError` (the file is then its length before the call;
        :class:`JournalReplacedError` when the file is no longer at its path)
        and :class:`JournalError` ``journal_bad_value`` for an action whose
        line could not be read back, ``journal_full`` for one that would take
        the file past :attr:`limit` (nothing written).
        """
        line = _line_bytes(action, origin, at)
        if self._upgrade is not None:
            self._upgrade_header(self._upgrade)
        self._write_all(line)

    def _upgrade_header(self, start: GameStart) -> None:
        """Replace line 1 with ``start``'s header of :data:`FORMAT_VERSION`, atomically.

        Reopen for appending.

        Everything after line 1 is kept byte for byte.  Raises
        :class:`OSError`: the file is then as it was (the upgrade is tried
        again at the next append), or, when it was replaced but cannot be
        opened again, the writer is closed (every later append fails).
        """
        if self._fd is None:
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        # never rewrite a file that is no longer this writer's
        self._check_in_place(self._fd)
        if self._dirty:
            self._truncate_back(self._fd)
        with open(self.path, "rb") as raw:
            data = raw.read(self._length)
        rest = data.split(b"\n", 1)[1] if b"\n" in data else b""
        header = (json.dumps(header_to_json(start), ensure_ascii=False) + "\n").encode("utf-8")
        write_atomically(self.path, header + rest)
        old, self._fd = self._fd, None
        # it names the replaced file
        os.close(old)
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        info = os.fstat(fd)
        # The upgrade replaced the file: the new one at the path is the one this writer owns now.
        self._fd, self._length, self._upgrade = fd, info.st_size, None
        self._identity = (info.st_dev, info.st_ino)

    def _check_in_place(self, fd: int) -> None:
        """Raise :class:`JournalReplacedError` unless the file is still this one.

        The file at :attr:`path` must still be the one written to.
        """
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            raise JournalReplacedError(self.path, missing=True) from None
        if (info.st_dev, info.st_ino) != self._identity:
            raise JournalReplacedError(self.path, missing=False)

    def _write_all(self, data: bytes) -> None:
        if self._fd is None:
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        fd = self._fd
        self._check_in_place(fd)
        if self._length + len(data) > self.limit:
            raise JournalError("journal_full", limit_mb=self.limit // (1024 * 1024))
        if self._dirty:
            self._truncate_back(fd)
        try:
            done = 0
            while done < len(data):
                written = os.write(fd, data[done:])
                if written <= 0:
                    raise OSError(errno.EIO, os.strerror(errno.EIO))
                done += written
            os.fsync(fd)
        except BaseException:
            self._dirty = True
            try:
                self._truncate_back(fd)
            except OSError:
                # still dirty: the next append truncates first
                pass
            raise
        self._length += len(data)

    def _truncate_back(self, fd: int) -> None:
        """Cut the file back to the last whole action and fsync; clears the dirty mark.

        Raises :class:`OSError`.
        """
        os.ftruncate(fd, self._length)
        os.fsync(fd)
        self._dirty = False

    def _clean_up(self, fd: int) -> None:
        """Before closing: take a refused action's bytes out of the file.

        If a truncation left them (best effort).

        The truncation is tried again (three times); if it still fails, the
        whole actions are copied into a new file that replaces this one
        (atomically).  :attr:`clean` says whether it worked.
        """
        for _ in range(3):
            try:
                self._truncate_back(fd)
                return
            except OSError:
                continue
        try:
            good = _read_at(fd, 0, self._length)
            if len(good) == self._length:
                _replace_atomically(self.path, good)
                self._dirty = False
        except OSError:
            pass

    def close(self) -> None:
        """Close the file (idempotent).

        First taking out what a failed truncation left (see :attr:`clean`).
        """
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                if self._dirty:
                    self._clean_up(fd)
            finally:
                os.close(fd)

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
