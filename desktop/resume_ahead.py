"""A long game's snapshot made on the other core while Qt loads.

A game whose resume snapshot cannot be used (none beside a journal copied
alone from another machine, or one of the format before an upgrade) was
replayed before the first paint: 70 ms of CPU for 10,000 actions, on the
main thread, after Qt's import.  So the start forks a child before it loads
Qt (:func:`start_ahead`; a process with one thread and no Qt in it forks
safely): the games folder is scanned first, as the start scans it
(:mod:`.history.start_scan`, the scan kept for the start), the child is
given the first game the start will open (none forked when there is none),
and when that game's snapshot is not of the current format it reads the journal strictly,
replays it and hands back the snapshot's text through a pipe.  The start
meanwhile imports Qt and builds the application on the other core, and when
it finds no usable snapshot beside the journal it takes the child's
(:meth:`ResumeAhead.take`), checked against the journal's bytes like any
snapshot (:func:`~archenemy.engine.snapshot.parse_snapshot`).  The game is
then shown from it and its history rebuilt after the first paint, as for a
game the app closed: the journal is replayed again and wins wherever the two
disagree.

A child that finds a snapshot of the current format, a damaged journal
(the start's usual recovery handles it), a journal of older rules, or no
game, hands back nothing; a child that fails or takes longer than
:data:`WAIT_SECONDS` is killed, and the start replays the journal itself as
before.  The child writes no file, takes no lock and never imports Qt.
Linux only (elsewhere :func:`start_ahead` returns ``None``): ``fork``
without ``exec`` is the point, and it is safe only before any thread or
framework is started.  Qt-free.
"""

from __future__ import annotations

import os
import select
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Protocol

__all__ = [
    "MAX_TEXT_BYTES",
    "WAIT_SECONDS",
    "ResumeAhead",
    "Scanned",
    "newest_journal",
    "snapshot_ahead",
    "start_ahead",
]

#: The longest the start waits for the child's snapshot (seconds); a 100,000-action game takes about two.
WAIT_SECONDS = 20.0
#: The most the child may hand back: a journal's path and a snapshot's text (larger is none).
MAX_TEXT_BYTES = 2 * 1024 * 1024


class Scanned(Protocol):
    """What the start's scan of the games folder tells the fork.

    :class:`~.history.start_scan.StartScan`.
    """

    def to_open(self) -> Iterator[tuple[bytes, bool]]:
        """The journals the start opens, newest first."""
        ...

    def path(self, name: bytes) -> Path:
        """The path of the journal named ``name``."""
        ...


class ResumeAhead:
    """The child making a snapshot ahead of the start, its pipe, and the start's scan.

    ``pid`` is the child's, ``fd`` the pipe's end it writes to (both
    ``None``: no child, no game to make a snapshot of); ``scan``: the games
    folder as the start reads it (:func:`~.history.start_scan.scan_games`),
    made before the fork so the start reads the folder and the index once.
    """

    def __init__(self, pid: int | None, fd: int | None, scan: Scanned | None = None) -> None:
        self.pid = pid
        self._fd: int | None = fd
        self._scan = scan

    def take_scan(self) -> Scanned | None:
        """The start's scan made before the fork, once (later calls: ``None``)."""
        scan, self._scan = self._scan, None
        return scan

    def take(self, journal: Path) -> bytes | None:
        """The snapshot text the child made for ``journal``, or ``None``.

        Waits for the child (at most :data:`WAIT_SECONDS`), then reaps it:
        ``None`` when it made none, made one for another journal, failed or
        took too long.  Once: later calls answer ``None``.
        """
        fd = self._fd
        if fd is None:
            return None
        chunks: list[bytes] = []
        size = 0
        deadline = time.monotonic() + WAIT_SECONDS
        try:
            while size <= MAX_TEXT_BYTES:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([fd], [], [], left)[0]:
                    return None
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            else:
                return None
        except OSError:
            return None
        finally:
            self.close()
        name, _, text = b"".join(chunks).partition(b"\n")
        return text if text and name == os.fsencode(str(journal)) else None

    def close(self) -> None:
        """Stop the child if it still runs, and reap it; its pipe closed."""
        if self._fd is None or self.pid is None:
            return
        os.close(self._fd)
        self._fd = None
        try:
            if os.waitpid(self.pid, os.WNOHANG) == (0, 0):
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
        except OSError:
            pass


