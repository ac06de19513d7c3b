"""The main window never stays past its screen with planes added.

With planes in Archenemy, the Commander option or Supervillain Rumble the
window grew past a 1280×720 or 1366×768 screen (1368×771, 1304×848,
1427×749): the plane card's decks' count and planar controller, joined on
one line to give its rules text room, never wrapped, so the card's least
width and the scheme card's beside it were more than the row had; the
Spanish turn bar with the die's button was wider than 1,280 px; and an
encountered phenomenon beside the scheme card and under its question was
taller than the screen.  With no window manager nothing brought such a
window back: "Next step", a seat's "+" and the ongoing schemes were off the
screen.  The die's result shown over the table covered the phenomenon's
text it had just turned face up.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from archenemy.desktop.table import planar_actions
from archenemy.engine.planar_values import DieFace
from archenemy.engine.variants import Variant

from support.games import FILLER, make_rumble_start, make_start
from support.planar_games import PLANAR_FILLER, with_planes
from support.window_play import to_main

SIZES = [(1280, 720), (1366, 768)]
# An ongoing scheme face up (the reviewer's game), then the planes' longest Spanish phenomenon being encountered.
SCHEMES = ("because-i-have-willed-it", *FILLER)
PHENOMENON = "planewide-disaster"


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(200)


def _start(variant: Variant):
    deck = ["akoum", PHENOMENON, *PLANAR_FILLER]
    if variant is Variant.SUPERVILLAIN_RUMBLE:
        return with_planes(make_rumble_start({"Ann": SCHEMES, "Ben": FILLER, "Cat": FILLER, "Dan": FILLER}), deck)
    return with_planes(make_start(SCHEMES, variant=variant), deck)


def fits(window, size: tuple[int, int], where: str) -> None:
    """The window and its least size inside ``size`` (pixels)."""
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1], (where, hint)
    assert window.width() <= size[0] and window.height() <= size[1], (where, window.size())


def _in_window(widget, window) -> QRect:
    corner = window.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0)))
    return QRect(corner, widget.size())


def _encounter(make_window, qtbot, monkeypatch, variant: Variant, size: tuple[int, int], language: str):
    """A window of ``size`` whose planar controller just encountered the phenomenon."""
    monkeypatch.setattr(planar_actions, "roll_face", lambda rng=None: DieFace.PLANESWALKER)
    window = make_window(_start(variant), language)
    window.resize(*size)
    _settle(qtbot)
    to_main(qtbot, window)
    _settle(qtbot)
    fits(window, size, "the scheme set in motion")
    # The planar controller rolls the planeswalker symbol: the table encounters the phenomenon (704.6f).
    qtbot.keyClick(window, Qt.Key.Key_F6)
    _settle(qtbot)
    assert [face.plane_id for face in window.plane_card.faces] == [PHENOMENON]
    return window


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("variant", [Variant.ARCHENEMY, Variant.ARCHENEMY_COMMANDER, Variant.SUPERVILLAIN_RUMBLE])
def test_a_phenomenon_beside_the_scheme_keeps_the_window_on_the_screen(
    make_window, qtbot, monkeypatch, translations, size, language, variant
) -> None:
    window = _encounter(make_window, qtbot, monkeypatch, variant, size, language)
    fits(window, size, "the phenomenon encountered")
    # Its question asked, the phenomenon has the row: the scheme card comes back once it is answered.
    assert window.banner.isVisible() and not window.card.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    _settle(qtbot)
    assert window.card.isVisible()
    fits(window, size, "planeswalked away from the phenomenon")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_die_s_result_never_covers_the_phenomenon_it_turned_up(
    make_window, qtbot, monkeypatch, translations, language
) -> None:
    window = _encounter(make_window, qtbot, monkeypatch, Variant.ARCHENEMY, (1366, 768), language)
    overlay = window.helper_label
    assert overlay.isVisible()
    for part in (window.plane_card, window.banner):
        assert not _in_window(overlay, window).intersects(_in_window(part, window)), part.objectName()
