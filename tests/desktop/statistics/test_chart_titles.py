"""A chart's title wraps within the chart, never running off its edge."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetricsF, QPalette

from archenemy.desktop.statistics.charts import BarChart

#: The Planes tab's heading in Spanish, as the 1,100 px Statistics window showed it (cut at "po").
LONG = "Lanzamientos del dado planar: 24 por partida (mediana 24), 6 caminatas por los planos por partida"


def _inked_rows(image, left: int, right: int, top: int, bottom: int, background) -> list[int]:
    """The rows from ``top`` to ``bottom`` inked between ``left`` and ``right``.

    Inked: a pixel not ``background``.
    """
    return [y for y in range(top, bottom) if any(image.pixelColor(x, y) != background for x in range(left, right))]


def test_a_long_title_wraps_inside_the_chart_and_shows_whole(qapp):
    chart = BarChart()
    # No bars and no empty text: whatever is drawn is the title
    chart.set_data(LONG, [])
    width = 1000
    image = chart.picture(QSize(width, 420))
    background = chart.palette().color(QPalette.ColorRole.Window)
    heading = QFont(chart.font())
    heading.setPointSizeF((heading.pointSizeF() if heading.pointSizeF() > 0 else 12.0) * 1.5)
    heading.setBold(True)
    line = QFontMetricsF(heading).height()
    title = QFontMetricsF(heading).horizontalAdvance(LONG)
    assert title > width, "the heading is wider than the chart"
    # The first line, then the rest under it at the left (wrapped, not cut at the edge)
    first = _inked_rows(image, 12, width // 2, 0, round(line * 1.2), background)
    second = _inked_rows(image, 12, width // 4, round(line * 1.3), round(line * 2.6), background)
    assert first and second, (first, second)
    # Nothing of it in the chart's right margin
    assert not _inked_rows(image, width - 10, width, 0, round(line * 3), background)
    chart.deleteLater()
