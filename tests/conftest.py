"""Shared test set-up: Qt offscreen, isolated user directories, one qasync loop.

Read docs/development.md ("Tests") and /work/shared/design/qt-on-this-machine.md
before writing tests that touch Qt or asyncio.

* Qt runs offscreen and qasync uses PySide6.  Both are set here, at import
  time, before any QApplication can exist.
* Tests never see the user's real data.  At import time HOME and the
  XDG_* base directories point into one temporary directory for the whole
  session (this also covers Qt's QSettings / QStandardPaths, which cache paths
  on first use).  On top of that the autouse fixture ``isolated_user_dirs``
  points them, per test, into that test's ``tmp_path``; it is also available
  by name and returns the paths.
* ``qasync_loop`` is ONE ``qasync.QEventLoop(qapp, already_running=True)`` for
  the whole session, set as the current event loop.  It is never stopped
  (stopping it calls QApplication.exit(), after which every qtbot wait is a
  no-op).  Tasks a test leaves on it are cancelled after that test.  Use it
  from *sync* tests together with qtbot waits; never call qtbot.waitUntil /
  waitSignal inside a coroutine running on it.
* ``make_window`` is the one factory of main windows for tests: a game
  (a fixed shuffle unless told otherwise), its language installed, its text
  size; shown, active, closed after the test.
* Hypothesis always runs with the "ci" profile: no deadline (slow CI
  machines made timing-based failures flaky).
"""

from __future__ import annotations

import asyncio
import atexit
import os
import shutil
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

# --- before anything imports Qt's GUI -----------------------------------------
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")
# No test may contact the real Scryfall (issue 24): the card images' API points at a closed local port
# unless a test points it at its fake (tests/scryfall_fake.py); image URLs are only fetched from hosts the API names.
os.environ["ARCHENEMY_COMPANION_SCRYFALL_API"] = "http://127.0.0.1:9"

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

import pytest  # noqa: E402  (after the environment is set)

try:
    from hypothesis import settings as _hypothesis_settings
except ImportError:  # the test extra is not installed: no Hypothesis tests either
    pass
else:
    _hypothesis_settings.register_profile("ci", deadline=None)
    _hypothesis_settings.load_profile("ci")


# --- user data isolation ------------------------------------------------------


@pytest.fixture(scope="session", autouse=True)
def _qapplication_first(qapp):
    """Create the QApplication before any test runs, with English installed as the app installs it.

    The command-line tools create a GUI-less QCoreApplication when none exists
    (translators need one); if a CLI test ran first, every later widget test
    would abort with "Must construct a QApplication before a QWidget".  English
    has a catalogue too (its plurals): without it every window under test read
    "3 more question(s)" where the app reads "3 more questions".
    """
    from archenemy.desktop.i18n import install_language

    install_language("en")
    return qapp


def _english_installed() -> bool:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("SchemeCardView", "Scheme deck: %n card(s)", "", 1) == "Scheme deck: 1 card"


@pytest.fixture(autouse=True)
def isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SimpleNamespace:
    """Point HOME and XDG_{DATA,CONFIG,CACHE,STATE}_HOME into this test's tmp_path.

    platformdirs reads these variables on every call, so the app's data,
    config, cache and state directories land under ``tmp_path/<kind>``.
    Returns a namespace with ``root``, ``home``, ``data``, ``config``,
    ``cache``, ``state`` and ``runtime`` paths.
    """
    return _point_user_dirs_at(tmp_path / "user", monkeypatch.setenv)


@pytest.fixture(autouse=True)
def _delete_closed_widgets(qapp):
    """After each test, delete the widgets it closed (pytest-qt's ``deleteLater``).

    Without an event loop running, ``deleteLater`` never happens: every
    window, dialog and second window of every test stayed alive for the rest
    of the session, and each later language switch (a ``LanguageChange`` to
    every widget) retranslated and re-laid-out all of them: a test late in a
    long run could take minutes.
    """
    yield
    from PySide6.QtCore import QEvent

    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _english_after_each_test(qapp):
    """A test that installed another language (View → Language, ``--lang es``) leaves English installed again.

    Otherwise the next test's default seats are "Archienemigo", "Héroe 1"...
    and whatever names "Hero 1" is refused, depending on test order.
    """
    yield
    from archenemy.desktop.i18n import install_language
    from archenemy.desktop.texts.players import default_names
    from archenemy.engine.variants import Variant

    if default_names(Variant.ARCHENEMY, 1) != ("Archenemy",):
        install_language("en")


# --- one shared qasync loop -------------------------------------------------------


@pytest.fixture(scope="session")
def qasync_loop(qapp):
    """The session's ``qasync.QEventLoop(qapp, already_running=True)``.

    Never stop or close it in a test.  Leftover tasks are cancelled after each
    test that requested it (see ``_cancel_qasync_leftovers``).
    """
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    _cancel_tasks(loop, qapp)
    # Deliberately not loop.stop(): that would call QApplication.exit().
    asyncio.set_event_loop(None)


