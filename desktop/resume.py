"""The session's resume snapshots.

Writing one when a game closes, reading one back.

What a snapshot is and why it can be trusted is in
:mod:`archenemy.engine.snapshot`; :class:`~archenemy.desktop.session.Session`
decides when (``close``, ``resume_or_new``, ``complete_history``).  Every
function here is best effort: a snapshot is a cache, so a failure means the
journal is replayed as before, never a message or an exception.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ..engine.catalogue import Catalogue, load_catalogue
from ..engine.errors import ArchenemyError, JournalError, SnapshotError
from ..engine.game import Game
from ..engine.journal import (
    SAME_RULES_SINCE,
    LoadedJournal,
    header_version,
    journal_start,
    read_journal_bytes,
    write_atomically,
)
from ..engine.journal_reader import parse_tail
from ..engine.model import GameState
from ..engine.setup import GameStart
from ..engine.snapshot import Snapshot, parse_snapshot, read_snapshot, snapshot_text
from .paths import resume_file

#: What hands over a snapshot's text made ahead for a journal, or ``None`` (:meth:`.resume_ahead.ResumeAhead.take`).
Ahead = Callable[[Path], bytes | None]

__all__ = ["Ahead", "SessionSnapshots", "resumed_game", "snapshot_state", "write_snapshot"]


class SessionSnapshots:
    """A session's resume snapshots.

    A game resumed from its snapshot, a game's snapshot written.  Best
    effort, as every function of this module.
    """

    def write(self, game: Game, journal: Path) -> None:
        """Write ``game``'s snapshot beside ``journal`` (:func:`write_snapshot`)."""
        write_snapshot(game, journal)

    def resumed(
        self,
        journal: Path,
        catalogue: Catalogue,
        replayed: Callable[[Game, LoadedJournal], None],
        ahead: Ahead | None = None,
    ) -> Game | None:
        """The game of ``journal`` shown from its snapshot (:func:`resumed_game`).

        Or from the one ``ahead`` made (:mod:`.resume_ahead`).

        Or ``None`` to replay it now.
        """
        return resumed_game(journal, catalogue, replayed, ahead)


def write_snapshot(game: Game, journal: Path) -> None:
    """Write ``game``'s resume snapshot beside ``journal`` (or apart).

    Where :func:`~archenemy.desktop.paths.resume_file` says.

    Silently doing nothing on failure.

    Nothing is written for a game whose history is still pending: its
    snapshot on disk is still the right one.
    """
    if game.history_pending:
        return
    try:
        data = read_journal_bytes(journal)
        snapshot = Snapshot(game.state, game.last_set_in_motion, game.last_action, game.next_redo)
        write_atomically(resume_file(journal), snapshot_text(snapshot, data))
    except (OSError, ArchenemyError):
        pass


def resumed_game(
    journal: Path,
    catalogue: Catalogue,
    replayed: Callable[[Game, LoadedJournal], None],
    ahead: Ahead | None = None,
) -> Game | None:
    """The game of ``journal`` shown from its resume snapshot.

    Or ``None`` to replay the journal now.

    With ``ahead``, a snapshot made ahead by replaying the journal serves
    when none beside it can (:mod:`.resume_ahead`).  ``None`` when there is
    no snapshot, it does not match the journal's first
    bytes (:class:`SnapshotError`), the lines written after it
    cannot be carried forward from it (:func:`_read`), or the file was written
    under older rules (:data:`SAME_RULES_SINCE`: it may need the session's care
    for a refused line).  The game's history is the journal replayed leniently,
    a slice at a time or at once when first needed (:meth:`Game.resumed`,
    :class:`~archenemy.engine.rebuild.JournalRebuild`); ``replayed(game, loaded)``
    is then told what the journal held, for the session to check.
    """
    found = _read(journal, catalogue, ahead)
    if found is None:
        return None
    data, start, snapshot = found
    if header_version(start) < SAME_RULES_SINCE:
        return None
    from ..engine.rebuild import JournalRebuild

    history = JournalRebuild(data, catalogue, lambda loaded: replayed(game, loaded))
    game = Game.resumed(start, catalogue, snapshot, history)
    return game


def snapshot_state(journal: Path, catalogue: Catalogue | None = None) -> GameState | None:
    """The state ``journal``'s game ends in, read from its resume snapshot.

    ``None`` when there is none to trust.

    What Game → Recent games shows of a game without replaying it: ``None``
    (replay the journal) when there is no snapshot, or the snapshot
    does not match the journal's bytes as they are now (see :func:`_read`).
    """
    found = _read(journal, catalogue)
    return None if found is None else found[2].state


def _read(
    journal: Path, catalogue: Catalogue | None, ahead: Ahead | None = None
) -> tuple[bytes, GameStart, Snapshot] | None:
    """``journal``'s bytes, start and snapshot.

    Or ``None`` when it has none that matches them.

    The snapshot beside the journal, else the one ``ahead`` hands over for it
    (made by replaying it, :mod:`.resume_ahead`), checked against the same bytes.

    A snapshot of the journal's first lines (what a crash leaves: the lines
    written since the last snapshot after them) is carried forward by those
    lines (:func:`~archenemy.engine.rebuild.caught_up`); ``None`` when they
    cannot be (a torn or refused line, an undo past the snapshot...).
    """
    try:
        beside = os.path.lexists(resume_file(journal))
        if not beside and ahead is None:
            return None
        data = read_journal_bytes(journal)
        snapshot: Snapshot | None = None
        if beside:
            try:
                snapshot = read_snapshot(resume_file(journal), data)
            except SnapshotError:
                snapshot = None
        if snapshot is None:
            text = None if ahead is None else ahead(journal)
            if text is None:
                return None
            snapshot = parse_snapshot(text, data)
        start = journal_start(data, catalogue)
        size = snapshot.journal_size
        if size is not None and size < len(data):
            from ..engine.rebuild import caught_up

            tail = parse_tail(data, size, header_version(start))
            catalogue = catalogue or load_catalogue()
            found = None if tail is None else caught_up(snapshot, tail, start, catalogue)
            return None if found is None else (data, start, found)
        return data, start, snapshot
    except (OSError, SnapshotError, JournalError):
        return None
