"""The new-game dialog by keyboard: its first focus and its Tab order.

The first field (the variant) has the focus when the dialog opens, outlined
as a Tab would reach it; Tab follows the screen top to bottom, left to right,
the seats where they are shown, Start game and Cancel last; in every variant,
with and without planes, in both languages.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from archenemy.desktop.table.dialogs.new_game import NewGameDialog
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.variants import Variant

# (variant, planes ticked)
GAMES = [
    (Variant.ARCHENEMY, False),
    (Variant.ARCHENEMY, True),
    (Variant.ARCHENEMY_COMMANDER, False),
    (Variant.ARCHENEMY_COMMANDER, True),
    (Variant.SUPERVILLAIN_RUMBLE, False),
    (Variant.SUPERVILLAIN_RUMBLE, True),
    (Variant.PLANECHASE, False),
]


def shown(qtbot):
    dialog = NewGameDialog(load_catalogue)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QApplication.processEvents()
    return dialog


def tab_stops(dialog):
    """The widgets Tab reaches from the first focus until it comes round again."""
    first = dialog.focusWidget()
    stops = [first]
    for _ in range(200):
        QApplication.sendEvent(dialog.focusWidget(), _tab())
        QApplication.processEvents()
        if dialog.focusWidget() is first:
            return stops
        stops.append(dialog.focusWidget())
    raise AssertionError("Tab never came round to the first field")


def _tab():
    return QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier)


def place(dialog, widget):
    """The widget's top-left and bottom in the dialog's coordinates."""
    top = widget.mapTo(dialog, QPoint(0, 0))
    return top.x(), top.y(), top.y() + widget.height()


def test_the_variant_has_the_focus_and_its_outline_when_the_dialog_opens(qtbot):
    dialog = shown(qtbot)
    assert dialog.focusWidget() is dialog.variant
    # The focus frame drawn as for a Tab: the window knows the focus came by keyboard
    qtbot.waitUntil(lambda: dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange), timeout=2000)
    before = dialog.variant.currentIndex()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Down)
    assert dialog.variant.currentIndex() == before + 1


@pytest.mark.parametrize(("variant", "planes"), GAMES)
def test_tab_follows_the_screen_with_the_seats_before_start_and_cancel(qtbot, variant, planes):
    dialog = shown(qtbot)
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
    dialog.planes_box.enabled_box.setChecked(planes)
    QApplication.processEvents()
    dialog.variant.setFocus(Qt.FocusReason.TabFocusReason)
    stops = tab_stops(dialog)
    assert stops[0] is dialog.variant
    assert stops[-2:] == [dialog.start_button, dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
    # Every seat's name, in seating order, before Add a player
    names = [stops.index(row.name) for row in dialog.rows]
    assert names == sorted(names)
    assert names[-1] < stops.index(dialog.add_button)
    # Top to bottom, left to right: each stop further right on the same line, or on a lower line
    for before, after in zip(stops, stops[1:-2], strict=False):
        x0, y0, bottom0 = place(dialog, before)
        x1, y1, _ = place(dialog, after)
        same_line = abs(y1 - y0) < 12
        assert (same_line and x1 > x0) or y1 >= bottom0 - 12, (before, after)


def test_the_last_seats_remove_button_is_a_few_tabs_away(qtbot):
    """Removing seat 4 by keyboard: its ✕ comes right after the seats above it."""
    dialog = shown(qtbot)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.PLANECHASE))
    dialog.add_row("Dana")
    QApplication.processEvents()
    dialog.variant.setFocus(Qt.FocusReason.TabFocusReason)
    stops = tab_stops(dialog)
    assert stops.index(dialog.rows[3].remove) < stops.index(dialog.add_button) < stops.index(dialog.start_button)
    assert stops.index(dialog.rows[3].remove) <= 4 + 4 * 5


def test_the_tab_order_is_the_same_in_spanish(qtbot, translations):
    from archenemy.desktop.i18n import install_language

    install_language("es")
    dialog = shown(qtbot)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.PLANECHASE))
    QApplication.processEvents()
    assert dialog.focusWidget() is dialog.variant
    stops = tab_stops(dialog)
    assert stops.index(dialog.rows[-1].name) < stops.index(dialog.add_button) < stops.index(dialog.start_button)
