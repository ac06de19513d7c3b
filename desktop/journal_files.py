"""The game files on disk.

One owner per file, new files made exclusively under their lock, bad files set
aside.

A game file is written by one copy of the app at a time.  That copy holds a
:class:`QLockFile`, ``<game>.jsonl.lock``, for as long as the game is open
(:class:`~archenemy.desktop.session.Session`).  This module

- makes a new game file (:func:`create_game_file`): a name is taken only once
  its lock is held, and the journal is created exclusively
  (:meth:`~archenemy.engine.journal.JournalWriter.create`: never over a
  file that exists), so two copies starting a game in the same second get
  two files; a name whose lock or file is taken is passed over;
- takes the lock of an existing game (:func:`take_lock`), after checking the
  lock file is one Qt can read safely
  (:func:`~archenemy.engine.safe_files.check_regular_file`: QLockFile reads a
  lock file it finds, and a FIFO or ``/dev/zero`` there would stall it); a
  refusal says why: another copy on this computer, another computer (named,
  with the lock's time: a synced or copied games folder; it can be taken
  over once the user confirms that copy is closed, :func:`remove_lock`), a
  lock file that is not one, or a folder where no lock can be made;
- finds the real reason a games folder cannot be used (:func:`games_folder`:
  a link loop is "Too many levels of symbolic links", not "File exists");
- lists the games newest first (:func:`newest_first`) and sets a bad file
  aside under a name no other file has
  (:func:`~archenemy.engine.safe_files.set_aside`, importable from here);
- replays what a game file holds by the rules of its version
  (:func:`replay_loaded`: an older file the fixed rules refuse is kept as it
  is, its game going on in a new file).

Messages are in the ``Session`` translation context (the session shows them).
"""

from __future__ import annotations

import errno
import gc
import os
import time
from pathlib import Path

import msgspec
from PySide6.QtCore import QCoreApplication, QLocale, QLockFile

from ..engine.actions import Action
from ..engine.catalogue import Catalogue, load_catalogue
from ..engine.errors import ArchenemyError, JournalError
from ..engine.game import Game, replay_until_refused
from ..engine.journal import SAME_RULES_SINCE, JournalWriter, LoadedJournal, header_version, replay
from ..engine.safe_files import (
    NotRegularFileError,
    check_regular_file,
    file_kind,
    read_regular_file,
    set_aside,
)
from ..engine.setup import GameStart
from .paths import side_file, side_files_apart
from .texts import error_text, file_error_text, fill

__all__ = [
    "MAX_LOCK_BYTES",
    "LockRefusal",
    "create_game_file",
    "games_folder",
    "lock_path",
    "nearly_full_notice",
    "newest_first",
    "recovery_notice",
    "remove_lock",
    "replay_loaded",
    "set_aside",
    "skip_bad_file",
    "take_lock",
]

#: A lock file QLockFile writes holds five short lines (pid, app, host name, machine id, boot id).
MAX_LOCK_BYTES = 4096
# Journal errors that say the file is fine but not for this app: kept in place.
_KEEP_IN_PLACE = ("header_newer_version",)
# How many names a new game tries in one second (game-<time>.jsonl, then -2, -3...).
_MAX_NAMES = 1000


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class LockRefusal(msgspec.Struct, frozen=True):
    """Why a game's lock could not be taken: ``message`` for the user.

    ``question`` when it can be taken over.

    ``question`` is what to ask before taking the game over (:func:`remove_lock`):
    the lock is another computer's (named), or a lock file that is none;
    ``None`` when taking over makes no sense (another copy on this computer
    still runs, the folder is read-only).
    """

    message: str
    question: str | None = None


def lock_path(game: Path) -> Path:
    """The lock file of the game file ``game``.

    ``<game>.lock``, or in the app's own data folder where the game's folder
    cannot hold it (:func:`~archenemy.desktop.paths.side_file`).
    """
    return side_file(game, ".lock")


