"""The theme on widgets: fonts at the theme's text size, and their mixin.

The fonts follow the theme when it changes; the mixin builds them.

A widget's font set with :func:`set_theme_font` remembers its size in points
(dynamic properties), so :func:`reapply_theme` can give a whole window a new
text size or colour scheme; :class:`Themed` widgets build their fonts from the
:class:`~archenemy.desktop.theme.Theme` they hold.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ..theme import SHEET_SEAT_COLOURS, Theme
from .fitted_labels import FitLabel, LifeLabel, ThemeFontLabel

__all__ = ["Themed", "reapply_theme", "seat_sheet", "set_seat_colour", "set_theme_font"]

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
    if isinstance(widget, ThemeFontLabel):
        widget.theme_font_given()


def seat_sheet(colour: str | None, edge: tuple[str, str]) -> str:
    """The style sheet of a seat's own that shows ``colour``.

    ``colour`` is ``#rrggbb`` or ``None``; ``edge`` is the seat's selector and its edge's declaration with
    ``{colour}`` in it.  The declaration is left out for no colour and for
    each of :data:`~archenemy.desktop.theme.SEAT_COLOURS`, which the
    application's sheet draws by the ``seatColour`` property
    (:func:`set_seat_colour`).
    """
    key = (colour or "").lower()
    selector, declaration = edge
    own = declaration.format(colour=key) if key and key not in SHEET_SEAT_COLOURS else ""
    return f"{selector} {{ {own} }}"


def set_seat_colour(widget: QWidget, colour: str | None, edge: tuple[str, str]) -> None:
    """Draw ``colour`` (``#rrggbb``, or ``None``: none) as ``widget``'s seat edge.

    ``edge`` as for :func:`seat_sheet`.  The ``seatColour`` property
    (lower case) names the colour to the application's sheet; the widget's
    own sheet (:func:`seat_sheet`) draws any other.  That sheet is set when
    the seat is made, before its children (a sheet set later makes Qt polish
    the seat and everything in it once more, ~0.5 ms a player panel at the
    start), and stays: under a sheet of its own a widget's fonts are what a
    re-polish gives back (Qt saves a font set on a widget only there).
    Nothing is done when nothing changes.
    """
    key = (colour or "").lower()
    own = seat_sheet(key, edge)
    changed = widget.property("seatColour") != key
    if changed:
        widget.setProperty("seatColour", key)
    if widget.styleSheet() != own:
        widget.setStyleSheet(own)
    elif changed and widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        # Before its first polish the style reads the property itself.
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def reapply_theme(top: QWidget, theme: Theme) -> None:
    """Re-apply ``theme`` to ``top`` and every widget in it.

    Fonts set by :func:`set_theme_font`, and fitted texts.

    Call it after the application's style sheet changes too: Qt then restores
    the fonts widgets had when the sheet first styled them.
    """
    for widget in [top, *top.findChildren(QWidget)]:
        size = widget.property(_POINT_SIZE)
        if size is not None:
            set_theme_font(widget, theme, float(size), bool(widget.property(_BOLD)))
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
