"""The running game behind the window: applies, journals, announces changes.

Data flows one way: widgets call :meth:`Session.perform`; the session applies
the action through the engine, which has the journal append and fsync it
first; then :attr:`Session.changed` fires and widgets re-render from
:attr:`Session.state`.  The session decides no rule.

Reliability (``docs/reliability.md``): an action the journal could not write
is refused and shown as refused, never applied; one bad file in the games
folder never stops the start (it is set aside, renamed
``<name>.damaged-<time>``, and named in :attr:`Session.notices`); a game whose
file cannot be written, or that another running copy of the app holds (a
:class:`QLockFile` per game file, :mod:`archenemy.desktop.journal_files`), is
shown read-only (:attr:`Session.read_only` says why; another computer's lock
can be taken over, :meth:`Session.take_over`).  A new game's file is created
exclusively under its lock; a file removed or replaced under a running game
is never written to again (the game goes on in a new file, nothing lost); a
save file that is nearly full says so before it is (:data:`NEARLY_FULL_BYTES`).

Resuming: when the session closes a game it writes a resume snapshot beside
its journal (:mod:`archenemy.engine.snapshot`, checked against the journal's
bytes; :mod:`archenemy.desktop.resume`; when: :mod:`.session_resume`, a part the
session owns).  :meth:`Session.resume_or_new` shows a game whose journal still matches its
snapshot at once, unreplayed (:meth:`Game.resumed`); :meth:`Session.advance_history`
replays it a slice at a time after the window's first paint and, should the
replay not end where the snapshot said, opens the journal afresh: the journal
is always the truth.  An action meanwhile does not wait for the replay: it is
journaled and applied to the state shown (:meth:`Game.do`), and the history
carries it once rebuilt; only an undo or redo past such actions, "Save as" and
the log wait for the history.
"""

from __future__ import annotations

import errno
import gc
import math
import random
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal

from ..engine.actions import Action, Answer, Redo, Undo
from ..engine.catalogue import Catalogue, load_catalogue
from ..engine.errors import ArchenemyError, JournalError
from ..engine.events import Event
from ..engine.game import Game
from ..engine.header_notes import night_of
from ..engine.journal import (
    JournalReplacedError,
    JournalWriter,
    LoadedJournal,
    journal_text,
    read_journal,
    recover_file,
    write_atomically,
)
from ..engine.model import GameState, replace
from ..engine.night import NightStandings
from ..engine.planar import planar_answer
from ..engine.setup import GameSetup, GameStart, deal, default_setup
from ..engine.story import TIME_FORMAT, GameStory, game_story, parse_time
from . import paths
from .history.night import NightLedger, outcome_story
from .history.recorder import HistoryRecorder
from .history.start_scan import StartScan, mark_stale, scan_games
from .journal_files import (
    create_game_file,
    nearly_full_notice,
    recovery_notice,
    remove_lock,
    replay_loaded,
    skip_bad_file,
    take_lock,
)
from .origins import Origins
from .session_resume import SessionResume
from .texts import error_text, file_error_text, fill
from .undo_steps import UndoSteps

#: Below this much room left in a game's save file (bytes; about 8,000 actions), the table is told it is
#: nearly full (once per file), before the writer refuses the first line that would not fit.
NEARLY_FULL_BYTES = 400 * 1024

#: The most finished games the start opens that the history index does not vouch for.
UNVOUCHED_OPENS = 16

# What a widget is given to send an action: :meth:`Session.perform` or the window's ``act`` (True if applied).
Act = Callable[[Action], object]


