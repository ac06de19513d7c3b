"""The scheme deck's count reads as one line on the players' screens.

Under Xvfb at 1366×768, in the second window (F10) and table mode (F11),
"Scheme deck: 20 cards" was broken over two lines at the card's top right
with the whole row free beside it: a wrapped label there was given Qt's
guess of its width (about twenty characters), not its line's.  Now the
count takes the width its line needs wherever the card's width allows,
before the first scheme and with one in motion, in both languages.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from support.games import FILLER, make_start
from support.window_play import space

SCREEN = (1366, 768)


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    # The card's heading refits after its layouts settle
    qtbot.wait(300)


def _assert_one_line(card, where: str) -> None:
    """The deck's count shown, whole, on one line of its font."""
    label = card.deck_label
    assert label.isVisible() and label.text(), where
    metrics = label.fontMetrics()
    assert metrics.horizontalAdvance(label.text()) <= label.contentsRect().width(), (where, label.text(), label.width())
    assert label.height() < 2 * metrics.lineSpacing(), (where, label.text(), label.height())
    assert label.height() >= label.heightForWidth(label.width()), (where, label.text())


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_deck_count_is_one_line_on_the_players_screens(make_window, qtbot, translations, language):
    window = make_window(make_start(FILLER * 2), language)
    window.resize(*SCREEN)
    _settle(qtbot)
    for moment in ("before the first scheme", "with a scheme in motion"):
        if moment != "before the first scheme":
            window.second_window.toggle_display(False)
            window.toggle_table_mode(False)
            _settle(qtbot)
            space(qtbot, window, 3)
            _settle(qtbot)
        window.second_window.toggle_display(True)
        display = window.second_window.display
        display.resize(*SCREEN)
        _settle(qtbot)
        _assert_one_line(display.card, f"second window in {language}, {moment}")
        window.second_window.toggle_display(False)
        window.toggle_table_mode(True)
        _settle(qtbot)
        window.resize(*SCREEN)
        _settle(qtbot)
        _assert_one_line(window.table_view.card, f"table mode in {language}, {moment}")
