"""A test that left another language installed leaves English to the next."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from support.qt_fixtures import english_again


def test_spanish_translators_under_an_english_command_catalogue_are_undone(translations) -> None:
    """Qt's Spanish and a command's English catalogue read without Qt: English again.

    The seats' default words then read English while every ``tr()`` of a
    widget reads Spanish ("Héroe 2"), so a check of the seats alone kept
    Spanish for the tests after.
    """
    from archenemy.desktop.i18n import install_language, installed_language
    from archenemy.desktop.qm import install_plain

    install_language("es")
    install_plain("en")
    assert QCoreApplication.translate("Share", "Just watching") != "Just watching"
    english_again()
    assert installed_language() == "en"
    assert QCoreApplication.translate("Share", "Just watching") == "Just watching"
