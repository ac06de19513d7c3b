"""Emptying a layout leaves no widget behind as a window of its own.

``clear_layout`` and ``drop_widget``, offscreen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

from archenemy.desktop.widgets.layouts import FlowLayout, clear_layout, drop_widget

from support.windows import windows_left_open


def _stray_windows(*kept: QWidget) -> list[str]:
    return [type(widget).__name__ for widget in windows_left_open() if widget not in kept]


def test_widgets_added_and_cleared_in_one_pass_never_show_as_windows(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    outer = QVBoxLayout(holder)
    row = FlowLayout()
    outer.addLayout(row)
    holder.show()
    qtbot.waitExposed(holder)
    # A banner rebuilt twice before the event loop is back (an undo, then the new state)
    row.addWidget(QLabel("Apply:"))
    row.addWidget(QPushButton("Damage to each opponent"))
    clear_layout(row)
    QApplication.processEvents()
    assert _stray_windows(holder) == []
    assert row.count() == 0


def test_a_dropped_widget_is_hidden_and_deleted_later(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    holder.show()
    button = QPushButton("Remove this seat")
    layout.addWidget(button)
    drop_widget(button)
    QApplication.processEvents()
    assert _stray_windows(holder) == []
    assert button.parent() is None and button.isHidden()
