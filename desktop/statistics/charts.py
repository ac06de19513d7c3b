"""Two charts drawn with QPainter.

Bars (wins by player, a deck's win rate) and lines (life over the turns).

Chosen by measurement over Qt Charts (``docs/history.md``): Qt Charts ships
only in PySide6-Addons, +418 MiB to every install for a 7 ms import, while
these two widgets cost nothing at start (the Statistics window imports them
when it opens).  Both are readable from two metres: large type (1.25× the
application's font, titles 1.5×), thick bars and lines in the seats' colours,
values written on the chart rather than in a legend.  Each sets its accessible
name (the chart's title) and description (every value in words), and
:meth:`picture` renders it to a PNG-ready :class:`QImage` at any size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import installed_language
from ..widgets.plain_text import plain_tooltip

__all__ = ["Bar", "BarChart", "LineChart", "Series", "label_places", "number_text"]

# Type scale relative to the application's font: from two metres the labels must stay readable.
_LABEL_SCALE = 1.25
_TITLE_SCALE = 1.5


@dataclass(frozen=True)
class Bar:
    """One bar: its ``label``, its ``segments``.

    Value, colour) stacked left to right, and the ``text`` written at its end
    (default: the total.
    """

    label: str
    segments: tuple[tuple[float, str], ...]
    text: str | None = None

    @property
    def total(self) -> float:
        """The sum of the segments."""
        return sum(value for value, _ in self.segments)


@dataclass(frozen=True)
class Series:
    """One line: its ``label``, ``colour`` (``#rrggbb``) and ``points``.

    Y for x = 0, 1, 2….
    """

    label: str
    colour: str
    points: tuple[float, ...]


def _font(base: QFont, scale: float, bold: bool = False) -> QFont:
    font = QFont(base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 12.0
    font.setPointSizeF(size * scale)
    font.setBold(bold)
    return font


def _fill(painter: QPainter, area: QRectF, colour: str) -> None:
    # As fillRect draws it, pixel for pixel; fillRect's first call costs PySide ~1.5 ms (its overloads' enums made).
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawRect(area)
    painter.restore()


class _Chart(QWidget):
    """What both charts share.

    A title, an empty text, the palette's colours, the picture.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.empty_text = ""
        self.legend: tuple[tuple[str, str], ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(320, 240))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(900, 520)

    def _describe(self, description: str) -> None:
        self.setAccessibleName(self.title)
        self.setAccessibleDescription(description)
        # Players' names: text, never markup.
        self.setToolTip(plain_tooltip(description))
        self.update()

    def picture(self, size: QSize | None = None) -> QImage:
        """The chart drawn on an image of ``size``.

        Default: the widget's, at least its size hint.
        """
        size = size or (self.size() if self.width() > 1 else self.sizeHint())
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(self.palette().color(QPalette.ColorRole.Window))
        painter = QPainter(image)
        try:
            self._draw(painter, QRectF(0, 0, size.width(), size.height()))
        finally:
            painter.end()
        return image

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self.title and not self.empty_text:
            # Nothing set yet (the figures being read): nothing to draw, no font to load.
            return
        painter = QPainter(self)
        try:
            self._draw(painter, QRectF(self.rect()))
        finally:
            painter.end()

    def _colour(self, role: QPalette.ColorRole) -> QColor:
        return self.palette().color(role)

    def _draw_title(self, painter: QPainter, area: QRectF) -> QRectF:
        """Draw the title and the legend across the top; return the area left below them.

        A title wider than the chart wraps onto more lines (a Spanish
        heading ran off the window's edge), never cut.
        """
        painter.setPen(self._colour(QPalette.ColorRole.WindowText))
        title = _font(self.font(), _TITLE_SCALE, bold=True)
        painter.setFont(title)
        metrics = QFontMetricsF(title)
        width = max(1.0, area.width() - 24)
        wrap = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter
        lines = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(wrap), self.title).height()
        height = max(metrics.height(), lines) + metrics.height() * 0.4
        painter.drawText(QRectF(area.left() + 12, area.top(), width, height), int(wrap), self.title)
        top = area.top() + height
        if self.legend:
            label = _font(self.font(), _LABEL_SCALE)
            metrics = QFontMetricsF(label)
            painter.setFont(label)
            x, line = area.left() + 12, metrics.height() * 1.3
            for text, colour in self.legend:
                _fill(painter, QRectF(x, top + line * 0.2, line * 0.6, line * 0.6), colour)
                painter.setPen(self._colour(QPalette.ColorRole.WindowText))
                painter.drawText(QPointF(x + line * 0.8, top + metrics.ascent() + line * 0.1), text)
                x += line * 1.4 + metrics.horizontalAdvance(text)
            top += line * 1.1
        return QRectF(area.left(), top, area.width(), area.bottom() - top)

    def _draw_empty(self, painter: QPainter, area: QRectF) -> None:
        painter.setFont(_font(self.font(), _LABEL_SCALE))
        painter.setPen(self._colour(QPalette.ColorRole.PlaceholderText))
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)

    def _draw(self, painter: QPainter, area: QRectF) -> None:
        raise NotImplementedError


