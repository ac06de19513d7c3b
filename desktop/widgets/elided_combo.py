"""A combo box that shows a chosen item too long for it cut with "…".

Qt's combo box draws its current text clipped at the edge of its field: a
long item ("El mazo común listo: todos los planos de producto, fenómenos al
azar (RC 901.", a deck's long name) reads as if it were whole, or stops in
the middle of a word.  :class:`ElidedComboBox` draws it elided at the right
instead, so the table sees that there is more; its popup list and what a
screen reader hears keep each item's whole text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter

__all__ = ["ElidedComboBox"]


class ElidedComboBox(QComboBox):
    """A :class:`QComboBox` whose current text is elided to fit its field.

    Only the painting changes: ``currentText()``, the model, the popup and
    the accessible value are Qt's.  An editable box is drawn as Qt draws it
    (its line edit shows the text).
    """

    def shown_text(self) -> str:
        """The current text as the box draws it: whole, or cut with "…".

        Elided at the right to the width of the style's edit field (the
        box's padding and arrow left out), in the box's font.
        """
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self._elided(option)

    def _elided(self, option: QStyleOptionComboBox) -> str:
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        width = field.width()
        if not option.currentIcon.isNull():
            width -= option.iconSize.width() + 4
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, max(0, width))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """Draw the frame and arrow as Qt does, then the current text elided."""
        if self.isEditable():
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self._elided(option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
