"""A scroll area that scrolls only up and down and is as wide as its content.

A dialog whose rows depend on the table (five players' own planar decks,
eight seats) outgrows a small screen's height, never its width: its body
scrolls as a whole (no row is squeezed below its height, as a dialog with a
least size of its own let Qt do) while the dialog stays wide enough for the
widest row, so no horizontal scroll bar hides the rows' ends.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

__all__ = ["VerticalScroll"]


class VerticalScroll(QScrollArea):
    """Scroll ``content`` vertically; ask for its least width and the bar's.

    Frameless; the content is resized to the area's width.  Its least
    height is the caller's (``setMinimumHeight``), never the content's.
    It never takes the keyboard focus itself: a dialog's first field does,
    and Tab scrolls the field it reaches into sight (``QScrollArea``).
    """

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        content.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        content = self.widget()
        least = super().minimumSizeHint()
        if content is None:
            return least
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(content.minimumSizeHint().width() + bar + 2 * self.frameWidth(), least.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            # A wider row (a language, a seat) widens the dialog round it
            self.updateGeometry()
        return super().eventFilter(watched, event)