def _make_side_folder(game: Path, where: Path) -> None:
    """Create the folder of ``game``'s lock ``where`` when it lives apart.

    A failure is left to the lock, which then cannot be taken.
    """
    if side_files_apart(game):
        try:
            where.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass


def games_folder(folder: Path) -> Path:
    """``folder``, created if needed.

    Raises :class:`OSError` with its real reason when it cannot be used.

    ``mkdir`` says only "File exists" for a link loop, a dangling link or a
    file in the folder's place; the reason given is then ``stat``'s (too many
    levels of symbolic links, no such file) or "Not a directory".
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        # raises the real reason: a link loop, a dangling link
        os.stat(folder)
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder)) from None
    return folder


def _new_lock(path: Path) -> QLockFile | None:
    """The lock of a new game file ``path``, held.

    ``None`` when its name is taken (a lock or something else there).

    Raises :class:`OSError` when no lock can be made in the folder (read-only: no game file could be either).
    """
    where = lock_path(path)
    if os.path.lexists(where):
        # another copy's lock, or a stale one: never a new game's name
        return None
    _make_side_folder(path, where)
    lock = QLockFile(str(where))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(where))


def create_game_file(
    folder: Path,
    start: GameStart,
    actions: list[Action] | None = None,
    origins: list[str | None] | None = None,
    stamps: list[str | None] | None = None,
) -> tuple[Path, JournalWriter, QLockFile]:
    """A new game file in ``folder`` for ``start``: its path, writer and lock, held.

    The file also holds ``actions``, with their lines' ``origins`` and time
    ``stamps``.

    Named ``game-<date>-<time>.jsonl`` (``-2``, ``-3``... when taken).  The
    lock is taken first; the journal is then created exclusively, so a name
    another copy took between the two steps is passed over, never shared.
    Raises :class:`OSError` (the folder cannot be used or written).
    """
    games_folder(folder)
    stem = time.strftime("game-%Y%m%d-%H%M%S")
    for n in range(1, _MAX_NAMES + 1):
        path = folder / (f"{stem}.jsonl" if n == 1 else f"{stem}-{n}.jsonl")
        if os.path.lexists(path):
            continue
        lock = _new_lock(path)
        if lock is None:
            continue
        try:
            writer = JournalWriter.create(path, start, actions, origins, stamps)
        except FileExistsError:
            lock.unlock()
            continue
        except BaseException:
            lock.unlock()
            raise
        return path, writer, lock
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(folder / f"{stem}.jsonl"))


def _holder(where: Path) -> tuple[str, str] | None:
    """The host name and machine id a lock file names.

    Qt writes pid, app, host name, machine id, boot id.
    """
    try:
        lines = read_regular_file(where, MAX_LOCK_BYTES).decode("utf-8", "replace").split("\n")
    except OSError:
        return None
    if len(lines) < 3 or not lines[0].strip().isdigit():
        return None
    return lines[2].strip(), lines[3].strip() if len(lines) > 3 else ""


def _foreign_host(where: Path) -> str | None:
    """The computer named by the lock ``where`` when it is another one, else ``None``.

    Another one by Qt's own test of "same host".
    """
    holder = _holder(where)
    if holder is None:
        return None
    host, machine = holder
    # Here, for a lock another copy holds: PySide6 makes a Qt class, with its enums, on first use (a start's cost).
    from PySide6.QtCore import QSysInfo

    same = not host or host == QSysInfo.machineHostName()
    ours = bytes(QSysInfo.machineUniqueId().data()).decode("ascii", "replace")
    if machine:
        same = machine == ours
    return None if same else (host or machine)


def _since(where: Path, language: str) -> str:
    """When the lock ``where`` was taken (its modification time).

    As the UI language writes a date and time.
    """
    try:
        seconds = int(os.stat(where).st_mtime)
    except OSError:
        return "?"
    # Here, as QSysInfo is (_foreign_host).
    from PySide6.QtCore import QDateTime

    moment = QDateTime.fromSecsSinceEpoch(seconds)
    return QLocale(language).toString(moment, QLocale.FormatType.ShortFormat)


def take_lock(path: Path, language: str = "en") -> tuple[QLockFile | None, LockRefusal | None]:
    """Lock the game file ``path`` for this copy.

    ``(lock, None)``, or ``(None, why it is shown read-only)``.

    A lock left by a copy of this computer that is gone is stale and taken
    over (its process is gone).  A lock file that is not a small regular file
    is never handed to QLockFile (it would wait on a FIFO or read
    ``/dev/zero`` for ever).  ``language``: the UI language dates are written in.
    """
    where = lock_path(path)
    # QLockFile reads both (the second to remove a stale lock)
    for checked in (where, Path(str(where) + ".rmlock")):
        try:
            check_regular_file(checked, MAX_LOCK_BYTES)
        except OSError as exc:
            reason = file_error_text(exc)
            message = _tr(
                "Session",
                "The lock file %1 of this game cannot be used (%2); the game is shown read-only. "
                "Game → Take over removes it.",
            )
            question = _tr(
                "Session",
                "Remove the lock file %1 and continue the game here? Do it only if no other copy of "
                "Archenemy Companion has this game open: two copies writing one game lose actions.",
            )
            return None, LockRefusal(fill(message, checked.name, reason), fill(question, checked.name))
    read_only = LockRefusal(
        _tr("Session", "This game cannot be saved here (the folder is read-only); it is shown read-only.")
    )
    if side_files_apart(path) and os.path.exists(path) and not os.access(path, os.W_OK):
        # the lock could be taken in the app's folder, but the game itself cannot be written
        return None, read_only
    _make_side_folder(path, where)
    lock = QLockFile(str(where))
    # held for the whole game: stale only when its process is gone
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock, None
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None, read_only
    host = _foreign_host(where)
    if host is None:
        return None, LockRefusal(
            _tr("Session", "This game is open in another copy of Archenemy Companion; it is shown read-only.")
        )
    message = _tr(
        "Session",
        "This game is open on the computer “%1” (since %2); it is shown read-only. "
        "If Archenemy Companion is closed there, use Game → Take over.",
    )
    question = _tr(
        "Session",
        "Take the game over from the computer “%1”? Do it only if Archenemy Companion is closed there: "
        "two copies writing one game lose actions.",
    )
    since = _since(where, language)
    return None, LockRefusal(fill(message, host, since), fill(question, host))


def remove_lock(path: Path) -> None:
    """Remove the lock of the game file ``path`` another computer left.

    The user confirmed it is closed there.

    A lock file that is not one (a FIFO, a link, an empty folder) is removed
    too.  Raises :class:`OSError` (a folder with files in it is never removed).
    """
    for where in (lock_path(path), Path(str(lock_path(path)) + ".rmlock")):
        if where.is_dir() and not where.is_symlink():
            where.rmdir()
        elif os.path.lexists(where) and (where == lock_path(path) or not where.is_file()):
            # the lock; its .rmlock only when it is no file (a real one is Qt's, in use)
            where.unlink()


def skip_bad_file(path: Path, exc: Exception, language: str) -> str:
    """Set aside a file that is not a readable game; what to say of it.

    A file that is only newer is kept in place.
    """
    reason = error_text(exc, load_catalogue(language)) if isinstance(exc, ArchenemyError) else type(exc).__name__
    kept = None if isinstance(exc, JournalError) and exc.code in _KEEP_IN_PLACE else set_aside(path)
    if kept is None:
        return fill(_tr("Session", "Skipped %1: %2"), path.name, reason)
    return fill(_tr("Session", "Set aside %1 as %2: %3"), path.name, kept.name, reason)


def newest_first(folder: Path) -> tuple[list[Path], list[tuple[Path, OSError]]]:
    """The regular ``*.jsonl`` files of ``folder``, newest first.

    And ``(path, why not)`` for the others.

    A dangling link or a link loop (what ``stat`` says), a folder, a FIFO, a
    device or a socket named ``*.jsonl`` (a
    :class:`~archenemy.engine.safe_files.NotRegularFileError`, never opened)
    is not a game; a missing or unreadable folder has no games.  Never raises.
    """
    found: list[tuple[float, Path]] = []
    others: list[tuple[Path, OSError]] = []
    try:
        names = sorted(folder.glob("*.jsonl"))
    except OSError:
        return [], []
    for path in names:
        try:
            info = path.stat()
        except OSError as exc:
            others.append((path, exc))
            continue
        kind = file_kind(info.st_mode)
        if kind is None:
            found.append((info.st_mtime, path))
        else:
            others.append((path, NotRegularFileError(path, kind)))
    found.sort(key=lambda item: item[0], reverse=True)
    return [path for _, path in found], others


def recovery_notice(loaded: LoadedJournal, backup: str, language: str) -> str:
    """What the table is told after a game was recovered: a few words at most.

    The original is kept as ``backup``.

    A torn tail alone (a crash's or a power cut's leftover) is named as
    such; a few dropped lines are listed; many are counted ("4,150,000 lines
    dropped, the first at line 2", the number as ``language`` writes it).
    """
    first = loaded.dropped[0][0] if loaded.dropped else 0
    if loaded.torn_tail and loaded.dropped_count == 1:
        text = _tr(
            "Session",
            "The saved game was cut off by a crash or a power cut at line %1: its %2 whole actions were loaded "
            "(original kept as %3).",
        )
        return fill(text, first, len(loaded.actions), backup)
    if loaded.dropped_count <= len(loaded.dropped):
        text = _tr(
            "Session",
            "Some actions of the saved game could not be read and were dropped (lines %1). "
            "The original file was kept as %2.",
        )
        return fill(text, ", ".join(str(n) for n, _ in loaded.dropped), backup)
    text = _tr(
        "Session",
        "The saved game could not be read whole: %1 lines dropped, the first at line %2 (original kept as %3).",
    )
    return fill(text, QLocale(language).toString(loaded.dropped_count), first, backup)


def nearly_full_notice(writer: JournalWriter, language: str) -> str:
    """The warning that ``writer``'s file is nearly full.

    With about how many actions still fit (48 bytes each).
    """
    text = _tr(
        "Session",
        "This game's save file is nearly full: about %1 more actions fit in it. Finish the game, "
        "or start a rematch to play on.",
    )
    return fill(text, QLocale(language).toString(writer.room // 48))


def replay_loaded(loaded: LoadedJournal, catalogue: Catalogue) -> tuple[Game, JournalError | None]:
    """The game ``loaded`` describes.

    And the refusal of a line the current rules no longer accept.

    A file older than the current rules (format versions 1 to 3, before
    :data:`~archenemy.engine.journal.SAME_RULES_SINCE`) whose actions the
    fixed rules refuse (a departed Rumble player's scheme, a departed
    player's commander, CR 800.4a) is replayed up to the line before and
    never cut: the refusal (code ``rules_changed``) tells the session to keep
    the file as it is (:meth:`~archenemy.desktop.session.Session.open_file`);
    one the rules accept whole is that game (replayed once).  Anything else is
    the usual lenient replay (a damaged tail dropped with a copy kept).
    """
    # played by other rules (versions 1 to 3)
    if header_version(loaded.start) < SAME_RULES_SINCE:
        collecting = gc.isenabled()
        # as replay() does: a long game's snapshots are no garbage
        gc.disable()
        try:
            game, refusal = replay_until_refused(
                loaded.start,
                loaded.actions,
                catalogue,
                version=header_version(loaded.start),
                current_version=SAME_RULES_SINCE,
            )
        finally:
            if collecting:
                gc.enable()
        if refusal is None or refusal.code == "rules_changed":
            return game, refusal
    return replay(loaded, catalogue, strict=False), None
