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
from archenemy.engine.actions import ChangeLife

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


SYMBOLS_SHOWN = """
var out = [];
document.querySelectorAll('#planes-list .card-text').forEach(function (p) {
  var seen = p.cloneNode(true);
  seen.querySelectorAll('.visually-hidden').forEach(function (s) { s.remove(); });
  out.push({
    cls: p.className,
    seen: seen.textContent,
    spoken: [...p.querySelectorAll('.visually-hidden')].map(function (s) { return s.textContent; }),
    symbols: [...p.querySelectorAll('[data-symbol]')].map(function (s) {
      return [s.getAttribute('data-symbol'), s.tagName, s.getAttribute('aria-hidden'),
              s.tagName === 'IMG' && s.complete && s.naturalWidth > 0 && s.src.indexOf('blob:') === 0];
    }),
  });
});
return out;
"""


@pytest.mark.parametrize("language", ["en-US", "es-ES"])
def test_the_phone_draws_a_planes_symbols_as_the_laptop_does(make_window, qtbot, qasync_loop, language) -> None:
    """Truga Jungle's "{T}" and the chaos symbol are the laptop's images, loaded.

    No braces left for the eye; a screen reader reads the symbol as written,
    the chaos symbol not at all; in both languages.  A rebuilt page (a new
    state) shows the images at once: no place waits for an image again.
    """
    start = _coloured(planechase_start(("truga-jungle", *PLANAR_FILLER), players=2))
    window = make_window(start, language[:2])
    plane = window.view_now().planar.planes[0]  # type: ignore[union-attr]
    assert "{T}" in plane.text and plane.chaos
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, language)
    try:
        blocking(qtbot, driver.get, server.url)

        def drawn(d: Any) -> bool:
            shown = d.execute_script(SYMBOLS_SHOWN)
            return len(shown) >= 2 and all(all(s[3] for s in p["symbols"]) for p in shown)

        wait_page(qtbot, driver, drawn)
        text, chaos = blocking(qtbot, driver.execute_script, SYMBOLS_SHOWN)[:2]
        assert "{" not in text["seen"] and "{" not in chaos["seen"], (text, chaos)
        assert [s[0] for s in text["symbols"]] == ["T"] and text["spoken"] == ["{T}"], text
        assert [s[0] for s in chaos["symbols"]] == ["CHAOS"] and chaos["spoken"] == [], chaos
        assert all(s[2] == "true" for s in text["symbols"] + chaos["symbols"]), (text, chaos)
        assert chaos["seen"].strip() == plane.chaos
        # A new state rebuilds the planes: their symbols are images at once, never a place waiting.
        seq = blocking(qtbot, driver.execute_script, "return document.body.getAttribute('data-seq')")
        assert window.session.perform(ChangeLife(start.starting_player, -1))
        wait_page(qtbot, driver, lambda d: d.execute_script("return document.body.getAttribute('data-seq')") != seq)
        places = "return document.querySelectorAll('#planes-list span[data-symbol]').length;"
        assert blocking(qtbot, driver.execute_script, places) == 0
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())
