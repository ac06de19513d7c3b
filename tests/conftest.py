"""Set-up of every test: the environment, user folders, markers.

Set-up of every test: the environment, isolated user folders, markers by
folder.

docs/development.md ("Tests") says how the suite is laid out and what to read
before writing a test that touches Qt or asyncio.

* Qt runs offscreen and qasync uses PySide6.  Both are set here, at import
  time, before any QApplication can exist.
* No test contacts the real Scryfall: the card images' API points at a
  closed local port unless a test points it at its fake
  (``support/scryfall_fake.py``, the ``fake_scryfall`` fixture).
* Tests never see the user's real data.  At import time HOME and the
  XDG_* base directories point into one temporary directory for the whole
  session (this also covers Qt's QSettings / QStandardPaths, which cache paths
  on first use).  On top of that the autouse fixture ``isolated_user_dirs``
  points them, per test, into that test's ``tmp_path``; it is also available
  by name and returns the paths.
* Markers by folder (``pytest_collection_modifyitems``): every test under
  ``tests/engine/`` is ``engine`` (``make test-engine`` runs them), every test
  under ``tests/desktop/`` and ``tests/soak/`` is ``gui``; the soak tests and
  the modules and tests of :data:`SLOW` are ``slow``.
* The Qt set-up is the plugin ``support.qt_fixtures`` (the QApplication, the
  session's qasync loop): it does nothing for an engine test, so the engine's
  tests never create a QApplication.  The desktop's own fixtures
  (``make_window``...) are in ``tests/desktop/conftest.py``.
* Hypothesis always runs with the "ci" profile: no deadline (slow CI
  machines made timing-based failures flaky).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from types import SimpleNamespace

# --- before anything imports Qt's GUI -----------------------------------------
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")
# The card images' API at a closed local port; image URLs are only fetched from hosts the API names.
os.environ["ARCHENEMY_COMPANION_SCRYFALL_API"] = "http://127.0.0.1:9"
# A child process the tests start (the app, a scenario under Xvfb) that crashes prints its stack
# (pytest's own faulthandler covers this process and pytest-xdist's workers).
os.environ["PYTHONFAULTHANDLER"] = "1"

_XDG_VARS = {
    "XDG_DATA_HOME": "data",
    "XDG_CONFIG_HOME": "config",
    "XDG_CACHE_HOME": "cache",
    "XDG_STATE_HOME": "state",
}


def _point_user_dirs_at(root: Path, setenv) -> SimpleNamespace:
    """Create HOME and the XDG base directories under ``root`` and export them."""
    paths = {"home": root / "home"}
    for name in _XDG_VARS.values():
        paths[name] = root / name
    # Qt wants a private (0700) runtime directory and warns without one.
    paths["runtime"] = root / "runtime"
    for path in paths.values():
        path.mkdir(parents=True, exist_ok=True)
    paths["runtime"].chmod(0o700)
    setenv("HOME", str(paths["home"]))
    for var, name in _XDG_VARS.items():
        setenv(var, str(paths[name]))
    setenv("XDG_RUNTIME_DIR", str(paths["runtime"]))
    return SimpleNamespace(root=root, **paths)


def _session_setenv(name: str, value: str) -> None:
    os.environ[name] = value


_SESSION_ROOT = Path(tempfile.mkdtemp(prefix="archenemy-tests-"))
atexit.register(shutil.rmtree, _SESSION_ROOT, ignore_errors=True)
SESSION_USER_DIRS = _point_user_dirs_at(_SESSION_ROOT, _session_setenv)

# After the environment is set.
import pytest  # noqa: E402

try:
    from hypothesis import settings as _hypothesis_settings
except ImportError:
    # The test extra is not installed: no Hypothesis tests either.
    pass
else:
    _hypothesis_settings.register_profile("ci", deadline=None)
    _hypothesis_settings.load_profile("ci")

pytest_plugins = ["support.qt_fixtures"]

TESTS = Path(__file__).resolve().parent

#: Tests marked ``slow`` besides ``tests/soak/``: a module (its path under
#: ``tests/``) or one test of it (``path::name``), and why.  ``pytest -m "not
#: slow"`` leaves them out; ``tests/repo/test_suite_layout.py`` checks that each
#: entry still names a test.
SLOW = {
    "desktop/test_accessibility.py": "the app under Xvfb, its accessibility tree walked through AT-SPI",
    "desktop/table/test_keep_awake.py": "the app under Xvfb with a private D-Bus and fake screen savers",
    "desktop/table/test_table_mode.py": "table mode under Xvfb with no window manager, keys through the X server",
    "desktop/table/test_game_night_x11.py": "a night of three games by real key presses under Xvfb",
    "desktop/table/displays/test_displays_x11.py": "the app under Xvfb, keys sent through the X server",
    "desktop/table/test_enter_acts_on_focus.py": "scenarios under Xvfb in child processes",
    "desktop/table/dialogs/test_new_game_safety.py": "scenarios under Xvfb in child processes",
    "desktop/share/test_share_browser.py": "the phone page in a headless Chromium",
    "desktop/share/test_share_page_planes.py": "the phone page in a headless Chromium",
    "desktop/share/test_share_flood.py": "a slow-socket flood past the open files limit",
    "desktop/share/test_share_load.py": "twenty phones through a thousand actions",
    "desktop/table/schemes/test_rules_text_fits.py": "every question at nine seats in both languages",
    "desktop/table/test_layout.py::test_a_text_size_the_window_has_no_room_for_is_cut_and_said": (
        "every text size up to the largest, each laid out"
    ),
    "desktop/table/test_layout.py::test_the_window_never_grows_past_the_screen": "every table size, each laid out",
    "desktop/card_images/test_card_images_displays.py::test_an_image_that_arrives_keeps_the_search_the_selection_the_scroll_and_the_focus": (
        "waits for images over HTTP"
    ),
    "desktop/card_images/test_card_images_displays.py::test_download_all_from_the_menu_is_not_modal_and_turns_images_on": (
        "downloads every image of the fake Scryfall"
    ),
    "desktop/test_one_owner.py::test_two_processes_starting_in_the_same_second_get_two_files": "two app processes",
    "desktop/card_images/test_card_images_hostile.py::test_images_fetch_keeps_qts_jpeg_warnings_off_standard_error": (
        "images fetch in a child process against the fake Scryfall"
    ),
    "desktop/statistics/test_statistics_reading.py::test_reading_long_games_replays_nothing_in_the_windows_process": (
        "three games of 100,000 actions written and indexed"
    ),
    "repo/test_packaging.py": "builds the wheel and the sdist, runs the sdist's engine tests",
    "repo/test_version.py::test_this_commit_has_one_version_as_a_clone_an_archive_and_an_sdist": (
        "clones the repository and builds its sdist"
    ),
    "repo/test_share_packaging.py": "builds the wheel",
    "repo/test_notices.py::test_the_windows_wheel_is_filed_under_its_real_licences": (
        "fetches the Windows PySide6 wheel (77 MB) once with pip download"
    ),
}

#: Tests that run one after another, on one worker of ``make test``'s
#: pytest-xdist (``--dist loadgroup``: :func:`pytest_xdist_make_scheduler`),
#: never two at once: a module (its path under ``tests/``) or one test of it,
#: and why.  They wait on a real X server, a browser, a flood of sockets or
#: processes of their own, under a time limit two of them beside each other on
#: a loaded machine could reach.  ``tests/repo/test_suite_layout.py`` checks
#: that each entry still names a test.
SERIAL = {
    "soak": "the GUI monkey's and the SIGKILLs' time limits",
    "desktop/test_accessibility.py": "the app under Xvfb and the AT-SPI bus, each walk against a time limit",
    "desktop/table/test_keep_awake.py": "the app under Xvfb with a private D-Bus and fake screen savers",
    "desktop/table/test_table_mode.py": "table mode under Xvfb with no window manager, keys through the X server",
    "desktop/table/test_game_night_x11.py": "a night of three games by real key presses under Xvfb",
    "desktop/table/displays/test_displays_x11.py": "the app under Xvfb, keys sent through the X server",
    "desktop/table/test_enter_acts_on_focus.py": "scenarios under Xvfb in child processes",
    "desktop/table/dialogs/test_new_game_safety.py": "scenarios under Xvfb in child processes",
    "desktop/share/test_share_browser.py": "the phone page in a headless Chromium",
    "desktop/share/test_share_page_planes.py": "the phone page in a headless Chromium",
    "desktop/share/test_share_flood.py": "a slow-socket flood past the open files limit",
    "desktop/share/test_share_load.py": "twenty phones through a thousand actions",
}
#: The ``xdist_group`` of :data:`SERIAL`.
SERIAL_GROUP = "serial"

#: The marker every test of a top folder of ``tests/`` gets.
FOLDER_MARKERS = {"engine": ("engine",), "desktop": ("gui",), "soak": ("gui", "slow")}


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark each test by its folder, ``slow`` as :data:`SLOW` says, and group.

    Every test under ``tests/engine/`` is ``engine``, under ``tests/desktop/``
    ``gui``, under ``tests/soak/`` ``gui`` and ``slow``.  With pytest-xdist
    loaded, the tests of :data:`SERIAL` are marked ``xdist_group``
    :data:`SERIAL_GROUP` too (what the suite's own checks read).
    """
    grouped = config.pluginmanager.hasplugin("xdist")
    for item in items:
        try:
            where = Path(item.path).resolve().relative_to(TESTS)
        except ValueError:
            continue
        for name in FOLDER_MARKERS.get(where.parts[0], ()):
            item.add_marker(name)
        module = where.as_posix()
        name = getattr(item, "originalname", item.name)
        if module in SLOW or f"{module}::{name}" in SLOW:
            item.add_marker("slow")
        if grouped and _serial(module, name):
            item.add_marker(pytest.mark.xdist_group(SERIAL_GROUP))


