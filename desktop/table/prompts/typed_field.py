"""A question's typed answer driven from another window: a count's digits, a scheme's name, and its matches.

The second window (a TV, or the only screen of a laptop) shows the question
the banner asks; the keys typed there reach the banner's own field through
:func:`type_into`, so the banner stays the one place that answers.  A
scheme's name typed there is matched as the banner's picker matches it
(:func:`picker_matches`: the names holding the typed text, case aside) and
Enter takes the first match, which the second window shows
(:func:`pick_first_match`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

_EDITING = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)


def type_into(spin: QSpinBox | None, picker: QComboBox | None, event: QKeyEvent, *, first: bool) -> bool:
    """Type ``event`` into the count ``spin`` (digits, Backspace, Delete) or the ``picker``'s line (letters,
    digits, spaces, Backspace, Delete); True if it typed.  ``first``: the count's first key, which replaces
    the 0 it shows (a Backspace then leaves 0)."""
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
