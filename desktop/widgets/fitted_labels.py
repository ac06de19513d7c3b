"""Labels that fit their text to the box they get.

Card texts, names that wrap, life totals.

The table's texts stay as large as the space allows, from a 1366×768 laptop to
a 1080p screen, and are never clipped: :class:`FitLabel` (a card's rules text,
shrunk down to a floor, then cut after a whole word with "…"),
:class:`WrappedLabel` (a word-wrapped name that keeps the height its lines
need) and :class:`LifeLabel` (a life total as large as its box).  What they
measure is remembered, so a render that brings nothing new measures nothing.
"""

from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolTip, QWidget

from ..theme import MIN_POINT_SIZE, Theme
from .mana_symbols import has_symbols, to_html

__all__ = ["FitLabel", "LifeLabel", "OneLineLabel", "ThemeFontLabel", "WrappedLabel", "font_key"]


def font_key(font: QFont) -> str:
    """``font`` without its size: what a fitted size depends on.

    The family, weight, style and the rest.
    """
    sized = QFont(font)
    sized.setPointSizeF(12)
    return sized.key()


# What fitting measured, shared by every life total: (font key, sample, points, pad) -> box; cleared when full.
_BOXES: dict[tuple[str, str, float, int], QSize] = {}
_BOXES_KEPT = 4096
# Heights a card text remembers (text, width, size, font), cleared when full.
_HEIGHTS_KEPT = 256


class ThemeFontLabel(QLabel):
    """A label that fits its text from the font the theme gives it.

    :func:`~archenemy.desktop.widgets.theming.set_theme_font` calls
    :meth:`theme_font_given` after each font it sets: the label's largest
    size, which its own fitting shrinks from.  A method the theme calls, not
    a ``changeEvent``: no Python override is handed a ``QEvent`` before the
    first frame (PySide6 then builds every event class it knows, ~3 ms).
    """

    def theme_font_given(self) -> None:
        """Hook: the theme gave the label a new font (its largest size)."""


class WrappedLabel(ThemeFontLabel):
    """A word-wrapped label at least as tall as its lines at the width it gets.

    Qt's box layouts size a word-wrapped label that shares a row with another
    widget (the card's name beside its type line, its caption beside Rulings)
    by a height guessed at another width: a Spanish name that wraps at the
    width it got was drawn in one line's height, its top and bottom cut off
    (found under Xvfb with the log shown).  After each resize, font change and
    :meth:`hold_height` (call it after a new text) the minimum height is the
    height for the current width; ``changed``, if set, is then called (the
    window shares its height again).  With ``shrink`` (a fraction) the font
    first shrinks from the size it was given down to that fraction of it to
    keep the text on one line, so a long name takes one line's height where
    the table is short of room.
    """

    def __init__(self, parent: QWidget | None = None, *, shrink: float = 1.0) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.changed: Callable[[], None] | None = None
        self._shrink = shrink
        # The font it was given: the largest size.
        self._base = QFont(self.font())
        self._fitting = False
        # What each (text, width, font, frame) needed: its size and height; a render or a size seen before
        # measures nothing again.
        self._held: dict[tuple[object, ...], tuple[float, int]] = {}

    def hold_height(self) -> None:
        """Fit the font and make the minimum height what the text needs.

        The font is fitted with ``shrink``; the height is the one the text needs at the current
        width.

        Measured with the font's metrics: :meth:`heightForWidth` never answers less than the minimum
        height already set, so a label that got wider would keep the lines it needed when narrower.
        """
        contents = self.contentsRect()
        width = contents.width() - 2 * max(0, self.margin())
        if width <= 0:
            return
        key = (self.text(), width, self._base.key(), self.height() - contents.height())
        known = self._held.get(key)
        if known is None:
            size = self._fit_size(width)
            font = QFont(self._base)
            font.setPointSizeF(size)
            lines = QFontMetrics(font).boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, self.text())
            known = size, lines.height() + self.height() - contents.height() + 2 * max(0, self.margin())
            if len(self._held) >= 64:
                self._held.clear()
            self._held[key] = known
        size, needed = known
        if size != self.font().pointSizeF():
            font = QFont(self._base)
            font.setPointSizeF(size)
            self._fitting = True
            try:
                self.setFont(font)
            finally:
                self._fitting = False
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)
            if self.changed is not None:
                self.changed()

    def line_width(self) -> int:
        """The width its text takes on one line at its largest size (pixels).

        Its margins and frame counted: given that width it wraps nothing.
        Remembered for each text and font, so a layout asking again measures
        nothing (Qt's own size hint of a wrapped label is a guess of about
        twenty characters: "Scheme deck: 20 cards" got two lines).
        """
        key = ("line", self.text(), self._base.key(), self.margin(), self.width() - self.contentsRect().width())
        known = self._held.get(key)
        if known is None:
            line = QFontMetrics(self._base).boundingRect(QRect(0, 0, 1 << 20, 1 << 20), 0, self.text()).width()
            known = 0.0, line + self.width() - self.contentsRect().width() + 2 * max(0, self.margin())
            if len(self._held) >= 64:
                self._held.clear()
            self._held[key] = known
        return known[1]

    def _fit_size(self, width: int) -> float:
        """The largest size at which the text takes one line (points).

        Down to ``shrink`` of the given size.
        """
        font = QFont(self._base)
        size, least = self._base.pointSizeF(), self._base.pointSizeF() * self._shrink
        while size - 1 >= least and QFontMetrics(font).horizontalAdvance(self.text()) > width:
            size -= 1
            font.setPointSizeF(size)
        return size

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.hold_height()

    def theme_font_given(self) -> None:
        """A new size was given (the theme's, the card's): fitted from it."""
        if not self._fitting:
            self._base = QFont(self.font())
            self.hold_height()


