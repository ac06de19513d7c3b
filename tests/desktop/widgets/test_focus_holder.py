"""The widget holding the window's focus repaints nothing as the focus moves.

A plain ``QWidget`` repaints itself and every child at each focus change;
the main window's central widget holds the focus whenever no field does, so
a question's number field taking the focus repainted the whole table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from archenemy.desktop.widgets.focus_holder import FocusHolder


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _label_paints_on_focus_moves(qtbot, holder: QWidget) -> int:
    """How often a child label is painted while the focus goes to a field and back.

    ``holder`` sits in a window as the main window's central widget does,
    taking the focus by a click (and from the code).
    """
    window = QWidget()
    QVBoxLayout(window).addWidget(holder)
    holder.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    layout = QVBoxLayout(holder)
    label = QLabel("Hero 1: 20")
    field = QLineEdit()
    layout.addWidget(label)
    layout.addWidget(field)
    layout.addStretch(1)
    window.resize(400, 300)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    holder.setFocus()
    qtbot.waitUntil(holder.hasFocus, timeout=3000)
    qtbot.wait(50)
    paints = _Paints()
    label.installEventFilter(paints)
    field.setFocus()
    qtbot.waitUntil(field.hasFocus, timeout=3000)
    qtbot.wait(50)
    holder.setFocus()
    qtbot.waitUntil(holder.hasFocus, timeout=3000)
    qtbot.wait(50)
    label.removeEventFilter(paints)
    window.close()
    return paints.count


def test_a_plain_widget_repaints_its_children_when_the_focus_moves(qtbot):
    # What the holder avoids: were this 0, the test below would prove nothing
    assert _label_paints_on_focus_moves(qtbot, QWidget()) > 0


def test_the_focus_holder_repaints_no_child_when_the_focus_moves(qtbot):
    assert _label_paints_on_focus_moves(qtbot, FocusHolder()) == 0
