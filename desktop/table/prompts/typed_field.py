"""A question's typed answer driven from another window: a count's digits, a scheme's name, and its matches.

The second window (a TV, or the only screen of a laptop) shows the question
the banner asks; the keys typed there reach the banner's own field through
:func:`type_into`, so the banner stays the one place that answers.  A
scheme's name typed there is matched as the banner's picker matches it
(:func:`picker_matches`: the names holding the typed text, case aside) and
Enter takes the first match, which the second window shows
(:func:`pick_first_match`); on the main window Enter takes the only match
(:func:`pick_only_match`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

_EDITING = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)


class CountField(QSpinBox):
    """A question's count (0–999): its pre-filled value is selected, so the first digit typed replaces it.

    Selected when it appears and each time it gets the keyboard (a click
    too, once the click has placed the cursor), and the first key typed
    since then replaces the value even if something dropped the selection:
    "2" gives 2, never "20" (review F23: a scheme was abandoned that should
    have stayed).  Arrows and a moved cursor are edits: later digits add.
    The game's Undo and Redo keys (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) are the
    window's, never the field's own text undo (review F1).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, 999)
        self.fresh = True  # nothing typed since the field appeared or got the keyboard

    def select_value(self) -> None:
        """Select the value shown: the next digit replaces it."""
        self.fresh = True
        self.selectAll()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.select_value()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and _undo_key(event):
            event.ignore()  # not overridden: the window's Undo or Redo action takes the key
            return False
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        self.select_value()
        if event.reason() == Qt.FocusReason.MouseFocusReason:  # after the press has placed the cursor
            QTimer.singleShot(0, self, self.select_value)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        text = event.text()
        if self.fresh and (event.key() in _EDITING or (len(text) == 1 and text.isdigit())):
            self.selectAll()  # the first digit replaces the pre-filled value; Backspace leaves 0
        if text or event.key() not in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
            self.fresh = False
        super().keyPressEvent(event)


def _undo_key(event: QKeyEvent) -> bool:
    """Whether ``event`` is an Undo or Redo key (the platform's, or Ctrl+Shift+Z and Ctrl+Y as the window has them)."""
    if event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo):
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(
        pressed.matches(QKeySequence(k)) == QKeySequence.SequenceMatch.ExactMatch for k in ("Ctrl+Shift+Z", "Ctrl+Y")
    )


def type_into(spin: QSpinBox | None, picker: QComboBox | None, event: QKeyEvent, *, first: bool) -> bool:
    """Type ``event`` into the count ``spin`` or the ``picker``'s line; True if it typed.

    The count takes digits, Backspace and Delete; the picker's line letters,
    digits, spaces, Backspace and Delete.  ``first``: the count's first key,
    which replaces the 0 it shows (a Backspace then leaves 0).  A key held
    with Ctrl or Meta is a command, never typed: the count's line ignores
    it, and Qt would hand it back up to the window that forwarded it, which
    would forward it again, for ever.
    """
    if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier):
        return False
    key, text = event.key(), event.text()
    editing = key in _EDITING
    if spin is not None and (editing or (len(text) == 1 and text.isdigit())):
        target: QWidget | None = spin.lineEdit()
        if first:
            spin.selectAll()
        if target is not None:
            QCoreApplication.sendEvent(target, QKeyEvent(event.type(), key, event.modifiers(), text))
        return True
    line = picker.lineEdit() if picker is not None else None
    if line is None or not (editing or (len(text) == 1 and text.isprintable())):
        return False
    # Set as a program sets it, never edited: an edit opens the completer's popup over the main window,
    # and the popup takes the keyboard from the second window, where the table types.
    old, cursor = line.text(), line.cursorPosition()
    selected = line.hasSelectedText()
    if selected:  # the selection goes first (and is all that Backspace or Delete remove)
        start = line.selectionStart()
        old, cursor = old[:start] + old[start + len(line.selectedText()) :], start
    if editing and selected:
        new = old
    elif key == Qt.Key.Key_Backspace:
        new, cursor = old[: max(0, cursor - 1)] + old[cursor:], max(0, cursor - 1)
    elif key == Qt.Key.Key_Delete:
        new = old[:cursor] + old[cursor + 1 :]
    else:
        new, cursor = old[:cursor] + text + old[cursor:], cursor + 1
    line.setText(new)
    line.setCursorPosition(cursor)
    return True


def picker_matches(picker: QComboBox | None, limit: int = 4) -> list[str]:
    """The ``picker``'s names that hold its typed text, case aside (at most ``limit``; none without text)."""
    if picker is None:
        return []
    typed = picker.currentText().casefold().strip()
    if not typed:
        return []
    names = (picker.itemText(index) for index in range(picker.count()))
    return [name for name in names if typed in name.casefold()][:limit]


def pick_first_match(picker: QComboBox | None) -> None:
    """When the ``picker``'s typed text is not a whole name, choose the first name holding it (if any)."""
    if picker is None or picker.findText(picker.currentText()) >= 0:
        return
    matches = picker_matches(picker, 1)
    if matches:
        picker.setCurrentIndex(picker.findText(matches[0]))


def pick_only_match(picker: QComboBox | None) -> None:
    """When the ``picker``'s typed text is not a whole name but exactly one name holds it, choose that name
    (the main window's Enter on "I Know": review F26); with several, the table types on."""
    if picker is None or picker.findText(picker.currentText()) >= 0:
        return
    matches = picker_matches(picker, 2)
    if len(matches) == 1:
        picker.setCurrentIndex(picker.findText(matches[0]))
