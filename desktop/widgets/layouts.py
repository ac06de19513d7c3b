"""Layouts: one that wraps its items onto new rows, and emptying a layout.

The wrapping one is Qt's "Flow Layout" example.

Qt Widgets has no wrapping box layout; Qt's documentation builds one in its
Flow Layout example, and this is that layout in Python.  A row of buttons
whose number depends on the game (a scheme's life effects, one per opponent
at a nine-seat table) in a :class:`~PySide6.QtWidgets.QHBoxLayout` asks for the
sum of their widths: the banner, and the whole window with it, grew past the
screen.  In a :class:`FlowLayout` the row asks only for its widest item and
takes the height its rows need at the width it gets (height for width).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QLayout, QLayoutItem, QWidget

__all__ = ["FlowLayout", "clear_layout", "drop_widget", "release_focus"]


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget of ``layout``.

    A removed widget that holds the keyboard focus hands it to the nearest
    widget around the layout that takes a focus (the table itself), else lets
    it go: Qt would give it to the next widget of the focus chain (the table's
    first "−", with its focus ring, once a question's field was gone).

    Each is hidden before it loses its parent: a widget added to a layout in
    the same pass of the event loop has a show queued (``QLayout``'s
    ``addChildWidget``), which would show it as a window of its own, a stray
    little window over the table until it is deleted.
    """
    focus = QApplication.focusWidget()
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            if focus is not None and (focus is widget or widget.isAncestorOf(focus)):
                _focus_up(layout.parentWidget(), focus)
                focus = None
            drop_widget(widget)


def drop_widget(widget: QWidget) -> None:
    """Hide ``widget``, take it from its parent and delete it later.

    Hidden first: a show Qt queued for it when it joined a layout
    (``addChildWidget``) would otherwise show it as a window of its own.
    """
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def release_focus(widget: QWidget) -> None:
    """Before ``widget`` hides, move the keyboard focus out of it.

    If the focus is in it, hand it to the nearest widget around it that takes a focus (the table
    itself), not to the next widget of the focus chain as Qt would.
    """
    focus = QApplication.focusWidget()
    if focus is not None and (focus is widget or widget.isAncestorOf(focus)):
        _focus_up(widget.parentWidget(), focus)


def _focus_up(holder: QWidget | None, focus: QWidget) -> None:
    """Give the focus to ``holder`` or its nearest ancestor that takes one.

    The ancestor is looked for in its window; with none, the focus is cleared.
    """
    while holder is not None and holder.focusPolicy() == Qt.FocusPolicy.NoFocus and not holder.isWindow():
        holder = holder.parentWidget()
    if holder is not None and holder.focusPolicy() != Qt.FocusPolicy.NoFocus:
        holder.setFocus(Qt.FocusReason.OtherFocusReason)
    else:
        focus.clearFocus()


class FlowLayout(QLayout):
    """Items in reading order, as many a row as the width holds.

    Each at its size hint.

    ``spacing``: pixels between items and between rows.  Its least width is
    its widest item's; its height follows its width (:meth:`heightForWidth`).
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(spacing)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize()).expandedTo(QSize(item.sizeHint().width(), 0))
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Place the items in ``rect``; return the height they take.

        Each is centred on its row's height; they are only measured unless ``move``.
        """
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        gap = max(0, self.spacing())
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._items:
            # A hidden widget takes no room.
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if rows[-1] and x + hint.width() > area.right() + 1:
                rows.append([])
                x = area.x()
            rows[-1].append((item, hint))
            x += hint.width() + gap
        y = area.y()
        for row in rows:
            height = max((hint.height() for _, hint in row), default=0)
            if move:
                x = area.x()
                for item, hint in row:
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
                    x += hint.width() + gap
            y += height + gap
        used = y - gap - area.y() if any(rows) else 0
        return used + margins.top() + margins.bottom()