def _serial(module: str, name: str) -> bool:
    """Whether test ``name`` of ``module`` (under ``tests/``) is in :data:`SERIAL`."""
    return module.split("/")[0] in SERIAL or module in SERIAL or f"{module}::{name}" in SERIAL


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """With ``--dist loadgroup``, :data:`SERIAL`'s tests are one unit of work.

    pytest-xdist's own grouping renames each grouped test (``…@serial``),
    which pytest 9.2's node ids no longer take: its scheduler, given the
    group here from the node id, sends the unit to one worker, largest unit
    first, and every other test on its own to whichever worker is free.
    """
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class SerialGroup(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path, _, rest = nodeid.partition("::")
            module = Path(path).as_posix().removeprefix("tests/")
            return SERIAL_GROUP if _serial(module, rest.split("[")[0].split("::")[-1]) else nodeid

    return SerialGroup(config, log)


# --- user data isolation ------------------------------------------------------


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SimpleNamespace:
    """Point HOME and XDG_{DATA,CONFIG,CACHE,STATE}_HOME into this test's tmp_path.

    platformdirs reads these variables on every call, so the app's data,
    config, cache and state directories land under ``tmp_path/<kind>``.
    Returns a namespace with ``root``, ``home``, ``data``, ``config``,
    ``cache``, ``state`` and ``runtime`` paths.
    """
    return _point_user_dirs_at(tmp_path / "user", monkeypatch.setenv)