def _cancel_tasks(loop: asyncio.AbstractEventLoop, qapp, timeout: float = 5.0) -> None:
    """Cancel every pending task of ``loop`` and let Qt run until they finish."""
    tasks = [task for task in asyncio.all_tasks(loop) if not task.done()]
    if not tasks:
        return
    for task in tasks:
        task.cancel()
    deadline = time.monotonic() + timeout
    while any(not task.done() for task in tasks) and time.monotonic() < deadline:
        qapp.processEvents()
        time.sleep(0.001)
    # Retrieve the results so asyncio does not log "exception was never retrieved".
    for task in tasks:
        if task.done() and not task.cancelled():
            task.exception()


@pytest.fixture(autouse=True)
def _cancel_qasync_leftovers(request: pytest.FixtureRequest):
    """After a test that used ``qasync_loop``, cancel the tasks it left behind."""
    if "qasync_loop" not in request.fixturenames:
        yield
        return
    loop = request.getfixturevalue("qasync_loop")
    qapp = request.getfixturevalue("qapp")
    yield
    _cancel_tasks(loop, qapp)
    # A test may have replaced the current loop; put the shared one back.
    asyncio.set_event_loop(loop)
    asyncio.events._set_running_loop(loop)


@pytest.fixture
def restore_application_look(qapp):
    """The theme lives on the application: give the next test the look (style sheet, palette, scheme) this one found."""
    from PySide6.QtGui import QPalette

    sheet, qt_palette, scheme = qapp.styleSheet(), QPalette(qapp.palette()), qapp.property("archenemyScheme")
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(qt_palette)
    qapp.setProperty("archenemyScheme", scheme)


#: The shuffle every test window deals its scheme decks with, unless the test asks for another one.
WINDOW_SHUFFLE_SEED = 4


@pytest.fixture
def make_window(qtbot, tmp_path):
    """A factory of shown, active main windows on new games, closed after the test: every test's window.

    ``make(setup=None, language=None, *, text_scale=1.0, seed=WINDOW_SHUFFLE_SEED)``:

    - ``setup``: a :class:`GameSetup` (default: the default game);
    - ``language``: installed first, as the app installs it before its
      window, and the window's (``"es"``: the Spanish catalogue, card texts
      and words); English comes back after the test
      (``_english_after_each_test``).  ``None``: the installed translation is
      left as the test set it, the window's catalogue is English;
    - ``text_scale``: View → Text size;
    - ``seed``: the scheme decks' shuffle, ``random.Random(seed)``, the same
      at every run (``None``: the app's own ``SystemRandom``).

    The application wears the app's settings first (its 12 pt default font,
    :func:`configure_application`), as in real use.  The window is 1366×768
    (``MainWindow``'s own size) unless its parts need more.
    """
    import random

    from PySide6.QtWidgets import QApplication

    from archenemy.desktop.app import configure_application
    from archenemy.desktop.i18n import install_language
    from archenemy.desktop.session import Session
    from archenemy.desktop.table.window import MainWindow

    sessions = []

    configure_application(QApplication.instance())  # the app's 12 pt default font, as in real use

    def make(setup=None, language=None, *, text_scale=1.0, seed=WINDOW_SHUFFLE_SEED):
        if language is not None:
            install_language(language)
        session = Session(tmp_path / f"games{len(sessions)}")
        session.new_game(setup, None if seed is None else random.Random(seed))
        sessions.append(session)
        window = MainWindow(session, language or "en", text_scale=text_scale)
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        return window

    yield make
    for session in sessions:
        session.close()


@pytest.fixture
def shared(qtbot, qasync_loop, tmp_path):
    """(session, running share server on 127.0.0.1) of a new default game (``tests/share_helpers.py``); the
    server stopped and the session closed after the test."""
    from support.share import new_session, run, start_server

    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    yield session, server
    run(qtbot, server.stop())
    session.close()


@pytest.fixture(scope="session")
def xvfb_display():
    """One private Xvfb for the session (``tests/xvfb_support.py``): its ``DISPLAY``; skips without Xvfb or xdotool."""
    from support.xvfb import skip_without, xvfb

    skip_without("Xvfb", "xdotool")
    with xvfb() as display:
        yield display


@pytest.fixture
def fake_scryfall(monkeypatch):
    """The fake Scryfall (``tests/scryfall_fake.py``) started, and the app's API base URL pointed at it."""
    from archenemy.desktop.card_images.scryfall import API_ENV

    from support.scryfall_fake import FakeScryfall

    server = FakeScryfall().start()
    monkeypatch.setenv(API_ENV, server.url)
    yield server
    server.stop()


@pytest.fixture
def closing_card_images(qtbot, qasync_loop):
    """``closing_card_images(window)``: the window's card images are closed after the test (their HTTP session,
    tasks and threads)."""
    windows = []
    yield windows.append
    for window in windows:
        task = asyncio.ensure_future(window.close_card_images())
        qtbot.waitUntil(task.done, timeout=5000)
