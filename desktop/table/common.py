"""Shared pieces of the table view: the theme and re-translation mixins, fitting labels, layout helpers.

Every widget renders from a :class:`~archenemy.engine.model.GameState` and sets
its fixed texts in ``retranslate()``, called from ``__init__`` and on
``QEvent.LanguageChange``; user input leaves as an engine action through the
``act`` callback.  Nothing here decides a rule.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action
from ..theme import Theme

Act = Callable[[Action], object]


def _font(point_size: float, bold: bool = False, scale: float = 1.0) -> QFont:
    """A font of ``point_size`` points times ``scale`` (kept for the deck builder: table widgets use their theme)."""
    return Theme(scale).font(point_size, bold)


if TYPE_CHECKING:

    class WindowPart(QMainWindow):
        """For type checkers only: a part (mixin) of the main window reaches the window's other parts."""

        def __getattr__(self, name: str) -> Any: ...

else:
    WindowPart = object  # at run time a plain mixin; MainWindow brings QMainWindow


# Dynamic properties that remember a widget's themed font, so a new theme can re-apply it.
_POINT_SIZE = "themePointSize"
_BOLD = "themeBold"


def set_theme_font(widget: QWidget, theme: Theme, size: float, bold: bool = False) -> None:
    """Give ``widget`` the theme's font of ``size`` points and remember the size for :func:`reapply_theme`."""
    widget.setProperty(_POINT_SIZE, float(size))
    widget.setProperty(_BOLD, bold)
    widget.setFont(theme.font(size, bold))


def reapply_theme(top: QWidget, theme: Theme) -> None:
    """Re-apply ``theme`` to ``top`` and every widget in it: fonts set by :func:`set_theme_font`, fitted texts.

    Call it after the application's style sheet changes too: Qt then restores
    the fonts widgets had when the sheet first styled them.
    """
    for widget in [top, *top.findChildren(QWidget)]:
        size = widget.property(_POINT_SIZE)
        if size is not None:
            widget.setFont(theme.font(float(size), bool(widget.property(_BOLD))))
        if isinstance(widget, Themed):
            widget.set_theme(theme)
        if isinstance(widget, FitLabel):
            widget.scale = theme.scale
            widget.show_text(widget.text())


class Themed:
    """Mixin: a widget that builds its fonts from ``self.theme`` (text size and colour scheme).

    The main window hands each one the current :class:`~archenemy.desktop.theme.Theme`
    at construction and through :meth:`set_theme` when the user changes the text size.
    """

    theme: Theme = Theme()

    def set_theme(self, theme: Theme) -> None:
        """Use ``theme`` for every font built from now on."""
        old, self.theme = self.theme, theme
        if theme.scale != old.scale:
            self._theme_changed()

    def _theme_changed(self) -> None:
        """Hook: forget what was built with the old theme (the next show_state rebuilds it)."""

    def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` this theme's font of ``size`` points (re-applied when the theme changes)."""
        set_theme_font(widget, self.theme, size, bold)


def clear_layout(layout: QVBoxLayout | QHBoxLayout | QGridLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()


class FitLabel(QLabel):
    """A word-wrapped label whose font shrinks (down to ``min_pt``) to fit its box, up to ``max_pt``.

    Card texts stay as large as the space allows, from a 1366×768 laptop to a
    1080p screen, and are never clipped (below ``min_pt`` the text scrolls out
    of view rather than become unreadable; 11 pt is the project's floor).
    """

    def __init__(
        self, max_pt: int, min_pt: int = 12, bold: bool = False, parent: QWidget | None = None, *, scale: float = 1.0
    ) -> None:
        super().__init__(parent)
        self.max_pt, self.min_pt = max_pt, min_pt
        self.scale = scale  # the user's text size: ``max_pt`` grows with it
        self.setFont(Theme(scale).font(max_pt, bold))
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
        low, high = self.min_pt, max(self.min_pt, round(self.max_pt * self.scale))
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
