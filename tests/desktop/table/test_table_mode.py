"""Table mode (F11) covers its screen, with or without a window manager.

Without one a full-screen window keeps its size (1366×768 in the corner of
a 1920×1080 screen): table mode fills the screen itself, and leaving it
gives the window its size back.  Under a real X server (``xvfb_display``,
no window manager there).
"""

from __future__ import annotations

from support.xvfb import run_scenario


def test_table_mode_fills_the_screen_when_no_window_manager_does(tmp_path, xvfb_display):
    seen = run_scenario("table_mode_without_a_window_manager", xvfb_display, tmp_path)
    assert seen["on"] == seen["screen"], seen
    assert seen["off"][2:] == [1000, 600], seen
