"""A question's count field, made on the first question that asks for a count.

Its own module so that ``QSpinBox`` is made (PySide6 makes a class the first
time it is asked for, ~0.4 ms with its base) when a question first shows a
count, never for a new game's first frame, which shows none.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QSpinBox, QWidget

from .typed_field import EDITING, undo_key

__all__ = ["CountField"]

_MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)


class CountField(QSpinBox):
    """A question's count (0–999) whose first digit typed replaces its value.

    Its pre-filled value is selected when it appears and each time it gets
    the keyboard (a click too, once the click has placed the cursor), and
    the first key typed since then replaces the value even if something
    dropped the selection: "2" gives 2, never "20" (a scheme was abandoned
    that should have stayed).  Arrows and a moved cursor are edits: later
    digits add.  The game's Undo and Redo keys (Ctrl+Z, Ctrl+Shift+Z,
    Ctrl+Y) are the window's, never the field's own text undo.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, 999)
        # Nothing typed since the field appeared or got the keyboard.
        self.fresh = True

    def select_value(self) -> None:
        """Select the value shown: the next digit replaces it."""
        self.fresh = True
        self.selectAll()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.select_value()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and undo_key(event):
            # Not overridden: the window's Undo or Redo action takes the key.
            event.ignore()
            return False
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        self.select_value()
        if event.reason() == Qt.FocusReason.MouseFocusReason:
            # Again after the press has placed the cursor.
            QTimer.singleShot(0, self, self.select_value)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        text = event.text()
        if self.fresh and (event.key() in EDITING or (len(text) == 1 and text.isdigit())):
            # The first digit replaces the pre-filled value; Backspace leaves 0.
            self.selectAll()
        if text or event.key() not in _MODIFIER_KEYS:
            self.fresh = False
        super().keyPressEvent(event)
