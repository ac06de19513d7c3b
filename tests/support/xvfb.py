"""The real app under a real X server (Xvfb) in a child process.

For what only a real X server shows.

Focus, window activation and keys sent by the X server (``xdotool``) behave
there as at a table with no window manager (the offscreen platform fakes
them).  A test starts one Xvfb for the session (:func:`xvfb_display`) and runs
a scenario of ``tests/support/xvfb_scenarios.py`` in a child process
(:func:`run_scenario`): the child builds the window, drives it with real X
key events and prints what it saw as one JSON line.  The child has its own
settings and data folders.  Without ``Xvfb`` or ``xdotool`` the tests skip,
saying which tool is missing (CI installs both: ``.ci/run``).

The keep-awake and accessibility tests also need a private session bus
(:func:`session_bus`: Debian's ``dbus-daemon``) and the system's Python with
its GObject bindings (:func:`system_python`: Debian's ``python3-gi``, which
the venv does not have) for the fake services and the AT-SPI walker.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE / "xvfb_scenarios.py"
SCREEN = "1366x768x24"


def missing_tools(*names: str) -> list[str]:
    """The commands of ``names`` that are not on the PATH."""
    return [name for name in names if shutil.which(name) is None]


#: The Debian package of each command the tests may need.
PACKAGES = {
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    "dbus-daemon": "dbus-daemon",
    "dbus-send": "dbus-bin",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
}


def skip_without(*names: str) -> None:
    """Skip the test.

    Naming the Debian packages to install, when a command of ``names`` is
    missing.
    """
    missing = missing_tools(*names)
    if missing:
        packages = " ".join(PACKAGES.get(name, name) for name in missing)
        pytest.skip(f"needs {' and '.join(missing)} (Debian: apt-get install {packages}; .ci/run installs them)")


def stop(child: subprocess.Popen[Any]) -> None:
    """Stop a child this module started: terminated, waited for 10 s, then killed."""
    child.terminate()
    try:
        child.wait(10)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


@contextlib.contextmanager
def xvfb(screen: str = SCREEN) -> Iterator[str]:
    """A private Xvfb on a free display (``-displayfd``).

    Yields its ``DISPLAY`` (``":N"``), stops it after.
    """
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        stop(server)


@functools.cache
def system_python(*modules: str) -> str | None:
    """A Python of the system that imports ``modules`` (``gi``...), or ``None``.

    Never the venv's.
    """
    candidates = ["/usr/bin/python3", shutil.which("python3") or ""]
    check = "; ".join(f"import {module}" for module in modules) or "pass"
    for candidate in dict.fromkeys(c for c in candidates if c and Path(c).exists()):
        if Path(candidate).resolve() == Path(sys.executable).resolve():
            continue
        result = subprocess.run([candidate, "-c", check], capture_output=True, timeout=30, check=False)
        if result.returncode == 0:
            return candidate
    return None


def skip_without_system_python(*modules: str, package: str) -> str:
    """The system's Python that imports ``modules``.

    Skips the test, naming the Debian ``package``, without one.
    """
    found = system_python(*modules)
    if found is None:
        pytest.skip(f"needs the system's Python with {', '.join(modules)} (Debian: apt-get install {package})")
    return found


@contextlib.contextmanager
def session_bus(home: Path, display: str = "") -> Iterator[str]:
    """A private D-Bus session bus (``dbus-daemon --session``) for one test.

    Yields its address.  What it starts on demand (at-spi2-core's bus
    launcher) sees ``display``, the test's own X server, and no other: the
    launcher writes its bus's address on that display's root window, where
    the app's AT-SPI bridge and the walker look first, so another test's
    display never sends them to this bus, nor this test's to another's.
    """
    skip_without("dbus-daemon")
    env = child_env(display, home)
    if not display:
        del env["DISPLAY"]
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    try:
        assert daemon.stdout is not None
        address = daemon.stdout.readline().strip()
        if not address:
            raise RuntimeError("dbus-daemon did not start")
        yield address
    finally:
        stop(daemon)


@contextlib.contextmanager
def fake_screen_savers(address: str, log: Path, *services: str) -> Iterator[None]:
    """The fake screen savers on the bus at ``address``, logging to ``log``.

    ``support/fake_screensaver.py``'s ``screensaver`` and ``portal``.
    """
    python = skip_without_system_python("gi", package="python3-gi")
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address}
    fake = subprocess.Popen(
        [python, str(HERE / "fake_screensaver.py"), str(log), *services],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    try:
        assert fake.stdout is not None
        deadline = time.monotonic() + 20
        while fake.stdout.readline().strip() != "ready":
            if time.monotonic() > deadline or fake.poll() is not None:
                raise RuntimeError("the fake screen saver service did not start")
        yield
    finally:
        stop(fake)


def child_env(display: str, home: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of an app child on ``display``.

    xcb, its own folders under ``home``, English by default.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_", "DBUS_"))}
    for variable, folder in (
        ("HOME", "home"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_RUNTIME_DIR", "runtime"),
    ):
        path = home / folder
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
        env[variable] = str(path)
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_API="pyside6", LANGUAGE="en", PYTHONUNBUFFERED="1")
    env.update(extra or {})
    return env


def run_scenario(
    name: str,
    display: str,
    home: Path,
    *args: str,
    env: Mapping[str, str] | None = None,
    timeout: float = 90,
) -> dict[str, Any]:
    """Run scenario ``name`` of ``tests/support/xvfb_scenarios.py`` on ``display``.

    Return the JSON it printed last.

    A failing child fails the test with its output.
    """
    result = subprocess.run(
        [sys.executable, str(SCENARIOS), name, *args],
        env=child_env(display, home, env),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise AssertionError(
            f"scenario {name} failed ({result.returncode}):\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        )
    data: dict[str, Any] = json.loads(lines[-1])
    return data
