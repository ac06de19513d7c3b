"""Read what a screen reader reads.

The app under Xvfb, its accessibility tree walked through AT-SPI.

:func:`accessible_tree` and :func:`walked_states` start a private session
bus and its accessibility bus (at-spi2-core's ``org.a11y.Bus``, activated on
it), run a scenario of ``tests/support/xvfb_scenarios.py`` with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``, and walk the app's tree with
``tests/support/atspi_walk.py`` in the system's Python (python3-gi,
gir1.2-atspi-2.0: the venv has no GObject bindings): once, when the
scenario says it is ready (:func:`accessible_tree`), or at each state of a
scenario that stops at several, one app start for all of them
(:func:`walked_states`).  Any display can be walked (the main window, table
mode, the second window): :func:`subtree` keeps one display's part of the
tree, :func:`readable` every name and text a screen reader finds on a
showing node.

:func:`announcements_heard` listens instead (``tests/support/atspi_listen.py``):
the announcements a scenario makes, as AT-SPI carries them to a screen
reader (``object:announcement``).

Only a missing tool skips, naming its Debian package (CI installs them:
``.ci/run``); with the tools there, an accessibility bus that does not start
or an app that never shows on it fails.
"""

from __future__ import annotations

import contextlib
import functools
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from support.xvfb import HERE, SCENARIOS, child_env, session_bus, skip_without, system_python

