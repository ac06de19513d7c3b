"""The second window keeps a question's answers in the middle, clear of the seats.

Archenemy with planes and three heroes at 1366×768, Fear My Authority's
upkeep question (discard, pay 3 life or abandon) beside the ongoing scheme
and the plane: the scheme card, the planes and the question side by side
needed more than the room the seats leave the middle (the deck's count,
the English name and the type line never wrapped), and the question's
column went under the right-hand seat, its answers cut or hidden, in
English and Spanish.  On the players' screens those lines of the scheme
card wrap now: the card gives way, never the question.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from archenemy.desktop.table.displays.seat_places import seat_rects

from support.games import make_start
from support.planar_games import PLANAR_FILLER, with_planes
from support.window_play import space


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(300)


def _in_view(display, widget) -> QRect:
    """``widget``'s rectangle in the display's view (the scene drawn 1:1)."""
    top_left = widget.mapTo(display.inner, QPoint(0, 0)) + display.proxy.pos().toPoint()
    return QRect(top_left, widget.size())


def _to_fear_my_authority(qtbot, window) -> None:
    """On to the archenemy's next upkeep: Fear My Authority's three answers."""
    for _ in range(80):
        prompts = window.session.state.prompts
        if any(p.scheme_id == "fear-my-authority" and window.session.state.turn > 1 for p in prompts):
            return
        if prompts:
            qtbot.keyClick(window, Qt.Key.Key_Return)
        else:
            space(qtbot, window)
    raise AssertionError("no question of Fear My Authority")


def _game(make_window, qtbot, language):
    deck = ["fear-my-authority", "a-reckoning-approaches", "a-display-of-my-dark-power"]
    window = make_window(with_planes(make_start(deck), ["akoum", *PLANAR_FILLER]), language)
    window.resize(1366, 768)
    _settle(qtbot)
    _to_fear_my_authority(qtbot, window)
    return window


def _clear_of_the_seats(display, labels, language) -> None:
    """Each of ``labels`` whole inside the middle the seats leave, under none."""
    size = display.view.viewport().size()
    _, (mx, my, mw, mh) = seat_rects(len(display.seats), float(size.width()), float(size.height()))
    middle = QRect(int(mx), int(my), int(mw), int(mh))
    # The middle laid out in its room, however wide its parts would be.
    assert display.inner.width() <= middle.width(), (language, display.inner.size(), middle)
    seats = [proxy.sceneBoundingRect().toAlignedRect() for proxy in display._seat_proxies]
    for label in labels:
        assert label.isVisible(), label.text()
        rect = _in_view(display, label)
        assert middle.contains(rect), (language, label.text(), rect, middle)
        for seat in seats:
            assert not rect.intersects(seat), (language, label.text(), rect, seat)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_second_window_keeps_every_answer_clear_of_every_seat(make_window, qtbot, translations, language):
    window = _game(make_window, qtbot, language)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(1366, 768)
    _settle(qtbot)
    notice = display.notice
    assert notice.isVisible() and len(notice.answer_labels) == 3, language
    assert display.card.isVisible() and display.plane_card.isVisible()
    _clear_of_the_seats(display, [notice.heading, *notice.answer_labels], language)
