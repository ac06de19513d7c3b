"""How the deck builder's widgets look.

Fonts at the text size, a re-style after a property, see-through scroll areas.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .. import theme

__all__ = ["font", "restyle", "scroll_area"]


def font(size: float, scale: float, bold: bool = False) -> QFont:
    """A font of ``size`` points times the text size ``scale``.

    Never under the theme's floor.
    """
    result = QFont()
    result.setPointSizeF(theme.point_size(size, scale))
    result.setBold(bold)
    return result


def restyle(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property changed.

    ``tone`` or ``legal``.
    """
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def scroll_area(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless, resizable, see-through scroll area.

    The area takes no focus.

    The area's frame (a themed ``QFrame``) shows through: Qt paints a scroll
    area's viewport and widget with the platform palette's base colour
    otherwise (white under a desktop without a colour scheme, light text on
    it unreadable), and the theme has no rule for the viewport.
    """
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(widget)
    # setWidget() turned it on.
    widget.setAutoFillBackground(False)
    area.viewport().setAutoFillBackground(False)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area
