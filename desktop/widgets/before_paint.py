"""An action run before the next paint, after what was posted before it.

Qt posts a window's paint (its update request) at a low priority: an event
posted at the normal priority arrives before it, after the events posted
before it (a new child shown and polished, a layout's request), and so do the
layout requests it posts in turn.  :class:`BeforePaint` runs its action there:
what the render changed is laid out, the paint not yet made.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

__all__ = ["BeforePaint"]


class BeforePaint(QObject):
    """Runs ``action`` once after each :meth:`post`, before the paint that follows.

    ``parent`` owns it (its action is dropped with it).  Posted again before
    it ran, the action still runs once.  A queued signal carries it (Qt
    posts it as an event at the normal priority): no Python ``event``
    override is handed a ``QEvent`` (PySide6 would build every event class
    it knows the first time, ~3 ms before the first frame).
    """

    #: Emitted by :meth:`post`; delivered queued, to :meth:`_run`.
    _due = Signal()

    def __init__(self, parent: QObject, action: Callable[[], None]) -> None:
        super().__init__(parent)
        self._action = action
        self._posted = False
        self._due.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def post(self) -> None:
        """Run the action once the event loop delivers what was posted so far."""
        if not self._posted:
            self._posted = True
            self._due.emit()

    def _run(self) -> None:
        self._posted = False
        self._action()
