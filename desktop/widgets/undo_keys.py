"""The game's Undo and Redo keys, left to the window when a field has them.

A line edit or a spin box overrides Ctrl+Z and Ctrl+Shift+Z for its own text
undo; a field in the table leaves them to the window's Undo and Redo
actions (:func:`undo_key` tells them, :class:`GameUndoKeys` leaves them).
Where no action takes them (a dialog's field), the field's own undo has
them still.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

__all__ = ["GameUndoKeys", "undo_key"]


def undo_key(event: QKeyEvent) -> bool:
    """Whether ``event`` is an Undo or Redo key.

    The platform's, or Ctrl+Shift+Z and Ctrl+Y as the window has them.
    """
    if event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo):
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(
        pressed.matches(QKeySequence(k)) == QKeySequence.SequenceMatch.ExactMatch for k in ("Ctrl+Shift+Z", "Ctrl+Y")
    )


class GameUndoKeys(QObject):
    """Gives the window the game's Undo and Redo keys typed in ``field``.

    A line edit overrides Ctrl+Z and Ctrl+Shift+Z for its own text undo:
    with a typed question showing (a revealed card's name), the table could
    never step back twice by keyboard.  Installed as ``field``'s event
    filter; the window's Undo and Redo actions take the keys.
    """

    def __init__(self, field: QWidget) -> None:
        super().__init__(field)
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and undo_key(event):
            # Not overridden: the window's Undo or Redo action takes the key.
            event.ignore()
            return True
        return super().eventFilter(watched, event)