#: The application's name on the accessibility bus (``QApplication.applicationName``: app.configure_application).
APP_NAME = "archenemy-companion"
A11Y_PACKAGES = "at-spi2-core python3-gi gir1.2-atspi-2.0"
#: The environment that turns Qt's AT-SPI bridge on without a screen reader running.
A11Y_ON = {"QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}


@functools.cache
def _atspi_python() -> str | None:
    """The system's Python with the AT-SPI GObject bindings, or ``None``."""
    python = system_python("gi")
    if python is None:
        return None
    check = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    result = subprocess.run([python, "-c", check], capture_output=True, timeout=30, check=False)
    return python if result.returncode == 0 else None


def skip_without_atspi() -> str:
    """The walker's Python.

    Skips the test, naming the Debian packages, when a tool of the walk is
    missing.
    """
    skip_without("dbus-send", "dbus-daemon", "/usr/libexec/at-spi-bus-launcher")
    python = _atspi_python()
    if python is None:
        pytest.skip(f"the system's Python has no AT-SPI bindings (Debian: apt-get install {A11Y_PACKAGES})")
    return python


def _start_a11y_bus(address: str, home: Path, display: str) -> None:
    """Activate the accessibility bus on the session bus at ``address``.

    Activate the accessibility bus on the session bus at ``address``
    (at-spi-bus-launcher); fails if it does not start (the tools are there: a
    broken install is a failure, not a skip).
    """
    env = child_env(display, home, {"DBUS_SESSION_BUS_ADDRESS": address})
    result = subprocess.run(
        ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    if result.returncode != 0:
        raise AssertionError(f"the accessibility bus did not start (at-spi2-core): {result.stderr.strip()}")


@contextlib.contextmanager
def _a11y_bus(home: Path, display: str) -> Iterator[str]:
    """A private session bus with the accessibility bus on it, for ``display``.

    Yields the session bus's address.
    """
    skip_without_atspi()
    with session_bus(home, display) as address:
        _start_a11y_bus(address, home, display)
        yield address


def _stop(child: subprocess.Popen[str]) -> None:
    """Close ``child``'s pipes (a scenario waiting on stdin ends), then wait for it.

    Terminate or kill it if not.
    """
    for stream in (child.stdin, child.stdout):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()
    try:
        child.wait(10)
    except subprocess.TimeoutExpired:
        child.terminate()
        try:
            child.wait(10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


@contextlib.contextmanager
def _scenario(
    name: str, display: str, home: Path, address: str, *args: str, ends_itself: bool
) -> Iterator[subprocess.Popen[str]]:
    """Scenario ``name`` with accessibility on, its stdin and stdout piped.

    Scenario ``name`` with accessibility on, its stdin and stdout piped, its
    stderr in ``home`` (a file: Qt's warnings never fill a pipe nobody reads
    while the walks run).  After the block it is terminated, or, when it
    ``ends_itself`` once its stdin closes, let end.
    """
    env = {"DBUS_SESSION_BUS_ADDRESS": address, **A11Y_ON}
    with (home / "scenario-stderr.txt").open("w") as stderr:
        child = subprocess.Popen(
            [sys.executable, str(SCENARIOS), name, *args],
            env=child_env(display, home, env),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        )
    try:
        yield child
    finally:
        if not ends_itself:
            child.terminate()
        _stop(child)


def _next_json(child: subprocess.Popen[str], home: Path) -> dict[str, Any]:
    """The next JSON line ``child`` prints.

    Fails with its errors if it stops first (90 s at most).
    """
    assert child.stdout is not None
    deadline = time.monotonic() + 90
    while True:
        line = child.stdout.readline()
        if line.startswith("{"):
            data: dict[str, Any] = json.loads(line)
            return data
        if not line or time.monotonic() > deadline:
            errors = (home / "scenario-stderr.txt").read_text(errors="replace")[-3000:]
            raise AssertionError(f"the scenario stopped or stalled ({child.poll()}):\n{errors}")


def walk_tree(address: str, home: Path, display: str) -> list[dict[str, Any]]:
    """The running app's accessibility tree.

    Nodes in tree order, see ``tests/support/atspi_walk.py``.
    """
    result = subprocess.run(
        [skip_without_atspi(), str(HERE / "atspi_walk.py"), APP_NAME, "30"],
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
    """Run ``scenario`` with accessibility on and walk its tree once it is ready.

    Yields (what it printed, the tree's nodes).
    """
    with (
        _a11y_bus(home, display) as address,
        _scenario(scenario, display, home, address, *args, ends_itself=False) as child,
    ):
        seen = _next_json(child, home)
        yield seen, walk_tree(address, home, display)


@contextlib.contextmanager
def walked_states(
    scenario: str, display: str, home: Path, *args: str
) -> Iterator[Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]]:
    """Run a scenario that stops at several states, accessibility on.

    Run a scenario that stops at several states (``accessible_walk``: one JSON
    line at each, then it waits for a line on stdin; ``{"end": true}`` after
    the last) with accessibility on; yields an iterator of (what it printed,
    the tree's nodes) at each state.  One app start for every state.
    """
    with (
        _a11y_bus(home, display) as address,
        _scenario(scenario, display, home, address, *args, ends_itself=True) as child,
    ):
        yield _states(child, address, home, display)


def _states(
    child: subprocess.Popen[str], address: str, home: Path, display: str
) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """Each state ``child`` prints, with the tree walked there.

    ``child`` goes on once the caller asks for more.
    """
    assert child.stdin is not None
    while not (seen := _next_json(child, home)).get("end"):
        yield seen, walk_tree(address, home, display)
        child.stdin.write("\n")
        child.stdin.flush()


def subtree(nodes: list[dict[str, Any]], matches: Callable[[dict[str, Any]], bool]) -> list[dict[str, Any]]:
    """The nodes under the first node that ``matches`` (not that node itself).

    In tree order; ``[]`` when none.
    """
    for index, node in enumerate(nodes):
        if "error" not in node and matches(node):
            below = []
            for other in nodes[index + 1 :]:
                if other["depth"] <= node["depth"]:
                    break
                below.append(other)
            return below
    return []


def readable(nodes: list[dict[str, Any]]) -> list[str]:
    """Every name, description and text a screen reader finds on a showing node."""
    found = []
    for node in nodes:
        if node.get("showing"):
            found.extend(str(node[key]) for key in ("name", "description", "text") if node.get(key))
    return found


#: What a scenario announces until the listener hears it (the bridge is ready then): never a game's words.
PROBE = "announcements-probe"


def _listener(address: str, home: Path, display: str) -> subprocess.Popen[str]:
    """``atspi_listen.py`` on the accessibility bus, once it is listening."""
    listener = subprocess.Popen(
        [skip_without_atspi(), str(HERE / "atspi_listen.py"), APP_NAME],
        env=child_env(display, home, {"DBUS_SESSION_BUS_ADDRESS": address}),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert listener.stdout is not None
    if json.loads(listener.stdout.readline() or "{}").get("ready") is not True:
        _stop(listener)
        raise AssertionError("the AT-SPI listener did not start")
    return listener


def _heard(listener: subprocess.Popen[str]) -> Iterator[dict[str, Any]]:
    """Each announcement ``listener`` hears, until it ends (90 s at most)."""
    assert listener.stdout is not None
    for line in listener.stdout:
        if line.startswith("{"):
            yield json.loads(line)


def announcements_heard(scenario: str, display: str, home: Path, *args: str) -> tuple[list[str], list[dict[str, Any]]]:
    """Run ``scenario`` and hear what it announces on AT-SPI.

    The scenario announces :data:`PROBE` until a line on its stdin says the
    listener heard it, then plays, prints ``{"spoken": [...]}`` (what its
    announcer said) and ends.  Returns (what it said, what was heard after
    the probes: each ``{"message", "politeness"}``), once as many were
    heard as it said (or the listener gave up: fewer).
    """
    with _a11y_bus(home, display) as address:
        listener = _listener(address, home, display)
        try:
            heard = _heard(listener)
            with _scenario(scenario, display, home, address, *args, ends_itself=True) as child:
                assert child.stdin is not None
                if not any(item["message"] == PROBE for item in heard):
                    raise AssertionError("no announcement of the app reached AT-SPI")
                child.stdin.write("\n")
                child.stdin.flush()
                spoken: list[str] = _next_json(child, home)["spoken"]
            found: list[dict[str, Any]] = []
            while len(found) < len(spoken) and (item := next(heard, None)) is not None:
                if item["message"] != PROBE:
                    found.append(item)
            return spoken, found
        finally:
            _stop(listener)
