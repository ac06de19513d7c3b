"""Table mode (F11) covers its screen, with or without a window manager.

Without one a full-screen window keeps its size (1366×768 in the corner of
a 1920×1080 screen): table mode fills the screen itself, and leaving it
gives the window its size back, by F11 or by Esc, and the laptop's layout
with it.  Under a real X server (``xvfb_display``, no window manager
there), and offscreen: the screen filled before the platform's full-screen
geometry came (a loaded machine), leaving still brings the laptop's layout
back.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from archenemy.desktop.table import table_mode

from support.displays import settle
from support.xvfb import run_scenario


def test_table_mode_fills_the_screen_when_no_window_manager_does(tmp_path, xvfb_display):
    seen = run_scenario("table_mode_without_a_window_manager", xvfb_display, tmp_path)
    assert seen["on"] == seen["screen"], seen
    assert seen["left"] and seen["off"][2:] == [1000, 600], seen


@pytest.mark.parametrize("leave", ["F11", "Esc"])
def test_leaving_shows_the_laptop_layout_when_the_fill_came_first(make_window, qtbot, monkeypatch, leave) -> None:
    """F11 or Esc leaves table mode after the window filled its screen itself.

    No wait for a window manager: the fill runs before the platform's
    full-screen geometry arrives, as on a loaded machine, and sets the
    window's geometry (Qt then forgot its full-screen state: leaving was no
    change, and the laptop's own layout never came back).
    """
    monkeypatch.setattr(table_mode, "FULL_SCREEN_WAIT_MS", 0)
    window = make_window()
    for _ in range(2):
        window.toggle_table_mode(True)
        settle(qtbot)
        assert window.table_mode and window.isFullScreen()
        if leave == "F11":
            window.toggle_table_mode(False)
        else:
            qtbot.keyClick(window, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not window.table_mode, timeout=3000)
        assert not window.isFullScreen()
        assert window.card.isVisibleTo(window) and window.turn_bar.isVisibleTo(window)


def test_esc_leaves_table_mode_when_no_window_manager_made_it_full_screen(tmp_path, xvfb_display):
    # Filling the screen by hand must keep the window's full-screen state, which Esc asks for.
    seen = run_scenario("table_mode_without_a_window_manager", xvfb_display, tmp_path, "Escape")
    assert seen["on"] == seen["screen"] and seen["full_screen"], seen
    assert seen["left"] and seen["off"][2:] == [1000, 600], seen
