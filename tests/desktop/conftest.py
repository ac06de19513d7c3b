"""Fixtures of the desktop's tests.

Test windows, the translations built fresh, servers, Xvfb.

* ``make_window`` is the one factory of main windows for tests: a game
  (a fixed shuffle unless told otherwise), its language installed, its text
  size; shown, active, closed after the test with every window it opened.
* ``restore_application_look``: the theme lives on the application; the next
  test gets the look this one found.
* ``shared``: a session and its share server on 127.0.0.1
  (``support/share.py``); ``fake_scryfall``: the fake Scryfall
  (``support/scryfall_fake.py``) the app's API points at;
  ``closing_card_images``: a window's card images closed after the test;
  ``xvfb_display``: one private Xvfb for the session (``support/xvfb.py``).
* ``qm_dir``: ``archenemy_*.qm`` built with ``pyside6-lrelease`` from the
  committed ``.ts`` files into a temporary folder, once a session (so a stale
  or missing ``make translations`` never decides a test).
* ``translations``: ``install_language``, ``Words.of`` and ``deck check`` read that folder;
  English is installed before and after the test.
* ``spanish_window``: a main window in Spanish three steps into the default
  game; English comes back after the test.
"""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from support.i18n import I18N, qt_tool


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory) -> Path:
    """``archenemy_*.qm`` built with lrelease from the committed ``.ts`` files."""
    lrelease = qt_tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed (pip install PySide6-Essentials)")
    out = tmp_path_factory.mktemp("qm")
    for ts in sorted(I18N.glob("archenemy_*.ts")):
        qm = out / (ts.stem + ".qm")
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
        assert qm.stat().st_size > 0
    return out


@pytest.fixture
def translations(qm_dir: Path, qapp, monkeypatch):
    """install_language and deck check read the freshly built .qm.

    English again afterwards.
    """
    from archenemy.desktop import i18n, qm, texts
    from archenemy.desktop.i18n import install_language

    def read_built(package: str, *parts: str) -> bytes:
        return qm_dir.joinpath(*parts).read_bytes()

    monkeypatch.setattr(i18n, "read_package_bytes", read_built)
    # Words.of reads the catalogues without Qt.
    monkeypatch.setattr(qm, "read_package_bytes", read_built)
    texts.Words.of.cache_clear()
    install_language("en")
    yield qm_dir
    install_language("en")
    texts.Words.of.cache_clear()


@pytest.fixture
def spanish_window(translations, tmp_path: Path, qtbot):
    """A Spanish main window three steps into the default game, closed after the test."""
    from archenemy.desktop.i18n import install_language
    from archenemy.desktop.session import Session
    from archenemy.desktop.table.window import MainWindow
    from archenemy.engine.actions import NextStep

    install_language("es")
    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, "es")
    qtbot.addWidget(window)
    window.show()
    for _ in range(3):
        session.perform(NextStep())
    yield window
    window.close()
    session.close()
    install_language("en")


@pytest.fixture
def restore_application_look(qapp):
    """The theme lives on the application.

    Give the next test the look (style sheet, palette, scheme) this one found.
    """
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
    """A factory of shown, active main windows on new games, closed after the test.

    Every test's window.

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

    from support.windows import hide_windows_opened_by

    sessions = []
    windows = []

    # The app's 12 pt default font, as in real use
    configure_application(QApplication.instance())

    def make(setup=None, language=None, *, text_scale=1.0, seed=WINDOW_SHUFFLE_SEED):
        if language is not None:
            install_language(language)
        session = Session(tmp_path / f"games{len(sessions)}")
        session.new_game(setup, None if seed is None else random.Random(seed))
        sessions.append(session)
        window = MainWindow(session, language or "en", text_scale=text_scale)
        qtbot.addWidget(window)
        windows.append(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
        return window

    yield make
    # Its dialogs, menus and questions too (closing the window leaves them shown)
    for window in windows:
        hide_windows_opened_by(window)
    for session in sessions:
        session.close()


@pytest.fixture
def shared(qtbot, qasync_loop, tmp_path):
    """A new default game's session and its share server on 127.0.0.1.

    ``(session, server)`` (``support/share.py``); the server is stopped and the
    session closed after the test.
    """
    from support.share import new_session, run, start_server

    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    yield session, server
    run(qtbot, server.stop())
    session.close()


@pytest.fixture(scope="session")
def xvfb_display():
    """One private Xvfb for the session (``tests/support/xvfb.py``).

    Its ``DISPLAY``; skips without Xvfb or xdotool.
    """
    from support.xvfb import skip_without, xvfb

    skip_without("Xvfb", "xdotool")
    with xvfb() as display:
        yield display


@pytest.fixture
def fake_scryfall(monkeypatch):
    """The fake Scryfall started, and the app's API base URL pointed at it.

    See ``tests/support/scryfall_fake.py``.
    """
    from archenemy.desktop.card_images.scryfall import API_ENV

    from support.scryfall_fake import FakeScryfall

    server = FakeScryfall().start()
    monkeypatch.setenv(API_ENV, server.url)
    yield server
    server.stop()


@pytest.fixture
def closing_card_images(qtbot, qasync_loop):
    """``closing_card_images(window)``: its card images closed after the test.

    Their HTTP session, tasks and threads.
    """
    windows = []
    yield windows.append
    for window in windows:
        task = asyncio.ensure_future(window.images.close_card_images())
        qtbot.waitUntil(task.done, timeout=5000)
