"""Fitted text sizes are remembered, and stay right.

A render measures nothing new; a resize, a text size, a language, a longer
total or another font refits (the click cost of docs/performance.md, behaviour
only).
"""

from __future__ import annotations

import pytest
from PySide6 import QtGui
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import QApplication

from archenemy.desktop.theme import Theme
from archenemy.desktop.widgets import fitted_labels
from archenemy.desktop.widgets.fitted_labels import FitLabel, LifeLabel
from archenemy.desktop.widgets.theming import reapply_theme
from archenemy.engine.actions import ChangeLife


class _Counting:
    """Counts the font measurements the fitting code makes.

    ``QFontMetrics`` and ``QTextDocument`` built.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.made = 0
        counter = self

        class Metrics(QFontMetrics):
            def __init__(self, *args: object) -> None:
                counter.made += 1
                super().__init__(*args)

        class Document(QTextDocument):
            def __init__(self, *args: object) -> None:
                counter.made += 1
                super().__init__(*args)

        monkeypatch.setattr(fitted_labels, "QFontMetrics", Metrics)
        # Asked for where a text with symbols is measured (made there, on first use).
        monkeypatch.setattr(QtGui, "QTextDocument", Document)


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def _fresh(label: LifeLabel) -> int:
    """The size an unremembering fit gives ``label`` now.

    Every remembered measurement dropped.
    """
    fitted_labels._BOXES.clear()
    label._fitted = None
    label._font_name = None
    return label.best_point_size()


def _lives(window) -> list[LifeLabel]:
    return [p.life_label for p in window.panels.values() if p.life_label.isVisibleTo(p)]


def _drawn_right(window) -> None:
    """Every life total is drawn at one size.

    The largest at which all fit, as a fresh fit says.
    """
    labels = _lives(window)
    remembered = [label.best_point_size() for label in labels]
    fresh = [_fresh(label) for label in labels]
    assert remembered == fresh
    assert {label.font().pointSizeF() for label in labels} == {min(fresh)}


def test_a_render_or_a_life_click_measures_nothing_new(make_window, qtbot, monkeypatch) -> None:
    window = make_window()
    _settle(qtbot)
    # The first render after showing settles the banner's room: the boxes move a little
    window.show_state()
    _settle(qtbot)
    counting = _Counting(monkeypatch)
    fits = []
    box = LifeLabel._box
    monkeypatch.setattr(LifeLabel, "_box", lambda self, *args: fits.append(args) or box(self, *args))
    window.show_state()
    _settle(qtbot)
    for _ in range(3):
        # 20 → 17: still two digits
        window.act(ChangeLife("Hero 1", -1))
        _settle(qtbot)
    assert counting.made == 0
    # No fitting search ran (the size hints may look)
    assert not [args for args in fits if args[1:2] == (16,)]
    _drawn_right(window)


def test_a_resize_refits_every_total_and_sizes_seen_before_measure_nothing(make_window, qtbot, monkeypatch) -> None:
    window = make_window()
    window.resize(1366, 768)
    _settle(qtbot)
    _drawn_right(window)
    large = [label.font().pointSizeF() for label in _lives(window)]
    window.resize(900, 640)
    _settle(qtbot)
    _drawn_right(window)
    # Smaller boxes, smaller totals
    assert [label.font().pointSizeF() for label in _lives(window)] != large
    window.resize(1366, 768)
    _settle(qtbot)
    _drawn_right(window)
    for size in ((900, 640), (1366, 768)):
        # Once more, what was measured is remembered
        window.resize(*size)
        _settle(qtbot)
    counting = _Counting(monkeypatch)
    for size in ((900, 640), (1366, 768)):
        # The same round again: nothing new to measure
        window.resize(*size)
        _settle(qtbot)
    assert counting.made == 0
    _drawn_right(window)


def test_a_text_size_change_refits(make_window, qtbot) -> None:
    window = make_window()
    _settle(qtbot)
    window.set_scale(1.4)
    _settle(qtbot)
    _drawn_right(window)
    window.set_scale(1.0)
    _settle(qtbot)
    _drawn_right(window)


def test_a_language_switch_refits(make_window, qtbot) -> None:
    window = make_window()
    _settle(qtbot)
    try:
        window.set_language("es")
        _settle(qtbot)
        _drawn_right(window)
    finally:
        window.set_language("en")
    _settle(qtbot)
    _drawn_right(window)


def test_a_life_total_remembers_its_box_text_size_digits_and_font(qtbot) -> None:
    label = LifeLabel(44, 50)
    qtbot.addWidget(label)
    label.resize(800, 600)
    label.show()
    label.show_text("20")
    # As large as max_pt allows in a large box
    assert label.best_point_size() == 50
    # The text size: max_pt grows with it
    reapply_theme(label, Theme(1.5))
    assert label.best_point_size() == _fresh(label) == 75
    label.resize(120, 90)
    narrow = label.best_point_size()
    assert narrow == _fresh(label) < 75
    # Three digits: a wider sample
    label.show_text("120")
    assert label.best_point_size() == _fresh(label) < narrow
    # One digit is fitted as two: the box does not jump
    label.show_text("9")
    assert label.best_point_size() == _fresh(label) == narrow
    # Another font: the same family, its letters far apart
    spaced = QFont(label.font())
    spaced.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 24)
    label.setFont(spaced)
    assert label.best_point_size() < narrow
    assert label.best_point_size() == _fresh(label)


def _largest_fitting(label: LifeLabel) -> int:
    """The largest size whose box the label's box holds, every size tried.

    The floor if none.
    """
    font_name = fitted_labels.font_key(label.font())
    best = int(fitted_labels.MIN_POINT_SIZE)
    for size in range(best, max(best, round(label.max_pt * label.scale)) + 1):
        box = label._box(size, 16, font_name)
        if box.width() <= label.width() and box.height() <= label.height():
            best = size
    return best


@pytest.mark.parametrize("text", ["7", "40", "100", "-12"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_life_total_takes_the_largest_size_its_box_holds(qtbot, monkeypatch, text, scale) -> None:
    # From the size hint's measures, then one size at a time: the answer of trying every size.
    label = LifeLabel(44, 150, scale=scale)
    qtbot.addWidget(label)
    label.setText(text)
    for width, height in ((60, 40), (130, 90), (200, 120), (340, 260), (700, 500), (2000, 1400), (20, 10)):
        label.resize(width, height)
        fitted_labels._BOXES.clear()
        label._fitted = None
        counting = _Counting(monkeypatch)
        fitted = label.best_point_size()
        # A few sizes measured, not a binary search's eight (each size loads a font engine)
        assert counting.made <= 5, (width, height, counting.made)
        assert fitted == _largest_fitting(label), (text, scale, width, height)


def test_a_card_text_remembers_its_heights_and_refits_on_width_text_and_font(qtbot, monkeypatch) -> None:
    label = FitLabel(40, 12)
    qtbot.addWidget(label)
    label.resize(600, 200)
    label.show()
    text = "Each opponent sacrifices a creature. Then each opponent loses 2 life for each creature they control."
    label.show_text(text)
    fitted = label.font().pointSize()
    counting = _Counting(monkeypatch)
    label.show_text(text)
    assert counting.made == 0 and label.font().pointSize() == fitted

    def fresh_size() -> int:
        label._heights.clear()
        label._fit()
        return label.font().pointSize()

    label.resize(300, 200)
    narrow = label.font().pointSize()
    assert counting.made > 0 and narrow < fitted and narrow == fresh_size()
    label.show_text("Short.")
    assert label.font().pointSize() == fresh_size() > narrow
    label.setFont(QFont("DejaVu Serif", 30))
    label.show_text(text)
    assert label.font().pointSize() == fresh_size()


def opened_jump_menu(window) -> list:
    """The "Go to step…" menu's entries once it opens, then closed again."""
    menu = window.turn_bar.jump_menu
    menu.popup(window.turn_bar.jump_button.mapToGlobal(window.turn_bar.jump_button.rect().bottomLeft()))
    try:
        return menu.actions()
    finally:
        menu.hide()


def test_a_life_click_keeps_the_go_to_step_menu_and_a_step_rebuilds_it(make_window, qtbot) -> None:
    from archenemy.engine.actions import NextStep

    window = make_window()
    # Filled as it opens, never at a state: the first frame and every step's build no hidden entry.
    assert window.turn_bar.jump_button.isEnabled() and window.turn_bar.jump_menu.actions() == []
    before = opened_jump_menu(window)
    names = [a.text() for a in before]
    window.act(ChangeLife("Hero 1", -1))
    # The same actions: nothing rebuilt
    assert opened_jump_menu(window) == before
    window.act(NextStep())
    # One step on: rebuilt
    assert [a.text() for a in opened_jump_menu(window)] == names[1:]
    english = [a.text() for a in opened_jump_menu(window)]
    try:
        # The same steps in other words: rebuilt
        window.set_language("es")
        spanish = [a.text() for a in opened_jump_menu(window)]
        assert len(spanish) == len(english) and spanish[0] != english[0]
    finally:
        window.set_language("en")
    assert [a.text() for a in opened_jump_menu(window)] == english
