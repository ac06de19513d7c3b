"""The table's number dialogs: the focus on the number, what is typed replaces it.

Each dialog opens with the keyboard on its number, the number selected:
"-3" typed in Several players at once (Ctrl+M) is a loss of 3, never 30,
and Set life to… (Ctrl+Shift+L) sets the typed total, never the old one.
The same when Tab reaches a field.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QSpinBox


def focused_in(qtbot, dialog: QDialog) -> QSpinBox:
    """The number field that has the keyboard focus in ``dialog`` (waited for)."""
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    field = QApplication.focusWidget()
    assert isinstance(field, QSpinBox), f"the focus is on {field!r}, not a number"
    return field


def test_several_players_at_once_takes_minus_three_as_a_loss_of_three(make_window, qtbot) -> None:
    window = make_window()
    window.menus.several_action.trigger()
    dialog = window.dialogs.opened[-1]
    field = focused_in(qtbot, dialog)
    assert field is window.totals.totals_rows["Archenemy"][0]
    qtbot.keyClicks(field, "-3")
    qtbot.keyClick(field, Qt.Key.Key_Tab)
    poison = focused_in(qtbot, dialog)
    qtbot.keyClicks(poison, "2")
    qtbot.keyClick(poison, Qt.Key.Key_Tab)
    qtbot.keyClicks(focused_in(qtbot, dialog), "-5")
    dialog.accept()
    state = window.session.state
    assert state.player("Archenemy").life == 37
    assert state.player("Archenemy").poison == 2
    assert state.player("Hero 1").life == 15


def test_set_life_takes_the_typed_total_with_the_focus_on_the_number(make_window, qtbot) -> None:
    window = make_window()
    window.menus.set_life_action.trigger()
    dialog = window.dialogs.opened[-1]
    field = focused_in(qtbot, dialog)
    qtbot.keyClicks(field, "12")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert window.session.state.player("Archenemy").life == 12


@pytest.mark.parametrize("opener", ["dialogs.open_exact_life", "dialogs.open_all_heroes_life", "totals.open_counters"])
def test_every_number_dialog_opens_with_its_number_selected(make_window, qtbot, opener: str) -> None:
    window = make_window()
    part, method = opener.split(".")
    getattr(getattr(window, part), method)()
    dialog = window.dialogs.opened[-1]
    field = focused_in(qtbot, dialog)
    assert field.lineEdit().selectedText() == field.lineEdit().text() != ""
    qtbot.keyClicks(field, "-2")
    assert field.value() == -2 or field.minimum() >= 0
