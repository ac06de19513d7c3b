"""Enter in a dialog presses its OK / Start / Close button only.

The keys come back to the table after it.

Every QPushButton in a QDialog is autoDefault unless told otherwise: the
button with the focus takes Enter ("Default game" once "Add a player" was
disabled threw away a typed set-up).  With no window manager, closing a
window leaves the X focus on the root window: the main window takes it back.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton

from archenemy.desktop.table.dialogs.new_game import NewGameDialog
from archenemy.desktop.widgets.dialog_keys import default_button_of
from archenemy.engine.catalogue import load_catalogue


def enter_buttons(dialog, default):
    """The push buttons of ``dialog`` that Enter could press besides ``default``."""
    return [b for b in dialog.findChildren(QPushButton) if b is not default and (b.autoDefault() or b.isDefault())]


def new_game(qtbot):
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    dialog.reset_to_default()
    return dialog


def test_enter_on_default_game_after_the_eighth_hero_starts_the_game(qtbot):
    dialog = new_game(qtbot)
    dialog.show()
    chosen = []
    dialog.setup_chosen.connect(chosen.append)
    dialog.rows[1].name.setText("Ana")
    while dialog.add_button.isEnabled():
        dialog.add_button.click()
    assert len(dialog.rows) == 9
    dialog.default_button.setFocus()
    assert enter_buttons(dialog, dialog.start_button) == []
    qtbot.keyClick(dialog.default_button, Qt.Key.Key_Return)
    assert len(dialog.rows) == 9 and dialog.rows[1].name.text() == "Ana", "Enter never resets the set-up"
    assert chosen and len(chosen[0].players) == 9, "Enter pressed Start game"


def test_enter_on_a_row_button_does_not_press_it(qtbot):
    dialog = new_game(qtbot)
    dialog.show()
    # Nothing to press: Enter must do nothing at all
    dialog.start_button.setEnabled(False)
    row = dialog.rows[2]
    row.remove.setFocus()
    qtbot.keyClick(row.remove, Qt.Key.Key_Return)
    assert len(dialog.rows) == 4


def test_default_game_asks_before_discarding_typed_names(qtbot):
    dialog = new_game(qtbot)
    dialog.show()
    dialog.rows[1].name.setText("Ana")
    dialog.add_row("Bea")
    dialog.default_button.click()
    box = dialog.default_question
    assert isinstance(box, QMessageBox) and box.isVisible()
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: not box.isVisible())
    assert [r.name.text() for r in dialog.rows][1:] == ["Ana", "Hero 2", "Hero 3", "Bea"]
    dialog.default_button.click()
    box = dialog.default_question
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: len(dialog.rows) == 4)
    assert [r.name.text() for r in dialog.rows] == ["Archenemy", "Hero 1", "Hero 2", "Hero 3"]


def test_default_game_without_typed_names_resets_at_once(qtbot):
    dialog = new_game(qtbot)
    dialog.add_row()
    dialog.default_button.click()
    assert len(dialog.rows) == 4


# Each dialog of the table: the window's action that opens it, and whether it needs a selected player.
DIALOGS = [
    ("new_action", False),
    ("rename_action", True),
    ("all_heroes_action", False),
    ("exact_life_action", True),
    ("several_action", False),
    ("set_life_action", True),
    ("counters_action", True),
    ("recent_action", False),
    ("keys_action", False),
    ("about_action", False),
]


def opened_dialog(window, before):
    return next(d for d in window.dialogs.opened if d not in before and isinstance(d, QDialog) and d.isVisible())


@pytest.mark.parametrize(("action", "select"), DIALOGS)
def test_every_dialog_presses_only_its_default_and_gives_the_keys_back(make_window, qtbot, action, select):
    window = make_window()
    if select:
        qtbot.keyClick(window, Qt.Key.Key_1)
    before = list(window.dialogs.opened)
    getattr(window.menus, action).trigger()
    qtbot.waitUntil(lambda: any(d not in before and d.isVisible() for d in window.dialogs.opened))
    dialog = opened_dialog(window, before)
    default = default_button_of(dialog)
    assert default is not None and default.isDefault(), action
    assert enter_buttons(dialog, default) == [], action
    dialog.reject()
    qtbot.waitUntil(lambda: window.isActiveWindow() and QApplication.focusWidget() is not None, timeout=3000)
    assert QApplication.focusWidget().window() is window
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
    assert window.selected == "Hero 2", "the keys work again"


def test_the_deck_builder_gives_the_keys_back(make_window, qtbot):
    window = make_window()
    window.menus.deck_builder_action.trigger()
    builder = window.dialogs.opened[-1]
    assert all(not b.autoDefault() for b in builder.findChildren(QPushButton))
    builder.reject()
    qtbot.waitUntil(lambda: window.isActiveWindow() and QApplication.focusWidget() is not None, timeout=3000)


def test_the_share_dialog_presses_only_close_and_gives_the_keys_back(make_window, qtbot):
    from archenemy.desktop.share.dialog import ShareDialog

    window = make_window()
    window.menus.share_action.trigger()
    dialog = window.findChild(ShareDialog)
    assert dialog is not None and dialog.isVisible()
    default = default_button_of(dialog)
    assert default is not None and enter_buttons(dialog, default) == []
    dialog.reject()
    qtbot.waitUntil(lambda: window.isActiveWindow() and QApplication.focusWidget() is not None, timeout=3000)


def test_leaving_table_mode_gives_the_keys_back(make_window, qtbot):
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.table_mode
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.table_mode
    qtbot.waitUntil(lambda: window.isActiveWindow() and QApplication.focusWidget() is not None, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert any(isinstance(d, NewGameDialog) and d.isVisible() for d in window.dialogs.opened), "Ctrl+N works"


def test_window_titles_name_the_app_once(make_window, qtbot):
    """X11 appends " — <display name>" to a title that does not end with it.

    No title may hold it elsewhere.
    """
    window = make_window()
    window.menus.display_action.trigger()
    name = "Archenemy Companion"
    for title in (window.windowTitle(), window.second_window.display.windowTitle()):
        assert title.endswith(name) or name not in title, title
