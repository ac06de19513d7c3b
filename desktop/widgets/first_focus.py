"""A dialog's first field: the keyboard focus when it opens, outlined.

A dialog whose first widget in the focus chain is not a field (a scroll
area, a label) opens with nothing to type in: Down does nothing and no
frame says where the keys go.  :class:`FirstFocus` gives the focus to the
field named when the dialog is shown with none, and marks the window as
reached by the keyboard once it is active (as a Tab does), so the theme
draws the field's focus frame; a click clears the mark as usual.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["FirstFocus"]


class FirstFocus(QObject):
    """Give ``field`` the focus when ``dialog`` opens without one, outlined.

    Owned by ``dialog`` (its parent): an event filter on it, for its Show
    and its first activation.
    """

    def __init__(self, dialog: QWidget, field: QWidget) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._field = field
        self._outlined = False
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._dialog:
            if event.type() == QEvent.Type.Show and self._dialog.focusWidget() is None:
                self._field.setFocus(Qt.FocusReason.TabFocusReason)
            elif event.type() == QEvent.Type.ActivationChange and self._dialog.isActiveWindow():
                if not self._outlined:
                    # After the activation's own focus, which clears the mark
                    QTimer.singleShot(0, self, self._outline)
        return False

    def _outline(self) -> None:
        """The field with the focus outlined, as after a Tab (once)."""
        focused = self._dialog.focusWidget()
        if focused is not None and not self._outlined:
            self._outlined = True
            self._dialog.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
            focused.update()