class OneLineLabel(ThemeFontLabel):
    """One line of plain text: its font shrinks to fit, then the line is cut with "…".

    A player's name on their panel: the font the theme gives is the largest;
    with less width the font shrinks down to ``shrink`` of it, and only past
    that is the line cut with "…" (the tooltip or the accessible name says
    it whole).  Its least width is the text's at that smallest size, so a
    long name ("Archienemigo" at 16 pt bold, 164 px) no longer holds the
    window wider than a 1024 px screen.  :meth:`text` is always the whole
    text; call :meth:`fit` after a new text.
    """

    def __init__(self, text: str = "", *, shrink: float = 0.75) -> None:
        super().__init__(text)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._shrink = shrink
        # The font it was given: the largest size.
        self._base = QFont(self.font())
        # The line's width at each (text, font, size) measured: a size seen before measures nothing again.
        self._advances: dict[tuple[str, str, float], int] = {}

    def theme_font_given(self) -> None:
        """A new size was given (the theme's): fitted from it."""
        self._base = QFont(self.font())
        self.fit()

    def _advance(self, points: float) -> int:
        """The text's width on one line at ``points`` (pixels)."""
        key = (self.text(), self._base.key(), points)
        known = self._advances.get(key)
        if known is None:
            font = QFont(self._base)
            font.setPointSizeF(points)
            known = QFontMetrics(font).horizontalAdvance(self.text())
            if len(self._advances) >= 64:
                self._advances.clear()
            self._advances[key] = known
        return known

    def _frame(self) -> int:
        """The width its margins and frame take (pixels)."""
        return self.width() - self.contentsRect().width() + 2 * max(0, self.margin())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        least = max(MIN_POINT_SIZE, self._base.pointSizeF() * self._shrink)
        hint.setWidth(min(hint.width(), self._advance(least) + self._frame()))
        return hint

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        hint.setWidth(max(hint.width(), self._advance(self._base.pointSizeF()) + self._frame()))
        return hint

    def fit(self) -> None:
        """Draw at the largest size, down to ``shrink`` of it, whose line fits the width."""
        width = self.contentsRect().width() - 2 * max(0, self.margin())
        size, least = self._base.pointSizeF(), max(MIN_POINT_SIZE, self._base.pointSizeF() * self._shrink)
        while size - 1 >= least and self._advance(size) > width:
            size -= 1
        if size != self.font().pointSizeF():
            font = QFont(self._base)
            font.setPointSizeF(size)
            self.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        rect = self.contentsRect()
        if self._advance(self.font().pointSizeF()) <= rect.width():
            super().paintEvent(event)
            return
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment()), shown)


