"""Fixtures of the desktop's tests: the translations built fresh, a Spanish window.

* ``qm_dir``: ``archenemy_*.qm`` built with ``pyside6-lrelease`` from the
  committed ``.ts`` files into a temporary folder, once a session (so a stale
  or missing ``make translations`` never decides a test).
* ``translations``: ``install_language`` and ``deck check`` read that folder;
  English is installed before and after the test.
* ``spanish_window``: a main window in Spanish three steps into the default
  game; English comes back after the test.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import SimpleNamespace

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
    """install_language and deck check read the freshly built .qm; English again afterwards."""
    from archenemy.desktop import i18n, texts
    from archenemy.desktop.i18n import install_language

    monkeypatch.setattr(i18n, "resources", SimpleNamespace(files=lambda package: qm_dir))
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
