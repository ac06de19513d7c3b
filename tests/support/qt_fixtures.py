"""The Qt set-up of every test outside ``tests/engine/``.

A pytest plugin, one qasync loop.

Registered by the root ``conftest.py`` (``pytest_plugins``).  An engine test
(marked ``engine``) gets none of it: no QApplication, no Qt import.  Read
docs/development.md ("Tests") before writing tests that touch Qt or asyncio.

* Before every other test: the QApplication exists (pytest-qt's ``qapp``) with
  English installed as the app installs it.  After it: English again if the
  test installed another language, the application's look (font, style
  sheet, palette) as the test found it, and the widgets it closed deleted;
  a window it left shown fails it (``support.windows``).
* ``qasync_loop`` is ONE ``qasync.QEventLoop(qapp, already_running=True)`` for
  the whole session, set as the current event loop.  It is never stopped
  (stopping it calls QApplication.exit(), after which every qtbot wait is a
  no-op).  Tasks a test leaves on it are cancelled after that test.  Use it
  from *sync* tests together with qtbot waits; never call qtbot.waitUntil /
  waitSignal inside a coroutine running on it.
"""

from __future__ import annotations

import asyncio
import time

import pytest


@pytest.fixture(scope="session")
def qt_application(qapp):
    """The session's QApplication, with English installed as the app installs it.

    The command-line tools create a GUI-less QCoreApplication when none exists
    (translators need one); if a CLI test ran first, every later widget test
    would abort with "Must construct a QApplication before a QWidget".  English
    has a catalogue too (its plurals): without it every window under test read
    "3 more question(s)" where the app reads "3 more questions".
    """
    from archenemy.desktop.i18n import install_language

    install_language("en")
    return qapp


@pytest.fixture(autouse=True)
def _qt_around_each_test(request: pytest.FixtureRequest):
    """Outside ``tests/engine/``: the QApplication first.

    English, no closed widget and no shown window left after.

    A test that installed another language (View → Language, ``--lang es``)
    leaves English installed again: otherwise the next test's default seats
    are "Archienemigo", "Héroe 1"... and whatever names "Hero 1" is refused,
    depending on test order.

    The widgets a test closed are deleted (pytest-qt's ``deleteLater``):
    without an event loop running, ``deleteLater`` never happens, every window,
    dialog and second window of every test stayed alive for the rest of the
    session, and each later language switch (a ``LanguageChange`` to every
    widget) retranslated and re-laid-out all of them: a test late in a long
    run could take minutes.

    A window still shown after the test (a dialog, a menu, a question; a
    tooltip aside) fails it, and is hidden for the next one: closing the
    main window does not close the windows it opened, and a modal dialog or
    an open menu left behind changed what later tests saw.
    """
    if request.node.get_closest_marker("engine") is not None:
        yield
        return
    qapp = request.getfixturevalue("qt_application")
    look = _look(qapp)
    yield
    _give_back_look(qapp, look)
    left_open = _hide_windows_left_open()
    from PySide6.QtCore import QEvent

    english_again()
    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if left_open:
        pytest.fail(f"windows left open after the test: {'; '.join(left_open)}", pytrace=False)


def english_again() -> None:
    """Install English again if a test left another language in any form.

    Qt's translators, or a command's catalogue read without Qt
    (``qm.install_plain``), which words the seats in English while Qt's
    Spanish translators stay installed: each is checked.
    """
    from archenemy.desktop.i18n import install_language, installed_language
    from archenemy.desktop.qm import plain_catalogue
    from archenemy.desktop.texts.players import default_names
    from archenemy.engine.variants import Variant

    plain, _catalogue = plain_catalogue()
    if plain or installed_language() != "en" or default_names(Variant.ARCHENEMY, 1) != ("Archenemy",):
        install_language("en")


def _hide_windows_left_open() -> list[str]:
    """Hide the windows the test left shown; their names.

    A dialog or menu left shown stays shown for the rest of the session and
    turns later tests (``support.windows``): the test fails, the next one
    starts without it.
    """
    from support.windows import describe, windows_left_open

    left = windows_left_open()
    for widget in left:
        widget.hide()
    return [describe(widget) for widget in left]


def _look(qapp) -> tuple:
    """What a test may change on the application: font, style sheet, palette, scheme."""
    from PySide6.QtGui import QFont, QPalette

    return QFont(qapp.font()), qapp.styleSheet(), QPalette(qapp.palette()), qapp.property("archenemyScheme")


def _give_back_look(qapp, look: tuple) -> None:
    """Put back the application's look a test found, where the test changed it.

    A window's theme (its text size), the app's 12 pt font and a test's own
    palette live on the application: left there, they sized the next test's
    widgets, which passed or failed by the order the tests ran in.
    """
    font, sheet, palette, scheme = look
    if qapp.font() != font:
        qapp.setFont(font)
    if qapp.styleSheet() != sheet:
        qapp.setStyleSheet(sheet)
    if qapp.palette() != palette:
        qapp.setPalette(palette)
    if qapp.property("archenemyScheme") != scheme:
        qapp.setProperty("archenemyScheme", scheme)


# --- one shared qasync loop -------------------------------------------------------


@pytest.fixture(scope="session")
def qasync_loop(qt_application):
    """The session's ``qasync.QEventLoop(qapp, already_running=True)``.

    Never stop or close it in a test.  Leftover tasks are cancelled after each
    test that requested it (see ``_cancel_qasync_leftovers``).
    """
    import qasync

    loop = qasync.QEventLoop(qt_application, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    _cancel_tasks(loop, qt_application)
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
