"""The second window's question lies clear of the seats, whole in the window.

Archenemy with planes and three heroes at 1366×768: the scheme card, the
planes and the question side by side were wider than the room the seats
leave the middle, and the question's column went under the right-hand
seat (its answers cut or hidden), in English and Spanish.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from archenemy.engine.model import Step

from support.games import make_start
from support.planar_games import PLANAR_FILLER, with_planes
from support.window_play import space


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(300)


def _in_view(display, widget) -> QRect:
    """``widget``'s rectangle in the second window's coordinates (the scene drawn 1:1)."""
    top_left = widget.mapTo(display.inner, QPoint(0, 0)) + display.proxy.pos().toPoint()
    return QRect(top_left, widget.size())


def _to_fear_my_authority(qtbot, window) -> None:
    """On to the archenemy's next upkeep: Fear My Authority's three answers (discard, pay, abandon)."""
    for _ in range(80):
        prompts = window.session.state.prompts
        if any(p.scheme_id == "fear-my-authority" and window.session.state.turn > 1 for p in prompts):
            return
        if prompts:
            qtbot.keyClick(window, Qt.Key.Key_Return)
        else:
            space(qtbot, window)
    raise AssertionError("no question of Fear My Authority")


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_answer_lies_inside_the_window_clear_of_every_seat(make_window, qtbot, translations, language):
    deck = ["fear-my-authority", "a-reckoning-approaches", "a-display-of-my-dark-power"]
    window = make_window(with_planes(make_start(deck), ["akoum", *PLANAR_FILLER]), language)
    window.resize(1366, 768)
    _settle(qtbot)
    _to_fear_my_authority(qtbot, window)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(1366, 768)
    _settle(qtbot)
    assert display.notice.isVisible() and display.notice.answer_labels, language
    room = QRect(QPoint(0, 0), display.view.viewport().size())
    seats = [proxy.sceneBoundingRect().toAlignedRect() for proxy in display._seat_proxies]
    for label in [display.notice.heading, *display.notice.answer_labels]:
        assert label.isVisible(), label.text()
        rect = _in_view(display, label)
        assert room.contains(rect), (language, label.text(), rect, room)
        for seat in seats:
            assert not rect.intersects(seat), (language, label.text(), rect, seat)
