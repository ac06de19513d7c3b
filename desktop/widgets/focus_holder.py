"""A widget that holds its window's keyboard focus and repaints nothing for it.

Qt's ``QWidget`` repaints itself, and so every child it holds, each time it
gets or loses the focus.  The main window's central widget holds the focus
when no field does (keys reach the window from it): a question's number
field taking the focus, or giving it back, repainted the whole table.
:class:`FocusHolder` draws no focus ring, so it skips that repaint.
"""

from __future__ import annotations

from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QWidget

__all__ = ["FocusHolder"]


class FocusHolder(QWidget):
    """A plain widget whose focus changes repaint nothing (it shows no focus).

    Its children repaint as they need to: a field that takes the focus
    draws its own ring.
    """

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        # QWidget's own repaints the widget and all its children: nothing of it shows the focus.
        event.accept()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
