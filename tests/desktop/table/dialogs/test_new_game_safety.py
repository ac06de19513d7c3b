"""Nothing that throws a set-up away acts unasked.

Nothing takes the focus by itself or acts without a confirmation or an undo.

Found under a real X server: after the eighth hero "Add a player" is
disabled and Qt hands the focus to the next button, "Default game", whose
Space reset the set-up to 1 vs 3.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from archenemy.desktop.table.dialogs.new_game import NewGameDialog
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.variants import Variant

from support.xvfb import run_scenario


def new_game(qtbot) -> NewGameDialog:
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    dialog.reset_to_default()
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    return dialog


def names(dialog: NewGameDialog) -> list[str]:
    return [row.name.text() for row in dialog.rows]


def test_space_on_add_a_player_gives_the_new_seats_name_the_focus_never_default_game(qtbot) -> None:
    dialog = new_game(qtbot)
    dialog.add_button.setFocus()
    while dialog.add_button.isEnabled():
        if not dialog.add_button.hasFocus():
            dialog.add_button.setFocus()
        qtbot.keyClick(dialog.add_button, Qt.Key.Key_Space)
        focus = QApplication.focusWidget()
        assert focus is dialog.rows[-1].name, focus
    assert len(dialog.rows) == 9 and QApplication.focusWidget() is not dialog.default_button


def test_default_game_can_be_undone(qtbot) -> None:
    dialog = new_game(qtbot)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.ARCHENEMY_COMMANDER))
    for _ in range(3):
        dialog.add_row()
    before = names(dialog)
    assert not dialog.undo_button.isVisible()
    # Default names only: no question, at once
    dialog.default_button.click()
    assert names(dialog) == ["Archenemy", "Hero 1", "Hero 2", "Hero 3"]
    assert dialog.undo_button.isVisible() and "Default game" in dialog.undo_button.text()
    dialog.undo_button.click()
    assert names(dialog) == before and dialog.variant_value is Variant.ARCHENEMY_COMMANDER
    assert not dialog.undo_button.isVisible()


def test_removing_a_seat_can_be_undone_with_ctrl_z_and_the_focus_stays_on_the_seats(qtbot) -> None:
    dialog = new_game(qtbot)
    dialog.rows[2].name.setText("Ana")
    dialog.rows[2].remove.setFocus()
    qtbot.keyClick(dialog.rows[2].remove, Qt.Key.Key_Space)
    assert names(dialog) == ["Archenemy", "Hero 1", "Hero 3"]
    assert "Ana" in dialog.undo_button.text()
    focus = QApplication.focusWidget()
    assert isinstance(focus, QLineEdit) and focus is dialog.rows[2].name, focus
    # Ctrl+Z anywhere but a name field undoes the removal
    dialog.start_button.setFocus()
    qtbot.keyClick(dialog.start_button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert names(dialog) == ["Archenemy", "Hero 1", "Ana", "Hero 3"]


@pytest.mark.parametrize("typed", ["typed", "defaults"])
def test_under_a_real_x_server_one_space_too_many_after_the_eighth_hero_keeps_the_set_up(
    xvfb_display, tmp_path, typed
) -> None:
    seen = run_scenario("new_game_after_the_eighth_hero", xvfb_display, tmp_path, typed)
    assert seen["rows"] == 9, seen
    assert all(focus.startswith("QLineEdit:") for focus in seen["focus_after"]), seen
    assert seen["rows_after_one_more_space"] == 9 and seen["variant"] == seen["chosen_variant"], seen
    if typed == "typed":
        assert seen["names_after"][1:4] == ["Typed Hero 1", "Typed Hero 2", "Typed Hero 3"], seen
