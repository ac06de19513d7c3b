"""Renaming a player from the window.

Edit → Rename a player… (F2), undo with Ctrl+Z.

Also what follows a renamed player outside the engine: the selection, the
panels, the log, the undo text, the second window's colours, the rematch, the
recent games list and ``archenemy replay``; and the dialog's text contrast and
Spanish words.
"""

from __future__ import annotations

import io
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from archenemy.desktop.cli.commands import main as cli_main
from archenemy.desktop.table.dialogs.player_name import PlayerNameDialog
from archenemy.engine.actions import ChangeLife, Rename, SetColour

from support.contrast import MODES, failures, text_widgets
from support.i18n import english_in_widget
from support.paths import DATA


def shown_texts(top: QWidget) -> list[str]:
    """Every text a visible label of ``top`` shows."""
    return [w.text() for w in top.findChildren(QLabel) if w.isVisible() and w.text()]


def open_dialog(window, qtbot) -> PlayerNameDialog:
    qtbot.keyClick(window, Qt.Key.Key_F2)
    dialog = window.dialogs.rename_dialog
    qtbot.waitExposed(dialog)
    return dialog


def test_f2_renames_the_selected_player_and_ctrl_z_restores_the_old_name_on_screen(make_window, qtbot):
    window = make_window()
    # Hero 2
    qtbot.keyClick(window, Qt.Key.Key_2)
    dialog = open_dialog(window, qtbot)
    assert dialog.player == "Hero 2" and dialog.name_edit.text() == "Hero 2"
    qtbot.waitUntil(dialog.name_edit.hasFocus, timeout=2000)
    # Typing replaces it
    assert dialog.name_edit.selectedText() == "Hero 2"
    # Unchanged
    assert not dialog.ok_button.isEnabled()
    # Typed over the selected name
    qtbot.keyClicks(dialog.name_edit, "  Ana Mar")
    # QTest types ASCII only
    dialog.name_edit.insert("ía ")
    assert dialog.ok_button.isEnabled() and dialog.status.text() == ""
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    state = window.session.state
    assert [p.name for p in state.players] == ["Archenemy", "Hero 1", "Ana María", "Hero 3"]
    # The selection follows the seat
    assert window.selected == "Ana María"
    assert "Ana María" in window.panels and "Hero 2" not in window.panels
    assert window.panels["Ana María"].name_label.text() == "Ana María"
    window.log_dock.show()
    assert "Hero 2 is now called Ana María." in window.log.lines()[0]
    assert "Hero 2 → Ana María" in window.menus.undo_action.text()
    last = json.loads(window.session.path.read_text(encoding="utf-8").splitlines()[-1])
    # The time stamp of the first line a session writes (docs/history.md)
    last.pop("at", None)
    # Journaled at once
    assert last == {"type": "rename", "player": "Hero 2", "name": "Ana María"}
    # The selected (renamed) player's life
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert window.session.state.player("Ana María").life == 19
    # The offscreen platform does not give the activation back by itself
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    # The life change
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # The rename
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [p.name for p in window.session.state.players][2] == "Hero 2"
    assert window.selected == "Hero 2" and "Hero 2" in window.panels
    assert window.panels["Hero 2"].name_label.text() == "Hero 2"
    # Nowhere on screen any more, but in what the undo says it undid ("Undone: …").
    undone = {window.helper_label.text(), window.status.text()}
    assert window.helper_label.text().startswith("Undone:")
    assert not any("Ana María" in text for text in shown_texts(window) if text not in undone)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.panels["Ana María"].name_label.text() == "Ana María"


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("", "The new name of Hero 1 cannot be empty"),
        ("hero 2", "Hero 1 cannot be called “hero 2”: Hero 2 is already called that"),
        ("Heroes", "Hero 1 cannot be called “Heroes”: that name is reserved for the heroes' team"),
        ("x" * 41, "is longer than 40 characters"),
    ],
)
def test_the_dialog_shows_the_engines_refusal_and_cannot_be_accepted(make_window, qtbot, typed, shown):
    window = make_window()
    # Hero 1
    qtbot.keyClick(window, Qt.Key.Key_1)
    dialog = open_dialog(window, qtbot)
    dialog.name_edit.setText(typed)
    assert shown in dialog.status.text()
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    # Nothing sent, nothing journaled
    assert dialog.isVisible() and window.session.game.log == []
    dialog.reject()


def test_the_player_can_be_chosen_in_the_dialog_without_a_selection(make_window, qtbot):
    window = make_window()
    # Edit → Rename a player… with nobody selected: the first seat
    window.menus.rename_action.trigger()
    dialog = window.dialogs.rename_dialog
    assert dialog.player == "Archenemy"
    dialog.player_box.setCurrentText("Hero 3")
    assert dialog.name_edit.text() == "Hero 3"
    dialog.name_edit.setText("Bea")
    dialog.ok_button.click()
    assert window.session.state.players[3].name == "Bea"


