"""What the window does after its first paint, a slice at a time.

The first paint needs only the widgets and the state shown; the rest waits
for the event loop's turn after it: a resumed game's history is rebuilt,
then the game log, table mode and the screen keeper are built, each a
slice of :class:`~archenemy.desktop.widgets.slices.SlicedWork` (keys and
clicks are handled between two slices), then the work queued with
:meth:`WindowStart.after_first_paint` (the app's icon, the warm-up).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMainWindow

from ..heap import trim_heap
from ..session import Session
from ..widgets.focus_holder import FocusHolder
from ..widgets.slices import SLICE_SECONDS, SlicedWork
from .actions import TableKeys

if TYPE_CHECKING:
    from .displays.log import LogPanel
    from .displays.table_display import TableDisplay

__all__ = ["StartHost", "WindowStart"]


class _FirstPaint(QObject):
    """Calls ``done`` once, on the event loop's turn after ``widget``'s first paint.

    Then lets go.
    """

    def __init__(self, widget: FocusHolder, done: Callable[[], None]) -> None:
        super().__init__(widget)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(done)
        widget.when_painted(self._painted)

    def _painted(self) -> None:
        # After the whole frame: every widget of the window paints in this pass.
        self._timer.start(0)


class StartHost(Protocol):
    """What the start needs of the main window: the parts it builds late."""

    session: Session

    @property
    def log(self) -> LogPanel:
        """The game log in its dock (built on first use)."""

    @property
    def table_view(self) -> TableDisplay:
        """Table mode's table layout (built on first use)."""

    @property
    def keys(self) -> TableKeys:
        """The keyboard model, whose screen keeper is built on first use."""


class WindowStart:
    """The work of ``window`` after its first paint; ``host`` is that window.

    Built once the window shows its first state: it waits for the central
    widget's first paint.
    """

    def __init__(self, window: QMainWindow, host: StartHost) -> None:
        self._host = host
        # The work after the first paint, a slice per turn of the event loop (:meth:`finish_start`, ``app.warm_up``).
        self.slices = SlicedWork(window)
        self._after_paint: list[Callable[[], object]] | None = []
        central = window.centralWidget()
        assert isinstance(central, FocusHolder), "the window builds its central widget first"
        _FirstPaint(central, self._run_after_paint)

    def after_first_paint(self, work: Callable[[], object]) -> None:
        """Run ``work`` once the window has painted for the first time.

        At once if it already has.
        """
        if self._after_paint is None:
            work()
        else:
            self._after_paint.append(work)

    def cancel(self) -> None:
        """The window closes before its first paint's follow-up: nothing to start."""
        if self._after_paint is not None:
            self._after_paint.clear()

    def _run_after_paint(self) -> None:
        work, self._after_paint = self._after_paint or [], None
        # Queued first: the history, then the window's own parts.
        self.finish_start()
        for item in work:
            # Each at a turn of the event loop of its own.
            self.slices.add_once(item)

    def finish_start(self) -> None:
        """After the first paint, a slice at a time: the history, then the deferred parts.

        A resumed game's history is rebuilt, then the game log, table mode
        and the screen keeper are built (:attr:`slices`: keys and clicks are
        handled between two slices).  A game resumed from its snapshot was
        painted before its journal was replayed
        (:meth:`Session.advance_history`); undo, redo and the log need that
        history.  Each part is also built on first use (the window's ``log``
        and ``table_view``, the keys' ``screen_keeper``); an action meanwhile
        is journaled and applied at once, and only an undo or redo past such
        actions rebuilds the history first (:meth:`Game.do`), so nothing
        depends on when this runs.
        """
        host = self._host
        self.slices.add(lambda: host.session.advance_history(SLICE_SECONDS))
        for part in (lambda: host.log, lambda: host.table_view, lambda: host.keys.screen_keeper):
            # Each property builds its part on first use.
            self.slices.add_once(part)
        # What the history's replay freed goes back to the system.
        self.slices.add_once(trim_heap)
