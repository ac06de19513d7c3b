"""The running game behind the window: applies actions, journals them, announces changes.

Data flows one way: widgets call :meth:`Session.perform`; the session applies
the action through the engine, which has the journal append and fsync it
first; then :attr:`Session.changed` fires and widgets re-render from
:attr:`Session.state`.  The session decides no rule.

Reliability (``docs/reliability.md``): an action the journal could not write
is refused and shown as refused, never applied; one bad file in the games
folder never stops the start (it is set aside, renamed
``<name>.damaged-<time>``, and named in :attr:`Session.notices`); a game whose
file cannot be written, or that another running copy of the app holds (a
:class:`QLockFile` per game file), is shown read-only
(:attr:`Session.read_only` says why).

Resuming (issue 12): when the session closes a game it writes a resume
snapshot beside its journal (:mod:`archenemy.engine.snapshot`, authenticated
with a key of this machine's, :func:`archenemy.desktop.paths.snapshot_key_file`;
:mod:`archenemy.desktop.resume`).
:meth:`Session.resume_or_new` shows a game whose journal still matches its
snapshot at once, unreplayed (:meth:`Game.resumed`); :meth:`Session.complete_history`
replays it (the window calls it right after its first paint, and every action
calls it first) and, should the replay not end where the snapshot said, opens
the journal afresh: the journal is always the truth.
"""

from __future__ import annotations

import gc
import random
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from ..engine.actions import Action, Redo, Undo
from ..engine.catalogue import load_catalogue
from ..engine.errors import ArchenemyError, JournalError
from ..engine.events import Event
from ..engine.game import Game, replay_until_refused
from ..engine.journal import (
    SAME_RULES_SINCE,
    JournalWriter,
    LoadedJournal,
    header_version,
    journal_text,
    read_journal,
    recover_file,
    replay,
    write_atomically,
)
from ..engine.model import GameState
from ..engine.setup import GameSetup, GameStart, deal, default_setup
from . import paths
from .history.recorder import HistoryRecorder
from .origins import Origins
from .session_resume import SessionResume
from .texts import error_text, fill

if TYPE_CHECKING:
    from .resume import SessionSnapshots

# Clicks closer than this (seconds) with the same merge key form one undo step.
MERGE_SECONDS = 2.0

# Journal errors that say the file is fine but not for this app: kept in place.
_KEEP_IN_PLACE = ("header_newer_version",)

# What a widget is given to send an action: :meth:`Session.perform` or the window's ``act`` (True if applied).
Act = Callable[[Action], object]


def _set_aside(path: Path) -> Path | None:
    """Rename a bad game file to ``<name>.damaged-<time>`` (no longer ``*.jsonl``); ``None`` if it cannot be."""
    target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    try:
        path.rename(target)
    except OSError:
        return None
    return target


