"""Help → About (``desktop/table/dialogs/about.py``).

Version, licence, the Fan Content Policy notice, credits; the main window's
Help menu opens it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.desktop.i18n import install_language
from archenemy.desktop.table.dialogs.about import AboutDialog


@pytest.fixture
def about(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    yield dialog
    install_language("en")


def test_about_names_the_version_licence_and_fan_content_policy(about) -> None:
    from importlib.metadata import version as installed

    version = installed("archenemy-companion")
    assert about.version() == version
    assert f"Version {version}" in about.title.text()
    body = about.body.text()
    assert "MIT License" in body
    assert "unofficial Fan Content permitted under the Fan Content Policy" in body
    assert "Not approved/endorsed by Wizards" in body
    assert "©Wizards of the Coast LLC" in body
    assert "PySide6" in body and "fonts" in body
    # the bundled Mana font (resources/fonts) is credited with its licence
    assert "Mana font by Andrew Gioia" in body and "SIL Open Font License 1.1" in body
    # where the card images come from, after the Fan Content Policy notice
    assert "Card images come from Scryfall (scryfall.com)" in body
    assert body.index("Card images come from Scryfall") > body.index("Fan Content Policy")
    assert "Scryfall is not produced by or endorsed by Wizards of the Coast" in body
    assert not about.icon.pixmap().isNull()


def test_about_speaks_spanish_when_the_language_changes(about) -> None:
    english = about.body.text()
    install_language("es")
    # The LanguageChange event is posted
    QApplication.processEvents()
    assert about.windowTitle() == "Acerca de Archenemy Companion"
    assert about.body.text() != english
    assert "Política de contenido de fans" in about.body.text()
    assert "la fuente Mana de Andrew Gioia" in about.body.text()
    assert "Las imágenes de las cartas vienen de Scryfall" in about.body.text()
    # the longer Spanish texts fit: the box grew with them
    about.show()
    QApplication.processEvents()
    assert about.body.height() >= about.body.heightForWidth(about.body.width())


def test_the_help_menu_opens_the_about_box(qtbot, tmp_path: Path) -> None:
    from archenemy.desktop.session import Session
    from archenemy.desktop.table import MainWindow

    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[-1] == "&Help"
    menu = window.menuBar().actions()[-1].menu()
    assert [action.text() for action in menu.actions()] == ["&About Archenemy Companion"]
    window.menus.about_action.trigger()
    [dialog] = [d for d in window.dialogs.opened if isinstance(d, AboutDialog)]
    qtbot.waitUntil(dialog.isVisible, timeout=3000)
    dialog.reject()
    assert not any(isinstance(d, AboutDialog) for d in window.dialogs.opened)
    session.close()
