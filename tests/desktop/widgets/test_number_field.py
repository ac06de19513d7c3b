"""The one number field: a question's count and a dialog's number alike.

What is typed first replaces the value shown; the game's Undo and Redo
keys reach the window's actions, except in a dialog, where the field's own
text undo has them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QVBoxLayout

from archenemy.desktop.widgets.number_field import COUNT_MAX, NumberField


def _shown_in_a_window(qtbot, field: NumberField) -> tuple[QMainWindow, list[str]]:
    """``field`` as a window's central widget, with the keyboard focus.

    The window's Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z) actions write what
    they hear in the list returned.
    """
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(field)
    heard: list[str] = []
    for name, key in (("undo", QKeySequence(QKeySequence.StandardKey.Undo)), ("redo", QKeySequence("Ctrl+Shift+Z"))):
        action = QAction(window)
        action.setShortcut(key)
        action.triggered.connect(lambda _=False, name=name: heard.append(name))
        window.addAction(action)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus, timeout=3000)
    return window, heard


def test_a_count_goes_from_zero_to_its_largest_and_its_first_digit_replaces_the_zero(qtbot) -> None:
    field = NumberField(name="Count")
    window, _ = _shown_in_a_window(qtbot, field)
    assert (field.minimum(), field.maximum(), field.value()) == (0, COUNT_MAX, 0)
    assert field.accessibleName() == "Count"
    # The selection dropped, the first digit replaces the value all the same
    field.lineEdit().deselect()
    field.lineEdit().end(False)
    qtbot.keyClicks(field, "23")
    assert field.value() == 23 and window.isVisible()


def test_a_signed_number_typed_replaces_the_value(qtbot) -> None:
    field = NumberField(-999, 999, -3, "Amount")
    window, _ = _shown_in_a_window(qtbot, field)
    field.lineEdit().deselect()
    qtbot.keyClicks(field, "-5")
    assert field.value() == -5
    # A moved cursor is an edit: later digits add
    field.lineEdit().end(False)
    qtbot.keyClicks(field, "0")
    assert field.value() == -50 and window.isVisible()


def test_the_undo_and_redo_keys_in_a_number_field_are_the_windows(qtbot) -> None:
    field = NumberField(-999, 999, 0, "Amount")
    window, heard = _shown_in_a_window(qtbot, field)
    qtbot.keyClicks(field, "7")
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert heard == ["undo", "redo"]
    assert field.value() == 7 and window.isVisible(), "the field's own text undo kept out"


def test_in_a_dialog_with_no_undo_action_ctrl_z_undoes_what_was_typed(qtbot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    field = NumberField(-999, 999, -3, "Amount")
    QVBoxLayout(dialog).addWidget(field)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field, timeout=3000)
    qtbot.keyClicks(field, "5")
    assert field.value() == 5
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.value() == -3