class Session(QObject):
    """Owns the current :class:`Game` and its journal file.

    Signals: ``changed()`` after every state change; ``problem(str)`` with a
    message for the user when an action was refused or a file could not be
    used (never a traceback); ``applied(action, events)`` for each action the
    table took, once it is applied and journaled (undo and redo included, a
    redo with the events it brings back), before ``changed``: never for the
    actions a game opened or resumed replays.

    ``games_dir`` defaults to :func:`paths.games_dir`.
    """

    changed = Signal()
    problem = Signal(str)
    # (Action, tuple[Event, ...]): see the class's doc.
    applied = Signal(object, object)
    # From the night's reading thread: queued to this object's thread.
    _night_read = Signal()

    def __init__(self, games_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games_dir = games_dir or paths.games_dir()
        # The resume snapshots: when they are written, a game resumed from one.
        self.resume = SessionResume(self, self)
        self.catalogue: Catalogue = load_catalogue()
        # The UI language its messages name schemes in (the window keeps it current).
        self.language = "en"
        self.game: Game | None = None
        self.path: Path | None = None
        self._writer: JournalWriter | None = None
        self._lock: QLockFile | None = None
        # Why the game cannot be changed (a message), or None when it can.
        self.read_only: str | None = None
        # What to ask before taking the game over from the lock that keeps it read-only, or None (take_over).
        self.take_over_question: str | None = None
        # Messages about the last start-up (recovered or skipped files).
        self.notices: list[str] = []
        # What the last start read of the games folder (resume_or_new), or None.
        self.start_scan: StartScan | None = None
        # The history index (a game's end), the lines' times.
        self._history = HistoryRecorder(self.games_dir)
        # A new game's journal is noted to the index (after the start's first paint: catch_up_history).
        self._note_new_games = False
        # The save file is nearly full: said once per file.
        self._warned_full = False
        # The game night of the game played: its earlier games, read in the background (then `changed` fires).
        self.night = NightLedger(self.games_dir, on_read=self._night_read.emit)
        self._night_read.connect(self.changed)
        self._story: tuple[Game, GameState, int, GameStory] | None = None
        # An action was applied while the game's history was still being rebuilt.
        self._acted_pending = False
        self._reset_groups()

    def _reset_groups(self) -> None:
        # Fast clicks undone as one step.
        self._steps = UndoSteps()
        # Whose phone sent an action (the log, the journal's "origin").
        self._origins = Origins()
        # The origin of the action being applied (for _append).
        self._origin_now: str | None = None

    def _append(self, action: Action) -> None:
        """The game's journal hook: write ``action``'s line, with its phone.

        The phone that sent it is :meth:`perform`'s ``origin``.

        After :meth:`close` (a key or a phone's action arriving while the app
        exits) the action is refused as any unwritable one: an
        :class:`OSError`, never an assertion's traceback.
        """
        if self._writer is None:
            raise OSError(errno.EBADF, "the game's file is closed")
        # "at" at times.
        at = self._history.clock.append(self._writer.append, action, self._origin_now, self.path)
        self._origins.note_stamp(action, at)

    # ----- the resume snapshots (session_resume.py) -------------------------
    def journal_clean(self) -> bool:
        """Whether the open journal holds no refused action's bytes.

        Only such a journal may be vouched for by a snapshot.
        """
        return self._writer is None or self._writer.clean

    def complete_history(self) -> None:
        """Rebuild a resumed game's history now: :meth:`advance_history` to its end.

        Undo, redo and the log need it.
        """
        self.advance_history(math.inf)

    def advance_history(self, seconds: float) -> bool:
        """Rebuild a resumed game's history for about ``seconds`` more.

        True once it is rebuilt and checked.  The window's slices after its
        first paint call it; True at once for
        a game that was not resumed.  When the replay does not end where the
        snapshot said, or drops lines, the journal wins: it is opened afresh
        (:meth:`open_file`).  Either way :attr:`changed` fires.
        """
        game = self.game
        if game is None:
            return True
        if game.history_pending:
            # The collector is paused while the game builds its history.
            done = game.advance_history(seconds)
            # The history lives as long as the game: never scanned again (as run_gui does at start).
            gc.freeze()
            if not done:
                return False
        # Checked here even when something else read the history first (the game then rebuilt it itself).
        loaded = self.resume.take_replayed(game)
        if loaded is None:
            return True
        if self._acted_pending:
            # Actions were taken meanwhile: the snapshot on disk no longer vouches for the journal's end.
            self._acted_pending = False
            self.resume.soon()
        if game.resume_matched and not loaded.recovered:
            self._origins.note_loaded(game, loaded)
            # The same state; what reads the history (the log, alerts) catches up.
            self.changed.emit()
            return True
        assert self.path is not None
        try:
            self.open_file(self.path)
        except (OSError, ArchenemyError) as exc:
            # The file went away meanwhile: the replayed game stays shown.
            reason = error_text(exc, load_catalogue(self.language)) if isinstance(exc, ArchenemyError) else str(exc)
            message = QCoreApplication.translate("Session", "The saved game could not be read again: %1")
            self.problem.emit(fill(message, reason))
            self.changed.emit()
        return True

    # ----- reading ----------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state (a game always exists once started)."""
        assert self.game is not None
        return self.game.state

    # ----- games ------------------------------------------------------------
    def _close_writer(self) -> None:
        """Close the game's journal and release its lock.

        A failed truncation is retried first.

        The resume snapshot is written only when the journal holds no refused
        action's bytes (:attr:`JournalWriter.clean`): it would vouch for them.
        """
        if self._writer is not None:
            writer, self._writer = self._writer, None
            self.resume.cancel()
            writer.close()
            if writer.clean:
                self.resume.write_now()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def take_over(self) -> None:
        """Take the game over from the copy whose lock kept it read-only.

        What to ask first is :attr:`take_over_question`.

        Only after the user confirmed that copy is closed: its lock is removed
        and the journal opened afresh (it may have grown there), with the
        lock taken here.  Raises :class:`OSError` or :class:`JournalError`
        (the game then stays as it was, read-only).
        """
        if self.path is None or self.take_over_question is None:
            return
        remove_lock(self.path)
        self.open_file(self.path)

    def default_setup(self) -> GameSetup:
        """The default game with player names in the current language.

        The names are "Archenemy", "Hero 1"... as the new-game dialog has them.
        """
        from ..engine.variants import Variant
        from .texts.players import default_names
        from .theme import SEAT_COLOURS

        # The new-game dialog's defaults too.
        archenemy, *heroes = default_names(Variant.ARCHENEMY, 4)
        setup = default_setup(self.catalogue, archenemy, tuple(heroes))
        players = tuple(replace(p, colour=SEAT_COLOURS[i][0]) for i, p in enumerate(setup.players))
        return replace(setup, players=players)

    def new_game(
        self,
        setup: GameSetup | GameStart | None = None,
        rng: random.Random | None = None,
        *,
        night_so_far: tuple[GameStory, ...] | None = None,
    ) -> None:
        """Start a new game in a new journal file.

        The default set-up unless ``setup`` is given; a game night's comes dealt.

        ``rng`` defaults to :class:`random.SystemRandom` (see :func:`deal`);
        screenshots and tests pass a seeded one.  ``night_so_far``: a night's
        next game knows the night's games before it (else they are read from
        the history, :attr:`night`).  The file gets a name no other file or
        lock has, created exclusively once its lock is held
        (:func:`~archenemy.desktop.journal_files.create_game_file`).  Raises
        :class:`~archenemy.engine.errors.SetupError` or :class:`OSError`.
        """
        start = setup if isinstance(setup, GameStart) else deal(setup or self.default_setup(), self.catalogue, rng)
        if not start.extra.get("created"):
            # When it started, as its header says it (the game's story counts from it).
            start = replace(start, extra={**start.extra, "created": time.strftime(TIME_FORMAT)})
        # Its own name, locked before it is written.
        path, writer, lock = create_game_file(self.games_dir, start)
        self._close_writer()
        self._writer, self.path, self._lock, self.read_only = writer, path, lock, None
        self.take_over_question = None
        self._warned_full = False
        self.game = Game(start, self.catalogue, on_action=self._append)
        self._reset_groups()
        self.night.follow(start, path, night_so_far)
        if self._note_new_games:
            # Known to the index at once: the next start's cheap check counts it.
            self._history.note(path)
        self.changed.emit()

    def open_file(self, path: Path) -> None:
        """Continue the game journaled at ``path``, recovering a damaged tail.

        Raises :class:`JournalError` (not a journal, newer version, too large)
        or :class:`OSError`; the current game is kept then.  A file that
        cannot be written, or that another copy of the app has open, opens
        read-only (:attr:`read_only`, and a notice).
        """
        loaded = read_journal(path, strict=False, catalogue=self.catalogue)
        game, refusal = replay_loaded(loaded, self.catalogue)
        if refusal is not None:
            self._continue_elsewhere(Path(path), loaded, game, refusal)
            return
        self._adopt(path, loaded, game)

    def _continue_elsewhere(self, path: Path, loaded: LoadedJournal, game: Game, refusal: JournalError) -> None:
        """Keep ``path`` untouched and go on with ``game`` in a new file.

        The game goes on from the line before the refused one.

        Raises :class:`OSError` when the new file cannot be written.
        """
        # Game.log: the loaded objects.
        by_action, stamps = loaded.origins_by_action(), loaded.stamps_by_action()
        log = list(game.log)
        origins, at = [by_action.get(id(action)) for action in log], [stamps.get(id(action)) for action in log]
        new_path, writer, lock = create_game_file(self.games_dir, loaded.start, log, origins, at)
        writer.close()
        # open_file takes it again.
        lock.unlock()
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

    def _say_older(self, path: Path, finished_first: bool) -> None:
        """Say that the game reopened is older than a finished one, if it is.

        Else the table meets a game it did not expect without a word.
        """
        if not finished_first:
            return
        import time

        try:
            saved = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        except OSError:
            return
        said = self.tr("Reopened an older unfinished game, last saved %1: the newest game is finished.")
        self.notices.append(fill(said, saved))

    def _adopt(self, path: Path, loaded: LoadedJournal, game: Game) -> None:
        """Continue ``game``, replayed from ``loaded``, in its file ``path``.

        Read-only when the file cannot be written or another copy holds it.
        """
        path = Path(path)
        refusal = None
        if self._lock_held(path):
            # Reopening our own game: keep its lock.
            lock, self._lock = self._lock, None
        else:
            lock, refusal = take_lock(path, self.language)
        why = None if refusal is None else refusal.message
        writer = None
        if why is None:
            try:
                # Without its dropped lines, the original kept.
                backup = recover_file(path, loaded)
                if backup is not None:
                    self.notices.append(recovery_notice(loaded, backup.name, self.language))
                # An older file says the current version first.
                writer = JournalWriter.continuing(path, loaded)
            except OSError as exc:
                if lock is not None:
                    lock.unlock()
                lock = None
                why = fill(self.tr("This game cannot be saved (%1); it is shown read-only."), file_error_text(exc))
        if why is not None:
            self.notices.append(why)
        self._close_writer()
        self._writer, self._lock, self.path, self.read_only = writer, lock, path, why
        self.take_over_question = None if refusal is None else refusal.question
        self._warned_full = False
        game.on_action = self._append if writer is not None else None
        self.game = game
        self._warn_if_nearly_full(self.notices.append)
        self._reset_groups()
        self._origins.note_loaded(game, loaded)
        self.night.follow(game.start, path)
        self.changed.emit()

    def _lock_held(self, path: Path) -> bool:
        """True when this session already writes ``path`` (reopening the current game)."""
        return self._lock is not None and self.path is not None and self.path == path and self._writer is not None

    def resume_or_new(self) -> None:
        """Reopen the most recent unfinished game, or start the default game.

        The newest game, finished, of a game night played within
        :data:`~.history.start_scan.NIGHT_HOURS` is reopened too: the night goes on from its end.
        A game the history index holds as finished is skipped unopened, on a
        cheap check of the index (:mod:`.history.start_scan`: no ``stat`` of
        it either); at most :data:`UNVOUCHED_OPENS` finished games it does
        not vouch for are opened before the default game starts, and the
        index is checked in full in the background after the first paint
        (:meth:`catch_up_history`).  A file that
        cannot be read is skipped, and a damaged one set aside (renamed
        ``<name>.damaged-<time>``), each named in :attr:`notices`: no file
        stops the start.  An older unfinished game reopened after a newer
        finished one says so in :attr:`notices` (with when it was last
        saved).  Raises :class:`OSError` only when no game can be opened and
        a new one cannot be saved.
        """
        scan = self.start_scan = self.resume.start_scan(self.games_dir) or scan_games(self.games_dir)
        finished_first = False
        for path, error in scan.others:
            self.notices.append(fill(self.tr("Skipped %1: %2"), path.name, file_error_text(error)))
        for name, night in scan.to_open():
            if scan.unvouched >= UNVOUCHED_OPENS:
                break
            outcome = self._resume_candidate(scan.path(name), night, finished_first or scan.finished_newer(name))
            if outcome == "resumed":
                return
            finished_first = finished_first or outcome == "over"
            scan.unvouched += 1
        self.new_game()

    def _resume_candidate(self, path: Path, night: bool, finished_first: bool) -> str:
        """Open the game of ``path`` if it is to be resumed; what became of it.

        ``resumed``, ``over`` (a finished game, left) or ``skipped`` (a file
        that cannot be read, named in :attr:`notices`).  ``night``: a finished
        game of a game night is resumed too; ``finished_first``: a newer game
        was finished (said of an older one resumed).
        """
        resumed = self.resume.resumed(path)
        if resumed is not None:
            if resumed.state.over and not (night and night_of(resumed.start)):
                return "over"
            self._say_older(path, finished_first)
            self._adopt(path, LoadedJournal(resumed.start), resumed)
            return "resumed"
        try:
            loaded = read_journal(path, strict=False, catalogue=self.catalogue)
            # Once: the game is kept.
            game, refusal = replay_loaded(loaded, self.catalogue)
        except OSError as exc:
            self.notices.append(fill(self.tr("Skipped %1: %2"), path.name, file_error_text(exc)))
            return "skipped"
        except Exception as exc:  # noqa: BLE001 - one bad file never stops the start
            # Set aside unless only newer.
            self.notices.append(skip_bad_file(path, exc, self.language))
            return "skipped"
        if game.state.over and not (night and night_of(game.start)):
            return "over"
        self._say_older(path, finished_first)
        if refusal is not None:
            self._continue_elsewhere(path, loaded, game, refusal)
        else:
            self._adopt(path, loaded, game)
        return "resumed"

    def catch_up_history(self) -> None:
        """Check the history index in full in the background: what the start trusted.

        After the first paint: the start took the finished games the index
        holds on a cheap check (:mod:`.history.start_scan`); now every
        journal's ``stat`` is compared with the index and each changed, new
        or unknown one read into it (a damaged index rebuilt), in a child
        process when it can be (:meth:`HistoryRecorder.catch_up`), so the
        next start can trust it again and its history shows every game.
        From then on a new game's journal is indexed as soon as it is made.
        """
        self._note_new_games = True
        scan = self.start_scan
        if scan is not None and scan.needs_check:
            self._history.catch_up()

    def save_copy(self, path: Path) -> None:
        """ "Save as": write the whole journal to ``path`` atomically.

        The game goes on in its own file.

        Raises :class:`OSError`.
        """
        assert self.game is not None
        self.complete_history()
        log = self.game.log
        write_atomically(
            path, journal_text(self.game.start, log, self._origins.of_actions(log), self._origins.stamps_of(log))
        )

    def close(self) -> None:
        """Close the journal file and release its lock."""
        self._close_writer()

    # ----- the game's story and its night -------------------------------------------
    def story(self) -> GameStory | None:
        """The game's story as it stands, or ``None`` before its history is rebuilt.

        The story counts the lines' time stamps so far: what the history will
        hold.  A resumed game has none until :meth:`complete_history`.
        """
        game = self.game
        if game is None or game.history_pending:
            return None
        known = self._story
        if known is None or known[0] is not game or known[1] is not game.state or known[2] != len(game.log):
            stamps = tuple(t for at in self._origins.stamps_of(game.log) if (t := parse_time(at)) is not None)
            known = self._story = (game, game.state, len(game.log), game_story(game, stamps))
        return known[3]

    def night_standings(self) -> NightStandings | None:
        """The standings of the game night the game belongs to.

        This game counted once over (``None``: no night).

        The night's earlier games are read in the background (:attr:`night`); until then this game stands alone.
        """
        game = self.game
        if game is None:
            return None
        # The story is read once the game is over (not at every action of a long game).
        over = game.state.over
        return self.night.standings((self.story() if over else None) or outcome_story(game.start, game.state))

    # ----- actions ----------------------------------------------------------
    def perform(self, action: Action, merge_key: str | None = None, origin: str | None = None) -> bool:
        """Apply and journal ``action``; on refusal emit ``problem`` and return False.

        Actions with the same ``merge_key`` performed within
        :data:`~archenemy.desktop.undo_steps.MERGE_SECONDS` of each other form one undo step (fast clicks on
        a life button); each is still journaled at once.  ``origin`` names the
        player whose phone sent the action (``None``: the laptop); the log
        shows it (:meth:`origin_of`) and the journal's line records it
        (``origin``), so a reopened game still shows it.
        """
        if isinstance(action, Undo):
            return self.undo()
        if isinstance(action, Redo):
            return self.redo()
        if isinstance(action, Answer) and self.game is not None:
            # Interplanar Tunnel's answer carries the random order of the rest (the engine's front-end door).
            action = planar_answer(self.game.state, action.prompt, action.value)
        if not self._apply(action, origin):
            return False
        self._steps.performed(action, merge_key, time.monotonic())
        self.changed.emit()
        return True

    def perform_all(self, actions: list[Action]) -> bool:
        """Apply ``actions`` as one undo step (e.g. "each hero loses 3 life").

        Stop at the first refusal.
        """
        key = f"batch-{time.monotonic_ns()}"
        done = True
        for action in actions:
            done = self.perform(action, merge_key=key) and done
            if not done:
                break
        return done

    def origin_of(self, event: Event) -> str | None:
        """The player whose phone caused ``event``, or ``None`` for the laptop.

        See :meth:`perform`.
        """
        return self._origins.of_event(event)

    def _apply(self, action: Action, origin: str | None = None, *, moved: bool = False) -> bool:
        # A resumed game whose history is still being rebuilt acts at once (Game.do): journaled, then applied.
        assert self.game is not None
        if self.read_only is not None:
            self.problem.emit(self.read_only)
            return False
        self._origin_now, over = origin, self.game.state.over
        if over and self.path is not None and self._writer is not None:
            # The index may hold it as finished, which the next start trusts unlooked: marked stale first.
            mark_stale(self.path)
        try:
            events = self.game.do(action)
            if origin is not None:
                self._origins.note(action, events, origin)
        except ArchenemyError as exc:
            self.problem.emit(error_text(exc, load_catalogue(self.language)))
            return False
        except JournalReplacedError:
            if moved or not self._continue_in_new_file():
                return False
            # Once, in the new file.
            return self._apply(action, origin, moved=True)
        except OSError as exc:
            self.problem.emit(fill(self.tr("The game could not be saved: %1"), file_error_text(exc)))
            return False
        finally:
            self._origin_now = None
        self._acted_pending = self._acted_pending or self.game.history_pending
        self.applied.emit(action, events)
        # Arrived, changed or undone: indexed.
        self._history.note_outcome(self.path, over, self.game.state.over)
        self._warn_if_nearly_full(self.problem.emit)
        # The resume snapshot follows the game (session_resume.py).
        self.resume.soon()
        return True

    def _continue_in_new_file(self) -> bool:
        """The game's file was removed or replaced under it.

        Write the whole game to a new file and go on there.

        Every action the table saw was fsynced to the old file; the game in
        memory is exactly those actions, so nothing is lost.  False (and a
        problem shown) when the new file cannot be written.
        """
        assert self.game is not None and self.path is not None
        old = self.path
        log = list(self.game.log)
        try:
            origins, stamps = self._origins.of_actions(log), self._origins.stamps_of(log)
            path, writer, lock = create_game_file(self.games_dir, self.game.start, log, origins, stamps)
        except OSError as exc:
            self.problem.emit(fill(self.tr("The game could not be saved: %1"), file_error_text(exc)))
            return False
        if self._writer is not None:
            self._writer.close()
        if self._lock is not None:
            self._lock.unlock()
        self._writer, self._lock, self.path = writer, lock, path
        self.problem.emit(
            fill(
                self.tr("The save file %1 was removed or replaced by another program; the game goes on in %2."),
                old.name,
                path.name,
            )
        )
        return True

    def _warn_if_nearly_full(self, say: Callable[[str], object]) -> None:
        """Tell ``say`` once per file when the save file is nearly full.

        Nearly full: less than :data:`NEARLY_FULL_BYTES` left.
        """
        writer = self._writer
        if writer is None or self._warned_full or writer.room >= NEARLY_FULL_BYTES:
            return
        self._warned_full = True
        say(nearly_full_notice(writer, self.language))

    def undo_group(self) -> list[Action]:
        """The actions :meth:`undo` would undo, oldest first (none: ``[]``)."""
        return self._steps.undo_group(self.game.last_action if self.game else None)

    def redo_group(self) -> list[Action]:
        """The actions :meth:`redo` would redo ([] when nothing can be redone)."""
        return self._steps.redo_group(self.game.next_redo if self.game else None)

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
        self._steps.undone(group, done)
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
        self._steps.redone(group, done)
        self.changed.emit()
        return done == len(group)