def start_ahead(games_dir: Path, scan_games: Callable[[Path], Scanned] | None = None) -> ResumeAhead | None:
    """Fork the child that makes the snapshot of ``games_dir``'s game ahead.

    With ``scan_games`` (:func:`~.history.start_scan.scan_games`), the
    folder is scanned first, as the start scans it, and the scan kept for
    the start: the child is given the first journal the start will open,
    and none is forked when there is none (a folder of finished games: no
    replay, no ``stat`` of each journal in the child); without it the child
    takes the newest journal.  ``None`` where it cannot or must not: not
    Linux, Qt loaded already, more than one thread, no games folder, or
    ``fork`` failing (the start then scans the folder itself).
    """
    if not sys.platform.startswith("linux") or "PySide6.QtCore" in sys.modules:
        return None
    try:
        if len(os.listdir("/proc/self/task")) != 1 or not os.path.isdir(games_dir):
            return None
    except OSError:
        return None
    scan = None if scan_games is None else scan_games(games_dir)
    journal: Path | None = None
    if scan is not None:
        first = next(scan.to_open(), None)
        if first is None:
            return ResumeAhead(None, None, scan)
        journal = scan.path(first[0])
    try:
        read, write = os.pipe()
    except OSError:
        return None
    try:
        pid = os.fork()
    except OSError:
        os.close(read)
        os.close(write)
        return None
    if pid == 0:
        # The child: never back into the caller's code, whatever happens.
        status = 1
        try:
            os.close(read)
            found = snapshot_ahead(Path(games_dir), journal)
            if found is not None:
                journal, text = found
                data = os.fsencode(str(journal)) + b"\n" + text
                view = memoryview(data)
                while view:
                    view = view[os.write(write, view) :]
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    return ResumeAhead(pid, read, scan)


def newest_journal(games_dir: Path) -> Path | None:
    """The newest regular ``*.jsonl`` file of ``games_dir``, or ``None``.

    By modification time: the game the start resumes unless it is over.
    """
    best: tuple[int, str] | None = None
    try:
        with os.scandir(games_dir) as entries:
            for entry in entries:
                if entry.name.endswith(".jsonl") and entry.is_file(follow_symlinks=False):
                    key = (entry.stat(follow_symlinks=False).st_mtime_ns, entry.name)
                    if best is None or key > best:
                        best = key
    except OSError:
        return None
    return None if best is None else Path(games_dir) / best[1]


def snapshot_ahead(games_dir: Path, journal: Path | None = None) -> tuple[Path, bytes] | None:
    """The game's journal and its snapshot's text, made by replaying it.

    ``journal``: the game the start will open (default: the newest of
    ``games_dir``, :func:`newest_journal`).  ``None`` when there is no game,
    its snapshot is of the current format already (the start reads and
    checks it itself), or its journal is damaged, of older rules or cannot
    be read.  What the child runs; never raises.
    """
    from ..engine.snapshot import SNAPSHOT_FORMAT
    from .paths import resume_file

    journal = newest_journal(games_dir) if journal is None else journal
    if journal is None:
        return None
    current = b'{"format":%d,' % SNAPSHOT_FORMAT
    try:
        with open(resume_file(journal), "rb") as handle:
            if handle.read(len(current)) == current:
                return None
    except OSError:
        pass
    try:
        return journal, _replayed_text(journal)
    except Exception:  # noqa: BLE001 - the start replays it itself
        return None


def _replayed_text(journal: Path) -> bytes:
    """The snapshot text of ``journal``'s game, replayed strictly."""
    import gc

    from ..engine.catalogue import load_catalogue
    from ..engine.journal import SAME_RULES_SINCE, header_version, parse_journal, read_journal_bytes, replay
    from ..engine.snapshot import Snapshot, snapshot_text

    # No collection while the replay allocates (the child exits after); the caller's setting given back.
    enabled = gc.isenabled()
    gc.disable()
    try:
        data = read_journal_bytes(journal)
        catalogue = load_catalogue()
        loaded = parse_journal(data, strict=True, catalogue=catalogue)
        if header_version(loaded.start) < SAME_RULES_SINCE:
            raise ValueError("older rules")
        game = replay(loaded, catalogue, strict=True)
        snapshot = Snapshot(game.state, game.last_set_in_motion, game.last_action, game.next_redo)
        return snapshot_text(snapshot, data).encode("utf-8")
    finally:
        if enabled:
            gc.enable()
