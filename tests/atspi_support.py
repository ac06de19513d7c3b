"""Read what a screen reader reads: the app under Xvfb, its accessibility tree walked through AT-SPI.

:func:`accessible_tree` starts a private session bus and its accessibility
bus (at-spi2-core's ``org.a11y.Bus``, activated on it), runs a scenario of
``tests/xvfb_scenarios.py`` with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` until it
says it is ready, and walks the app's tree with ``tests/atspi_walk.py`` in the
system's Python (python3-gi, gir1.2-atspi-2.0: the venv has no GObject
bindings).  Any scenario can be walked (the main window, table mode, the
second window): :func:`readable` gives every name and text a screen reader
finds on a showing node.  Without the tools the test skips, naming the
Debian packages (CI installs them: ``.ci/run``).
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from xvfb_support import HERE, SCENARIOS, child_env, session_bus, skip_without, skip_without_system_python, stop

#: The application's name on the accessibility bus (``QApplication.applicationName``: app.configure_application).
APP_NAME = "archenemy-companion"
A11Y_PACKAGES = "at-spi2-core python3-gi gir1.2-atspi-2.0"


def _start_a11y_bus(address: str, home: Path) -> None:
    """Activate the accessibility bus on the session bus at ``address`` (at-spi-bus-launcher)."""
    env = child_env(":0", home, {"DBUS_SESSION_BUS_ADDRESS": address})
    result = subprocess.run(
        ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    if result.returncode != 0:
        pytest.skip(f"no accessibility bus (Debian: apt-get install {A11Y_PACKAGES}): {result.stderr.strip()}")


@contextlib.contextmanager
def running_scenario(name: str, display: str, home: Path, *args: str, env: dict[str, str]) -> Iterator[dict[str, Any]]:
    """Scenario ``name`` of ``tests/xvfb_scenarios.py`` running until the block ends; yields what it printed once
    ready (its first JSON line; it then keeps the app running)."""
    child = subprocess.Popen(
        [sys.executable, str(SCENARIOS), name, *args],
        env=child_env(display, home, env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        deadline = time.monotonic() + 90
        line = ""
        while not line.startswith("{"):
            line = child.stdout.readline()
            if not line and (child.poll() is not None or time.monotonic() > deadline):
                raise AssertionError(f"scenario {name} never got ready: {child.stderr.read() if child.stderr else ''}")
        yield json.loads(line)
    finally:
        stop(child)


def walk_tree(address: str, home: Path, display: str) -> list[dict[str, Any]]:
    """The running app's accessibility tree (nodes in tree order, see ``tests/atspi_walk.py``)."""
    python = skip_without_system_python("gi", package="python3-gi gir1.2-atspi-2.0")
    check = subprocess.run(
        [python, "-c", "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"],
        capture_output=True,
        timeout=30,
        check=False,
    )
    if check.returncode != 0:
        pytest.skip(f"the system's Python has no AT-SPI bindings (Debian: apt-get install {A11Y_PACKAGES})")
    result = subprocess.run(
        [python, str(HERE / "atspi_walk.py"), APP_NAME, "30"],
        env=child_env(display, home, {"DBUS_SESSION_BUS_ADDRESS": address}),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    data = json.loads(result.stdout or "{}") if result.stdout.strip().startswith("{") else {}
    if not data.get("nodes"):
        raise AssertionError(f"the app never showed on the accessibility bus:\n{result.stdout}\n{result.stderr}")
    nodes: list[dict[str, Any]] = data["nodes"]
    return nodes


@contextlib.contextmanager
def accessible_tree(
    scenario: str, display: str, home: Path, *args: str
) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """Run ``scenario`` with accessibility on and walk its tree: yields (what it printed, the tree's nodes)."""
    skip_without("dbus-send", "dbus-daemon", "/usr/libexec/at-spi-bus-launcher")
    with session_bus(home) as address:
        _start_a11y_bus(address, home)
        env = {"DBUS_SESSION_BUS_ADDRESS": address, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}
        with running_scenario(scenario, display, home, *args, env=env) as seen:
            yield seen, walk_tree(address, home, display)


def readable(nodes: list[dict[str, Any]]) -> list[str]:
    """Every name, description and text a screen reader finds on a showing node."""
    found = []
    for node in nodes:
        if node.get("showing"):
            found.extend(str(node[key]) for key in ("name", "description", "text") if node.get(key))
    return found
