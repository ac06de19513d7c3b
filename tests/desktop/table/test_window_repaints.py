"""An undo or a redo repaints what it changed, not the whole table.

A question's number field taking the keyboard, or giving it back to the
table, left the player panels as they were: none of them is repainted.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from support.window_play import physical, to_count_question


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.painted.add(id(watched))
        return False


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(150)


def test_a_count_field_taking_and_giving_back_the_keyboard_repaints_no_player_panel(make_window, qtbot):
    window = make_window(physical())
    to_count_question(qtbot, window)
    spin = window.banner.spin
    assert spin is not None
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    # Answered (0): the field hides and the table takes the keyboard back
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    _settle(qtbot)
    central = window.centralWidget()
    assert central is not None and central.hasFocus()
    paints = _Paints()
    panels = [panel for panel in window.panels.values() if panel.isVisible()]
    assert panels
    for panel in panels:
        panel.installEventFilter(paints)
    try:
        # The count back (the field takes the keyboard), then away again (the table takes it back)
        window.menus.undo_action.trigger()
        _settle(qtbot)
        assert spin.hasFocus()
        window.menus.redo_action.trigger()
        _settle(qtbot)
        assert central.hasFocus()
    finally:
        for panel in panels:
            panel.removeEventFilter(paints)
    assert not paints.painted & {id(panel) for panel in panels}
