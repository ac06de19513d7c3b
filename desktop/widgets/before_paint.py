"""An action run before the next paint, after what was posted before it.

Qt posts a window's paint (its update request) at a low priority: an event
posted at the normal priority arrives before it, after the events posted
before it (a new child shown and polished, a layout's request), and so do the
layout requests it posts in turn.  :class:`BeforePaint` runs its action there:
what the render changed is laid out, the paint not yet made.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject

__all__ = ["BeforePaint"]

#: The event :class:`BeforePaint` posts to itself.
_RUN = QEvent.Type(QEvent.registerEventType())


class BeforePaint(QObject):
    """Runs ``action`` once after each :meth:`post`, before the paint that follows.

    ``parent`` owns it (its action is dropped with it).  Posted again before
    it ran, the action still runs once.
    """

    def __init__(self, parent: QObject, action: Callable[[], None]) -> None:
        super().__init__(parent)
        self._action = action
        self._posted = False

    def post(self) -> None:
        """Run the action once the event loop delivers what was posted so far."""
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(_RUN))

    def event(self, event: QEvent) -> bool:
        if event.type() == _RUN:
            self._posted = False
            self._action()
            return True
        return super().event(event)
