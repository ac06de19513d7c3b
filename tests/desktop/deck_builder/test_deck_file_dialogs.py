"""The deck builder's Import and Export start in the documents folder.

They start in the user's documents (or home) folder, never the cwd.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from archenemy.desktop.deck_builder.file_dialogs import deck_folder, open_deck_file_dialog
from archenemy.desktop.deck_builder.files import safe_file_stem


@pytest.mark.parametrize("save", [True, False])
def test_deck_dialogs_start_in_home_not_in_the_working_directory(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, save: bool
) -> None:
    elsewhere = tmp_path / "launched-from-here"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = open_deck_file_dialog(parent, save=save, deck_name="My deck", chosen=lambda _path: None)
    try:
        assert Path(dialog.directory().absolutePath()).resolve() == Path(deck_folder()).resolve()
        assert Path(deck_folder()).resolve() != elsewhere.resolve()
        if save:
            suggested = Path(dialog.selectedFiles()[0])
            assert suggested.parent.resolve() == Path(deck_folder()).resolve()
            assert suggested.name == safe_file_stem("My deck") + ".txt"
    finally:
        dialog.reject()


def test_deck_folder_prefers_documents_when_it_exists() -> None:
    home = Path.home()
    # The test HOME has no Documents folder yet
    assert Path(deck_folder()).resolve() == home.resolve()
    (home / "Documents").mkdir()
    assert Path(deck_folder()).resolve() == (home / "Documents").resolve()


@pytest.mark.parametrize("save", [True, False])
def test_closing_a_deck_file_dialog_gives_the_keys_back_to_the_deck_builder(
    qtbot, monkeypatch: pytest.MonkeyPatch, save: bool
) -> None:
    """Under Xvfb the keys typed after Escape in Import… went nowhere until a click.

    No window manager.
    """
    from archenemy.desktop.deck_builder import file_dialogs

    given: list[QWidget] = []
    monkeypatch.setattr(file_dialogs, "give_focus_back", given.append)
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = open_deck_file_dialog(parent, save=save, deck_name="", chosen=lambda _path: None)
    dialog.reject()
    assert given == [parent.window()]


def test_the_deck_builder_opened_from_the_table_takes_the_keys(make_window, qtbot, monkeypatch):
    """No window manager (Xvfb).

    Nothing activated the deck builder opened with Ctrl+D, so Escape and Ctrl+R
    reached the table behind it.  It is raised and activated once shown
    (offscreen does that by itself, so the call is what is checked).
    """
    from archenemy.desktop.table import window_dialogs
    from archenemy.desktop.widgets import dialog_keys

    activated: list[QWidget] = []
    monkeypatch.setattr(
        window_dialogs, "activate_when_shown", lambda w: (activated.append(w), dialog_keys.activate_when_shown(w))
    )
    window = make_window()
    window.menus.deck_builder_action.trigger()
    builder = window.dialogs.opened[-1]
    assert activated == [builder] and builder.isVisible()
    qtbot.waitUntil(builder.isActiveWindow, timeout=2000)
