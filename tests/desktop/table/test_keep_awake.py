"""Keep-awake works or says it cannot.

The screen saver service, the portal, X11, or a status line.

The real ways are tried against a private session bus with fake services
that check every call's types as GNOME's do (``tests/support/fake_screensaver.py``,
the system's Python with python3-gi) and against Xvfb's own screen saver;
the window's status bar says when none holds.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from archenemy.desktop.table.keep_awake import FirstThatHolds, ScreenKeeper

from support.paths import REPO
from support.xvfb import fake_screen_savers, run_scenario, session_bus

# A bus address that answers nothing: the child never reaches this machine's own session bus.
NO_BUS = "unix:path=/nonexistent/archenemy-test-bus"


class Way:
    """A fake way to keep the screen awake: accepts, refuses or raises."""

    def __init__(self, name: str, answer: bool | None) -> None:
        self.name, self.answer, self.calls = name, answer, []

    def inhibit(self) -> bool:
        self.calls.append("inhibit")
        if self.answer is None:
            raise OSError("no library")
        return self.answer

    def release(self) -> None:
        self.calls.append("release")


def test_the_first_way_that_holds_is_used_and_released() -> None:
    bus, portal, x11 = Way("screensaver", None), Way("portal", False), Way("x11", True)
    ways = FirstThatHolds([bus, portal, x11])
    assert ways.inhibit() and ways.method == "x11"
    ways.release()
    assert ways.method is None and x11.calls == ["inhibit", "release"] and portal.calls == ["inhibit"]


def test_the_status_bar_says_when_the_screen_may_sleep(make_window, qtbot) -> None:
    window = make_window()
    keeper = ScreenKeeper(
        window, FirstThatHolds([Way("screensaver", False), Way("x11", None)]), status_bar=window.statusBar()
    )
    told: list[str] = []
    keeper.unavailable.connect(told.append)
    keeper.set_game_open(True)
    assert not keeper.active and told and keeper.status is not None
    assert keeper.status.isVisibleTo(window) and "may sleep" in keeper.status.text()
    # Not wanted: nothing to say
    keeper.set_wanted(False)
    assert not keeper.status.isVisibleTo(window)
    keeper._inhibitor = FirstThatHolds([Way("portal", True)])
    keeper.set_wanted(True)
    assert keeper.active and keeper.method == "portal" and not keeper.status.isVisibleTo(window)


def test_the_status_bars_line_follows_a_language_switch(make_window, qtbot) -> None:
    from archenemy.desktop.i18n import install_language

    window = make_window()
    keeper = ScreenKeeper(window, FirstThatHolds([Way("x11", False)]), status_bar=window.statusBar())
    keeper.set_game_open(True)
    assert keeper.status is not None and "may sleep" in keeper.status.text()
    install_language("es")
    qtbot.waitUntil(lambda: "may sleep" not in keeper.status.text())
    assert keeper.status.toolTip() == keeper.status.text()


def _calls(log: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


@pytest.mark.parametrize("services", [("screensaver", "portal"), ("portal",)])
def test_a_desktop_service_keeps_the_screen_awake_with_the_types_it_wants(xvfb_display, tmp_path, services) -> None:
    log = tmp_path / "calls.jsonl"
    with session_bus(tmp_path) as address, fake_screen_savers(address, log, *services):
        seen = run_scenario("keep_awake", xvfb_display, tmp_path, env={"DBUS_SESSION_BUS_ADDRESS": address})
    calls = _calls(log)
    assert seen["method"] == services[0] and not seen["status"], seen
    assert not seen["saver_on_while_held"] or services[0] != "x11"
    if services[0] == "screensaver":
        assert [(c["method"], c["signature"]) for c in calls] == [("Inhibit", "(ss)"), ("UnInhibit", "(u)")], calls
        assert calls[1]["args"] == [42], "released with the cookie it was given"
    else:
        assert [(c["method"], c["signature"]) for c in calls] == [("Inhibit", "(sua{sv})"), ("Close", "()")], calls
        assert calls[0]["args"][1] == 8 and "reason" in calls[0]["args"][2], "idle, with a reason"
    assert seen["method_after_release"] is None


def test_without_a_service_x11_keeps_the_screen_awake(xvfb_display, tmp_path) -> None:
    import ctypes.util

    if ctypes.util.find_library("Xss") is None:
        pytest.skip("needs libXss.so.1 (Debian: apt-get install libxss1; .ci/run installs it)")
    seen = run_scenario("keep_awake", xvfb_display, tmp_path, env={"DBUS_SESSION_BUS_ADDRESS": NO_BUS})
    assert seen["method"] == "x11" and not seen["status"], seen
    assert not seen["saver_on_while_held"], "X's own screen saver did not start while the game was open"
    assert seen["saver_on_after_release"], "and starts again once released"


def test_with_no_way_at_all_the_status_bar_says_so(xvfb_display, tmp_path) -> None:
    """No session bus and no X server (a Wayland session without the portal, say)."""
    no_x = {"DBUS_SESSION_BUS_ADDRESS": NO_BUS, "DISPLAY": "", "QT_QPA_PLATFORM": "offscreen"}
    seen = run_scenario("keep_awake", xvfb_display, tmp_path, env=no_x)
    assert seen["method"] is None and "may sleep" in seen["status"], seen


def test_the_bundle_keeps_qtdbus_for_the_screen_saver_service() -> None:
    """The Linux bundle excluded PySide6.QtDBus.

    So keep-awake made no inhibit call from it.
    """
    import re

    spec = (REPO / "packaging" / "pyinstaller" / "archenemy-companion.spec").read_text()
    excluded = re.search(r"excludes\s*=\s*\[(.*?)\n\]", spec, re.S) or re.search(
        r"EXCLUDES\s*=\s*\[(.*?)\n\]", spec, re.S
    )
    assert excluded is not None, "the spec's list of excluded modules"
    assert "QtDBus" not in re.sub(r"#.*", "", excluded.group(1))
