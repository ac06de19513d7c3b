"""The table tools' result (a coin, a die, an opponent at random) as a transient overlay.

The result floats over the top of the table, large, for a while, and never
takes part in a layout: showing it cannot change the size of anything else
nor grow the window past the screen (the turn bar once doubled in height
and pushed a 1,366 px window to 1,402 px).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from ..theme import Theme
from .common import set_theme_font


class ResultOverlay(QLabel):
    """A label over ``host`` (a child outside every layout), centred near its top edge.

    ``show_result(text, msecs)`` shows ``text`` for ``msecs`` milliseconds;
    a click hides it at once.  The style sheet draws it (object name
    ``resultOverlay``); mouse clicks pass through nothing else.
    """

    def __init__(self, host: QWidget, theme: Theme) -> None:
        super().__init__(host)
        self.setObjectName("resultOverlay")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        set_theme_font(self, theme, 30, True)
        host.installEventFilter(self)
        self.hide()

    def show_result(self, text: str) -> None:
        """Show ``text`` over the host (the caller's timer hides it)."""
        self.setText(text)
        self.show()
        self._place()
        self.raise_()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        super().setText(text)
        if self.isVisible():
            self._place()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._place()
        self.raise_()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        """Centre the overlay horizontally, a little below the host's top, never wider than the host."""
        host = self.parentWidget()
        if host is None:
            return
        width = min(host.width() - 40, max(320, self.fontMetrics().horizontalAdvance(self.text()) + 80))
        height = self.heightForWidth(width) if self.wordWrap() else self.sizeHint().height()
        height = min(host.height() - 20, max(height, self.fontMetrics().height()) + 32)
        self.setGeometry((host.width() - width) // 2, min(90, max(0, host.height() // 6)), width, height)
