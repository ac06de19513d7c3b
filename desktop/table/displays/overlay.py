"""The table tools' result as a transient overlay.

A coin, a die, an opponent at random.

The result floats over the top of the table, large, for a while, and never
takes part in a layout: showing it cannot change the size of anything else
nor grow the window past the screen (the turn bar once doubled in height
and pushed a 1,366 px window to 1,402 px).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...theme import Theme
from ...widgets.theming import set_theme_font


class ResultOverlay(QLabel):
    """A label over ``host`` (a child outside every layout).

    Centred near its top edge.

    ``setText`` then ``show`` shows a result (the caller's timer hides it);
    a click hides it at once.  The style sheet draws it (object name
    ``resultOverlay``).
    """

    def __init__(self, host: QWidget, theme: Theme) -> None:
        super().__init__(host)
        self.setObjectName("resultOverlay")
        # A result may name a player: never markup.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        set_theme_font(self, theme, 30, True)
        host.installEventFilter(self)
        self.hide()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._place()
        self.raise_()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        """A strip across the host near its top, two lines high.

        Any result fits without re-placing.
        """
        host = self.parentWidget()
        if host is None:
            return
        width = max(0, min(host.width() - 40, 1100))
        height = min(host.height(), 2 * self.fontMetrics().lineSpacing() + 40)
        self.setGeometry((host.width() - width) // 2, min(90, max(0, host.height() // 6)), width, height)
