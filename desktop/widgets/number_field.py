"""A number the player types: its value is selected, so what is typed replaces it.

One field for every number the app asks: a question's count in the banner
(0 to 999), a dialog's life change, total or counter.  Selected when it
appears and each time it takes the keyboard focus (Tab, a click once the
click has placed the cursor, the dialog opening), and the first key typed
since then replaces the value even if something dropped the selection: "2"
in a count showing 0 gives 2, never 20 (a scheme was abandoned that should
have stayed), and "-3" in a field showing 0 gives -3, never -30.  Arrows,
Home, End and a moved cursor are edits: later keys add to what is there.
The game's Undo and Redo keys (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) are the
window's, never the field's own text undo (in a dialog, where no action
takes them, the field's).

Its own module, imported where a field is made: PySide6 makes ``QSpinBox``
(~0.4 ms with its base) the first time it is asked for, and a new game's
first frame shows no number.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QSpinBox, QWidget

from .undo_keys import undo_key

__all__ = ["COUNT_MAX", "NumberField", "focus_first"]

# A question's count goes from 0 to this.
COUNT_MAX = 999
# Keys that replace a fresh value: Backspace and Delete leave the field's minimum or empty.
_EDITING = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)
_MODIFIERS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr)


class NumberField(QSpinBox):
    """A number from ``low`` to ``high``, selected whenever it takes the focus.

    It starts at ``value``; ``name`` is its accessible name.  The default
    is a question's count: 0 to :data:`COUNT_MAX`, showing 0.  ``fresh``:
    nothing typed since the field appeared or took the focus, so the next
    key replaces the value.
    """

    def __init__(
        self, low: int = 0, high: int = COUNT_MAX, value: int = 0, name: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setRange(low, high)
        self.setValue(value)
        if name:
            self.setAccessibleName(name)
        self.fresh = True

    def select_value(self) -> None:
        """Select the value shown: the next key typed replaces it."""
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
            # After the press has placed the cursor.
            QTimer.singleShot(0, self, self.select_value)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        text = event.text()
        typed = len(text) == 1 and (text.isdigit() or text in "-+")
        if self.fresh and (typed or event.key() in _EDITING):
            self.selectAll()
        if event.key() not in _MODIFIERS:
            self.fresh = False
        super().keyPressEvent(event)


def focus_first(field: QWidget) -> None:
    """Make ``field`` the one its dialog gives the keyboard focus to when it opens.

    Call before the dialog is shown; a number field is selected as it takes it.
    """
    field.setFocus(Qt.FocusReason.OtherFocusReason)
