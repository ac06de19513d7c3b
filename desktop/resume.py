"""The session's resume snapshots (issue 12): this machine's key, writing one when a game closes, reading one back.

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

from ..engine.catalogue import Catalogue
from ..engine.errors import ArchenemyError, JournalError, SnapshotError
from ..engine.game import Game
from ..engine.journal import (
    SAME_RULES_SINCE,
    LoadedJournal,
    header_version,
    journal_start,
    parse_journal,
    read_journal_bytes,
    replay,
    write_atomically,
)
from ..engine.model import GameState
from ..engine.safe_files import read_regular_file
from ..engine.snapshot import KEY_BYTES, Snapshot, new_snapshot_key, read_snapshot, snapshot_path, snapshot_text

__all__ = ["MAX_KEY_FILE_BYTES", "load_key", "resumed_game", "snapshot_state", "write_snapshot"]

#: The largest key file read (a key is 65 bytes of hex); anything larger is no key (and is replaced on close).
MAX_KEY_FILE_BYTES = 4096


def load_key(path: Path, *, create: bool) -> bytes | None:
    """The snapshot key kept in ``path`` (hex), made and saved there when ``create`` and missing or bad.

    ``None`` when there is none (and ``create`` is false or it cannot be
    saved).  Read by :func:`~archenemy.engine.safe_files.read_regular_file`:
    a FIFO or a device in its place is no key, never waited on or read.  The file is written through :func:`write_atomically`, whose
    temporary file only the user can read.
    """
    try:
        key = bytes.fromhex(read_regular_file(path, MAX_KEY_FILE_BYTES).decode("ascii").strip())
    except (OSError, ValueError):  # missing, a FIFO or device (never waited on), too large, not hex
        key = b""
    if len(key) < KEY_BYTES and create:
        key = new_snapshot_key()
        try:
            write_atomically(path, key.hex() + "\n")
        except OSError:
            key = b""
    return key if len(key) >= KEY_BYTES else None


def write_snapshot(game: Game, journal: Path, key: bytes) -> None:
    """Write ``game``'s resume snapshot beside ``journal`` (its save file), silently doing nothing on failure.

    Nothing is written for a game whose history is still pending: its
    snapshot on disk is still the right one.
    """
    if game.history_pending:
        return
    try:
        data = read_journal_bytes(journal)
        snapshot = Snapshot(game.state, game.last_set_in_motion, game.last_action, game.next_redo)
        write_atomically(snapshot_path(journal), snapshot_text(snapshot, data, key))
    except (OSError, ArchenemyError):
        pass


def resumed_game(
    journal: Path, catalogue: Catalogue, key: bytes, replayed: Callable[[Game, LoadedJournal], None]
) -> Game | None:
    """The game of ``journal`` shown from its resume snapshot, or ``None`` to replay the journal now.

    ``None`` when there is no snapshot, it does not match the journal's
    bytes or ``key`` (:class:`SnapshotError`), or the file was written under
    older rules (:data:`SAME_RULES_SINCE`: it may need the session's care for
    a refused line).  The game's history is the journal replayed leniently
    when first needed (:meth:`Game.resumed`); ``replayed(game, loaded)`` is
    then told what the journal held, for the session to check.
    """
    found = _read(journal, key)
    if found is None:
        return None
    data, snapshot = found
    try:
        start = journal_start(data, catalogue)
    except JournalError:
        return None
    if header_version(start) < SAME_RULES_SINCE:
        return None

    def history() -> Game:
        loaded = parse_journal(data, strict=False, catalogue=catalogue)
        replayed(game, loaded)
        return replay(loaded, catalogue, strict=False)

    game = Game.resumed(start, catalogue, snapshot, history)
    return game


def snapshot_state(journal: Path, key: bytes | None) -> GameState | None:
    """The state ``journal``'s game ends in, read from its resume snapshot; ``None`` when there is none to trust.

    What Game → Recent games shows of a game without replaying it: ``None``
    (replay the journal) when there is no key or snapshot, or the snapshot
    does not match the journal's bytes as they are now.
    """
    found = None if key is None else _read(journal, key)
    return None if found is None else found[1].state


def _read(journal: Path, key: bytes) -> tuple[bytes, Snapshot] | None:
    """``journal``'s bytes and its snapshot, or ``None`` when it has none that matches them and ``key``."""
    try:
        if not os.path.lexists(snapshot_path(journal)):
            return None
        data = read_journal_bytes(journal)
        return data, read_snapshot(snapshot_path(journal), data, key)
    except (OSError, SnapshotError, JournalError):
        return None
