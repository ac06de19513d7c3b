"""Every dialog of the app opens in Spanish, with no English UI text (issue: English and Spanish everywhere)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QDialog, QGroupBox, QLabel, QWidget
from test_i18n import _english_patterns, _pieces, qm_dir, translations  # noqa: F401 (fixtures)

from archenemy.desktop.i18n import install_language
from archenemy.desktop.session import Session
from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import NextStep
from archenemy.engine.catalogue import load_catalogue


def _texts(widget: QWidget) -> list[str]:
    found = [widget.windowTitle()]
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget):
            continue
        if isinstance(child, (QLabel, QAbstractButton)) and child.text():
            found.append(child.text())
        if isinstance(child, QGroupBox) and child.title():
            found.append(child.title())
        if child.toolTip():
            found.append(child.toolTip())
    return found


def _english(widget: QWidget, allowed: set[str]) -> list[tuple[str, str]]:
    allowed = allowed | {"Archenemy Companion"} | {s.name_en for s in load_catalogue("en").values()}
    allowed |= {p.name_en for p in load_catalogue("en").precons}
    patterns = _english_patterns()
    found = []
    for text in _texts(widget):
        for piece in _pieces(text) - allowed:
            found += [(piece, source) for source, pattern in patterns if pattern.fullmatch(piece)]
    return found


@pytest.fixture
def spanish_window(translations, tmp_path: Path, qtbot):  # noqa: F811 (the imported fixture)
    install_language("es")
    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, "es")
    qtbot.addWidget(window)
    window.show()
    for _ in range(3):
        session.perform(NextStep())
    yield window
    window.close()
    session.close()
    install_language("en")


def _last_dialog(window: MainWindow) -> QDialog:
    dialog = window._dialogs[-1]
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    return dialog


@pytest.mark.parametrize(
    "opener",
    ["open_new_game_dialog", "open_deck_builder", "show_rulings", "open_all_heroes_life", "open_exact_life"],
)
def test_dialog_opens_in_spanish(spanish_window, opener):
    names = {p.name for p in spanish_window.session.state.players}
    getattr(spanish_window, opener)()
    dialog = _last_dialog(spanish_window)
    english = _english(dialog, names)
    assert not english, f"English text in {type(dialog).__name__}: {english}"
    dialog.close()


def test_new_game_dialog_offers_spanish_default_names(spanish_window):
    spanish_window.open_new_game_dialog()
    dialog = _last_dialog(spanish_window)
    dialog.reset_to_default()
    assert [row.name.text() for row in dialog.rows] == ["Archienemigo", "Héroe 1", "Héroe 2", "Héroe 3"]
    dialog.close()
