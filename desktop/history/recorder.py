"""Keeping the history up to date from the app, off the critical path.

And the journal lines' time stamps.

:class:`HistoryRecorder` is what the session calls when a game ends (or is
changed after its end, or deleted from Recent games): it queues the journal's
path and returns at once; a short-lived background thread opens the index
(:mod:`.index`, imported there and only there, so the app's start never loads
SQLite), brings it up to date with the games folder the first time, then
re-reads each queued journal.  Best effort: a database that is busy, damaged
beyond repair or unwritable is skipped silently and caught up by the next
sync (the next game's end, the Statistics window, ``archenemy history``); a
game is never blocked, slowed or lost by it.

:class:`StampClock` (the recorder's :attr:`HistoryRecorder.clock`) decides
which action lines carry a time stamp (``at``, see
:mod:`archenemy.engine.story`): the first line a session writes to a file,
then one line every :data:`~archenemy.engine.story.STAMP_SECONDS` at most.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

from ...engine.actions import Action
from ...engine.story import STAMP_SECONDS, TIME_FORMAT

__all__ = ["HistoryRecorder", "StampClock"]


class StampClock:
    """Which journal lines get an ``at`` time stamp.

    :meth:`due` before writing a line, :meth:`written` after.

    ``clock``: monotonic seconds (tests pass their own); ``wall``: seconds
    since the epoch, stamped as local time (:data:`TIME_FORMAT`).
    """

    def __init__(
        self,
        every: float = STAMP_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.every = every
        self._clock = clock
        self._wall = wall
        self._last: float | None = None
        self._path: Path | None = None
        self._pending: float | None = None

    def due(self, path: Path | None = None) -> str | None:
        """The stamp for the line about to be written to ``path``.

        Or ``None`` when it needs none (a line of the same file was stamped
        less than :attr:`every` seconds ago).
        """
        now = self._clock()
        if self._last is not None and path == self._path and now - self._last < self.every:
            return None
        self._pending = now
        return time.strftime(TIME_FORMAT, time.localtime(self._wall()))

    def written(self, at: str | None, path: Path | None = None) -> None:
        """The line was written (with the stamp :meth:`due` gave, or ``None``).

        A refused line changes nothing.
        """
        if at is not None and self._pending is not None:
            self._last, self._path = self._pending, path
        self._pending = None

    def append(self, write: Callable[[Action, str | None, str | None], None], action: Action, origin: str | None,
               path: Path | None = None) -> str | None:  # fmt: skip
        """Write ``action``'s line to ``path`` through ``write``.

        :meth:`JournalWriter.append`), stamped when due; returns the stamp
        written (``None``: none.

        Raises what ``write`` raises (the stamp is then not counted as written).
        """
        at = self.due(path)
        write(action, origin, at)
        self.written(at, path)
        return at


class HistoryRecorder:
    """Updates the history index of ``games_dir`` in the background.

    See the module's docstring.

    ``index_file``: the database (default: beside the games folder).
    Thread-safe; :meth:`note` never blocks on the database.
    """

    def __init__(self, games_dir: Path, index_file: Path | None = None) -> None:
        self.games_dir = Path(games_dir)
        self.index_file = index_file
        self._lock = threading.Condition()
        self._pending: list[Path] = []
        self._running = False
        self._synced = False
        # A whole sync asked for (catch_up), not yet done.
        self._catching_up = False
        #: The last error the worker met (for tests and diagnostics), or ``None``.
        self.last_error: BaseException | None = None
        #: Which journal lines the session stamps with their time.
        self.clock = StampClock()

    def note_outcome(self, path: Path | None, was_over: bool, is_over: bool) -> None:
        """After an action on the game of ``path``.

        Index it again when it was or is over (its outcome arrived, changed or
        was undone).
        """
        if was_over or is_over:
            self.note(path)

    def note(self, path: Path | None) -> None:
        """Index the journal at ``path`` as it is now (forget it when it is gone), soon.

        In the background.
        """
        if path is None:
            return
        with self._lock:
            if path not in self._pending:
                self._pending.append(Path(path))
            if not self._running:
                self._running = True
                threading.Thread(target=self._work, name="archenemy-history", daemon=True).start()

    def catch_up(self) -> None:
        """Bring the whole index up to date with the games folder, soon.

        In the background, in a child process when it can be
        (:func:`~.child.sync_in_child`: no journal is replayed in the app's
        process while the table plays); what the start asks for when the
        index did not vouch for every finished game.
        """
        with self._lock:
            self._synced = False
            self._catching_up = True
            if not self._running:
                self._running = True
                threading.Thread(target=self._work, name="archenemy-history", daemon=True).start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every noted journal is indexed (or skipped).

        False if still working after ``timeout``.
        """
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._running:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(left)
        return True

    def _work(self) -> None:
        while True:
            with self._lock:
                batch, self._pending = self._pending, []
                whole, self._catching_up = self._catching_up, False
                if not batch and not whole:
                    self._running = False
                    self._lock.notify_all()
                    return
            try:
                self._apply(batch)
                self.last_error = None
            except Exception as exc:  # noqa: BLE001 - best effort: the next sync catches up
                self.last_error = exc

    def _apply(self, batch: list[Path]) -> None:
        from ...engine.catalogue import load_catalogue
        from .index import HistoryIndex

        if not self._synced and self.index_file is None:
            from .child import sync_in_child

            # The first time: the journals replayed in a process of their own.
            self._synced = sync_in_child(self.games_dir, background=True)
        with HistoryIndex(self.games_dir, self.index_file, load_catalogue()) as index:
            if not self._synced and not index.rebuilt:
                # The first time: games finished by another copy or version are caught up.
                index.sync()
            self._synced = True
            if index.rebuilt:
                # Built just now from the journals as they are: the batch is in it.
                return
            for path in batch:
                index.note(path)
