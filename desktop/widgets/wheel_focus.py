"""The mouse wheel changes a box or a number only while it has the keyboard focus.

A dialog that scrolls (New game's seats) is full of combo boxes and spin
boxes: Qt's default gives each the focus and a new value when the wheel
passes over it, so scrolling the dialog changed the variant or a seat's deck
without a word.  :func:`wheel_needs_focus` makes the wheel over a box that
does not have the focus scroll whatever holds it instead; a click or Tab
gives it the focus, and then the wheel changes it as before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

__all__ = ["wheel_needs_focus"]

# The property that marks a widget already guarded (the filter is installed once).
_GUARDED = "wheelNeedsFocus"


class _WheelGuard(QObject):
    """An event filter: the wheel over its unfocused box goes to the box's parents."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            # Ignored and filtered: Qt offers the wheel to the parents (a scroll area scrolls).
            event.ignore()
            return True
        return False


def wheel_needs_focus(root: QWidget) -> None:
    """Guard ``root`` and every combo box and spin box inside it.

    The wheel changes one only while it has the keyboard focus, and never
    gives it the focus.  Safe to call again after adding widgets: each is
    guarded once.
    """
    # Asked for here: PySide6 makes a class the first time it is asked for, and the first frame needs neither.
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    widgets: list[QWidget] = [root, *root.findChildren(QComboBox), *root.findChildren(QAbstractSpinBox)]
    for widget in widgets:
        if not isinstance(widget, (QComboBox, QAbstractSpinBox)) or widget.property(_GUARDED):
            continue
        widget.setProperty(_GUARDED, True)
        if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(_WheelGuard(widget))