class BarChart(_Chart):
    """Horizontal bars, one per row (names read on the left, as the table says them).

    Stacked segments.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: tuple[Bar, ...] = ()
        self.maximum: float | None = None

    def set_data(
        self,
        title: str,
        bars: Sequence[Bar],
        *,
        legend: Sequence[tuple[str, str]] = (),
        maximum: float | None = None,
        empty_text: str = "",
        description: str = "",
    ) -> None:
        """Show ``bars`` under ``title``.

        ``maximum`` fixes the scale (default: the longest bar);
        ``description``: the values in words, for screen readers (default:
        "label: text" per bar).
        """
        self.title, self.bars, self.legend, self.maximum, self.empty_text = (
            title,
            tuple(bars),
            tuple(legend),
            maximum,
            empty_text,
        )
        words = (
            description or "; ".join(f"{b.label}: {b.text or number_text(b.total)}" for b in self.bars) or empty_text
        )
        self._describe(f"{title}. {words}")

    def _draw(self, painter: QPainter, area: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._draw_title(painter, area)
        if not self.bars:
            self._draw_empty(painter, area)
            return
        label = _font(self.font(), _LABEL_SCALE)
        metrics = QFontMetricsF(label)
        painter.setFont(label)
        name_width = min(area.width() * 0.35, max(metrics.horizontalAdvance(b.label) for b in self.bars) + 24)
        value_width = max(metrics.horizontalAdvance(b.text or number_text(b.total)) for b in self.bars) + 24
        row = min(area.height() / len(self.bars), metrics.height() * 2.4)
        scale_max = self.maximum or max((b.total for b in self.bars), default=0) or 1
        room = max(1.0, area.width() - name_width - value_width - 12)
        text_colour = self._colour(QPalette.ColorRole.WindowText)
        for index, bar in enumerate(self.bars):
            top = area.top() + index * row
            painter.setPen(text_colour)
            name_rect = QRectF(area.left() + 12, top, name_width - 24, row)
            elided = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, name_rect.width())
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, elided)
            x = area.left() + name_width
            for value, colour in bar.segments:
                width = room * max(0.0, value) / scale_max
                _fill(painter, QRectF(x, top + row * 0.18, width, row * 0.64), colour)
                x += width
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(x + 8, top, value_width, row), Qt.AlignmentFlag.AlignVCenter, bar.text or number_text(bar.total)
            )


class LineChart(_Chart):
    """Lines over x = 0, 1, 2… (the turns), each labelled with its name at its end.

    In its own colour.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: tuple[Series, ...] = ()
        self.x_title = ""

    def set_data(
        self, title: str, series: Sequence[Series], *, x_title: str = "", empty_text: str = "", description: str = ""
    ) -> None:
        """Show ``series`` under ``title``.

        ``x_title`` names the horizontal axis (the turns).
        """
        self.title, self.series, self.x_title, self.empty_text = title, tuple(series), x_title, empty_text
        self.legend = ()
        words = description or "; ".join(
            f"{s.label}: {', '.join(number_text(p) for p in s.points)}" for s in self.series
        )
        self._describe(f"{title}. {words or empty_text}")

    def _draw(self, painter: QPainter, area: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._draw_title(painter, area)
        points = [p for s in self.series for p in s.points]
        if not points:
            self._draw_empty(painter, area)
            return
        label = _font(self.font(), _LABEL_SCALE)
        metrics = QFontMetricsF(label)
        painter.setFont(label)
        top_value = max(max(points), 1.0)
        bottom_value = min(min(points), 0.0)
        turns = max(len(s.points) for s in self.series) - 1
        names_width = max(metrics.horizontalAdvance(s.label) for s in self.series) + 24
        left = area.left() + metrics.horizontalAdvance(number_text(top_value)) + 24
        plot = QRectF(left, area.top() + 8, area.right() - left - names_width, area.height() - metrics.height() * 2.6)
        text_colour = self._colour(QPalette.ColorRole.WindowText)
        grid = QColor(text_colour)
        grid.setAlphaF(0.2)

        def to_point(x: float, y: float) -> QPointF:
            px = plot.left() + (plot.width() * x / turns if turns else 0)
            py = plot.bottom() - plot.height() * (y - bottom_value) / (top_value - bottom_value or 1)
            return QPointF(px, py)

        for value in _ticks(bottom_value, top_value):
            where = to_point(0, value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), where.y()), QPointF(plot.right(), where.y()))
            painter.setPen(text_colour)
            painter.drawText(QRectF(area.left(), where.y() - metrics.height() / 2, left - area.left() - 8, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, number_text(value))  # fmt: skip
        for turn in _ticks(0, turns, count=min(turns, 10) or 1):
            where = to_point(turn, bottom_value)
            painter.drawText(QRectF(where.x() - 40, plot.bottom() + 4, 80, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, number_text(turn))  # fmt: skip
        painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() * 1.2, plot.width(), metrics.height() * 1.3),
                         Qt.AlignmentFlag.AlignHCenter, self.x_title)  # fmt: skip
        ends = []
        for series in self.series:
            pen = QPen(QColor(series.colour), 5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            line = [to_point(x, y) for x, y in enumerate(series.points)]
            painter.drawPolyline(line)
            ends.append((line[-1], series))
        # Each line's name at its end; where lines end together (three heroes at 20) the names are spread evenly
        # around that value, never all below it, kept on the chart, and a short leader ties a moved name to its end.
        ends.sort(key=lambda item: item[0].y())
        centres = label_places([end.y() for end, _ in ends], metrics.height(), area.top(), area.bottom())
        for (end, series), centre in zip(ends, centres, strict=True):
            colour = QColor(series.colour)
            x = end.x() + 10
            if abs(centre - end.y()) > metrics.height() / 4:
                painter.setPen(QPen(colour, 1.5))
                painter.drawLine(QPointF(end.x() + 3, end.y()), QPointF(x - 2, centre))
            painter.setPen(colour)
            painter.drawText(QPointF(x, centre + metrics.ascent() / 2.5), series.label)


def label_places(wanted: Sequence[float], height: float, top: float, bottom: float) -> list[float]:
    """Centres of names ``height`` apart, each as near its ``wanted`` one as can be.

    ``wanted`` sorted, top to bottom (pixels).  Names that would overlap form
    a group spread evenly around the mean of what its members want (so a
    group of names for one value sits around that value, the middle one
    beside it), groups that then touch merge, and the whole stays between
    ``top`` and ``bottom`` where it fits.
    """
    groups: list[list[float]] = []
    for value in wanted:
        groups.append([value])
        while len(groups) > 1:
            last, before = groups[-1], groups[-2]
            if _group_top(before, height) + len(before) * height <= _group_top(last, height) + 1e-9:
                break
            groups[-2:] = [before + last]
    places: list[float] = []
    for group in groups:
        start = _group_top(group, height)
        places.extend(start + height * (index + 0.5) for index in range(len(group)))
    if places:
        # Kept on the chart: up from the bottom, then down from the top (the top wins when too many).
        shift = min(0.0, bottom - (places[-1] + height / 2))
        shift = max(shift, top - (places[0] - height / 2))
        places = [place + shift for place in places]
    return places


def _group_top(group: list[float], height: float) -> float:
    """The top of ``group``'s names spread around the mean of their wanted centres."""
    return sum(group) / len(group) - height * len(group) / 2


def number_text(value: float, close: float = 1e-9) -> str:
    """``value`` as the UI's language writes it.

    Whole when within ``close`` of a whole number, else with one decimal ("1.5"
    in English, "1,5" in Spanish).
    """
    locale = QLocale(installed_language())
    return locale.toString(int(round(value))) if abs(value - round(value)) < close else locale.toString(value, "f", 1)


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About ``count`` round values from ``low`` to ``high`` (1, 2, 5, 10… steps)."""
    span = high - low
    if span <= 0:
        return [low]
    raw = span / max(1, count)
    step = 1.0
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        step = float(candidate)
        if candidate >= raw:
            break
    first = step * int(low // step)
    values = []
    value = first if first >= low else first + step
    while value <= high + 1e-9:
        values.append(value)
        value += step
    return values
