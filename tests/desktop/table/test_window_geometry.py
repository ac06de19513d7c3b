"""The main window on its screen: never larger than it, maximised kept.

With no window manager a maximised start is a hint nobody takes: the
window kept its own 1366×768 on a 1280×720 screen.  Under a window manager
leaving table mode (Esc, F11) un-maximised the window.  The offscreen
screen here is 800×800.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from archenemy.desktop.session import Session
from archenemy.desktop.table.window import MainWindow
from archenemy.desktop.table.window_geometry import show_restored
from archenemy.desktop.widgets.screen_fit import fit_on_screen, fitted_rect


def test_a_rect_is_made_to_fit_its_area_and_moved_inside() -> None:
    area = QRect(0, 0, 1280, 720)
    assert fitted_rect(QRect(0, 0, 1366, 768), area) == QRect(0, 0, 1280, 720)
    assert fitted_rect(QRect(600, 500, 800, 400), area) == QRect(480, 320, 800, 400)
    assert fitted_rect(QRect(-50, -20, 300, 200), area) == QRect(0, 0, 300, 200)
    assert fitted_rect(QRect(10, 10, 300, 200), QRect(1280, 0, 1920, 1080)) == QRect(1280, 10, 300, 200)


def test_the_first_start_keeps_the_window_on_its_screen(qtbot, tmp_path) -> None:
    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    show_restored(window)
    qtbot.waitExposed(window)
    area = window.screen().availableGeometry()
    # No larger than the screen, or than the window's least size when the screen is smaller (987 px here).
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    room = area.size().expandedTo(least)
    for _ in range(2):
        assert window.width() <= room.width() and window.height() <= room.height(), (window.size(), room)
        assert window.x() >= area.x() and window.y() >= area.y()
        window.showNormal()
        QApplication.processEvents()
    window.close()


def test_a_window_larger_than_its_screen_is_fitted_on_it(make_window) -> None:
    window = make_window()
    area = window.screen().availableGeometry()
    window.setMinimumSize(1, 1)
    window.setGeometry(200, 100, area.width() + 566, area.height() - 32)
    fit_on_screen(window)
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)


def test_leaving_table_mode_keeps_a_maximised_window_maximised(make_window, qtbot) -> None:
    window = make_window()
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=2000)
    window.menus.table_mode_action.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert window.isMaximized()
    window.showNormal()
    window.menus.table_mode_action.trigger()
    window.menus.table_mode_action.trigger()
    assert not window.isMaximized() and not window.isFullScreen()
