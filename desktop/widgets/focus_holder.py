"""A widget that holds its window's keyboard focus and repaints nothing for it.

Qt's ``QWidget`` repaints itself, and so every child it holds, each time it
gets or loses the focus.  The main window's central widget holds the focus
when no field does (keys reach the window from it): a question's number
field taking the focus, or giving it back, repainted the whole table.
:class:`FocusHolder` draws no focus ring, so it skips that repaint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFocusEvent, QPaintEvent
from PySide6.QtWidgets import QWidget

__all__ = ["FocusHolder"]


class FocusHolder(QWidget):
    """A plain widget whose focus changes repaint nothing (it shows no focus).

    Its children repaint as they need to: a field that takes the focus
    draws its own ring.  :meth:`when_painted` runs work after its next paint
    (the window's first frame).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._when_painted: list[Callable[[], object]] = []

    def when_painted(self, action: Callable[[], object]) -> None:
        """Call ``action`` once, right after this widget's next paint.

        Through :meth:`paintEvent`, not an event filter: no Python override
        is handed a plain ``QEvent`` before the first frame (PySide6 would
        build every event class it knows then, ~3 ms).
        """
        self._when_painted.append(action)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        if self._when_painted:
            actions, self._when_painted = self._when_painted, []
            for action in actions:
                action()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        # QWidget's own repaints the widget and all its children: nothing of it shows the focus.
        event.accept()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
