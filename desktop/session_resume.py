"""The session's resume snapshots (issues 12 and 25): written as the game goes, read back at start, checked.

A mixin of :class:`~archenemy.desktop.session.Session`.  The snapshot (what
it holds and why it can be trusted: :mod:`archenemy.engine.snapshot`; this
machine's key and the files: :mod:`archenemy.desktop.resume`) lets a long game
paint before its journal is replayed.  It is written when the session closes a
game, and also as the game goes (:meth:`SessionResume._snapshot_soon`): a few
seconds after an action, at most every :data:`SNAPSHOT_SECONDS` while the
table plays on, off the click's path.  A crash then leaves the journal and a
snapshot of its first lines; the lines after it are carried forward at the
next start instead of replaying everything.  A resumed game's history is
rebuilt right after the first paint, a slice at a time
(:meth:`SessionResume.advance_history`), and checked against what was shown:
the journal always wins.
"""

from __future__ import annotations

import gc
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from ..engine.catalogue import Catalogue, load_catalogue
from ..engine.errors import ArchenemyError
from ..engine.game import Game
from ..engine.journal import JournalWriter, LoadedJournal
from .texts import error_text, fill

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from .resume import SessionSnapshots

    class _SessionPart(QObject):
        """For type checkers only: the session's other attributes, reached through ``self``."""

        def __getattr__(self, name: str) -> Any: ...

else:
    _SessionPart = object  # at run time a plain mixin; Session brings QObject

__all__ = ["SNAPSHOT_SECONDS", "SessionResume"]

# Seconds from an action to the snapshot that follows it (at most one per this while play goes on).
SNAPSHOT_SECONDS = 2.0


class SessionResume(_SessionPart):
    """Mixin of :class:`~archenemy.desktop.session.Session`: its resume snapshots (see the module's docstring)."""

    # Set by Session.__init__.
    game: Game | None
    path: Path | None
    catalogue: Catalogue
    snapshot_key_file: Path
    _snapshot_store: SessionSnapshots | None
    _snapshot_timer: QTimer | None
    _writer: JournalWriter | None
    _resumed_loaded: tuple[Game, LoadedJournal] | None

    @property
    def _snapshots(self) -> SessionSnapshots:
        """This session's snapshot store, made at first use (snapshots are read and written only once a game
        is resumed, played or closed: never on a new game's start)."""
        if self._snapshot_store is None:
            from .resume import SessionSnapshots

            self._snapshot_store = SessionSnapshots(self.snapshot_key_file)
        return self._snapshot_store

    def snapshot_key(self) -> bytes | None:
        """This machine's resume snapshot key, or ``None`` while there is none (no snapshot written yet)."""
        return self._snapshots.key(create=False)

    def _write_snapshot(self) -> None:
        """Write the current game's resume snapshot beside its journal (silent: a snapshot is a cache).

        Never while the open journal holds a refused action's bytes (its
        writer not :attr:`~archenemy.engine.journal.JournalWriter.clean`): the
        snapshot would vouch for them.
        """
        self.cancel_snapshot()
        writer = self._writer
        if writer is not None and not writer.clean:
            return
        if self.game is not None and self.path is not None:
            self._snapshots.write(self.game, self.path)

    def cancel_snapshot(self) -> None:
        """Forget the snapshot due after the last action (the game is closed, or it is written now)."""
        if self._snapshot_timer is not None:
            self._snapshot_timer.stop()

    def write_snapshot_now(self) -> None:
        """Write the current game's resume snapshot now rather than when it is due (tests, benchmarks)."""
        self._write_snapshot()

    def _snapshot_soon(self) -> None:
        """An action was journaled: write the snapshot in :data:`SNAPSHOT_SECONDS`, unless one is due already."""
        if self._snapshot_timer is None:
            timer = self._snapshot_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self._write_snapshot)
        if not self._snapshot_timer.isActive():
            self._snapshot_timer.start(round(SNAPSHOT_SECONDS * 1000))

    def _resumed(self, path: Path) -> Game | None:
        """The game of ``path`` shown from its snapshot (history rebuilt later), or ``None`` to replay it now."""

        def replayed(game: Game, loaded: LoadedJournal) -> None:
            self._resumed_loaded = (game, loaded)  # what advance_history checks

        return self._snapshots.resumed(path, self.catalogue, replayed)

    def complete_history(self) -> None:
        """Rebuild a resumed game's history now (undo, redo, the log): :meth:`advance_history` to its end."""
        self.advance_history(math.inf)

    def advance_history(self, seconds: float) -> bool:
        """Rebuild a resumed game's history for about ``seconds`` more (the window's slices after its first paint,
        issue 25); True once it is rebuilt and checked, at once for any other game.

        When the replay does not end where the snapshot said, or drops lines,
        the journal wins: it is opened afresh (:meth:`open_file`).  Either
        way :attr:`changed` fires.
        """
        game = self.game
        if game is None:
            return True
        if game.history_pending:
            done = game.advance_history(seconds)  # the collector paused while it builds the history
            gc.freeze()  # which lives as long as the game: never scanned again (as run_gui does at start)
            if not done:
                return False
        # Checked here even when something else read the history first (the game then rebuilt it itself).
        resumed, self._resumed_loaded = self._resumed_loaded, None
        if resumed is None or resumed[0] is not game:
            return True  # not a resumed game, or checked already
        if game.resume_matched and not resumed[1].recovered:
            self._origins.note_loaded(game, resumed[1])
            self.changed.emit()  # the same state; what reads the history (the log, alerts) catches up
            return True
        assert self.path is not None
        try:
            self.open_file(self.path)
        except (OSError, ArchenemyError) as exc:  # the file went away meanwhile: the replayed game stays shown
            reason = error_text(exc, load_catalogue(self.language)) if isinstance(exc, ArchenemyError) else str(exc)
            message = QCoreApplication.translate("Session", "The saved game could not be read again: %1")
            self.problem.emit(fill(message, reason))
            self.changed.emit()
        return True