class FitLabel(QLabel):
    """A word-wrapped label whose font shrinks to fit its box.

    Down to ``min_pt``, up to ``max_pt``.

    Card texts stay as large as the space allows, from a 1366×768 laptop to a
    1080p screen, and are never clipped: a text too long for its box at
    ``min_pt`` (11 pt is the project's floor) is cut after a whole word with
    "…", the whole text in its tooltip and shown by a click (:attr:`elided`).
    """

    def __init__(
        self, max_pt: int, min_pt: int = 12, bold: bool = False, parent: QWidget | None = None, *, scale: float = 1.0
    ) -> None:
        super().__init__(parent)
        self.max_pt, self.min_pt = max_pt, min_pt
        #: The user's text size: ``max_pt`` grows with it.
        self.scale = scale
        self.setFont(Theme(scale).font(max_pt, bold))
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(40)
        self.source = ""
        #: No larger than this (0: no cap): the window holds the size while the same scheme shows.
        self.cap_pt = 0
        #: True while the text is cut with "…" (its whole in the tooltip, a click away).
        self.elided = False
        # See height_for.
        self._heights: dict[tuple[object, ...], int] = {}
        # The text and size the rich text shown was made for, and whether its symbols still wait for the paint.
        self._html_for: tuple[str, int] | None = None
        self._undrawn = False

    def show_text(self, text: str) -> None:
        """Show ``text`` at the largest size that fits.

        ``setText`` alone does not re-fit.

        Mana and tap symbols (``{U}``, ``{T}``) are drawn with the Mana font
        (:mod:`.mana_symbols`); :attr:`source` keeps the text as given.
        """
        if text == self.text() and text:
            # The shown text handed back (a re-fit): start from the whole source again.
            text = self.source
        self.source = text
        self._set_shown(text)
        self._fit()

    def _set_shown(self, text: str, point_size: int | None = None) -> None:
        """Show ``text``: HTML if the source has symbols, else plain text.

        ``text`` is the whole source or its elided start.

        Symbols are laid out for ``point_size`` (default: the label's size now) and drawn when the label
        is painted (:meth:`paintEvent`): the sizes a fit tries while the window settles draw none.  The
        accessible name is the source as written, symbols included (``{1}``), never the images'
        placeholders.
        """
        self._shown = text
        # Its start, cut, keeps the whole text's format.
        if has_symbols(self.source):
            size = point_size or self.font().pointSize()
            if (text, size) != self._html_for or self.textFormat() != Qt.TextFormat.RichText:
                self.setTextFormat(Qt.TextFormat.RichText)
                # The symbols' places, as large as their images: laid out as drawn.
                self.setText(to_html(text, size, drawn=False))
                self._html_for, self._undrawn = (text, size), True
        else:
            self._html_for, self._undrawn = None, False
            if text != self.text() or self.textFormat() != Qt.TextFormat.PlainText:
                self.setTextFormat(Qt.TextFormat.PlainText)
                self.setText(text)
        if self.accessibleName() != self.source:
            self.setAccessibleName(self.source)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self._undrawn and self._html_for is not None:
            # The symbols' images for the size painted (each ~0.8 ms), in the places laid out for them.
            self._undrawn = False
            self.setText(to_html(*self._html_for))
        super().paintEvent(event)

    def set_cap(self, cap_pt: int) -> None:
        """Draw no larger than ``cap_pt`` points (0: no cap) and re-fit."""
        if cap_pt != self.cap_pt:
            self.cap_pt = cap_pt
            self._fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        # The whole text, a click away.
        if self.elided:
            QToolTip.showText(event.globalPosition().toPoint(), self.source, self)
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        # Sized while hidden (a second plane's face, a window shown again), it was fitted as if it had no box:
        # drawn whole past its bottom, never cut nor shrunk.
        self._fit()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        # Its text fits the box it is given: no least height for its width (QLabel turns one on with every
        # wrapped text or font, and the layout then held the card's text at its size against the life totals).
        return False

    def height_for(self, point_size: int) -> int:
        """The height the text needs at ``point_size`` in the current width (pixels).

        Remembered per text, width, size and font (:meth:`_height`): a render that
        shows the same text in a box of the same width measures nothing.
        """
        return self._height(point_size, font_key(self.font()))

    def size_for_box(self, box: int) -> int:
        """The largest size (points) at which the whole text fits ``box`` pixels.

        At the current width, as :meth:`_fit` chooses it (under the cap, ``min_pt`` at least: the
        text may still be cut there).
        """
        high = max(self.min_pt, round(self.max_pt * self.scale))
        low, high = self.min_pt, min(high, self.cap_pt) if self.cap_pt else high
        while low < high:
            middle = (low + high + 1) // 2
            if self.height_for(middle) <= box:
                low = middle
            else:
                high = middle - 1
        return low

    def cut_in(self, box: int) -> bool:
        """Whether the whole text would be cut with "…" in ``box`` pixels.

        It would when it does not fit at ``min_pt``.
        """
        return bool(self.source) and self.height_for(self.min_pt) > box

    def _elide(self, point_size: int, font_name: str) -> None:
        """Show the whole text if it fits at ``point_size``, else its longest start.

        The longest start of whole words that fits, then "…".
        """
        shown = self.source
        if self.isVisible() and self.height() > 0 and self._height(point_size, font_name) > self.height():
            words = self.source.split(" ")
            low, high = 0, len(words) - 1
            while low < high:
                middle = (low + high + 1) // 2
                if self._height(point_size, font_name, " ".join(words[:middle]) + " …") <= self.height():
                    low = middle
                else:
                    high = middle - 1
            shown = " ".join(words[:low]).rstrip() + " …"
        self.elided = shown != self.source
        self.setToolTip(self.source if self.elided else "")
        self._set_shown(shown, point_size)

    def _height(self, point_size: int, font_name: str, source: str | None = None) -> int:
        """The height of ``source`` at ``point_size`` in the current width (pixels).

        ``source`` defaults to the whole text.
        """
        width = max(1, self.width())
        source = self.source if source is None else source
        key = (source, width, point_size, font_name)
        height = self._heights.get(key)
        if height is None:
            height = self._measure_height(point_size, width, source)
            if len(self._heights) >= _HEIGHTS_KEPT:
                self._heights.clear()
            self._heights[key] = height
        return height

    def _measure_height(self, point_size: int, width: int, source: str) -> int:
        font = QFont(self.font())
        font.setPointSize(point_size)
        if has_symbols(source):
            # Asked for here: PySide6 makes a class the first time it is asked for, and only a text with
            # symbols needs it.
            from PySide6.QtGui import QTextDocument

            document = QTextDocument()
            document.setDocumentMargin(0)
            document.setDefaultFont(font)
            # Laid out as drawn: no image needed
            document.setHtml(to_html(source, point_size, drawn=False))
            document.setTextWidth(width)
            return int(document.size().height() + 0.999)
        flags = int(Qt.TextFlag.TextWordWrap)
        return QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), flags, source).height()

    def _fits(self, point_size: int) -> bool:
        """Whether the text as shown fits the box at ``point_size``.

        As shown: whole, or cut with "…".
        """
        return self._height(point_size, font_key(self.font()), getattr(self, "_shown", None)) <= self.height()

    def _fit(self) -> None:
        """Take the largest size at which the text fits.

        A binary search of remembered heights.

        Under its cap (:meth:`set_cap`), never under ``min_pt``: a text too long for
        its box even there is cut after the last whole word that fits, with "…",
        its whole in the tooltip and a click away (the box is never taller than the
        window gives it: the life totals keep their room).

        Only while shown: a hidden label (the window before its first frame, a
        second plane's face, table mode's card) has no box of its own yet, and
        is fitted when it shows (:meth:`showEvent`).
        """
        if not self.isVisible():
            return
        high = max(self.min_pt, round(self.max_pt * self.scale))
        low, high = self.min_pt, min(high, self.cap_pt) if self.cap_pt else high
        font_name = font_key(self.font())
        while low < high:
            middle = (low + high + 1) // 2
            if self._height(middle, font_name) <= self.height():
                low = middle
            else:
                high = middle - 1
        self._elide(low, font_name)
        if self.font().pointSize() != low:
            font = QFont(self.font())
            font.setPointSize(low)
            super().setFont(font)


