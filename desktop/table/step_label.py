"""The turn bar's step name.

Whole words on at most two lines, and the same height at every step.

The turn bar is crowded when the window is narrow, the game log is shown or
the names are Spanish ("Fase principal precombate"): the name was cut inside
a word, and a name that wrapped where another did not made the turn bar, and
the whole table under it, jump by a line as the steps went by.  The label now
shrinks its font (from the theme's size down to :data:`FLOOR_PT`) until every
step name of the current language fits its width in whole words on at most
two lines, no taller than the bar's buttons (or one line at full size), and
holds the height the tallest of them needs, so every step of a turn draws the
table in the same place and the bar never grows for a name.  Shrunk, the
names keep to one line while a size down to :data:`ONE_LINE_SHARE` of the
theme's allows it ("Declarar bloqueadores" broke over two lines beside a
blank).  The buttons keep their keys ("[Espacio]", "[F6]") while the names
fit beside them at :data:`KEY_KEEPS_SHARE` of the theme's size at least;
only past that does the bar give the name room by leaving the keys out, the
die's first (:meth:`~.turn_bar.TurnBar._give_step_room`, called after each
fit through :attr:`StepLabel.fitted`), and each comes back once there is
room for it again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QWidget

from ..widgets.fitted_labels import ThemeFontLabel

__all__ = ["FLOOR_PT", "KEY_KEEPS_SHARE", "ONE_LINE_SHARE", "StepLabel"]

#: The smallest point size a step name shrinks to (the project's text floor is 11 pt).
FLOOR_PT = 12.0
#: The share of the theme's size the step names may shrink to before "Next step" gives up its key.
KEY_KEEPS_SHARE = 0.8
#: The share of the theme's size the step names may shrink to for every one of them to keep to one line.
ONE_LINE_SHARE = 0.7

# At most this many lines per name.
_MAX_LINES = 2


class StepLabel(ThemeFontLabel):
    """A word-wrapped label fitted to every text of :meth:`set_names` at its width.

    The font the theme gives it (:func:`~archenemy.desktop.widgets.theming.set_theme_font`) is the
    largest size; the label shrinks from it when a name would break inside a
    word or take more than two lines, and its minimum height is the tallest
    name's, so its height does not change with the text shown.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._names: tuple[str, ...] = ()
        # The theme's font: the largest size.
        self._base = QFont(self.font())
        self._fitting = False
        # What the last fit was for: nothing to measure again.
        self._fitted: tuple[object, ...] = ()
        #: Called after each new fit (the window gives the name more room when it had to shrink).
        self.fitted: Callable[[], None] | None = None

    def set_names(self, names: Iterable[str]) -> None:
        """Every text the label may show (the step names in the current language)."""
        self._names = tuple(names)
        self._hold_width()
        self._fit()

    def _hold_width(self) -> None:
        """Never narrower than the longest word at :data:`FLOOR_PT`.

        The bar's other parts give way first.
        """
        font = QFont(self._base)
        font.setPointSizeF(min(FLOOR_PT, self._base.pointSizeF()))
        metrics = QFontMetrics(font)
        longest = max((metrics.horizontalAdvance(word) for name in self._names for word in name.split()), default=0)
        margins = self.contentsMargins()
        self.setMinimumWidth(longest + margins.left() + margins.right() + 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def theme_font_given(self) -> None:
        """The theme's font (a text size): the largest size, fitted from."""
        if not self._fitting:
            self._base = QFont(self.font())
            # The theme's size again (a colour scheme's new sheet): the fit is to be done again, even for the same size.
            self._fitted = ()
            self._hold_width()
            self._fit()

    def fits_at_full_size(self, width: int, share: float = 1.0) -> bool:
        """Whether every name fits ``width`` pixels of text.

        At ``share`` of the theme's size (default: all of it): whole
        words, two lines at most, no taller than the bar's other widgets
        (:meth:`_height_budget`).
        """
        font = QFont(self._base)
        font.setPointSizeF(max(FLOOR_PT, self._base.pointSizeF() * share))
        return width > 0 and self._fits(QFontMetrics(font), width, self._height_budget())

    def _height_budget(self) -> int:
        """The most height (pixels of text) a name may take.

        One line at the theme's size, or the tallest of the bar's other widgets
        (the buttons), whichever is more; a name never makes the bar, and the
        table, taller.
        """
        one_line = QFontMetrics(self._base).lineSpacing()
        parent = self.parentWidget()
        layout = parent.layout() if parent is not None else None
        tallest = 0
        if layout is not None:
            for index in range(layout.count()):
                item = layout.itemAt(index)
                widget = item.widget() if item is not None else None
                if widget is not None and widget is not self and not widget.isHidden():
                    tallest = max(tallest, widget.sizeHint().height(), widget.minimumHeight())
        return max(one_line, tallest - (self.height() - self.contentsRect().height()))

    def shrunk(self) -> bool:
        """Whether the name is drawn smaller than the theme's size.

        Its width is too narrow for it.
        """
        return self.font().pointSizeF() < self._base.pointSizeF()

    def _fits(self, metrics: QFontMetrics, width: int, budget: int) -> bool:
        most = min(budget, _MAX_LINES * metrics.lineSpacing())
        return all(metrics.horizontalAdvance(word) <= width for name in self._names for word in name.split()) and all(
            self._height(metrics, width, name) <= most for name in self._names
        )

    def _fit(self) -> None:
        width, budget = self.contentsRect().width(), self._height_budget()
        key = (width, budget, self._base.key(), self._names, self.height() - self.contentsRect().height())
        if width <= 0 or not self._names or key == self._fitted:
            return
        self._fitted = key
        base = self._base.pointSizeF()
        # The theme's size if every name fits it; else one line for every name while that keeps ONE_LINE_SHARE
        # of the size: a smaller name broken over two lines beside a blank ("Declarar / bloqueadores") read worse
        # than a point less on one line.
        font = self._largest_font(width, budget, base)
        if font is None:
            font = self._largest_font(width, 0, max(FLOOR_PT, base * ONE_LINE_SHARE))
        if font is None:
            font = self._largest_font(width, budget, FLOOR_PT)
        if font is None:
            font = QFont(self._base)
            font.setPointSizeF(min(base, max(FLOOR_PT, base - int(base - FLOOR_PT))))
        metrics = QFontMetrics(font)
        if font != self.font():
            self._fitting = True
            try:
                self.setFont(font)
            finally:
                self._fitting = False
        tallest = max(self._height(metrics, width, name) for name in self._names)
        needed = tallest + self.height() - self.contentsRect().height()
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)
        if self.fitted is not None:
            self.fitted()

    def _largest_font(self, width: int, budget: int, least: float) -> QFont | None:
        """The theme's font at the largest size every name fits, or ``None``.

        Sizes from the theme's down to ``least`` points, a point at a time;
        every name in whole words, in ``width`` pixels, no taller than
        ``budget`` pixels (0: one line).  ``None`` when none fits.
        """
        font = QFont(self._base)
        size = self._base.pointSizeF()
        while size >= least:
            font.setPointSizeF(size)
            metrics = QFontMetrics(font)
            # One line: less than two lines' height (a line's box may be a pixel over its spacing).
            if self._fits(metrics, width, budget or 2 * metrics.lineSpacing() - 1):
                return font
            size -= 1
        return None

    @staticmethod
    def _height(metrics: QFontMetrics, width: int, text: str) -> int:
        return metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, text).height()
