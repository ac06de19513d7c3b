"""The story chart's names sit beside the value their line ends at."""

from __future__ import annotations

from archenemy.desktop.statistics.charts import label_places


def test_names_of_lines_ending_apart_sit_at_their_ends():
    assert label_places([100.0, 300.0], 20.0, 0.0, 500.0) == [100.0, 300.0]


def test_names_of_lines_ending_together_are_spread_around_that_value():
    # Three heroes at 20: the middle name beside the value, one above, one below (never all below it)
    assert label_places([200.0, 200.0, 200.0], 20.0, 0.0, 500.0) == [180.0, 200.0, 220.0]


def test_a_name_near_a_group_stays_nearest_its_own_value():
    places = label_places([200.0, 200.0, 260.0], 20.0, 0.0, 500.0)
    assert places == [190.0, 210.0, 260.0]


def test_names_stay_on_the_chart_at_its_bottom_and_top():
    assert label_places([495.0, 495.0], 20.0, 0.0, 500.0) == [470.0, 490.0]
    assert label_places([2.0, 2.0], 20.0, 0.0, 500.0) == [10.0, 30.0]


def test_bars_are_drawn_pixel_for_pixel_as_fill_rect_draws_them(qtbot) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from archenemy.desktop.statistics import charts

    def drawn(fill) -> QImage:
        image = QImage(300, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index in range(12):
            fill(painter, QRectF(2.3 + index * 7.7, 1.45 + index * 13.1, 11.37 * index + 0.6, 9.71), "#c0392b")
        painter.end()
        return image

    expected = drawn(lambda painter, area, colour: painter.fillRect(area, QColor(colour)))
    assert drawn(charts._fill) == expected


def test_a_chart_with_nothing_set_shows_its_background_alone(qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    from archenemy.desktop.statistics.charts import BarChart, LineChart

    for chart in (BarChart(), LineChart()):
        plain = QWidget()
        qtbot.addWidget(chart)
        qtbot.addWidget(plain)
        chart.resize(400, 300)
        plain.resize(400, 300)
        assert chart.grab().toImage() == plain.grab().toImage()
