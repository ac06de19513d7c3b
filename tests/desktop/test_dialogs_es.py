"""Every dialog of the app opens in Spanish, with no English UI text ."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from archenemy.desktop.table.window import MainWindow

from support.i18n import english_in_widget


def _last_dialog(window: MainWindow) -> QDialog:
    dialog = window.dialogs.opened[-1]
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    return dialog


@pytest.mark.parametrize(
    "opener",
    [
        "files.open_new_game_dialog",
        "files.open_deck_builder",
        "dialogs.show_rulings",
        "dialogs.open_all_heroes_life",
        "dialogs.open_exact_life",
    ],
)
def test_dialog_opens_in_spanish(spanish_window, opener):
    names = {p.name for p in spanish_window.session.state.players}
    part, method = opener.split(".")
    getattr(getattr(spanish_window, part), method)()
    dialog = _last_dialog(spanish_window)
    english = english_in_widget(dialog, names)
    assert not english, f"English text in {type(dialog).__name__}: {english}"
    dialog.close()


def test_new_game_dialog_offers_spanish_default_names(spanish_window):
    spanish_window.files.open_new_game_dialog()
    dialog = _last_dialog(spanish_window)
    dialog.reset_to_default()
    assert [row.name.text() for row in dialog.rows] == ["Archienemigo", "Héroe 1", "Héroe 2", "Héroe 3"]
    dialog.close()