class LifeLabel(QLabel):
    """A life total drawn as large as its box allows: the hero of the table's screen.

    The font grows with the box (the window, table mode) up to ``max_pt``
    times the text size, and never under the theme's floor.  Its size hints
    come from ``base_pt`` alone (times the text size for the preferred size,
    unscaled for the minimum), so a large total never pushes the window past
    the screen: the layout gives the box, the box gives the font.
    """

    #: The narrowest total the box is fitted for: two digits (a longer total is fitted as it is).
    SAMPLE = "88"

    def __init__(self, base_pt: float, max_pt: float, *, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.base_pt, self.max_pt, self.scale = base_pt, max_pt, scale
        self.cap_pt = 0
        # What it was fitted for, and the size (points).
        self._fitted: tuple[tuple[object, ...], int] | None = None
        # The font's whole key and its font_key(): known again when the font changes.
        self._font_name: tuple[str, str] | None = None
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(base_pt * scale)
        super().setFont(font)

    def set_sizes(self, base_pt: float, max_pt: float) -> None:
        """Change the base and largest sizes (points, before the text size) and re-fit."""
        self.base_pt, self.max_pt = base_pt, max_pt
        self.updateGeometry()
        self._fit()

    def show_text(self, text: str) -> None:
        """Show ``text`` at the largest size that fits.

        ``setText`` alone does not re-fit.
        """
        self.setText(text)
        self._fit()

    def _sample(self) -> str:
        text = self.text()
        return text if len(text) > len(self.SAMPLE) else self.SAMPLE

    def _font_key(self) -> str:
        # Known for the font it has now, whoever set it (a fit, the theme, the application's font).
        current = self.font().key()
        if self._font_name is None or self._font_name[0] != current:
            self._font_name = current, font_key(self.font())
        return self._font_name[1]

    def _box(self, point_size: float, pad: int = 8, font_name: str | None = None) -> QSize:
        """The box the sample total needs at ``point_size``.

        The digits' height, not the font's line height.

        ``pad``: pixels kept free above and below the digits together (more when fitting, so
        a large total never touches its panel's edge).  Measured once per font (``font_name``:
        its :func:`font_key`, if known), sample and size for every life total of the app
        (:data:`_BOXES`): renders and resizes reuse it.
        """
        sample = self._sample()
        key = (font_name or self._font_key(), sample, float(point_size), pad)
        box = _BOXES.get(key)
        if box is None:
            font = QFont(self.font())
            font.setPointSizeF(point_size)
            metrics = QFontMetrics(font)
            box = QSize(metrics.horizontalAdvance(sample) + 8, metrics.tightBoundingRect("0123456789").height() + pad)
            if len(_BOXES) >= _BOXES_KEPT:
                _BOXES.clear()
            _BOXES[key] = box
        return QSize(box)

    def _hint_pt(self) -> float:
        """The size hint's point size: the base size times the text size."""
        return max(MIN_POINT_SIZE, self.base_pt * self.scale)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self._box(self._hint_pt())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # The size hint's box scaled (glyphs grow in proportion to the size): no font of its own to load.
        least = max(MIN_POINT_SIZE, 0.8 * self.base_pt * min(1.0, self.scale))
        hint = self._hint_pt()
        box = self._box(hint)
        return QSize(round(box.width() * least / hint), round(box.height() * least / hint))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        # Sized while hidden, it was not fitted (its box was not the one it shows in).
        self._fit()

    def best_point_size(self) -> int:
        """The largest point size at which the total fits its box.

        Up to ``max_pt`` times the text size.

        Remembered for the last box, sample (the digit count, or the digits of
        a total over two), sizes and font it was fitted for, and its
        measurements are shared by every life total (:meth:`_box`): a render
        or a resize that brings none of these new measures nothing.
        """
        font_name = self._font_key()
        key = (self._sample(), self.width(), self.height(), self.max_pt, self.scale, font_name)
        if self._fitted is not None and self._fitted[0] == key:
            return self._fitted[1]
        low, high = int(MIN_POINT_SIZE), max(int(MIN_POINT_SIZE), round(self.max_pt * self.scale))

        def fits(point_size: int) -> bool:
            box = self._box(point_size, 16, font_name)
            return box.width() <= self.width() and box.height() <= self.height()

        # Glyphs grow in proportion to the size: from the size hint's measures (its font is loaded already), the
        # size the box holds, then checked one size at a time.  Each size measured loads a font engine (~1.4 M
        # instructions): a binary search measured seven sizes a fit, fourteen before the first frame.
        def scaled(point_size: float) -> int:
            # The size the box holds, by the sample's measures at ``point_size``.
            box = self._box(point_size, 16, font_name)
            across, up = max(1, box.width() - 8), max(1, box.height() - 16)
            guess = round(point_size * min((self.width() - 8) / across, (self.height() - 16) / up))
            return min(high, max(low, guess))

        # Once more from the size found (the hint's size is far from it, and hinting rounds small glyphs).
        size = scaled(scaled(self._hint_pt()))
        if fits(size):
            while size < high and fits(size + 1):
                size += 1
        else:
            while size > low and not fits(size):
                size -= 1
        self._fitted = (key, size)
        return size

    def _fit(self) -> None:
        if not self.isVisible():
            # A box given before the window shows (Qt's default 640×480 among them) is fitted when it shows.
            return
        best = self.best_point_size()
        size = min(best, self.cap_pt) if self.cap_pt else best
        if self.font().pointSizeF() != size:
            font = QFont(self.font())
            font.setPointSizeF(size)
            super().setFont(font)

    def set_cap(self, cap_pt: int) -> None:
        """Draw no larger than ``cap_pt`` points (0: no cap).

        The window gives every total the same size.
        """
        if cap_pt != self.cap_pt:
            self.cap_pt = cap_pt
            self._fit()
