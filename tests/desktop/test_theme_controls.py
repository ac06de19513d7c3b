"""The theme gives small controls their room.

Spin box arrows, the "Go to step…" menu arrow.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QSpinBox, QStyle, QStyleOptionSpinBox

from archenemy.desktop.theme import style_sheet


def test_spin_box_buttons_are_wide_enough_to_hit(make_window, qtbot):
    window = make_window()
    spin = QSpinBox(window.banner)
    spin.setRange(0, 9)
    spin.setMinimumHeight(48)
    spin.show()
    qtbot.wait(10)
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    for part in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        rect = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, part, spin)
        assert rect.width() >= 24 and rect.height() >= 16, rect


def test_spin_box_arrows_are_drawn_in_both_schemes():
    for scheme in ("dark", "light"):
        sheet = style_sheet(1.0, scheme)
        images = [part.split(")")[0] for part in sheet.split("QSpinBox::up-arrow { image: url(")[1:]]
        assert images and Path(images[0]).is_file(), scheme


def test_go_to_step_shows_its_whole_label_beside_the_menu_arrow(make_window, qtbot):
    window = make_window()
    button = window.turn_bar.jump_button
    text = button.fontMetrics().horizontalAdvance(button.text())
    assert button.sizeHint().width() >= text + 30, (button.sizeHint().width(), text)
