"""Start-up imports only what the first paint needs, and a resumed game is frozen before the window is built.

Behaviour, not timings.  The app is started as the ``archenemy`` command
starts it, in a fresh process; an application-wide event filter looks at
``sys.modules`` (or what a probe recorded) at the first Paint of a widget of
the main window, then ends the process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                names = [n for n in ("asyncio", "qasync", "archenemy.desktop.deck_builder.dialog")
                         if n in sys.modules]
                os.write(1, json.dumps(names).encode())
                os._exit(0)
        return False

app = QApplication(sys.argv[:1])
probe = _FirstPaint()
app.installEventFilter(probe)
from archenemy.desktop.cli import main
main([])
"""


def test_the_first_paint_comes_before_asyncio_and_the_deck_builder(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout, done.stderr[-2000:]
    assert json.loads(done.stdout) == []


FREEZE_PROBE = """
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from archenemy.desktop.table import window as window_module

seen = {}
build = window_module.MainWindow.__init__

def watching(self, *args, **kwargs):
    seen["frozen"] = gc.get_freeze_count()
    seen["enabled"] = gc.isenabled()
    build(self, *args, **kwargs)

window_module.MainWindow.__init__ = watching

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                os.write(1, json.dumps(seen).encode())
                os._exit(0)
        return False

app = QApplication(sys.argv[:1])
probe = _FirstPaint()
app.installEventFilter(probe)
from archenemy.desktop.cli import main
main([])
"""


def test_a_resumed_games_snapshots_are_frozen_before_the_window_is_built(tmp_path: Path) -> None:
    # Otherwise the first collection after start-up walks every object of a long game before the first paint.
    from archenemy.engine.actions import ChangeLife
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.game import Game
    from archenemy.engine.journal import journal_text
    from archenemy.engine.setup import deal, default_setup

    catalogue = load_catalogue()
    game = Game(deal(default_setup(catalogue, "Archenemy", ("Hero 1", "Hero 2")), catalogue), catalogue)
    for index in range(400):
        game.do(ChangeLife("Hero 1", -1 if index % 2 else 1))
    games = tmp_path / "data" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    (games / "game.jsonl").write_text(journal_text(game.start, game.log), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", FREEZE_PROBE], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout, done.stderr[-2000:]
    seen = json.loads(done.stdout)
    assert seen["enabled"] and seen["frozen"] > 400 * 4  # at least the 400 states, players and events
