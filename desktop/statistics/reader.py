"""The Statistics window's reading thread: its figures from the history index.

One thread a window (:class:`HistoryReader`), which owns the window's
:class:`~..history.index.HistoryIndex` (an index is single-threaded) and
answers through queued signals, so the window's thread only draws:

1. **The charts' figures**: every variant's statistics from the sums the
   index keeps (:meth:`~..history.index.HistoryIndex.statistics`, a few
   milliseconds at 10,000 games), sent as soon as they are read.
2. **The game list**: the games without their stories
   (:meth:`~..history.index.HistoryIndex.listing`) and their labels.
3. **The full check** the opening left to later (``PRAGMA quick_check``):
   a file that fails it is set aside and rebuilt by the child below, and the
   figures are sent again.
4. Then what the window asks, in order: a game's story (its life lines)
   when it is chosen, the finished games written as CSV.

An index that is up to date with the games folder is read at once (opened
with its header checked, nothing replayed: :meth:`~..history.index.
HistoryIndex.pending`).  Anything else (journals changed, no index, a
damaged one) is brought up to date by a child process first
(:func:`~..history.child.sync_in_child`: a replay here would stall the
window's keys), or by this thread when the child cannot keep the file.
"""

from __future__ import annotations

import io
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from ...engine.catalogue import Catalogue
from ...engine.journal import write_atomically
from ...engine.variants import Variant
from ..history.index import HistoryBusyError, HistoryIndex, IndexNotBuiltError
from ..history.listing import Listed
from ..history.stats import Statistics
from ..texts.players import default_name_kind

__all__ = ["VARIANT_KEYS", "Figures", "HistoryReader", "read_history"]

#: The statistics' keys: every variant together (``""``), then each variant.
VARIANT_KEYS = ("", *(v.value for v in Variant))


class Figures:
    """What the charts draw: each variant's statistics (by :data:`VARIANT_KEYS`).

    ``skipped``: how many journals could not be read; ``error``: why the
    history could not be read at all, or ``None``; ``default_names``: the
    players' names that are a seat's default name in a language the app
    speaks ("Hero 2": a seat, not a person), worked out in the reading thread.
    """

    __slots__ = ("default_names", "error", "skipped", "stats")

    def __init__(
        self,
        stats: dict[str, Statistics],
        skipped: int,
        error: str | None,
        default_names: frozenset[str] = frozenset(),
    ) -> None:
        self.stats = stats
        self.skipped = skipped
        self.error = error
        self.default_names = default_names


