"""The session's resume snapshots: written as the game goes, read back at start.

:class:`SessionResume` is a part the
:class:`~archenemy.desktop.session.Session` owns.  The snapshot (what it holds
and why it can be trusted: :mod:`archenemy.engine.snapshot`; the files:
:mod:`archenemy.desktop.resume`) lets a long game paint before
its journal is replayed.  It is written when the session closes a game, and
also as the game goes (:meth:`SessionResume.soon`): a few seconds after an
action, at most every :data:`SNAPSHOT_SECONDS` while the table plays on, off
the click's path.  A crash then leaves the journal and a snapshot of its first
lines; the lines after it are carried forward at the next start instead of
replaying everything.  A resumed game's history is rebuilt right after the
first paint, a slice at a time
(:meth:`~archenemy.desktop.session.Session.advance_history`), and checked
against what was shown (:meth:`SessionResume.take_replayed`): the journal
always wins.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer

from ..engine.catalogue import Catalogue
from ..engine.game import Game
from ..engine.journal import LoadedJournal
from .history.start_scan import StartScan

if TYPE_CHECKING:
    from .resume import SessionSnapshots
    from .resume_ahead import ResumeAhead

__all__ = ["SNAPSHOT_SECONDS", "ResumeHost", "SessionResume"]

# Seconds from an action to the snapshot that follows it (at most one per this while play goes on).
SNAPSHOT_SECONDS = 2.0


class ResumeHost(Protocol):
    """What the resume snapshots read of their session: the game, its file."""

    @property
    def game(self) -> Game | None:
        """The game played, if any."""

    @property
    def path(self) -> Path | None:
        """The game's journal file, if any."""

    @property
    def catalogue(self) -> Catalogue:
        """The catalogue a resumed game is read with."""

    def journal_clean(self) -> bool:
        """Whether the open journal holds no refused action's bytes."""


class SessionResume:
    """A session's resume snapshots: when they are written, a game resumed.

    ``host`` is the session (:class:`ResumeHost`), ``parent`` the object the
    timer of the next snapshot lives on (the session).
    """

    def __init__(self, host: ResumeHost, parent: QObject) -> None:
        self._host = host
        self._parent = parent
        # Made at first use: snapshots are read and written once a game is resumed, played or closed.
        self._store: SessionSnapshots | None = None
        # The snapshot due after the last action.
        self._timer: QTimer | None = None
        # A game resumed from its snapshot and what its journal held: checked once its history is rebuilt.
        self._replayed: tuple[Game, LoadedJournal] | None = None
        # The child making the start's snapshot when none can be used (run_gui's; see resume_ahead).
        self.ahead: ResumeAhead | None = None

    @property
    def snapshots(self) -> SessionSnapshots:
        """This session's snapshot store, made at first use (never on a new game's start)."""
        if self._store is None:
            from .resume import SessionSnapshots

            self._store = SessionSnapshots()
        return self._store

    def write_now(self) -> None:
        """Write the current game's resume snapshot beside its journal now.

        Silent: a snapshot is a cache.

        Never while the open journal holds a refused action's bytes (its
        writer not :attr:`~archenemy.engine.journal.JournalWriter.clean`): the
        snapshot would vouch for them.
        """
        self.cancel()
        host = self._host
        if not host.journal_clean():
            return
        if host.game is not None and host.path is not None:
            self.snapshots.write(host.game, host.path)

    def cancel(self) -> None:
        """Forget the snapshot due after the last action.

        The game is closed, or it is written now.
        """
        if self._timer is not None:
            self._timer.stop()

    def soon(self) -> None:
        """Write the snapshot in :data:`SNAPSHOT_SECONDS`, unless one is due already.

        Called after every journaled action.
        """
        if self._timer is None:
            timer = self._timer = QTimer(self._parent)
            timer.setSingleShot(True)
            timer.timeout.connect(self.write_now)
        if not self._timer.isActive():
            self._timer.start(round(SNAPSHOT_SECONDS * 1000))

    def start_scan(self, games_dir: Path) -> StartScan | None:
        """The scan of ``games_dir`` made before Qt loaded, once; ``None``: none.

        :attr:`ahead`'s.  The start reads the folder and the index once: before forking the
        child, which is given the game the start will open.
        """
        ahead = self.ahead
        scan = None if ahead is None else ahead.take_scan()
        if not isinstance(scan, StartScan) or scan.folder != Path(os.path.abspath(games_dir)):
            return None
        return scan

    def resumed(self, path: Path) -> Game | None:
        """The game of ``path`` shown from its snapshot, or ``None`` to replay it now.

        A resumed game's history is rebuilt later.
        """

        def replayed(game: Game, loaded: LoadedJournal) -> None:
            # What take_replayed hands back once the history is rebuilt.
            self._replayed = (game, loaded)

        ahead = None if self.ahead is None else self.ahead.take
        return self.snapshots.resumed(path, self._host.catalogue, replayed, ahead)

    def take_replayed(self, game: Game) -> LoadedJournal | None:
        """What ``game``'s journal held, once, if it was resumed from its snapshot.

        ``None`` for a game not resumed, or checked already.
        """
        resumed, self._replayed = self._replayed, None
        if resumed is None or resumed[0] is not game:
            return None
        return resumed[1]
