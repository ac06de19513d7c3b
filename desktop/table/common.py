"""Shared pieces of the table view: fonts scaled by the text size, fitting labels, the re-translation mixin.

Every widget renders from a :class:`~archenemy.engine.model.GameState` and sets
its fixed texts in ``retranslate()``, called from ``__init__`` and on
``QEvent.LanguageChange``; user input leaves as an engine action through the
``act`` callback.  Nothing here decides a rule.
"""

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action

Act = Callable[[Action], object]


# The user's text size (Settings → text_scale); every font of the table view is scaled by it.
_TEXT_SCALE = [1.0]


def set_text_scale(scale: float) -> None:
    """Scale every font created from now on (widgets re-created or re-rendered pick it up)."""
    _TEXT_SCALE[0] = scale


def text_scale() -> float:
    """The current text size factor."""
    return _TEXT_SCALE[0]


def _font(point_size: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(max(11.0, point_size * _TEXT_SCALE[0]))
    font.setBold(bold)
    return font


def clear_layout(layout: QVBoxLayout | QHBoxLayout | QGridLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()


class FitLabel(QLabel):
    """A word-wrapped label whose font shrinks (down to ``min_pt``) to fit its box, up to ``max_pt``.

    Card texts stay as large as the space allows, from a 1366×768 laptop to a
    1080p screen, and are never clipped (below ``min_pt`` the text scrolls out
    of view rather than become unreadable; 11 pt is the project's floor).
    """

    def __init__(self, max_pt: int, min_pt: int = 12, bold: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_pt, self.min_pt = max_pt, min_pt
        self.setFont(_font(max_pt, bold))
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(40)

    def show_text(self, text: str) -> None:
        """Show ``text`` at the largest size that fits (``setText`` alone does not re-fit)."""
        self.setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _fits(self, point_size: int) -> bool:
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QFontMetrics

        font = QFont(self.font())
        font.setPointSize(point_size)
        rect = QFontMetrics(font).boundingRect(
            QRect(0, 0, max(1, self.width()), 100000), int(Qt.TextFlag.TextWordWrap), self.text()
        )
        return rect.height() <= self.height()

    def _fit(self) -> None:
        low, high = self.min_pt, max(self.min_pt, round(self.max_pt * text_scale()))
        while low < high:
            middle = (low + high + 1) // 2
            if self._fits(middle):
                low = middle
            else:
                high = middle - 1
        if self.font().pointSize() != low:
            font = QFont(self.font())
            font.setPointSize(low)
            super().setFont(font)


class Retranslating:
    """Mixin: call ``retranslate()`` on ``QEvent.LanguageChange``."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # type: ignore[attr-defined]
        super().changeEvent(event)  # type: ignore[misc]
