"""A combo box's chosen item too long for it is drawn cut with "…".

Qt clips the current text at the field's edge: New game's planar deck box
read "El mazo común listo: todos los planos de producto, fenómenos al azar
(RC 901." in Spanish at 1366×768 (seen under Xvfb), as if it ended there.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from archenemy.desktop.table.dialogs.new_game import NewGameDialog
from archenemy.desktop.widgets.elided_combo import ElidedComboBox
from archenemy.engine.catalogue import load_catalogue

LONG = "El mazo común listo: todos los planos de producto, fenómenos al azar (RC 901.15)"


def _box(qtbot, kind, text: str, width: int = 220) -> QComboBox:
    box = kind()
    qtbot.addWidget(box)
    box.addItem(text)
    box.setFixedWidth(width)
    box.show()
    qtbot.waitExposed(box)
    return box


def test_a_long_item_is_shown_cut_with_an_ellipsis_and_kept_whole(qtbot):
    box = _box(qtbot, ElidedComboBox, LONG)
    shown = box.shown_text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    assert box.currentText() == LONG
    assert box.fontMetrics().horizontalAdvance(shown) < box.width()


def test_a_short_item_is_shown_whole(qtbot):
    box = _box(qtbot, ElidedComboBox, "Mazo común")
    assert box.shown_text() == "Mazo común"


def test_the_box_draws_the_cut_text(qtbot):
    # The same pixels as a plain box holding the cut text: what is drawn is shown_text(), arrow and frame as Qt's.
    elided = _box(qtbot, ElidedComboBox, LONG)
    plain = _box(qtbot, QComboBox, elided.shown_text())
    assert elided.grab().toImage() == plain.grab().toImage()
    clipped = _box(qtbot, QComboBox, LONG)
    assert elided.grab().toImage() != clipped.grab().toImage()


def test_new_games_deck_boxes_show_a_long_item_cut(qtbot):
    dialog = NewGameDialog(load_catalogue)
    qtbot.addWidget(dialog)
    assert isinstance(dialog.planes_box.deck, ElidedComboBox)
    assert isinstance(dialog.rows[0].deck, ElidedComboBox)
