"""The theme on widgets: fonts at the theme's text size, and their mixin.

The fonts follow the theme when it changes; the mixin builds them.

A widget's font set with :func:`set_theme_font` remembers its size in points
(dynamic properties), so :func:`reapply_theme` can give a whole window a new
text size or colour scheme; :class:`Themed` widgets build their fonts from the
:class:`~archenemy.desktop.theme.Theme` they hold.
"""

from PySide6.QtWidgets import QWidget

from ..theme import Theme
from .fitted_labels import FitLabel, LifeLabel

__all__ = ["Themed", "reapply_theme", "set_theme_font"]

# Dynamic properties that remember a widget's themed font, so a new theme can re-apply it.
_POINT_SIZE = "themePointSize"
_BOLD = "themeBold"


def set_theme_font(widget: QWidget, theme: Theme, size: float, bold: bool = False) -> None:
    """Give ``widget`` the theme's font of ``size`` points.

    The size is remembered for :func:`reapply_theme`.
    """
    widget.setProperty(_POINT_SIZE, float(size))
    widget.setProperty(_BOLD, bold)
    widget.setFont(theme.font(size, bold))


def reapply_theme(top: QWidget, theme: Theme) -> None:
    """Re-apply ``theme`` to ``top`` and every widget in it.

    Fonts set by :func:`set_theme_font`, and fitted texts.

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
            widget.show_text(widget.source)
        elif isinstance(widget, LifeLabel):
            widget.scale = theme.scale
            widget.show_text(widget.text())


class Themed:
    """Mixin: a widget that builds its fonts from ``self.theme``.

    The theme holds the text size and the colour scheme.

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
        """Hook: forget what was built with the old theme.

        The next show_state rebuilds it.
        """

    def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` this theme's font of ``size`` points.

        Re-applied when the theme changes.
        """
        set_theme_font(widget, self.theme, size, bold)