def test_a_refusal_after_the_dialog_opened_shows_in_the_status_bar_as_every_action_does(make_window, qtbot):
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_1)
    dialog = open_dialog(window, qtbot)
    dialog.name_edit.setText("Ana")
    # Meanwhile (a script, another route): the name is taken
    window.session.perform(Rename("Hero 3", "Ana"))
    window.act(dialog.renamed)
    assert "Hero 1 cannot be called “Ana”: Ana is already called that" in window.status.text()
    dialog.reject()


def test_colours_follow_the_renamed_player_on_the_panels_and_the_second_window(make_window, qtbot):
    window = make_window()
    window.session.perform(SetColour("Hero 1", "#8e44ad"))
    window.session.perform(Rename("Hero 1", "Ana"))
    assert window.panels["Ana"].property("seatColour") == "#8e44ad"
    window.second_window.toggle_display(True)
    qtbot.addWidget(window.second_window.display)
    window.show_state()
    assert "Ana" in window.second_window.display.seats
    assert window.second_window.display.seats["Ana"].property("seatColour") == "#8e44ad"
    window.second_window.toggle_display(False)


def test_rematch_and_recent_games_use_the_corrected_names(make_window, qtbot):
    from archenemy.desktop.table.dialogs.recent_games import recent_games

    window = make_window()
    window.session.perform(Rename("Hero 1", "Ana"))
    window.session.perform(SetColour("Ana", "#2e86de"))
    games = recent_games(window.session.games_dir, window.catalogue())
    assert games[0].players == ("Archenemy", "Ana", "Hero 2", "Hero 3")
    window.files.rematch()
    players = window.session.game.start.setup.players
    assert [p.name for p in players] == ["Archenemy", "Ana", "Hero 2", "Hero 3"]
    # Each seat keeps its deck
    assert players[1].colour == "#2e86de" and players[0].deck


def test_archenemy_replay_prints_the_new_name(make_window, tmp_path):
    window = make_window()
    window.session.perform(ChangeLife("Hero 1", -3))
    window.session.perform(Rename("Hero 1", "Ana"))
    path = window.session.path
    out, err = io.StringIO(), io.StringIO()
    assert cli_main(["replay", str(path), "--lang", "en"], out, err) == 0
    assert "  Ana: 17" in out.getvalue() and "Hero 1" not in out.getvalue()
    out = io.StringIO()
    assert cli_main(["replay", str(path), "--json"], out, err) == 0
    assert [p["name"] for p in json.loads(out.getvalue())["players"]][1] == "Ana"


@pytest.mark.parametrize("mode", MODES)
def test_the_dialog_reads_at_aa(make_window, qtbot, mode):
    window = make_window()
    if mode != "none":
        window.set_color_scheme(mode)
    dialog = open_dialog(window, qtbot)
    # The refusal in the error colour is shown too
    dialog.name_edit.setText("")
    QApplication.processEvents()
    assert len(text_widgets(dialog)) >= 4
    assert failures(dialog) == []
    dialog.reject()


def test_the_dialog_and_its_menu_entry_speak_spanish(spanish_window):
    window = spanish_window
    assert window.menus.rename_action.text() == "Cambiar el &nombre de un jugador…"
    window.dialogs.open_rename_player()
    dialog = window.dialogs.rename_dialog
    dialog.name_edit.setText("")
    names = {p.name for p in window.session.state.players}
    assert english_in_widget(dialog, names) == []
    assert dialog.status.text() == "El nuevo nombre de Archienemigo no puede estar vacío"
    dialog.reject()


def test_archenemy_replay_calls_a_refused_line_of_a_current_version_save_invalid_not_a_rules_change():

    from archenemy.engine.journal import SAME_RULES_SINCE

    save = DATA / "damaged_saves" / "refused_action.jsonl"
    assert json.loads(save.read_text(encoding="utf-8").splitlines()[0])["version"] == SAME_RULES_SINCE
    out, err = io.StringIO(), io.StringIO()
    # The current rules: damage
    assert cli_main(["replay", str(save), "--lang", "en"], out, err) == 1
    assert "invalid action" in err.getvalue()


def test_f1_lists_f2_and_f2_works_in_table_mode(make_window, qtbot):
    from archenemy.desktop.table.dialogs.keys_help import KeysDialog

    window = make_window()
    assert "F2" in [key for key, _ in KeysDialog(window).rows()]
    # The menu bar is hidden: the window keeps the shortcut
    window.toggle_table_mode(True)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: window.dialogs.rename_dialog is not None and window.dialogs.rename_dialog.isVisible())
    window.dialogs.rename_dialog.reject()
    window.toggle_table_mode(False)
