"""The small dialogs are as wide as their whole title in the title bar."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics, QGuiApplication

from archenemy.desktop.widgets.title_room import TITLE_BUTTONS_PX, shown_title


@pytest.mark.parametrize("opener", ["menus.set_life_action", "menus.several_action"])
# The app's name comes from make_window (configure_application), as the title bar shows it
def test_the_set_life_and_several_players_dialogs_have_room_for_their_title(make_window, qtbot, opener):
    window = make_window()
    owner, name = opener.split(".")
    getattr(getattr(window, owner), name).trigger()
    dialog = window.dialogs.opened[-1]
    assert shown_title(dialog).endswith(" — Archenemy Companion")
    needed = QFontMetrics(QGuiApplication.font()).horizontalAdvance(shown_title(dialog)) + TITLE_BUTTONS_PX
    qtbot.waitExposed(dialog)
    assert dialog.width() >= needed, (dialog.windowTitle(), dialog.width(), needed)
    dialog.reject()


def test_the_set_life_dialog_has_room_for_its_spanish_title(make_window, qtbot, translations):
    window = make_window(language="es")
    window.menus.set_life_action.trigger()
    dialog = window.dialogs.opened[-1]
    qtbot.waitExposed(dialog)
    needed = QFontMetrics(QGuiApplication.font()).horizontalAdvance(shown_title(dialog)) + TITLE_BUTTONS_PX
    assert dialog.width() >= needed
    dialog.reject()
