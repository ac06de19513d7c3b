"""The game log's dock is readable on any screen: beside the table, else under it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from support.displays import settle
from support.planar_games import PLANAR_FILLER, planechase_start


@pytest.mark.parametrize(("size", "side"), [((1152, 720), "bottom"), ((1280, 720), "right"), ((1920, 1080), "right")])
def test_the_log_shows_whole_lines_and_several_of_them(make_window, qtbot, size, side):
    """Ctrl+G at 1280×720 (no window manager) gave a column ~60–150 px wide.

    One word a line, unreadable, and no key resizes it.  The log goes beside
    the table when the table at its least width leaves it a readable column
    (1280×720 does, since the planes no longer widen the table's least
    width), else under it (1152×720).
    """
    window = make_window(planechase_start(PLANAR_FILLER, players=2), "es")
    window.resize(*size)
    settle(qtbot)
    window.log_dock.show()
    settle(qtbot)
    qtbot.wait(20)
    settle(qtbot)
    log = window.log
    metrics = log.list.fontMetrics()
    viewport = log.list.viewport()
    # At least 26 average characters a line and 6 lines
    assert viewport.width() >= 26 * metrics.averageCharWidth(), viewport.size()
    assert viewport.height() >= 5 * metrics.lineSpacing(), viewport.size()
    area = window.dockWidgetArea(window.log_dock)
    wanted = Qt.DockWidgetArea.BottomDockWidgetArea if side == "bottom" else Qt.DockWidgetArea.RightDockWidgetArea
    assert area == wanted
    # The window keeps its size
    assert (window.width(), window.height()) == size
    window.log_dock.hide()