class HistoryReader(QObject):
    """Reads the history of ``games_dir`` for the Statistics window, in a thread.

    ``label`` words a listed game for the game list (called in the thread).
    Call :meth:`start` once; :meth:`stop` ends the thread (the index closed).
    Signals, queued to the window's thread, each with this reader first (a
    window that reads again ignores an older reader's answers):
    :attr:`figures` (:class:`Figures`), :attr:`listed` (the finished games
    newest first and their labels), :attr:`story` (a journal's path and its
    :class:`~archenemy.engine.story.GameStory` or ``None``), :attr:`saved`
    (a CSV's path and ``None``, or why it could not be written); and
    :attr:`progress` (journals the child has read, and how many it reads).

    The reader belongs to the application, not to its Python references:
    once its thread has ended, it deletes itself in the window's thread.  The
    thread's own last reference used to destroy it in the thread, while the
    window's thread delivered its signals: a crash.
    """

    figures = Signal(object, object)
    listed = Signal(object, object, object)
    story = Signal(object, str, object)
    saved = Signal(object, str, object)
    progress = Signal(int, int)
    # The thread's last word, queued to this reader's (the window's) thread.
    _ended = Signal()

    def __init__(self, games_dir: Path, catalogue: Callable[[], Catalogue], label: Callable[[Listed], str]) -> None:
        super().__init__(QCoreApplication.instance())
        self.games_dir = games_dir
        self.catalogue = catalogue
        self.label = label
        self._asked: queue.SimpleQueue[tuple[str, ...] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="archenemy-stats", daemon=True)
        self._ended.connect(self._delete_once_ended, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        """Start reading (once)."""
        self._thread.start()

    def stop(self) -> None:
        """End the thread once what it was asked is done; nothing more is sent."""
        self._asked.put(None)

    def ask_story(self, file: str) -> None:
        """Read the story of the game of journal ``file``; :attr:`story` answers."""
        self._asked.put(("story", file))

    def ask_csv(self, path: str, variant: str) -> None:
        """Write the finished games of ``variant`` as CSV at ``path``.

        ``""``: every variant.  :attr:`saved` answers.
        """
        self._asked.put(("csv", path, variant))

    def _delete_once_ended(self) -> None:
        # In this reader's thread: the reading thread has sent its last signal.
        self._thread.join()
        self.deleteLater()

    # ----- the thread -----------------------------------------------------------
    def _run(self) -> None:
        try:
            self._read_and_answer()
        finally:
            self._ended.emit()

    def _read_and_answer(self) -> None:
        index = read_history(
            self.games_dir,
            self.catalogue(),
            self.label,
            figures=lambda figures: self.figures.emit(self, figures),
            listed=lambda games, labels: self.listed.emit(self, games, labels),
            progress=self.progress.emit,
        )
        try:
            while (asked := self._asked.get()) is not None:
                self._answer(index, asked)
        finally:
            if index is not None:
                index.close()

    def _answer(self, index: HistoryIndex | None, asked: tuple[str, ...]) -> None:
        if asked[0] == "story":
            file = asked[1]
            try:
                found = index.game(Path(file)) if index is not None else None
            except Exception:  # noqa: BLE001 - no story rather than a traceback
                found = None
            self.story.emit(self, file, found.story if found is not None else None)
            return
        _kind, path, variant = asked
        self.saved.emit(self, path, self._write_csv(index, path, variant))

    @staticmethod
    def _write_csv(index: HistoryIndex | None, path: str, variant: str) -> str | None:
        """Write the CSV; ``None``, or why it could not be written.

        ``""``: no history was read.
        """
        from ..history.export import write_history_csv

        if index is None:
            return ""
        try:
            games = [g for g in index.games(life=False) if not variant or g.story.variant.value == variant]
        except Exception as exc:  # noqa: BLE001 - said on the status line
            return str(exc) or type(exc).__name__
        text = io.StringIO()
        write_history_csv(games, text)
        try:
            write_atomically(Path(path), text.getvalue())
        except OSError as exc:
            return exc.strerror or str(exc)
        return None


def read_history(
    games_dir: Path,
    catalogue: Catalogue,
    label: Callable[[Listed], str],
    *,
    figures: Callable[[Figures], object],
    listed: Callable[[list[Listed], list[str]], object],
    progress: Callable[[int, int], None] | None = None,
) -> HistoryIndex | None:
    """What the reading thread does first: the figures, the game list, the full check.

    ``figures`` gets the charts' :class:`Figures` as soon as they are read,
    ``listed`` the finished games and their labels (``label``), then the
    file's full check runs (a file that fails it: rebuilt by the child, and
    both sent again).  Returns the index read (the caller closes it), or
    ``None`` when the history could not be read (``figures`` then says why).
    Blocks the calling thread (never the GUI's).
    """
    index = _open_current(games_dir, catalogue)
    for _attempt in range(2):
        try:
            if index is None:
                index = _synced(games_dir, catalogue, progress)
            stats = {key: index.statistics(key) for key in VARIANT_KEYS}
            skipped = len(index.skipped())
        except IndexNotBuiltError:
            _closed(index)
            index = None
            continue
        except Exception as exc:  # noqa: BLE001 - a window never shows a traceback
            _closed(index)
            figures(Figures({}, 0, str(exc) or type(exc).__name__))
            listed([], [])
            return None
        figures(Figures(stats, skipped, None, _default_names(stats)))
        try:
            games = index.listing()
            listed(games, [label(g) for g in games])
            if index.check():
                return index
        except IndexNotBuiltError:
            pass
        except Exception:  # noqa: BLE001 - the figures are shown; the list stays empty
            listed([], [])
            return index
        # The file failed its check: set aside; read again once rebuilt.
        _closed(index)
        index = None
    return index


def _default_names(stats: dict[str, Statistics]) -> frozenset[str]:
    """The players' names in ``stats`` that are a seat's default name."""
    names = {row.name for figures in stats.values() for row in figures.players}
    return frozenset(name for name in names if default_name_kind(name) is not None)


def _open_current(games_dir: Path, catalogue: Catalogue) -> HistoryIndex | None:
    """The index, when it is up to date with the games folder as it is; else ``None``.

    Opened with its header checked (:class:`HistoryIndex`'s ``full_check``
    False) and never built here.
    """
    try:
        index = HistoryIndex(games_dir, catalogue=catalogue, full_check=False, build=False)
    except (IndexNotBuiltError, HistoryBusyError):
        return None
    try:
        if not index.pending():
            return index
    except (IndexNotBuiltError, HistoryBusyError):
        pass
    index.close()
    return None


def _synced(games_dir: Path, catalogue: Catalogue, progress: Callable[[int, int], None] | None) -> HistoryIndex:
    """The index brought up to date by the child, else by this thread.

    In memory when the file is busy.
    """
    from ..history.child import sync_in_child

    synced = sync_in_child(games_dir, progress=progress)
    try:
        index = HistoryIndex(games_dir, catalogue=catalogue)
        if not synced or index.rebuilt or index.in_memory:
            index.sync()
    except HistoryBusyError:
        index = HistoryIndex(games_dir, catalogue=catalogue, memory=True)
    return index


def _closed(index: HistoryIndex | None) -> None:
    """Close ``index``, when there is one."""
    if index is not None:
        index.close()
