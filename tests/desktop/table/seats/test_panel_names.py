"""A player's name on their panel: smaller, then cut with "…".

Never wider than the window's room.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from archenemy.desktop.widgets.fitted_labels import OneLineLabel


def _archenemy_name(window) -> OneLineLabel:
    name = window.session.state.players[0].name
    label = window.panels[name].name_label
    assert isinstance(label, OneLineLabel)
    return label


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_1024_by_600_screen_holds_the_window_and_the_archenemys_whole_name(make_window, qtbot, language):
    """Before, "Archienemigo" at 16 pt bold (164 px) held the window at 1,058 px.

    Past a 1024 px netbook screen, Next step off its right edge.
    """
    window = make_window(None, language)
    window.resize(1024, 600)
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() == 1024
    label = _archenemy_name(window)
    # Smaller, and whole: nothing cut
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


def test_a_panel_with_room_draws_the_name_at_the_themes_size(make_window, qtbot):
    window = make_window(None, "es")
    window.resize(1366, 768)
    QApplication.processEvents()
    label = _archenemy_name(window)
    hero = window.panels[window.session.state.players[1].name].name_label
    assert label.font().pointSizeF() == hero.font().pointSizeF()


def test_the_line_shrinks_to_its_least_size_then_is_cut_with_an_ellipsis(qtbot):
    label = OneLineLabel("Archienemigo de la noche", shrink=0.75)
    font = label.font()
    font.setPointSizeF(16)
    font.setBold(True)
    label.setFont(font)
    label.theme_font_given()
    qtbot.addWidget(label)
    whole = label.sizeHint().width()
    least = label.minimumSizeHint().width()
    assert least < whole
    label.resize(whole, 40)
    label.show()
    QApplication.processEvents()
    assert label.font().pointSizeF() == 16
    label.resize(least, 40)
    QApplication.processEvents()
    assert label.font().pointSizeF() == 12
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    # Narrower than its least: the text stays whole in text(), the paint cuts it
    label.resize(least // 2, 40)
    QApplication.processEvents()
    assert label.font().pointSizeF() == 12 and label.text() == "Archienemigo de la noche"
    plain = QLabel(label.text())
    plain.setFont(font)
    assert label.minimumSizeHint().width() < plain.minimumSizeHint().width()
