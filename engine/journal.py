"""The save file: a JSON Lines journal of the game's actions (see ``docs/journal-format.md``).

Line 1 is a header (format name and version, variant, deck mode, players,
every scheme deck's recorded order, the starting player:
:mod:`archenemy.engine.journal_header`); each following line is one action as
:func:`~archenemy.engine.actions.action_to_json` writes it, appended, flushed
and fsynced as it is applied.  The file only grows: undo and redo are
appended like any other action, so a crash can never leave it half-rewritten.

This module writes: a new journal atomically (:func:`write_atomically`),
appends all or nothing (:class:`JournalWriter`), and after a recovery keeps a
copy of the original before it rewrites the file (:func:`recover_file`), so a
good save is never overwritten by a bad one.  Reading, recovery mode, the
limits on hostile files and replaying are :mod:`archenemy.engine.journal_reader`'s;
every name of both is importable from here.  ``docs/reliability.md`` lists the
promises and their tests.

Only this module and the reader touch files (the header is values only).
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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
from .setup import GameStart

__all__ = [
    "ACTION_TYPES_BY_VERSION",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_JOURNAL_BYTES",
    "MAX_JSON_INT",
    "SAME_RULES_SINCE",
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


def _fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable (best effort: a file system that cannot is left as it is)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str | bytes) -> None:
    """Write ``text`` (or bytes, as they are) to ``path`` through a temporary file and a rename: all or nothing.

    The folder is created if needed; the text is fsynced before the rename
    and the folder after it.  Raises :class:`OSError` (``path`` is then as it
    was, and no temporary file is left).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _action_object(action: Action, origin: str | None, at: str | None = None) -> dict[str, Any]:
    """The JSON object of one action line: the action, its ``origin`` when a phone sent it, its time ``at``."""
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
    """After a recovery, keep a copy of the original and rewrite ``path`` with the loaded lines.

    Returns the copy's path (``<name>.damaged-<time>``), or ``None`` when
    nothing was dropped.  The rewrite is atomic.  Raises :class:`OSError`
    (the copy is made first: the original is never lost).
    """
    if not loaded.recovered:
        return None
    path = Path(path)
    backup = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    shutil.copy2(path, backup)
    actions = [a for _, a in loaded.actions]
    write_atomically(path, journal_text(loaded.start, actions, loaded.origin_list(), loaded.stamp_list()))
    return backup


def _line_bytes(action: Action, origin: str | None = None, at: str | None = None) -> bytes:
    """The journal line of ``action`` (and its ``origin`` and time ``at``) as UTF-8 bytes, newline included.

    Refuses (``journal_bad_value``, no line) what the reader would refuse: a
    lone surrogate or an integer beyond :data:`MAX_JSON_INT`, so the app never
    writes a line it cannot read back.
    """
    value = _action_object(action, origin, at)
    if not plain_json(value):
        raise JournalError("journal_bad_value")
    return (json.dumps(value, ensure_ascii=False) + "\n").encode("utf-8")


