"""Help → About (``desktop/table/about.py``): version, licence, the Fan Content Policy notice, credits."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.desktop.i18n import install_language
from archenemy.desktop.table.about import AboutDialog

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def about(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    yield dialog
    install_language("en")


def test_about_names_the_version_licence_and_fan_content_policy(about) -> None:
    version = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert about.version() == version
    assert f"Version {version}" in about.title.text()
    body = about.body.text()
    assert "MIT License" in body
    assert "unofficial Fan Content permitted under the Fan Content Policy" in body
    assert "Not approved/endorsed by Wizards" in body
    assert "©Wizards of the Coast LLC" in body
    assert "PySide6" in body and "fonts" in body
    assert not about.icon.pixmap().isNull()


def test_about_speaks_spanish_when_the_language_changes(about) -> None:
    english = about.body.text()
    install_language("es")
    QApplication.processEvents()  # the LanguageChange event is posted
    assert about.windowTitle() == "Acerca de Archenemy Companion"
    assert about.body.text() != english
    assert "Política de contenido de fans" in about.body.text()