def _newest_first(folder: Path) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The regular ``*.jsonl`` files of ``folder``, newest first, and ``(path, reason)`` for the others.

    A dangling link, a link loop or a folder named ``*.jsonl`` is not a game;
    a missing or unreadable folder has no games.  Never raises.
    """
    found: list[tuple[float, Path]] = []
    others: list[tuple[Path, str]] = []
    try:
        names = sorted(folder.glob("*.jsonl"))
    except OSError:
        return [], []
    for path in names:
        try:
            info = path.stat()
        except OSError as exc:
            others.append((path, exc.strerror or str(exc)))
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime, path))
    found.sort(key=lambda item: item[0], reverse=True)
    return [path for _, path in found], others


class Session(SessionResume, QObject):
    """Owns the current :class:`Game` and its journal file.

    Signals: ``changed()`` after every state change; ``problem(str)`` with a
    message for the user when an action was refused or a file could not be
    used (never a traceback).

    ``games_dir`` defaults to :func:`paths.games_dir`; ``snapshot_key``, the
    file holding this machine's resume snapshot key, to
    :func:`paths.snapshot_key_file` (see :mod:`archenemy.desktop.resume`).
    """

    changed = Signal()
    problem = Signal(str)

    def __init__(
        self, games_dir: Path | None = None, parent: QObject | None = None, *, snapshot_key: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.games_dir = games_dir or paths.games_dir()
        # The file holding this machine's resume snapshot key (created when the first snapshot is written).
        self.snapshot_key_file = snapshot_key or paths.snapshot_key_file()
        self._snapshot_store: SessionSnapshots | None = None  # session_resume.py, made at first use
        self._snapshot_timer: QTimer | None = None  # the snapshot due after the last action
        # A game resumed from its snapshot whose history was rebuilt, and what its journal held: checked once.
        self._resumed_loaded: tuple[Game, LoadedJournal] | None = None
        self.catalogue = load_catalogue()
        # The UI language its messages name schemes in (the window keeps it current).
        self.language = "en"
        self.game: Game | None = None
        self.path: Path | None = None
        self._writer: JournalWriter | None = None
        self._lock: QLockFile | None = None
        # Why the game cannot be changed (a message), or None when it can.
        self.read_only: str | None = None
        # Messages about the last start-up (recovered or skipped files).
        self.notices: list[str] = []
        self._history = HistoryRecorder(self.games_dir)  # the history index (a game's end), the lines' times
        self._reset_groups()

    def _reset_groups(self) -> None:
        self._undo_groups: list[list[Action]] = []
        self._redo_groups: list[list[Action]] = []
        self._merge: tuple[str, int] | None = None
        self._merge_time = 0.0
        self._origins = Origins()  # whose phone sent an action (the log, the journal's "origin")
        self._origin_now: str | None = None  # the origin of the action being applied (for _append)

    def _append(self, action: Action) -> None:
        """The game's journal hook: write ``action``'s line, with the phone that sent it (:meth:`perform`)."""
        assert self._writer is not None
        self._history.clock.append(self._writer.append, action, self._origin_now, self.path)  # "at" now and then

    # ----- reading ----------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state (a game always exists once started)."""
        assert self.game is not None
        return self.game.state

    # ----- games ------------------------------------------------------------
    def _new_path(self) -> Path:
        self.games_dir.mkdir(parents=True, exist_ok=True)
        stem = time.strftime("game-%Y%m%d-%H%M%S")
        path = self.games_dir / f"{stem}.jsonl"
        n = 2
        while path.exists():
            path = self.games_dir / f"{stem}-{n}.jsonl"
            n += 1
        return path

    def _close_writer(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None
            self._write_snapshot()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _take_lock(self, path: Path) -> tuple[QLockFile | None, str | None]:
        """Lock ``path`` for this process: ``(lock, None)``, or ``(None, why the game is read-only)``.

        The lock is ``<path>.lock`` (a :class:`QLockFile`; one left by a
        killed copy is stale and taken over, since its process is gone).
        """
        lock = QLockFile(str(path) + ".lock")
        lock.setStaleLockTime(0)  # held for the whole game: stale only when its process is gone
        if lock.tryLock(0):
            return lock, None
        if lock.error() == QLockFile.LockError.LockFailedError:
            return None, self.tr("This game is open in another copy of Archenemy Companion; it is shown read-only.")
        return None, self.tr("This game cannot be saved here (the folder is read-only); it is shown read-only.")

    def default_setup(self) -> GameSetup:
        """The default game with player names in the current language ("Archenemy", "Hero 1"...)."""
        from dataclasses import replace

        from ..engine.variants import Variant
        from .texts.players import default_names
        from .theme import SEAT_COLOURS

        archenemy, *heroes = default_names(Variant.ARCHENEMY, 4)  # the new-game dialog's defaults too
        setup = default_setup(self.catalogue, archenemy, tuple(heroes))
        players = tuple(replace(p, colour=SEAT_COLOURS[i][0]) for i, p in enumerate(setup.players))
        return replace(setup, players=players)

    def new_game(self, setup: GameSetup | GameStart | None = None, rng: random.Random | None = None) -> None:
        """Start a new game (the default set-up unless given; a game night's comes dealt), in a new journal file.

        ``rng`` defaults to :class:`random.SystemRandom` (see :func:`deal`);
        screenshots and tests pass a seeded one.  Raises
        :class:`~archenemy.engine.errors.SetupError` or :class:`OSError`.
        """
        start = setup if isinstance(setup, GameStart) else deal(setup or self.default_setup(), self.catalogue, rng)
        path = self._new_path()
        writer = JournalWriter.create(path, start)
        lock, _ = self._take_lock(path)  # a brand-new file: only a broken folder refuses the lock
        self._close_writer()
        self._writer, self.path, self._lock, self.read_only = writer, path, lock, None
        self.game = Game(start, self.catalogue, on_action=self._append)
        self._reset_groups()
        self.changed.emit()

    def open_file(self, path: Path) -> None:
        """Continue the game journaled at ``path``, recovering a damaged tail.

        Raises :class:`JournalError` (not a journal, newer version, too large)
        or :class:`OSError`; the current game is kept then.  A file that
        cannot be written, or that another copy of the app has open, opens
        read-only (:attr:`read_only`, and a notice).
        """
        loaded = read_journal(path, strict=False, catalogue=self.catalogue)
        game, refusal = self._replay(loaded)
        if refusal is not None:
            self._continue_elsewhere(Path(path), loaded, game, refusal)
            return
        self._adopt(path, loaded, game)

    def _replay(self, loaded: LoadedJournal) -> tuple[Game, JournalError | None]:
        """The game ``loaded`` describes, and the refusal of a line the current rules no longer accept.

        A file older than the current rules (format versions 1 to 3, before
        :data:`~archenemy.engine.journal.SAME_RULES_SINCE`) whose actions the
        fixed rules refuse (a departed Rumble player's scheme, a departed
        player's commander, CR 800.4a) is replayed up to the line before and
        never cut: the refusal (code ``rules_changed``) tells
        :meth:`open_file` to keep the file as it is; one the rules accept
        whole is that game (replayed once).  Anything else is the usual
        lenient replay (a damaged tail dropped with a copy kept).
        """
        if header_version(loaded.start) < SAME_RULES_SINCE:  # played by other rules (versions 1 to 3)
            collecting = gc.isenabled()
            gc.disable()  # as replay() does: a long game's snapshots are no garbage
            try:
                game, refusal = replay_until_refused(
                    loaded.start,
                    loaded.actions,
                    self.catalogue,
                    version=header_version(loaded.start),
                    current_version=SAME_RULES_SINCE,
                )
            finally:
                if collecting:
                    gc.enable()
            if refusal is None or refusal.code == "rules_changed":
                return game, refusal
        return replay(loaded, self.catalogue, strict=False), None

    def _continue_elsewhere(self, path: Path, loaded: LoadedJournal, game: Game, refusal: JournalError) -> None:
        """Keep ``path`` untouched and go on with ``game`` (up to the refused line) in a new file.

        Raises :class:`OSError` when the new file cannot be written.
        """
        new_path = self._new_path()
        by_action = loaded.origins_by_action()  # game.log holds the loaded action objects
        log = list(game.log)
        JournalWriter.create(new_path, loaded.start, log, [by_action.get(id(action)) for action in log]).close()
        reason = error_text(refusal, load_catalogue(self.language))
        self.notices.append(
            fill(
                self.tr("%1 The saved game %2 is kept as it is; the game goes on from the line before, in %3."),
                reason,
                path.name,
                new_path.name,
            )
        )
        self.open_file(new_path)

    def _adopt(self, path: Path, loaded: LoadedJournal, game: Game) -> None:
        """Continue ``game``, replayed from ``loaded`` (read from ``path``), in that file, or read-only."""
        path = Path(path)
        if self._lock_held(path):  # reopening our own game: keep its lock
            lock, why, self._lock = self._lock, None, None
        else:
            lock, why = self._take_lock(path)
        writer = None
        if why is None:
            try:
                self._recover(path, loaded)
                writer = JournalWriter.continuing(path, loaded)  # an older file says the current version first
            except OSError as exc:
                if lock is not None:
                    lock.unlock()
                lock = None
                why = fill(self.tr("This game cannot be saved (%1); it is shown read-only."), exc.strerror or str(exc))
        if why is not None:
            self.notices.append(why)
        self._close_writer()
        self._writer, self._lock, self.path, self.read_only = writer, lock, path, why
        game.on_action = self._append if writer is not None else None
        self.game = game
        self._reset_groups()
        self._origins.note_loaded(game, loaded)
        self.changed.emit()

    def _lock_held(self, path: Path) -> bool:
        """True when this session already writes ``path`` (reopening the current game)."""
        return self._lock is not None and self.path is not None and self.path == path and self._writer is not None

    def _recover(self, path: Path, loaded: LoadedJournal) -> None:
        """Rewrite ``path`` without its dropped lines (a copy kept) and say so.  Raises :class:`OSError`."""
        backup = recover_file(path, loaded)
        if backup is not None:
            lines = ", ".join(str(n) for n, _ in loaded.dropped)
            self.notices.append(
                fill(
                    self.tr(
                        "Some actions of the saved game could not be read and were dropped (lines %1). "
                        "The original file was kept as %2."
                    ),
                    lines,
                    backup.name,
                )
            )

    def resume_or_new(self) -> None:
        """Reopen the most recent unfinished game, or start the default game.

        A file that cannot be read is skipped, and a damaged one set aside
        (renamed ``<name>.damaged-<time>``), each named in :attr:`notices`:
        no file stops the start.  Raises :class:`OSError` only when no game
        can be opened and a new one cannot be saved.
        """
        candidates, others = _newest_first(self.games_dir)
        for path, reason in others:
            self.notices.append(fill(self.tr("Skipped %1: %2"), path.name, reason))
        for path in candidates:
            resumed = self._resumed(path)
            if resumed is not None:
                if resumed.state.over:
                    continue
                self._adopt(path, LoadedJournal(resumed.start), resumed)
                return
            try:
                loaded = read_journal(path, strict=False, catalogue=self.catalogue)
                game, refusal = self._replay(loaded)  # once: the game is kept
            except OSError as exc:
                self.notices.append(fill(self.tr("Skipped %1: %2"), path.name, exc.strerror or str(exc)))
                continue
            except Exception as exc:  # noqa: BLE001 - one bad file never stops the start
                self._skip_bad_file(path, exc)
                continue
            if game.state.over:
                continue
            if refusal is not None:
                self._continue_elsewhere(path, loaded, game, refusal)
            else:
                self._adopt(path, loaded, game)
            return
        self.new_game()

    def _skip_bad_file(self, path: Path, exc: Exception) -> None:
        """Name a file that is not a readable game in :attr:`notices`, set aside unless it is only newer."""
        catalogue = load_catalogue(self.language)
        reason = error_text(exc, catalogue) if isinstance(exc, ArchenemyError) else type(exc).__name__
        if isinstance(exc, JournalError) and exc.code in _KEEP_IN_PLACE:
            self.notices.append(fill(self.tr("Skipped %1: %2"), path.name, reason))
            return
        kept = _set_aside(path)
        if kept is None:
            self.notices.append(fill(self.tr("Skipped %1: %2"), path.name, reason))
        else:
            self.notices.append(fill(self.tr("Set aside %1 as %2: %3"), path.name, kept.name, reason))

    def save_copy(self, path: Path) -> None:
        """ "Save as": write the whole journal to ``path`` atomically; the game goes on in its own file.

        Raises :class:`OSError`.
        """
        assert self.game is not None
        self.complete_history()
        write_atomically(path, journal_text(self.game.start, self.game.log, self._origins.of_actions(self.game.log)))

    def close(self) -> None:
        """Close the journal file and release its lock."""
        self._close_writer()

    # ----- actions ----------------------------------------------------------
    def perform(self, action: Action, merge_key: str | None = None, origin: str | None = None) -> bool:
        """Apply and journal ``action``; on refusal emit ``problem`` and return False.

        Actions with the same ``merge_key`` performed within
        :data:`MERGE_SECONDS` of each other form one undo step (fast clicks on
        a life button); each is still journaled at once.  ``origin`` names the
        player whose phone sent the action (``None``: the laptop); the log
        shows it (:meth:`origin_of`) and the journal's line records it
        (``origin``), so a reopened game still shows it.
        """
        if isinstance(action, Undo):
            return self.undo()
        if isinstance(action, Redo):
            return self.redo()
        if not self._apply(action, origin):
            return False
        now = time.monotonic()
        merging = (
            merge_key is not None
            and self._undo_groups
            and self._merge == (merge_key, len(self._undo_groups))
            and now - self._merge_time <= MERGE_SECONDS
        )
        if merging:
            self._undo_groups[-1].append(action)
        else:
            self._undo_groups.append([action])
        self._merge = (merge_key, len(self._undo_groups)) if merge_key else None
        self._merge_time = now
        self._redo_groups.clear()
        self.changed.emit()
        return True

    def perform_all(self, actions: list[Action]) -> bool:
        """Apply ``actions`` as one undo step (e.g. "each hero loses 3 life"); stop at the first refusal."""
        key = f"batch-{time.monotonic_ns()}"
        done = True
        for action in actions:
            done = self.perform(action, merge_key=key) and done
            if not done:
                break
        return done

    def origin_of(self, event: Event) -> str | None:
        """The player whose phone caused ``event`` (see :meth:`perform`), or ``None`` for the laptop."""
        return self._origins.of_event(event)

    def _apply(self, action: Action, origin: str | None = None) -> bool:
        self.complete_history()  # a resumed game acts on its replayed history, never on the snapshot alone
        assert self.game is not None
        if self.read_only is not None:
            self.problem.emit(self.read_only)
            return False
        self._origin_now, over = origin, self.game.state.over
        try:
            events = self.game.do(action)
            if origin is not None:
                self._origins.note(action, events, origin)
        except ArchenemyError as exc:
            self.problem.emit(error_text(exc, load_catalogue(self.language)))
            return False
        except OSError as exc:
            self.problem.emit(fill(self.tr("The game could not be saved: %1"), exc.strerror or str(exc)))
            return False
        finally:
            self._origin_now = None
        self._history.note_outcome(self.path, over, self.game.state.over)  # arrived, changed or undone: indexed
        self._snapshot_soon()  # the resume snapshot follows the game (session_resume.py)
        return True

    def undo_group(self) -> list[Action]:
        """The actions :meth:`undo` would undo, oldest first ([] when nothing can be undone)."""
        if self._undo_groups:
            return list(self._undo_groups[-1])
        last = self.game.last_action if self.game else None
        return [last] if last is not None else []

    def redo_group(self) -> list[Action]:
        """The actions :meth:`redo` would redo ([] when nothing can be redone)."""
        if self._redo_groups:
            return list(self._redo_groups[-1])
        following = self.game.next_redo if self.game else None
        return [following] if following is not None else []

    def undo(self) -> bool:
        """Undo the last step (a merged group counts as one step)."""
        group = self.undo_group()
        if not group:
            self.problem.emit(self.tr("Nothing to undo."))
            return False
        done = 0
        for _ in group:
            if not self._apply(Undo()):
                break
            done += 1
        if done == 0:
            return False
        # The undone part (the group's newest actions) can be redone; the rest stays undoable.
        kept, undone = group[: len(group) - done], group[len(group) - done :]
        if self._undo_groups:
            self._undo_groups.pop()
            if kept:
                self._undo_groups.append(kept)
        self._redo_groups.append(undone)
        self._merge = None
        self.changed.emit()
        return done == len(group)

    def redo(self) -> bool:
        """Redo the last undone step."""
        group = self.redo_group()
        if not group:
            self.problem.emit(self.tr("Nothing to redo."))
            return False
        done = 0
        for _ in group:
            if not self._apply(Redo()):
                break
            done += 1
        if done == 0:
            return False
        # Redo replays the group oldest first: the redone part is undoable, the rest still redoable.
        redone, rest = group[:done], group[done:]
        if self._redo_groups:
            self._redo_groups.pop()
            if rest:
                self._redo_groups.append(rest)
        self._undo_groups.append(redone)
        self._merge = None
        self.changed.emit()
        return done == len(group)
