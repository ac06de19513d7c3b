"""Spanish everywhere: Qt's own dialogs, key names written one way.

Spanish everywhere: Qt's own dialogs speak it, and every text writes key names
one way.

A Spanish table saw Qt's file dialog say "Look in:" and "Files of type:"
(``qtbase_es`` has no translation for those labels as the dialog writes
them, with their accelerators), and its menus say "Control+G" beside the
app's "Ctrl+…".  The app's catalogue, installed after Qt's, holds those few
strings (:data:`archenemy.desktop.i18n.QT_STRINGS`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from archenemy.desktop.i18n import install_language, qt_translations_dir

# Key names Qt's own Spanish catalogue uses and the app does not.
QT_WORDS = ("Control", "Mayúsculas", "Retorno", "Escape", "Suprimir")


def file_dialog_labels() -> list[str]:
    dialog = QFileDialog(None, "", str(Path.home()))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    try:
        return [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    finally:
        dialog.deleteLater()


def test_qt_has_its_spanish_catalogue_here() -> None:
    assert (Path(qt_translations_dir()) / "qtbase_es.qm").exists(), (
        "PySide6's translations folder (the bundle keeps it)"
    )


def test_qts_file_dialog_speaks_spanish(qapp) -> None:
    install_language("es")
    labels = file_dialog_labels()
    assert "&Look in:" not in labels and "Files of &type:" not in labels, labels
    plain = [label.replace("&", "") for label in labels]
    assert "Buscar en:" in plain and "Archivos de tipo:" in plain, labels
    install_language("en")
    assert "&Look in:" in file_dialog_labels()


def menu_shortcuts(window) -> list[str]:
    return [
        action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        for action in window.findChildren(type(window.menus.undo_action))
        if not action.shortcut().isEmpty()
    ]


@pytest.mark.parametrize("switched", [False, True])
def test_menus_and_texts_write_key_names_one_way(make_window, qtbot, switched) -> None:
    """In Spanish from the start, or switched to Spanish while playing.

    View → Language.
    """
    window = make_window(None, None if switched else "es")
    if switched:
        window.set_language("es")
        qtbot.wait(20)
        labels = file_dialog_labels()
        assert not any(label in ("&Look in:", "Files of &type:") for label in labels), labels
    shortcuts = menu_shortcuts(window)
    assert "Ctrl+G" in shortcuts and "Ctrl+Mayús+S" in shortcuts, shortcuts
    assert not any(word in text for text in shortcuts for word in QT_WORDS), shortcuts
    window.keys.show_keys()
    dialog = window.dialogs.opened[-1]
    keys = " ".join(key for key, _ in dialog.rows())
    assert "Ctrl+Mayús+Z" in keys and "Intro" in keys and "Espacio" in keys, keys
    assert not any(word in keys for word in QT_WORDS), keys
    texts = [
        window.turn_bar.undo_button.toolTip(),
        window.turn_bar.redo_button.toolTip(),
        window.turn_bar.next_button.text(),
    ]
    texts += [a.text() for a in window.findChildren(type(window.menus.undo_action))]
    written = re.findall(r"\b(?:Ctrl|Control|Mayús|Mayúsculas|Shift)\b", " ".join(texts))
    assert written and set(written) <= {"Ctrl", "Mayús"}, written
    QApplication.processEvents()
