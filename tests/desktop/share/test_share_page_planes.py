"""The phone page of a Planechase game in a real browser: seats and symbols.

Debian's headless Chromium (``support/browser.py``), on 127.0.0.1 only; skips,
saying why, where it is not installed.
"""

from __future__ import annotations

from typing import Any

import pytest
from msgspec.structs import replace

from archenemy.desktop.share.server import ShareServer
from archenemy.desktop.table.dialogs.new_game import SEAT_COLOURS

from support.browser import blocking, browser, missing, wait_page
from support.planar_games import PLANAR_FILLER, planechase_start
from support.share import LOOPBACK, run

if why := missing():
    pytest.skip(f"{why}; .ci/run installs them as root", allow_module_level=True)


def _rgb(colour: str) -> str:
    """``#rrggbb`` as a computed style writes it: ``rgb(r, g, b)``."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


def _coloured(start: Any) -> Any:
    """``start`` with each seat in the new-game dialog's colours."""
    players = tuple(replace(p, colour=SEAT_COLOURS[i][0]) for i, p in enumerate(start.setup.players))
    return replace(start, setup=replace(start.setup, players=players))


def test_the_active_seat_keeps_its_colour_and_is_marked_as_on_the_laptop(make_window, qtbot, qasync_loop) -> None:
    """The active player's card keeps the seat's stripe, outlined in gold.

    As the laptop's life panel does: the seat's colour on the left, the active
    mark around it; the other seats keep their stripe and no mark.
    """
    start = _coloured(planechase_start(PLANAR_FILLER, players=3))
    window = make_window(start, "en")
    active = start.starting_player
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        wait_page(qtbot, driver, lambda d: d.execute_script("return document.querySelectorAll('.player').length") == 3)
        script = (
            "return [...document.querySelectorAll('.player')].map(function (b) {"
            "  var s = getComputedStyle(b);"
            "  return [b.getAttribute('data-player'), b.classList.contains('active'),"
            "          s.borderLeftColor, s.borderTopColor];"
            "});"
        )
        boxes = {name: (on, left, top) for name, on, left, top in blocking(qtbot, driver.execute_script, script)}
        colours = {p.name: p.colour for p in start.setup.players}
        for name, (on, left, _top) in boxes.items():
            assert on == (name == active), boxes
            assert left == _rgb(colours[name]), (name, boxes)
        marks = {top for name, (_on, _left, top) in boxes.items() if name != active}
        assert boxes[active][2] not in marks, boxes
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())
