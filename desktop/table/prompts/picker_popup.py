"""The names a scheme's picker offers, kept beside the field typed into.

Qt's completer places its list of names below the field (above when there
is more room there) when the list opens, and leaves it there: a question
that grows above the field while the list is open (its size fitted to the
card's text, a reason told, a card image arriving) moves the field under the
list, and the table no longer sees what it typed.  :class:`BesideField`
places the list again each time the field or one of the widgets it sits in
moves or changes size, never over the field.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QWidget

__all__ = ["BesideField", "popup_place"]

_MOVES = (QEvent.Type.Move, QEvent.Type.Resize)


def popup_place(field: QRect, wanted: int, screen: QRect, width: int) -> QRect:
    """Where a list ``wanted`` pixels tall goes beside ``field`` (global pixels).

    Below the field, or above it when it does not fit below and there is
    more room above; shortened to the room it gets, never over the field,
    and moved left to stay on ``screen``.
    """
    below = screen.bottom() - field.bottom()
    above = field.top() - screen.top()
    x = max(screen.left(), min(field.left(), screen.right() + 1 - width))
    if wanted > below and above > below:
        height = min(wanted, above)
        return QRect(x, field.top() - height, width, height)
    return QRect(x, field.bottom() + 1, width, min(wanted, below))


class BesideField(QObject):
    """Keeps ``combo``'s completer list beside ``combo`` while the list shows.

    Installed by the banner on its scheme's (or plane's) picker.
    """

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self._combo = combo
        completer = combo.completer()
        # An editable combo has one
        assert completer is not None
        self._completer = completer
        popup = completer.popup()
        # A completer always has its list
        assert popup is not None
        self._popup: QAbstractItemView = popup
        self._popup.installEventFilter(self)
        # The widgets watched: the field and what it sits in, up to its window.
        self._watched: list[QWidget] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """Watch the field's widgets once the list shows; place it as they move."""
        if watched is self._popup and event.type() == QEvent.Type.Show:
            self._watch()
        elif event.type() in _MOVES and self._popup.isVisible() and watched in self._watched:
            self.place()
        return False

    def _watch(self) -> None:
        """Watch the field and each widget it sits in (it may have moved house)."""
        for old in self._watched:
            old.removeEventFilter(self)
        self._watched = []
        widget: QWidget | None = self._combo
        while widget is not None:
            widget.installEventFilter(self)
            self._watched.append(widget)
            widget = None if widget.isWindow() else widget.parentWidget()

    def place(self) -> None:
        """Place the open list beside the field as it is now."""
        combo, popup = self._combo, self._popup
        field = QRect(combo.mapToGlobal(QPoint(0, 0)), combo.size())
        screen = combo.screen() or QGuiApplication.primaryScreen()
        model = popup.model()
        rows = min(self._completer.maxVisibleItems(), model.rowCount() if model is not None else 0)
        # Qt's own height: its rows and a frame.
        wanted = max(popup.sizeHintForRow(0) * rows + 6, popup.minimumHeight())
        popup.setGeometry(popup_place(field, wanted, screen.availableGeometry(), popup.width()))