class JournalWriter:
    """Appends actions to a journal file, all or nothing, each fsynced before it returns.

    Each line goes out in unbuffered :func:`os.write` calls on a descriptor
    opened with ``O_APPEND``, then :func:`os.fsync`.  If any of it fails (a
    full disk, an I/O error, a file system turned read-only) the file is
    truncated back to its length before the action and the error is raised:
    nothing of a refused action stays on disk or in a buffer to be written
    later.  If even the truncation fails, the writer remembers it and truncates
    first at the next append (which fails if it still cannot), so a refused
    action is never followed by an accepted one on disk.
    """

    def __init__(self, path: Path, fd: int) -> None:
        self.path = Path(path)
        self._fd: int | None = fd
        # The file's length after the last action that was written whole.
        self._length = os.fstat(fd).st_size
        # True while bytes of a refused action may still be on disk.
        self._dirty = False
        # The start whose current header replaces line 1 before the first append (:meth:`upgrade_before_appending`).
        self._upgrade: GameStart | None = None

    @classmethod
    def create(
        cls,
        path: Path,
        start: GameStart,
        actions: list[Action] | None = None,
        origins: Sequence[str | None] | None = None,
        stamps: Sequence[str | None] | None = None,
    ) -> JournalWriter:
        """Write a new journal atomically (header, ``actions`` with their ``origins`` and time ``stamps``) and open
        it for appending.

        Never replaces ``path`` with a partial file.  Raises :class:`OSError`.
        """
        write_atomically(path, journal_text(start, actions or [], origins, stamps))
        return cls.open(path)

    @classmethod
    def open(cls, path: Path) -> JournalWriter:
        """Open an existing, well-formed journal for appending.  Raises :class:`OSError`.

        A last line that lost only its final newline in a crash is whole (it
        loads); the newline is added first so the next action starts a line.
        A file of an older format version: see :meth:`upgrade_before_appending`.
        """
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        try:
            writer = cls(path, fd)
            if writer._length > 0:
                with open(path, "rb") as raw:
                    raw.seek(-1, os.SEEK_END)
                    if raw.read(1) != b"\n":
                        writer._write_all(b"\n")
        except BaseException:
            os.close(fd)
            raise
        return writer

    @classmethod
    def continuing(cls, path: Path, loaded: LoadedJournal) -> JournalWriter:
        """Open ``path``, from which ``loaded`` was read (and recovered, if it was), to go on with its game.

        A file of an older format version gets the current header before its
        first new line (:meth:`upgrade_before_appending`); a recovered one was
        rewritten with it already (:func:`recover_file`).  Raises :class:`OSError`.
        """
        writer = cls.open(path)
        if header_version(loaded.start) < FORMAT_VERSION and not loaded.recovered:
            writer.upgrade_before_appending(loaded.start)
        return writer

    def upgrade_before_appending(self, start: GameStart) -> None:
        """The file is of an older format version: before the first append, line 1 becomes ``start``'s header of
        :data:`FORMAT_VERSION` (issue 22).

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

    def append(self, action: Action, origin: str | None = None, at: str | None = None) -> None:
        """Append one action line (with the player whose phone sent it, if any) and fsync it,
        or leave the file as it was.  ``at``: the line's optional time stamp (informative, see
        ``docs/journal-format.md``: local time as ``YYYY-MM-DDTHH:MM:SS±hhmm``).

        Raises :class:`OSError` (the file is then its length before the call)
        and :class:`JournalError` ``journal_bad_value`` for an action whose
        line could not be read back (nothing written).
        """
        line = _line_bytes(action, origin, at)
        if self._upgrade is not None:
            self._upgrade_header(self._upgrade)
        self._write_all(line)

    def _upgrade_header(self, start: GameStart) -> None:
        """Replace line 1 with ``start``'s header of :data:`FORMAT_VERSION`, atomically; reopen for appending.

        Everything after line 1 is kept byte for byte.  Raises
        :class:`OSError`: the file is then as it was (the upgrade is tried
        again at the next append), or, when it was replaced but cannot be
        opened again, the writer is closed (every later append fails).
        """
        if self._fd is None:
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        if self._dirty:
            self._truncate_back(self._fd)
        with open(self.path, "rb") as raw:
            data = raw.read(self._length)
        rest = data.split(b"\n", 1)[1] if b"\n" in data else b""
        header = (json.dumps(header_to_json(start), ensure_ascii=False) + "\n").encode("utf-8")
        write_atomically(self.path, header + rest)
        old, self._fd = self._fd, None
        os.close(old)  # it names the replaced file
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        self._fd, self._length, self._upgrade = fd, os.fstat(fd).st_size, None

    def _write_all(self, data: bytes) -> None:
        if self._fd is None:
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        fd = self._fd
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
                pass  # still dirty: the next append truncates first
            raise
        self._length += len(data)

    def _truncate_back(self, fd: int) -> None:
        """Cut the file back to the last whole action and fsync; clears the dirty mark.  Raises :class:`OSError`."""
        os.ftruncate(fd, self._length)
        os.fsync(fd)
        self._dirty = False

    def close(self) -> None:
        """Close the file (idempotent)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
