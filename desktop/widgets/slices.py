"""Work done a slice at a time on the event loop.

So a key or a click is never kept waiting long.

After the table's first paint the window still has work to do: rebuild a
resumed game's history (over a second at 100,000 actions), build the game
log, table mode and the screen keeper, warm the dialogs up.  Done in one
piece, that work kept every key press waiting until it was over.
:class:`SlicedWork` runs it as a queue of steps, one step per turn of the event
loop (a 0 ms timer): whatever the window system delivered meanwhile is
handled between two steps.  A step that has more to do returns False and is
called again at the next turn; each keeps to about :data:`SLICE_SECONDS`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QTimer

__all__ = ["SLICE_SECONDS", "SlicedWork"]

# About how long one step of sliced work runs (a frame and a half at 60 Hz).
SLICE_SECONDS = 0.012


class SlicedWork(QObject):
    """A queue of steps, each called at a turn of the event loop until it is done.

    A step is done when it returns True.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Callable[[], bool]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run)

    @property
    def pending(self) -> bool:
        """True while a step is queued."""
        return bool(self._steps)

    def add(self, step: Callable[[], bool], *, first: bool = False) -> None:
        """Queue ``step``: called at the coming turns until it returns True.

        After the steps queued before it (``first``: before them).
        """
        if first:
            self._steps.appendleft(step)
        else:
            self._steps.append(step)
        if not self._timer.isActive():
            self._timer.start()

    def add_steps(self, steps: Iterator[object], *, first: bool = False) -> None:
        """Queue the work of ``steps``: one item of the iterator per turn, to its end.

        See :meth:`add`.
        """
        done = object()
        self.add(lambda: next(steps, done) is done, first=first)

    def add_once(self, work: Callable[[], object]) -> None:
        """Queue ``work``, called once at a turn of its own."""

        def once() -> bool:
            work()
            return True

        self.add(once)

    def finish(self) -> None:
        """Run every queued step to its end now.

        For a test, a benchmark, or work that cannot wait.
        """
        while self._steps:
            self._run()

    def _run(self) -> None:
        if not self._steps:
            return
        step = self._steps[0]
        try:
            done = step()
        except BaseException:
            # A step that failed is not called again (the app's excepthook reports it).
            self._steps.popleft()
            self._restart()
            raise
        if done and self._steps and self._steps[0] is step:
            self._steps.popleft()
        self._restart()

    def _restart(self) -> None:
        if self._steps and not self._timer.isActive():
            self._timer.start()
